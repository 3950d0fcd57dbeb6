// What the cart says of its lines, from the shopper's side on a phone: a line whose stock ran out says
// Out of Stock; the lines are checked where the order goes, not where the customer browses; back
// where the store delivers, the cart bar checks its lines again. One server of this file's own: the
// stock taken here is no other spec's business.
import { expect, test } from '../fixtures.ts';
import { addFromCard, cartBar, takeAllStock } from '../helpers/cart.ts';
import { KOTHRUD_ADDRESS, moveCustomer, VIMAN_NAGAR_ADDRESS } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('a cart line whose stock ran out says Out of Stock, not that the item is not available (§8)', async ({
  customer: page,
  ownServer,
}) => {
  await page.goto('/category/exotic');
  await addFromCard(page, 'Broccoli');
  // Meanwhile every broccoli left goes to another order.
  await takeAllStock(page.request, ownServer, 'broccoli-kothrud', 'e2e-cart-line-takes-all-broccoli');

  await page.goto('/cart');
  const unavailable = page.getByRole('region', { name: 'Unavailable Items' });
  await expect(unavailable).toContainText('Broccoli');
  await expect(unavailable).toContainText('Out of Stock');
  await expect(unavailable).not.toContainText('Item not available');
});

// Asha browses in Viman Nagar with a FarmCart Kothrud cart that goes to her Home in Kothrud: its
// lines are checked there, not at the browsing place, so none reads "Item not available" and
// checkout goes on.
test('the cart checks its lines where the order goes, not where the customer browses', async ({
  customer: page,
  baseURL,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  // Two, over the store's minimum order of ₹99.
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await moveCustomer(page, baseURL ?? '', VIMAN_NAGAR_ADDRESS);

  const checked = page.waitForResponse((response) => response.url().includes('/api/check-cart-items-availability'));
  await page.goto('/cart');
  await checked;
  // The check's answer is in the cart once its "Checking prices and stock…" has gone.
  await expect(page.getByRole('status').filter({ hasText: 'Checking' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Flat 402, Shrushti Apartments/ })).toBeChecked();
  await expect(page.getByText('Item not available')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();
});

// The bar's lines, checked in Viman Nagar (unavailable there), are checked again back in Kothrud,
// so the bar does not go on saying "2 items · ₹0 · Shop for ₹99 more" until the cart is opened.
test('back where the store delivers, the cart bar checks its lines again and counts them', async ({
  located: page,
  baseURL,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await expect(cartBar(page)).toContainText('₹110');

  // In Viman Nagar, opening the bar's review checks the lines there: FarmCart Kothrud does not deliver.
  await moveCustomer(page, baseURL ?? '', VIMAN_NAGAR_ADDRESS);
  await page.goto('/');
  await cartBar(page).getByRole('button', { name: 'Review Items' }).click();
  await expect(cartBar(page)).toContainText('Unavailable Items');
  await expect(cartBar(page)).toContainText('1 item · ₹0');

  await moveCustomer(page, baseURL ?? '', KOTHRUD_ADDRESS);
  await page.goto('/');
  await expect(cartBar(page)).toContainText('1 item · ₹110');
  await expect(cartBar(page)).not.toContainText('Shop for');
});
