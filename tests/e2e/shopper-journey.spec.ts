// The shopper's journey without dead ends (issue 15, items 1-6), each walked as a phone customer
// (390x844, touch) in Kothrud, Pune: FarmCart Kothrud, Baner Green Basket and Aundh deliver there;
// Koregaon Park Organics and Viman Nagar Fresh Catch do not (and offer no pickup there either).
// One server of this file's own, so that orders placed and moved along here stay here.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addFromCard,
  advanceOrder,
  ASHA,
  cartBar,
  DEMO_PASSWORD,
  type DemoCustomer,
  placePickupOrder,
  ROHAN,
} from './helpers/cart.ts';
import { holdIsland, islandHydrated, KOTHRUD, scrollListIn } from './helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

const PAPAYA = 'Papaya';
const ALPHONSO = 'Alphonso Mango (Ratnagiri)';
const MOSAMBI = 'Mosambi (Sweet Lime)';
const MEERA: DemoCustomer = { id: 3, name: 'Meera Joshi', phone: '9800000003' };

/** A card of a list, by the item's full name (the Add button names it; the heading may be cut at 25). */
function cardOf(page: Page, name: string) {
  return page
    .locator('article.item-card')
    .filter({ has: page.getByRole('button', { name: `Add ${name}`, exact: true }) });
}

