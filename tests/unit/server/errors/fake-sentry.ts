// A small error tracker on 127.0.0.1 that speaks the envelope protocol as Sentry and GlitchTip do
// (https://develop.sentry.dev/sdk/data-model/envelopes/): POST /api/<project>/envelope/ with the
// project's public key in X-Sentry-Auth; the envelope header line, then each item's header line and
// its payload (of the length the header names, else up to the line's end). It keeps the events it
// took and answers 401 for another key, 404 for another project, 400 for a broken envelope.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEnvelope {
  header: { event_id?: string; dsn?: string; sent_at?: string };
  items: { header: { type: string; length?: number; content_type?: string }; payload: unknown }[];
}

export interface FakeSentry {
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** Envelopes refused, by status. */
  refused: number[];
  close(): Promise<void>;
}

/** Reads an envelope as the protocol defines it; throws on a broken one. */
function readEnvelope(text: string): ReceivedEnvelope {
  let rest = text;
  const line = () => {
    const end = rest.indexOf('\n');
    const taken = end === -1 ? rest : rest.slice(0, end);
    rest = end === -1 ? '' : rest.slice(end + 1);
    return taken;
  };
  const header = JSON.parse(line()) as ReceivedEnvelope['header'];
  const items: ReceivedEnvelope['items'] = [];
  while (rest.trim() !== '') {
    const itemHeader = JSON.parse(line()) as ReceivedEnvelope['items'][number]['header'];
    let payload: string;
    if (itemHeader.length !== undefined) {
      const bytes = Buffer.from(rest);
      payload = bytes.subarray(0, itemHeader.length).toString();
      rest = bytes.subarray(itemHeader.length).toString().replace(/^\n/, '');
    } else payload = line();
    items.push({ header: itemHeader, payload: JSON.parse(payload) });
  }
  return { header, items };
}

export async function startFakeSentry(options: { key?: string; project?: string } = {}): Promise<FakeSentry> {
  const key = options.key ?? 'public-key-for-tests';
  const project = options.project ?? '42';
  const envelopes: ReceivedEnvelope[] = [];
  const refused: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number) => {
        if (status >= 300) refused.push(status);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 200 ? '{"id":"ok"}' : '{"detail":"refused"}');
      };
      if (req.method !== 'POST' || req.url !== `/api/${project}/envelope/`) return answer(404);
      const auth = req.headers['x-sentry-auth'] ?? '';
      if (!String(auth).includes(`sentry_key=${key}`) || !String(auth).startsWith('Sentry ')) return answer(401);
      try {
        envelopes.push(readEnvelope(Buffer.concat(chunks).toString()));
      } catch {
        return answer(400);
      }
      return answer(200);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${key}@127.0.0.1:${port}/${project}`,
    envelopes,
    refused,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
