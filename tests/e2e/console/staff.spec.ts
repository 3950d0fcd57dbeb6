// The staff console: a customer's order reaches the counter's live queue without a
// reload, the store accepts it and marks it ready while the customer's running-order page moves
// along; a rejected order is refunded to the wallet and tells the customer why; and a caller
// registered by phone gets an order placed for them, marked as placed by staff in their My orders,
// and on their next call their account opens only with their consent (decision 0276). The console
// in the member's language (decision 0345); the customer's pages, and the shop as the caller, in English.
import type { Page } from '@playwright/test';
import { addDays, parseIsoDate, shopLocale, shopToday, toIsoDate } from '../../../src/domain/calendar.ts';
import { slotTimeIn } from '../../../src/domain/slots/slots.ts';
import { counterDay } from '../../../src/domain/staff/staff.ts';
import { demoSlotId } from '../../../src/server/seed/demo/slots.ts';
import { ROHAN } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, type StaffSignIn, test } from '../fixtures.ts';
import { axeViolations, seriousViolations } from '../helpers/axe.ts';
import { type Say, type WordKey, wordPattern } from '../helpers/console-words.ts';

/** Demo counter staff of FarmCart Kothrud (src/server/seed/demo/staff.ts). */
const KIRAN = { name: 'Kiran Jadhav' };
/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;

// A server of this file's own: the queue's count and its cards are those of this file's orders,
// not of orders other specs left new at the same store.
test.use({ customerAccount: ROHAN, ownServerEnv: {} });

