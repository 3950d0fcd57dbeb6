// Checkout from the shopper's side on a phone in Kothrud: Back after placing an order leads to the
// order; checkout says when the order does not go to the header's place, and the cart delivers there
// in two taps; Place order after the sign-in ended offers the way back; a customer whose saved
// addresses the store does not deliver to makes the phone's location the delivery address; a saved
// address with a long unbroken word wraps. One server of this file's own, so that orders placed here
// stay here.
import { expect, test } from '../fixtures.ts';
import { addFromCard, MEERA, ROHAN } from '../helpers/cart.ts';
import { KOTHRUD } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

const PAPAYA = 'Papaya';

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

test.describe('the header’s place after signing in', () => {
  // Asha's saved addresses are in Kothrud (Karve Road), Baner and Sadashiv Peth; she is browsing in
  // Karve Nagar, 2 km from her home, which FarmCart Kothrud also delivers to.
  test.use({
    customerAddress: {
      lat: 18.489,
      lng: 73.819,
      address: 'Karve Nagar, Pune 411052',
      house: 'B-3, Hingne Home Colony',
      tag: 'Home',
    },
  });

  test('checkout says the order does not go to the header’s place, and the cart delivers there in two taps', async ({
    customer: page,
  }) => {
    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, 'Papaya');
    await page.getByRole('button', { name: 'Add one more Papaya' }).click();

    await page.goto('/checkout');
    // Said in a sentence, with the place's name whole (no PIN code cut to "411..."), and the way to change it.
    const note = page.getByRole('note').filter({ hasText: 'not to where you are now' });
    await expect(note).toHaveText(
      'This order goes to the address above, not to where you are now (Karve Nagar, Pune). Change the address',
    );
    await note.getByRole('link', { name: 'Change the address' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await expect(
      page
        .getByRole('note')
        .filter({ hasText: 'Your location is Karve Nagar, Pune 411052, not the address chosen above.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Deliver to my location instead' }).click();
    await expect(page.getByRole('textbox', { name: /House/ })).toHaveValue('B-3, Hingne Home Colony');
    await page.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(page.getByRole('radio', { name: /B-3, Hingne Home Colony/ })).toBeChecked();
    await expect(page.getByRole('note').filter({ hasText: 'Your location is' })).toHaveCount(0);

    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Deliver to' })).toContainText(
      'B-3, Hingne Home Colony, Karve Nagar',
    );
    await expect(page.getByRole('note').filter({ hasText: 'not to where you are now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});

// Signed out in another tab (or the sign-in expired), Place order offers the way to sign in, not
// only "Please sign in to continue."
test('Place order after the sign-in ended offers the way to sign in and back to checkout, the cart kept', async ({
  customer: page,
  context,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  // Two: over the store's ₹99 minimum order.
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await context.clearCookies({ name: 'fc_session' });
  await page.getByRole('button', { name: 'Place order' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Please sign in to continue.' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Login to place your order' })).toHaveAttribute(
    'href',
    '/login?next=/checkout',
  );
  const lines = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0,
  );
  expect(lines).toBe(1);
  // (one line of two papayas)
});

test.describe('checkout after signing in, with saved addresses only where the store does not deliver', () => {
  test.use({ customerAccount: ROHAN });

  test('the phone’s location becomes the delivery address on /checkout, and a grey Place order says why', async ({
    customer: page,
  }) => {
    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, PAPAYA);
    await page.getByRole('button', { name: `Add one more ${PAPAYA}` }).click();
    await page.goto('/stores/farmcart-kothrud?q=Sugar');
    await addFromCard(page, 'Sugar');

    // /cart offers Rohan's Viman Nagar addresses, which FarmCart Kothrud does not serve, and a way forward.
    await page.goto('/cart');
    await expect(page.getByText(/Does not deliver to/).first()).toBeVisible();
    for (const target of [
      page.getByRole('button', { name: `Remove ${PAPAYA}`, exact: true }),
      page.getByRole('button', { name: `Add one more ${PAPAYA}` }),
    ]) {
      const box = await target.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByRole('heading', { name: 'Deliver to your current location' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toHaveAccessibleDescription(
      /FarmCart Kothrud does not deliver to your saved addresses/,
    );

    // Straight to checkout, as after "Login to place your order": not a dead end.
    await page.goto('/checkout');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'FarmCart Kothrud does not deliver' })).toBeVisible();
    await expect(place).toHaveAccessibleDescription(/does not deliver to your saved addresses/);

    const form = page.getByRole('form', { name: 'Deliver to your current location' });
    await expect(form).toContainText('Paud Road, Kothrud');
    // The rider needs the flat: the form does not save without it.
    await form.getByLabel('House / flat / floor').fill('');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(form.getByLabel('House / flat / floor')).toHaveJSProperty('validity.valueMissing', true);
    // Nor with spaces only, beside a landmark: "near Kothrud Depot" alone is no house.
    await form.getByLabel('House / flat / floor').fill('  ');
    await form.getByLabel('Landmark (optional)').fill('Kothrud Depot');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(form.getByLabel('House / flat / floor')).toHaveJSProperty(
      'validationMessage',
      'Enter the house or flat, so that the rider finds you.',
    );
    await expect(place).toBeDisabled();
    await form.getByLabel('House / flat / floor').fill('Flat 4, Gulmohar Apartments');
    await form.getByLabel('Landmark (optional)').fill('Kothrud Depot');
    await form.getByRole('radio', { name: 'Work' }).check();
    await form.getByRole('button', { name: 'Save and deliver here' }).click();

    const deliverTo = page.getByRole('region', { name: 'Deliver to' });
    await expect(deliverTo).toContainText('Work');
    await expect(deliverTo).toContainText('Flat 4, Gulmohar Apartments, near Kothrud Depot');
    // When, as the cart said it: today's order, in the store's 25 minutes.
    await expect(deliverTo).toContainText('Delivery in 25 mins');
    await expect(place).toBeEnabled();
    await place.click();
    await page.waitForURL(/\/running-order\//);

    // The address is the account's now: the cart and checkout choose it next time.
    const addresses = await page.request.post('/api/get-addresses', { data: { restaurant_id: 1 } });
    const saved = ((await addresses.json()) as { addresses: { house: string; tag: string }[] }).addresses;
    expect(saved).toContainEqual(
      expect.objectContaining({ house: 'Flat 4, Gulmohar Apartments, near Kothrud Depot', tag: 'Work' }),
    );
  });
});

test.describe('a saved address with a long unbroken word', () => {
  test.use({ customerAccount: MEERA });

  test('wraps on /cart and /checkout instead of widening the page', async ({ customer: page, ownServer }) => {
    const saved = await page.request.post('/api/save-address', {
      headers: { origin: ownServer.baseURL },
      data: { ...KOTHRUD, address: 'Paud Road, Kothrud, Pune 411038', house: 'Ä'.repeat(150), tag: 'Home' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, PAPAYA);
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.getByText(/ÄÄÄÄ/).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
