// The console's customers list (decision 0327): figures from the orders (a cancelled one counts
// nothing), a manager's list holds only the customers of their stores with those stores' figures,
// search by name, phone or e-mail, and the CSV is formula-safe and its download audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import type { StaffMember } from '../../../../src/domain/staff/staff.ts';
import { customerListCsv } from '../../../../src/domain/staff/customer-list.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { staffMember } from '../../../../src/server/services/staff/staff.ts';
import { staffCustomers, staffCustomersExport } from '../../../../src/server/services/accounts/staff-customers.ts';
import { openAccountsShop, TEST_CLIENT, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { createCustomer } from '../orders/orders-fixtures.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya is the admin, Meera manages store 1 (Kothrud). */
const PRIYA = 1;
const MEERA = 4;
/** Bananas 12 pc at FarmCart Kothrud (store 1): self-pickup, cash. */
const BANANA_ITEM = 5;

describe.skipIf(!engineAvailable)('the customers list', () => {
  let shop: TestShop;
  let admin: StaffMember;
  let manager: StaffMember;
  let kavya: number;
  let omkar: number;
  let hostile: number;

  async function orderOf(userId: number, storeId: 1 | 2): Promise<string> {
    const input = placeOrderRequest.parse({
      items: [{ id: BANANA_ITEM, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `customers-test-${Math.random().toString(36).slice(2)}`,
    });
    const id = unwrap(await placeOrder(shop, userId, input)).order.unique_order_id;
    // The demo's Baner store (2) delivers only: a Kothrud order moved there stands for one of its orders.
    if (storeId === 2)
      await shop.db.updateTable('orders').set({ store_id: 2 }).where('unique_order_id', '=', id).execute();
    return id;
  }

  async function totalOf(uniqueOrderId: string): Promise<number> {
    const row = await shop.db
      .selectFrom('orders')
      .select('total_paise')
      .where('unique_order_id', '=', uniqueOrderId)
      .executeTakeFirstOrThrow();
    return row.total_paise;
  }

  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    const priya = await staffMember(shop, PRIYA, 0);
    const meera = await staffMember(shop, MEERA, 0);
    if (!priya || !meera) throw new Error('the demo staff are missing');
    admin = priya;
    manager = meera;
    kavya = await createCustomer(shop, 0, 'Kavya Listtest');
    omkar = await createCustomer(shop, 0, 'Omkar Listtest');
    hostile = await createCustomer(shop, 0, '=HYPERLINK("http://evil.example","x") Listtest');
    await shop.db.updateTable('users').set({ email: 'kavya.list@example.in' }).where('id', '=', kavya).execute();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('sums the orders that were not called off, and a manager sees only their stores’ customers', async () => {
    const kept = await orderOf(kavya, 1);
    const cancelled = await orderOf(kavya, 1);
    expect((await cancelOrder(shop, kavya, cancelled, null)).ok).toBe(true);
    await orderOf(omkar, 2);
    await orderOf(hostile, 1);

    const all = await staffCustomers(shop, admin, { query: 'listtest', page: 1 });
    expect(all.total).toBe(3);
    const kavyaRow = all.customers.find((row) => row.id === kavya);
    expect(kavyaRow).toMatchObject({ orders: 1, spent_paise: await totalOf(kept), email: 'kavya.list@example.in' });
    expect(kavyaRow?.last_order_at).not.toBeNull();
    expect(all.customers.find((row) => row.id === omkar)).toMatchObject({ orders: 1 });

    // Meera manages Kothrud (store 1): Omkar ordered only from Baner.
    const hers = await staffCustomers(shop, manager, { query: 'listtest', page: 1 });
    expect(hers.customers.map((row) => row.id).sort()).toEqual([kavya, hostile].sort());
    // Every customer she sees has ordered from her stores.
    const everyone = await staffCustomers(shop, manager, { query: '', page: 1 });
    const atKothrud = await shop.db
      .selectFrom('orders')
      .select('user_id')
      .where('store_id', '=', 1)
      .distinct()
      .execute();
    const kothrudCustomers = new Set(atKothrud.map((row) => row.user_id));
    expect(everyone.customers.length).toBeGreaterThan(0);
    for (const row of everyone.customers) expect(kothrudCustomers.has(row.id), row.name).toBe(true);
    expect(everyone.customers.some((row) => row.id === omkar)).toBe(false);
  });

  it('finds a customer by name, by any part of the phone, or by e-mail, never an erased account', async () => {
    const phone = (await shop.db.selectFrom('users').select('phone').where('id', '=', kavya).executeTakeFirstOrThrow())
      .phone;
    const lastDigits = (phone ?? '').slice(-6);
    const byPhone = await staffCustomers(shop, admin, {
      query: `${lastDigits.slice(0, 3)} ${lastDigits.slice(3)}`,
      page: 1,
    });
    expect(byPhone.customers.map((row) => row.id)).toEqual([kavya]);
    expect(
      (await staffCustomers(shop, admin, { query: 'KAVYA.LIST@', page: 1 })).customers.map((row) => row.id),
    ).toEqual([kavya]);
    expect((await staffCustomers(shop, admin, { query: 'omkar', page: 1 })).customers.map((row) => row.id)).toEqual([
      omkar,
    ]);
    // A % typed is looked for as itself, not as "anything".
    expect((await staffCustomers(shop, admin, { query: '%', page: 1 })).total).toBe(0);
    await shop.db.updateTable('users').set({ erased_at: new Date().toISOString() }).where('id', '=', omkar).execute();
    expect((await staffCustomers(shop, admin, { query: 'omkar', page: 1 })).total).toBe(0);
    await shop.db.updateTable('users').set({ erased_at: null }).where('id', '=', omkar).execute();
  });

  it('pages 50 customers at a time, and a page past the end answers the last', async () => {
    const first = await staffCustomers(shop, admin, { query: '', page: 1 });
    expect(first.customers.length).toBe(Math.min(50, first.total));
    const far = await staffCustomers(shop, admin, { query: '', page: 9999 });
    expect(far.page).toBe(far.pages);
  });

  it('downloads the list as CSV with formulas made harmless, and the download is audited', async () => {
    const rows = await staffCustomersExport(shop, manager, { query: 'listtest' }, TEST_CLIENT);
    expect(rows.map((row) => row.id).sort()).toEqual([kavya, hostile].sort());
    const csv = customerListCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") Listtest"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFname,phone,email,orders,last_order_ist,total_spent_rupees');
    const audited = await shop.db
      .selectFrom('audit_events')
      .select(['staff_id', 'action'])
      .where('event', '=', 'customers_exported')
      .execute();
    expect(audited).toEqual([{ staff_id: MEERA, action: 'search "listtest", 2 customers' }]);
  });
});
