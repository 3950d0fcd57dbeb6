// A cancelled order says what it took and what went back, on its page and in My orders, instead of
// a plain "Total ₹…" as if it were still owed: "Cancelled · ₹… refunded to your wallet" for a wallet
// order, "Cancelled · nothing charged" for cash.
import type { Page } from '@playwright/test';
import { ROHAN } from '../helpers/cart.ts';
import { expect, test } from '../fixtures.ts';

/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;

async function cancelledOrder(
  page: Page,
  key: string,
  payment: 'COD' | 'WALLET',
): Promise<{ id: string; total: number }> {
  const placed = await page.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANAS, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: payment,
      idempotency_key: key,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order } = (await placed.json()) as { order: { unique_order_id: string; total: number } };
  const cancelled = await page.request.post('/api/cancel-order', { data: { unique_order_id: order.unique_order_id } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  return { id: order.unique_order_id, total: order.total };
}

test.describe('a cancelled order', () => {
  test.use({
    customerAccount: ROHAN,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    ownServerEnv: {},
  });

  test('says what went back, not a total, on its page and in My orders', async ({ customer: page }) => {
    const wallet = await cancelledOrder(page, 'called-off-wallet-1', 'WALLET');
    const cash = await cancelledOrder(page, 'called-off-cash-1', 'COD');

    await page.goto(`/running-order/${wallet.id}`);
    const details = page.getByRole('region', { name: 'Order details' });
    await expect(details).toContainText(`Cancelled₹${wallet.total} refunded to your wallet`);
    await expect(details).not.toContainText('Total');
    await details.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/order-cancelled-390.png' });
    await page.goto(`/running-order/${cash.id}`);
    await expect(page.getByRole('region', { name: 'Order details' })).toContainText('Cancellednothing charged');
    await expect(page.getByRole('region', { name: 'Order details' })).not.toContainText('Total');

    await page.goto('/my-orders');
    const card = (id: string) => page.getByRole('listitem').filter({ has: page.getByText(`#${id}`, { exact: false }) });
    await expect(card(wallet.id)).toContainText(`Cancelled · ₹${wallet.total} refunded to your wallet`);
    await expect(card(wallet.id)).not.toContainText('Total');
    await expect(card(cash.id)).toContainText('Cancelled · nothing charged');
    await page.screenshot({ path: 'docs/screens/my-orders-cancelled-390.png' });
  });
});
