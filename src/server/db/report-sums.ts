// The reports' summary tables (decisions 0289, 0298): sums and counts of the orders' stored columns
// per store, shop day, fulfilment mode and the other keys each summed report groups by. Written
// with each change of an order in its own transaction (services/reports/summaries.ts), and filled
// here from the orders themselves: by migration 045, by a benchmark after it writes orders straight
// into the tables, and by the test that checks the written sums against this recomputation. The
// rules of what counts are those of domain/reports/reports.ts: an order counts once it has a
// 'placed' step, on the shop day of its created_at; items, categories and coupons count the orders
// not called off; cancellations count every order called off, placed or not.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { parseIsoDate, shopDayStart } from '../../domain/calendar.ts';
import { CALLED_OFF_STATUSES, PLACED_STEP } from '../../domain/reports/reports.ts';
import type { Engine } from './migrations/columns.ts';

/** A summary table: the columns that key a row, the columns summed, and one kept as the least. */
export interface SumTable {
  name: ReportSumTable;
  keys: readonly string[];
  sums: readonly string[];
  least?: string;
}

export type ReportSumTable =
  | 'report_order_sums'
  | 'report_line_sums'
  | 'report_category_sums'
  | 'report_coupon_sums'
  | 'report_called_off_sums';

const PLACE = ['store_id', 'day', 'mode'] as const;

export const SUM_TABLES: readonly SumTable[] = [
  {
    name: 'report_order_sums',
    keys: [...PLACE, 'payment_method', 'payment_provider', 'called_off'],
    sums: [
      'orders',
      'lined_orders',
      'subtotal_paise',
      'discount_paise',
      'delivery_charge_paise',
      'tip_paise',
      'wallet_used_paise',
      'total_paise',
      'refund_wallet_paise',
      'refund_provider_paise',
    ],
  },
  {
    name: 'report_line_sums',
    keys: [...PLACE, 'line_key'],
    sums: ['quantity', 'orders', 'value_paise'],
    least: 'first_line',
  },
  {
    name: 'report_category_sums',
    keys: [...PLACE, 'line_kind', 'category_id'],
    sums: ['quantity', 'orders', 'value_paise'],
  },
  { name: 'report_coupon_sums', keys: [...PLACE, 'code'], sums: ['uses', 'orders', 'discount_paise', 'total_paise'] },
  {
    name: 'report_called_off_sums',
    keys: [...PLACE, 'status', 'cancel_reason', 'accepted'],
    sums: ['orders', 'value_paise'],
  },
];

/** The minutes the shop's days start after UTC's (Asia/Kolkata keeps one offset all year). */
function shopOffsetMinutes(): number {
  const day = parseIsoDate('2026-01-01');
  if (!day) throw new Error('not a day');
  return Math.round((day.getTime() - shopDayStart(day).getTime()) / 60_000);
}

/** The shop day (YYYY-MM-DD) a stored instant (ISO-8601 UTC text) falls on, in each engine's SQL. */
function shopDaySql(engine: Engine, column: RawBuilder<unknown>): RawBuilder<string> {
  const offset = shopOffsetMinutes();
  if (engine === 'postgres')
    return sql`to_char(${column}::timestamp + make_interval(mins => ${sql.lit(offset)}), 'YYYY-MM-DD')`;
  return sql`date(${column}, ${sql.lit(`${offset >= 0 ? '+' : ''}${offset} minutes`)})`;
}

const calledOffSql = sql.join(CALLED_OFF_STATUSES.map((status) => sql.lit(status)));

/**
 * Empties the summary tables and fills them again from the orders, their lines, refunds, coupon
 * uses and steps. Stamps first each item line's category where it has none (lines written before
 * the lines kept it, or straight into the table).
 */
