// The staff console: a customer's order reaches the counter's live queue without a
// reload, the store accepts it and marks it ready while the customer's running-order page moves
// along; a rejected order is refunded to the wallet and tells the customer why; and a caller
// registered by phone gets an order placed for them, marked as placed by staff in their My orders,
// and on their next call their account opens only with their consent (decision 0276).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addDays, parseIsoDate, shopToday, toIsoDate } from '../../../src/domain/calendar.ts';
import { counterDay } from '../../../src/domain/staff/staff.ts';
import { demoSlotId } from '../../../src/server/seed/demo/slots.ts';
import { ROHAN } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';
import { axeViolations, seriousViolations } from '../helpers/axe.ts';

/** Demo counter staff of FarmCart Kothrud (src/server/seed/demo/staff.ts). */
const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026', name: 'Kiran Jadhav' };
/** The demo admin (every store). */
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026', name: 'Priya Deshmukh' };
/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;

// A server of this file's own: the queue's count and its cards are those of this file's orders,
// not of orders other specs left new at the same store.
test.use({ customerAccount: ROHAN, ownServerEnv: {} });

const SCREENS = 'docs/screens';

async function seriousProblems(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

async function staffConsole(
  browser: Browser,
  baseURL: string | undefined,
  viewport = { width: 1280, height: 800 },
  member = KIRAN,
) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login/);
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

async function placeSelfPickup(
  page: Page,
  key: string,
  payment: 'COD' | 'WALLET',
  deliveryDate: string | null = null,
): Promise<string> {
  const answer = await page.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANAS, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: payment,
      idempotency_key: key,
      // A later day comes in one of its slots (decision 0321): that day's evening one.
      ...(deliveryDate
        ? {
            delivery_date: deliveryDate,
            slot: { slot_id: demoSlotId(1, parseIsoDate(deliveryDate)?.getUTCDay() ?? 0, true), day: deliveryDate },
          }
        : {}),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
}

async function walletOf(page: Page): Promise<number> {
  const answer = await page.request.post('/api/get-user-info', { data: {} });
  return ((await answer.json()) as { data: { wallet_balance: number } }).data.wallet_balance;
}

test('new orders reach the live queue; accepted, ready, and a rejection refunds and says why', async ({
  customer,
  browser,
  baseURL,
}) => {
  const counter = await staffConsole(browser, baseURL);
  const staff = counter.page;
  await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  const first = await placeSelfPickup(customer, `staff-e2e-1-${Date.now()}`, 'COD');
  // Arrives without a reload, counted in the tab title.
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: first }) });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(staff).toHaveTitle(/^\(1\) Orders/);

  await customer.goto(`/running-order/${first}`);
  await expect(customer.getByRole('heading', { level: 2, name: 'Order placed', exact: true })).toBeVisible();
  // A pickup order names the store and where it is.
  await expect(customer.getByRole('region', { name: 'Order details' })).toContainText(
    'FarmCart Kothrud, Shop 4, Sai Plaza, Paud Road, Kothrud, Pune 411038',
  );

  await card.getByRole('button', { name: '20 min' }).click();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'Start preparing' })).toBeVisible();
  // The customer reads when to come.
  await expect(customer.getByText(/^Ready to collect by about \d{1,2}:\d{2} (am|pm)$/)).toBeVisible({
    timeout: 25_000,
  });
  await expect(staff).toHaveTitle(/^Orders/);
  await card.getByRole('button', { name: 'Start preparing' }).click();
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(card.getByRole('button', { name: 'Picked up by customer' })).toBeVisible();
  await expect(customer.getByRole('heading', { level: 2, name: 'Packed and ready', exact: true })).toBeVisible({
    timeout: 25_000,
  });
  // The customer's order shows the pickup code; the counter types it to hand the order over.
  const shown = customer.getByRole('group', { name: 'Pickup code' }).getByText(/^\d{4}$/);
  await expect(shown).toBeVisible({ timeout: 25_000 });
  const pickupCode = (await shown.textContent()) ?? '';
  const codeBox = card.getByLabel('Pickup code (on the customer’s order)');
  await codeBox.fill(pickupCode === '0000' ? '0001' : '0000');
  await card.getByRole('button', { name: 'Picked up by customer' }).click();
  await expect(card.getByRole('alert')).toContainText('That code is not right. 4 tries left.');
  // Typed as the phone shows it, spaced out: taken too.
  await codeBox.fill(pickupCode.split('').join(' '));
  await card.getByRole('button', { name: 'Picked up by customer' }).click();
  await expect(card.getByText('Picked up', { exact: true })).toBeVisible();
  // What was collected, not "to collect".
  await expect(card.getByText(/· ₹\d+ collected/)).toBeVisible();
  await expect(customer.getByRole('heading', { level: 2, name: 'Picked up', exact: true })).toBeVisible({
    timeout: 25_000,
  });

  // Another order, paid from the wallet, is rejected with a reason.
  const walletBefore = await walletOf(customer);
  const second = await placeSelfPickup(customer, `staff-e2e-2-${Date.now()}`, 'WALLET');
  expect(await walletOf(customer)).toBeLessThan(walletBefore);
  const secondCard = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: second }) });
  await expect(secondCard).toBeVisible({ timeout: 10_000 });
  await secondCard.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog', { name: `Reject ${second}?` });
  await dialog.getByLabel('Or type the reason').fill('Bananas are not ripe yet');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondCard.getByText('Reason: Bananas are not ripe yet')).toBeVisible();

  await customer.goto(`/running-order/${second}`);
  await expect(customer.getByRole('heading', { level: 2, name: 'Rejected by the store', exact: true })).toBeVisible();
  await expect(customer.getByText('The store says: Bananas are not ripe yet')).toBeVisible();
  expect(await walletOf(customer)).toBe(walletBefore);
  await counter.context.close();
});

