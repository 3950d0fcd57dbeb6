// What the fake message providers (fake-twilio.ts, fake-whatsapp-cloud.ts, fake-msg91.ts) share:
// a server on 127.0.0.1 that hands each request, its body read, to the provider's handler, and
// that can be told to answer the next requests with a failure (429, 500, or a dropped
// connection) so that the adapters' retry classification meets the real thing.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** The path and query. */
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A forced answer: an HTTP status with the provider's body for it, or `drop` (the connection is cut). */
export type ForcedFailure = { status: number; body: unknown } | 'drop';

export interface FakeProviderServer {
  url: string;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** The next requests are answered with these, one each, before the provider's own handling resumes. */
  failNext(...failures: ForcedFailure[]): void;
  close(): Promise<void>;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** `port`: a fixed one, for a shop configured before the fake starts; by default any free one. */
export async function startFakeProviderServer(
  handle: (request: FakeRequest, res: ServerResponse) => void,
  port = 0,
): Promise<FakeProviderServer> {
  const requests: FakeRequest[] = [];
  const forced: ForcedFailure[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const failure = forced.shift();
    if (failure === 'drop') {
      req.socket.destroy();
      return;
    }
    if (failure !== undefined) {
      json(res, failure.status, failure.body);
      return;
    }
    handle(request, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    failNext: (...failures) => forced.push(...failures),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
