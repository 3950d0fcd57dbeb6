import { describe, expect, it } from 'vitest';
import { PAYMENT_EXPIRY_REASON } from '../../../src/domain/orders/payments.ts';
import { averagePaise, median, percentile, secondsBetween, sum } from '../../../src/domain/reports/figures.ts';
import {
  bucketLabel,
  bucketOf,
  bucketsOf,
  daysIn,
  rangeInstants,
  resolveRange,
  shopDayOf,
} from '../../../src/domain/reports/ranges.ts';
import { cellText, reportCsv } from '../../../src/domain/reports/report-format.ts';
import {
  buildReport,
  calledOffBy,
  type OrderFact,
  type ReportFacts,
  salesOf,
} from '../../../src/domain/reports/reports.ts';

describe('report figures', () => {
  it('takes the median as the middle, or the mean of the two middles', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(3); // (2 + 3) / 2 = 2.5, half up
    expect(median([10, 20])).toBe(15);
  });

  it('takes the 90th percentile by nearest rank: always one of the values', () => {
    const values = Array.from({ length: 10 }, (_, index) => (index + 1) * 60);
    expect(percentile(values, 90)).toBe(540);
    expect(percentile([...values, 660], 90)).toBe(600);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 90)).toBeNull();
  });

  it('adds paise exactly and rounds an average to the paisa', () => {
    expect(sum([10, 20, 30])).toBe(60);
    expect(averagePaise(1000, 3)).toBe(333);
    expect(averagePaise(1001, 2)).toBe(501);
    expect(averagePaise(0, 0)).toBe(0);
  });

  it('counts seconds between steps, none when one is missing or out of order', () => {
    expect(secondsBetween('2026-11-02T06:00:00.000Z', '2026-11-02T06:12:30.400Z')).toBe(750);
    expect(secondsBetween(null, '2026-11-02T06:00:00.000Z')).toBeNull();
    expect(secondsBetween('2026-11-02T07:00:00.000Z', '2026-11-02T06:00:00.000Z')).toBeNull();
  });
});

