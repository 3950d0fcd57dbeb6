// What the store lists say (issue 15, Polish; docs/decisions.md, "One store rating", "A pickup
// list does not speak of delivery"), from the shopper's side in Kothrud: the self-pickup tab's
// cards name no delivery terms, and a store's rating is the same number on its card, its page
// and its reviews, also right after a customer rates an order. One server of this file's own.
import { expect, test } from './fixtures.ts';
import { addFromCard, advanceOrder, orderIdOf } from './helpers/cart.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('the self-pickup tab does not speak of delivery', async ({ located: page }) => {
  await page.goto('/stores');
  await expect(page.locator('.store-card').filter({ hasText: 'Free delivery above' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Self pickup' }).click();
  await expect(page).toHaveURL(/mode=pickup/);
  await expect(page.locator('.store-card').first()).toBeVisible();
  // Only the tab that switches back says "Delivery"; no card does.
  await expect(page.locator('.store-card').filter({ hasText: /deliver/i })).toHaveCount(0);
});

test('a store’s rating is one number on its card, its page and its reviews, before and after a review', async ({
  customer: page,
  ownServer,
}) => {
  test.setTimeout(60_000);
  const cardRating = async () => {
    await page.goto('/stores');
    const card = page.locator('.store-card').filter({ hasText: 'FarmCart Kothrud' });
    return (await card.locator('.rating .stars').textContent())?.trim();
  };
  const reviewsRating = async () => {
    await page.goto('/reviews/farmcart-kothrud');
    return (await page.locator('.summary .average').textContent())?.trim();
  };
  const before = await cardRating();
  expect(before).toBe('4.6');

  // An order, delivered, rated one star.
  await page.goto('/stores/farmcart-kothrud?q=Papaya');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  const orderId = orderIdOf(page);
  for (let step = 0; step < 8 && !advanceOrder(ownServer, orderId).includes('delivered'); step++);
  await page.goto(`/rate-order/${orderId}`);
  await page.getByRole('radio', { name: '1 star' }).check();
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByText(/Thank/)).toBeVisible();

  // (4.6 × 10 + 1) / 11 = 4.27 → 4.3 everywhere.
  expect(await reviewsRating()).toBe('4.3');
  expect(await cardRating()).toBe('4.3');
  await page.goto('/stores/farmcart-kothrud');
  await expect(page.locator('.rating .stars').first()).toHaveText('4.3');
});
