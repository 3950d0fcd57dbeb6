// Each placed order's legs and each customer's first placed order are written in the transaction
// of the step that changes them (decision 0299): after a mixed set of orders taken through the
// shop's own services (placed, accepted, packed, handed over at the counter, delivered by a
// partner, cancelled before and after acceptance, rejected, on both sides of midnight in Pune),
// both tables equal a recomputation made here from the orders, their steps and deliveries; the
// migration's filling makes the same rows; and the service and partner reports' medians and 90th
// percentiles are the domain's of the recomputed durations.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../../../src/domain/calendar.ts';
import { median, percentile, secondsBetween } from '../../../../src/domain/reports/figures.ts';
import { fillOrderLegs } from '../../../../src/server/db/migrations/046_order_legs.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { staffReport } from '../../../../src/server/services/reports/reports.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { rejectOrder, takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import { approvedPartnerFixture, deliverByPartner } from '../delivery/delivery-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { createCustomer, line, NOW, orderRequest, unwrap, type VariantRef, variantRef } from './orders-fixtures.ts';
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
const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};
const pickup = { address_id: null, mode: 'SELFPICKUP' };

describe.skipIf(!engineAvailable)(`the orders' legs on ${testEngine}`, () => {
  let shop: TestShop;
  let banana: VariantRef;
  let partner: number;
  const at = (iso: string) => ({ ...shop, now: () => new Date(iso) });
  const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

  /** The store's steps, `gaps` seconds apart (odd seconds and half seconds, so rounding is tested). */
  async function staffSteps(from: string, id: string, events: readonly string[], gaps: readonly number[]) {
    let clock = from;
    for (const [index, event] of events.entries()) {
      clock = plus(clock, gaps[index] ?? 60);
      let code: string | undefined;
      if (event === 'hand_over') {
        const row = await shop.db
          .selectFrom('orders')
          .select('pickup_code')
          .where('unique_order_id', '=', id)
          .executeTakeFirstOrThrow();
        code = row.pickup_code ?? undefined;
      }
      unwrap(await takeStaffStep(at(clock), ADMIN, { unique_order_id: id, event: event as 'accept', code }));
    }
    return clock;
  }

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    partner = await approvedPartnerFixture(shop, { name: 'Ravi Patil' });
    const first = await createCustomer(shop, 0, 'Legs First');
    const second = await createCustomer(shop, 0, 'Legs Second');
    const third = await createCustomer(shop, 0, 'Legs Third');
    const place = async (iso: string, customer: number, body: Record<string, unknown>) =>
      unwrap(
        await placeOrder(at(iso), customer, orderRequest({ ...deliverToKothrud, items: [line(banana, 2)], ...body })),
      ).order.unique_order_id;

    // 23:50 IST on 31 Oct: collected at the counter.
    const a1 = '2026-10-31T18:20:00.000Z';
    const a = await place(a1, first, pickup);
    await staffSteps(a1, a, ['accept', 'prepare', 'mark_ready', 'hand_over'], [61.5, 30, 601.4, 300.6]);
    // 00:10 IST on 1 Nov: delivered by a partner.
    const b1 = '2026-10-31T18:40:00.000Z';
    const b = await place(b1, first, {});
    const ready = await staffSteps(b1, b, ['accept', 'prepare', 'mark_ready'], [125.2, 40, 900.5]);
    await deliverByPartner(shop, partner, b, {
      accept: new Date(plus(ready, 61)),
      pickUp: new Date(plus(ready, 250.7)),
      deliver: new Date(plus(ready, 1900.2)),
    });
    // 10:00 IST on 1 Nov: cancelled before acceptance; the customer's first order is the one before.
    const c1 = '2026-11-01T04:30:00.000Z';
    const c = await place(c1, second, {});
    unwrap(await cancelOrder(at(plus(c1, 120)), second, c, 'Ordered by mistake'));
    // 12:00 IST on 1 Nov: accepted, then cancelled.
    const d1 = '2026-11-01T06:30:00.000Z';
    const d = await place(d1, second, pickup);
    await staffSteps(d1, d, ['accept'], [95]);
    unwrap(await cancelOrder(at(plus(d1, 400)), second, d, 'Changed my mind'));
    // 13:00 IST on 1 Nov: rejected by the store.
    const e1 = '2026-11-01T07:30:00.000Z';
    const e = await place(e1, third, {});
    unwrap(await rejectOrder(at(plus(e1, 200)), ADMIN, { unique_order_id: e, reason: 'Bananas ran out' }));
    // 14:00 IST on 1 Nov: accepted and packed, still at the store.
    const f1 = '2026-11-01T08:30:00.000Z';
    const f = await place(f1, third, pickup);
    await staffSteps(f1, f, ['accept', 'prepare', 'mark_ready'], [33.4, 20, 450.5]);
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  /** Both tables as made here from the orders, their steps, deliveries and stores. */
  async function recomputed() {
    const orders = await shop.db.selectFrom('orders').selectAll().orderBy('id').execute();
    const events = await shop.db.selectFrom('order_status_events').selectAll().orderBy('id').execute();
    const deliveries = await shop.db.selectFrom('order_deliveries').selectAll().execute();
    const runs = await shop.db.selectFrom('order_rider_runs').selectAll().execute();
    const stores = await shop.db.selectFrom('stores').select(['id', 'delivery_time']).execute();
    const firstAt = (orderId: number, status: string) =>
      events
        .filter((event) => event.order_id === orderId && event.status === status)
        .map((event) => event.at)
        .sort()[0];
    const legs = orders.flatMap((order) => {
      const placed = firstAt(order.id, 'placed');
      if (!placed) return [];
      const delivery = order.mode === 'DELIVERY';
      const done = firstAt(order.id, delivery ? 'delivered' : 'collected');
      const total = secondsBetween(placed, done);
      const promised = stores.find((store) => store.id === order.store_id)?.delivery_time ?? 0;
      const job = deliveries.find((row) => row.order_id === order.id);
      // A store's own rider carries what no partner took: their run is the carrier's legs (migration 058).
      const run = job ? undefined : runs.find((row) => row.order_id === order.id);
      return [
        {
          order_id: order.id,
          user_id: order.user_id,
          store_id: order.store_id,
          shop_day: shopToday(new Date(order.created_at)),
          mode: order.mode,
          called_off: order.status === 'cancelled' || order.status === 'rejected' ? 1 : 0,
          total_paise: order.total_paise,
          accept_s: secondsBetween(placed, firstAt(order.id, 'accepted')),
          pack_s: secondsBetween(firstAt(order.id, 'accepted'), firstAt(order.id, 'ready_for_pickup')),
          pickup_s: secondsBetween(
            firstAt(order.id, 'ready_for_pickup'),
            firstAt(order.id, delivery ? 'on_the_way' : 'collected'),
          ),
          deliver_s: delivery ? secondsBetween(firstAt(order.id, 'on_the_way'), firstAt(order.id, 'delivered')) : null,
          late: promised > 0 && total !== null && total > promised * 60 ? 1 : 0,
          partner_id: job?.partner_id ?? null,
          rider_id: run?.rider_id ?? null,
          partner_pickup_s: run ? null : secondsBetween(job?.assigned_at, job?.picked_up_at),
          partner_deliver_s: run
            ? secondsBetween(run.sent_out_at, run.delivered_at)
            : secondsBetween(job?.picked_up_at, job?.delivered_at),
          partner_delivered: (run ? run.delivered_at : job?.delivered_at) ? 1 : 0,
        },
      ];
    });
    const firsts = new Map<number, (typeof orders)[number]>();
    for (const order of orders) {
      if (!legs.some((row) => row.order_id === order.id)) continue;
      const known = firsts.get(order.user_id);
      if (!known || order.created_at < known.created_at) firsts.set(order.user_id, order);
    }
    const customers = [...firsts.values()]
      .map((order) => ({
        user_id: order.user_id,
        order_id: order.id,
        store_id: order.store_id,
        shop_day: shopToday(new Date(order.created_at)),
        mode: order.mode,
        created_at: order.created_at,
      }))
      .sort((x, y) => x.user_id - y.user_id);
    return { legs, customers };
  }

  async function stored() {
    const legs = await shop.db.selectFrom('order_legs').selectAll().orderBy('order_id').execute();
    const customers = await shop.db.selectFrom('customer_first_orders').selectAll().orderBy('user_id').execute();
    const numbers = <T extends Record<string, unknown>>(row: T) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
        ]),
      );
    return { legs: legs.map(numbers), customers: customers.map(numbers) };
  }

  it('holds, step by step, what a recomputation from the orders and their steps makes', async () => {
    const expected = await recomputed();
    expect(expected.legs).toHaveLength(6);
    expect(expected.legs.filter((row) => row.partner_id !== null)).toHaveLength(1);
    expect(expected.legs.filter((row) => row.called_off === 1)).toHaveLength(3);
    // Two sides of midnight in Pune: 31 Oct and 1 Nov.
    expect(new Set(expected.legs.map((row) => row.shop_day))).toEqual(new Set(['2026-10-31', '2026-11-01']));
    expect(await stored()).toEqual(expected);
  });

  it('fills the same rows from the orders as migration 046 does', async () => {
    const before = await stored();
    await fillOrderLegs(shop.db as unknown as Kysely<unknown>, testEngine);
    expect(await stored()).toEqual(before);
  });

  it('reports the medians and 90th percentiles the domain picks from the recomputed durations', async () => {
    const { legs } = await recomputed();
    const range = { range: 'custom' as const, from: '2026-10-31', to: '2026-11-01', store_ids: [1] };
    const service = unwrap(await staffReport(shop, ADMIN, { report: 'service', ...range })).report;
    const values = (key: 'accept_s' | 'pack_s' | 'pickup_s' | 'deliver_s' | 'partner_pickup_s', day?: string) =>
      legs
        .filter((row) => day === undefined || row.shop_day === day)
        .map((row) => row[key])
        .filter((value): value is number => value !== null);
    // Four accepted orders: an even count, the mean of the two middles.
    expect(values('accept_s')).toHaveLength(4);
    expect(service.totals).toMatchObject({
      orders: legs.length,
      late: legs.filter((row) => row.late === 1).length,
      accept_median: median(values('accept_s')),
      accept_p90: percentile(values('accept_s'), 90),
      pack_median: median(values('pack_s')),
      pickup_p90: percentile(values('pickup_s'), 90),
      deliver_median: median(values('deliver_s')),
    });
    expect(service.rows[1]).toMatchObject({
      accept_median: median(values('accept_s', '2026-11-01')),
      pack_p90: percentile(values('pack_s', '2026-11-01'), 90),
    });
    const partners = unwrap(await staffReport(shop, ADMIN, { report: 'partners', ...range })).report;
    expect(partners.rows).toEqual([
      expect.objectContaining({
        partner: 'Ravi Patil',
        assigned: 1,
        deliveries: 1,
        pickup_median: median(values('partner_pickup_s')),
      }),
    ]);
    const customers = unwrap(await staffReport(shop, ADMIN, { report: 'orders', ...range })).report;
    expect(customers.totals).toMatchObject({ orders: legs.length, new_customers: 3, returning_customers: 0 });
    expect(customers.rows.map((row) => [row.new_customers, row.returning_customers])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });
});
