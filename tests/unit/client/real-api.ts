// The shop's real API for a browser module under test: a fresh demo shop served by the real
// dispatcher and route table on 127.0.0.1, and `fetch` pointed at it for the file's tests. The
// browser resolves the client's relative /api/ URLs against the page; Node needs the base.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { apiRouter } from '../../../src/server/api/routes/index.ts';
import { createApiHandler } from '../../../src/server/http/api-handler.ts';
import { openTestShop, type TestShop } from '../server/harness.ts';

/** Serves the real API before the file's tests and stops it after them. */
export function withRealApi(): void {
  let shop: TestShop;
  let server: Server;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    shop = await openTestShop();
    const api = createApiHandler(apiRouter, () => Promise.resolve(shop), { trustProxy: false });
    server = createServer((req, res) => void api(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) => realFetch(new URL(String(input), base), init);
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise((resolve) => server.close(resolve));
    await shop.close();
  });
}
