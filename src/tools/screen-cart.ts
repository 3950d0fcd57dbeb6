// Screenshots of the cart and order screens (decision 0149) as demo customers in
// Kothrud: the cart bar closed and open (with an item that is no longer sold, so 'Unavailable
// Items' shows), the cart with a coupon and a tip, checkout (paying partly by wallet when the screen
// offers it), a running order the store has accepted, and the members cart. The cart, checkout and
// running order are taken at 390x844 and, as the desktop landing shows them in its phone frame, at
// 1440x900 (the same device state, opened as /?view=desktop&app=PATH with the frame in use).
// Writes docs/screens/{cart-bar-closed,cart-bar-open,member-cart}-390.png and
// docs/screens/{cart,checkout,running-order}-{390,1440}.png.
// Usage: node src/tools/screen-cart.ts http://127.0.0.1:PORT DATA_DIR
// (DATA_DIR of that server: the running order is moved along with the operator's command).
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { encodeLocationCookie } from '../domain/location-cookie.ts';

const [base, dataDir] = process.argv.slice(2);
if (!base || !dataDir) {
  console.error('usage: node src/tools/screen-cart.ts BASE_URL DATA_DIR');
  process.exit(2);
}
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};
const PASSWORD = 'demo1234';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const at = (path: string) => new URL(path, base).href;

async function customer(browser: Browser, phone: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await context.addCookies([
    { name: 'loc', value: encodeLocationCookie(kothrud), url: base },
    { name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: base },
  ]);
  await context.addInitScript((address) => {
    if (!localStorage.getItem('userSetAddress')) localStorage.setItem('userSetAddress', JSON.stringify(address));
  }, kothrud);
  const page = await context.newPage();
  if (phone) {
    const login = await page.request.post(at('/api/login'), { data: { phone, password: PASSWORD } });
    if (!login.ok()) throw new Error(`login ${phone}: ${login.status()}`);
  }
  return page;
}

/** Taps Add on a card (or one more), and Done in the chooser when the item opens one. */
async function add(page: Page, name: string, times = 1): Promise<void> {
  for (let count = 0; count < times; count++) {
    const label = count === 0 ? `Add ${name}` : `Add one more ${name}`;
    await page.getByRole('button', { name: label, exact: true }).first().click();
    const done = page.getByRole('dialog').getByRole('button', { name: /^Done/ });
    const chooses = await done.waitFor({ state: 'visible', timeout: 1500 }).then(
      () => true,
      () => false,
    );
    if (chooses) {
      await done.click();
      await done.waitFor({ state: 'hidden' });
    }
    await page
      .getByRole('group', { name: `${name} in cart` })
      .first()
      .waitFor();
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `docs/screens/${name}-390.png` });
}

