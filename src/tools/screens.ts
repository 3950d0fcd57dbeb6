// Takes screenshots of running pages at the phone (390x844) and desktop (1440x900)
// sizes of docs/design.md "Screenshots", for docs/screens/. Usage:
//   node src/tools/screens.ts http://127.0.0.1:4321 not-found=/missing offline=/offline [--desktop] [--kothrud]
// --kothrud: as a customer whose delivery address is in Kothrud, Pune (the `loc` cookie).
// --consented: as a customer who has already accepted the GDPR banner (the consent cookie).
// At 1440x900 an app page opens in the desktop landing's phone frame, which is put in use (no blur).
import { chromium } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { encodeLocationCookie } from '../domain/location-cookie.ts';

const [base, ...pairs] = process.argv.slice(2);
if (!base || pairs.length === 0) {
  console.error('usage: node src/tools/screens.ts BASE_URL name=/path [name=/path ...] [--desktop]');
  process.exit(2);
}
const withDesktop = pairs.includes('--desktop');
const located = pairs.includes('--kothrud');
const consented = pairs.includes('--consented');
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};
const sizes = [{ suffix: '390', width: 390, height: 844, mobile: true }];
if (withDesktop) sizes.push({ suffix: '1440', width: 1440, height: 900, mobile: false });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const pair of pairs.filter((p) => !p.startsWith('--'))) {
    // Split at the first '=' only, so a path may carry a query (`name=/explore?q=mango`).
    const cut = pair.indexOf('=');
    const name = pair.slice(0, cut);
    const path = pair.slice(cut + 1);
    if (cut < 1 || !path) continue;
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        isMobile: size.mobile,
        hasTouch: size.mobile,
      });
      if (located) {
        await context.addCookies([{ name: 'loc', value: encodeLocationCookie(kothrud), url: base }]);
        await context.addInitScript(
          (address) => localStorage.setItem('userSetAddress', JSON.stringify(address)),
          kothrud,
        );
      }
      if (consented) await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: base }]);
      const page = await context.newPage();
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      // On a wide screen an app page is shown in the desktop landing's phone frame, blurred until the app is in use.
      const useApp = page.locator('[data-use-app]');
      if (!size.mobile && (await useApp.isVisible())) {
        await useApp.click();
        await page.frame({ name: 'app' })?.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
      }
      await page.screenshot({
        path: `docs/screens/${name}-${size.suffix}.png`,
        fullPage: process.env.FULL_PAGE === '1',
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
