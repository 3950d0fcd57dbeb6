// What the walk of session 16 found (docs/decisions.md, "A walk through every journey, session 16"),
// each from the shopper's side on a phone in Kothrud.
import { expect, test } from './fixtures.ts';
import { addFromCard } from './helpers/cart.ts';

// A server of this file's own: the order placed here is no other spec's business.
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('the store page’s rating opens the store’s reviews', async ({ located: page }) => {
  await page.goto('/stores/farmcart-kothrud');
  const rating = page.getByRole('link', { name: /Rated \d\.\d out of 5 · Reviews/ });
  await expect(rating).toBeVisible();
  await rating.click();
  await expect(page).toHaveURL(/\/reviews\/farmcart-kothrud$/);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
});

test('Back after placing an order: checkout says the cart is empty and leads to the order', async ({
  customer: page,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  const order = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText('Fresh fruit, vegetables and daily staples are only a few taps away.')).toBeVisible();
  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.locator(`a[href="${new URL(order).pathname}"]`).first()).toBeVisible();
});
