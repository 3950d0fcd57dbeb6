// Screenshots of the farm-visit screens (§2) as Asha, a signed-in demo customer in
// Kothrud: docs/screens/farm-visit-390.png, farm-visit-form-390.png,
// farm-visit-location-popup-390.png and farm-visit-confirmation-390.png.
// Run against a fresh server (it books visits: Rohan fills the second day, Asha books the first),
// ideally with FIXED_NOW set.
// Usage: node src/tools/screen-farm-visit.ts http://127.0.0.1:PORT
import { chromium, request as requestApi, type APIRequestContext } from '@playwright/test';
import type { FarmVisitDatesAnswer } from '../domain/api/farm-visit.ts';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { encodeLocationCookie } from '../domain/location-cookie.ts';

const [base] = process.argv.slice(2);
if (!base) {
  console.error('usage: node src/tools/screen-farm-visit.ts BASE_URL');
  process.exit(2);
}
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};

/** Fills the second offered day with Rohan's party of 40 (the demo capacity), so the form shows a 'Filled' card. */
async function fillSecondDay(request: APIRequestContext): Promise<void> {
  const login = await request.post(new URL('/api/login', base).href, {
    data: { phone: '9800000002', password: 'demo1234' },
  });
  if (!login.ok()) throw new Error(`login failed: HTTP ${login.status()}`);
  const dates = (await (
    await request.post(new URL('/api/get-farm-visit-dates', base).href, { data: {} })
  ).json()) as FarmVisitDatesAnswer;
  const second = dates.dates[1];
  if (!second || second.filled) return;
  const answers = {
    name: 'Rohan Deshpande',
    mobile_number: '9800000002',
    location: 'Viman Nagar, Pune',
    adults: 40,
    kids: 0,
    visiting_date: second.dateToSend,
  };
  await request.post(new URL('/api/book-farm-visit', base).href, { data: answers });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const other = await requestApi.newContext();
  await fillSecondDay(other);
  await other.dispose();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([
    { name: 'loc', value: encodeLocationCookie(kothrud), url: base },
    { name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: base },
  ]);
  await context.addInitScript((address) => localStorage.setItem('userSetAddress', JSON.stringify(address)), kothrud);
  const login = await context.request.post(new URL('/api/login', base).href, {
    data: { phone: '9800000001', password: 'demo1234' },
  });
  if (!login.ok()) throw new Error(`login failed: HTTP ${login.status()}`);

  const page = await context.newPage();
  await page.goto(new URL('/farm-visit', base).href, { waitUntil: 'networkidle' });
  await page.screenshot({ path: 'docs/screens/farm-visit-390.png' });

  await page.goto(new URL('/farm-visit-form', base).href, { waitUntil: 'networkidle' });
  await page.locator('astro-island[component-url*="FarmVisitForm"]:not([ssr])').waitFor({ state: 'attached' });
  // The whole form, date cards included: a viewport as tall as the page keeps the submit bar at its foot.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 390, height });
  await page.screenshot({ path: 'docs/screens/farm-visit-form-390.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Change' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose your location?' });
  await popup.getByRole('button', { name: /Home/ }).first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'docs/screens/farm-visit-location-popup-390.png' });
  await popup.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Increase: Number Of Kids' }).click();
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('heading', { name: 'See you at the farm!' }).waitFor();
  await page.waitForTimeout(1600);
  await page.screenshot({ path: 'docs/screens/farm-visit-confirmation-390.png' });
} finally {
  await browser.close();
}
