// The console's reports (decision 0278): reads the facts of the orders placed in a range of the
// shop's days (their money as stored, their steps, their lines, refunds, coupon uses and
// deliveries), for the stores the member reaches, and hands them to the pure report arithmetic
// (domain/reports/reports.ts). Nothing here adds money up. On PostgreSQL the reads run in one
// read-only transaction with a statement timeout, so a long report cannot hold the shop's
// connections: it answers 503 and the orders go on.
import { type SelectQueryBuilder, sql } from 'kysely';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ReportMode, StaffReportAnswer, StaffReportInput } from '../../../domain/api/staff/reports.ts';
import { type DayRange, type Grain, rangeInstants, resolveRange } from '../../../domain/reports/ranges.ts';
import {
  buildReport,
  type LineFact,
  type OrderFact,
  type ReportFacts,
  type ReportKind,
} from '../../../domain/reports/reports.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import type { StaffScope } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { NO_SUCH_STORE } from '../staff/staff.ts';
import type { Kysely } from 'kysely';

/** How long one report's reads may run on PostgreSQL before it gives up. */
const REPORT_STATEMENT_TIMEOUT_MS = 10_000;

/** The category a combo line is counted under (combos have no category of their own). */
const COMBO_CATEGORY = 'Combos';

interface ReportQuery {
  range: DayRange;
  storeIds: readonly number[];
  mode: ReportMode;
  grain: Grain;
}

type Db = Kysely<Database>;

/** The orders of the query: created in the range's instants, at its stores, of its mode. */
function scopedOrders(db: Db, query: ReportQuery): SelectQueryBuilder<Database, 'orders', object> {
  const { start, end } = rangeInstants(query.range);
  let orders = db
    .selectFrom('orders')
    .where('orders.store_id', 'in', [...query.storeIds])
    .where('orders.created_at', '>=', start)
    .where('orders.created_at', '<', end);
  if (query.mode !== 'all') orders = orders.where('orders.mode', '=', query.mode);
  return orders;
}

/** Sums of paise per order, as numbers (PostgreSQL answers a bigint sum as text). */
function perOrder(rows: readonly { order_id: number | null; amount: unknown }[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const row of rows) if (row.order_id !== null) map.set(row.order_id, Number(row.amount ?? 0));
  return map;
}