test.describe('item 1: checkout after signing in, with saved addresses only where the store does not deliver', () => {
  test.use({ customerAccount: ROHAN });

  test('the phone’s location becomes the delivery address on /checkout, and a grey Place order says why', async ({
    customer: page,
  }) => {
    test.setTimeout(60_000);
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
    // Nor with spaces only, beside a landmark (it was saved as "near Kothrud Depot", with no house).
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

test.describe('item 2: promotions show only what can be delivered or picked up here', () => {
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

test.describe('item 3: which store is this?', () => {
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

test.describe('item 4: nothing typed before an island hydrates is lost', () => {
  test('/login: the phone typed while the form’s code is still loading signs in', async ({ page }) => {
    const release = await holdIsland(page, 'LoginForm');
    await page.goto('/login?next=/my-orders');
    await page.getByLabel('Phone number or email').pressSequentially(ROHAN.phone);
    release();
    await islandHydrated(page, 'LoginForm');
    // The form has rendered again since (its register link now carries ?next=).
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /next=/);
    await expect(page.getByLabel('Phone number or email')).toHaveValue(ROHAN.phone);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/my-orders$/);
  });

  test('/login: a tap on Login while the form’s code is still loading signs in once it has loaded, and never puts the password in an address', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    const release = await holdIsland(page, 'LoginForm');
    await page.goto('/login?next=/my-orders');
    await page.getByLabel('Phone number or email').pressSequentially(ROHAN.phone);
    await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Held: the page stays, with what was typed.
    await expect(page).toHaveURL(/\/login\?next=\/my-orders$/);
    await expect(page.getByLabel('Phone number or email')).toHaveValue(ROHAN.phone);
    release();
    await page.waitForURL(/\/my-orders$/);
    expect(addresses.filter((address) => address.includes(DEMO_PASSWORD) || address.includes('password='))).toEqual([]);
  });

  test('/register: the name typed before hydration stays', async ({ page }) => {
    const release = await holdIsland(page, 'RegisterForm');
    await page.goto('/register?next=/cart');
    await page.getByLabel('Name').pressSequentially('Kiran Patil');
    release();
    await islandHydrated(page, 'RegisterForm');
    await expect(page.getByRole('link', { name: 'Login', exact: true }).last()).toHaveAttribute('href', /next=/);
    await expect(page.getByLabel('Name')).toHaveValue('Kiran Patil');
  });
});

test.describe('item 5: Add without an address looks the phone up, confirms it, and comes back with the item added', () => {
  test.use({ geolocation: { latitude: KOTHRUD.latitude, longitude: KOTHRUD.longitude }, permissions: ['geolocation'] });

  for (const [where, path] of [
    ['a store card', '/stores/farmcart-kothrud'],
    ['the item page', '/item/papaya-kothrud'],
  ] as const) {
    test(`from ${where}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('region', { name: 'Cookies on this device' }).getByRole('button', { name: 'Okay' }).click();
      await page
        .getByRole('button', { name: `Add ${PAPAYA}`, exact: true })
        .first()
        .click();

      await page.waitForURL(/\/my-location$/);
      await islandHydrated(page, 'MyLocationForm');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByRole('group', { name: `${PAPAYA} in cart` }).first()).toContainText('1');
      await expect(cartBar(page)).toContainText('1 item');
    });
  }
});

test.describe('item 6: the running-order banner', () => {
  // Not Rohan: his order of item 1 is still running on this file's server.
  test.use({ customerAccount: MEERA });

  test('goes away on /my-orders as soon as the store hands the order over', async ({ customer: page, ownServer }) => {
    test.setTimeout(60_000);
    const placed = await page.request.post('/api/place-order', {
      headers: { origin: ownServer.baseURL },
      data: {
        items: [{ item_id: await itemId(page, 'papaya-kothrud'), variant_id: null, quantity: 2 }],
        mode: 'SELFPICKUP',
        payment_method: 'COD',
        idempotency_key: 'e2e-running-banner',
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const orderId = ((await placed.json()) as { order: { unique_order_id: string } }).order.unique_order_id;

    await page.goto('/my-orders');
    const banner = page.getByRole('link', { name: /Your order is in progress/ });
    await expect(banner).toHaveAttribute('href', `/running-order/${orderId}`);

    // placed → accepted → preparing → ready for pickup → collected
    for (let step = 0; step < 3; step++) advanceOrder(ownServer, orderId);
    expect(advanceOrder(ownServer, orderId)).toContain('collected');

    // The same tab, within the minute: the check is asked again, and its answer is now no running order.
    const answers: boolean[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/check-running-order'))
        answers.push(((await response.json()) as { has_running_order: boolean }).has_running_order);
    });
    await page.reload();
    await expect.poll(() => answers).toContain(false);
    await expect(banner).toBeHidden();
  });
});

// Found walking the shop as a customer with an order running (session 10): the banner sat over the
// last button of a page, and over the fixed Save of a task screen, so a tap meant for them opened the order.
test.describe('the running-order banner covers nothing', () => {
  test.use({ customerAccount: ASHA });

  test('a screen with the footer tabs keeps room for it below its last button; a task screen does not show it', async ({
    customer: page,
    ownServer,
  }) => {
    await placePickupOrder(page.request, ownServer.baseURL, 'e2e-banner-covers-nothing');

    await page.goto('/my-account');
    const banner = page.getByRole('link', { name: /Your order is in progress/ });
    await expect(banner).toBeVisible();
    for (const last of [
      page.getByRole('button', { name: 'Delete account' }),
      page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }),
    ]) {
      await last.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = await last.boundingBox();
      const bannerBox = await banner.boundingBox();
      expect(box && bannerBox, 'both on screen').toBeTruthy();
      if (!box || !bannerBox) return;
      // Nothing of the button is under the banner.
      expect(box.y + box.height).toBeLessThanOrEqual(bannerBox.y);
    }

    // The farm form is a task: its Submit stays the customer's, with or without an order running.
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/check-running-order'));
    await page.goto('/farm-visit-form');
    expect(((await (await checked).json()) as { has_running_order: boolean }).has_running_order).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Submit Form' }).tap();
    await expect(page).toHaveURL(/\/farm-visit-form$/);

    // Session 23's walk: on an item page, a tap on a choice near the bottom hit the banner, a fourth
    // bar over the footer, the cart bar and the page's own Add bar. The item page does not show it.
    const again = page.waitForResponse((response) => response.url().endsWith('/api/check-running-order'));
    await page.goto('/item/tomato-kothrud');
    expect(((await (await again).json()) as { has_running_order: boolean }).has_running_order).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(banner).toBeHidden();
  });
});

test('the language can be changed from the account screen after the first visit', async ({ located: page }) => {
  await page.goto('/my-account');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'मराठी' }).tap();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'मराठी' })).toHaveAttribute(
    'aria-current',
    'true',
  );
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

async function itemId(page: Page, slug: string): Promise<number> {
  const answer = await page.request.post('/api/get-single-item', { data: { slug } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { id: number }).id;
}
