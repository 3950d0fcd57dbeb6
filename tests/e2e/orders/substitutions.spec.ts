// Short lines at packing (decision 0285): the counter marks a line short with a substitute, the
// customer approves it on the order page while it is live, and the bill and the refund are right to
// the paise; a "Don't replace" line marked short is refunded to the wallet at once and the order
// page says so.
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SignedInAnswer } from '../../../src/domain/api/accounts.ts';
import { USER_STORAGE_KEY } from '../../../src/client/account.ts';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../../src/domain/constants.ts';
import { storedUserOf } from '../../../src/stores/user.ts';
import { addFromCard, ASHA, DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import { islandHydrated, KOTHRUD_ADDRESS, locateCustomer } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { DIST, startServer } from '../support/server.ts';

/** Demo counter staff of FarmCart Kothrud (src/server/seed/demo/staff.ts). */
const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };
/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;
const SCREENS = 'docs/screens';

test.use({ customerAccount: ROHAN });

async function seriousProblems(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

async function staffConsole(browser: Browser, baseURL: string | undefined, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/staff');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(KIRAN.email);
  await page.getByLabel('Password').fill(KIRAN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

interface OrderJson {
  unique_order_id: string;
  total: number;
  items: { unit_price: number; name: string }[];
  substitutions: {
    refunded_to_wallet: number;
    refunded_online: number;
    outcome: string | null;
    answer: string | null;
  }[];
  adjusted: { payable: number; subtotal: number } | null;
}

async function place(page: Page, key: string, substitutions?: unknown[]): Promise<OrderJson> {
  const answer = await page.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANAS, quantity: 3 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: key,
      ...(substitutions ? { substitutions } : {}),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: OrderJson }).order;
}

async function orderOf(page: Page, id: string): Promise<OrderJson> {
  const answer = await page.request.post('/api/get-order', { data: { unique_order_id: id } });
  return ((await answer.json()) as { order: OrderJson }).order;
}

async function walletOf(page: Page): Promise<number> {
  const answer = await page.request.post('/api/get-user-info', { data: {} });
  return Math.round(((await answer.json()) as { data: { wallet_balance: number } }).data.wallet_balance * 100);
}

/** Accepts the order and starts packing it from its card. */
async function packFromCard(staff: Page, id: string) {
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: id }) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: '20 min' }).click();
  await card.getByRole('button', { name: 'Accept' }).click();
  await card.getByRole('button', { name: 'Start preparing' }).click();
  await expect(card.getByRole('button', { name: 'Mark ready' })).toBeVisible();
  await card.getByRole('button', { name: 'Items short?' }).click();
  return card;
}

const paise = (rupees: number) => Math.round(rupees * 100);

