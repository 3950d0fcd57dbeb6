// Self-pickup from the shopper's side on a phone in Kothrud (decision 0195): the self-pickup tab's cards name no delivery terms and count one store as
// "1 store", a store chosen from that tab opens the cart on Self pickup, a pre-order cart says the day
// it comes and a self-pickup cart speaks of pickup, a self-pickup order is paid at pickup and ready on
// its day, and the home's header names pickup once the customer chose it. One server of this file's own.
import { shopToday } from '../../../src/domain/calendar.ts';
import { expect, test } from '../fixtures.ts';
import { addFromCard, cartBar } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { locateCustomer, locationHeader, VIMAN_NAGAR_ADDRESS } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('the self-pickup tab does not speak of delivery', async ({ located: page }) => {
  await page.goto('/stores');
  await expect(page.locator('.store-card').filter({ hasText: 'Free delivery above' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Self pickup' }).click();
  await expect(page).toHaveURL(/mode=pickup/);
  await expect(page.locator('.store-card').first()).toBeVisible();
  // Only the tab that switches back says "Delivery"; no card does.
  await expect(page.locator('.store-card').filter({ hasText: /deliver/i })).toHaveCount(0);
});

// "Self pickup" chosen on /stores, the store chosen from that list: the cart opens on Self pickup
// (§1 userSelected is one choice kept on the device).
test('a store chosen from the self-pickup tab opens the cart on Self pickup, and the Delivery tab back on Delivery', async ({
  located: page,
}) => {
  await page.goto('/stores');
  // The tabs are the device's choice once the page's tasks have started.
  await expect(page.locator('html[data-page-tasks="ready"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Self pickup' }).click();
  await expect(page).toHaveURL(/mode=pickup/);
  await page.getByRole('link', { name: /^FarmCart Kothrud/ }).click();
  await expect(page).toHaveURL(/\/stores\/farmcart-kothrud$/);
  await addFromCard(page, 'Papaya');
  await page.goto('/cart');
  await expect(page.getByRole('radio', { name: 'Self pickup' })).toBeChecked();

  await page.goto('/stores?mode=pickup');
  await expect(page.locator('html[data-page-tasks="ready"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Delivery', exact: true }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await page.goto('/cart');
  await expect(page.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();
});

test('the self-pickup tab counts one store as “1 store” where one store offers pickup', async ({
  page,
  context,
  baseURL,
}) => {
  await locateCustomer(context, baseURL ?? '', VIMAN_NAGAR_ADDRESS);
  await page.goto('/stores?mode=pickup');
  await expect(page.locator('.store-card')).toHaveCount(1);
  await expect(page.getByRole('banner').getByText(/^\d+ stores? for pickup near you$/)).toHaveText(
    '1 store for pickup near you',
  );
});

/** The seed's pre-order day, 10 April 2027; a day in another year says its year. */
const SEASON_DAY = `Sat, 10 Apr${shopToday(new Date()).startsWith('2027') ? '' : ', 2027'}`;

test.describe('the cart', () => {
  const PRE_ORDER = 'Alphonso Mango Pre-order (Season 2027)';

  test('a cart holding a pre-order says the day it comes, not “Delivery in 25 mins”', async ({ located: page }) => {
    await page.goto('/stores/farmcart-kothrud?q=Pre-order');
    await addFromCard(page, PRE_ORDER);
    await expect(cartBar(page)).toContainText('1 item');
    await page.goto('/cart');
    // §4 A pre-order comes from its date: the seed's 10 April 2027, a Saturday.
    const store = page.getByRole('region', { name: 'FarmCart Kothrud', exact: true });
    // The store delivers in slots: the first of that day, which checkout starts with (decision 0321).
    await expect(store).toContainText(`Slot: ${SEASON_DAY}, 7–9 am`);
    await expect(page.getByText(/Delivery in \d+ mins/)).toHaveCount(0);
  });

  test('a self-pickup cart, a pre-order in it, says its slot and nothing in its details speaks of delivery', async ({
    located: page,
  }) => {
    await page.goto('/stores/farmcart-kothrud?q=Pre-order');
    await addFromCard(page, PRE_ORDER);
    await page.goto('/cart');
    await page.getByRole('radio', { name: 'Self pickup' }).click();

    // When it comes is chosen at checkout only (decision 0321): the cart says the slot, no date cards.
    await expect(page.getByRole('radiogroup', { name: /date/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'FarmCart Kothrud', exact: true })).toContainText(
      `Slot: ${SEASON_DAY}, 7–9 am`,
    );
    const fulfilment = page.getByRole('region', { name: 'How would you like it?' });
    await expect(fulfilment).toContainText('Pick up from FarmCart Kothrud');
    // The one visible word of delivery is the choice that switches back to it; besides it, only a
    // coupon the store offers says, in the shop's own description, where it applies (decision 0329).
    const deliveryWords = page
      .getByRole('main')
      .getByText(/deliver/i)
      .filter({ visible: true });
    await expect(deliveryWords).toHaveText([/^20% off, up to ₹100, at every delivery store\./, 'Delivery']);
    await expect(fulfilment.getByRole('radio', { name: 'Delivery' })).not.toBeChecked();
  });
});

// A self-pickup order never speaks of delivery: not "Cash on delivery … when the order reaches you"
// on /checkout, nor "Delivery on {date}" on its own page (decision 0195).
test('a self-pickup order speaks of pickup: paid at pickup on checkout and on its page, ready on its day', async ({
  customer: page,
  ownServer,
}) => {
  await page.goto('/stores/farmcart-kothrud?q=Broccoli');
  await addFromCard(page, 'Broccoli');
  for (let more = 0; more < 3; more++) await page.getByRole('button', { name: 'Add one more Broccoli' }).click();
  await page.goto('/cart');
  await page.getByRole('radio', { name: 'Self pickup' }).click();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /Pay at pickup/ })).toBeVisible();
  await expect(page.getByText('Pay by cash or UPI when you collect the order at the store.')).toBeVisible();
  await expect(page.getByText(/Cash on delivery|reaches you/)).toHaveCount(0);

  // A pre-order collected at the store: its day is when it is ready, not a delivery.
  const item = (await (
    await page.request.post('/api/get-single-item', { data: { slug: 'alphonso-mango-preorder-kothrud' } })
  ).json()) as { id: number; variants: { id: number }[] };
  const placed = await page.request.post('/api/place-order', {
    headers: { origin: ownServer.baseURL },
    data: {
      items: [{ item_id: item.id, variant_id: item.variants[0]?.id ?? null, quantity: 1 }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      delivery_date: '2027-04-10',
      idempotency_key: 'e2e-pickup-words',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order } = (await placed.json()) as { order: { unique_order_id: string } };
  await page.goto(`/running-order/${order.unique_order_id}`);
  const details = page.getByRole('main');
  await expect(details.getByText('Pay at pickup')).toBeVisible();
  await expect(details.getByText(`Ready for pickup on ${SEASON_DAY}`)).toBeVisible();
  await expect(details.getByText(/Cash on delivery|Delivery on/)).toHaveCount(0);

  // My orders says the day too, not only "Order placed" for an order coming months later.
  await page.goto('/my-orders');
  const listed = page.getByRole('article', { name: 'FarmCart Kothrud' }).filter({ hasText: order.unique_order_id });
  await expect(listed.getByText(`Ready for pickup on ${SEASON_DAY}`)).toBeVisible();
});

test.describe('self-pickup', () => {
  test('the home header names pickup once the customer chose self-pickup, in English and Marathi', async ({
    located: page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^Delivery in 25 mins Delivering to Home /);

    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, 'Papaya');
    // One papaya is below the store's minimum: the cart bar asks for more, the footer's Cart opens the cart.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart$/ }).click();
    await page.getByRole('radio', { name: 'Self pickup' }).click();

    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^Pickup in 25 mins Pickup near Home /);

    await inLanguage(context, baseURL, 'mr');
    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^25 मिनिटांत पिकअप जवळच्या दुकानातून पिकअप घर /);

    // Delivery again: the header says so.
    await inLanguage(context, baseURL, 'en');
    await page.goto('/cart');
    await page.getByRole('radio', { name: 'Delivery' }).click();
    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^Delivery in 25 mins Delivering to Home /);
  });
});