// An order for a later day is packed on its day (decision 0227): the counter's card says the day,
// not a time to be ready in.
test('an order for a later day says its day on the counter’s card', async ({ customer, browser, baseURL }) => {
  const counter = await staffConsole(browser, baseURL);
  const tomorrow = toIsoDate(addDays(parseIsoDate(shopToday(new Date())) ?? new Date(), 1));
  const later = await placeSelfPickup(customer, `staff-e2e-later-${Date.now()}`, 'COD', tomorrow);
  const today = await placeSelfPickup(customer, `staff-e2e-today-${Date.now()}`, 'COD');
  const card = (id: string) =>
    counter.page.getByRole('listitem').filter({ has: counter.page.getByRole('heading', { name: id }) });
  await expect(card(later)).toBeVisible({ timeout: 10_000 });
  await expect(card(later)).toContainText(`Slot: ${counterDay(tomorrow, shopToday(new Date()))}, 5–7 pm`);
  await expect(card(today)).toBeVisible();
  await expect(card(today).getByText(/^Pickup (on|today)/)).toHaveCount(0);
  // Today's order is above tomorrow's, though placed after it: as soon as possible is the first slot group.
  const ids = await counter.page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  expect(ids.indexOf(today)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(today)).toBeLessThan(ids.indexOf(later));
  // Accepting it asks for no preparation time: it is accepted now and packed on its day.
  const day = counterDay(tomorrow, shopToday(new Date()));
  await expect(card(later).getByRole('group', { name: /^Preparation time/ })).toHaveCount(0);
  await expect(card(later).getByText(`Accept now; pack it on ${day}.`)).toBeVisible();
  await card(later).getByRole('button', { name: 'Accept' }).click();
  // It waits for its day: preparing it now would take its customer's Cancel away.
  await expect(card(later).getByText(`Accepted. Prepare it on ${day}.`)).toBeVisible();
  await expect(card(later).getByRole('button', { name: 'Start preparing' })).toHaveCount(0);
  await expect(card(later)).not.toContainText('ready in');
  // Today's order still asks how long it takes.
  await expect(card(today).getByRole('group', { name: /^Preparation time/ })).toBeVisible();
  await counter.context.close();
});

