// §7 Offers at the cart (decision 0329), on a phone in Kothrud: the cart lists the store's offers as
// buttons; a tap applies the code and says what it takes off, or why it does not apply, in English
// and Marathi.
import { expect, test } from '../fixtures.ts';
import { addFromCard, card, MEERA } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, customerAccount: MEERA });

test('a tapped offer is applied with its saving, one the cart does not meet says why, in English and Marathi', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/cart');
  const box = card(page, 'Offers and coupons');
  const offers = box.getByRole('list', { name: 'Offers for this store' });
  // ₹110 of papayas: FRESH20 takes 20 % off, ₹22.
  await offers.getByRole('button', { name: /^FRESH20 / }).click();
  await expect(box).toContainText('FRESH20 applied');
  await expect(box).toContainText('You save ₹22 with this coupon');
  await expect(offers).toHaveCount(0);

  await box.getByRole('button', { name: 'Remove FRESH20' }).click();
  await offers.getByRole('button', { name: /^FLAT50 / }).click();
  await expect(box.getByRole('alert')).toContainText('₹299');
  await expect(box).not.toContainText('FLAT50 applied');

  await inLanguage(context, baseURL, 'mr');
  await page.reload();
  const boxMr = card(page, 'ऑफर आणि कूपन');
  await boxMr
    .getByRole('list', { name: 'या दुकानाच्या ऑफर' })
    .getByRole('button', { name: /^KOTHRUD10 / })
    .click();
  await expect(boxMr).toContainText('KOTHRUD10 लागू केले');
});
