// §2 The home header's delivery estimate (decision 0329), on a phone in Kothrud: the header says how
// soon the nearest store delivers, the number the checkout's "As soon as possible" offers for its
// cart; with self-pickup chosen on the device it says the pickup instead; in English and Marathi.
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { STORAGE_KEYS } from '../../../src/domain/constants.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test('the home header says "Delivery in 25 mins", the minutes checkout offers as soon as possible', async ({
  customer: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Delivery in 25 mins', { exact: true })).toBeVisible();

  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');
  await expect(page.getByText('As soon as possible (about 25 min)', { exact: true })).toBeVisible();
});

test('in Marathi the header says the delivery time, and the pickup time once self-pickup is chosen', async ({
  located: page,
  context,
  baseURL,
}) => {
  await inLanguage(context, baseURL, 'mr');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('25 मिनिटांत डिलिव्हरी', { exact: true })).toBeVisible();
  await expect(header.getByText('25 मिनिटांत पिकअप', { exact: true })).toBeHidden();

  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('SELFPICKUP')), STORAGE_KEYS.userSelected);
  await page.reload();
  await expect(header.getByText('25 मिनिटांत पिकअप', { exact: true })).toBeVisible();
  await expect(header.getByText('25 मिनिटांत डिलिव्हरी', { exact: true })).toBeHidden();
});
