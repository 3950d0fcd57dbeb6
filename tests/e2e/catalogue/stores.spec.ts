// Which store sells what, from the shopper's side on a phone in Kothrud: FarmCart Kothrud, Baner Green
// Basket and Aundh deliver there; Koregaon Park Organics and Viman Nagar Fresh Catch do not (and offer
// no pickup there either). A count of one reads singular; the home promotes only what can be delivered
// or picked up here; category cards name their store and the replace question names both stores;
// Add, the stepper and a guest's sign-in link are big enough to tap. One server of this file's own.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { addFromCard, advanceOrderUntil, cartBar, placePickupOrder } from '../helpers/cart.ts';
import { holdIsland, islandHydrated, scrollListIn } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

const PAPAYA = 'Papaya';
const ALPHONSO = 'Alphonso Mango (Ratnagiri)';
const MOSAMBI = 'Mosambi (Sweet Lime)';

/** A card of a list, by the item's full name (the Add button names it; the heading may be cut at 25). */
function cardOf(page: Page, name: string) {
  return page
    .locator('article.item-card')
    .filter({ has: page.getByRole('button', { name: `Add ${name}`, exact: true }) });
}

test('a count of one reads singular: “1 review” on a store’s reviews, “1 store” for a category of stores', async ({
  customer: page,
  ownServer,
}) => {
  // Aundh Dairy & Bakehouse has no review yet (the seed has none): one collected order, rated.
  const orderId = await placePickupOrder(page.request, ownServer.baseURL, 'one-review', 'sourdough-loaf-aundh');
  advanceOrderUntil(ownServer, orderId, 'collected');
  // The star is tapped before the form's code has run (nothing tapped before an island hydrates is
  // lost): it stays chosen, and Submit waits for the code instead of sending a plain form that would lose it.
  const release = await holdIsland(page, 'RateOrderForm');
  await page.goto(`/rate-order/${orderId}`);
  await page.getByRole('radio', { name: '1 star' }).check();
  await expect(page.getByRole('button', { name: /Submit/ })).toBeDisabled();
  release();
  await islandHydrated(page, 'RateOrderForm');
  await expect(page.getByRole('radio', { name: '1 star' })).toBeChecked();
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByText(/Thank/)).toBeVisible();

  await page.goto('/reviews/aundh-dairy-bakehouse');
  const summary = page.getByRole('region', { name: 'Reviews' });
  // Its rating is its earlier rating moved by the one review: the line says both, in the singular.
  await expect(summary.locator('.count')).toHaveText('From earlier ratings and 1 review');
  await expect(page.getByRole('listitem').getByRole('img', { name: '1 star', exact: true })).toBeVisible();

  // In Kothrud, Aundh Dairy & Bakehouse is the one bakery that delivers.
  await page.goto('/categories/stores');
  const bakery = page.getByRole('region', { name: 'Bakery', exact: true });
  await expect(bakery.getByText(/^\d+ stores? delivers? to you$/)).toHaveText('1 store delivers to you');
});

test.describe('promotions show only what can be delivered or picked up here', () => {
  test('the home has no banner to Koregaon Park or to Viman Nagar’s chicken; that store’s page disables Add and says why', async ({
    located: page,
  }) => {
    await page.goto('/');
    // The rows below the home's first screen come as the shopper scrolls.
    await scrollListIn(page);
    await expect(page.getByRole('heading', { name: 'Deal of the day' })).toBeVisible();
    await expect(page.locator('a[href="/stores/farmcart-kothrud"]').first()).toBeAttached();
    await expect(page.locator('a[href="/stores/koregaon-park-organics"]')).toHaveCount(0);
    await expect(page.locator('a[href="/stores/viman-nagar-fresh-catch"]')).toHaveCount(0);
    await expect(page.locator('a[href="/item/chicken-curry-cut-viman"]')).toHaveCount(0);

    await page.goto('/stores/koregaon-park-organics');
    await expect(
      page.getByRole('note').filter({ hasText: 'This store does not deliver to your location' }),
    ).toBeVisible();
    const adds = page.locator('article.item-card').getByRole('button', { name: /^Add / });
    await expect(adds.first()).toBeDisabled();
    await expect(adds.first()).toHaveAccessibleDescription('Not delivered to your location');
    for (const add of await adds.all()) await expect(add).toBeDisabled();
    await expect(cartBar(page)).toBeHidden();
  });
});

test.describe('which store is this?', () => {
  test('category cards name their store, and the replace question names both stores', async ({ located: page }) => {
    await page.goto('/category/fruits');
    await scrollListIn(page, 'category-items');
    await expect(cardOf(page, ALPHONSO)).toContainText('FarmCart Kothrud');
    await expect(cardOf(page, MOSAMBI)).toContainText('Baner Green Basket');

    await addFromCard(page, ALPHONSO);
    await page.getByRole('button', { name: `Add ${MOSAMBI}`, exact: true }).click();
    const replace = page.getByRole('dialog', { name: 'Replace cart items?' });
    await expect(replace).toContainText(
      `Your cart has items from FarmCart Kothrud. Replace them with ${MOSAMBI} from Baner Green Basket?`,
    );
    await replace.getByRole('button', { name: 'No' }).click();
    await expect(replace).toBeHidden();
  });

  test('Add, the stepper and its buttons are at least 44 x 44 px', async ({ located: page }) => {
    await page.goto('/stores/farmcart-kothrud');
    const add = page.getByRole('button', { name: `Add ${PAPAYA}`, exact: true });
    const box = await add.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await add.click();
    for (const name of [`Remove one ${PAPAYA}`, `Add one more ${PAPAYA}`]) {
      const button = await page.getByRole('button', { name }).boundingBox();
      expect(button?.width, name).toBeGreaterThanOrEqual(44);
      expect(button?.height, name).toBeGreaterThanOrEqual(44);
    }
  });

  test('the home’s deal-of-the-day tiles have an Add of 44 px too', async ({ located: page }) => {
    await page.goto('/');
    await scrollListIn(page);
    const add = page
      .locator('.deal-tile')
      .getByRole('button', { name: /^Add (?!one more)/ })
      .first();
    await add.scrollIntoViewIfNeeded();
    const box = await add.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('a guest’s “Login to place your order” on /cart is at least 44 x 44 px', async ({ located: page }) => {
    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, PAPAYA);
    // Two papayas (₹110) pass the store's ₹99 minimum, so the cart offers the sign-in link.
    await page.getByRole('button', { name: `Add one more ${PAPAYA}` }).click();
    await page.goto('/cart');
    const login = page.getByRole('link', { name: 'Login to place your order' });
    await expect(login).toHaveAttribute('href', '/login?next=/checkout');
    const box = await login.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});
