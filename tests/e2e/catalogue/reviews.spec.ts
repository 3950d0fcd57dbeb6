// Store ratings and reviews from the shopper's side on a phone in Kothrud (decision 0194): the store page's rating leads to its reviews; a store with no review yet shows its
// earlier rating in half stars; a store's rating is one number on its card, its page and its reviews,
// also right after a customer rates an order; a review with a long unbroken word stays in its card.
// One server of this file's own: the orders rated here are no other spec's business.
import { expect, test } from '../fixtures.ts';
import { addFromCard, advanceOrderUntil, deliveredOrderOf, placePickupOrder } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('the store page’s rating opens the store’s reviews', async ({ located: page }) => {
  await page.goto('/stores/farmcart-kothrud');
  const rating = page.getByRole('link', { name: /Rated \d\.\d out of 5 · Reviews/ });
  await expect(rating).toBeVisible();
  await rating.click();
  await expect(page).toHaveURL(/\/reviews\/farmcart-kothrud$/);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
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
  // Its number is the earlier rating: "0 reviews" under a 4.5 said nothing of where it came from.
  await expect(summary.getByText('From earlier ratings', { exact: true })).toBeVisible();
  await expect(page.getByText('No reviews yet. Be the first to rate an order from this store.')).toBeVisible();
});

test('a store’s rating is one number on its card, its page and its reviews, before and after a review', async ({
  customer: page,
  ownServer,
}) => {
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
  const orderId = await deliveredOrderOf(page, ownServer);
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

// A review holding one long unbroken word stays within its card and the screen.
test('a review with a long unbroken word wraps inside its card', async ({ customer: page, ownServer }) => {
  const orderId = await placePickupOrder(page.request, ownServer.baseURL, 'long-review', 'sourdough-loaf-aundh');
  advanceOrderUntil(ownServer, orderId, 'collected');
  await page.goto(`/rate-order/${orderId}`);
  await islandHydrated(page, 'RateOrderForm');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('textbox').fill(`Lovely${'!'.repeat(120)}`);
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByText(/Thank/)).toBeVisible();

  await page.goto('/reviews/aundh-dairy-bakehouse');
  const review = page.getByRole('listitem').filter({ hasText: 'Lovely!!!' });
  await expect(review).toBeVisible();
  const card = await review.boundingBox();
  const comment = await review.getByText(/^Lovely!+$/).boundingBox();
  expect(card && comment, 'both on screen').toBeTruthy();
  if (!card || !comment) return;
  expect(comment.x + comment.width).toBeLessThanOrEqual(card.x + card.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
