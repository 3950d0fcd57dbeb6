// The catalogue's choices in Marathi, from the shopper's side (issue 15, "Marathi"; docs/decisions.md,
// "Choices in Marathi"): a guest in Kothrud who reads Marathi sees an item's sizes, addon groups,
// addons and nutrition facts, the options sheet, the combos and the cart lines in Marathi, finds
// items by typing 'आंबा', and no page logs an error or a hydration warning on the way.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrateEverything, watchConsole } from './helpers/console.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const TOMATO = 'टोमॅटो (गावरान)';
const BASKET = 'आठवड्याची भाजी टोपली';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
});

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrateEverything(page);
}

test('an item’s sizes, addons and nutrition facts, the options sheet and the cart line are in Marathi', async ({
  located: page,
}) => {
  const problems = watchConsole(page);
  // A card's Add opens the options sheet, its sizes and addons in Marathi.
  await visit(page, '/category/vegetables');
  await page
    .getByRole('button', { name: `जोडा ${TOMATO}`, exact: true })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: TOMATO });
  await expect(sheet.getByRole('radio', { name: /^अर्धा किलो/ })).toBeVisible();
  await expect(sheet.getByRole('group', { name: /^कापण्याची पद्धत/ })).toBeVisible();
  await expect(sheet.getByRole('checkbox', { name: /^ताजी कोथिंबीर/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await visit(page, '/item/tomato-kothrud');
  await expect(page.getByRole('heading', { level: 2, name: TOMATO })).toBeVisible();
  const sizes = page.getByRole('radio', { name: /^अर्धा किलो/ });
  await expect(sizes).toBeVisible();
  const kilo = page.getByRole('radio', { name: /^१ किलो/ });
  const cutting = page.getByRole('group', { name: /^कापण्याची पद्धत/ });
  await expect(cutting.getByRole('radio', { name: /^अख्खे/ })).toBeChecked();
  await expect(cutting.getByRole('radio', { name: /^उभे पातळ काप/ })).toBeVisible();
  const extras = page.getByRole('group', { name: /^सोबत जोडा/ });
  const coriander = extras.getByRole('checkbox', { name: /^ताजी कोथिंबीर/ });
  const nutrition = page.getByRole('region', { name: 'पोषणमूल्ये' });
  await expect(nutrition.getByRole('rowheader', { name: 'ऊर्जा' })).toBeVisible();
  await expect(nutrition.getByRole('rowheader', { name: 'प्रथिने' })).toBeVisible();
  await expect(nutrition.getByRole('cell', { name: /किलोकॅलरी$/ })).toBeVisible();
  // Nothing of the choices is left in English.
  for (const english of ['500 g', '1 kg', 'Cutting style', 'Whole', 'Add extras', 'Fresh coriander', 'Energy']) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }

  await kilo.check();
  await coriander.check();
  await page.getByRole('button', { name: `जोडा ${TOMATO}`, exact: true }).click();
  await visit(page, '/cart');
  const line = page.locator('.cart-line').filter({ hasText: TOMATO });
  await expect(line).toContainText('१ किलो · अख्खे · ताजी कोथिंबीर');
  expect(problems).toEqual([]);
});

test('the combos screen names combos, their parts and sizes in Marathi, and a combo line keeps them', async ({
  located: page,
}) => {
  const problems = watchConsole(page);
  await visit(page, '/combos');
  await expect(page.getByRole('radio', { name: BASKET })).toBeVisible();
  const basket = page.getByRole('region', { name: BASKET });
  await expect(basket.getByRole('heading', { level: 2, name: BASKET })).toBeVisible();
  await expect(basket).toContainText('फार्मकार्ट कोथरूड');
  const parts = basket.getByRole('listitem');
  await expect(parts.filter({ hasText: TOMATO })).toContainText('१ किलो × 1');
  await expect(parts.filter({ hasText: '१ जुडी × 2' })).toHaveCount(1);
  await expect(page.getByText('Weekly Veggie Basket')).toHaveCount(0);

  await basket.getByRole('button', { name: `${BASKET} जोडा`, exact: true }).click();
  await expect(basket.getByRole('group', { name: /^आठवड्याची भाजी टोपली/ })).toBeVisible();
  await visit(page, '/cart');
  const line = page.locator('.cart-line').filter({ hasText: BASKET });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${TOMATO} १ किलो × 1`);
  expect(problems).toEqual([]);
});

test('typing ‘आंबा’ finds the mangoes by their Marathi names', async ({ located: page }) => {
  const problems = watchConsole(page);
  await visit(page, '/explore');
  const box = page.getByRole('searchbox');
  await box.fill('आंबा');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/explore\?q=/);
  await hydrateEverything(page);
  const names = page.locator('article.item-card h3');
  await expect(names.filter({ hasText: 'हापूस आंबा (रत्नागिरी)' }).first()).toBeVisible();
  const found = await names.allTextContents();
  expect(found.length).toBeGreaterThan(1);
  for (const name of found) expect(name).toContain('आंबा');
  // The English word finds the same mangoes, named in Marathi.
  await visit(page, `/explore?q=${encodeURIComponent('mango')}`);
  await expect(names.filter({ hasText: 'हापूस आंबा (रत्नागिरी)' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a line chosen in English reads in Marathi once the shopper switches: its name, size and addons', async ({
  located: page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  await visit(page, '/item/tomato-kothrud');
  await page.getByRole('radio', { name: /^1 kg/ }).check();
  await page
    .getByRole('group', { name: /^Add extras/ })
    .getByRole('checkbox', { name: /^Fresh coriander/ })
    .check();
  await page.getByRole('button', { name: 'Add Tomato (Local)', exact: true }).click();
  await visit(page, '/cart');
  await expect(page.locator('.cart-line').filter({ hasText: 'Tomato' })).toContainText(
    '1 kg · Whole · Fresh coriander',
  );

  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await visit(page, '/cart');
  const line = page.locator('.cart-line').filter({ hasText: TOMATO });
  await expect(line).toContainText('१ किलो · अख्खे · ताजी कोथिंबीर');
  expect(problems).toEqual([]);
});
