// The shop's words and settings in the staff console (decision 0284): an editor finds a label, a
// translation that loses its placeholder is refused on its field, a changed Marathi text is saved,
// and a Marathi customer's page shows it once the version check has seen the new settings version;
// an admin's bad colour is refused with the reason on the field and a good one saved; axe finds
// nothing serious; screenshots of both screens at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { MARATHI_LABELS } from '../../../src/server/seed/essentials/labels-mr.ts';
import { expect, type StaffSignIn, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

const ANIL = { role: 'editor', home: /\/staff\/content$/ } as const;
const PRIYA = { role: 'admin', home: /\/staff$/ } as const;

/** Signs the demo `member` in and checks the console opens on their first tab (console-tabs.ts). */
async function consoleAs(
  staffAs: StaffSignIn,
  member: { role: 'admin' | 'editor'; home: RegExp },
  viewport: { width: number; height: number },
) {
  const signedIn = await staffAs(member.role, { viewport });
  await expect(signedIn.page).toHaveURL(member.home);
  return signedIn;
}

/** The browser keeps /version.json 10 s (its Cache-Control): a test that cannot wait clears the HTTP cache. */
async function forgetHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const settingsVersionOn = (page: Page) => page.evaluate(() => localStorage.getItem('forceNewSettingsVersion'));

test.describe('words and settings in the staff console', () => {
  // Its own server: the shop's words and settings are no other spec's business.
  test.use({ ownServerEnv: {} });

  test('an editor changes a Marathi label, and a Marathi customer’s page shows it after the version check', async ({
    staffAs,
    ownServer,
    located: customer,
    request,
  }) => {
    test.setTimeout(120_000);
    // A customer reading Marathi, whose phone has stored the shop's settings version.
    await customer.context().addCookies([{ name: 'lang', value: 'mr', url: ownServer.baseURL }]);
    await customer.goto('/');
    const footer = customer.locator('nav.footer-nav');
    await expect(footer.getByRole('link', { name: MARATHI_LABELS.navHome })).toBeVisible();
    const before = ((await (await request.get('/version.json')).json()) as { forceNewSettingsVersion: string })
      .forceNewSettingsVersion;
    await expect.poll(() => settingsVersionOn(customer), { timeout: 10_000 }).toBe(before);

    const { context, page } = await consoleAs(staffAs, ANIL, { width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Words' }).click();
    await expect(page).toHaveURL(/\/staff\/words$/);
    await islandHydrated(page, 'StaffWords');
    await expect(page.getByRole('heading', { name: 'Words', level: 1 })).toBeVisible();

    // A translation that drops the English placeholder is refused on its field.
    await page.getByLabel('Search labels').fill('welcome back');
    const welcome = page.getByRole('group', { name: 'firstScreenWelcomeText' });
    await welcome.getByLabel('मराठी').fill('पुन्हा स्वागत आहे!');
    await welcome.getByRole('button', { name: 'Save firstScreenWelcomeText' }).click();
    const refused = welcome.getByLabel('मराठी');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(/must keep \{name\}/);
    expect(await seriousViolations(page), 'axe on /staff/words with a refused field').toEqual([]);
    await welcome.getByRole('button', { name: 'Undo changes to firstScreenWelcomeText' }).click();
    await expect(welcome.getByLabel('मराठी')).toHaveAttribute('aria-invalid', 'false');

    // Found by its English text, changed in Marathi, saved alone.
    await page.getByLabel('Search labels').fill('home');
    const home = page.getByRole('group', { name: 'navHome' });
    await expect(home.getByLabel('English')).toHaveValue('Home');
    await home.getByLabel('मराठी').fill('घर');
    await expect(page.getByText('1 text changed')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screens/console-words-1280.png', fullPage: false });
    await home.getByRole('button', { name: 'Save navHome' }).click();
    await expect(page.getByRole('status')).toContainText('Saved 1 text.');
    const after = String(Number(before) + 1);
    await expect(page.getByRole('status')).toContainText(`settings version ${after}`);
    // The label stays saved after a reload, and is found by its Marathi text too.
    await page.reload();
    await islandHydrated(page, 'StaffWords');
    await page.getByLabel('Search labels').fill('घर');
    await expect(page.getByRole('group', { name: 'navHome' }).getByLabel('मराठी')).toHaveValue('घर');
    // No label of the demo lacks its Marathi text.
    await page.getByLabel('Search labels').fill('');
    await page.getByRole('checkbox', { name: /Missing मराठी/ }).check();
    await expect(page.getByText('No label matches.')).toBeVisible();
    await context.close();

    // The customer's next page: the version check sees the new settings version and refetches.
    await forgetHttpCache(customer);
    const refetched = customer.waitForRequest((sent) => sent.url().endsWith('/api/get-settings'));
    await customer.reload();
    await refetched;
    await expect.poll(() => settingsVersionOn(customer)).toBe(after);
    await expect(footer.getByRole('link', { name: 'घर' })).toBeVisible();

    // At 390 px.
    const phone = await consoleAs(staffAs, ANIL, { width: 390, height: 844 });
    await phone.page.goto('/staff/words');
    await islandHydrated(phone.page, 'StaffWords');
    // A label whose key is the search comes first (farmVisitOkText and farmVisitBookText hold it too,
    // on a screen listed earlier).
    await phone.page.getByLabel('Search labels').fill('okText');
    await expect(phone.page.getByRole('group').first()).toHaveAccessibleName('okText');
    await expect(phone.page.getByRole('group', { name: 'farmVisitBookText' })).toBeVisible();
    expect(await seriousViolations(phone.page), 'axe on /staff/words at 390 px').toEqual([]);
    await phone.page.screenshot({ path: 'docs/screens/console-words-390.png', fullPage: false });
    await phone.context.close();
  });

  test('an admin’s bad colour is refused with the reason on the field; a good one is saved', async ({ staffAs }) => {
    test.setTimeout(90_000);
    const { context, page } = await consoleAs(staffAs, PRIYA, { width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/staff\/settings$/);
    await islandHydrated(page, 'StaffSettings');
    const colour = page.getByLabel('Brand colour');
    await expect(colour).toHaveValue('#1b7a3a');
    await colour.fill('green');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await expect(colour).toHaveAccessibleDescription(/must be a colour as # and six hex digits/);
    expect(await seriousViolations(page), 'axe on /staff/settings with a refused field').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screens/console-settings-1280.png', fullPage: false });

    // The server refuses it too, naming the field.
    const api = await page.request.post('/api/staff/settings-save', {
      data: { settings: [{ key: 'storeColor', value: 'green' }] },
    });
    expect(api.status()).toBe(400);
    const answer = (await api.json()) as { error: { fields: Record<string, string> } };
    expect(answer.error.fields.storeColor).toMatch(/must be a colour/);

    await colour.fill('#0F5132');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 1 setting.' })).toBeVisible();
    await page.reload();
    await islandHydrated(page, 'StaffSettings');
    await expect(page.getByLabel('Brand colour')).toHaveValue('#0f5132');
    await context.close();

    const phone = await consoleAs(staffAs, PRIYA, { width: 390, height: 844 });
    await phone.page.goto('/staff/settings');
    await islandHydrated(phone.page, 'StaffSettings');
    await phone.page.getByLabel('Tip amounts (₹)').fill('10,,20');
    await phone.page.getByRole('button', { name: 'Save settings' }).click();
    await expect(phone.page.getByLabel('Tip amounts (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(phone.page), 'axe on /staff/settings at 390 px').toEqual([]);
    await expect(phone.page.getByLabel('Tip amounts (₹)')).toBeInViewport();
    await phone.page.screenshot({ path: 'docs/screens/console-settings-390.png', fullPage: false });
    await phone.context.close();
  });
});
