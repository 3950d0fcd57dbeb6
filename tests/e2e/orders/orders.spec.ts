// Orders after checkout, from the shopper's side on a phone in Kothrud: Order again (of a members-cart
// order, over another store's cart, into a cart that already holds items); a delivered order's alert
// in the customer's language; the running order's Cancel, tapped before its code has loaded, and its
// offer of updates on this phone, gone once nothing is left to send; the running-order banner, gone
// once the store hands the order over, and covering no button. One server of this file's own: the
// operator's command moves its orders along.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  addFromCard,
  advanceOrderUntil,
  ASHA,
  deliveredOrderOf,
  deliveredPapayaOrder,
  MEERA,
  placePickupOrder,
} from '../helpers/cart.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('Order again of a members-cart order fills the members cart at member prices, not the regular cart', async ({
  customer: page,
  ownServer,
}) => {
  await page.goto('/members-mart');
  await page.getByRole('button', { name: 'Add Toor Dal 1 kg', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Toor Dal 1 kg in members cart' })).toBeVisible();
  await page.goto('/member-cart');
  await page.getByRole('button', { name: 'Place member order' }).click();
  await deliveredOrderOf(page, ownServer);

  await page.reload();
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/member-cart$/);
  await expect(page.getByRole('main')).toContainText('Toor Dal');
  const carts = await page.evaluate(() => ({
    regular: (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0,
    members: (JSON.parse(localStorage.getItem('memberCart') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0,
  }));
  expect(carts).toEqual({ regular: 0, members: 1 });
});

test('Order again over another store’s cart names both stores, and No keeps the cart', async ({
  customer: page,
  ownServer,
}) => {
  const orderId = await deliveredPapayaOrder(page, ownServer);

  await page.goto('/stores/aundh-dairy-bakehouse');
  await addFromCard(page, 'Ladi Pav');
  await page.goto('/my-orders');
  await page.locator(`[data-order="${orderId}"]`).getByRole('button', { name: 'Order again' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace cart items?' });
  await expect(replace).toContainText(
    'Your cart has items from Aundh Dairy & Bakehouse. Replace them with the items from FarmCart Kothrud?',
  );
  await replace.getByRole('button', { name: 'No' }).click();
  await expect(replace).toHaveCount(0);
  const held = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines: { name: string }[] }).lines,
  );
  expect(held.map((line) => line.name)).toEqual(['Ladi Pav']);
});

test('a Marathi customer reads the alert of a delivered order in Marathi, and an English one in English', async ({
  customer: page,
  context,
  ownServer,
  baseURL,
}) => {
  const orderId = await deliveredPapayaOrder(page, ownServer);

  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/alerts');
  const delivered = page.getByRole('listitem').filter({ hasText: orderId });
  await expect(delivered.first()).toContainText('ऑर्डर पोहोचली');
  await expect(delivered.first()).toContainText(`तुमची ऑर्डर ${orderId} पोहोचली.`);
  await expect(page.getByText(`Your order ${orderId} was delivered.`)).toHaveCount(0);

  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/alerts');
  await expect(page.getByRole('listitem').filter({ hasText: orderId }).first()).toContainText(
    `Your order ${orderId} was delivered.`,
  );
});

// Cancel order tapped as soon as the running order shows, before the tracker's code has come, still
// opens its question (client:load alone drops a click before hydration; decision 0189).
test('Cancel order tapped while the running order’s code still loads opens its question once the code comes', async ({
  customer: page,
  ownServer,
}) => {
  const id = await placePickupOrder(page.request, ownServer.baseURL, 'early-cancel', 'banana-yelakki-kothrud');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/OrderTracker\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/running-order/${id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
});

test('a cancelled order no longer offers updates on this phone, on the open page and after a reload', async ({
  customer: page,
  ownServer,
}) => {
  const id = await placePickupOrder(page.request, ownServer.baseURL, 'cancelled-updates', 'banana-yelakki-kothrud');
  await page.goto(`/running-order/${id}`);
  const prompt = page.getByRole('region', { name: 'Get updates on this phone' });
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

// A self-pickup ready at the counter has no update left to send (the customer collects it in
// person), so it does not offer "Get updates on this phone".
test('a self-pickup ready to collect no longer offers updates on this phone, on the open page and after a reload', async ({
  customer: page,
  ownServer,
}) => {
  const id = await placePickupOrder(page.request, ownServer.baseURL, 'ready-updates', 'banana-yelakki-kothrud');
  await page.goto(`/running-order/${id}`);
  const prompt = page.getByRole('region', { name: 'Get updates on this phone' });
  await expect(prompt).toBeVisible();
  advanceOrderUntil(ownServer, id, 'ready_for_pickup');
  await expect(page.getByRole('heading', { level: 2, name: 'Packed and ready', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Packed and ready', exact: true })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

// Order again into a cart of the same store adds to its lines (Papaya ×1 becomes ×2) and says so.
test('Order again into a cart that already holds items says it added to them', async ({
  customer: page,
  ownServer,
}) => {
  const orderId = await placePickupOrder(page.request, ownServer.baseURL, 'merge-notice', 'papaya-kothrud');
  advanceOrderUntil(ownServer, orderId, 'collected');
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.goto('/my-orders');
  await page.locator(`[data-order="${orderId}"]`).getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'The order’s items were added to what your cart already had.' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Papaya in cart' })).toBeVisible();
});

test.describe('the running-order banner', () => {
  // Not Asha: orders of hers placed above are still running on this file's server.
  test.use({ customerAccount: MEERA });

  test('goes away on /my-orders as soon as the store hands the order over', async ({ customer: page, ownServer }) => {
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
    expect(advanceOrderUntil(ownServer, orderId, 'collected')).toContain('→ collected');

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

// With an order running, the banner never sits over the last button of a page or the fixed Save of
// a task screen, where a tap meant for them would open the order.
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

    // The item page does not show it: a fourth bar over the footer, the cart bar and the page's own
    // Add bar would take the taps meant for the choices near the bottom.
    const again = page.waitForResponse((response) => response.url().endsWith('/api/check-running-order'));
    await page.goto('/item/tomato-kothrud');
    expect(((await (await again).json()) as { has_running_order: boolean }).has_running_order).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(banner).toBeHidden();
  });
});

async function itemId(page: Page, slug: string): Promise<number> {
  const answer = await page.request.post('/api/get-single-item', { data: { slug } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { id: number }).id;
}