export async function fillReportSums<DB>(db: Kysely<DB>, engine: Engine): Promise<void> {
  await sql`update order_items set category_id = (select it.category_id from items it where it.id = order_items.item_id)
    where category_id is null and combo_id is null`.execute(db);
  for (const table of SUM_TABLES) await sql`delete from ${sql.table(table.name)}`.execute(db);
  const day = shopDaySql(engine, sql`o.created_at`);
  const calledOff = sql`case when o.status in (${calledOffSql}) then 1 else 0 end`;
  const placed = sql`exists (select 1 from order_status_events e where e.order_id = o.id and e.status = ${sql.lit(PLACED_STEP)})`;
  const kept = sql`${placed} and o.status not in (${calledOffSql})`;
  await sql`insert into report_order_sums (store_id, day, mode, payment_method, payment_provider, called_off, orders,
      lined_orders, subtotal_paise, discount_paise, delivery_charge_paise, tip_paise, wallet_used_paise, total_paise,
      refund_wallet_paise, refund_provider_paise)
    select o.store_id, ${day}, o.mode, o.payment_method, coalesce(o.payment_provider, ''), ${calledOff}, count(*),
      sum(case when l.order_id is null then 0 else 1 end), sum(o.subtotal_paise), sum(o.discount_paise),
      sum(o.delivery_charge_paise), sum(o.tip_paise), sum(o.wallet_used_paise), sum(o.total_paise),
      sum(coalesce(w.amount, 0)), sum(coalesce(r.amount, 0))
    from orders o
      left join (select distinct order_id from order_items) l on l.order_id = o.id
      left join (select order_id, sum(amount_paise) as amount from wallet_transactions where kind = 'refund'
        group by order_id) w on w.order_id = o.id
      left join (select order_id, sum(amount_paise) as amount from payment_refunds where destination = 'source'
        group by order_id) r on r.order_id = o.id
    where ${placed}
    group by o.store_id, ${day}, o.mode, o.payment_method, coalesce(o.payment_provider, ''), ${calledOff}`.execute(db);
  const lineKey = sql`case when i.combo_id is null then 'item:' || i.item_id else 'combo:' || i.combo_id end`;
  await sql`insert into report_line_sums (store_id, day, mode, line_key, quantity, orders, value_paise, first_line)
    select o.store_id, ${day}, o.mode, ${lineKey}, sum(i.quantity), count(distinct i.order_id), sum(i.line_total_paise), min(i.id)
    from order_items i join orders o on o.id = i.order_id
    where ${kept}
    group by o.store_id, ${day}, o.mode, ${lineKey}`.execute(db);
  const lineKind = sql`case when i.combo_id is null then 'item' else 'combo' end`;
  const category = sql`case when i.combo_id is null then coalesce(i.category_id, 0) else 0 end`;
  await sql`insert into report_category_sums (store_id, day, mode, line_kind, category_id, quantity, orders, value_paise)
    select o.store_id, ${day}, o.mode, ${lineKind}, ${category}, sum(i.quantity), count(distinct i.order_id), sum(i.line_total_paise)
    from order_items i join orders o on o.id = i.order_id
    where ${kept}
    group by o.store_id, ${day}, o.mode, ${lineKind}, ${category}`.execute(db);
  await sql`insert into report_coupon_sums (store_id, day, mode, code, uses, orders, discount_paise, total_paise)
    select o.store_id, ${day}, o.mode, o.coupon_code, sum(coalesce(u.uses, 0)), count(*), sum(o.discount_paise), sum(o.total_paise)
    from orders o
      left join (select order_id, count(*) as uses from coupon_redemptions group by order_id) u on u.order_id = o.id
    where ${kept} and o.coupon_code is not null
    group by o.store_id, ${day}, o.mode, o.coupon_code`.execute(db);
  const accepted = sql`case when exists (select 1 from order_status_events e where e.order_id = o.id and e.status = 'accepted') then 1 else 0 end`;
  await sql`insert into report_called_off_sums (store_id, day, mode, status, cancel_reason, accepted, orders, value_paise)
    select o.store_id, ${day}, o.mode, o.status, coalesce(o.cancel_reason, ''), ${accepted}, count(*), sum(o.total_paise)
    from orders o
    where o.status in (${calledOffSql})
    group by o.store_id, ${day}, o.mode, o.status, coalesce(o.cancel_reason, ''), ${accepted}`.execute(db);
}
