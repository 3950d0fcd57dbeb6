// Faster catalogue work (decision 0319), as a person uses the console: an empty item form's first
// save marks every field it needs from the top, the name first and focused, and an item saves with
// no sale price; an admin adds a unit (ml) that the item form then offers, and the same symbol again
// is refused on the symbol; a manager ticks items, previews a 10 % rise and applies it. Screens of
// the units and the price change at 390 and 1280 px wide.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
const MEERA = { email: 'meera@farmcart.example.in', password: 'counter-demo-2026' };
const SCREENS = 'docs/screens';

// Units and prices change the catalogue: this spec has a server of its own.
test.use({ ownServerEnv: {}, viewport: { width: 1280, height: 800 } });

async function signIn(page: Page, who: typeof PRIYA, path: string, island: string): Promise<void> {
  const answer = await page.request.post('/api/staff/login', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto(path);
  await islandHydrated(page, island);
}

/** The screen at 1280 and at 390 px wide, with `shown` in the middle. */
async function screens(page: Page, name: string, shown: Locator): Promise<void> {
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
  await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SCREENS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an empty item form’s first save marks every field it needs, the name first; an item saves with no offer', async ({
  page,
}) => {
  await signIn(page, PRIYA, '/staff/catalogue/item', 'CatalogueItemForm');
  await page.getByRole('button', { name: 'Create item' }).click();
  const name = page.getByLabel('Name (English)', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const size = page.getByRole('group', { name: 'Size 1', exact: true });
  for (const label of ['Size name (English)', 'Measurement', 'Price (₹)'])
    await expect(size.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true');
  const sale = size.getByLabel('Sale price (₹, optional)', { exact: true });
  await expect(sale).not.toHaveAttribute('aria-invalid', 'true');

  await name.fill('Gavran Eggs');
  await size.getByLabel('Size name (English)', { exact: true }).fill('6 pc');
  await size.getByLabel('Unit', { exact: true }).selectOption({ label: 'Piece (pc)' });
  await size.getByLabel('Measurement', { exact: true }).fill('6');
  await size.getByLabel('Price (₹)', { exact: true }).fill('72');
  await size.getByLabel('Stock', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Create item' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved Gavran Eggs.');
  await expect(sale).toHaveValue('');
  await expect(size.getByLabel('Price (₹)', { exact: true })).toHaveValue('72');
});

test('an admin adds the unit ml, which the item form then offers; the same symbol again is refused on it', async ({
  page,
}) => {
  await signIn(page, PRIYA, '/staff/catalogue', 'CatalogueList');
  await page.getByRole('link', { name: 'Units' }).click();
  await islandHydrated(page, 'CatalogueUnits');
  await page.getByRole('button', { name: 'New unit' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Millilitre');
  await page.getByLabel('Symbol', { exact: true }).fill('ml');
  await page.getByRole('button', { name: 'Save unit' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved Millilitre (ml).');
  const units = page.getByRole('list', { name: 'Units' });
  await expect(units.getByRole('listitem')).toHaveCount(5);
  await expect(units).toContainText('Millilitre (ml)');

  await page.getByRole('button', { name: 'New unit' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Millilitres');
  const symbol = page.getByLabel('Symbol', { exact: true });
  await symbol.fill('ML');
  await page.getByRole('button', { name: 'Save unit' }).click();
  await expect(symbol).toHaveAttribute('aria-invalid', 'true');
  await expect(symbol).toHaveAccessibleDescription(/the shop already has the unit ml/);
  await expect(symbol).toBeFocused();
  await screens(page, 'console-units', symbol);

  await page.goto('/staff/catalogue/item');
  await islandHydrated(page, 'CatalogueItemForm');
  await page
    .getByRole('group', { name: 'Size 1', exact: true })
    .getByLabel('Unit', { exact: true })
    .selectOption({ label: 'Millilitre (ml)' });
});

test('a manager ticks items, previews a 10 % rise and applies it; a change that would reach ₹0 is refused on the change', async ({
  page,
}) => {
  await signIn(page, MEERA, '/staff/catalogue/prices', 'CatalogueBulkPrices');
  await page.getByLabel('Search by name', { exact: true }).fill('mango');
  await page.getByRole('button', { name: 'Find items' }).click();
  const found = page.getByRole('list', { name: 'Items found' });
  await expect(found.getByRole('listitem').first()).toBeVisible();
  const shown = await found.getByRole('listitem').count();
  await page.getByRole('button', { name: `Choose all ${shown} shown` }).click();
  await expect(page.getByText(`${shown} ${shown === 1 ? 'item' : 'items'} chosen.`)).toBeVisible();
  await page.getByLabel('Percentage (%)', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Preview the new prices' }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const first = table.getByRole('row').nth(1);
  const [before, after] = ((await first.getByRole('cell').first().textContent()) ?? '')
    .split('→')
    .map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(after).toBeCloseTo((before ?? 0) * 1.1, 1);
  await screens(page, 'console-change-prices', table);

  const sizes = (await table.getByRole('row').count()) - 1;
  await page.getByRole('button', { name: `Apply to ${sizes} ${sizes === 1 ? 'size' : 'sizes'}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Changed the prices of ${sizes} ${sizes === 1 ? 'size' : 'sizes'}.`,
  );

  // A change that would take a price to ₹0 or below is refused, on the change.
  await page.getByLabel('By an amount in rupees').check();
  await page.getByLabel('Amount (₹)', { exact: true }).fill('-100000');
  await page.getByRole('button', { name: 'Preview the new prices' }).click();
  await expect(page.getByLabel('Amount (₹)', { exact: true })).toHaveAccessibleDescription(
    /would cost −₹[\d,.]+: a price must stay above ₹0/,
  );
});
