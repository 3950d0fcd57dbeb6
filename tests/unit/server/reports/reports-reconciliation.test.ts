// The reports reconcile with the orders (decision 0278): a known set of orders is placed through
// the shop's own services (place order, the store's steps, a partner's delivery, the customer's
// cancel, the store's rejection, online payments through the fake Razorpay, the wallet, coupons of
// both kinds, a combo), on both sides of midnight in Pune, and every report's figures are checked,
// to the paisa, against sums made here from the orders' own rows. A manager sees only their stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffReportInput } from '../../../../src/domain/api/staff/reports.ts';
import type { ReportKind, ReportTable } from '../../../../src/domain/reports/reports.ts';
import { reportCsv } from '../../../../src/domain/reports/report-format.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { confirmPaymentReturn, expireHolds, startPayment } from '../../../../src/server/services/orders/paid-online.ts';
import { fillReportSums } from '../../../../src/server/db/report-sums.ts';
import { summaryRows } from './report-sums-rows.ts';
import { staffReport } from '../../../../src/server/services/reports/reports.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { rejectOrder, takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
import { approvedPartnerFixture, deliverByPartner } from '../delivery/delivery-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import {
  createCustomer,
  line,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

const ADMIN: StaffMember = {
  id: 1,
  name: 'Admin',
  email: 'a@example.in',
  session_id: 0,
  language: 'en',
  role: 'admin',
  store_ids: [],
};
const MANAGER_1: StaffMember = { ...ADMIN, id: 2, role: 'manager', store_ids: [1] };
const MANAGER_2: StaffMember = { ...ADMIN, id: 3, role: 'manager', store_ids: [2] };

const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};
const pickup = { address_id: null, mode: 'SELFPICKUP' };

/** The range reported: 1 and 2 Nov 2026 in Pune, i.e. from 18:30 UTC on 31 Oct to 18:30 UTC on 2 Nov. */
const RANGE = { range: 'custom', from: '2026-11-01', to: '2026-11-02' } as const;
const START = '2026-10-31T18:30:00.000Z';
const END = '2026-11-02T18:30:00.000Z';

