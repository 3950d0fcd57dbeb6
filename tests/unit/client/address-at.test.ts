// §4 Location, decision 0315: a phone's position becomes the name of the shop's nearest area, and a
// position near no area becomes the server's words for that, never the bare coordinates. The
// browser's call through the shop's real API, on the demo shop (Pune's areas).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAt } from '../../../src/client/location-flow.ts';
import { apiRouter } from '../../../src/server/api/routes/index.ts';
import { createApiHandler } from '../../../src/server/http/api-handler.ts';
import { openTestShop, type TestShop } from '../server/harness.ts';

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

describe('a position named in words', () => {
  it('is the nearest area’s address on Karve Road', async () => {
    expect(await addressAt({ lat: 18.5121, lng: 73.8251 })).toBe('Erandwane, Pune, Maharashtra 411004');
  });

  it('is "not near any area" in words far from every area, not its coordinates', async () => {
    const words = await addressAt({ lat: 17.0, lng: 74.5 });
    expect(words).toBe('This place is not near any area the shop serves.');
    expect(words).not.toMatch(/\d+\.\d+/);
  });

  it('is the caller’s own words where it gives some (a place chosen from the search)', async () => {
    expect(await addressAt({ lat: 17.0, lng: 74.5 }, 'Shirwal')).toBe('Shirwal');
  });
});
