import { describe, expect, it } from 'vitest';
import { PAYMENT_EXPIRY_REASON } from '../../../../src/domain/orders/payments.ts';
import {
  averagePaise,
  median,
  medianOfTally,
  medianOfValues,
  mergeTallies,
  percentile,
  percentileOfTally,
  percentileOfValues,
  secondsBetween,
  sum,
  tallyOf,
} from '../../../../src/domain/reports/figures.ts';
import {
  bucketLabel,
  bucketOf,
  bucketsOf,
  daysIn,
  rangeInstants,
  resolveRange,
  shopDayOf,
} from '../../../../src/domain/reports/ranges.ts';
import { cellText, reportCsv } from '../../../../src/domain/reports/report-format.ts';
import {
  buildReport,
  calledOffBy,
  dayBuckets,
  legTimesOf,
  legTimesOfValues,
  type OrderGroup,
  salesOf,
} from '../../../../src/domain/reports/reports.ts';

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

  it('picks the same median and percentile from counts per value as from the values', () => {
    const values = [300, 60, 120, 120, 61, 59, 900, 120, 61, 3600, 45];
    const tally = tallyOf(values);
    expect(tally.get(120)).toBe(3);
    expect(medianOfTally(tally)).toBe(median(values));
    for (const p of [50, 90, 95, 100]) expect(percentileOfTally(tally, p)).toBe(percentile(values, p));
    const even = mergeTallies([tallyOf([10, 20]), tallyOf([30, 40])]);
    expect(medianOfTally(even)).toBe(25);
    expect(medianOfTally(new Map())).toBeNull();
    expect(percentileOfTally(new Map([[5, 0]]), 90)).toBeNull();
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

const range = { from: '2026-11-02', to: '2026-11-03' };
const base = { range, grain: 'day' } as const;

function sums(overrides: Partial<OrderGroup> = {}): OrderGroup {
  return {
    bucket: '2026-11-02',
    payment_method: 'COD',
    payment_provider: null,
    called_off: false,
    orders: 1,
    subtotal_paise: 50_000,
    discount_paise: 0,
    delivery_charge_paise: 2_000,
    tip_paise: 0,
    wallet_used_paise: 0,
    total_paise: 52_000,
    refund_wallet_paise: 0,
    refund_provider_paise: 0,
    ...overrides,
  };
}

describe('reports from facts summed in the database', () => {
  // 2 Nov: two cash orders (one with a coupon, collected), one paid online and with the wallet and
  // then rejected; 3 Nov: one cash order.
  const groups: OrderGroup[] = [
    sums({ orders: 2, subtotal_paise: 80_000, discount_paise: 3_000, tip_paise: 1_000, total_paise: 80_000 }),
    sums({
      payment_method: 'ONLINE_WALLET',
      payment_provider: 'razorpay',
      called_off: true,
      wallet_used_paise: 10_000,
      refund_wallet_paise: 10_000,
      refund_provider_paise: 42_000,
    }),
    sums({ bucket: '2026-11-03' }),
  ];

  it('counts placed orders only, and nets out what was called off', () => {
    expect(salesOf(groups)).toEqual({
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
    const table = buildReport({ kind: 'sales', ...base, groups });
    expect(table.rows.map((row) => [row.period, row.orders, row.net_paise])).toEqual([
      ['2 Nov 2026', 3, 80_000],
      ['3 Nov 2026', 1, 52_000],
    ]);
    expect(table.totals?.net_paise).toBe(132_000);
  });

  it('sums days into weeks and months, every bucket present', () => {
    const november = { from: '2026-11-01', to: '2026-11-30' };
    expect(dayBuckets(november, 'week').slice(0, 3)).toEqual([
      ['2026-11-01', '2026-10-26'],
      ['2026-11-02', '2026-11-02'],
      ['2026-11-03', '2026-11-02'],
    ]);
    expect(dayBuckets(november, 'month')).toHaveLength(30);
    const table = buildReport({
      kind: 'sales',
      range: november,
      grain: 'week',
      groups: [sums({ bucket: '2026-11-02' }), sums({ bucket: '2026-11-02', orders: 2, total_paise: 1_000 })],
    });
    expect(table.rows.map((row) => [row.period, row.orders])).toEqual([
      ['Week of 26 Oct 2026', 0],
      ['Week of 2 Nov 2026', 3],
      ['Week of 9 Nov 2026', 0],
      ['Week of 16 Nov 2026', 0],
      ['Week of 23 Nov 2026', 0],
      ['Week of 30 Nov 2026', 0],
    ]);
  });

  it('tells new customers from returning ones, people once in the totals', () => {
    const buckets = new Map([
      ['2026-11-02', { orders: 3, kept: 2, billed_paise: 132_000, customers: 3, new_customers: 3 }],
      ['2026-11-03', { orders: 1, kept: 1, billed_paise: 52_000, customers: 1, new_customers: 0 }],
    ]);
    const total = { orders: 4, kept: 3, billed_paise: 184_000, customers: 3, new_customers: 3 };
    const table = buildReport({ kind: 'orders', ...base, buckets, total });
    expect(table.rows[0]).toMatchObject({ orders: 3, new_customers: 3, returning_customers: 0, average_paise: 44_000 });
    expect(table.rows[1]).toMatchObject({ orders: 1, new_customers: 0, returning_customers: 1 });
    expect(table.totals).toMatchObject({ orders: 4, new_customers: 3, returning_customers: 0, average_paise: 46_000 });
  });

  it('names who called an order off and from where', () => {
    expect(calledOffBy({ status: 'rejected', cancel_reason: 'Out of mangoes' })).toBe('store');
    expect(calledOffBy({ status: 'cancelled', cancel_reason: PAYMENT_EXPIRY_REASON })).toBe('payment expiry');
    expect(calledOffBy({ status: 'cancelled', cancel_reason: 'Ordered twice' })).toBe('customer');
    const table = buildReport({
      kind: 'cancellations',
      ...base,
      groups: [
        { status: 'rejected', cancel_reason: 'Out of mangoes', accepted: false, orders: 1, value_paise: 52_000 },
        { status: 'cancelled', cancel_reason: 'Too late', accepted: true, orders: 2, value_paise: 10_000 },
        { status: 'cancelled', cancel_reason: 'Too late', accepted: false, orders: 1, value_paise: 5_000 },
      ],
    });
    expect(table.rows).toEqual([
      { by: 'customer', reason: 'Too late', before_acceptance: 1, after_acceptance: 2, orders: 3, value_paise: 15_000 },
      {
        by: 'store',
        reason: 'Out of mangoes',
        before_acceptance: 1,
        after_acceptance: 0,
        orders: 1,
        value_paise: 52_000,
      },
    ]);
    expect(table.totals).toMatchObject({ orders: 4, value_paise: 67_000, before_acceptance: 2, after_acceptance: 2 });
  });

  it('lists items and categories by value, an order with two of them once in the totals', () => {
    const items = buildReport({
      kind: 'items',
      ...base,
      orders: 3,
      groups: [
        { key: 'item:2', name: 'Onion', quantity: 3, orders: 1, value_paise: 30_000 },
        { key: 'item:1', name: 'Mango', quantity: 2, orders: 2, value_paise: 50_000 },
        { key: 'combo:1', name: 'Sabzi box', quantity: 1, orders: 1, value_paise: 50_000 },
      ],
    });
    expect(items.rows.map((row) => [row.name, row.quantity, row.value_paise])).toEqual([
      ['Mango', 2, 50_000],
      ['Sabzi box', 1, 50_000],
      ['Onion', 3, 30_000],
    ]);
    expect(items.totals).toMatchObject({ quantity: 6, value_paise: 130_000, orders: 3 });
  });

  it('picks each leg’s median and 90th percentile from the counted seconds, and the totals from every order’s', () => {
    const legs = (accept: [number, number][]) => ({
      accept: legTimesOf(new Map(accept)),
      pack: legTimesOf(new Map([[600, 1]])),
      pickup: legTimesOf(new Map()),
      deliver: legTimesOf(new Map()),
    });
    const table = buildReport({
      kind: 'service',
      ...base,
      groups: [
        {
          bucket: '2026-11-02',
          orders: 3,
          late: 1,
          legs: legs([
            [60, 1],
            [120, 2],
          ]),
        },
        { bucket: '2026-11-03', orders: 1, late: 0, legs: legs([[300, 1]]) },
      ],
      total: {
        orders: 4,
        late: 1,
        legs: legs([
          [60, 1],
          [120, 2],
          [300, 1],
        ]),
      },
    });
    expect(table.rows[0]).toMatchObject({ orders: 3, accept_median: 120, accept_p90: 120, pack_median: 600, late: 1 });
    expect(table.rows[0]?.pickup_median).toBeNull();
    // 60, 120, 120, 300: the mean of the two middles; the 90th percentile is the 4th of 4.
    expect(table.totals).toMatchObject({ orders: 4, accept_median: 120, accept_p90: 300, late: 1 });
  });

  it('picks the same times from the durations themselves as from their tally', () => {
    // 60 and 121: the mean is 90.5, half up to 91, as medianOfTally makes it.
    expect(legTimesOfValues(Int32Array.of(121, 60))).toEqual(legTimesOf(tallyOf([60, 121])));
    expect(legTimesOfValues(Int32Array.of(121, 60))).toEqual({ median: 91, p90: 121 });
    expect(legTimesOfValues(new Int32Array(0))).toEqual({ median: null, p90: null });
    // Spread far wider than their number (an order accepted weeks later): selected, not counted.
    const wide = [5, 10_000_000, 7, 7, 2_000_000, 0];
    expect(legTimesOfValues(Int32Array.from(wide))).toEqual(legTimesOf(tallyOf(wide)));
    expect(legTimesOfValues(Int32Array.from(wide))).toEqual({ median: 7, p90: 10_000_000 });
    // Odd and even counts, runs of equal values, sorted and reversed input: a small generator, so a failure repeats.
    let state = 7;
    const next = (limit: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % limit;
    };
    for (let round = 0; round < 200; round++) {
      const size = 1 + next(400);
      const spread = [1, 5, 60, 3600][round % 4] ?? 60;
      const values = Array.from({ length: size }, () => next(spread) * (round % 3 === 0 ? 60 : 1));
      if (round % 7 === 0) values.sort((a, b) => a - b);
      if (round % 11 === 0) values.sort((a, b) => b - a);
      expect(legTimesOfValues(Int32Array.from(values)), `${size} values`).toEqual(legTimesOf(tallyOf(values)));
      for (const p of [50, 90, 99, 100])
        expect(percentileOfValues(Int32Array.from(values), p)).toBe(percentile(values, p));
      expect(medianOfValues(Int32Array.from(values))).toBe(median(values));
    }
  });

  it('reports coupons, partners and payment methods', () => {
    expect(
      buildReport({
        kind: 'coupons',
        ...base,
        groups: [{ code: 'SAVE10', uses: 1, orders: 1, discount_paise: 3_000, total_paise: 28_000 }],
      }).rows,
    ).toEqual([{ code: 'SAVE10', uses: 1, orders: 1, discount_paise: 3_000, net_paise: 28_000 }]);
    const partners = buildReport({
      kind: 'partners',
      ...base,
      groups: [
        {
          id: 7,
          name: 'Ravi',
          carrier: 'partner',
          assigned: 2,
          deliveries: 1,
          pickup: legTimesOf(new Map([[120, 2]])),
          deliver: legTimesOf(new Map([[1500, 1]])),
        },
        {
          id: 8,
          name: 'Asha',
          carrier: 'store_rider',
          assigned: 1,
          deliveries: 1,
          pickup: legTimesOf(new Map([[60, 1]])),
          deliver: legTimesOf(new Map([[900, 1]])),
        },
      ],
      total: {
        assigned: 3,
        deliveries: 2,
        pickup: legTimesOf(
          new Map([
            [60, 1],
            [120, 2],
          ]),
        ),
        deliver: legTimesOf(
          new Map([
            [900, 1],
            [1500, 1],
          ]),
        ),
      },
    });
    expect(partners.rows.map((row) => [row.partner, row.carrier])).toEqual([
      ['Asha', "Store's rider"],
      ['Ravi', 'Delivery partner'],
    ]);
    expect(partners.rows[1]).toEqual({
      partner: 'Ravi',
      carrier: 'Delivery partner',
      assigned: 2,
      deliveries: 1,
      pickup_median: 120,
      pickup_p90: 120,
      deliver_median: 1500,
      deliver_p90: 1500,
    });
    expect(partners.totals).toMatchObject({ assigned: 3, deliveries: 2, pickup_median: 120, deliver_median: 1200 });
    const payments = buildReport({ kind: 'payments', ...base, groups });
    expect(payments.rows.map((row) => [row.method, row.orders])).toEqual([
      ['Cash', 3],
      ['Online and wallet (razorpay)', 1],
    ]);
    expect(payments.totals).toMatchObject({ orders: 4, net_paise: 132_000 });
  });

  it('writes a CSV whose totals row is the table’s, formula-safe, with a byte-order mark', () => {
    const table = buildReport({ kind: 'sales', ...base, groups });
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
