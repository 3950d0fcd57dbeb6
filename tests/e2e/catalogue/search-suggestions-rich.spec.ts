// Rich suggestions (decision 0329), on a phone in Kothrud: an item suggested under /explore's field
// shows its picture, the size its price is for, the price and the store, as its card does, in
// English and Marathi; the keyboard still chooses and opens it (the combobox of decision 0293).
import { expect, test } from '../fixtures.ts';
import { inLanguage } from '../helpers/language.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test('an item’s suggestion shows its picture, size, price and store, and the arrows and Enter open it', async ({
  located: page,
}) => {
  await page.goto('/explore');
  const search = page.getByRole('combobox', { name: 'Search for fruits, vegetables, stores…' });
  await search.pressSequentially('papay', { delay: 30 });
  const items = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Items' });
  const papaya = items.getByRole('option', { name: /^Papaya / });
  await expect(papaya).toContainText('1 pc (~1 kg)');
  await expect(papaya).toContainText('₹55');
  await expect(papaya).toContainText('FarmCart Kothrud');
  const picture = papaya.locator('img');
  await expect(picture).toHaveAttribute('alt', '');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await search.press('ArrowDown');
  await expect(items.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/item\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: /Papaya/ })).toBeVisible();
});

test('in Marathi the suggestion names the item in Marathi, with its picture and price', async ({
  located: page,
  context,
  baseURL,
}) => {
  await inLanguage(context, baseURL, 'mr');
  await page.goto('/explore');
  await page.getByRole('combobox').pressSequentially('पपई', { delay: 30 });
  const option = page.getByRole('listbox').getByRole('option', { name: /^पपई / });
  await expect(option).toContainText('₹55');
  await expect(option.locator('img')).toHaveCount(1);
});
