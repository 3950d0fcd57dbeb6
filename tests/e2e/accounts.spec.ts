// Accounts end to end (docs/decisions.md, "Accounts"; §2 login, register, account routes,
// address card; §4 setting a default address, favourite toggle, unread count),
// walked as a phone customer on a server of our own, whose log shows the
// one-time codes it "sends": register with the phone OTP, sign out, sign in
// with the password, add two addresses, make the second the default (the home
// header shows it), find no delete on the default and delete the other after
// 'Are you sure?', favourite a store and an item and find them in the lists,
// and read a notification (the unread count drops).
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../src/domain/constants.ts';
import { expect, test } from './fixtures.ts';
import { ASHA, DEMO_PASSWORD, ROHAN } from './helpers/cart.ts';
import { islandHydrated } from './helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });
test.describe.configure({ mode: 'serial' });

const KAVYA = { name: 'Kavya Rao', phone: '9811122233', email: 'kavya.rao@example.in', password: 'sunflower-42' };

test.beforeEach(async ({ context, ownServer }) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: ownServer.baseURL }]);
});

/** Login with the password on /login (the form island is hydrated first: a tap before that does nothing). */
async function loginWithPassword(page: Page, who: string, password: string) {
  await islandHydrated(page, 'LoginForm');
  await page.getByLabel('Phone number or email').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** /my-addresses → 'Add new address' → area search → /my-location → back on /my-addresses. */
async function addAddress(page: Page, area: string, house: string, tag: 'Home' | 'Work' | 'Other') {
  await page.goto('/my-addresses');
  await page.getByRole('link', { name: 'Add new address' }).click();
  await expect(page).toHaveURL(/\/search-location$/);
  await islandHydrated(page, 'LocationSearch');
  await page.getByLabel('Search for an area or address').fill(area.toLowerCase());
  await page.getByRole('button', { name: new RegExp(`^${area} Pune, Maharashtra`) }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await islandHydrated(page, 'MyLocationForm');
  await page.getByLabel('House / flat / floor').fill(house);
  await page.getByRole('radio', { name: tag }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/my-addresses$/);
}

const addressCard = (page: Page, tag: string) => page.getByRole('listitem', { name: tag, exact: true });

test('a new customer registers with an OTP, signs out and in, keeps addresses and favourites', async ({
  page,
  context,
  ownServer,
}) => {
  test.setTimeout(120_000);

  await test.step('register with the code sent to the phone', async () => {
    await page.goto('/register');
    await islandHydrated(page, 'RegisterForm');
    await page.getByLabel('Name').fill(KAVYA.name);
    await page.getByLabel('Phone number').fill(KAVYA.phone);
    await page.getByLabel('Email').fill(KAVYA.email);
    await page.getByLabel('Password', { exact: true }).fill(KAVYA.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The seed turns phone verification on (enableOtpOnRegister): the code step follows.
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code to ${KAVYA.phone}.`)).toBeVisible();
    const code = await ownServer.otpFor(KAVYA.phone, 'register');
    await expect(page.getByLabel('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();

    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { name: KAVYA.name })).toBeVisible();
    await expect(page.getByText(KAVYA.email)).toBeVisible();
    // The device keeps the public profile; the session is an HttpOnly cookie, never in storage.
    const stored = await page.evaluate(() => localStorage.getItem('user') ?? '');
    expect(JSON.parse(stored)).toMatchObject({ name: KAVYA.name, phone: KAVYA.phone, email: KAVYA.email });
    expect(stored).not.toContain('auth_token');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'fc_session');
    expect(session?.httpOnly).toBe(true);
    expect(stored).not.toContain(session?.value ?? '-');
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Login to see your account' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown)).toBeNull();
    expect((await context.cookies()).some((cookie) => cookie.name === 'fc_session' && cookie.value !== '')).toBe(false);
  });

  await test.step('sign in with the password, back to the page that asked', async () => {
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-account$/);
    await loginWithPassword(page, KAVYA.phone, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('The phone number, e-mail or password is not right.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Not right/);
    await page.getByLabel('Password', { exact: true }).fill(KAVYA.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { name: KAVYA.name })).toBeVisible();
  });

  await test.step('add two addresses through the location flow', async () => {
    await page.goto('/my-addresses');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await addAddress(page, 'Baner', 'B-204, Palash Heights', 'Home');
    await addAddress(page, 'Aundh', 'Office 3, Westend Mall', 'Work');
    await expect(page.getByRole('listitem')).toHaveCount(2);
    // The first address saved is the default.
    await expect(addressCard(page, 'Home').getByText('Default', { exact: true })).toBeVisible();
    await expect(addressCard(page, 'Work').getByText('Default', { exact: true })).toHaveCount(0);
  });

  await test.step('the second becomes the default, and the home header shows it', async () => {
    // Deliver to the first one meanwhile (chosen from the address popup on the home page).
    await page.goto('/');
    await islandHydrated(page, 'LocationPopup');
    await page.getByRole('link', { name: /Change location/ }).click();
    await page.getByRole('dialog', { name: 'Select Location' }).getByRole('button', { name: /^Home/ }).click();
    await expect(page.getByRole('link', { name: /Change location/ })).toContainText('B-204, Palash Heights');

    await page.goto('/my-addresses');
    await addressCard(page, 'Work').getByRole('button', { name: 'Set as default' }).click();
    await expect(addressCard(page, 'Work').getByText('Default', { exact: true })).toBeVisible();
    await expect(addressCard(page, 'Home').getByText('Default', { exact: true })).toHaveCount(0);

    await page.goto('/');
    const header = page.getByRole('link', { name: /Change location/ });
    await expect(header).toContainText('Work');
    await expect(header).toContainText('Office 3, Westend Mall');
  });

  await test.step('the default has no delete; the other goes after "Are you sure?"', async () => {
    await page.goto('/my-addresses');
    await expect(addressCard(page, 'Work').getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await addressCard(page, 'Home').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await expect(addressCard(page, 'Home')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('listitem')).toHaveCount(1);
  });

  await test.step('favourite a store and an item, and find them in the lists', async () => {
    await page.goto('/stores/farmcart-kothrud');
    const storeHeart = page.getByRole('button', { name: 'Favourite' });
    await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
    await storeHeart.click();
    await expect(storeHeart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/item/tomato-kothrud');
    const itemHeart = page.getByRole('button', { name: 'Favourite' });
    await itemHeart.click();
    await expect(itemHeart).toHaveAttribute('aria-pressed', 'true');
    // The state comes from the server on the next visit.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/my-favorite-stores');
    await expect(page.getByRole('heading', { name: 'FarmCart Kothrud' })).toBeVisible();
    await page.goto('/my-favorite-items');
    await expect(page.getByRole('heading', { name: 'Tomato (Local)' })).toBeVisible();

    // §4 Taking one out refreshes the list: the last one gone shows the empty state.
    await page.getByRole('button', { name: 'Favourite: Tomato (Local)' }).click();
    await expect(page.getByText('No favourite items yet.')).toBeVisible();
  });

  await test.step('a new customer has no alerts yet', async () => {
    await page.goto('/alerts');
    await expect(page.getByText('No alerts yet.')).toBeVisible();
  });
});

test('a customer signs in with an OTP and reads an alert: the unread count drops', async ({ page, ownServer }) => {
  await page.goto('/login?next=/alerts');
  await islandHydrated(page, 'LoginForm');
  await page.getByRole('button', { name: 'Login with OTP instead' }).click();
  await page.getByLabel('Phone number').fill(ASHA.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('6-digit code').fill(await ownServer.otpFor(ASHA.phone, 'login'));
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  // Back to the page that asked (?next=/alerts).
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('2 unread');
  const unread = page.locator('.alert.unread');
  await expect(unread).toHaveCount(2);

  await page.getByRole('button', { name: /20% off fresh vegetables/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('1 unread');
  await expect(unread).toHaveCount(1);

  await page.goto('/my-account');
  await expect(page.getByRole('link', { name: /Alerts/ })).toContainText('1 unread');

  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('0 unread');
  await page.goto('/my-account');
  await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
});

test('too many wrong passwords: the form says how long to wait', async ({ page }) => {
  await page.goto('/login');
  await islandHydrated(page, 'LoginForm');
  await page.getByLabel('Phone number or email').fill('meera@example.in');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  // §7 login is rate-limited: 5 failures for an account, then 429 with the seconds to wait.
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/login')), login.click()]);
  }
  await expect(page.getByRole('alert')).toContainText(/Too many tries, wait \d+ seconds/);
  await expect(login).toHaveAttribute('aria-disabled', 'true');
});

test('§4 account checks: a running order shows its banner; a banned customer is signed out with the message', async ({
  page,
  ownServer,
}) => {
  await page.goto('/login?next=/stores');
  await loginWithPassword(page, ROHAN.phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/stores$/);

  // What the orders work will create; written straight into this server's database.
  const db = new DatabaseSync(ownServer.databaseFile);
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into orders (unique_order_id, user_id, store_id, status, mode, subtotal_paise, total_paise, total_payable_paise, payment_method, created_at, updated_at)
       values ('FC-E2E-RUNNING', ?, 1, 'placed', 'DELIVERY', 10000, 10000, 10000, 'COD', ?, ?)`,
    ).run(ROHAN.id, now, now);
    // The checks run once a minute per tab: a new tab checks at once.
    const fresh = await page.context().newPage();
    await fresh.goto('/');
    const banner = fresh.getByRole('link', { name: /Your order is on its way/ });
    await expect(banner).toHaveAttribute('href', '/running-order/FC-E2E-RUNNING');

    db.prepare('update users set is_banned = 1 where id = ?').run(ROHAN.id);
    const third = await page.context().newPage();
    await third.goto('/');
    const signedOut = third.getByRole('dialog', { name: 'You are signed out' });
    await expect(signedOut).toContainText('This account has been suspended.');
    expect(await third.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown)).toBeNull();
    await signedOut.getByRole('button', { name: 'OK' }).click();
    await third.goto('/my-account');
    await expect(third.getByRole('heading', { name: 'Login to see your account' })).toBeVisible();
  } finally {
    db.prepare('update users set is_banned = 0 where id = ?').run(ROHAN.id);
    db.prepare("delete from orders where unique_order_id = 'FC-E2E-RUNNING'").run();
    db.close();
  }
});
