// Delivery slots (decisions 0279, 0287): a customer picks tomorrow's 7–9 am slot at checkout and
// places the order; the order page and My orders say the slot. The counter's queue stands the
// orders under the slot's heading, and the slot's packing list sums two orders' items, printable.
// A manager reads and edits the store's slots in the console, a refused slot saying why on its
// field. A cart of a store closed now goes on to checkout for a later slot (never as soon as
// possible). When it comes is chosen at checkout only, and the cart says that choice (decision 0321).
// Photographed at a phone's and a desktop's width: the checkout's choice
// (docs/screens/checkout-slots-*.png), the cart saying it (docs/screens/cart-slot-*.png), the console's slots, queue and packing list
// (docs/screens/console-slots-*.png, console-slot-queue-*.png, console-packing-list-*.png).
import type { Browser, Page } from '@playwright/test';
import { addDays, parseIsoDate, shopToday, toIsoDate } from '../../../src/domain/calendar.ts';
import { counterDay } from '../../../src/domain/staff/staff.ts';
import { addFromCard } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';

const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };
const MEERA = { email: 'meera@farmcart.example.in', password: 'counter-demo-2026' };

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

async function consoleAs(
  browser: Browser,
  baseURL: string,
  who: typeof KIRAN,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

test('a customer picks a slot tomorrow at checkout; the order page, My orders and the counter’s queue show it', async ({
  customer: page,
  browser,
  ownServer,
}) => {
  test.setTimeout(240_000);
  const today = shopToday(new Date());
  const tomorrow = toIsoDate(addDays(parseIsoDate(today) as Date, 1));
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');

  const when = page.getByRole('group', { name: 'When should it come?' });
  // The demo store is open round the clock: as soon as possible is offered, and chosen first.
  await expect(when.getByRole('radio', { name: /^As soon as possible \(about \d+ min\)$/ })).toBeChecked();
  const tomorrowSlots = when.getByRole('group', { name: /^Tomorrow/ });
  const morning = tomorrowSlots.getByRole('radio', { name: /7–9 am/ });
  await expect(morning).toBeEnabled();
  await expect(tomorrowSlots.getByText('10 left').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await morning.check();
  await expect(page.getByText('Slot: Tomorrow, 7–9 am')).toBeVisible();
  await when.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/checkout-slots-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await when.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/checkout-slots-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  await expect(page.getByText('Slot: Tomorrow, 7–9 am').first()).toBeVisible();
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  await page.goto('/my-orders');
  await expect(page.getByText('Slot: Tomorrow, 7–9 am').first()).toBeVisible();

  // A second order for the same slot: 3 papayas more.
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  const secondId = await orderForTomorrowMorning(page);
  // And one for as soon as possible.
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);

  // The counter plans its packing by slot: the orders stand under the slot's heading, each card says it.
  const counter = await consoleAs(browser, ownServer.baseURL, KIRAN);
  // As soon as possible first, then tomorrow's slot.
  await expect(counter.page.getByRole('heading', { level: 2 })).toHaveText([
    'As soon as possible: 1 order',
    'Tomorrow 7–9 am: 2 orders',
  ]);
  const slotGroup = counter.page.getByRole('region', { name: 'Tomorrow 7–9 am: 2 orders' });
  await expect(slotGroup.getByRole('heading', { name: orderId })).toBeVisible();
  await expect(slotGroup.getByRole('heading', { name: secondId })).toBeVisible();
  const card = counter.page.getByRole('article').filter({ hasText: orderId });
  await expect(card).toContainText(`Slot: ${counterDay(tomorrow, today)}, 7–9 am`);
  expect(await seriousViolations(counter.page)).toEqual([]);
  await counter.page.screenshot({ path: 'docs/screens/console-slot-queue-1280.png' });
  await counter.page.setViewportSize({ width: 390, height: 844 });
  await counter.page.screenshot({ path: 'docs/screens/console-slot-queue-390.png' });

  // The slot's packing list: the two orders' papayas summed, to print.
  await slotGroup.getByRole('link', { name: 'Packing list for Tomorrow 7–9 am' }).click();
  await expect(counter.page).toHaveURL(/\/staff\/packing\?store=1&day=\d{4}-\d{2}-\d{2}&start=420&end=540$/);
  await expect(counter.page.getByRole('heading', { name: 'Packing list: Tomorrow 7–9 am', level: 1 })).toBeVisible();
  const papayas = counter.page.getByRole('row', { name: /Papaya/ });
  await expect(papayas).toHaveCount(1);
  await expect(papayas.getByRole('cell').first()).toHaveText('5');
  await expect(papayas.getByRole('cell').nth(1)).toHaveText('2');
  await expect(counter.page.getByRole('listitem').filter({ hasText: orderId })).toBeVisible();
  await expect(counter.page.getByRole('button', { name: 'Print' })).toBeEnabled();
  expect(await seriousViolations(counter.page)).toEqual([]);
  await counter.page.screenshot({ path: 'docs/screens/console-packing-list-390.png', fullPage: true });
  await counter.page.setViewportSize({ width: 1280, height: 800 });
  await counter.page.screenshot({ path: 'docs/screens/console-packing-list-1280.png' });
  // On paper, the list alone: the console's bars and buttons are left out.
  await counter.page.emulateMedia({ media: 'print' });
  await expect(counter.page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await expect(counter.page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(counter.page.getByRole('table')).toBeVisible();
  await counter.context.close();
});

/** Checks out the cart for tomorrow's 7–9 am slot and places the order; answers its id. */
async function orderForTomorrowMorning(page: Page): Promise<string> {
  await page.goto('/checkout');
  const when = page.getByRole('group', { name: 'When should it come?' });
  await when
    .getByRole('group', { name: /^Tomorrow/ })
    .getByRole('radio', { name: /7–9 am/ })
    .check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  await expect(page.getByText('Slot: Tomorrow, 7–9 am').first()).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

// Decision 0321: the cart's day cards and the checkout's slots contradicted each other ("as soon as
// possible" ticked, "Delivery on Mon" beside it, the order filed for Monday under "no slot"). When it
// comes is chosen at checkout only; the cart says that choice, in the customer's language.
test('when it comes is chosen in one place: the cart says the slot chosen at checkout, in English and Marathi', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/cart');
  const store = page.getByRole('region', { name: 'FarmCart Kothrud', exact: true });
  await expect(store).toContainText(/Delivery in \d+ mins/);
  // No second control: the cart has no day cards to contradict the checkout.
  await expect(page.getByRole('radio', { name: /Tomorrow|Today/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(/\/checkout$/);

  const when = page.getByRole('group', { name: 'When should it come?' });
  const evening = when.getByRole('group', { name: /^Tomorrow/ }).getByRole('radio', { name: /5–7 pm/ });
  await evening.check();
  await expect(when.getByRole('radio', { name: /^As soon as possible/ })).not.toBeChecked();
  const deliverTo = page.getByRole('region', { name: 'Deliver to' });
  await expect(deliverTo).toContainText('Slot: Tomorrow, 5–7 pm');
  await expect(deliverTo).not.toContainText(/Delivery in|Delivery on/);

  await page.getByRole('link', { name: 'Edit cart' }).first().click();
  await page.waitForURL(/\/cart$/);
  await expect(store).toContainText('Slot: Tomorrow, 5–7 pm');
  await store.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/cart-slot-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'docs/screens/cart-slot-1440.png', scale: 'css' });
  await page.setViewportSize({ width: 390, height: 844 });

  await inLanguage(context, baseURL, 'mr');
  await page.reload();
  await expect(page.getByRole('region', { name: 'फार्मकार्ट कोथरूड' })).toContainText('वेळ: उद्या, 5–7 संध्याकाळ');
});

test('a cart of a store closed now goes on to checkout for tomorrow’s slot, without “as soon as possible”', async ({
  customer: page,
  browser,
  ownServer,
}) => {
  test.setTimeout(120_000);
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();

  // The counter closes the store for now.
  const counter = await consoleAs(browser, ownServer.baseURL, KIRAN);
  await counter.page.goto('/staff/stock');
  await islandHydrated(counter.page, 'StaffStock');
  const open = counter.page.getByRole('switch', { name: /Open for orders/ });
  await open.click();
  await expect(counter.page.getByRole('switch', { name: /Closed/ })).toHaveAttribute('aria-checked', 'false');
  try {
    await page.goto('/cart');
    await expect(page.getByText('This store is closed right now. Choose a later slot at checkout.')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    const when = page.getByRole('group', { name: 'When should it come?' });
    await expect(when.getByRole('radio').first()).toBeVisible();
    await expect(when.getByRole('radio', { name: /^As soon as possible/ })).toHaveCount(0);
    await when
      .getByRole('group', { name: /^Tomorrow/ })
      .getByRole('radio', { name: /7–9 am/ })
      .check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/running-order\//);
    await expect(page.getByText('Slot: Tomorrow, 7–9 am').first()).toBeVisible();
  } finally {
    await counter.page.getByRole('switch', { name: /Closed/ }).click();
    await expect(counter.page.getByRole('switch', { name: /Open for orders/ })).toHaveAttribute('aria-checked', 'true');
    await counter.context.close();
  }
});

test('a manager edits the store’s slots; a refused slot says why on its field', async ({ browser, ownServer, say }) => {
  test.setTimeout(120_000);
  const { context, page } = await consoleAs(browser, ownServer.baseURL, MEERA);
  await page
    .getByRole('navigation', { name: say('consoleTabsName') })
    .getByRole('link', { name: say('consoleTabSlots') })
    .click();
  await expect(page).toHaveURL(/\/staff\/slots$/);
  await islandHydrated(page, 'StaffSlots');
  await expect(
    page.getByRole('heading', { name: say('consoleSlotTitle', { store: 'FarmCart Kothrud' }), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(14);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-slots-1280.png' });

  await page.getByRole('button', { name: say('consoleSlotAdd') }).click();
  const added = page.locator('.slot-edit').last();
  const starts = added.getByLabel(say('consoleSlotStarts'));
  const ends = added.getByLabel(say('consoleSlotEnds'));
  const saveSlots = page.getByRole('button', { name: say('consoleSlotSave') });
  await starts.fill('08:00');
  await ends.fill('10:00');
  await saveSlots.click();
  await expect(starts).toHaveAttribute('aria-invalid', 'true');
  await expect(added.getByText('Overlaps 07:00–09:00 on the same day.')).toBeVisible();

  await starts.fill('11:00');
  await ends.fill('13:00');
  await added.getByLabel(say('consoleSlotCapacity')).fill('4');
  await saveSlots.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    say('consoleSlotSaved', { count: 15 }),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'docs/screens/console-slots-390.png' });
  await context.close();
});
