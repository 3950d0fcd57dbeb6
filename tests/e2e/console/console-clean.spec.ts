// No screen logs an error or a hydration warning, in English or in Marathi (an island rendered in
// one language on the server and another in the browser throws React's hydration error #418;
// decision 0196). Each screen is opened, every island on it is hydrated (as a person's
// first touch would), and the test fails on any console error or warning, any uncaught error, and
// any message about hydration. The console's screens are opened by a member reading the console in
// the run's language (decision 0345: the console-mr project runs this file in Marathi); the
// customers' screens are opened in both languages by the English run.
import type { Page } from '@playwright/test';
import { tabsOf } from '../../../src/domain/staff/console-tabs.ts';
import { expect, test } from '../fixtures.ts';
import { hydrateEverything, watchConsole } from '../helpers/console.ts';
import { locateCustomer, MUMBAI_ADDRESS } from '../helpers/location.ts';

const LANGUAGES = ['en', 'mr'] as const;

/** The label an island shows for `key` in the page's language (the shop texts the page carries). */
async function islandLabel(page: Page, key: string): Promise<string> {
  return page.evaluate((name) => {
    const texts = JSON.parse(document.getElementById('shop-texts')?.textContent ?? '{}') as {
      labels?: Record<string, string>;
    };
    return texts.labels?.[name] ?? name;
  }, key);
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrateEverything(page);
}

test("the console's screens log nothing, in the member's language", async ({ staffAs, browser, baseURL }) => {
  // Two dozen screens, each with every island hydrated.
  test.setTimeout(180_000);
  // The sign-in first: no member yet.
  const guest = await browser.newContext({ baseURL });
  const signIn = await guest.newPage();
  const guestProblems = watchConsole(signIn);
  await visit(signIn, '/staff/login');
  expect(guestProblems).toEqual([]);
  await guest.close();

  const { page } = await staffAs('admin');
  const problems = watchConsole(page);
  const screens = [
    ...tabsOf('admin')
      .map((tab) => tab.href)
      .filter((href) => href.startsWith('/staff')),
    '/staff/catalogue/item',
    '/staff/packing?store=1',
  ];
  for (const path of screens) await visit(page, path);
  expect(problems).toEqual([]);
});

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'en' ? 'English' : 'Marathi'}`, () => {
    test.beforeEach(async ({ context, baseURL, consoleLanguage }) => {
      test.skip(consoleLanguage !== 'en', 'the English run opens the customers’ screens in both languages');
      await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    });

    // The customer's screens in three tests of a few screens each, every island hydrated on each:
    // thirteen in one test took 45 s of 90 on a busy two-core CI machine (decision 0309).
    test('the home, the catalogue and the stores log nothing', async ({ located: page }) => {
      const problems = watchConsole(page);
      for (const path of ['/', '/categories', '/category/fruits', '/item/alphonso-mango-kothrud', '/stores']) {
        await visit(page, path);
        if (path === '/') expect(await page.locator('html').getAttribute('lang')).toBe(language);
      }
      expect(problems).toEqual([]);
    });

    test('a store, a campaign, a recipe, search, the location and the login log nothing', async ({ located: page }) => {
      const problems = watchConsole(page);
      for (const path of [
        '/stores/farmcart-kothrud',
        '/campaign/mango',
        '/recipe/aamras',
        '/explore?q=mango',
        '/search-location',
        '/login',
      ]) {
        await visit(page, path);
      }
      expect(problems).toEqual([]);
    });

    test('a line in the cart: the cart bar and the cart page log nothing', async ({ located: page }) => {
      const problems = watchConsole(page);
      // With a line in the cart, the cart page and the cart bar render it on both sides.
      await visit(page, '/category/fruits');
      const add = await islandLabel(page, 'addText');
      // The catalogue's names are in the page's language too (catalog_translations).
      const papaya = language === 'mr' ? 'पपई' : 'Papaya';
      await page.getByRole('button', { name: `${add} ${papaya}`, exact: true }).click();
      await expect(page.getByRole('group', { name: new RegExp(papaya) })).toBeVisible();
      await visit(page, '/');
      await visit(page, '/cart');
      await expect(page.getByText(papaya).first()).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('signed-in screens log nothing', async ({ customer: page }) => {
      const problems = watchConsole(page);
      for (const path of [
        '/',
        '/cart',
        '/checkout',
        '/my-account',
        '/my-orders',
        '/my-addresses',
        '/farm-visit-form',
      ]) {
        await visit(page, path);
      }
      expect(problems).toEqual([]);
    });

    test('the no-service home logs nothing', async ({ page, context, baseURL }) => {
      await locateCustomer(context, baseURL ?? '', MUMBAI_ADDRESS);
      const problems = watchConsole(page);
      await visit(page, '/');
      expect(problems).toEqual([]);
    });
  });
}
