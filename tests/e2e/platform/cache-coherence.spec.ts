// One module graph (decision 0002): the API and the pages
// share one catalog cache, so an order that takes the last unit is on the item page
// at once — not after the cache's 30 s — on the embedded database and on PostgreSQL.
// The pages are warmed first, so a stale copy would be there to be served (before
// the one bundle, the store page showed the sold-out item in stock for up to 30 s).
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import { type FreshSchema, freshSchema, sharedPostgresHost } from '../support/instances.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** The item page's own photo is greyed with a stock label when the item cannot be bought (other cards on the page may be too). */
function soldOutOnPage(html: string): boolean {
  return /<div class="photo greyed"[^>]*>/.test(html);
}

/** The store page searched for Broccoli. */
const STORE_SEARCH = '/stores/farmcart-kothrud?q=Broccoli';

/** The store page's card of `slug` is marked out of stock (the store's item list is a cached catalog read). */
function soldOutOnCard(html: string, slug: string): boolean {
  const card = new RegExp(`<article[^>]*class="item-card([^"]*)"[^>]*>\\s*<a href="/item/${slug}"`).exec(html);
  if (!card) throw new Error(`No card of ${slug} on the page`);
  return (card[1] ?? '').includes('out-of-stock');
}

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`cache coherence on ${engine}`, () => {
    let server: TestServer;
    let database: FreshSchema | null = null;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      if (engine === 'postgres') {
        database = await freshSchema('e2e_coherence');
        test.skip(database === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
      }
      server = await startServer(database ? { DATABASE_URL: database.url } : {});
    });

    test.afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    test('an order that takes the last unit shows the item out of stock on its page and its store page at once', async () => {
      const api = await playwrightRequest.newContext({
        baseURL: server.baseURL,
        extraHTTPHeaders: { origin: server.baseURL },
      });
      const signedIn = await api.post('/api/login', { data: { phone: ROHAN.phone, password: DEMO_PASSWORD } });
      expect(signedIn.ok()).toBe(true);

      const found = await api.post('/api/get-single-item', { data: { slug: 'broccoli-kothrud' } });
      const item = (await found.json()) as { id: number; variants: { id: number; stock: number }[] };
      const variant = item.variants[0];
      if (!variant) throw new Error('Broccoli has no variant in the demo shop');
      expect(variant.stock).toBeGreaterThan(0);

      const itemPage = `/stores/farmcart-kothrud/${item.id}`;
      const before = await api.get(itemPage);
      expect(before.ok()).toBe(true);
      expect(soldOutOnPage(await before.text()), 'the item page before the order').toBe(false);
      // The store page reads the cached item list: warm it, so a stale copy would be there. (Broccoli
      // is past the store page's first page of items: a search in the store lists it.)
      expect(soldOutOnCard(await (await api.get(STORE_SEARCH)).text(), 'broccoli-kothrud')).toBe(false);

      const order = await api.post('/api/place-order', {
        data: {
          items: [{ item_id: item.id, variant_id: variant.id, quantity: variant.stock }],
          mode: 'SELFPICKUP',
          payment_method: 'COD',
          idempotency_key: `coherence-${engine}-${randomUUID()}`,
        },
      });
      expect(order.ok(), await order.text()).toBe(true);

      // At once: the same request path, right after the order's answer.
      const after = await api.get(itemPage);
      expect(soldOutOnPage(await after.text()), 'the item page right after the order').toBe(true);
      const storePage = await (await api.get(STORE_SEARCH)).text();
      expect(soldOutOnCard(storePage, 'broccoli-kothrud'), 'the store page right after the order').toBe(true);
      const single = (await (
        await api.post('/api/get-single-item', { data: { slug: 'broccoli-kothrud' } })
      ).json()) as {
        variants: { stock: number }[];
      };
      expect(single.variants[0]?.stock).toBe(0);
      await api.dispose();
    });
  });
}
