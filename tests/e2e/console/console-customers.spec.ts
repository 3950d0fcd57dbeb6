// The console's customers list (decision 0327): an admin finds a customer by phone and sees their
// orders and total spent, downloads the list as CSV (audited), and a counter member is refused the
// page and the file. Axe finds nothing serious; screenshots at 1280 and 390 px.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { placePickupOrder } from '../helpers/cart.ts';

/** Asha, the fixtures' customer (seed/demo/users.ts). */
const ASHA_PHONE = '98000 00001';

test.describe('the customers list', () => {
  test.use({ ownServerEnv: {} });

  test('an admin finds a customer by phone with orders and total, downloads the CSV; a counter member is refused', async ({
    staffAs,
    customer,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    const placed = await placePickupOrder(customer.request, ownServer.baseURL, 'customers-list');
    expect(placed).toBeTruthy();
    const orders = (await (await customer.request.post('/api/get-orders', { data: {} })).json()) as {
      orders: { status: string; total?: number; total_paise?: number }[];
    };
    expect(orders.orders.length).toBeGreaterThan(0);

    const { context, page } = await staffAs('admin');
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Customers', exact: true })
      .click();
    await expect(page).toHaveURL(/\/staff\/customers$/);
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Name, phone or e-mail' }).fill(ASHA_PHONE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=98000/);
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const asha = rows.first();
    await expect(asha.getByRole('rowheader')).toContainText('Asha');
    await expect(asha.getByRole('link', { name: ASHA_PHONE })).toBeVisible();
    const orderCount = Number(await asha.locator('td[data-label="Orders"]').textContent());
    expect(orderCount).toBeGreaterThanOrEqual(1);
    await expect(asha.locator('td[data-label="Total spent"]')).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(asha.locator('td[data-label="Last order"]')).not.toHaveText('No orders');
    // No address and no wallet on the list.
    await expect(table).not.toContainText(/wallet|Kothrud|Pune/i);
    expect(await seriousViolations(page), 'axe on the customers list').toEqual([]);
    await page.screenshot({ path: 'docs/screens/customers-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page), 'axe on the customers list at 390 px').toEqual([]);
    await page.screenshot({ path: 'docs/screens/customers-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('customers.csv');
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('name,phone,email,orders,last_order_ist,total_spent_rupees');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${ASHA_PHONE},`);
    expect(lines[1]?.split(',')[3]).toBe(String(orderCount));

    // The download is in the audit log under the admin's name.
    await page.goto('/staff/audit');
    await expect(
      page.getByText(/Downloaded the customers list as CSV, search "98000 00001", 1 customer/),
    ).toBeVisible();
    await context.close();

    const counter = await staffAs('counter');
    await expect(
      counter.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers', exact: true }),
    ).toHaveCount(0);
    const refused = await counter.page.request.get('/staff/customers', { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toMatch(/no_access=%2Fstaff%2Fcustomers/);
    expect((await counter.page.request.get('/staff/customers.csv')).status()).toBe(403);
    await counter.context.close();
  });
});