describe.skipIf(!engineAvailable)(`reports reconcile with the orders on ${testEngine}`, () => {
  let shop: TestShop;
  let fake: FakeRazorpay;
  let banana: VariantRef;
  let tomato: VariantRef;
  let veggieCombo: number;
  let partner: number;

  /** The shop at an instant (the services read the context's clock). */
  const at = (iso: string) => ({ ...shop, now: () => new Date(iso) });
  const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

  async function staffSteps(iso: string, id: string, events: readonly string[]) {
    let minute = 0;
    for (const event of events) {
      minute += 5;
      const when = at(plus(iso, minute));
      let code: string | undefined;
      if (event === 'hand_over') {
        const row = await shop.db
          .selectFrom('orders')
          .select('pickup_code')
          .where('unique_order_id', '=', id)
          .executeTakeFirstOrThrow();
        code = row.pickup_code ?? undefined;
      }
      unwrap(await takeStaffStep(when, ADMIN, { unique_order_id: id, event: event as 'accept', code }));
    }
    return plus(iso, minute);
  }

  async function payOnline(iso: string, customer: number, id: string) {
    const started = unwrap(await startPayment(at(iso), customer, id, 'http://127.0.0.1'));
    if (started.checkout.flow !== 'widget') throw new Error('the fake Razorpay opens a window');
    const { response } = fake.pay(started.checkout.provider_order_id);
    unwrap(await confirmPaymentReturn(at(plus(iso, 1)), customer, id, response));
  }

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    shop = await openTestShop({
      now: NOW,
      overrides: {
        payments: paymentProvidersFrom({
          RAZORPAY_KEY_ID: fake.keyId,
          RAZORPAY_KEY_SECRET: fake.keySecret,
          RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
          RAZORPAY_API_BASE: fake.url,
          RAZORPAY_CHECKOUT_BASE: fake.url,
        }),
      },
    });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    tomato = await variantRef(shop, 'tomato-kothrud', '1 kg');
    veggieCombo = (
      await shop.db
        .selectFrom('combos')
        .select('id')
        .where('slug', '=', 'weekly-veggie-basket')
        .executeTakeFirstOrThrow()
    ).id;
    partner = await approvedPartnerFixture(shop, { name: 'Ravi Patil' });

    const customers = {
      first: await createCustomer(shop, 0, 'Before Midnight'),
      second: await createCustomer(shop, 100_000, 'Wallet Buyer'),
      third: await createCustomer(shop, 10_000, 'Part Wallet'),
      online: await createCustomer(shop, 0, 'Online Buyer'),
      onlineWallet: await createCustomer(shop, 5_000, 'Online Wallet'),
      unpaid: await createCustomer(shop, 0, 'Never Paid'),
      late: await createCustomer(shop, 0, 'After Range'),
    };
    const place = async (iso: string, customer: number, body: Record<string, unknown>) =>
      unwrap(await placeOrder(at(iso), customer, orderRequest({ ...deliverToKothrud, ...body }))).order.unique_order_id;

    // 23:50 IST on 31 Oct: the day before the range (a returning customer's first order).
    const before = '2026-10-31T18:20:00.000Z';
    const b = await place(before, customers.first, { items: [line(banana, 2)], ...pickup });
    await staffSteps(before, b, ['accept', 'prepare', 'mark_ready', 'hand_over']);

    // 00:10 IST on 1 Nov: a delivery with a tip, taken all the way by the store and a partner.
    const a1 = '2026-10-31T18:40:00.000Z';
    const a = await place(a1, customers.first, {
      items: [line(banana, 2), line(tomato, 1)],
      tip: { kind: 'amount', value: 20 },
    });
    const ready = await staffSteps(a1, a, ['accept', 'prepare', 'mark_ready']);
    await deliverByPartner(shop, partner, a, {
      accept: new Date(plus(ready, 1)),
      pickUp: new Date(plus(ready, 4)),
      deliver: new Date(plus(ready, 31)),
    });

    // 10:00 IST on 1 Nov: self-pickup paid from the wallet with the fixed coupon, handed over.
    const c1 = '2026-11-01T04:30:00.000Z';
    const c = await place(c1, customers.second, {
      items: [line(banana, 5)],
      coupon: 'FLAT50',
      payment_method: 'WALLET',
      ...pickup,
    });
    await staffSteps(c1, c, ['accept', 'prepare', 'mark_ready', 'hand_over']);

    // 12:00 IST on 1 Nov: a combo with the percentage coupon, cancelled by the customer before acceptance.
    const d1 = '2026-11-01T06:30:00.000Z';
    const d = await place(d1, customers.first, {
      items: [{ combo_id: veggieCombo, quantity: 1 }, line(banana, 1)],
      coupon: 'FRESH20',
    });
    unwrap(await cancelOrder(at(plus(d1, 3)), customers.first, d, 'Ordered by mistake'));

    // 09:00 IST on 2 Nov: part wallet, part cash; accepted, then cancelled by the customer.
    const e1 = '2026-11-02T03:30:00.000Z';
    const e = await place(e1, customers.third, { items: [line(banana, 3)], payment_method: 'WALLET' });
    await staffSteps(e1, e, ['accept']);
    unwrap(await cancelOrder(at(plus(e1, 8)), customers.third, e, 'Changed my mind'));

    // 10:00 IST on 2 Nov: paid online, then rejected by the store: refunded through the provider.
    const f1 = '2026-11-02T04:30:00.000Z';
    const f = await place(f1, customers.online, {
      items: [line(banana, 2)],
      payment_method: 'ONLINE',
      payment_provider: 'razorpay',
    });
    await payOnline(plus(f1, 1), customers.online, f);
    unwrap(await rejectOrder(at(plus(f1, 6)), ADMIN, { unique_order_id: f, reason: 'Bananas ran out' }));

    // 10:30 IST on 2 Nov: online with a wallet part, paid and accepted (still running).
    const g1 = '2026-11-02T05:00:00.000Z';
    const g = await place(g1, customers.onlineWallet, {
      items: [line(banana, 2), { combo_id: veggieCombo, quantity: 1 }],
      payment_method: 'ONLINE',
      payment_provider: 'razorpay',
      use_wallet: true,
    });
    await payOnline(plus(g1, 1), customers.onlineWallet, g);
    await staffSteps(plus(g1, 2), g, ['accept']);

    // 11:00 IST on 2 Nov: online, never paid: its hold ends and the shop calls it off a day later.
    const h1 = '2026-11-02T05:30:00.000Z';
    await place(h1, customers.unpaid, {
      items: [line(banana, 2)],
      payment_method: 'ONLINE',
      payment_provider: 'razorpay',
    });
    await expireHolds(at(plus(h1, 16)));
    await expireHolds(at(plus(h1, 25 * 60)));

    // 00:05 IST on 3 Nov: the day after the range.
    const j1 = '2026-11-02T18:35:00.000Z';
    await place(j1, customers.late, { items: [line(banana, 2)] });
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
    await fake?.close();
  });

  async function report(kind: ReportKind, extra: Partial<StaffReportInput> = {}, member = ADMIN): Promise<ReportTable> {
    return unwrap(await staffReport(shop, member, { report: kind, ...RANGE, store_ids: [1], ...extra })).report;
  }

  /** The orders of the range, read here straight from the tables. */
  async function ordersOfRange() {
    const orders = await shop.db
      .selectFrom('orders')
      .selectAll()
      .where('store_id', '=', 1)
      .where('created_at', '>=', START)
      .where('created_at', '<', END)
      .execute();
    const events = await shop.db.selectFrom('order_status_events').select(['order_id', 'status']).execute();
    const placedIds = new Set(events.filter((event) => event.status === 'placed').map((event) => event.order_id));
    return { orders, placed: orders.filter((order) => placedIds.has(order.id)) };
  }

  const add = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const calledOff = (status: string) => status === 'cancelled' || status === 'rejected';

  it('counts exactly the orders of the two days in Pune', async () => {
    const { orders, placed } = await ordersOfRange();
    // a, c, d, e, f, g placed; h never paid; b (23:50 IST the day before) and j (00:05 IST after) left out.
    expect(orders).toHaveLength(7);
    expect(placed).toHaveLength(6);
    const sales = await report('sales');
    expect(sales.totals?.orders).toBe(6);
    expect(sales.rows.map((row) => [row.period, row.orders])).toEqual([
      ['1 Nov 2026', 3],
      ['2 Nov 2026', 3],
    ]);
  });

  it('reconciles sales to the paisa with the orders, refunds and the wallet', async () => {
    const { placed } = await ordersOfRange();
    const ids = placed.map((order) => order.id);
    const walletRefunds = await shop.db
      .selectFrom('wallet_transactions')
      .select(['amount_paise'])
      .where('kind', '=', 'refund')
      .where('order_id', 'in', ids)
      .execute();
    const providerRefunds = await shop.db
      .selectFrom('payment_refunds')
      .select(['amount_paise'])
      .where('destination', '=', 'source')
      .where('order_id', 'in', ids)
      .execute();
    const billed = add(placed.map((order) => order.total_paise));
    const lost = add(placed.filter((order) => calledOff(order.status)).map((order) => order.total_paise));
    const expected = {
      period: 'Total',
      orders: placed.length,
      gross_paise: add(placed.map((order) => order.subtotal_paise)),
      discount_paise: add(placed.map((order) => order.discount_paise)),
      delivery_paise: add(placed.map((order) => order.delivery_charge_paise)),
      tips_paise: add(placed.map((order) => order.tip_paise)),
      billed_paise: billed,
      called_off_paise: lost,
      refund_wallet_paise: add(walletRefunds.map((row) => row.amount_paise)),
      refund_provider_paise: add(providerRefunds.map((row) => row.amount_paise)),
      net_paise: billed - lost,
    };
    const sales = await report('sales');
    expect(sales.totals).toEqual(expected);
    // Each order's total is its own sum (nothing re-priced), and the day rows add up to the totals.
    for (const order of placed)
      expect(order.total_paise).toBe(
        order.subtotal_paise - order.discount_paise + order.delivery_charge_paise + order.tip_paise,
      );
    for (const column of sales.columns.filter((c) => c.kind === 'money'))
      expect(add(sales.rows.map((row) => Number(row[column.key])))).toBe(expected[column.key as keyof typeof expected]);
    // What was paid for the called-off orders went back: their wallet parts and online payments.
    const paidOnline = await shop.db
      .selectFrom('payment_attempts')
      .select(['order_id', 'amount_paise'])
      .where('status', '=', 'paid')
      .where(
        'order_id',
        'in',
        placed.filter((order) => calledOff(order.status)).map((order) => order.id),
      )
      .execute();
    const wallets = add(placed.filter((order) => calledOff(order.status)).map((order) => order.wallet_used_paise));
    expect(expected.refund_wallet_paise).toBe(wallets);
    expect(expected.refund_provider_paise).toBe(add(paidOnline.map((row) => row.amount_paise)));
    expect(expected.refund_provider_paise).toBeGreaterThan(0);
    expect(expected.refund_wallet_paise).toBeGreaterThan(0);
    expect(expected.tips_paise).toBe(2000);
    // Week and month give the same totals.
    expect((await report('sales', { grain: 'week' })).totals).toEqual(expected);
    expect((await report('sales', { grain: 'month' })).totals).toEqual(expected);
  });

  it('reconciles orders, customers and payment methods', async () => {
    const { placed } = await ordersOfRange();
    const orders = await report('orders');
    const billed = add(placed.map((order) => order.total_paise));
    // 'first' ordered the day before the range: returning; the other four are new.
    expect(orders.totals).toMatchObject({
      orders: placed.length,
      kept: placed.filter((order) => !calledOff(order.status)).length,
      billed_paise: billed,
      average_paise: Math.round(billed / placed.length),
      new_customers: 4,
      returning_customers: 1,
    });
    const methods = await report('payments');
    const byMethod = new Map<string, number>();
    for (const order of placed) byMethod.set(order.payment_method, (byMethod.get(order.payment_method) ?? 0) + 1);
    expect(Object.fromEntries(methods.rows.map((row) => [row.method, row.orders]))).toEqual({
      Cash: byMethod.get('COD'),
      Wallet: byMethod.get('WALLET'),
      'Cash and wallet': byMethod.get('COD_WALLET'),
      'Online (razorpay)': byMethod.get('ONLINE'),
      'Online and wallet (razorpay)': byMethod.get('ONLINE_WALLET'),
    });
    expect(methods.totals).toMatchObject({ orders: placed.length, billed_paise: billed });
  });

  it('reconciles items and categories with the lines of the orders kept', async () => {
    const { placed } = await ordersOfRange();
    const kept = placed.filter((order) => !calledOff(order.status)).map((order) => order.id);
    const lines = await shop.db
      .selectFrom('order_items')
      .select(['item_id', 'combo_id', 'quantity', 'line_total_paise'])
      .where('order_id', 'in', kept)
      .execute();
    const items = await report('items');
    expect(items.totals).toMatchObject({
      quantity: add(lines.map((row) => row.quantity)),
      value_paise: add(lines.map((row) => row.line_total_paise)),
      orders: kept.length,
    });
    const combo = items.rows.find((row) => row.name === 'Weekly Veggie Basket' || String(row.name).includes('Veggie'));
    expect(combo).toMatchObject({ quantity: 1 });
    const categories = await report('categories');
    expect(categories.totals?.value_paise).toBe(items.totals?.value_paise);
    expect(categories.rows.map((row) => row.name)).toContain('Combos');
  });

  it('reconciles cancellations and rejections by who and when', async () => {
    const table = await report('cancellations');
    const rows = table.rows.map((row) => [row.by, row.reason, row.before_acceptance, row.after_acceptance]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['customer', 'Ordered by mistake', 1, 0],
        ['customer', 'Changed my mind', 0, 1],
        ['store', 'Bananas ran out', 1, 0],
        ['payment expiry', 'Not paid: the online payment did not complete.', 1, 0],
      ]),
    );
    const { orders } = await ordersOfRange();
    const off = orders.filter((order) => calledOff(order.status));
    expect(table.totals).toMatchObject({ orders: off.length, value_paise: add(off.map((order) => order.total_paise)) });
  });

  it('times the steps, counts coupons and the partner’s delivery', async () => {
    const service = await report('service');
    // Order a: accepted 5 min after placing, ready 10 min later, picked up 4 min after, delivered 27 min later.
    expect(service.rows[0]).toMatchObject({ pack_median: 600, deliver_median: 1620 });
    expect(service.totals).toMatchObject({ orders: 6 });
    const coupons = await report('coupons');
    const { placed } = await ordersOfRange();
    const withCoupon = placed.filter((order) => order.coupon_code !== null && !calledOff(order.status));
    expect(coupons.rows).toEqual([
      {
        code: 'FLAT50',
        uses: 1,
        orders: 1,
        discount_paise: 5000,
        net_paise: add(withCoupon.map((order) => order.total_paise)),
      },
    ]);
    const partners = await report('partners');
    expect(partners.rows).toEqual([
      {
        partner: 'Ravi Patil',
        carrier: 'Delivery partner',
        assigned: 1,
        deliveries: 1,
        pickup_median: 180,
        pickup_p90: 180,
        deliver_median: 1620,
        deliver_p90: 1620,
      },
    ]);
  });

  it('splits delivery from self-pickup without losing a paisa', async () => {
    const all = (await report('sales')).totals;
    const delivery = (await report('sales', { mode: 'DELIVERY' })).totals;
    const selfPickup = (await report('sales', { mode: 'SELFPICKUP' })).totals;
    for (const key of ['orders', 'gross_paise', 'net_paise', 'discount_paise', 'refund_provider_paise'])
      expect(Number(delivery?.[key]) + Number(selfPickup?.[key])).toBe(all?.[key]);
    expect(selfPickup?.orders).toBe(1);
  });

  it('writes a CSV whose totals are the table’s', async () => {
    const sales = await report('sales');
    const last = reportCsv(sales).trimEnd().split('\r\n').at(-1)?.split(',') ?? [];
    expect(Math.round(Number(last[10]) * 100)).toBe(sales.totals?.net_paise);
  });

  it('keeps a manager to their stores: another store is not found, and their figures are their stores’ only', async () => {
    const refused = await staffReport(shop, MANAGER_2, { report: 'sales', ...RANGE, store_ids: [1] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const missing = await staffReport(shop, ADMIN, { report: 'sales', ...RANGE, store_ids: [999] });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const own = unwrap(await staffReport(shop, MANAGER_2, { report: 'sales', ...RANGE }));
    expect(own.store_ids).toEqual([2]);
    expect(own.report.totals?.orders).toBe(0);
    const first = unwrap(await staffReport(shop, MANAGER_1, { report: 'sales', ...RANGE }));
    expect(first.report.totals).toEqual((await report('sales')).totals);
  });

  it('refuses a range that ends before it starts, on the field', async () => {
    const refused = await staffReport(shop, ADMIN, {
      report: 'sales',
      range: 'custom',
      from: '2026-11-05',
      to: '2026-11-01',
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', fields: { to: expect.any(String) } },
    });
  });

  it('keeps the summary tables, written with each change, equal to a recomputation from the orders', async () => {
    const written = await summaryRows(shop);
    // Every table holds something of this mix of orders.
    for (const rows of Object.values(written)) expect(rows.length).toBeGreaterThan(0);
    expect(written.report_called_off_sums).toEqual(
      expect.arrayContaining([expect.stringContaining('cancelled'), expect.stringContaining('rejected')]),
    );
    await fillReportSums(shop.db, shop.engine);
    expect(await summaryRows(shop)).toEqual(written);
  });
});