async function seriousProblems(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

/** A member signed in (as the console's sign-in form leaves them, in the run's language) at the queue. */
async function staffConsole(
  staffAs: StaffSignIn,
  viewport = { width: 1280, height: 800 },
  role: 'counter' | 'admin' = 'counter',
) {
  const { context, page } = await staffAs(role, { viewport });
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

/** A word as a pattern, some of its {placeholders} standing for the patterns given (say, '₹\\d+'). */
function sayPattern(say: Say, key: WordKey, patterns: Readonly<Record<string, string>>, flags = ''): RegExp {
  const marked = say(key, Object.fromEntries(Object.keys(patterns).map((name) => [name, `@${name}@`])));
  let source = wordPattern(marked).source;
  for (const [name, pattern] of Object.entries(patterns)) source = source.replace(`@${name}@`, pattern);
  return new RegExp(source, flags);
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
  staffAs,
  say,
}) => {
  // The console asks who is there first.
  const unsigned = await customer.request.get('/staff', { maxRedirects: 0 });
  expect(unsigned.headers().location ?? '').toMatch(/\/staff\/login/);
  const counter = await staffConsole(staffAs);
  const staff = counter.page;
  await expect(staff.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 })).toBeVisible();
  const orders = wordPattern(say('consoleTabOrders')).source;

  const first = await placeSelfPickup(customer, `staff-e2e-1-${Date.now()}`, 'COD');
  // Arrives without a reload, counted in the tab title.
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: first }) });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(staff).toHaveTitle(new RegExp(`^\\(1\\) ${orders}`));

  await customer.goto(`/running-order/${first}`);
  await expect(customer.getByRole('heading', { level: 2, name: 'Order placed', exact: true })).toBeVisible();
  // A pickup order names the store and where it is.
  await expect(customer.getByRole('region', { name: 'Order details' })).toContainText(
    'FarmCart Kothrud, Shop 4, Sai Plaza, Paud Road, Kothrud, Pune 411038',
  );

  await card.getByRole('button', { name: say('consoleQueueMinutes', { minutes: 20 }) }).click();
  await card.getByRole('button', { name: say('consoleQueueStepAccept'), exact: true }).click();
  await expect(card.getByRole('button', { name: say('consoleQueueStepPrepare') })).toBeVisible();
  // The customer reads when to come.
  await expect(customer.getByText(/^Ready to collect by about \d{1,2}:\d{2} (am|pm)$/)).toBeVisible({
    timeout: 25_000,
  });
  await expect(staff).toHaveTitle(new RegExp(`^${orders}`));
  await card.getByRole('button', { name: say('consoleQueueStepPrepare') }).click();
  await card.getByRole('button', { name: say('consoleQueueStepMarkReady') }).click();
  const handOver = card.getByRole('button', { name: say('consoleQueueStepHandOver') });
  await expect(handOver).toBeVisible();
  await expect(customer.getByRole('heading', { level: 2, name: 'Packed and ready', exact: true })).toBeVisible({
    timeout: 25_000,
  });
  // The customer's order shows the pickup code; the counter types it to hand the order over.
  const shown = customer.getByRole('group', { name: 'Pickup code' }).getByText(/^\d{4}$/);
  await expect(shown).toBeVisible({ timeout: 25_000 });
  const pickupCode = (await shown.textContent()) ?? '';
  const codeBox = card.getByLabel(say('consoleQueuePickupCode'));
  await codeBox.fill(pickupCode === '0000' ? '0001' : '0000');
  await handOver.click();
  await expect(card.getByRole('alert')).toContainText(say('saidCodeTriesLeft', { n: 4 }));
  // Typed as the phone shows it, spaced out: taken too.
  await codeBox.fill(pickupCode.split('').join(' '));
  await handOver.click();
  await expect(card.getByText(say('consoleQueueStatusCollected'), { exact: true })).toBeVisible();
  // What was collected, not "to collect".
  await expect(card.getByText(sayPattern(say, 'consoleQueueMoneyCollected', { amount: '₹\\d+' }))).toBeVisible();
  await expect(customer.getByRole('heading', { level: 2, name: 'Picked up', exact: true })).toBeVisible({
    timeout: 25_000,
  });

  // Another order, paid from the wallet, is rejected with a reason.
  const walletBefore = await walletOf(customer);
  const second = await placeSelfPickup(customer, `staff-e2e-2-${Date.now()}`, 'WALLET');
  expect(await walletOf(customer)).toBeLessThan(walletBefore);
  const secondCard = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: second }) });
  await expect(secondCard).toBeVisible({ timeout: 10_000 });
  await secondCard.getByRole('button', { name: say('consoleQueueReject'), exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: say('consoleQueueRejectTitle', { order: second }) });
  await dialog.getByLabel(say('consoleQueueRejectTyped')).fill('Bananas are not ripe yet');
  await dialog.getByRole('button', { name: say('consoleQueueRejectOrder') }).click();
  await expect(dialog).toBeHidden();
  await expect(secondCard.getByText(say('consoleQueueReason', { reason: 'Bananas are not ripe yet' }))).toBeVisible();

  await customer.goto(`/running-order/${second}`);
  await expect(customer.getByRole('heading', { level: 2, name: 'Rejected by the store', exact: true })).toBeVisible();
  await expect(customer.getByText('The store says: Bananas are not ripe yet')).toBeVisible();
  expect(await walletOf(customer)).toBe(walletBefore);
  await counter.context.close();
});

// An order for a later day is packed on its day (decision 0227): the counter's card says the day,
// not a time to be ready in.
test('an order for a later day says its day on the counter’s card', async ({
  customer,
  staffAs,
  say,
  consoleLanguage,
}) => {
  const counter = await staffConsole(staffAs);
  const locale = shopLocale(consoleLanguage);
  const tomorrow = toIsoDate(addDays(parseIsoDate(shopToday(new Date())) ?? new Date(), 1));
  const later = await placeSelfPickup(customer, `staff-e2e-later-${Date.now()}`, 'COD', tomorrow);
  const today = await placeSelfPickup(customer, `staff-e2e-today-${Date.now()}`, 'COD');
  const card = (id: string) =>
    counter.page.getByRole('listitem').filter({ has: counter.page.getByRole('heading', { name: id }) });
  await expect(card(later)).toBeVisible({ timeout: 10_000 });
  // The day and the slot's times in the member's locale ('Sun, 29 Nov', '5–7 pm').
  const day = counterDay(tomorrow, shopToday(new Date()), locale);
  await expect(card(later)).toContainText(say('consoleQueueSlot', { day, time: slotTimeIn(17 * 60, 19 * 60, locale) }));
  await expect(card(today)).toBeVisible();
  await expect(card(today).getByText(say('consoleQueuePickupToday'))).toHaveCount(0);
  await expect(card(today).getByText(sayPattern(say, 'consoleQueuePickupOn', { day: '.+' }))).toHaveCount(0);
  // Today's order is above tomorrow's, though placed after it: as soon as possible is the first slot group.
  const ids = await counter.page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  expect(ids.indexOf(today)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(today)).toBeLessThan(ids.indexOf(later));
  // Accepting it asks for no preparation time: it is accepted now and packed on its day.
  await expect(card(later).getByRole('group', { name: say('consoleQueuePrepTimeFor', { order: later }) })).toHaveCount(
    0,
  );
  await expect(card(later).getByText(say('consoleQueueAcceptLater', { day }))).toBeVisible();
  await card(later)
    .getByRole('button', { name: say('consoleQueueStepAccept'), exact: true })
    .click();
  // It waits for its day: preparing it now would take its customer's Cancel away.
  await expect(card(later).getByText(say('consoleQueuePackOn', { day }))).toBeVisible();
  await expect(card(later).getByRole('button', { name: say('consoleQueueStepPrepare') })).toHaveCount(0);
  await expect(card(later)).not.toContainText(sayPattern(say, 'consoleQueueReadyInMinutes', { minutes: '\\d+' }));
  // Today's order still asks how long it takes.
  await expect(
    card(today).getByRole('group', { name: say('consoleQueuePrepTimeFor', { order: today }) }),
  ).toBeVisible();
  await counter.context.close();
});

