// Migration 058_rider_legs (decision 0314): an order a store's own rider carried before the
// migration gets the rider and their run as its carrier's legs (no pick-up leg, sent out →
// delivered in whole seconds); an order no rider carried is left as it was.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../../src/server/db/migrations/058_rider_legs.ts';
import { readyDeliveryOrder } from '../delivery/delivery-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';

const SENT = '2026-11-20T08:00:00.000Z';
const DELIVERED = '2026-11-20T08:21:40.400Z';
const RAVI_SHINDE = 6;

describe.skipIf(!engineAvailable)(`migration 058_rider_legs on ${testEngine}`, () => {
  let shop: TestShop;
  let riders: number;
  let other: number;

  const legsOf = (orderId: number) =>
    shop.db
      .selectFrom('order_legs')
      .select(['rider_id', 'partner_id', 'partner_pickup_s', 'partner_deliver_s', 'partner_delivered'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await openTestShop();
    const orderOf = async (uniqueOrderId: string) =>
      shop.db
        .selectFrom('orders')
        .select(['id', 'store_id'])
        .where('unique_order_id', '=', uniqueOrderId)
        .executeTakeFirstOrThrow();
    const carried = await orderOf(await readyDeliveryOrder(shop));
    riders = carried.id;
    other = (await orderOf(await readyDeliveryOrder(shop))).id;
    await shop.db
      .insertInto('order_rider_runs')
      .values({
        order_id: riders,
        store_id: carried.store_id,
        rider_id: RAVI_SHINDE,
        sent_out_by: 2,
        sent_out_at: SENT,
        delivered_at: DELIVERED,
        code: null,
      })
      .execute();
    await sql`alter table order_legs drop column rider_id`.execute(shop.db);
    await up(shop.db as unknown as Kysely<unknown>, testEngine);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('names the rider and keeps their run as the carrier’s legs', async () => {
    expect(await legsOf(riders)).toEqual({
      rider_id: RAVI_SHINDE,
      partner_id: null,
      partner_pickup_s: null,
      partner_deliver_s: 1300,
      partner_delivered: 1,
    });
  });

  it('leaves an order no rider carried as it was', async () => {
    expect(await legsOf(other)).toEqual({
      rider_id: null,
      partner_id: null,
      partner_pickup_s: null,
      partner_deliver_s: null,
      partner_delivered: 0,
    });
  });
});
