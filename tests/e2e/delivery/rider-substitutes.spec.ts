// The lines as packed reach the store's own rider (decision 0285, decision 0314): after one of three
// bananas was short and the customer agreed on the phone to a substitute, the queue's card (its
// printed slip) and the rider's My deliveries list two bananas and the substitute "instead of"
// Banana, not the three bananas as placed.
import type { APIRequestContext } from '@playwright/test';
import type { StaffSubstitutionOptionsAnswer } from '../../../src/domain/api/staff/substitutions.ts';
import type { StaffStoreSettingsAnswer } from '../../../src/domain/api/staff/stores.ts';
import { expect, test } from '../fixtures.ts';
import { advanceOrderUntil } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

const PASSWORD = 'counter-demo-2026';
const PRIYA = { email: 'priya@farmcart.example.in', password: PASSWORD };
const KIRAN = { email: 'kiran@farmcart.example.in', password: PASSWORD };
const RAVI = { email: 'ravi@farmcart.example.in', password: PASSWORD };
/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;

// Its own server: the store delivers with its own riders here, which no other spec expects.
test.use({ ownServerEnv: {} });

async function post<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await request.post(`/api/${path}`, { data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

test('the counter’s card and the rider’s list show the substitute instead of the short bananas', async ({
  customer,
  browser,
  ownServer,
}) => {
  const staffOf = async (member: typeof KIRAN, viewport = { width: 1024, height: 768 }) => {
    const context = await browser.newContext({ baseURL: ownServer.baseURL, viewport });
    await post(context.request, 'staff/login', member);
    return context;
  };
  const admin = await staffOf(PRIYA);
  const { store } = await post<StaffStoreSettingsAnswer>(admin.request, 'staff/store', { store_id: 1 });
  const { id: _id, is_open_today: _open, open_now: _now, ...settings } = store;
  await post(admin.request, 'staff/store-save', { store_id: 1, ...settings, delivered_by: 'own_riders' });
  await admin.close();

  const addresses = await post<{ addresses: { id: number }[] }>(customer.request, 'get-addresses', {});
  const placed = await post<{ order: { unique_order_id: string } }>(customer.request, 'place-order', {
    items: [{ id: BANANAS, quantity: 3 }],
    restaurant_id: 1,
    mode: 'DELIVERY',
    address_id: addresses.addresses[0]?.id,
    payment_method: 'COD',
    idempotency_key: `rider-substitutes-${Date.now()}`,
    substitutions: [{ preference: 'call' }],
  });
  const id = placed.order.unique_order_id;
  advanceOrderUntil(ownServer, id, 'preparing');

  const counter = await staffOf(KIRAN);
  const { options } = await post<StaffSubstitutionOptionsAnswer>(counter.request, 'staff/substitution-options', {
    unique_order_id: id,
    line: 1,
  });
  const substitute = options[0];
  if (!substitute) throw new Error('the demo offers no substitute for bananas');
  await post(counter.request, 'staff/mark-short', {
    unique_order_id: id,
    line: 1,
    short_quantity: 1,
    substitute: { item: substitute.item_id, variant: substitute.variant_id, quantity: 1 },
  });
  await post(counter.request, 'staff/substitution-answer', { unique_order_id: id, line: 1, approved: true });
  advanceOrderUntil(ownServer, id, 'ready_for_pickup');

  const queue = await counter.newPage();
  await queue.goto('/staff');
  await islandHydrated(queue, 'StaffQueue');
  const card = queue.getByRole('listitem', { name: id });
  const lines = card.locator('.q-items');
  await expect(lines).toContainText('2× Banana');
  await expect(lines).toContainText(`1× ${substitute.name}`);
  await expect(lines).toContainText('instead of Banana');
  await card.getByLabel(/Send out with/).selectOption({ label: 'Ravi Shinde' });
  await card.getByRole('button', { name: /Send out/ }).click();
  await expect(card.getByText(/With rider Ravi Shinde/)).toBeVisible();
  await counter.close();

  const rider = await staffOf(RAVI, { width: 390, height: 844 });
  const rides = await rider.newPage();
  await rides.goto('/staff/rides');
  const items = rides.getByRole('list', { name: `Items of ${id}` });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items.getByRole('listitem').first()).toContainText(/Banana.* × 2/);
  await expect(items.getByRole('listitem').nth(1)).toContainText(`${substitute.name}`);
  await expect(items.getByRole('listitem').nth(1)).toContainText('instead of Banana');
  await expect(rides.getByText(/^3 items from FarmCart Kothrud$/)).toBeVisible();
  await rider.close();
});