test('the counter marks a line short with a substitute, the customer approves it live, and the bill and refund are right', async ({
  customer,
  browser,
  baseURL,
}) => {
  // Two browsers, two axe runs and four screenshots.
  test.setTimeout(180_000);
  const counter = await staffConsole(browser, baseURL);
  const staff = counter.page;
  const order = await place(customer, `subst-e2e-1-${Date.now()}`);
  const banana = paise(order.items[0]?.unit_price ?? 0);
  const walletBefore = await walletOf(customer);
  await customer.goto(`/running-order/${order.unique_order_id}`);
  await islandHydrated(customer, 'OrderTracker');

  const card = await packFromCard(staff, order.unique_order_id);
  await card.getByRole('button', { name: /^Mark .+ short$/ }).click();
  const form = card.getByRole('form', { name: /^Mark .+ short$/ });
  await form.getByLabel(/^How many are short/).fill('1');
  // The console suggests the store's fruit in stock, nearest in price first: the first is chosen.
  const first = form.getByRole('radio').first();
  await expect(first).toBeChecked();
  const offered = (await first.locator('xpath=..').textContent()) ?? '';
  const price = paise(Number(/₹([\d.]+)/.exec(offered)?.[1] ?? 'NaN'));
  await seriousProblems(staff, 'the counter marking a line short');
  await staff.screenshot({ path: `${SCREENS}/console-short-line-1280.png`, fullPage: false });
  await form.getByRole('button', { name: 'Mark short and ask the customer' }).click();
  await expect(card.getByText(/1 short: waiting for the customer on .+ until/)).toBeVisible();

  // The customer's order page asks at once, without a reload.
  const ask = customer.getByRole('alertdialog');
  await expect(ask).toBeVisible({ timeout: 25_000 });
  await expect(ask).toContainText('The store offers');
  await seriousProblems(customer, 'the substitution prompt');
  await customer.setViewportSize({ width: 390, height: 844 });
  await ask.scrollIntoViewIfNeeded();
  await customer.screenshot({ path: `${SCREENS}/substitution-prompt-390.png` });
  await customer.setViewportSize({ width: 1440, height: 900 });
  await customer.screenshot({ path: `${SCREENS}/substitution-prompt-1440.png` });
  await customer.setViewportSize({ width: 390, height: 844 });
  await ask.getByRole('button', { name: 'Yes, replace it' }).click();
  await expect(customer.getByRole('region', { name: 'Changes to your order' })).toContainText(/1 short, replaced by/);

  const after = await orderOf(customer, order.unique_order_id);
  const difference = Math.max(banana - price, 0);
  expect(after.substitutions[0]).toMatchObject({ outcome: 'substitute', answer: 'approved' });
  expect(paise(after.adjusted?.subtotal ?? 0)).toBe(2 * banana + price);
  expect(paise(after.adjusted?.payable ?? 0)).toBe(paise(order.total) - difference + Math.max(price - banana, 0));
  expect(paise(after.substitutions[0]?.refunded_to_wallet ?? 0)).toBe(difference);
  expect(await walletOf(customer)).toBe(walletBefore + difference);
  // The counter's card says what became of it.
  await expect(card.getByText(/1 short: replaced by/)).toBeVisible({ timeout: 10_000 });
  await counter.context.close();
});

