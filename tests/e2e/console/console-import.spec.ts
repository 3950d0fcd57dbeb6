// The catalogue as a spreadsheet in the console (decision 0273): the admin downloads FarmCart
// Kothrud's catalogue, the file is edited (3 prices, 1 new item), uploaded and checked — the dry run
// shows 3 changed and 1 new — then applied, and the customer's item page shows the new price. A file
// with a bad line names its number and reason and offers no Apply. Screenshots of the dry run.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../../src/domain/catalogue/csv-read.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { type ConsoleLanguage, type Say, wordPattern } from '../helpers/console-words.ts';

/** Demo staff: Priya the admin (every store), Meera the manager of FarmCart Kothrud (store 1). */
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
const MEERA = { email: 'meera@farmcart.example.in', password: 'counter-demo-2026' };

type Row = Record<string, string>;

function tableOf(text: string): { header: string[]; rows: Row[] } {
  const [header, ...records] = parseCsv(text).records;
  const names = header?.fields ?? [];
  return {
    header: names,
    rows: records.map((record) => Object.fromEntries(names.map((name, index) => [name, record.fields[index] ?? '']))),
  };
}

/** The table written back as a spreadsheet would save it (CRLF, quotes where needed, no mark). */
function csvOf(header: string[], rows: Row[]): Buffer {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = [header.join(','), ...rows.map((row) => header.map((name) => cell(row[name] ?? '')).join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Priya signed in, her console in `language` (her own choice, as the bar makes it), on the import screen. */
async function openImport(page: Page, language: ConsoleLanguage, say: Say): Promise<void> {
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(PRIYA.email);
  await page.getByLabel('Password').fill(PRIYA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  const chosen = await page.request.post('/api/staff/console-language', { data: { language } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await page.reload();
  await page
    .getByRole('navigation', { name: say('consoleTabsName') })
    .getByRole('link', { name: say('consoleTabImport') })
    .click();
  await expect(page).toHaveURL(/\/staff\/catalogue\/import$/);
  await islandHydrated(page, 'CatalogueImport');
  await page.getByLabel(say('consoleCatalogueStore')).selectOption({ label: 'FarmCart Kothrud' });
}

async function checkFile(page: Page, say: Say, body: Buffer): Promise<void> {
  await page
    .getByLabel(say('consoleImportFile'))
    .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: body });
  await page.getByRole('button', { name: say('consoleImportCheck') }).click();
  await expect(
    page.getByRole('heading', { name: say('consoleImportCheckOf', { name: 'catalogue.csv' }) }),
  ).toBeVisible();
}

test.describe('catalogue import in the console', () => {
  // A server of its own: the import changes FarmCart Kothrud's prices for good.
  test.use({ ownServerEnv: {} });

  test('export, edit 3 prices and add an item, check, apply; the item page shows the new price', async ({
    browser,
    ownServer,
    consoleLanguage,
    say,
    screenPath,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: ownServer.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openImport(page, consoleLanguage, say);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: say('consoleImportDownload', { store: 'FarmCart Kothrud' }) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-farmcart-kothrud-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const { header, rows } = tableOf(text);
    expect(rows.length).toBeGreaterThan(10);

    // Three sizes shown first on their item pages get new prices (no sale, no member price).
    const changed = rows.filter((row) => row.default === 'yes' && row.active === 'yes').slice(0, 3);
    expect(changed).toHaveLength(3);
    const prices = ['137.00', '238.00', '339.00'];
    changed.forEach((row, index) => {
      row.price = prices[index] ?? '';
      row.sale_price = prices[index] ?? '';
      row.member_price = '';
    });
    rows.push({
      ...(rows[0] ?? {}),
      item_slug: 'ragi-laddoo-kothrud',
      item_name: 'Ragi Laddoo',
      item_name_mr: 'नाचणी लाडू',
      variant_name: '250 g',
      unit: 'g',
      measurement: '250',
      price: '149.00',
      sale_price: '',
      member_price: '',
      stock: '30',
      infinite: 'no',
      negative_allowed: 'no',
      default: 'yes',
      variant_id: '',
    });

    await checkFile(page, say, csvOf(header, rows));
    const counts = page.getByRole('status').filter({ hasText: say('consoleImportCountUnchanged') });
    await expect(counts).toContainText(`3 ${say('consoleImportCountChanged')}`);
    await expect(counts).toContainText(`1 ${say('consoleImportCountNew')}`);
    await expect(counts).toContainText(
      `${(rows.length - 4).toLocaleString('en-IN')} ${say('consoleImportCountUnchanged')}`,
    );
    const listed = page.getByRole('list', { name: say('consoleImportRows') }).getByRole('listitem');
    await expect(listed).toHaveCount(4);
    await expect(listed.filter({ hasText: changed[0]?.item_slug ?? '-' })).toContainText(`→ ${prices[0]}`);
    await expect(listed.filter({ hasText: 'ragi-laddoo-kothrud' })).toContainText(say('consoleImportStatusNew'));

    expect(await seriousViolations(page), 'axe on /staff/catalogue/import').toEqual([]);
    await page.screenshot({ path: screenPath('console-import-1280'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenPath('console-import-390'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page
      .getByRole('button', {
        name: say('consoleImportApply', { changes: say('consoleImportChangesMany', { count: 4 }) }),
      })
      .click();
    const applied = say('consoleImportApplied', {
      name: 'catalogue.csv',
      rows: say('consoleImportRowsMany', { count: 3 }),
      count: 1,
    });
    await expect(page.getByRole('status').filter({ hasText: applied })).toHaveText(`✓ ${applied}`);

    const customer = await browser.newContext({ baseURL: ownServer.baseURL, viewport: { width: 390, height: 844 } });
    const shopper = await customer.newPage();
    await shopper.goto(`/item/${changed[0]?.item_slug}`);
    await expect(shopper.getByText('₹137').first()).toBeVisible();
    await shopper.goto('/item/ragi-laddoo-kothrud');
    await expect(shopper.getByRole('heading', { name: 'Ragi Laddoo', level: 2 })).toBeVisible();
    await expect(shopper.getByText('₹149').first()).toBeVisible();
    await customer.close();
    await context.close();
  });

  test('a file with a bad line names its line and reason, and offers no Apply', async ({
    browser,
    ownServer,
    consoleLanguage,
    say,
  }) => {
    const context = await browser.newContext({ baseURL: ownServer.baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openImport(page, consoleLanguage, say);
    const answer = await page.request.get('/staff/catalogue.csv?store_id=1');
    expect(answer.ok()).toBe(true);
    const { header, rows } = tableOf(await answer.text());
    const [first] = rows;
    if (first) first.price = 'abc';
    await checkFile(page, say, csvOf(header, rows));
    const bad = page.getByRole('list', { name: say('consoleImportBadLines') }).getByRole('listitem');
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText(say('consoleImportLine', { line: 2 }));
    await expect(bad).toContainText('“abc” is not a price in rupees (like 30.00).');
    // No "Apply {changes}" button, whatever the count.
    const apply = new RegExp(`^${wordPattern(say('consoleImportApply', { changes: '#' })).source.replace('#', '.+')}$`);
    await expect(page.getByRole('button', { name: apply })).toHaveCount(0);
    expect((await page.request.get('/staff/catalogue.csv?store_id=9999')).status()).toBe(404);

    // The server takes a file far over other calls' 64 KB body from signed-in staff, and refuses it
    // unread (413) from anyone else.
    const exported = await answer.text();
    const dataLines = exported.slice(exported.indexOf('\r\n') + 2);
    const big = exported + dataLines.repeat(Math.ceil((200 * 1024) / dataLines.length));
    const bigCheck = await page.request.post('/api/staff/catalogue-import-check', { data: { store_id: 1, file: big } });
    expect(bigCheck.status(), (await bigCheck.text()).slice(0, 200)).toBe(200);
    const guest = await browser.newContext({ baseURL: ownServer.baseURL });
    const refused = await guest.request.post('/api/staff/catalogue-import-check', { data: { store_id: 1, file: big } });
    expect(refused.status()).toBe(413);
    await guest.close();
    await context.close();

    // A manager exports their own store only: another store's file is "not found".
    const manager = await browser.newContext({ baseURL: ownServer.baseURL });
    const signIn = await manager.request.post('/api/staff/login', {
      data: { email: MEERA.email, password: MEERA.password },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    expect((await manager.request.get('/staff/catalogue.csv?store_id=1')).status()).toBe(200);
    expect((await manager.request.get('/staff/catalogue.csv?store_id=2')).status()).toBe(404);
    await manager.close();
  });
});
