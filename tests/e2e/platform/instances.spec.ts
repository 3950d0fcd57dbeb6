// Two instances on one PostgreSQL (decision 0029):
// an order on A that takes the last unit is seen on B within a second — its item page, a
// category page and the single-item call, all warmed on B first so that a stale copy would be
// there to serve (without the change notices, B would show the item in stock for up to 30 s).
// The list page is a category page: B serves it from its zone page cache.
// On the shared test PostgreSQL, in a fresh schema.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encodeLocationCookie, LOCATION_COOKIE } from '../../../src/domain/location-cookie.ts';
import { expect, test } from '../fixtures.ts';
import { DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import { KOTHRUD_ADDRESS } from '../helpers/location.ts';
import {
  type FreshSchema,
  freshSchema,
  type Instance,
  sharedPostgresHost,
  sleep,
  spawnInstance,
} from '../support/instances.ts';

const FRESH_WITHIN_MS = 1_000;
const ITEM_SLUG = 'broccoli-kothrud';
/** A list page that shows the item on its first page (the store page lists it further on). */
const LIST_PAGE = '/category/exotic';

test.describe.configure({ mode: 'serial' });
// Alone (fixtures.ts): B must see the change within a second.
test.use({ runsAlone: true });

let schema: FreshSchema | null = null;
const instances: Instance[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  schema = await freshSchema('e2e_instances');
  if (!schema) return;
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i++) {
    const instance = await spawnInstance({ DATABASE_URL: schema.url });
    instances.push(instance);
    await instance.waitReady();
  }
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await schema?.drop();
});

interface SingleItem {
  id: number;
  variants: { id: number; stock: number }[];
}

async function post(instance: Instance, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${instance.baseURL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.baseURL, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** A guest in Kothrud (the category page needs a delivery location). */
const LOCATED = `${LOCATION_COOKIE}=${encodeLocationCookie(KOTHRUD_ADDRESS)}`;

async function page(instance: Instance, path: string): Promise<string> {
  const answer = await fetch(`${instance.baseURL}${path}`, {
    headers: { cookie: LOCATED },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/** The item page's own photo is greyed when the item cannot be bought. */
const soldOutOnPage = (html: string) => /<div class="photo greyed"[^>]*>/.test(html);

/** The list page's card of the item is marked out of stock. */
function soldOutOnCard(html: string): boolean {
  const card = new RegExp(`<article[^>]*class="item-card([^"]*)"[^>]*>\\s*<a href="/item/${ITEM_SLUG}"`).exec(html);
  if (!card) throw new Error(`No card of ${ITEM_SLUG} on ${LIST_PAGE}`);
  return (card[1] ?? '').includes('out-of-stock');
}

test('an order on A that takes the last unit is seen on B within a second', async () => {
  test.skip(schema === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
  const [a, b] = instances;
  if (!a || !b) throw new Error('two instances');

  const item = (await (await post(b, 'get-single-item', { slug: ITEM_SLUG })).json()) as SingleItem;
  const variant = item.variants[0];
  if (!variant) throw new Error(`${ITEM_SLUG} has no variant in the demo shop`);
  expect(variant.stock).toBeGreaterThan(0);
  const itemPage = `/stores/farmcart-kothrud/${item.id}`;
  // Warm B: every view a stale copy could come from.
  expect(soldOutOnPage(await page(b, itemPage))).toBe(false);
  expect(soldOutOnCard(await page(b, LIST_PAGE))).toBe(false);

  const signedIn = await post(a, 'login', { phone: ROHAN.phone, password: DEMO_PASSWORD });
  expect(signedIn.status).toBe(200);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const order = await post(
    a,
    'place-order',
    {
      items: [{ item_id: item.id, variant_id: variant.id, quantity: variant.stock }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `instances-${randomUUID()}`,
    },
    cookie,
  );
  expect(order.status, await order.clone().text()).toBe(200);
  const ordered = Date.now();

  // B, polled: all three views show it sold out within the second.
  let stale = true;
  while (stale && Date.now() - ordered < 5_000) {
    const single = (await (await post(b, 'get-single-item', { slug: ITEM_SLUG })).json()) as SingleItem;
    stale =
      single.variants[0]?.stock !== 0 ||
      !soldOutOnPage(await page(b, itemPage)) ||
      !soldOutOnCard(await page(b, LIST_PAGE));
    if (stale) await sleep(50);
  }
  const seenAfter = Date.now() - ordered;
  expect(stale, 'B still shows the item in stock').toBe(false);
  expect(seenAfter, `B saw the change after ${seenAfter} ms`).toBeLessThan(FRESH_WITHIN_MS);
});

test('a price saved in the console on A is on B’s item page within a second', async () => {
  test.skip(schema === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
  const [a, b] = instances;
  if (!a || !b) throw new Error('two instances');
  const slug = 'tomato-kothrud';
  const itemPage = `/item/${slug}`;
  const item = (await (await post(b, 'get-single-item', { slug })).json()) as SingleItem;
  // Warm B's caches with the old price.
  const before = await page(b, itemPage);
  expect(before).not.toContain('₹987');

  const signedIn = await post(a, 'staff/login', { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' });
  expect(signedIn.status).toBe(200);
  const staff = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const read = await post(a, 'staff/catalogue-item', { item_id: item.id }, staff);
  expect(read.status, await read.clone().text()).toBe(200);
  const { item: form } = (await read.json()) as {
    item: Record<string, unknown> & { variants: Record<string, unknown>[] };
  };
  const {
    id,
    version,
    store_id: _store,
    store_name: _storeName,
    link_slug: _link,
    archived: _archived,
    ...fields
  } = form;
  const variants = form.variants.map((variant, index) =>
    index === 0
      ? { ...variant, regular_price_paise: 98_700, sale_price_paise: 98_700, member_price_paise: null }
      : variant,
  );
  const saved = await post(a, 'staff/catalogue-item-update', { ...fields, item_id: id, version, variants }, staff);
  expect(saved.status, await saved.clone().text()).toBe(200);
  const savedAt = Date.now();

  let seen = false;
  while (!seen && Date.now() - savedAt < 5_000) {
    seen = (await page(b, itemPage)).includes('₹987');
    if (!seen) await sleep(50);
  }
  const seenAfter = Date.now() - savedAt;
  expect(seen, 'B still shows the old price').toBe(true);
  expect(seenAfter, `B showed the new price after ${seenAfter} ms`).toBeLessThan(FRESH_WITHIN_MS);
});

test('npm run db:reset refuses while an instance uses the schema, and rebuilds it once none does', async () => {
  test.skip(schema === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
  test.setTimeout(90_000);
  if (!schema) return;
  const reset = () =>
    promisify(execFile)(process.execPath, ['src/server/cli/reset.ts'], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: schema?.url ?? '' },
      timeout: 60_000,
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code ?? -1, output: error.stderr ?? '' }),
    );

  const refused = await reset();
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/^Refusing to reset: 2 running instance\(s\) of the shop use schema "e2e_instances_/);
  // Nothing was dropped: the instances still answer from their data.
  const [first] = instances;
  if (!first) throw new Error('two instances');
  expect(soldOutOnCard(await page(first, LIST_PAGE))).toBe(true);

  await Promise.all(instances.splice(0).map((instance) => instance.stop()));
  const rebuilt = await reset();
  expect(rebuilt.output).toContain('The demo shop was rebuilt');
  expect(rebuilt.code).toBe(0);
});
