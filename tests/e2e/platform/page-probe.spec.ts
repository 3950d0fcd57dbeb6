// The pages' side of the route table, probed as the API's is (tests/unit/server/api/fuzz.test.ts), on
// the embedded database and on PostgreSQL: every page route of src/pages, its parameters and its
// query string filled with NUL bytes, text beyond Latin-1 and broken percent-encoding, answers
// a 4xx or a page, never a 5xx; and a `back=` beyond Latin-1 on /consent and /language goes back
// to that path, percent-encoded (PostgreSQL refuses a NUL byte in any text it compares; a
// Location header must be ASCII).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { encodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import { expect, test } from '../fixtures.ts';
import { KOTHRUD_ADDRESS } from '../helpers/location.ts';
import { type FreshSchema, freshSchema, sharedPostgresHost } from '../support/instances.ts';
import { startServer, type TestServer } from '../support/server.ts';

const PAGES = fileURLToPath(new URL('../../../src/pages', import.meta.url));

/** Every page route of src/pages (the API and the media files have their own probes), as a pattern. */
function pageRoutes(dir = PAGES): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['api', 'media'].includes(entry.name)) routes.push(...pageRoutes(path));
      continue;
    }
    if (!/\.(astro|ts)$/.test(entry.name)) continue;
    const route = `/${relative(PAGES, path)}`.replace(/\.(astro|ts)$/, '').replace(/\/index$/, '') || '/';
    routes.push(route === '' ? '/' : route);
  }
  return routes;
}

/** What goes where a parameter or a query value would: NUL bytes, Devanagari, an emoji, broken UTF-8. */
const ODD_VALUES = ['%00', 'a%00b', encodeURIComponent('फल'), encodeURIComponent('😀🍌'), '%E0%A4', '%ED%A0%80'];

function probesOf(route: string): string[] {
  const dynamic = /\[[^\]]+\]/;
  const fill = (value: string) => route.replace(/\[[^\]]+\]/g, value).replace(/\/$/, '') || '/';
  const bases = dynamic.test(route) ? ODD_VALUES.map(fill) : [route];
  const plain = dynamic.test(route) ? fill('something') : route;
  const queries = ODD_VALUES.flatMap((value) => [`?q=${value}`, `?back=/category/${value}`, `?${value}=${value}`]);
  return [...bases, ...queries.map((query) => `${plain}${query}`)];
}

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`page routes answer odd text with a 4xx or a page, on ${engine}`, () => {
    let server: TestServer;
    let database: FreshSchema | null = null;
    let api: APIRequestContext;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      if (engine === 'postgres') {
        database = await freshSchema('e2e_page_probe');
        test.skip(database === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
      }
      server = await startServer(database ? { DATABASE_URL: database.url } : {});
      api = await playwrightRequest.newContext({
        baseURL: server.baseURL,
        extraHTTPHeaders: {
          origin: server.baseURL,
          // Located, so the pages that need a delivery address render (and look their parameter up).
          cookie: `loc=${encodeLocationCookie(KOTHRUD_ADDRESS)}`,
        },
        maxRedirects: 0,
      });
    });

    test.afterAll(async () => {
      await api?.dispose();
      await server?.stop();
      await database?.drop();
    });

    test('every page route, with NUL bytes and non-Latin-1 text in its path and query', async () => {
      test.setTimeout(240_000);
      const routes = pageRoutes();
      expect(routes).toContain('/item/[slug]');
      expect(routes).toContain('/category/[slug]');
      const failed: string[] = [];
      let probed = 0;
      for (const route of routes) {
        for (const probe of probesOf(route)) {
          const answer = await api.get(probe);
          probed++;
          if (answer.status() >= 500) failed.push(`${answer.status()} ${probe}`);
        }
      }
      expect(failed, server.output().split('\n').slice(-30).join('\n')).toEqual([]);
      expect(probed).toBeGreaterThan(500);
      // The two of the finding, exactly.
      expect((await api.get('/item/%00')).status()).toBe(400);
      expect((await api.get('/stores/farmcart-kothrud?q=a%00b')).status()).toBe(400);
    });

    test('a back= beyond Latin-1 on /consent and /language goes back there, percent-encoded', async () => {
      const back = '/category/फल';
      const encoded = '/category/%E0%A4%AB%E0%A4%B2';
      const language = await api.get(`/language?code=mr&back=${encodeURIComponent(back)}`);
      expect(language.status()).toBe(303);
      expect(language.headers().location).toBe(encoded);
      const consent = await api.post('/consent', { form: { choice: 'accept', back } });
      expect(consent.status()).toBe(303);
      expect(consent.headers().location).toBe(encoded);
      // And the path it names is a page (the category's own, or its not-found screen), not a 5xx.
      expect((await api.get(encoded)).status()).toBeLessThan(500);
    });
  });
}
