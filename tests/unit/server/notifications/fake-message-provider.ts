// A local stand-in for the operator's message provider behind SMS_WEBHOOK_URL and
// EMAIL_WEBHOOK_URL (the webhook wire format of services/notifications/transports/webhook.ts):
// it keeps every JSON body it was posted, answers 204 (or the status its path names), and can be stopped and started again on
// the same port, as a provider that goes down and comes back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  path: string;
  body: Record<string, string>;
}

export interface FakeMessageProvider {
  /** The base URL, the same across stops and starts. */
  url: string;
  received: ReceivedMessage[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Opens on a free port of 127.0.0.1, then stops: `start()` brings it up. `delayMs`: how long each answer takes. */
export async function createFakeMessageProvider(options: { delayMs?: number } = {}): Promise<FakeMessageProvider> {
  const received: ReceivedMessage[] = [];
  let server: http.Server | null = null;
  const listen = (port: number) =>
    new Promise<http.Server>((resolve, reject) => {
      const next = http.createServer((req, res) => {
        let text = '';
        req.on('data', (chunk: Buffer) => (text += chunk.toString()));
        req.on('end', () => {
          received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, string> });
          // A path of a status (/400, /503) answers it: a provider refusing or failing.
          const status = Number(req.url?.slice(1)) || 204;
          setTimeout(() => res.writeHead(status).end(), options.delayMs ?? 0);
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve(next));
    });
  const close = (open: http.Server) =>
    new Promise<void>((resolve) => {
      open.close(() => resolve());
      open.closeAllConnections();
    });
  const first = await listen(0);
  const port = (first.address() as AddressInfo).port;
  await close(first);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async start() {
      server ??= await listen(port);
    },
    async stop() {
      if (server) await close(server);
      server = null;
    },
  };
}