describe('report days', () => {
  // 07:00 IST on Monday 2 Nov 2026.
  const now = new Date('2026-11-02T01:30:00.000Z');

  it('names the presets in the shop’s calendar', () => {
    expect(resolveRange('today', now)).toEqual({ ok: true, range: { from: '2026-11-02', to: '2026-11-02' } });
    expect(resolveRange('yesterday', now)).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-01' } });
    expect(resolveRange('last_7_days', now)).toEqual({ ok: true, range: { from: '2026-10-27', to: '2026-11-02' } });
    expect(resolveRange('last_30_days', now)).toEqual({ ok: true, range: { from: '2026-10-04', to: '2026-11-02' } });
    expect(resolveRange('this_month', now)).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-02' } });
    // 23:00 UTC on 1 Nov is already 04:30 on 2 Nov in Pune.
    expect(resolveRange('today', new Date('2026-11-01T23:00:00.000Z'))).toMatchObject({
      range: { from: '2026-11-02' },
    });
  });

  it('checks a custom range and says which end is wrong', () => {
    expect(resolveRange('custom', now, { from: '2026-10-01', to: '2026-10-31' })).toEqual({
      ok: true,
      range: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(resolveRange('custom', now, { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      ok: false,
      field: 'from',
    });
    expect(resolveRange('custom', now, { from: '2026-10-05', to: '2026-10-01' })).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(resolveRange('custom', now, { from: '2025-01-01', to: '2026-10-01' })).toMatchObject({
      ok: false,
      field: 'to',
    });
  });

  it('turns days into the instants of Pune’s midnights', () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      start: '2026-10-31T18:30:00.000Z',
      end: '2026-11-02T18:30:00.000Z',
    });
    expect(daysIn({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(shopDayOf('2026-11-01T18:29:59.999Z')).toBe('2026-11-01');
    expect(shopDayOf('2026-11-01T18:30:00.000Z')).toBe('2026-11-02');
  });

  it('groups days into Monday weeks and months, every bucket present', () => {
    expect(bucketOf('2026-11-08', 'week')).toBe('2026-11-02'); // a Sunday
    expect(bucketOf('2026-11-02', 'week')).toBe('2026-11-02');
    expect(bucketOf('2026-11-08', 'month')).toBe('2026-11');
    expect(bucketsOf({ from: '2026-10-30', to: '2026-11-10' }, 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(bucketsOf({ from: '2026-10-30', to: '2026-11-01' }, 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(bucketLabel('2026-11-02', 'week')).toBe('Week of 2 Nov 2026');
    expect(bucketLabel('2026-11', 'month')).toBe('Nov 2026');
  });
});

let ids = 0;
function fact(overrides: Partial<OrderFact> = {}): OrderFact {
  ids += 1;
  const created = overrides.created_at ?? '2026-11-02T05:00:00.000Z';
  return {
    id: ids,
    store_id: 1,
    user_id: ids,
    mode: 'DELIVERY',
    status: 'delivered',
    payment_method: 'COD',
    payment_provider: null,
    created_at: created,
    subtotal_paise: 50_000,
    discount_paise: 0,
    delivery_charge_paise: 2_000,
    tip_paise: 0,
    wallet_used_paise: 0,
    total_paise: 52_000,
    coupon_code: null,
    cancel_reason: null,
    events: [{ status: 'placed', at: created }],
    first_order_at: created,
    coupon_uses: 0,
    refund_wallet_paise: 0,
    refund_provider_paise: 0,
    promise_minutes: 30,
    partner: null,
    ...overrides,
  };
}

const at = (minutes: number) => new Date(Date.parse('2026-11-02T05:00:00.000Z') + minutes * 60_000).toISOString();

describe('reports from facts', () => {
  const delivered = fact({
    events: [
      { status: 'placed', at: at(0) },
      { status: 'accepted', at: at(2) },
      { status: 'preparing', at: at(3) },
      { status: 'ready_for_pickup', at: at(12) },
      { status: 'partner_assigned', at: at(13) },
      { status: 'on_the_way', at: at(15) },
      { status: 'delivered', at: at(40) },
    ],
    partner: { id: 7, name: 'Ravi', assigned_at: at(13), picked_up_at: at(15), delivered_at: at(40) },
  });
  const couponed = fact({
    subtotal_paise: 30_000,
    discount_paise: 3_000,
    delivery_charge_paise: 0,
    tip_paise: 1_000,
    total_paise: 28_000,
    coupon_code: 'SAVE10',
    coupon_uses: 1,
    mode: 'SELFPICKUP',
    status: 'placed',
  });
  const rejectedPaid = fact({
    status: 'rejected',
    cancel_reason: 'Out of mangoes',
    payment_method: 'ONLINE_WALLET',
    payment_provider: 'razorpay',
    wallet_used_paise: 10_000,
    refund_wallet_paise: 10_000,
    refund_provider_paise: 42_000,
    events: [
      { status: 'awaiting_payment', at: at(0) },
      { status: 'placed', at: at(1) },
      { status: 'rejected', at: at(3) },
    ],
  });
  const neverPaid = fact({
    status: 'cancelled',
    cancel_reason: PAYMENT_EXPIRY_REASON,
    payment_method: 'ONLINE',
    payment_provider: 'razorpay',
    events: [
      { status: 'awaiting_payment', at: at(0) },
      { status: 'payment_failed', at: at(15) },
      { status: 'cancelled', at: at(1500) },
    ],
  });
  const nextDay = fact({
    created_at: '2026-11-02T18:45:00.000Z',
    user_id: couponed.user_id,
    first_order_at: couponed.created_at,
  });
  const facts: ReportFacts = {
    range: { from: '2026-11-02', to: '2026-11-03' },
    grain: 'day',
    orders: [delivered, couponed, rejectedPaid, neverPaid, nextDay],
    lines: [
      { order_id: delivered.id, key: 'item:1', name: 'Mango', category: 'Fruit', quantity: 2, value_paise: 50_000 },
      { order_id: couponed.id, key: 'item:2', name: 'Onion', category: 'Vegetables', quantity: 3, value_paise: 30_000 },
      { order_id: rejectedPaid.id, key: 'item:1', name: 'Mango', category: 'Fruit', quantity: 9, value_paise: 50_000 },
      { order_id: nextDay.id, key: 'combo:1', name: 'Sabzi box', category: 'Combos', quantity: 1, value_paise: 50_000 },
    ],
  };

  it('counts placed orders only, and nets out what was called off', () => {
    const sales = salesOf(facts.orders);
    expect(sales).toEqual({
      orders: 4,
      gross_paise: 180_000,
      discount_paise: 3_000,
      delivery_paise: 6_000,
      tips_paise: 1_000,
      billed_paise: 184_000,
      called_off_paise: 52_000,
      refund_wallet_paise: 10_000,
      refund_provider_paise: 42_000,
      net_paise: 132_000,
    });
    const table = buildReport('sales', facts);
    expect(table.rows.map((row) => [row.period, row.orders, row.net_paise])).toEqual([
      ['2 Nov 2026', 3, 80_000],
      ['3 Nov 2026', 1, 52_000],
    ]);
    expect(table.totals?.net_paise).toBe(132_000);
  });

  it('tells new customers from returning ones once each', () => {
    const table = buildReport('orders', facts);
    expect(table.rows[0]).toMatchObject({ orders: 3, new_customers: 3, returning_customers: 0 });
    expect(table.rows[1]).toMatchObject({ orders: 1, new_customers: 0, returning_customers: 1 });
    expect(table.totals).toMatchObject({ orders: 4, new_customers: 3, returning_customers: 0, average_paise: 46_000 });
  });

  it('names who called an order off and from where', () => {
    expect(calledOffBy(rejectedPaid)).toBe('store');
    expect(calledOffBy(neverPaid)).toBe('payment expiry');
    expect(calledOffBy({ status: 'cancelled', cancel_reason: 'Ordered twice' })).toBe('customer');
    const table = buildReport('cancellations', facts);
    expect(table.rows).toHaveLength(2);
    expect(table.totals).toMatchObject({ orders: 2, value_paise: 104_000, before_acceptance: 2, after_acceptance: 0 });
  });

  it('sells only what was not called off, by item and by category', () => {
    const items = buildReport('items', facts);
    expect(items.rows.map((row) => [row.name, row.quantity, row.value_paise])).toEqual([
      ['Mango', 2, 50_000],
      ['Sabzi box', 1, 50_000],
      ['Onion', 3, 30_000],
    ]);
    expect(items.totals).toMatchObject({ quantity: 6, value_paise: 130_000, orders: 3 });
    const categories = buildReport('categories', facts);
    expect(categories.rows.map((row) => row.name)).toEqual(['Fruit', 'Combos', 'Vegetables']);
  });

  it('times each leg and counts late orders', () => {
    const table = buildReport('service', facts);
    expect(table.rows[0]).toMatchObject({
      accept_median: 120,
      pack_median: 600,
      pickup_median: 180,
      deliver_median: 1500,
      late: 1,
    });
    expect(table.rows[1]).toMatchObject({ accept_median: null, late: 0 });
  });

  it('reports coupons, partners and payment methods', () => {
    expect(buildReport('coupons', facts).rows).toEqual([
      { code: 'SAVE10', uses: 1, orders: 1, discount_paise: 3_000, net_paise: 28_000 },
    ]);
    expect(buildReport('partners', facts).rows).toEqual([
      {
        partner: 'Ravi',
        assigned: 1,
        deliveries: 1,
        pickup_median: 120,
        pickup_p90: 120,
        deliver_median: 1500,
        deliver_p90: 1500,
      },
    ]);
    const payments = buildReport('payments', facts);
    expect(payments.rows.map((row) => [row.method, row.orders])).toEqual([
      ['Cash', 3],
      ['Online and wallet (razorpay)', 1],
    ]);
    expect(payments.totals).toMatchObject({ orders: 4, net_paise: 132_000 });
  });

  it('writes a CSV whose totals row is the table’s, formula-safe, with a byte-order mark', () => {
    const table = buildReport('sales', facts);
    const csv = reportCsv(table);
    expect(csv.startsWith('\uFEFFPeriod,Orders,Item value (₹)')).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines.at(-1)).toBe('Total,4,1800,30,60,10,1840,520,100,420,1320');
    const hostile = { ...table, rows: [{ ...table.rows[0], period: '=HYPERLINK("x")' }], totals: null };
    expect(reportCsv(hostile)).toContain(`"'=HYPERLINK(""x"")"`);
    expect(cellText({ key: 'm', label: 'M', kind: 'money' }, 12_345_650)).toBe('₹1,23,456.50');
    expect(cellText({ key: 'd', label: 'D', kind: 'duration' }, 750)).toBe('12.5 min');
    expect(cellText({ key: 'd', label: 'D', kind: 'duration' }, null)).toBe('–');
  });
});
