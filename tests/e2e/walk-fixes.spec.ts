// What the walk of session 16 found (docs/decisions.md, "A walk through every journey, session 16"),
// each from the shopper's side on a phone in Kothrud.
import { expect, test } from './fixtures.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test('the store page’s rating opens the store’s reviews', async ({ located: page }) => {
  await page.goto('/stores/farmcart-kothrud');
  const rating = page.getByRole('link', { name: /Rated \d\.\d out of 5 · Reviews/ });
  await expect(rating).toBeVisible();
  await rating.click();
  await expect(page).toHaveURL(/\/reviews\/farmcart-kothrud$/);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
});
