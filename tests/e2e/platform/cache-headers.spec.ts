// src/middleware.ts owns what every on-demand page shares (decision 0087): an answer that
// depends on who is signed in is `private, no-store`, so no shared cache hands one
// customer's page to another, and the routes that need a delivery location or a
// signed-in customer send a guest on, in one place for every page. The routes are
// read from src/pages, so a page added tomorrow is checked too (or the test asks for
// a sample address of it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { advanceOrderUntil, ASHA, DEMO_PASSWORD } from '../helpers/cart.ts';
import { KOTHRUD_ADDRESS, locateCustomer } from '../helpers/location.ts';
import { startServer, type TestServer } from '../support/server.ts';

const PAGES_DIR = fileURLToPath(new URL('../../../src/pages/', import.meta.url));

interface PageRoute {
  /** As Astro names it: src/pages/stores/[restaurant].astro is /stores/[restaurant]. */
  pattern: string;
  prerendered: boolean;
}

/** Every .astro page of src/pages (endpoints such as robots.txt set their own caching). */
function pageRoutes(): PageRoute[] {
  return readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => ({
      pattern: `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`,
      prerendered: /^export const prerender = true;/m.test(readFileSync(join(PAGES_DIR, file), 'utf8')),
    }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Demo-shop data the dynamic routes are checked with. */
interface ShopSamples {
  broccoliId: number;
  runningOrderId: string;
  deliveredOrderId: string;
}

/** One real address per route, from the demo shop (the same slugs the other specs use). */
function sampleUrls({ broccoliId, runningOrderId, deliveredOrderId }: ShopSamples): Record<string, string> {
  return {
    '/404': '/no-such-page',
    '/auth/login-as-customer/[...id]': '/auth/login-as-customer/1',
    '/delivery/[...tab]': '/delivery/orders',
    // Any order of the right shape: a guest is sent to sign in before the order is looked up.
    '/delivery/orders/[unique_order_id]': '/delivery/orders/FC-20261123-ABCDEF12',
    '/campaign/[slug]': '/campaign/mango',
    // The cart store's own offers of a list's products (decision 0291): a store and a product of the demo.
    '/cart-store-offers/[store]': '/cart-store-offers/1?products=1',
    '/category/[slug]': '/category/fruits',
    '/deal-of-the-day-items/[restaurant]': '/deal-of-the-day-items/farmcart-kothrud',
    '/dynamic-featured-sections/[...slug]': '/dynamic-featured-sections/fresh-this-morning',
    '/featured-sections/[...slug]': '/featured-sections/fresh-this-morning',
    '/frequently-bought-items/[restaurant]': '/frequently-bought-items/all',
    '/home-rows/[from]': '/home-rows/0',
    '/item/[slug]': '/item/broccoli-kothrud',
    '/item/[slug]/more': '/item/broccoli-kothrud/more',
    '/items/[slug]': '/items/alphonso-mango',
    '/pages/[slug]': '/pages/about',
    // Paying online: a cash order's page says so, with the way to follow it.
    '/pay/[unique_order_id]': `/pay/${runningOrderId}`,
    // A plan or top-up bought online: one of the right shape; a guest is asked to sign in first.
    '/purchase/[public_id]': '/purchase/PUABCDEFGH23456789',
    '/rate-order/[id]': `/rate-order/${deliveredOrderId}`,
    '/recipe/[id]': '/recipe/aamras',
    '/reviews/[slug]': '/reviews/farmcart-kothrud',
    '/running-order/[unique_order_id]': `/running-order/${runningOrderId}`,
    '/stores/[restaurant]': '/stores/farmcart-kothrud',
    '/stores/[restaurant]/[id]': `/stores/farmcart-kothrud/${broccoliId}`,
  };
}

function urlOf(route: PageRoute, samples: Record<string, string>): string {
  const url = samples[route.pattern] ?? (route.pattern.includes('[') ? null : route.pattern);
  if (!url) throw new Error(`Add a demo-shop address for ${route.pattern} to sampleUrls()`);
  return url;
}

/** Where a guest without a delivery location is sent from each route (`next` decoded). */
const GUEST_REDIRECTS: Record<string, string> = {
  '/': '/search-location',
  '/categories': '/search-location',
  '/categories/stores': '/search-location',
  '/category/[slug]': '/search-location',
  '/combos': '/search-location',
  '/deal-of-the-day-items/[restaurant]': '/search-location',
  '/explore': '/search-location',
  '/frequently-bought-items/[restaurant]': '/search-location',
  '/home-rows/[from]': '/search-location',
  '/items/[slug]': '/search-location',
  '/members-mart': '/search-location',
  '/buy-again': '/search-location',
  '/stores': '/search-location',
  '/dynamic-featured-sections/[...slug]': '/',
  '/featured-sections/[...slug]': '/',
  '/checkout': '/login?next=/checkout',
  '/farm-visit-form': '/login?next=/farm-visit-form',
  // The shop's own people (staff and delivery partners) sign in on their own pages.
  '/staff': '/staff/login?next=/staff',
  '/staff/stock': '/staff/login?next=/staff/stock',
  '/staff/call-order': '/staff/login?next=/staff/call-order',
  '/staff/farm-visits': '/staff/login?next=/staff/farm-visits',
  '/staff/partners': '/staff/login?next=/staff/partners',
  '/staff/app': '/staff/login?next=/staff/app',
  '/auth/login-as-customer/[...id]': '/staff/login?next=/auth/login-as-customer/1',
  '/delivery/[...tab]': '/delivery/login?next=/delivery/orders',
  '/delivery/orders/[unique_order_id]': '/delivery/login?next=/delivery/orders/FC-20261123-ABCDEF12',
};

/** A browser context with the demo customer's cookies: the `loc` cookie, and the session from /api/login. */
async function customerContext(
  browser: Browser,
  { located, signedIn }: { located: boolean; signedIn: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  if (located) await locateCustomer(context, server.baseURL, KOTHRUD_ADDRESS);
  if (signedIn) {
    const answer = await context.request.post('/api/login', {
      data: { phone: ASHA.phone, password: DEMO_PASSWORD },
      headers: { origin: server.baseURL },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  return context;
}

async function broccoli(api: APIRequestContext): Promise<{ id: number; variantId: number }> {
  const answer = await api.post('/api/get-single-item', { data: { slug: 'broccoli-kothrud' } });
  const item = (await answer.json()) as { id: number; variants: { id: number }[] };
  const variant = item.variants[0];
  if (!variant) throw new Error('Broccoli has no variant in the demo shop');
  return { id: item.id, variantId: variant.id };
}

/** A self-pickup order of four broccoli (over the store's minimum), paid on pickup. */
async function placeBroccoliOrder(api: APIRequestContext, key: string): Promise<string> {
  const { id, variantId } = await broccoli(api);
  const answer = await api.post('/api/place-order', {
    data: {
      items: [{ item_id: id, variant_id: variantId, quantity: 4 }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: key,
    },
    headers: { origin: server.baseURL },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
}

/** The operator moves the self-pickup order along until the customer has collected it (§4 Order lifecycle). */
function collect(uniqueOrderId: string): void {
  const steps = advanceOrderUntil(server, uniqueOrderId, 'collected');
  if (!steps.endsWith('→ collected')) throw new Error(`${uniqueOrderId} was not collected:\n${steps}`);
}

let server: TestServer;
let samples: Record<string, string>;

test.beforeAll(async ({ browser }) => {
  // A server of its own: these tests place orders, which no other spec should see.
  server = await startServer();
  const asha = await customerContext(browser, { located: true, signedIn: true });
  const runningOrderId = await placeBroccoliOrder(asha.request, `cache-headers-running-${Date.now()}`);
  const deliveredOrderId = await placeBroccoliOrder(asha.request, `cache-headers-delivered-${Date.now()}`);
  collect(deliveredOrderId);
  samples = sampleUrls({ broccoliId: (await broccoli(asha.request)).id, runningOrderId, deliveredOrderId });
  await asha.close();
});

test.afterAll(async () => {
  await server?.stop();
});

test('every on-demand page a signed-in customer opens is private, no-store; prerendered pages are left alone', async ({
  browser,
}) => {
  const asha = await customerContext(browser, { located: true, signedIn: true });
  const routes = pageRoutes();
  expect(routes.map((route) => route.pattern)).toContain('/stores/[restaurant]');
  const notPrivate: string[] = [];
  const madePrivate: string[] = [];
  for (const route of routes) {
    const url = urlOf(route, samples);
    const answer = await asha.request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBeLessThan(500);
    const cacheControl = answer.headers()['cache-control'] ?? '';
    const isPrivate = cacheControl.includes('private') && cacheControl.includes('no-store');
    if (!route.prerendered && !isPrivate) notPrivate.push(`${url} (${answer.status()}, "${cacheControl}")`);
    if (route.prerendered && cacheControl.includes('private')) madePrivate.push(url);
  }
  expect(notPrivate, 'on-demand pages without Cache-Control: private, no-store').toEqual([]);
  expect(madePrivate, 'prerendered pages marked private').toEqual([]);
  await asha.close();
});

test('a located guest gets private answers only where the page asks who is signed in or renders per customer', async ({
  browser,
}) => {
  const guest = await customerContext(browser, { located: true, signedIn: false });
  for (const url of [
    '/stores/farmcart-kothrud',
    '/item/broccoli-kothrud',
    '/cart',
    '/my-account',
    '/membership-plans',
    // The campaign's and the recipe's shelves are priced at the customer's own point, in the page.
    '/campaign/mango',
    '/recipe/aamras',
  ]) {
    const answer = await guest.request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toBe('private, no-store');
  }
  // Without a location too: the campaign's fixed point, and whether it runs decided at request time.
  const unlocated = await customerContext(browser, { located: false, signedIn: false });
  for (const url of ['/campaign/mango', '/recipe/aamras']) {
    const answer = await unlocated.request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toBe('private, no-store');
  }
  await unlocated.close();
  // The store list depends on the location only: shareable by delivery zone.
  const stores = await guest.request.get('/stores', { maxRedirects: 0 });
  expect(stores.status()).toBe(200);
  expect(stores.headers()['cache-control'] ?? '').not.toContain('private');
  await guest.close();
});

test('a guest without a location is sent on from the routes that need one', async ({ browser }) => {
  const guest = await customerContext(browser, { located: false, signedIn: false });
  for (const route of pageRoutes().filter((page) => !page.prerendered)) {
    const url = urlOf(route, samples);
    const answer = await guest.request.get(url, { maxRedirects: 0 });
    // Every console screen sends a visitor without a staff session to the console's sign-in, back to it after.
    const consoleScreen = route.pattern.startsWith('/staff/') && route.pattern !== '/staff/login';
    const sentTo = GUEST_REDIRECTS[route.pattern] ?? (consoleScreen ? `/staff/login?next=${url}` : undefined);
    if (sentTo) {
      expect(answer.status(), url).toBe(302);
      const location = new URL(answer.headers().location ?? '', server.baseURL);
      expect(location.pathname + decodeURIComponent(location.search), url).toBe(sentTo);
    } else {
      // The fallback screen is rendered on request too, and answers 404 (§2).
      expect(answer.status(), url).toBe(route.pattern === '/404' ? 404 : 200);
    }
  }
  // §2 Wide screens open /?view=desktop: the desktop landing (the app in a frame), not the location chooser.
  const desktop = await guest.request.get('/?view=desktop', { maxRedirects: 0 });
  expect(desktop.status()).toBe(200);
  expect(await desktop.text()).toContain('name="app"');
  await guest.close();
});

test('the version file is kept a few seconds, the worker’s push script is checked every time', async ({ browser }) => {
  const guest = await customerContext(browser, { located: false, signedIn: false });
  // Every page load reads /version.json: a browser (or a CDN) may keep it 10 s, no longer.
  const version = await guest.request.get('/version.json');
  expect(version.status()).toBe(200);
  expect(version.headers()['cache-control']).toBe('public, max-age=10');
  expect(await version.json()).toEqual({ forceNewSettingsVersion: '1', forceCacheClearVersion: '1' });
  // The worker imports /sw-push.js; a changed push handler must reach devices with the next update check.
  const pushScript = await guest.request.get('/sw-push.js');
  expect(pushScript.status()).toBe(200);
  expect(pushScript.headers()['cache-control']).toBe('public, max-age=0');
  await guest.close();
});