test('a "Don’t replace" line marked short is refunded to the wallet at once, and the order page says so', async ({
  customer,
  browser,
  baseURL,
}) => {
  const counter = await staffConsole(browser, baseURL, { width: 390, height: 844 });
  const staff = counter.page;
  const order = await place(customer, `subst-e2e-2-${Date.now()}`, [{ preference: 'refund' }]);
  const banana = paise(order.items[0]?.unit_price ?? 0);
  const walletBefore = await walletOf(customer);
  const card = await packFromCard(staff, order.unique_order_id);
  await expect(card.getByText(/if short: Don’t replace, refund/)).toBeVisible();
  await card.getByRole('button', { name: /^Mark .+ short$/ }).click();
  const form = card.getByRole('form', { name: /^Mark .+ short$/ });
  await form.getByLabel(/^How many are short/).fill('2');
  await expect(form.getByText('The customer asked not to replace it: the short part is refunded.')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${SCREENS}/console-short-line-390.png` });
  await form.getByRole('button', { name: 'Mark short and refund' }).click();
  await expect(card.getByText(/2 short: refunded; ₹[\d.]+ refunded/)).toBeVisible();

  expect(await walletOf(customer)).toBe(walletBefore + 2 * banana);
  await customer.goto(`/running-order/${order.unique_order_id}`);
  const changes = customer.getByRole('region', { name: 'Changes to your order' });
  await expect(changes).toContainText('2 short, refunded');
  await expect(changes).toContainText(`₹${Math.round((2 * banana) / 100)} back to your wallet`);
  // The receipt has the bill after the change; My orders says it too.
  const receipt = customer.getByRole('region', { name: 'Order details' });
  await expect(receipt).toContainText('Total after changes');
  await expect(receipt).toContainText(`₹${Math.round((paise(order.total) - 2 * banana) / 100)}`);
  await customer.goto('/my-orders');
  await expect(
    customer.getByRole('article', { name: 'FarmCart Kothrud' }).filter({ hasText: order.unique_order_id }),
  ).toContainText(`₹${Math.round((2 * banana) / 100)} back to your wallet`);
  await counter.context.close();
});

test('the cart keeps what a line wants if it is short, and the order is placed with it', async ({ customer: page }) => {
  await page.goto('/stores/farmcart-kothrud?q=Broccoli');
  await addFromCard(page, 'Broccoli');
  // Broccoli has sizes: the chooser may have opened after the helper's wait.
  const chooser = page.getByRole('dialog', { name: 'Broccoli' });
  await chooser
    .getByRole('button', { name: /^Done/ })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  for (let more = 0; more < 3; more++) await page.getByRole('button', { name: 'Add one more Broccoli' }).click();
  await page.goto('/cart');
  await page.getByRole('radio', { name: 'Self pickup' }).click();
  await page.getByText('If an item is out of stock').click();
  const wish = page.getByRole('combobox', { name: 'If Broccoli is out of stock' });
  await expect(wish).toHaveValue('similar');
  await wish.selectOption({ label: 'Call me' });
  // Kept on the device: a reload still has it.
  await page.reload();
  await page.getByText('If an item is out of stock').click();
  await expect(page.getByRole('combobox', { name: 'If Broccoli is out of stock' })).toHaveValue('call');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const answer = await page.request.post('/api/get-order', { data: { unique_order_id: id } });
  const { order } = (await answer.json()) as { order: { items: { substitution: string }[] } };
  expect(order.items.map((item) => item.substitution)).toEqual(['call']);
});

// Closed, the cart's wishes read as a control: the choice in force and an arrow, as a closed select (decision 0328).
test('the cart’s “If an item is out of stock” shows its current choice and an arrow, in English and Marathi', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/stores/farmcart-kothrud?q=Papaya');
  await addFromCard(page, 'Papaya');
  await page.goto('/cart');
  const control = page.getByText('If an item is out of stock', { exact: true }).locator('xpath=ancestor::summary');
  await expect(control).toContainText('Replace with a similar item');
  await expect(control.locator('svg')).toBeVisible();
  expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await control.click();
  await page.getByRole('combobox', { name: 'If Papaya is out of stock' }).selectOption({ label: 'Call me' });
  await expect(control).toContainText('Call me');
  await expect(control).not.toContainText('Replace with a similar item');
  await page.screenshot({ path: test.info().outputPath('cart-substitution-control-390.png') });

  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.reload();
  const marathi = page.getByText('एखादी वस्तू संपली असल्यास', { exact: true }).locator('xpath=ancestor::summary');
  await expect(marathi).toContainText('मला फोन करा');
});

test('“Replace with …” in the cart names an item of the store, sent with the order and first in the counter’s suggestions', async ({
  customer: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/stores/farmcart-kothrud?q=Banana');
  await addFromCard(page, 'Banana (Yelakki)');
  // Two dozen: past the store's minimum order.
  await page.getByRole('button', { name: 'Add one more Banana (Yelakki)' }).click();
  await page.goto('/cart');
  await page.getByRole('radio', { name: 'Self pickup' }).click();
  await page.getByText('If an item is out of stock').click();
  const wish = page.getByRole('combobox', { name: 'If Banana (Yelakki) is out of stock' });
  await wish.selectOption({ label: 'Replace with …' });
  const picker = page.getByRole('group', { name: 'Replace Banana (Yelakki) with' });
  await picker.getByRole('searchbox', { name: 'Find an item of this store' }).fill('Papaya');
  await picker.getByRole('button', { name: 'Search' }).click();
  const papaya = picker.getByRole('radio', { name: /^Papaya/ });
  await expect(papaya).toBeVisible();
  // Only the line's store's items, never the line's own item.
  await expect(picker.getByRole('radio', { name: /Banana/ })).toHaveCount(0);
  await seriousProblems(page, 'the cart’s “Replace with …” picker');
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/cart-substitution-choice-390.png` });
  // Picking it closes the picker: a click, not check(), which would wait for the radio to stay.
  await papaya.click();
  await expect(page.getByText('If it is out of stock: Papaya')).toBeVisible();
  // Kept on the device with the cart.
  await page.reload();
  await page.getByText('If an item is out of stock').click();
  await expect(page.getByRole('combobox', { name: 'If Banana (Yelakki) is out of stock' })).toHaveValue('choose');
  await expect(page.getByText('If it is out of stock: Papaya')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const answer = await page.request.post('/api/get-order', { data: { unique_order_id: id } });
  const { order } = (await answer.json()) as { order: { items: { substitution: string }[] } };
  expect(order.items.map((item) => item.substitution)).toEqual(['choose']);

  // The counter sees the customer's item, and it is the first suggestion.
  const counter = await staffConsole(browser, baseURL);
  const card = await packFromCard(counter.page, id);
  await expect(card.getByText(/if short: .*Papaya/)).toBeVisible();
  await card.getByRole('button', { name: /^Mark .+ short$/ }).click();
  const form = card.getByRole('form', { name: /^Mark .+ short$/ });
  await form.getByLabel(/^How many are short/).fill('1');
  await expect(form.getByRole('radio').first()).toBeChecked();
  await expect(form.getByRole('radio').first().locator('xpath=..')).toContainText('Papaya');
  await counter.context.close();
});

