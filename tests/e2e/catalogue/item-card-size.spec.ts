// An item card shows the size its price is for: once another size was chosen into the cart, that
// size with its own price and discount, also after a reload; the default again once the item
// leaves the cart.
import { expect, test } from '../fixtures.ts';
import { scrollListIn } from '../helpers/location.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ALPHONSO = 'Alphonso Mango (Ratnagiri)';

test('a card shows the size chosen into the cart, not the default one', async ({ located: page }) => {
  await page.goto('/category/fruits');
  await scrollListIn(page, 'category-items');
  const card = page.locator('.item-card').filter({ has: page.locator(`img[alt="${ALPHONSO}"]`) });
  const meta = card.locator('.item-meta');
  const price = card.locator('.price');
  await expect(meta).toContainText('1 kg (3–4 pc) · ');
  const defaultPrice = (await price.locator('b').textContent()) ?? '';
  const defaultWas = await price.locator('s').allTextContents();

  await card.getByRole('button', { name: `Add ${ALPHONSO}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: ALPHONSO });
  await sheet.getByRole('radio', { name: /^1 dozen/ }).check();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  // A dozen at ₹899, 10% off ₹999.
  await expect(meta).toContainText(/^1 dozen\b/);
  await expect(price.locator('b')).toHaveText('₹899');
  await expect(price.locator('s')).toHaveText('₹999');
  await expect(card.getByText('10% OFF')).toBeVisible();

  await page.reload();
  await scrollListIn(page, 'category-items');
  await expect(meta).toContainText(/^1 dozen\b/);
  await expect(price.locator('b')).toHaveText('₹899');

  await card.getByRole('button', { name: `Remove one ${ALPHONSO}` }).click();
  await expect(card.getByRole('button', { name: `Add ${ALPHONSO}`, exact: true })).toBeVisible();
  await expect(meta).toContainText('1 kg (3–4 pc) · ');
  await expect(price.locator('b')).toHaveText(defaultPrice);
  expect(await price.locator('s').allTextContents()).toEqual(defaultWas);
});
