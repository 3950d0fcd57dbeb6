// Delivery slots (decision 0279): a customer picks tomorrow's 7–9 am slot at checkout and places the
// order; the order page and My orders say the slot, and the counter's queue shows it on the order's
// card. A manager reads and edits the store's slots in the console, a refused slot saying why on
// its field. The checkout's choice is photographed at a phone's and a desktop's width
// (docs/screens/checkout-slots-*.png), the console's too (docs/screens/console-slots-*.png).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { addDays, parseIsoDate, shopToday, toIsoDate } from '../../src/domain/calendar.ts';
import { counterDay } from '../../src/domain/staff/staff.ts';
import { addFromCard } from './helpers/cart.ts';
import { islandHydrated } from './helpers/location.ts';
import { expect, test } from './fixtures.ts';

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

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a customer picks a slot tomorrow at checkout; the order page, My orders and the counter’s queue show it', async ({
  customer: page,
  browser,
  ownServer,
}) => {
  test.setTimeout(120_000);
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

  // The counter plans its packing by slot: the order's card says it.
  const counter = await consoleAs(browser, ownServer.baseURL, KIRAN);
  const card = counter.page.getByRole('article').filter({ hasText: orderId });
  await expect(card).toContainText(`Slot: ${counterDay(tomorrow, today)}, 7–9 am`);
  await counter.context.close();
});

test('a manager edits the store’s slots; a refused slot says why on its field', async ({ browser, ownServer }) => {
  test.setTimeout(120_000);
  const { context, page } = await consoleAs(browser, ownServer.baseURL, MEERA);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/staff\/slots$/);
  await islandHydrated(page, 'StaffSlots');
  await expect(page.getByRole('heading', { name: 'Slots of FarmCart Kothrud', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(14);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-slots-1280.png' });

  await page.getByRole('button', { name: 'Add a slot' }).click();
  const added = page.locator('.slot-edit').last();
  await added.getByLabel('Starts').fill('08:00');
  await added.getByLabel('Ends').fill('10:00');
  await page.getByRole('button', { name: 'Save slots' }).click();
  await expect(added.getByLabel('Starts')).toHaveAttribute('aria-invalid', 'true');
  await expect(added.getByText('Overlaps 7–9 am on Monday.')).toBeVisible();

  await added.getByLabel('Starts').fill('11:00');
  await added.getByLabel('Ends').fill('13:00');
  await added.getByLabel('Orders it takes').fill('4');
  await page.getByRole('button', { name: 'Save slots' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: 15 slots a week.');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'docs/screens/console-slots-390.png' });
  await context.close();
});
