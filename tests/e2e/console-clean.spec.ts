// No screen logs an error or a hydration warning, in English or in Marathi (issue 15, "Marathi": React
// hydration error #418 on every page with an island when the islands rendered English on the server
// and Marathi in the browser). Each screen is opened, every island on it is hydrated (as a person's
// first touch would), and the test fails on any console error or warning, any uncaught error, and
// any message about hydration.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { locateCustomer, MUMBAI_ADDRESS } from './helpers/location.ts';

const LANGUAGES = ['en', 'mr'] as const;

/** Console errors, warnings and uncaught errors of `page` from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text)) {
      problems.push(`${message.type()} on ${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Hydrates every island of the page (the `client:touch` directive starts on the island's first
 * focus, or its opener's), scrolls to the end for islands that wait to be seen, and waits until React owns each.
 */
async function hydrateEverything(page: Page): Promise<void> {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  // Islands may arrive later (the next page of a list, loaded as its end comes into view): each
  // poll touches those not yet touched.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('astro-island')].every((island) => {
        if (island.hasAttribute('ssr')) {
          if (!('touched' in island.dataset)) {
            island.dataset.touched = '';
            // A popup waits for its opener (`client:touch="opener:ID"`): the touch goes there.
            const value = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
            const opener =
              typeof value === 'string' && value.startsWith('opener:')
                ? document.getElementById(value.slice('opener:'.length))
                : null;
            (opener ?? island).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          }
          return false;
        }
        const first = island.firstElementChild;
        return !first || first.tagName === 'TEMPLATE' || Object.keys(first).some((key) => key.startsWith('__react'));
      }),
    undefined,
    { timeout: 15_000 },
  );
}

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

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'en' ? 'English' : 'Marathi'}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    });

    test('browsing screens, the item page and the cart log nothing', async ({ located: page }) => {
      const problems = watchConsole(page);
      for (const path of [
        '/',
        '/categories',
        '/category/fruits',
        '/item/alphonso-mango-kothrud',
        '/stores',
        '/stores/farmcart-kothrud',
        '/explore?q=mango',
        '/search-location',
        '/login',
      ]) {
        await visit(page, path);
        if (path === '/') expect(await page.locator('html').getAttribute('lang')).toBe(language);
      }

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
