// Screenshots of the app-on-the-phone screens (decision 0249, decision 0250): the install prompt as Chrome on Android
// offers installing (docs/screens/install-prompt-390.png), the iOS Safari "Add to Home Screen"
// hint (install-hint-ios-390.png), and the updating overlay of a cache clear on a phone
// (updating-overlay-390.png) and on the desktop landing (updating-overlay-1440.png), and the admin's
// "Customers' app" screen (staff-app-390.png, staff-app-1440.png, staff-app-confirm-390.png). The
// install prompt is Android-only (§2), and app pages wider than 768 px open the desktop landing, so
// it has no 1440 px screen. The overlay is shown by the demo admin clearing every phone's cache on
// that screen, so run it against a fresh server.
// Usage: node src/tools/screen-device.ts http://127.0.0.1:PORT
import { type Browser, chromium, type Page } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { encodeLocationCookie } from '../domain/location-cookie.ts';

const [base] = process.argv.slice(2);
if (!base) {
  console.error('usage: node src/tools/screen-device.ts BASE_URL');
  process.exit(2);
}
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function located(browser: Browser, width: number, height: number, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: width < 768,
    hasTouch: width < 768,
    ...(userAgent && { userAgent }),
  });
  await context.addCookies([
    { name: 'loc', value: encodeLocationCookie(kothrud), url: base },
    { name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: base },
  ]);
  await context.addInitScript((address) => localStorage.setItem('userSetAddress', JSON.stringify(address)), kothrud);
  return context.newPage();
}

/** The page, settled: the worker controls it and the version check has stored the versions. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => localStorage.getItem('updatingMessage') !== null);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const android = await located(browser, 390, 844, ANDROID);
  await android.goto(new URL('/', base).href, { waitUntil: 'networkidle' });
  await android.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, { prompt: async () => undefined, userChoice: new Promise(() => undefined) });
    dispatchEvent(offer);
  });
  await android.getByRole('region', { name: 'Install the app' }).waitFor({ state: 'visible' });
  await android.screenshot({ path: 'docs/screens/install-prompt-390.png' });

  const iphone = await located(browser, 390, 844, IPHONE);
  await iphone.goto(new URL('/', base).href, { waitUntil: 'networkidle' });
  await iphone.getByRole('region', { name: 'Install the app' }).waitFor({ state: 'visible' });
  await iphone.screenshot({ path: 'docs/screens/install-hint-ios-390.png' });

  const phone = await located(browser, 390, 844);
  await settled(phone, '/');
  const desktop = await located(browser, 1440, 900);
  await settled(desktop, '/?view=desktop');

  // The admin's screen (/staff/app) at both sizes, then the cache clear confirmed there.
  const consoles: Page[] = [];
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const login = await context.request.post(new URL('/api/staff/login', base).href, {
      data: { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' },
      headers: { origin: base },
    });
    if (!login.ok()) throw new Error(`staff login failed: HTTP ${login.status()}`);
    const page = await context.newPage();
    await page.goto(new URL('/staff/app', base).href, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `docs/screens/staff-app-${width}.png` });
    consoles.push(page);
  }
  const [small, wide] = consoles;
  if (!small || !wide) throw new Error('no console pages');
  await small.getByRole('button', { name: "Clear every phone's cache" }).click();
  await small.screenshot({ path: 'docs/screens/staff-app-confirm-390.png' });
  await small.getByRole('button', { name: 'Cancel' }).click();
  await wide.getByRole('button', { name: "Clear every phone's cache" }).click();
  await wide.getByRole('button', { name: 'Clear caches' }).click();
  await wide.getByRole('status').filter({ hasText: 'Cache-clear version 2' }).waitFor();

  for (const [page, file] of [
    [phone, 'docs/screens/updating-overlay-390.png'],
    [desktop, 'docs/screens/updating-overlay-1440.png'],
  ] as const) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Updating' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: file });
  }
} finally {
  await browser.close();
}
