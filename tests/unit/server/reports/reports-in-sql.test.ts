// The reports sum in the database (decision 0289): what SQL does there must be what the domain
// says. Step times with milliseconds either side of a half second are counted in whole seconds as
// secondsBetween rounds them (a step 0.4 s "before" the previous one is 0 s, 0.6 s before is no
// time), so the medians and 90th percentiles are the domain's of the same steps; and a week or a
// month of the shop's days sums exactly the days the domain puts in it, on both sides of midnight
// in Pune.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median, percentile, secondsBetween } from '../../../../src/domain/reports/figures.ts';
import { bucketLabel, bucketOf, shopDayOf } from '../../../../src/domain/reports/ranges.ts';
import { recordOrderLegs } from '../../../../src/server/services/orders/order-legs.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { staffReport } from '../../../../src/server/services/reports/reports.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { createCustomer, line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';

const ADMIN: StaffMember = {
  id: 1,
  name: 'Admin',
  email: 'a@example.in',
  session_id: 0,
  language: 'en',
  role: 'admin',
  store_ids: [],
};

/** Milliseconds from placed to accepted of each order: round half up, and back in time by less than half a second. */
const ACCEPT_AFTER_MS = [1_499, 1_500, 2_501, 59_999, -400, -600, 0, 90_500];

/** When each order was placed: both sides of Pune's midnights, across a Monday and a month's end. */
const PLACED_AT = [
  '2026-10-25T18:29:59.999Z', // 23:59:59.999 IST Sunday 25 Oct
  '2026-10-25T18:30:00.000Z', // 00:00 IST Monday 26 Oct
  '2026-10-31T18:20:00.000Z', // 23:50 IST Saturday 31 Oct
  '2026-10-31T18:40:00.000Z', // 00:10 IST Sunday 1 Nov
  '2026-11-01T18:30:00.000Z', // 00:00 IST Monday 2 Nov
  '2026-10-20T10:00:00.250Z',
  '2026-11-02T05:00:00.750Z',
  '2026-10-28T12:00:00.000Z',
];

describe.skipIf(!engineAvailable)(`the reports' SQL agrees with the domain on ${testEngine}`, () => {
  let shop: TestShop;
  const steps: { placed: string; accepted: string; day: string; customer: number }[] = [];

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    // Two people: the one placing the first order and every third one after it, and the other.
    const buyers = [await createCustomer(shop, 0, 'Timed Buyer'), await createCustomer(shop, 0, 'Second Buyer')];
    for (const [index, placedAt] of PLACED_AT.entries()) {
      const customer = buyers[index % 3 === 0 ? 0 : 1] as (typeof buyers)[number];
      const placed = unwrap(
        await placeOrder(
          shop,
          customer,
          orderRequest({ address_id: null, mode: 'SELFPICKUP', items: [line(banana, 3 + index)] }),
        ),
      );
      const order = await shop.db
        .selectFrom('orders')
        .select('id')
        .where('unique_order_id', '=', placed.order.unique_order_id)
        .executeTakeFirstOrThrow();
      // Placed at the instant under test (the store's hours are not what is tested here).
      await shop.db.updateTable('orders').set({ created_at: placedAt }).where('id', '=', order.id).execute();
      await shop.db
        .updateTable('order_status_events')
        .set({ at: placedAt })
        .where('order_id', '=', order.id)
        .where('status', '=', 'placed')
        .execute();
      const accepted = new Date(Date.parse(placedAt) + (ACCEPT_AFTER_MS[index] ?? 0)).toISOString();
      await shop.db
        .insertInto('order_status_events')
        .values({ order_id: order.id, status: 'accepted', at: accepted })
        .execute();
      // The steps were rewritten here, past the services: the order's legs are made again from them.
      await recordOrderLegs(shop, order.id);
      steps.push({ placed: placedAt, accepted, day: shopDayOf(placedAt), customer: index % 3 === 0 ? 0 : 1 });
    }
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('counts each step in whole seconds as secondsBetween does, and picks the same median and 90%', async () => {
    const answer = unwrap(
      await staffReport(shop, ADMIN, { report: 'service', range: 'custom', from: '2026-10-20', to: '2026-11-02' }),
    );
    const seconds = steps
      .map((step) => secondsBetween(step.placed, step.accepted))
      .filter((value): value is number => value !== null);
    expect(seconds).toHaveLength(ACCEPT_AFTER_MS.length - 1);
    expect(answer.report.totals).toMatchObject({
      orders: PLACED_AT.length,
      accept_median: median(seconds),
      accept_p90: percentile(seconds, 90),
    });
    for (const row of answer.report.rows) {
      const ofDay = steps
        .filter((step) => bucketLabel(step.day, 'day') === row.period)
        .map((step) => secondsBetween(step.placed, step.accepted))
        .filter((value): value is number => value !== null);
      expect(row.accept_median).toBe(median(ofDay));
      expect(row.accept_p90).toBe(percentile(ofDay, 90));
    }
  });

  it('sums a week and a month of exactly the days the domain puts in them', async () => {
    const range = { range: 'custom', from: '2026-10-20', to: '2026-11-02' } as const;
    for (const grain of ['day', 'week', 'month'] as const) {
      const answer = unwrap(await staffReport(shop, ADMIN, { report: 'orders', ...range, grain }));
      const expected = new Map<string, number>();
      for (const step of steps) {
        const bucket = bucketOf(step.day, grain);
        expected.set(bucket, (expected.get(bucket) ?? 0) + 1);
      }
      const counted = answer.report.rows.filter((row) => Number(row.orders) > 0).map((row) => Number(row.orders));
      expect(counted).toEqual([...expected].sort(([a], [b]) => a.localeCompare(b)).map(([, count]) => count));
      expect(answer.report.totals?.orders).toBe(PLACED_AT.length);
      // Each person once in the totals, new once; in each period as many people as ordered in it.
      expect(answer.report.totals).toMatchObject({ new_customers: 2, returning_customers: 0 });
      const people = new Map<string, Set<number>>();
      for (const step of steps) {
        const label = bucketLabel(bucketOf(step.day, grain), grain);
        people.set(label, (people.get(label) ?? new Set()).add(step.customer));
      }
      for (const row of answer.report.rows)
        expect(Number(row.new_customers) + Number(row.returning_customers), `${grain} ${row.period}`).toBe(
          people.get(String(row.period))?.size ?? 0,
        );
    }
  });
});

describe.skipIf(!engineAvailable || testEngine !== 'postgres')('reports across instances', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('waits while a report of another instance holds the reports’ lock, then answers', async () => {
    const range = { report: 'orders', range: 'custom', from: '2026-10-20', to: '2026-11-02' } as const;
    await shop.db.connection().execute(async (other) => {
      // Another instance's report, in its transaction: the same lock on the same schema.
      await sql`begin`.execute(other);
      await sql`select pg_advisory_xact_lock(1178817104, hashtext(coalesce(current_schema(), '')))`.execute(other);
      let answered = false;
      const waiting = staffReport(shop, ADMIN, range).then((answer) => {
        answered = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await sql`commit`.execute(other);
      expect((await waiting).ok).toBe(true);
    });
  });
});
