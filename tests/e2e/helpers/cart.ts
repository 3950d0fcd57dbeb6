// Cart and order helpers for end-to-end journeys, so a journey reads like a story:
// the demo customers, add from a store (through the chooser when the item has one),
// find the cart bar, and move an order along as an operator would (the advance-order
// command against the test server's data directory). Signing in and locating a
// customer are fixtures (tests/e2e/fixtures.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { openDatabaseOf, type TestServer } from '../support/server.ts';
import type { OrderStatusName } from '../../../src/domain/orders/order-flow.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The password of every demo customer of the seed (decision 0073). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoCustomer {
  id: number;
  name: string;
  phone: string;
}

export const ASHA: DemoCustomer = { id: 1, name: 'Asha Kulkarni', phone: '9800000001' };
export const ROHAN: DemoCustomer = { id: 2, name: 'Rohan Deshpande', phone: '9800000002' };
export const MEERA: DemoCustomer = { id: 3, name: 'Meera Joshi', phone: '9800000003' };

/** Taps Add on an item card; an item with sizes or addons opens its chooser, confirmed with Done. */
export async function addFromCard(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: `Add ${name}`, exact: true })
    .first()
    .click();
  const chooser = page.getByRole('dialog', { name });
  const done = chooser.getByRole('button', { name: /^Done/ });
  // Either its chooser opens (an item with sizes or addons) or the card shows it in the cart: waited
  // for as long as either takes, since on a busy machine the chooser's code can take seconds to come.
  const added = page.getByRole('group', { name: `${name} in cart`, exact: true });
  await expect(done.or(added).first()).toBeVisible({ timeout: 15_000 });
  if (await done.isVisible()) await done.click();
}

/** The floating cart bar (§2). */
export function cartBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Cart', exact: true });
}

/** A section of the cart or checkout page by its heading ('Bill details', 'Offers and coupons'...). */
export function card(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

/** A row of the bill: its label and amount together ("Coupon discount FRESH20 -₹100"). */
export function billRow(page: Page, label: string | RegExp): Locator {
  return card(page, 'Bill details').locator('.bill-row').filter({ hasText: label });
}

/** The order id of the running-order page the browser is on. */
export function orderIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.split('/').at(-1);
  if (!id) throw new Error(`Not a running-order page: ${page.url()}`);
  return decodeURIComponent(id);
}

/** The operator's command (src/server/cli/advance-order.ts): the order moves one step. */
export function advanceOrder(server: TestServer, uniqueOrderId: string): string {
  return execFileSync(process.execPath, ['src/server/cli/advance-order.ts', uniqueOrderId], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  }).trim();
}

/**
 * Moves the order along with one run of the operator's command, step after step until it is
 * `status`: what the command printed, a line per step.
 */
export function advanceOrderUntil(server: TestServer, uniqueOrderId: string, status: OrderStatusName): string {
  return execFileSync(process.execPath, ['src/server/cli/advance-order.ts', uniqueOrderId, '--until', status], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  }).trim();
}

/** The order whose running-order page the browser is being taken to, once it is delivered: its id. */
export async function deliveredOrderOf(page: Page, server: TestServer): Promise<string> {
  await page.waitForURL(/\/running-order\//);
  const orderId = orderIdOf(page);
  advanceOrderUntil(server, orderId, 'delivered');
  return orderId;
}

/** Two papayas from FarmCart Kothrud, ordered through checkout and delivered: the order's id. */
export async function deliveredPapayaOrder(page: Page, server: TestServer): Promise<string> {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  return deliveredOrderOf(page, server);
}

/** Waits for the running order's status heading (it updates itself every 10 s). */
export async function expectStatus(page: Page, status: string, timeout = 20_000): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: status, exact: true })).toBeVisible({ timeout });
}

/**
 * A self-pickup order of four of an item (broccoli at FarmCart Kothrud unless `slug` names another
 * store's item), paid on pickup, placed through the API by the signed-in customer of `api`: its
 * running-order id.
 */
export async function placePickupOrder(
  api: APIRequestContext,
  origin: string,
  keyPrefix: string,
  slug = 'broccoli-kothrud',
): Promise<string> {
  const item = (await (await api.post('/api/get-single-item', { data: { slug } })).json()) as {
    id: number;
    variants: { id: number }[];
  };
  const answer = await api.post('/api/place-order', {
    data: {
      items: [{ item_id: item.id, variant_id: item.variants[0]?.id, quantity: 4 }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `${keyPrefix}-${Date.now()}`,
    },
    headers: { origin },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
}

/** An item's first variant and its stock, read from the test server's database file. */
function stockOf(server: TestServer, itemSlug: string): { itemId: number; variantId: number; stock: number } {
  const db = openDatabaseOf(server.databaseFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        'select items.id as itemId, item_variants.id as variantId, item_variants.stock as stock from items join item_variants on item_variants.item_id = items.id where items.slug = ?',
      )
      .get(itemSlug) as { itemId: number; variantId: number; stock: number } | undefined;
    if (!row) throw new Error(`No item ${itemSlug}`);
    return row;
  } finally {
    db.close();
  }
}

/** Another customer's order takes every unit of an item's stock (a self-pickup cash order through the API). */
export async function takeAllStock(
  request: APIRequestContext,
  server: TestServer,
  itemSlug: string,
  idempotencyKey: string,
): Promise<void> {
  const item = stockOf(server, itemSlug);
  const answer = await request.post('/api/place-order', {
    headers: { origin: server.baseURL },
    data: {
      items: [{ item_id: item.itemId, variant_id: item.variantId, quantity: item.stock }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: idempotencyKey,
    },
  });
  expect(answer.ok()).toBe(true);
}
