// The shop's words and settings in the staff console (decision 0284): an editor finds a label, a
// translation that loses its placeholder is refused on its field, a changed Marathi text is saved,
// and a Marathi customer's page shows it once the version check has seen the new settings version;
// an admin's bad colour is refused with the reason on the field and a good one saved; axe finds
// nothing serious; screenshots of both screens at 390 and 1280 px. Every console text is found by its
// word (decision 0345), so the spec runs in English and in Marathi; the labels listed are the shop's data.
import type { Page } from '@playwright/test';
import { MARATHI_LABELS } from '../../../src/server/seed/essentials/labels-mr.ts';
import { expect, type StaffSignIn, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { type Say, wordPattern } from '../helpers/console-words.ts';

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

/** A word whose {placeholders} named in `any` may be any number. */
function wordWithNumbers(say: Say, key: Parameters<Say>[0], values: Record<string, string | number>, any: string[]) {
  const marked = Object.fromEntries(any.map((name) => [name, `NUMBER${name}`]));
  let pattern = wordPattern(say(key, { ...values, ...marked })).source;
  for (const name of any) pattern = pattern.replace(`NUMBER${name}`, '\\d+');
  return new RegExp(pattern);
}

test.describe('words and settings in the staff console', () => {
  // Its own server: the shop's words and settings are no other spec's business.
  test.use({ ownServerEnv: {} });

  test('an editor changes a Marathi label, and a Marathi customer’s page shows it after the version check', async ({
    staffAs,
    ownServer,
    located: customer,
    request,
    say,
    screenPath,
  }) => {
    test.setTimeout(180_000);
    // A customer reading Marathi, whose phone has stored the shop's settings version.
    await customer.context().addCookies([{ name: 'lang', value: 'mr', url: ownServer.baseURL }]);
    await customer.goto('/');
    const footer = customer.locator('nav.footer-nav');
    await expect(footer.getByRole('link', { name: MARATHI_LABELS.navHome })).toBeVisible();
    const before = ((await (await request.get('/version.json')).json()) as { forceNewSettingsVersion: string })
      .forceNewSettingsVersion;
    await expect.poll(() => settingsVersionOn(customer), { timeout: 10_000 }).toBe(before);

    const { context, page } = await consoleAs(staffAs, ANIL, { width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: say('consoleTabsName') })
      .getByRole('link', { name: say('consoleTabWords') })
      .click();
    await expect(page).toHaveURL(/\/staff\/words$/);
    await islandHydrated(page, 'StaffWords');
    await expect(page.getByRole('heading', { name: say('consoleWordsTitle'), level: 1 })).toBeVisible();
    const search = page.getByLabel(say('consoleWordsSearch'));

    // A translation that drops the English placeholder is refused on its field.
    await search.fill('welcome back');
    const welcome = page.getByRole('group', { name: 'firstScreenWelcomeText' });
    await welcome.getByLabel('मराठी').fill('पुन्हा स्वागत आहे!');
    await welcome
      .getByRole('button', { name: say('consoleWordsSaveNamed', { key: 'firstScreenWelcomeText' }) })
      .click();
    const refused = welcome.getByLabel('मराठी');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(
      wordPattern(say('saidRuleLabelKeep', { missing: '{name}', english: '{name}' })),
    );
    expect(await seriousViolations(page), 'axe on /staff/words with a refused field').toEqual([]);
    await welcome
      .getByRole('button', { name: say('consoleWordsUndoNamed', { key: 'firstScreenWelcomeText' }) })
      .click();
    await expect(welcome.getByLabel('मराठी')).toHaveAttribute('aria-invalid', 'false');

    // Found by its English text, changed in Marathi, saved alone.
    await search.fill('home');
    const home = page.getByRole('group', { name: 'navHome' });
    await expect(home.getByLabel('English')).toHaveValue('Home');
    await home.getByLabel('मराठी').fill('घर');
    await expect(page.getByText(say('consoleWordsChangedOne'))).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-words-1280'), fullPage: false });
    await home.getByRole('button', { name: say('consoleWordsSaveNamed', { key: 'navHome' }) }).click();
    const after = String(Number(before) + 1);
    await expect(page.getByRole('status')).toContainText(say('consoleWordsSavedOne', { version: after }));
    // The label stays saved after a reload, and is found by its Marathi text too.
    await page.reload();
    await islandHydrated(page, 'StaffWords');
    await search.fill('घर');
    await expect(page.getByRole('group', { name: 'navHome' }).getByLabel('मराठी')).toHaveValue('घर');
    // No label of the demo lacks its Marathi text.
    await search.fill('');
    await page
      .getByRole('checkbox', { name: wordWithNumbers(say, 'consoleWordsMissing', { language: 'मराठी' }, ['count']) })
      .check();
    await expect(page.getByText(say('consoleWordsNoMatch'))).toBeVisible();
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
    await phone.page.getByLabel(say('consoleWordsSearch')).fill('okText');
    await expect(phone.page.getByRole('group').first()).toHaveAccessibleName('okText');
    await expect(phone.page.getByRole('group', { name: 'farmVisitBookText' })).toBeVisible();
    expect(await seriousViolations(phone.page), 'axe on /staff/words at 390 px').toEqual([]);
    await phone.page.screenshot({ path: screenPath('console-words-390'), fullPage: false });
    await phone.context.close();
  });

  test('an admin’s bad colour is refused with the reason on the field; a good one is saved', async ({
    staffAs,
    say,
    screenPath,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await consoleAs(staffAs, PRIYA, { width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: say('consoleTabsName') })
      .getByRole('link', { name: say('consoleTabSettings') })
      .click();
    await expect(page).toHaveURL(/\/staff\/settings$/);
    await islandHydrated(page, 'StaffSettings');
    const colour = page.getByLabel(say('consoleSettingsNameStoreColor'));
    const save = page.getByRole('button', { name: say('consoleSettingsSave') });
    await expect(colour).toHaveValue('#1b7a3a');
    await colour.fill('green');
    await save.click();
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await expect(colour).toHaveAccessibleDescription(wordPattern(say('saidRuleSettingColour')));
    expect(await seriousViolations(page), 'axe on /staff/settings with a refused field').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-settings-1280'), fullPage: false });

    // The server refuses it too, naming the field.
    const api = await page.request.post('/api/staff/settings-save', {
      data: { settings: [{ key: 'storeColor', value: 'green' }] },
    });
    expect(api.status()).toBe(400);
    const answer = (await api.json()) as { error: { fields: Record<string, string> } };
    expect(answer.error.fields.storeColor).toMatch(wordPattern(say('saidRuleSettingColour')));

    await colour.fill('#0F5132');
    await save.click();
    await expect(
      page.getByRole('status').filter({ hasText: wordWithNumbers(say, 'consoleSettingsSavedOne', {}, ['version']) }),
    ).toBeVisible();
    await page.reload();
    await islandHydrated(page, 'StaffSettings');
    await expect(colour).toHaveValue('#0f5132');
    await context.close();

    const phone = await consoleAs(staffAs, PRIYA, { width: 390, height: 844 });
    await phone.page.goto('/staff/settings');
    await islandHydrated(phone.page, 'StaffSettings');
    const tips = phone.page.getByLabel(say('consoleSettingsNameTips'));
    await tips.fill('10,,20');
    await phone.page.getByRole('button', { name: say('consoleSettingsSave') }).click();
    await expect(tips).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(phone.page), 'axe on /staff/settings at 390 px').toEqual([]);
    await expect(tips).toBeInViewport();
    await phone.page.screenshot({ path: screenPath('console-settings-390'), fullPage: false });
    await phone.context.close();
  });
});