/** The page at 390x844, then the same device state at 1440x900 in the desktop landing's phone frame. */
async function shotBoth(browser: Browser, page: Page, name: string): Promise<void> {
  await shot(page, name);
  const path = new URL(page.url()).pathname;
  const state = await page.context().storageState();
  const wide = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, storageState: state });
  try {
    const landing = await wide.newPage();
    await landing.goto(at(`/?view=desktop&app=${encodeURIComponent(path)}`));
    // The frame is blurred until the visitor chooses to use the app.
    await landing.locator('[data-use-app]').click();
    const frame = landing.frame({ name: 'app' });
    await frame?.waitForLoadState('networkidle');
    await settle(landing);
    await landing.screenshot({ path: `docs/screens/${name}-1440.png` });
  } finally {
    await wide.close();
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // Cart bar, closed and open: three items and a watermelon that is no longer sold.
  const guest = await customer(browser, null);
  await guest.goto(at('/stores/farmcart-kothrud'), { waitUntil: 'networkidle' });
  await add(guest, 'Alphonso Mango (Ratnagiri)');
  await add(guest, 'Banana (Yelakki)');
  await add(guest, 'Onion');
  await guest.evaluate(async () => {
    const response = await fetch('/api/get-single-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 10 }),
    });
    const item = (await response.json()) as { variants: { is_default: number }[] };
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as { lines: unknown[] };
    const variant = item.variants.find((v) => v.is_default === 1) ?? item.variants[0] ?? null;
    cart.lines.push({ ...item, quantity: 1, selectedvariant: variant, selectedaddons: [] });
    localStorage.setItem('cart', JSON.stringify(cart));
  });
  await guest.goto(at('/category/fruits'), { waitUntil: 'networkidle' });
  await shot(guest, 'cart-bar-closed');
  await guest
    .getByRole('region', { name: 'Cart', exact: true })
    .getByRole('button', { name: /Review Items/ })
    .click();
  await guest.getByRole('heading', { name: 'Unavailable Items' }).waitFor();
  await shot(guest, 'cart-bar-open');

  // The cart of a signed-in customer: FRESH20 applied, a ₹20 tip.
  const asha = await customer(browser, '9800000001');
  await asha.goto(at('/stores/farmcart-kothrud'), { waitUntil: 'networkidle' });
  await add(asha, 'Alphonso Mango (Ratnagiri)');
  await add(asha, 'Tomato (Local)');
  await add(asha, 'Papaya');
  await asha.goto(at('/cart'), { waitUntil: 'networkidle' });
  await asha.getByLabel('Enter coupon code').fill('FRESH20');
  await asha.getByRole('button', { name: 'Apply' }).click();
  await asha.getByText('FRESH20 applied').waitFor();
  await asha.getByRole('radio', { name: '₹20' }).click();
  await asha.evaluate(() => scrollTo(0, 0));
  await shotBoth(browser, asha, 'cart');

  // Checkout, picked up at the store; paying partly by wallet (Rohan has ₹500) where the screen offers it.
  const rohan = await customer(browser, '9800000002');
  await rohan.goto(at('/stores/farmcart-kothrud'), { waitUntil: 'networkidle' });
  await add(rohan, 'Alphonso Mango (Ratnagiri)', 2);
  await add(rohan, 'Carrot (Ooty)');
  await rohan.goto(at('/cart'), { waitUntil: 'networkidle' });
  await rohan.getByRole('radio', { name: 'Self pickup' }).click();
  await rohan.getByRole('button', { name: 'Proceed to checkout' }).click();
  await rohan.waitForURL(/\/checkout$/);
  const wallet = rohan.getByRole('radio', { name: /Pay with wallet/ });
  if (await wallet.isVisible({ timeout: 3000 }).catch(() => false)) {
    await wallet.click();
    await rohan.getByText(/from your wallet/).waitFor();
  }
  await shotBoth(browser, rohan, 'checkout');

  // A running order the store has accepted and is preparing (Asha's cart above, by cash).
  await asha.getByRole('button', { name: 'Proceed to checkout' }).click();
  await asha.waitForURL(/\/checkout$/);
  const cash = asha.getByRole('radio', { name: /Cash on delivery/ });
  if (await cash.isVisible({ timeout: 3000 }).catch(() => false)) await cash.check();
  await asha.getByRole('button', { name: 'Place order' }).click();
  await asha.waitForURL(/\/running-order\//);
  const orderId = new URL(asha.url()).pathname.split('/').at(-1) ?? '';
  for (let step = 0; step < 2; step++) {
    execFileSync(process.execPath, ['src/server/cli/advance-order.ts', orderId], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
  }
  await asha.reload({ waitUntil: 'networkidle' });
  await shotBoth(browser, asha, 'running-order');

  // The members cart near its allowance (Asha: 6.5 kg left).
  await asha.goto(at('/members-mart'), { waitUntil: 'networkidle' });
  for (const name of ['Onion 2 kg', 'Potato 1 kg', 'Toor Dal 1 kg', 'Tomato (Local) 1 kg', 'Nagpur Orange 500 g']) {
    await asha.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await asha.getByRole('group', { name: `${name} in members cart` }).waitFor();
  }
  await asha.goto(at('/member-cart'), { waitUntil: 'networkidle' });
  await shot(asha, 'member-cart');
} finally {
  await browser.close();
}
