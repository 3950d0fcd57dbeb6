// Faster catalogue work (decision 0319), as a person uses the console: an empty item form's first
// save marks every field it needs from the top, the name first and focused, and an item saves with
// no sale price; an admin adds a unit (ml) that the item form then offers, and the same symbol again
// is refused on the symbol; a manager ticks items, previews a 10 % rise and applies it. Screens of
// the units and the price change at 390 and 1280 px wide.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { type ConsoleLanguage, wordPattern } from '../helpers/console-words.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
const MEERA = { email: 'meera@farmcart.example.in', password: 'counter-demo-2026' };

// Units and prices change the catalogue: this spec has a server of its own.
test.use({ ownServerEnv: {}, viewport: { width: 1280, height: 800 } });

/** Signs `who` in, their console in `language` (their own choice, as the bar makes it), and opens `path`. */
async function signIn(
  page: Page,
  who: typeof PRIYA,
  language: ConsoleLanguage,
  path: string,
  island: string,
): Promise<void> {
  const answer = await page.request.post('/api/staff/login', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  const chosen = await page.request.post('/api/staff/console-language', { data: { language } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await page.goto(path);
  await islandHydrated(page, island);
}

/** The screen at 1280 and at 390 px wide, with `shown` in the middle. */
async function screens(page: Page, path: (name: string) => string, name: string, shown: Locator): Promise<void> {
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
  await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path(`${name}-1280`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path(`${name}-390`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an empty item form’s first save marks every field it needs, the name first; an item saves with no offer', async ({
  page,
  consoleLanguage,
  say,
}) => {
  await signIn(page, PRIYA, consoleLanguage, '/staff/catalogue/item', 'CatalogueItemForm');
  await page.getByRole('button', { name: say('consoleItemCreate') }).click();
  const name = page.getByLabel(say('consoleItemName'), { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const size = page.getByRole('group', { name: say('consoleItemSize', { number: 1 }), exact: true });
  for (const label of [say('consoleItemSizeName'), say('consoleItemMeasurement'), say('consoleItemPrice')])
    await expect(size.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true');
  const sale = size.getByLabel(say('consoleItemSalePrice'), { exact: true });
  await expect(sale).not.toHaveAttribute('aria-invalid', 'true');

  await name.fill('Gavran Eggs');
  await size.getByLabel(say('consoleItemSizeName'), { exact: true }).fill('6 pc');
  await size.getByLabel(say('consoleItemUnit'), { exact: true }).selectOption({ label: 'Piece (pc)' });
  await size.getByLabel(say('consoleItemMeasurement'), { exact: true }).fill('6');
  await size.getByLabel(say('consoleItemPrice'), { exact: true }).fill('72');
  await size.getByLabel(say('consoleItemStock'), { exact: true }).fill('30');
  await page.getByRole('button', { name: say('consoleItemCreate') }).click();
  await expect(page.getByRole('status')).toHaveText(say('consoleItemSaved', { name: 'Gavran Eggs' }));
  await expect(sale).toHaveValue('');
  await expect(size.getByLabel(say('consoleItemPrice'), { exact: true })).toHaveValue('72');
});

test('an admin adds the unit ml, which the item form then offers; the same symbol again is refused on it', async ({
  page,
  consoleLanguage,
  say,
  screenPath,
}) => {
  await signIn(page, PRIYA, consoleLanguage, '/staff/catalogue', 'CatalogueList');
  await page.getByRole('link', { name: say('consoleCatalogueUnitsLink'), exact: true }).click();
  await islandHydrated(page, 'CatalogueUnits');
  await page.getByRole('button', { name: say('consoleUnitsNew') }).click();
  await page.getByLabel(say('consoleUnitsName'), { exact: true }).fill('Millilitre');
  await page.getByLabel(say('consoleUnitsSymbol'), { exact: true }).fill('ml');
  await page.getByRole('button', { name: say('consoleUnitsSave') }).click();
  await expect(page.getByRole('status')).toHaveText(say('consoleUnitsSaved', { name: 'Millilitre', symbol: 'ml' }));
  const units = page.getByRole('list', { name: say('consoleUnitsTitle'), exact: true });
  await expect(units.getByRole('listitem')).toHaveCount(5);
  await expect(units).toContainText('Millilitre (ml)');

  await page.getByRole('button', { name: say('consoleUnitsNew') }).click();
  await page.getByLabel(say('consoleUnitsName'), { exact: true }).fill('Millilitres');
  const symbol = page.getByLabel(say('consoleUnitsSymbol'), { exact: true });
  await symbol.fill('ML');
  await page.getByRole('button', { name: say('consoleUnitsSave') }).click();
  await expect(symbol).toHaveAttribute('aria-invalid', 'true');
  await expect(symbol).toHaveAccessibleDescription(/the shop already has the unit ml/);
  await expect(symbol).toBeFocused();
  await screens(page, screenPath, 'console-units', symbol);

  await page.goto('/staff/catalogue/item');
  await islandHydrated(page, 'CatalogueItemForm');
  await page
    .getByRole('group', { name: say('consoleItemSize', { number: 1 }), exact: true })
    .getByLabel(say('consoleItemUnit'), { exact: true })
    .selectOption({ label: 'Millilitre (ml)' });
});

test('a manager ticks items, previews a 10 % rise and applies it; a change that would reach ₹0 is refused on the change', async ({
  page,
  consoleLanguage,
  say,
  screenPath,
}) => {
  await signIn(page, MEERA, consoleLanguage, '/staff/catalogue/prices', 'CatalogueBulkPrices');
  await page.getByLabel(say('consoleCatalogueSearchByName'), { exact: true }).fill('mango');
  await page.getByRole('button', { name: say('consoleBulkFindItems') }).click();
  const found = page.getByRole('list', { name: say('consoleBulkItemsFound') });
  await expect(found.getByRole('listitem').first()).toBeVisible();
  const shown = await found.getByRole('listitem').count();
  await page.getByRole('button', { name: say('consoleBulkChooseAll', { count: shown }) }).click();
  const items = shown === 1 ? say('consoleCatalogueItemsOne') : say('consoleCatalogueItemsMany', { count: shown });
  await expect(page.getByText(say('consoleBulkChosen', { items }))).toBeVisible();
  await page.getByLabel(say('consoleBulkPercent'), { exact: true }).fill('10');
  await page.getByRole('button', { name: say('consoleBulkPreview') }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const first = table.getByRole('row').nth(1);
  const [before, after] = ((await first.getByRole('cell').first().textContent()) ?? '')
    .split('→')
    .map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(after).toBeCloseTo((before ?? 0) * 1.1, 1);
  await screens(page, screenPath, 'console-change-prices', table);

  const sizes = (await table.getByRole('row').count()) - 1;
  const sizesText = sizes === 1 ? say('consoleCatalogueSizesOne') : say('consoleCatalogueSizesMany', { count: sizes });
  await page.getByRole('button', { name: say('consoleBulkApply', { sizes: sizesText }) }).click();
  await expect(page.getByRole('status')).toHaveText(say('consoleBulkDone', { sizes: sizesText }));

  // A change that would take a price to ₹0 or below is refused, on the change.
  await page.getByLabel(say('consoleBulkByAmount')).check();
  await page.getByLabel(say('consoleBulkAmount'), { exact: true }).fill('-100000');
  await page.getByRole('button', { name: say('consoleBulkPreview') }).click();
  // "{size} would cost {amount}: …", the server's words in the member's language, any size and amount below ₹0.
  const refusal = wordPattern(say('saidRuleBulkNotAboveZero', { size: '#size', amount: '#amount' }))
    .source.replace('#size', '.+')
    .replace('#amount', '−₹[\\d,.]+');
  await expect(page.getByLabel(say('consoleBulkAmount'), { exact: true })).toHaveAccessibleDescription(
    new RegExp(refusal),
  );
});
