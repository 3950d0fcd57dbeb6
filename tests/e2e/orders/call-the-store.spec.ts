// The running order offers a call to the store before a rider has it (decision 0322): the delivery
// panel adds the rider's call once one is assigned, but until then the customer can still reach
// the store from the page.
import { expect, test } from '../fixtures.ts';
import { islandHydrated } from '../helpers/location.ts';

/** Bananas 12 pc at FarmCart Kothrud (store 1), whose phone is +91 98220 10001 (seed/demo/stores.ts). */
const BANANAS = 5;

test('a running order without a rider shows the store’s call button', async ({ customer }) => {
  const answer = await customer.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANAS, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `call-the-store-${Date.now()}`,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { order } = (await answer.json()) as { order: { unique_order_id: string } };
  await customer.goto(`/running-order/${order.unique_order_id}`);
  await islandHydrated(customer, 'OrderTracker');
  const call = customer.getByRole('link', { name: /Call the store/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+919822010001');
  const box = await call.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  // The worker's server is shared: no order is left waiting in the counter's queue.
  const cancelled = await customer.request.post('/api/cancel-order', {
    data: { unique_order_id: order.unique_order_id },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
});
