// Coupons in the cart, from the shopper's side on a phone in Kothrud: a code the shop does not know,
// or with a character no code has, is refused in a sentence in the cart's language (and so is a lost
// connection); with a percentage coupon, "Add ₹… more for free delivery" is what unlocks it; with the
// keyboard, an applied coupon hands the focus to its Remove and back. One server of this file's own.
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('a coupon the shop does not know is refused in Marathi on a Marathi cart, not in English, and so is a lost connection', async ({
  located: page,
  context,
  baseURL,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/cart');
  await page.getByLabel('कूपन कोड टाका').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'लागू करा', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'हा कूपन कोड वैध नाही.' })).toBeVisible();
  await expect(page.getByText('This coupon code is not valid.')).toHaveCount(0);
  // No answer at all (the phone lost its network): said in Marathi too, by the page itself.
  await context.setOffline(true);
  await page.getByLabel('कूपन कोड टाका').fill('FRESH20');
  await page.getByRole('button', { name: 'लागू करा', exact: true }).click();
  // On the code's own field (the bill, unable to refresh, may say so too).
  await expect(page.getByLabel('कूपन कोड टाका')).toHaveAccessibleDescription(/दुकानापर्यंत पोहोचता आले नाही\./);
  await context.setOffline(false);
});

test('a coupon code with a character no code has is refused in a sentence, in the cart’s language', async ({
  located: page,
  context,
  baseURL,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.goto('/cart');
  await page.getByLabel('Enter coupon code').fill('<b>');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This coupon code is not valid.' });
  await expect(refusal).toBeVisible();
  await expect(page.getByText(/letters, digits/i)).toHaveCount(0);
  // In sight, above the pay bar that covers the screen's bottom (the box sits just above it).
  await expect
    .poll(async () => {
      const line = await refusal.boundingBox();
      const bar = await page.getByText('To pay', { exact: true }).last().boundingBox();
      return line && bar ? line.y + line.height <= bar.y : false;
    })
    .toBe(true);

  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/cart');
  await page.getByLabel('कूपन कोड टाका').fill('😀😀');
  await page.getByRole('button', { name: 'लागू करा', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'हा कूपन कोड वैध नाही.' })).toBeVisible();
  // The cart is as it was.
  await expect(page.getByText('पपई').first()).toBeVisible();
});

// With FRESH20 on ₹482 the 20 % grows with the cart up to its ₹100 cap, so what unlocks free
// delivery is more than the gap before the coupon (₹113 would leave it ₹2 short).
test('with a percentage coupon, "Add ₹… more for free delivery" is what unlocks it', async ({ located: page }) => {
  await page.goto('/recipe/methi-thepla');
  await page.getByRole('button', { name: 'Add all to cart · ₹482' }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel('Enter coupon code').fill('FRESH20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('FRESH20 applied')).toBeVisible();
  // ₹599 of items less the ₹100 cap is ₹499: ₹117 more, not ₹499 − ₹386 = ₹113.
  await expect(page.getByText('Add ₹117 more for free delivery')).toBeVisible();
});

// §4 Delivery charge: the threshold counts the total after the coupon, so applying one raises what is
// left to add; the line under the bar says so (decision 0328).
test('with a coupon on, the free-delivery line says it counts the total after the coupon, in English and Marathi', async ({
  located: page,
  context,
  baseURL,
}) => {
  await page.goto('/recipe/methi-thepla');
  await page.getByRole('button', { name: 'Add all to cart · ₹482' }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByText('Add ₹17 more for free delivery')).toBeVisible();
  const why = page.getByText(/^Free delivery counts your total after the coupon/);
  await expect(why).toHaveCount(0);
  await page.getByLabel('Enter coupon code').fill('FRESH20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Add ₹117 more for free delivery')).toBeVisible();
  await expect(why).toHaveText('Free delivery counts your total after the coupon: ₹386 of ₹499.');

  await inLanguage(context, baseURL, 'mr');
  await page.reload();
  await expect(page.getByText('मोफत डिलिव्हरीसाठी आणखी ₹117 जोडा')).toBeVisible();
  await expect(page.getByText(/^मोफत डिलिव्हरीसाठी कूपननंतरची एकूण रक्कम मोजली जाते/)).toHaveText(
    'मोफत डिलिव्हरीसाठी कूपननंतरची एकूण रक्कम मोजली जाते: ₹499 पैकी ₹386.',
  );
});

// A coupon applied with Enter replaces the field by the applied line: the focus moves to its Remove,
// not to the page's start.
test('with the keyboard, an applied coupon hands the focus to its Remove, and Remove back to the field', async ({
  located: page,
}) => {
  await page.goto('/recipe/methi-thepla');
  await page.getByRole('button', { name: 'Add all to cart · ₹482' }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  const field = page.getByLabel('Enter coupon code');
  await field.focus();
  await page.keyboard.type('FRESH20');
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: 'Remove FRESH20' });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
});