// An accepted order the customer cancels leaves the counter's Preparing column with a word to the
// counter, and each card says how its order is paid and what to collect.
test('the counter is told when a customer cancels an order it has running, and what to collect', async ({
  customer,
  browser,
  baseURL,
}) => {
  const counter = await staffConsole(browser, baseURL);
  const staff = counter.page;
  const cash = await placeSelfPickup(customer, `staff-e2e-cancel-${Date.now()}`, 'COD');
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: cash }) });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Cash', { exact: true })).toBeVisible();
  await expect(card.getByText(/· to collect ₹\d+/)).toBeVisible();
  // The customer's phone as the shop writes phones, not in E.164.
  await expect(card.getByRole('link', { name: /^\d{5} \d{5}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'Start preparing' })).toBeVisible();

  const cancelled = await customer.request.post('/api/cancel-order', { data: { unique_order_id: cash } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await expect(staff.getByRole('status').filter({ hasText: `The customer cancelled ${cash}` })).toBeVisible({
    timeout: 25_000,
  });
  const done = staff
    .getByRole('region', { name: 'Done lately' })
    .getByRole('listitem')
    .filter({
      has: staff.getByRole('heading', { name: cash }),
    });
  await expect(done.getByText('Cancelled by customer')).toBeVisible();
  // A card of "Done lately" is set apart without fading its text below 4.5:1.
  expect(await axeViolations(staff, { rules: ['color-contrast'], include: '.q-order.is-ended' })).toEqual([]);
  await counter.context.close();
});