test('My account sets the default wish; new cart lines start from it', async ({ customer: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-account');
  await page.getByRole('link', { name: 'If an item is out of stock' }).click();
  await expect(page).toHaveURL(/\/my-account\/substitutions$/);
  await islandHydrated(page, 'SubstitutionDefaultForm');
  const group = page.getByRole('group', { name: 'When an item of my order is out of stock' });
  await expect(group.getByRole('radio', { name: 'Replace with a similar item' })).toBeChecked();
  await group.getByRole('radio', { name: 'Call me' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    'Saved. Your next cart lines start with this choice.',
  );
  await seriousProblems(page, 'My account › If an item is out of stock');
  for (const target of [group.getByRole('radio', { name: 'Call me' }), page.getByRole('button', { name: 'Save' })]) {
    const box = await target.locator('xpath=ancestor-or-self::*[self::label or self::button][1]').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: `${SCREENS}/my-account-substitutions-390.png` });
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'When an item of my order is out of stock' })
      .getByRole('radio', { name: 'Call me' }),
  ).toBeChecked();

  // A new cart line starts from the default, and the order is placed with it.
  await page.goto('/stores/farmcart-kothrud?q=Papaya');
  await addFromCard(page, 'Papaya');
  await page.goto('/cart');
  await page.getByText('If an item is out of stock').click();
  await expect(page.getByRole('combobox', { name: 'If Papaya is out of stock' })).toHaveValue('call');

  // Back to the demo's default, for the other tests of this customer.
  await page.goto('/my-account/substitutions');
  await islandHydrated(page, 'SubstitutionDefaultForm');
  await page.getByRole('radio', { name: 'Replace with a similar item' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    'Saved. Your next cart lines start with this choice.',
  );
});

/** Wednesday 4 November 2026, 6 pm in Pune: the order is placed for tomorrow's 7–9 am slot. */
const EVENING = '2026-11-04T12:30:00.000Z';
/** Thursday 5 November 2026, 7:15 am in Pune: the slot's day, when the counter packs it. */
const NEXT_MORNING = '2026-11-05T01:45:00.000Z';