// An accepted order the customer cancels leaves the counter's Preparing column with a word to the
// counter, and each card says how its order is paid and what to collect.
test('the counter is told when a customer cancels an order it has running, and what to collect', async ({
  customer,
  staffAs,
  say,
}) => {
  const counter = await staffConsole(staffAs);
  const staff = counter.page;
  const cash = await placeSelfPickup(customer, `staff-e2e-cancel-${Date.now()}`, 'COD');
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: cash }) });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText(say('consoleQueuePayCash'), { exact: true })).toBeVisible();
  await expect(
    card.getByText(new RegExp(`· ${sayPattern(say, 'consoleQueueMoneyToCollect', { amount: '₹\\d+' }).source}`)),
  ).toBeVisible();
  // The customer's phone as the shop writes phones, not in E.164.
  await expect(card.getByRole('link', { name: /^\d{5} \d{5}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await card.getByRole('button', { name: say('consoleQueueStepAccept'), exact: true }).click();
  await expect(card.getByRole('button', { name: say('consoleQueueStepPrepare') })).toBeVisible();

  const cancelled = await customer.request.post('/api/cancel-order', { data: { unique_order_id: cash } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await expect(
    staff.getByRole('status').filter({ hasText: say('consoleQueueCalledOff', { orders: cash }) }),
  ).toBeVisible({
    timeout: 25_000,
  });
  const done = staff
    .getByRole('region', { name: say('consoleQueueDoneLately') })
    .getByRole('listitem')
    .filter({
      has: staff.getByRole('heading', { name: cash }),
    });
  await expect(done.getByText(say('consoleQueueStatusCancelled'))).toBeVisible();
  // A card of "Done lately" is set apart without fading its text below 4.5:1.
  expect(await axeViolations(staff, { rules: ['color-contrast'], include: '.q-order.is-ended' })).toEqual([]);
  await counter.context.close();
});

test('staff register a caller by phone and order for them: My orders shows it was placed by staff; the next call opens their account with their consent', async ({
  staffAs,
  say,
  screenPath,
}) => {
  // A phone at the counter: the shop's pages show as on a customer's phone.
  const counter = await staffConsole(staffAs, { width: 390, height: 844 });
  const staff = counter.page;
  await staff.getByRole('link', { name: say('consoleTabCall') }).click();
  await islandHydrated(staff, 'CallOrder');
  const phone = `98${String(Date.now()).slice(-8)}`;
  const callerPhone = staff.getByLabel(say('consoleCallPhone'));
  const find = staff.getByRole('button', { name: say('consoleCallFind'), exact: true });
  // Part of a number finds nobody: it is not a mobile number.
  await callerPhone.fill(phone.slice(0, 5));
  await find.click();
  await expect(callerPhone).toHaveAttribute('aria-invalid', 'true');
  await callerPhone.fill(phone);
  await find.click();
  await expect(staff.getByText(say('consoleCallNobody'))).toBeVisible();
  await staff.getByRole('textbox', { name: say('consoleCallName'), exact: true }).fill('Ravi Patil');
  await expect(staff.getByLabel(say('consoleCallMobile'), { exact: true })).toHaveValue(phone);
  await staff.getByRole('button', { name: say('consoleCallRegister') }).click();
  const orderingFor = staff.getByRole('heading', { name: say('consoleCallOrderingFor', { name: 'Ravi Patil' }) });
  await expect(orderingFor).toBeVisible();
  // Their number as the counter reads it out, not as the database keeps it (+91…).
  await expect(staff.getByText(`${phone.slice(0, 5)} ${phone.slice(5)}`, { exact: true })).toBeVisible();

  await staff.getByLabel(say('consoleCallArea')).fill('Kothrud');
  await staff.getByRole('button', { name: say('consoleCallFindArea') }).click();
  await staff
    .getByRole('list', { name: say('consoleCallPlaces') })
    .getByRole('button', { name: sayPattern(say, 'consoleCallChoose', { place: '.+' }) })
    .first()
    .click();
  await staff.getByLabel(say('consoleCallHouse')).fill('Flat 12, Sunshine Apartments');
  await staff.getByRole('button', { name: say('consoleCallSaveAddress') }).click();
  const deliverHere = staff.getByRole('button', { name: say('consoleCallDeliverHere') }).first();
  await deliverHere.click();

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
  await callerPhone.fill(phone);
  await find.click();
  const consent = staff.getByRole('region', { name: 'Ravi Patil' });
  await consent.getByRole('button', { name: say('consoleCallSendCode') }).click();
  await expect(consent.getByText(say('consoleCallCodeSent'))).toBeVisible();
  await consent.getByRole('button', { name: say('consoleCallOpen'), exact: true }).click();
  await expect(consent.getByLabel(say('consoleCallCode'))).toHaveAttribute('aria-invalid', 'true');
  const reason = consent.getByLabel(say('consoleCallReason'));
  await reason.fill('too short');
  await consent.getByRole('button', { name: say('consoleCallOpenWithReason') }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await staff.evaluate(() => window.scrollTo(0, 0));
  await staff.screenshot({ path: screenPath('console-call-order-390'), fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.evaluate(() => window.scrollTo(0, 0));
  await staff.screenshot({ path: screenPath('console-call-order-1280'), fullPage: true });
  await seriousProblems(staff, 'the consent step of a phone order');
  await staff.setViewportSize({ width: 390, height: 844 });
  await reason.fill('Ravi called from the landline at his shop; his mobile is at home');
  await consent.getByRole('button', { name: say('consoleCallOpenWithReason') }).click();
  await expect(orderingFor).toBeVisible();
  await deliverHere.click();
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
  staffAs,
  say,
}) => {
  const { context, page } = await staffConsole(staffAs);
  const answer = await page.goto(`/auth/login-as-customer/${ROHAN.id}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: say('consoleCustomersAdminOnly') })).toBeVisible();
  await expect(
    page.getByRole('button', { name: sayPattern(say, 'consoleCustomersContinueAs', { name: '.+' }) }),
  ).toHaveCount(0);
  // The search for customers is the admin's too.
  expect((await page.goto('/auth/login-as-customer'))?.status()).toBe(403);
  await context.close();
});

test('an admin finds a customer by phone and signs in as them: every page says so until they end it', async ({
  staffAs,
  say,
}) => {
  const { context, page } = await staffConsole(staffAs, { width: 1280, height: 800 }, 'admin');
  await page.goto('/auth/login-as-customer');
  await islandHydrated(page, 'CustomerSearch');
  await page.getByRole('searchbox', { name: say('consoleCustomersFinderLabel') }).fill(ROHAN.phone);
  await page.getByRole('button', { name: say('consoleCustomersFind'), exact: true }).click();
  await page.getByRole('button', { name: say('consoleCustomersSignInAs', { name: ROHAN.name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login-as-customer/${ROHAN.id}\\?t=`));
  await islandHydrated(page, 'ConfirmImpersonation');
  await page.getByRole('button', { name: say('consoleCustomersContinueAs', { name: ROHAN.name }) }).click();
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