/** Every fact the reports count, for the query. */
async function readFacts(db: Db, query: ReportQuery): Promise<ReportFacts> {
  const ids = () => scopedOrders(db, query).select('orders.id');
  const orderRows = await scopedOrders(db, query)
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select([
      'orders.id',
      'orders.store_id',
      'orders.user_id',
      'orders.mode',
      'orders.status',
      'orders.payment_method',
      'orders.payment_provider',
      'orders.created_at',
      'orders.subtotal_paise',
      'orders.discount_paise',
      'orders.delivery_charge_paise',
      'orders.tip_paise',
      'orders.wallet_used_paise',
      'orders.total_paise',
      'orders.coupon_code',
      'orders.cancel_reason',
      'stores.delivery_time',
    ])
    .orderBy('orders.id')
    .execute();
  if (orderRows.length === 0) return { range: query.range, grain: query.grain, orders: [], lines: [] };

  const events = await db
    .selectFrom('order_status_events')
    .select(['order_id', 'status', 'at'])
    .where('order_id', 'in', ids())
    .orderBy('order_id')
    .orderBy('at')
    .orderBy('id')
    .execute();
  const eventsOf = new Map<number, { status: OrderFact['status']; at: string }[]>();
  for (const event of events) {
    const list = eventsOf.get(event.order_id) ?? [];
    list.push({ status: event.status, at: event.at });
    eventsOf.set(event.order_id, list);
  }

  // A customer's first order ever that was placed, at any store: new customers are counted by it.
  const firsts = await db
    .selectFrom('orders')
    .select(['orders.user_id', (eb) => eb.fn.min('orders.created_at').as('first_at')])
    .where('orders.user_id', 'in', scopedOrders(db, query).select('orders.user_id'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_status_events')
          .select('order_status_events.id')
          .whereRef('order_status_events.order_id', '=', 'orders.id')
          .where('order_status_events.status', '=', 'placed'),
      ),
    )
    .groupBy('orders.user_id')
    .execute();
  const firstOf = new Map(firsts.map((row) => [row.user_id, String(row.first_at)]));

  const uses = perOrder(
    await db
      .selectFrom('coupon_redemptions')
      .select(['order_id', (eb) => eb.fn.countAll().as('amount')])
      .where('order_id', 'in', ids())
      .groupBy('order_id')
      .execute(),
  );
  const walletRefunds = perOrder(
    await db
      .selectFrom('wallet_transactions')
      .select(['order_id', (eb) => eb.fn.sum('amount_paise').as('amount')])
      .where('kind', '=', 'refund')
      .where('order_id', 'in', ids())
      .groupBy('order_id')
      .execute(),
  );
  const providerRefunds = perOrder(
    await db
      .selectFrom('payment_refunds')
      .select(['order_id', (eb) => eb.fn.sum('amount_paise').as('amount')])
      .where('destination', '=', 'source')
      .where('order_id', 'in', ids())
      .groupBy('order_id')
      .execute(),
  );
  const deliveries = await db
    .selectFrom('order_deliveries')
    .innerJoin('delivery_partners', 'delivery_partners.id', 'order_deliveries.partner_id')
    .select([
      'order_deliveries.order_id',
      'order_deliveries.partner_id',
      'delivery_partners.name',
      'order_deliveries.assigned_at',
      'order_deliveries.picked_up_at',
      'order_deliveries.delivered_at',
    ])
    .where('order_deliveries.order_id', 'in', ids())
    .execute();
  const partnerOf = new Map(deliveries.map((row) => [row.order_id, row]));

  const lineRows = await db
    .selectFrom('order_items')
    .leftJoin('items', (join) =>
      join.onRef('items.id', '=', 'order_items.item_id').on('order_items.combo_id', 'is', null),
    )
    .leftJoin('categories', 'categories.id', 'items.category_id')
    .select([
      'order_items.order_id',
      'order_items.item_id',
      'order_items.combo_id',
      'order_items.name',
      'order_items.quantity',
      'order_items.line_total_paise',
      'categories.name as category',
    ])
    .where('order_items.order_id', 'in', ids())
    .orderBy('order_items.id')
    .execute();

  const orders: OrderFact[] = orderRows.map((row) => {
    const partner = partnerOf.get(row.id);
    return {
      id: row.id,
      store_id: row.store_id,
      user_id: row.user_id,
      mode: row.mode,
      status: row.status,
      payment_method: row.payment_method,
      payment_provider: row.payment_provider,
      created_at: row.created_at,
      subtotal_paise: row.subtotal_paise,
      discount_paise: row.discount_paise,
      delivery_charge_paise: row.delivery_charge_paise,
      tip_paise: row.tip_paise,
      wallet_used_paise: row.wallet_used_paise,
      total_paise: row.total_paise,
      coupon_code: row.coupon_code,
      cancel_reason: row.cancel_reason,
      events: eventsOf.get(row.id) ?? [],
      first_order_at: firstOf.get(row.user_id) ?? row.created_at,
      coupon_uses: uses.get(row.id) ?? 0,
      refund_wallet_paise: walletRefunds.get(row.id) ?? 0,
      refund_provider_paise: providerRefunds.get(row.id) ?? 0,
      promise_minutes: row.delivery_time > 0 ? row.delivery_time : null,
      partner: partner
        ? {
            id: partner.partner_id,
            name: partner.name,
            assigned_at: partner.assigned_at,
            picked_up_at: partner.picked_up_at,
            delivered_at: partner.delivered_at,
          }
        : null,
    };
  });
  const lines: LineFact[] = lineRows.map((row) => ({
    order_id: row.order_id,
    key: row.combo_id === null ? `item:${row.item_id}` : `combo:${row.combo_id}`,
    name: row.name,
    category: row.combo_id === null ? (row.category ?? 'Other') : COMBO_CATEGORY,
    quantity: row.quantity,
    value_paise: row.line_total_paise,
  }));
  return { range: query.range, grain: query.grain, orders, lines };
}

/** Runs the reads with the statement timeout (PostgreSQL) in one snapshot; SQLite reads as it is. */
async function withTimeout<T>(ctx: ShopContext, work: (db: Db) => Promise<T>): Promise<T> {
  if (ctx.engine !== 'postgres') return work(ctx.db);
  return ctx.db.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    await sql.raw(`set local statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`).execute(trx);
    return work(trx);
  });
}

function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

/** The stores the report counts: those named (each one the member must reach), or every one they reach. */
async function reportStores(
  ctx: ShopContext,
  member: StaffScope,
  named: readonly number[] | undefined,
): Promise<Result<number[]>> {
  const all = await ctx.db.selectFrom('stores').select('id').orderBy('id').execute();
  const reached = all.map((row) => row.id).filter((id) => !isStoreBound(member.role) || member.store_ids.includes(id));
  if (!named || named.length === 0) return ok(reached);
  // A store the member does not reach answers as a missing one does.
  if (named.some((id) => !reached.includes(id))) return NO_SUCH_STORE;
  return ok([...new Set(named)].sort((a, b) => a - b));
}

/** staff/reports: one report, for the member's stores. */
export async function staffReport(
  ctx: ShopContext,
  member: StaffScope,
  input: StaffReportInput,
): Promise<Result<StaffReportAnswer>> {
  const range = resolveRange(input.range, ctx.now(), { from: input.from, to: input.to });
  if (!range.ok)
    return fail('validation_failed', `The report’s days are not right: the ${range.field} day ${range.reason}.`, {
      [range.field]: range.reason,
    });
  const stores = await reportStores(ctx, member, input.store_ids);
  if (!stores.ok) return stores;
  const query: ReportQuery = {
    range: range.range,
    storeIds: stores.value,
    mode: input.mode ?? 'all',
    grain: input.grain ?? 'day',
  };
  try {
    const facts = await withTimeout(ctx, (db) => readFacts(db, query));
    return ok({
      report: buildReport(input.report as ReportKind, facts),
      from: range.range.from,
      to: range.range.to,
      store_ids: stores.value,
    });
  } catch (error) {
    if (isStatementTimeout(error))
      return fail('unavailable', 'This report took too long. Choose fewer days or fewer stores and try again.');
    throw error;
  }
}