test('a slot tomorrow: ordered in the evening, packed next morning with a line short, the substitute approved, the bill and refund right', async ({
  browser,
}) => {
  // Two servers on one database, two browsers.
  test.setTimeout(180_000);
  const evening = await startServer({ FIXED_NOW: EVENING }, DIST, undefined, { keepData: true });
  const port = Number(new URL(evening.baseURL).port);
  let morning: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const origin = evening.baseURL;
    const shopper = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
    await shopper.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: origin }]);
    await locateCustomer(shopper, origin, KOTHRUD_ADDRESS);
    // Asha: her saved address is one the store delivers to.
    const login = await shopper.request.post('/api/login', { data: { phone: ASHA.phone, password: DEMO_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const { data } = (await login.json()) as SignedInAnswer;
    const state = await shopper.storageState();
    await shopper.setStorageState({
      cookies: state.cookies,
      origins: [{ origin, localStorage: [{ name: USER_STORAGE_KEY, value: JSON.stringify(storedUserOf(data)) }] }],
    });
    const page = await shopper.newPage();
    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, 'Papaya');
    await page.getByRole('button', { name: 'Add one more Papaya' }).click();
    await page.goto('/checkout');
    const when = page.getByRole('group', { name: 'When should it come?' });
    await when
      .getByRole('group', { name: /^Tomorrow/ })
      .getByRole('radio', { name: /7–9 am/ })
      .check();
    await expect(page.getByText('Slot: Tomorrow, 7–9 am')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/running-order\//);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const placed = await orderOf(page, id);
    const papaya = paise(placed.items[0]?.unit_price ?? 0);
    // Two papayas at ₹55 and a ₹25 delivery charge, as the demo prices them.
    expect([papaya, paise(placed.total)]).toEqual([5500, 13500]);
    const walletBefore = await walletOf(page);

    // The evening's counter sees it under the slot's heading (the console names the day by the
    // browser's own clock, which FIXED_NOW does not move: so by its date).
    const eveningCounter = await staffConsole(browser, origin);
    await expect(
      eveningCounter.page
        .getByRole('region', { name: 'Thu, 5 Nov 7–9 am: 1 order' })
        .getByRole('heading', { name: id }),
    ).toBeVisible();
    await eveningCounter.context.close();

    // Next morning: the same shop, its clock on the slot's day, on the same port (the same origin).
    await evening.stop();
    morning = await startServer({ FIXED_NOW: NEXT_MORNING }, DIST, port, { dataDir: evening.dataDir });
    const counter = await staffConsole(browser, morning.baseURL);
    const staff = counter.page;
    await expect(
      staff.getByRole('region', { name: 'Thu, 5 Nov 7–9 am: 1 order' }).getByRole('heading', { name: id }),
    ).toBeVisible();
    // The queue's buttons answer once its island is live (a tap before is lost).
    await islandHydrated(staff, 'StaffQueue');
    const card = await packFromCard(staff, id);
    await card.getByRole('button', { name: /^Mark .+ short$/ }).click();
    const form = card.getByRole('form', { name: /^Mark .+ short$/ });
    await form.getByLabel(/^How many are short/).fill('1');
    const first = form.getByRole('radio').first();
    // The items in stock arrive after the form opens: the first offered one is chosen.
    await expect(first.locator('xpath=..')).toContainText('₹');
    await expect(first).toBeChecked();
    const offered = (await first.locator('xpath=..').textContent()) ?? '';
    const price = paise(Number(/₹([\d.]+)/.exec(offered)?.[1] ?? 'NaN'));
    await form.getByRole('button', { name: 'Mark short and ask the customer' }).click();
    await expect(card.getByText(/1 short: waiting for the customer on .+ until/)).toBeVisible();

    // The customer answers on the order page.
    await page.goto(`/running-order/${id}`);
    const ask = page.getByRole('alertdialog');
    await expect(ask).toBeVisible({ timeout: 25_000 });
    await ask.getByRole('button', { name: 'Yes, replace it' }).click();
    await expect(page.getByRole('region', { name: 'Changes to your order' })).toContainText(/1 short, replaced by/);

    // The bill to the paise: one papaya kept and the substitute; a cheaper one's difference back to the
    // wallet, a dearer one's (approved) collected on delivery.
    const after = await orderOf(page, id);
    const difference = Math.max(papaya - price, 0);
    expect(after.substitutions[0]).toMatchObject({ outcome: 'substitute', answer: 'approved' });
    expect(paise(after.adjusted?.subtotal ?? 0)).toBe(papaya + price);
    expect(paise(after.adjusted?.payable ?? 0)).toBe(paise(placed.total) - difference + Math.max(price - papaya, 0));
    expect(paise(after.substitutions[0]?.refunded_to_wallet ?? 0)).toBe(difference);
    expect(await walletOf(page)).toBe(walletBefore + difference);
    await counter.context.close();
    await shopper.close();
  } finally {
    await morning?.stop();
    await evening.stop();
    rmSync(evening.dataDir, { recursive: true, force: true });
  }
});