test('staff register a caller by phone and order for them: My orders shows it was placed by staff; the next call opens their account with their consent', async ({
  browser,
  baseURL,
}) => {
  // A phone at the counter: the shop's pages show as on a customer's phone.
  const counter = await staffConsole(browser, baseURL, { width: 390, height: 844 });
  const staff = counter.page;
  await staff.getByRole('link', { name: 'Phone order' }).click();
  await islandHydrated(staff, 'CallOrder');
  const phone = `98${String(Date.now()).slice(-8)}`;
  // Part of a number finds nobody: it is not a mobile number.
  await staff.getByLabel('Caller’s mobile number').fill(phone.slice(0, 5));
  await staff.getByRole('button', { name: 'Find' }).click();
  await expect(staff.getByLabel('Caller’s mobile number')).toHaveAttribute('aria-invalid', 'true');
  await staff.getByLabel('Caller’s mobile number').fill(phone);
  await staff.getByRole('button', { name: 'Find' }).click();
  await expect(staff.getByText('No customer has this number yet: register them.')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Patil');
  await expect(staff.getByLabel('Mobile number', { exact: true })).toHaveValue(phone);
  await staff.getByRole('button', { name: 'Register and order' }).click();
  await expect(staff.getByRole('heading', { name: 'Ordering for Ravi Patil' })).toBeVisible();
  // Their number as the counter reads it out, not as the database keeps it (+91…).
  await expect(staff.getByText(`${phone.slice(0, 5)} ${phone.slice(5)}`, { exact: true })).toBeVisible();

  await staff.getByLabel('Area or street').fill('Kothrud');
  await staff.getByRole('button', { name: 'Find the area' }).click();
  await staff
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await staff.getByLabel('House, flat, building').fill('Flat 12, Sunshine Apartments');
  await staff.getByRole('button', { name: 'Save address' }).click();
  await staff.getByRole('button', { name: 'Deliver here' }).first().click();

  // The shop, as Ravi, with the bar on every page.
  await expect(staff).toHaveURL(/\/$/);
  const bar = staff.getByRole('region', { name: 'Staff session' });
  await expect(bar).toContainText('Ordering for Ravi Patil');
  const placed = await placeSelfPickup(staff, `call-order-${Date.now()}`, 'COD');
  await staff.goto('/my-orders');
  await expect(bar).toContainText('Ordering for Ravi Patil');
  const order = staff.getByRole('listitem').filter({ hasText: placed });
  await expect(order.getByText(`Ordered by phone · taken by ${KIRAN.name}`)).toBeVisible();

  // Done: back in the console, the caller's session ended.
  await bar.getByRole('button', { name: 'Done' }).click();
  await expect(staff).toHaveURL(/\/staff\/call-order$/);
  await expect(staff.getByRole('region', { name: 'Staff session' })).toHaveCount(0);
  const after = await staff.request.post('/api/get-orders', { data: {} });
  expect(after.status()).toBe(401);

  // Ravi calls again: found by his whole number, his account opens only with his consent. He has
  // no password (a phone customer), so the reason typed here may stand in for the code.
  await islandHydrated(staff, 'CallOrder');
  await staff.getByLabel('Caller’s mobile number').fill(phone);
  await staff.getByRole('button', { name: 'Find' }).click();
  const consent = staff.getByRole('region', { name: 'Ravi Patil' });
  await consent.getByRole('button', { name: 'Send a code to their phone' }).click();
  await expect(consent.getByText('Code sent by SMS.')).toBeVisible();
  await consent.getByRole('button', { name: 'Open their account', exact: true }).click();
  await expect(consent.getByLabel('Code the caller reads out')).toHaveAttribute('aria-invalid', 'true');
  await consent.getByLabel('Or, if they cannot read a code: why').fill('too short');
  await consent.getByRole('button', { name: 'Open their account with this reason' }).click();
  await expect(consent.getByLabel('Or, if they cannot read a code: why')).toHaveAttribute('aria-invalid', 'true');
  await staff.evaluate(() => window.scrollTo(0, 0));
  await staff.screenshot({ path: `${SCREENS}/console-call-order-390.png`, fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.evaluate(() => window.scrollTo(0, 0));
  await staff.screenshot({ path: `${SCREENS}/console-call-order-1280.png`, fullPage: true });
  await seriousProblems(staff, 'the consent step of a phone order');
  await staff.setViewportSize({ width: 390, height: 844 });
  await consent
    .getByLabel('Or, if they cannot read a code: why')
    .fill('Ravi called from the landline at his shop; his mobile is at home');
  await consent.getByRole('button', { name: 'Open their account with this reason' }).click();
  await expect(staff.getByRole('heading', { name: 'Ordering for Ravi Patil' })).toBeVisible();
  await staff.getByRole('button', { name: 'Deliver here' }).first().click();
  await expect(bar).toContainText('Ordering for Ravi Patil');
  // The alerts tell Ravi that staff opened his account, and when.
  await staff.goto('/alerts');
  await expect(
    staff.getByText(/Kiran Jadhav of our shop opened your account on .* to take your order on the phone/).first(),
  ).toBeVisible();
  await bar.getByRole('button', { name: 'Done' }).click();
  await expect(staff).toHaveURL(/\/staff\/call-order$/);
  await counter.context.close();
});

test('store staff opening the sign-in-as-a-customer page are told only an admin may, with a 403', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await staffConsole(browser, baseURL);
  const answer = await page.goto(`/auth/login-as-customer/${ROHAN.id}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Only an admin can sign in as a customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue as/ })).toHaveCount(0);
  // The search for customers is the admin's too.
  expect((await page.goto('/auth/login-as-customer'))?.status()).toBe(403);
  await context.close();
});

test('an admin finds a customer by phone and signs in as them: every page says so until they end it', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await staffConsole(browser, baseURL, { width: 1280, height: 800 }, PRIYA);
  await page.goto('/auth/login-as-customer');
  await islandHydrated(page, 'CustomerSearch');
  await page.getByRole('searchbox', { name: 'Phone number or name' }).fill(ROHAN.phone);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Sign in as ${ROHAN.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login-as-customer/${ROHAN.id}\\?t=`));
  await islandHydrated(page, 'ConfirmImpersonation');
  await page.getByRole('button', { name: `Continue as ${ROHAN.name}` }).click();
  // The tap signs in and opens the shop's home; only then is another page asked for (else it aborts that one).
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/my-account');
  await expect(page.getByText(`Signed in as ${ROHAN.name} (impersonated by staff)`)).toBeVisible();
  // At 1280 px the app itself, not the desktop landing with the shop blurred in a phone frame.
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.locator('iframe[name="app"]')).toHaveCount(0);
  await page.getByRole('region', { name: 'Staff session' }).getByRole('button', { name: 'End' }).click();
  await expect(page).toHaveURL(/\/auth\/login-as-customer/);
  await expect(page.getByText(/impersonated by staff/)).toHaveCount(0);
  await context.close();
});
