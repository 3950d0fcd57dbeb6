// §10 The month's GST return from the console (decision 0332): once a store with a GSTIN has
// delivered orders, the Reports screen's GST return gives the month's HSN summary, and what it
// adds up to is the Sales report's net sales for the same store and month, less the tips (a tip is
// no supply: it is on no tax document). One server of this file's own, so the month holds only
// this test's orders.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { shopToday } from '../../../src/domain/calendar.ts';
import { expect, test } from '../fixtures.ts';
import { deliveredPapayaOrder } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { kothrudWithGstin } from '../helpers/tax.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

/** "₹1,234.50" as paise. */
const paiseOf = (shown: string | undefined) => Math.round(Number((shown ?? '').replace(/[₹,]/g, '')) * 100);
const cellsOf = (row: Locator) => row.locator('th, td').allInnerTexts();

/** One CSV line's cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at];
    if (quoted && char === '"' && line[at + 1] === '"') {
      cell += '"';
      at++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

test('the month’s HSN summary adds up to the Sales report’s net sales less tips, for the store and month', async ({
  customer: page,
  browser,
  ownServer,
  baseURL,
}) => {
  const month = shopToday(new Date()).slice(0, 7);
  const admin = await kothrudWithGstin(browser, baseURL ?? '');

  await deliveredPapayaOrder(page, ownServer);
  await deliveredPapayaOrder(page, ownServer);

  // The Sales report of this month at the store.
  await admin.page.goto('/staff/reports');
  await islandHydrated(admin.page, 'StaffReports');
  await admin.page.getByLabel('Report', { exact: true }).selectOption({ label: 'Sales' });
  await admin.page.getByLabel('Days', { exact: true }).selectOption({ label: 'This month' });
  await admin.page.getByLabel('Store', { exact: true }).selectOption({ label: 'FarmCart Kothrud' });
  await admin.page.getByLabel('Delivery or pickup').selectOption({ label: 'Delivery and pickup' });
  await admin.page.getByRole('button', { name: 'Show report' }).click();
  const table = admin.page.getByRole('figure', { name: 'Sales' }).getByRole('table', { name: /FarmCart Kothrud/ });
  await expect(table).toBeVisible();
  const header = await cellsOf(table.locator('thead tr'));
  const totals = await cellsOf(table.locator('tfoot tr'));
  expect(Number(totals[header.indexOf('Orders')])).toBe(2);
  const net = paiseOf(totals[header.indexOf('Net sales')]);
  const tips = paiseOf(totals[header.indexOf('Tips')]);
  expect(net).toBeGreaterThan(0);

  // The GST return's HSN summary of the same month and store.
  const gst = admin.page.getByRole('form', { name: 'GST return' });
  await gst.getByLabel('Month of the return').fill(month);
  await gst.getByLabel('Store of the return').selectOption({ label: 'FarmCart Kothrud' });
  const [download] = await Promise.all([
    admin.page.waitForEvent('download'),
    gst.getByRole('button', { name: 'HSN summary' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gst-hsn-farmcart-kothrud-${month}.csv`);
  const [head = '', ...rows] = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  const value = csvCells(head).indexOf('Total Value');
  expect(value).toBeGreaterThan(0);
  expect(rows.length).toBeGreaterThan(0);
  const summed = rows.reduce((sum, row) => sum + paiseOf(csvCells(row)[value]), 0);
  expect(summed).toBe(net - tips);
  await admin.context.close();
});
