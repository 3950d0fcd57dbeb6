// A store's own rider delivers (decision 0314; behaviour §6 Store rider): with the store set to
// deliver with its own riders, the counter sends a ready delivery order out with a named rider
// from the order's card, the rider opens their deliveries on a phone and marks it delivered with
// the code the customer's order shows, and the customer's order says it was delivered.
import type { APIRequestContext } from '@playwright/test';
import type { StaffStoreSettingsAnswer } from '../../../src/domain/api/staff/stores.ts';
import { expect, test } from '../fixtures.ts';
import { addFromCard, advanceOrderUntil, expectStatus, orderIdOf } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

const PASSWORD = 'counter-demo-2026';
const PRIYA = { email: 'priya@farmcart.example.in', password: PASSWORD };
const KIRAN = { email: 'kiran@farmcart.example.in', password: PASSWORD };
const RAVI = { email: 'ravi@farmcart.example.in', password: PASSWORD };

/** Kothrud delivers with its own riders (an admin's save of its settings, as the store form sends them). */
async function ownRidersAtKothrud(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/staff/store', { data: { store_id: 1 } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { store } = (await answer.json()) as StaffStoreSettingsAnswer;
  const { id: _id, is_open_today: _open, open_now: _now, ...settings } = store;
  const saved = await request.post('/api/staff/store-save', {
    data: { store_id: 1, ...settings, delivered_by: 'own_riders' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

// Its own server: the store's setting and the order are no other spec's business.
test.use({ ownServerEnv: {} });

test('the counter sends a ready order out with a rider, who delivers it with the customer’s code', async ({
  customer: page,
  browser,
  ownServer,
}) => {
  // Three people's screens in turn (the customer's order, the counter's queue, the rider's app):
  // 48 s on a busy 2-core machine, so twice that and more (decision 0309).
  test.setTimeout(120_000);
  const admin = await browser.newContext({ baseURL: ownServer.baseURL });
  expect((await admin.request.post('/api/staff/login', { data: PRIYA })).ok()).toBe(true);
  await ownRidersAtKothrud(admin.request);
  await admin.close();

  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  const orderId = orderIdOf(page);
  advanceOrderUntil(ownServer, orderId, 'ready_for_pickup');

  const counter = await browser.newContext({ baseURL: ownServer.baseURL });
  const counterPage = await counter.newPage();
  expect((await counterPage.request.post('/api/staff/login', { data: KIRAN })).ok()).toBe(true);
  await counterPage.goto('/staff');
  // The card is drawn on the server; its Send out does something once the queue's island has woken.
  await islandHydrated(counterPage, 'StaffQueue');
  const card = counterPage.getByRole('listitem', { name: orderId });
  await card.getByLabel(/Send out with/).selectOption({ label: 'Ravi Shinde' });
  await card.getByRole('button', { name: /Send out/ }).click();
  await expect(card.getByText(/With rider Ravi Shinde/)).toBeVisible();
  await counter.close();

  await page.reload();
  // The store's own rider is named as such, not as a delivery partner.
  await expect(page.getByRole('region', { name: "The store's rider" })).toContainText('Ravi Shinde');
  await expect(page.getByText("The store's rider is on the way.")).toBeVisible();
  const code = (await page.locator('.delivery-digits').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{4}$/);

  const rider = await browser.newContext({ baseURL: ownServer.baseURL, viewport: { width: 390, height: 844 } });
  const riderPage = await rider.newPage();
  expect((await riderPage.request.post('/api/staff/login', { data: RAVI })).ok()).toBe(true);
  await riderPage.goto('/staff/rides');
  await islandHydrated(riderPage, 'RiderOrders');
  const carried = riderPage.getByRole('listitem', { name: orderId });
  await carried.getByLabel(/Customer’s delivery code/).fill(code);
  await carried.getByRole('button', { name: /Delivered/ }).click();
  await expect(riderPage.getByRole('region', { name: /Delivered today/ }).getByText(orderId)).toBeVisible();
  await rider.close();

  await page.reload();
  await expectStatus(page, 'Delivered', 5_000);
});
