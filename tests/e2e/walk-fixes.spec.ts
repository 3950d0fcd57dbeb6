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

test('a store’s reviews page shows its rating before any review, in half stars: 4.5 is not five', async ({
  located: page,
}) => {
  // Aundh Dairy & Bakehouse is rated 4.5 and has no review yet.
  await page.goto('/reviews/aundh-dairy-bakehouse');
  const summary = page.getByRole('region', { name: 'Reviews' });
  await expect(summary.getByText('4.5', { exact: true })).toBeVisible();
  await expect(summary.getByRole('img', { name: '4.5 out of 5' })).toHaveText('★★★★★');
  await expect(summary.locator('.half')).toHaveCount(1);
  await expect(summary.getByText('0 reviews')).toBeVisible();
  await expect(page.getByText('No reviews yet. Be the first to rate an order from this store.')).toBeVisible();
});
