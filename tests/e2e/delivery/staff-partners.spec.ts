// Partner approval in the staff console: an admin has /staff/partners open; a
// partner signs up on /signUpWithAadhar and appears there without a reload; the admin approves
// them and the partner signs in at /delivery/login; the partner going online shows on the admin's
// list; suspending them ends their session at once. Store staff see no Partners tab and are
// refused the page.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { verhoeffCheckDigit } from '../../../src/domain/staff/delivery-partners.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import type { TestServer } from '../support/server.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya is the admin, Kiran works the Kothrud counter. */
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };
const PARTNER = { name: 'Ravi Shinde', phone: '9811133344', password: 'ride-safe-2026' };
/** FarmCart Kothrud (seed/demo/stores.ts), where the partner stands. */
const STORE = { latitude: 18.5076, longitude: 73.808 };

async function consoleAs(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

const partnerCard = (page: Page, list: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${list}`) })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PARTNER.name }) });

test.describe('partner approval in the staff console', () => {
  test.use({ ownServerEnv: {} });

  test('a partner who signs up appears live, is approved by an admin and signs in; suspending ends their session', async ({
    browser,
    ownServer,
  }) => {
    test.setTimeout(120_000);
    const server: TestServer = ownServer;
    const admin = await consoleAs(browser, server.baseURL, PRIYA);
    // No console error, warning or hydration mismatch on the admin's page, whatever arrives live.
    const problems: string[] = [];
    admin.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    admin.page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await admin.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Partners' }).click();
    await expect(admin.page).toHaveURL(/\/staff\/partners$/);
    await expect(admin.page.getByRole('heading', { name: 'Delivery partners', level: 1 })).toBeVisible();
    await islandHydrated(admin.page, 'StaffPartners');
    await expect(admin.page.getByText('No one is waiting for approval.')).toBeVisible();

    // The partner signs up on their phone.
    const phone = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      geolocation: STORE,
      permissions: ['geolocation'],
    });
    const partner = await phone.newPage();
    await partner.goto('/signUpWithAadhar');
    await islandHydrated(partner, 'PartnerSignUp');
    await partner.getByLabel('Full name (as on Aadhaar)').fill(PARTNER.name);
    await partner.getByLabel('Mobile number').fill(PARTNER.phone);
    await partner.getByRole('button', { name: 'Send code' }).click();
    await partner.getByLabel('6-digit code from the SMS').fill(await server.otpFor(PARTNER.phone, 'partner_signup'));
    const aadhaar = `49911866524${verhoeffCheckDigit('49911866524')}`;
    await partner.getByLabel('Aadhaar number').fill(aadhaar);
    await partner.getByRole('radio', { name: 'Scooter' }).check();
    await partner.getByLabel('Vehicle number').fill('MH 12 AB 1234');
    await partner.getByLabel('Password').fill(PARTNER.password);
    await partner.getByRole('button', { name: 'Sign up' }).click();
    await expect(partner.getByRole('heading', { name: 'You are signed up' })).toBeVisible();

    // It reaches the admin's list without a reload: masked Aadhaar, vehicle, phone.
    const waiting = partnerCard(admin.page, 'Waiting for approval');
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await expect(waiting).not.toContainText(aadhaar.slice(0, 8));
    await expect(waiting).toContainText('Scooter · MH12AB1234');
    await expect(waiting).toContainText('98111 33344');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.page.getByRole('status')).toContainText(`${PARTNER.name} approved`);
    const approved = partnerCard(admin.page, 'Approved');
    await expect(approved).toContainText('○ Offline');
    await expect(waiting).toHaveCount(0);

    // The partner signs in and goes online; the admin sees it without a reload.
    await partner.goto('/delivery/login');
    await islandHydrated(partner, 'PartnerLogin');
    await partner.getByLabel('Mobile number').fill(PARTNER.phone);
    await partner.getByLabel('Password').fill(PARTNER.password);
    await partner.getByRole('button', { name: 'Sign in' }).click();
    await expect(partner).toHaveURL(/\/delivery$/);
    await islandHydrated(partner, 'PartnerHome');
    await partner.getByRole('switch').click();
    await expect(partner.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(approved).toContainText('● Online', { timeout: 20_000 });
    await expect(approved).toContainText('Last position');
    expect(await seriousViolations(admin.page), 'axe on /staff/partners').toEqual([]);
    await admin.page.getByRole('button', { name: 'Online only', pressed: false }).click();
    await expect(approved).toBeVisible();

    // Suspended: asked first, then the partner's session ends at once.
    await approved.getByRole('button', { name: 'Suspend' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Suspend ${PARTNER.name}?` });
    await dialog.getByRole('button', { name: 'Suspend partner' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.page.getByRole('status')).toContainText(`${PARTNER.name} suspended`);
    await expect(partnerCard(admin.page, 'Suspended')).toBeVisible();
    expect((await partner.request.post('/api/delivery/user-info', { data: {} })).status()).toBe(401);
    await expect(partner).toHaveURL(/\/delivery\/login/, { timeout: 20_000 });

    // Store staff: no Partners tab, and the page refuses them.
    const counter = await consoleAs(browser, server.baseURL, KIRAN);
    const tabs = counter.page.getByRole('navigation', { name: 'Console' });
    await expect(tabs.getByRole('link', { name: 'Stock' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Partners' })).toHaveCount(0);
    const refused = await counter.page.goto('/staff/partners');
    expect(refused?.status()).toBe(403);
    await expect(
      counter.page.getByRole('heading', { name: 'Only an admin can look after delivery partners' }),
    ).toBeVisible();
    await expect(counter.page.getByText(PARTNER.name)).toHaveCount(0);

    expect(problems).toEqual([]);
    for (const context of [admin.context, phone, counter.context]) await context.close();
  });
});
