// Reports in the staff console (decision 0278): after two orders at FarmCart Kothrud, its manager
// opens Reports, chooses the last 7 days for her store, sees the chart and the table, and downloads
// the CSV, whose totals row is the table's; the chart's library loads on this page and on no
// customer page; axe finds nothing serious; screenshots at 390 and 1280 px.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { placePickupOrder } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

/** The demo manager of FarmCart Kothrud (store 1). */

/** A class name only uPlot's code and stylesheet hold. */
const UPLOT_MARK = 'u-legend';

/** The scripts and stylesheets the page loads from now on, with their text. */
function watchAssets(page: Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.(m?js|css)(\?|$)/.test(response.url())) texts.push(response.text().catch(() => ''));
  });
  return texts;
}

async function loadsUplot(assets: Promise<string>[]): Promise<boolean> {
  return (await Promise.all(assets)).some((text) => text.includes(UPLOT_MARK));
}

/** A figure as the CSV writes it: "₹1,234.50" and "12.5 min" are 1234.5 and 12.5; a dash is empty. */
function asCsvValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '–') return '';
  const number = trimmed
    .replace(/^(-?)₹/, '$1')
    .replace(/ min$/, '')
    .replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(number) ? String(Number(number)) : trimmed;
}

async function cellsOf(row: Locator): Promise<string[]> {
  return row.locator('th, td').allInnerTexts();
}

test.describe('reports in the staff console', () => {
  test.use({ ownServerEnv: {} });

  test('a manager sees her store’s last 7 days as a chart and a table, and the CSV’s totals are the table’s', async ({
    staffAs,
    customer,
    ownServer,
  }) => {
    test.setTimeout(120_000);
    // Two self-pickup orders at FarmCart Kothrud today, placed by a signed-in customer.
    await placePickupOrder(customer.request, ownServer.baseURL, 'reports-one');
    await placePickupOrder(customer.request, ownServer.baseURL, 'reports-two');

    // No customer page loads the chart library.
    const customerAssets = watchAssets(customer);
    for (const path of ['/', '/item/broccoli-kothrud']) {
      await customer.goto(path);
      await customer.waitForLoadState('networkidle');
      // Nor its stylesheet, inlined or not.
      expect(await customer.content()).not.toContain(UPLOT_MARK);
    }
    expect(customerAssets.length).toBeGreaterThan(0);
    expect(await loadsUplot(customerAssets)).toBe(false);

    const { context, page } = await staffAs('manager', { viewport: { width: 1280, height: 800 } });
    const consoleAssets = watchAssets(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/staff\/reports$/);
    await islandHydrated(page, 'StaffReports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

    // A manager's store chooser holds her store only.
    const store = page.getByLabel('Store', { exact: true });
    await expect(store.getByRole('option')).toHaveText(['FarmCart Kothrud']);
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Sales' });
    await page.getByLabel('Days', { exact: true }).selectOption({ label: 'Last 7 days' });
    await store.selectOption({ label: 'FarmCart Kothrud' });
    await page.getByLabel('Delivery or pickup').selectOption({ label: 'Delivery and pickup' });
    await page.getByLabel('By', { exact: true }).selectOption({ label: 'Day' });
    await page.getByRole('button', { name: 'Show report' }).click();

    const figure = page.getByRole('figure', { name: 'Sales' });
    const table = figure.getByRole('table', { name: /Sales, .* FarmCart Kothrud, delivery and pickup, by day/ });
    await expect(table).toBeVisible();
    // The chart is drawn (uPlot's canvas), described by the table's caption.
    await expect(figure.locator('.rp-chart canvas')).toBeVisible();
    await expect(figure.getByRole('img', { name: /Chart of net sales/ })).toHaveAccessibleDescription(/Sales, /);
    expect(await loadsUplot(consoleAssets)).toBe(true);

    // Seven days, one row each; the totals count both orders.
    await expect(table.locator('tbody tr')).toHaveCount(7);
    const header = await cellsOf(table.locator('thead tr'));
    const totals = await cellsOf(table.locator('tfoot tr'));
    expect(totals[0]).toBe('Total');
    expect(Number(totals[header.indexOf('Orders')])).toBeGreaterThanOrEqual(2);
    expect(totals[header.indexOf('Net sales')]).toMatch(/^₹[\d,]+\.\d\d$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      figure.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^farmcart-sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // The header, the seven days and the totals: exactly the table.
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[0]?.split(',')).toEqual(header.map((label, index) => (index < 2 ? label : `${label} (₹)`)));
    expect(lines.at(-1)?.split(',')).toEqual(totals.map(asCsvValue));

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screens/console-reports-1280.png', fullPage: true });

    // At a phone's width the choosers stack and the table scrolls in its own region.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(figure.locator('.rp-chart canvas')).toBeVisible();
    const scroller = figure.getByRole('region', { name: /Sales, / });
    await scroller.focus();
    await expect(scroller).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // From the top, so the console's sticky bar is drawn where a person sees it.
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screens/console-reports-390.png', fullPage: true });

    // A custom range that ends before it starts is refused on the field that is wrong, by keyboard.
    await page.getByLabel('Days', { exact: true }).selectOption({ label: 'Choose days…' });
    await page.getByLabel('From', { exact: true }).fill('2026-11-05');
    await page.getByLabel('To (included)').fill('2026-11-01');
    await page.getByLabel('To (included)').press('Enter');
    const to = page.getByLabel('To (included)');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(/must be on or after the first day/);
    await expect(to).toBeFocused();
    // Another report replaces the figure: a list, charted too.
    await page.getByLabel('Days', { exact: true }).selectOption({ label: 'Last 30 days' });
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Top items' });
    await page.getByRole('button', { name: 'Show report' }).click();
    const items = page.getByRole('figure', { name: 'Top items' });
    await expect(
      items
        .getByRole('table', { name: /Top items/ })
        .locator('tbody tr')
        .first(),
    ).toContainText('Broccoli');
    await expect(items.locator('.rp-chart canvas')).toBeVisible();
    await context.close();
  });
});
