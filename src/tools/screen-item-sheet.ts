// Screenshot of an item card's variant and addon chooser (§2), opened from a
// category page as a customer in Kothrud: docs/screens/item-options-sheet-390.png.
// Usage: node src/tools/screen-item-sheet.ts http://127.0.0.1:PORT [/category/vegetables] [Onion]
import { chromium } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { encodeLocationCookie } from '../domain/location-cookie.ts';

const [base, path = '/category/vegetables', itemName = 'Onion'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node src/tools/screen-item-sheet.ts BASE_URL [PATH] [ITEM NAME]');
  process.exit(2);
}
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
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
  const page = await context.newPage();
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: `Add ${itemName}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: itemName });
  await sheet.waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'docs/screens/item-options-sheet-390.png' });
} finally {
  await browser.close();
}
