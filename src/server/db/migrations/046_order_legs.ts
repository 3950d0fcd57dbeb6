// What the service, partner and customer reports need, stored once per order as it happens
// (decision 0299): exact durations counted per whole second and distinct new customers do not
// shrink when summed per day (decision 0289), so each placed order keeps its legs in one row
// (`order_legs`) and each customer their first placed order (`customer_first_orders`), written in
// the same transaction as the step that changes them (services/orders/order-legs.ts). This
// migration creates both and fills them from the orders and their steps; `fillOrderLegs` is the
// same filling, for a database whose orders were written straight into the tables (the bench).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { shopDayStart } from '../../../domain/calendar.ts';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('order_legs')
    .addColumn('order_id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    // The shop day (Asia/Kolkata) of the order's created_at, 'yyyy-mm-dd'.
    .addColumn('shop_day', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    // 1 once cancelled or rejected; the total as priced (an order's total never changes after).
    .addColumn('called_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    // Whole seconds, rounded as secondsBetween rounds; null until the step that ends the leg.
    .addColumn('accept_s', 'integer')
    .addColumn('pack_s', 'integer')
    .addColumn('pickup_s', 'integer')
    .addColumn('deliver_s', 'integer')
    // 1 once placed → delivered (or collected) took longer than the store promised.
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_id', 'integer')
    // The partner's own legs (order_deliveries): assigned → picked up, picked up → delivered.
    .addColumn('partner_pickup_s', 'integer')
    .addColumn('partner_deliver_s', 'integer')
    .addColumn('partner_delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The reports read a range of shop days at some stores.
  await db.schema.createIndex('order_legs_day_store').on('order_legs').columns(['shop_day', 'store_id']).execute();
  await db.schema
    .createTable('customer_first_orders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('shop_day', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_first_orders_day_store')
    .on('customer_first_orders')
    .columns(['shop_day', 'store_id'])
    .execute();
  await fillOrderLegs(db, engine);
}

/** The shop's offset from UTC in minutes: Asia/Kolkata keeps one all year (decision 0289). */
const SHOP_OFFSET_MINUTES = Math.round(
  (Date.UTC(2026, 0, 1) - shopDayStart(new Date(Date.UTC(2026, 0, 1))).getTime()) / 60_000,
);

function shopDay(engine: Engine, column: RawBuilder<unknown>): RawBuilder<string> {
  return engine === 'postgres'
    ? sql`to_char(${column}::timestamp + make_interval(mins => ${sql.lit(SHOP_OFFSET_MINUTES)}), 'YYYY-MM-DD')`
    : sql`date(${column}, ${sql.lit(`+${SHOP_OFFSET_MINUTES} minutes`)})`;
}

function ms(engine: Engine, column: RawBuilder<unknown>): RawBuilder<number> {
  return engine === 'postgres'
    ? sql`(extract(epoch from ${column}::timestamp) * 1000)::bigint`
    : sql`cast(round(julianday(${column}) * 86400000.0) as integer)`;
}

/** Whole seconds between two instants in milliseconds, as secondsBetween counts them (null when time ran backwards). */
function seconds(fromMs: RawBuilder<unknown>, toMs: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql`case when ${toMs} - ${fromMs} >= -500 then (${toMs} - ${fromMs} + 500) / 1000 end`;
}

/**
 * Fills both tables from the orders that have a 'placed' step, their steps' first times and their
 * deliveries, replacing what they held.
 */
export async function fillOrderLegs(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const first = (status: string) => sql`min(case when status = ${sql.lit(status)} then at end)`;
  const at = (column: string) => ms(engine, sql.ref(column));
  const nonEmpty = (column: string) => sql`case when ${sql.ref(column)} <> '' then ${sql.ref(column)} end`;
  await sql`delete from order_legs`.execute(db);
  await sql`delete from customer_first_orders`.execute(db);
  await sql`insert into order_legs (order_id, user_id, store_id, shop_day, mode, called_off, total_paise, accept_s, pack_s, pickup_s,
      deliver_s, late, partner_id, partner_pickup_s, partner_deliver_s, partner_delivered)
    select id, user_id, store_id, shop_day, mode, case when status in ('cancelled', 'rejected') then 1 else 0 end,
      total_paise, ${seconds(sql`placed_ms`, sql`accepted_ms`)},
      ${seconds(sql`accepted_ms`, sql`ready_ms`)},
      ${seconds(sql`ready_ms`, sql`case when mode = 'DELIVERY' then on_the_way_ms else collected_ms end`)},
      case when mode = 'DELIVERY' then ${seconds(sql`on_the_way_ms`, sql`delivered_ms`)} end,
      case when delivery_time > 0 and ${seconds(sql`placed_ms`, sql`case when mode = 'DELIVERY' then delivered_ms else collected_ms end`)} > delivery_time * 60 then 1 else 0 end,
      partner_id, ${seconds(sql`assigned_ms`, sql`picked_up_ms`)}, ${seconds(sql`picked_up_ms`, sql`partner_done_ms`)},
      case when partner_done_ms is not null then 1 else 0 end
    from (
      select o.id, o.user_id, o.store_id, ${shopDay(engine, sql`o.created_at`)} as shop_day, o.mode, o.status,
        o.total_paise, s.delivery_time,
        ${at('e.placed')} as placed_ms, ${at('e.accepted')} as accepted_ms, ${at('e.ready')} as ready_ms,
        ${at('e.on_the_way')} as on_the_way_ms, ${at('e.collected')} as collected_ms, ${at('e.delivered')} as delivered_ms,
        od.partner_id, ${at('od.assigned_at')} as assigned_ms, ${at('od.picked_up_at')} as picked_up_ms,
        ${ms(engine, nonEmpty('od.delivered_at'))} as partner_done_ms
      from orders o
        join (
          select order_id, ${first('placed')} as placed, ${first('accepted')} as accepted,
            ${first('ready_for_pickup')} as ready, ${first('on_the_way')} as on_the_way,
            ${first('collected')} as collected, ${first('delivered')} as delivered
          from order_status_events group by order_id
        ) e on e.order_id = o.id
        join stores s on s.id = o.store_id
        left join order_deliveries od on od.order_id = o.id
      where e.placed is not null
    ) steps`.execute(db);
  // Each customer's first placed order: the earliest created, the lower id on a tie.
  await sql`insert into customer_first_orders (user_id, order_id, store_id, shop_day, mode, created_at)
    select user_id, id, store_id, ${shopDay(engine, sql`created_at`)}, mode, created_at
    from (
      select o.user_id, o.id, o.store_id, o.mode, o.created_at,
        row_number() over (partition by o.user_id order by o.created_at, o.id) as nth
      from orders o join order_legs l on l.order_id = o.id
    ) placed
    where nth = 1`.execute(db);
}
