// The console's reports (decision 0278): reads the facts of the orders placed in a range of the
// shop's days (their money as stored, their steps, their lines, refunds, coupon uses and
// deliveries), for the stores the member reaches, and hands them to the pure report arithmetic
// (domain/reports/reports.ts). Nothing here adds money up. The summed reports (sales, payments,
// items, categories, coupons, cancellations) read the summary tables written with each order
// (decision 0298) rather than the orders. On PostgreSQL the reads run in one
// read-only transaction with a statement timeout, so a long report cannot hold the shop's
// connections: it answers 503 and the orders go on.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ReportMode, StaffReportAnswer, StaffReportInput } from '../../../domain/api/staff/reports.ts';
import { parseIsoDate, shopDayStart } from '../../../domain/calendar.ts';
import { type DayRange, type Grain, rangeInstants, resolveRange } from '../../../domain/reports/ranges.ts';
import {
  buildReport,
  CALLED_OFF_STATUSES,
  type CalledOffGroup,
  type CouponGroup,
  type CustomerCounts,
  dayBuckets,
  type LineGroup,
  type OrderGroup,
  type OrderSums,
  type PartnerGroup,
  PLACED_STEP,
  type ReportFacts,
  type ReportKind,
  SERVICE_LEGS,
  type ServiceGroup,
  type ServiceLeg,
} from '../../../domain/reports/reports.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import type { StaffScope } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { NO_SUCH_STORE } from '../staff/staff.ts';

/** How long one report's reads may run on PostgreSQL before it gives up. */
const REPORT_STATEMENT_TIMEOUT_MS = 10_000;

/** The category a combo line is counted under (combos have no category of their own). */
const COMBO_CATEGORY = 'Combos';

/** The category of an item line whose item or category is gone. */
const OTHER_CATEGORY = 'Other';

interface ReportQuery {
  range: DayRange;
  storeIds: readonly number[];
  mode: ReportMode;
  grain: Grain;
}

type Db = Kysely<Database>;

/** The minutes the shop's days start after UTC's (Asia/Kolkata keeps one offset all year: no daylight saving). */
function shopOffsetMinutes(range: DayRange): number {
  const day = parseIsoDate(range.from);
  if (!day) throw new Error(`not a day: ${range.from}`);
  return Math.round((day.getTime() - shopDayStart(day).getTime()) / 60_000);
}

/**
 * The SQL of the reads: each engine's way of turning a stored instant (ISO-8601 UTC text) into
 * the shop day it falls on, and into milliseconds. Everything else is written once.
 */
interface Dialect {
  shopDay(column: RawBuilder<unknown>): RawBuilder<string>;
  ms(column: RawBuilder<unknown>): RawBuilder<number>;
}

function dialectOf(engine: ShopContext['engine'], range: DayRange): Dialect {
  const offset = shopOffsetMinutes(range);
  if (engine === 'postgres')
    return {
      shopDay: (column) => sql`to_char(${column}::timestamp + make_interval(mins => ${sql.lit(offset)}), 'YYYY-MM-DD')`,
      ms: (column) => sql`(extract(epoch from ${column}::timestamp) * 1000)::bigint`,
    };
  return {
    shopDay: (column) => sql`date(${column}, ${sql.lit(`${offset >= 0 ? '+' : ''}${offset} minutes`)})`,
    ms: (column) => sql`cast(round(julianday(${column}) * 86400000.0) as integer)`,
  };
}

interface Reader {
  db: Db;
  query: ReportQuery;
  dialect: Dialect;
}

/** `with days(day, bucket)`: every shop day of the range and the bucket it is counted in. */
function daysTable(query: ReportQuery): RawBuilder<unknown> {
  const rows = dayBuckets(query.range, query.grain).map(([day, bucket]) => sql`(${day}, ${bucket})`);
  return sql`days(day, bucket) as (values ${sql.join(rows)})`;
}

/** The order `o` is of the query: created in the range's instants, at its stores, of its mode. */
function inScope(query: ReportQuery): RawBuilder<unknown> {
  const { start, end } = rangeInstants(query.range);
  const stores = sql.join(query.storeIds.map((id) => sql.lit(id)));
  const mode = query.mode === 'all' ? sql`` : sql` and o.mode = ${query.mode}`;
  return sql`o.store_id in (${stores}) and o.created_at >= ${start} and o.created_at < ${end}${mode}`;
}

/** The order `alias` was placed (decision 0278: it has a 'placed' step). */
function placed(alias: string): RawBuilder<unknown> {
  return sql`exists (select 1 from order_status_events e where e.order_id = ${sql.ref(`${alias}.id`)} and e.status = ${PLACED_STEP})`;
}

const calledOffList = sql.join(CALLED_OFF_STATUSES.map((status) => sql.lit(status)));

/** Whole seconds between two instants given in milliseconds, as secondsBetween counts them (null when time ran backwards). */
function seconds(fromMs: RawBuilder<unknown>, toMs: RawBuilder<unknown>): RawBuilder<number | null> {
  // Math.round of the milliseconds / 1000, half up: floor((ms + 500) / 1000) for ms >= -500.
  return sql`case when ${toMs} - ${fromMs} >= -500 then (${toMs} - ${fromMs} + 500) / 1000 end`;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * The summary rows `s` of the query (decision 0298): its stores, its days, its mode. They hold the
 * sums of the orders' stored columns per store and shop day, written with each order's changes.
 */
function sumsInScope(query: ReportQuery): RawBuilder<unknown> {
  const stores = sql.join(query.storeIds.map((id) => sql.lit(id)));
  const mode = query.mode === 'all' ? sql`` : sql` and s.mode = ${query.mode}`;
  return sql`s.store_id in (${stores}) and s.day >= ${query.range.from} and s.day <= ${query.range.to}${mode}`;
}

/** Sales and payments: the placed orders summed per bucket, way of paying and called off or not. */
async function orderGroups({ db, query }: Reader): Promise<OrderGroup[]> {
  const rows = await sql<
    {
      bucket: string;
      payment_method: OrderGroup['payment_method'];
      payment_provider: string;
      called_off: unknown;
    } & Record<keyof OrderSums, unknown>
  >`with ${daysTable(query)}
    select d.bucket, s.payment_method, s.payment_provider, s.called_off,
      sum(s.orders) as orders, sum(s.subtotal_paise) as subtotal_paise, sum(s.discount_paise) as discount_paise,
      sum(s.delivery_charge_paise) as delivery_charge_paise, sum(s.tip_paise) as tip_paise,
      sum(s.wallet_used_paise) as wallet_used_paise, sum(s.total_paise) as total_paise,
      sum(s.refund_wallet_paise) as refund_wallet_paise, sum(s.refund_provider_paise) as refund_provider_paise
    from report_order_sums s join days d on d.day = s.day
    where ${sumsInScope(query)}
    group by d.bucket, s.payment_method, s.payment_provider, s.called_off
    having sum(s.orders) > 0`.execute(db);
  return rows.rows.map((row) => ({
    bucket: row.bucket,
    payment_method: row.payment_method,
    payment_provider: row.payment_provider === '' ? null : row.payment_provider,
    called_off: num(row.called_off) === 1,
    orders: num(row.orders),
    subtotal_paise: num(row.subtotal_paise),
    discount_paise: num(row.discount_paise),
    delivery_charge_paise: num(row.delivery_charge_paise),
    tip_paise: num(row.tip_paise),
    wallet_used_paise: num(row.wallet_used_paise),
    total_paise: num(row.total_paise),
    refund_wallet_paise: num(row.refund_wallet_paise),
    refund_provider_paise: num(row.refund_provider_paise),
  }));
}

/** Orders and customers: per bucket and for the whole range (people counted once each). */
async function customerCounts({ db, query, dialect }: Reader): Promise<{
  buckets: Map<string, CustomerCounts>;
  total: CustomerCounts;
}> {
  // New: no placed order of the same customer (at any store) was created before this one.
  const rows = await sql<{ bucket: string | null } & Record<keyof CustomerCounts, unknown>>`with ${daysTable(query)},
    counted as (
      select d.bucket, o.user_id, o.status, o.total_paise,
        case when exists (
          select 1 from orders p where p.user_id = o.user_id and p.created_at < o.created_at and ${placed('p')}
        ) then null else o.user_id end as new_user_id
      from orders o join days d on d.day = ${dialect.shopDay(sql`o.created_at`)}
      where ${inScope(query)} and ${placed('o')}
    )
    select bucket, count(*) as orders, sum(case when status in (${calledOffList}) then 0 else 1 end) as kept,
      sum(total_paise) as billed_paise, count(distinct user_id) as customers, count(distinct new_user_id) as new_customers
    from counted group by bucket
    union all
    select null, count(*), sum(case when status in (${calledOffList}) then 0 else 1 end), sum(total_paise),
      count(distinct user_id), count(distinct new_user_id)
    from counted`.execute(db);
  const counts = (row: Record<keyof CustomerCounts, unknown>): CustomerCounts => ({
    orders: num(row.orders),
    kept: num(row.kept),
    billed_paise: num(row.billed_paise),
    customers: num(row.customers),
    new_customers: num(row.new_customers),
  });
  const total = rows.rows.find((row) => row.bucket === null);
  return {
    buckets: new Map(rows.rows.flatMap((row) => (row.bucket === null ? [] : [[row.bucket, counts(row)] as const]))),
    total: total ? counts(total) : counts({ orders: 0, kept: 0, billed_paise: 0, customers: 0, new_customers: 0 }),
  };
}

/** Items or categories: the lines of the kept orders summed per item (or combo), or per category. */
async function lineGroups(
  { db, query }: Reader,
  kind: 'items' | 'categories',
): Promise<{ groups: LineGroup[]; orders: number }> {
  let groups: LineGroup[];
  if (kind === 'items') {
    const rows = await sql<{
      key: string;
      quantity: unknown;
      orders: unknown;
      value_paise: unknown;
      first_line: unknown;
    }>`
      select s.line_key as key, sum(s.quantity) as quantity, sum(s.orders) as orders,
        sum(s.value_paise) as value_paise, min(s.first_line) as first_line
      from report_line_sums s where ${sumsInScope(query)} group by s.line_key having sum(s.orders) > 0`.execute(db);
    // An item is named as on its first line.
    const names = new Map<number, string>();
    const firsts = rows.rows.map((row) => num(row.first_line));
    for (let index = 0; index < firsts.length; index += 500) {
      const some = firsts.slice(index, index + 500);
      const named = await db.selectFrom('order_items').select(['id', 'name']).where('id', 'in', some).execute();
      for (const row of named) names.set(row.id, row.name);
    }
    groups = rows.rows.map((row) => ({
      key: row.key,
      name: names.get(num(row.first_line)) ?? '',
      quantity: num(row.quantity),
      orders: num(row.orders),
      value_paise: num(row.value_paise),
    }));
  } else {
    // Each line is counted under the category its item was in when the order was placed, by the
    // category's name now (decision 0298).
    const category = sql`case when s.line_kind = 'combo' then ${COMBO_CATEGORY} else coalesce(c.name, ${OTHER_CATEGORY}) end`;
    const rows = await sql<{ name: string; quantity: unknown; orders: unknown; value_paise: unknown }>`
      select ${category} as name, sum(s.quantity) as quantity, sum(s.orders) as orders, sum(s.value_paise) as value_paise
      from report_category_sums s left join categories c on c.id = s.category_id and s.line_kind = 'item'
      where ${sumsInScope(query)} group by 1 having sum(s.orders) > 0`.execute(db);
    groups = rows.rows.map((row) => ({
      key: row.name,
      name: row.name,
      quantity: num(row.quantity),
      orders: num(row.orders),
      value_paise: num(row.value_paise),
    }));
  }
  const orders = await sql<{ orders: unknown }>`
    select sum(s.lined_orders) as orders from report_order_sums s
    where ${sumsInScope(query)} and s.called_off = 0`.execute(db);
  return { groups, orders: num(orders.rows[0]?.orders) };
}

/** Cancellations: the orders called off, placed or not, per status, reason and acceptance. */
async function calledOffGroups({ db, query }: Reader): Promise<CalledOffGroup[]> {
  const rows = await sql<{
    status: CalledOffGroup['status'];
    cancel_reason: string;
    accepted: unknown;
    orders: unknown;
    value_paise: unknown;
  }>`
    select s.status, s.cancel_reason, s.accepted, sum(s.orders) as orders, sum(s.value_paise) as value_paise
    from report_called_off_sums s
    where ${sumsInScope(query)}
    group by s.status, s.cancel_reason, s.accepted
    having sum(s.orders) > 0`.execute(db);
  return rows.rows.map((row) => ({
    status: row.status,
    cancel_reason: row.cancel_reason === '' ? null : row.cancel_reason,
    accepted: num(row.accepted) === 1,
    orders: num(row.orders),
    value_paise: num(row.value_paise),
  }));
}

/** Durations counted per whole second: [group, leg, seconds, how many]. */
type TallyRow = { key: string; leg: string; seconds: unknown; count: unknown };

function talliesOf(rows: readonly TallyRow[]): Map<string, Map<string, Map<number, number>>> {
  const byKey = new Map<string, Map<string, Map<number, number>>>();
  for (const row of rows) {
    const legs = byKey.get(String(row.key)) ?? new Map<string, Map<number, number>>();
    byKey.set(String(row.key), legs);
    const tally = legs.get(row.leg) ?? new Map<number, number>();
    legs.set(row.leg, tally);
    tally.set(num(row.seconds), num(row.count));
  }
  return byKey;
}

/** Service times: per bucket, the placed orders' legs counted per whole second, and the late ones. */
async function serviceGroups({ db, query, dialect }: Reader): Promise<ServiceGroup[]> {
  // Each step's first time (an index lookup per order and step), in milliseconds, once per order.
  const step = (status: string) =>
    dialect.ms(
      sql`(select min(e.at) from order_status_events e where e.order_id = o.id and e.status = ${sql.lit(status)})`,
    );
  const steps = sql`with ${daysTable(query)},
    steps as materialized (
      select d.bucket, o.mode, s.delivery_time, ${step('placed')} as placed_ms, ${step('accepted')} as accepted_ms,
        ${step('ready_for_pickup')} as ready_ms, ${step('on_the_way')} as on_the_way_ms,
        ${step('collected')} as collected_ms, ${step('delivered')} as delivered_ms
      from orders o
        join days d on d.day = ${dialect.shopDay(sql`o.created_at`)}
        join stores s on s.id = o.store_id
      where ${inScope(query)}
    ),
    legs as materialized (
      select bucket, ${seconds(sql`placed_ms`, sql`accepted_ms`)} as accept,
        ${seconds(sql`accepted_ms`, sql`ready_ms`)} as pack,
        ${seconds(sql`ready_ms`, sql`case when mode = 'DELIVERY' then on_the_way_ms else collected_ms end`)} as pickup,
        case when mode = 'DELIVERY' then ${seconds(sql`on_the_way_ms`, sql`delivered_ms`)} end as deliver,
        case when delivery_time > 0 and ${seconds(sql`placed_ms`, sql`case when mode = 'DELIVERY' then delivered_ms else collected_ms end`)} > delivery_time * 60 then 1 else 0 end as late
      from steps where placed_ms is not null
    )`;
  const leg = (name: ServiceLeg) =>
    sql`select bucket as key, ${sql.lit(name)} as leg, ${sql.ref(name)} as seconds, count(*) as count
      from legs where ${sql.ref(name)} is not null group by bucket, ${sql.ref(name)}`;
  const rows = await sql<TallyRow>`${steps}
    select bucket as key, 'orders' as leg, count(*) as seconds, sum(late) as count from legs group by bucket
    union all ${sql.join(SERVICE_LEGS.map(leg), sql` union all `)}`.execute(db);
  const counts = rows.rows.filter((row) => row.leg === 'orders');
  const tallies = talliesOf(rows.rows.filter((row) => row.leg !== 'orders'));
  return counts.map((row) => {
    const legs = tallies.get(String(row.key));
    return {
      bucket: String(row.key),
      orders: num(row.seconds),
      late: num(row.count),
      legs: {
        accept: legs?.get('accept') ?? new Map(),
        pack: legs?.get('pack') ?? new Map(),
        pickup: legs?.get('pickup') ?? new Map(),
        deliver: legs?.get('deliver') ?? new Map(),
      },
    };
  });
}

/** Coupons: the kept orders with a coupon, per code, with the uses they hold. */
async function couponGroups({ db, query }: Reader): Promise<CouponGroup[]> {
  const rows = await sql<{ code: string } & Record<'uses' | 'orders' | 'discount_paise' | 'total_paise', unknown>>`
    select s.code, sum(s.uses) as uses, sum(s.orders) as orders, sum(s.discount_paise) as discount_paise,
      sum(s.total_paise) as total_paise
    from report_coupon_sums s where ${sumsInScope(query)}
    group by s.code having sum(s.orders) > 0`.execute(db);
  return rows.rows.map((row) => ({
    code: row.code,
    uses: num(row.uses),
    orders: num(row.orders),
    discount_paise: num(row.discount_paise),
    total_paise: num(row.total_paise),
  }));
}

/** Partners: the deliveries of the query's orders per partner, their legs counted per whole second. */
async function partnerGroups({ db, query, dialect }: Reader): Promise<PartnerGroup[]> {
  const from = sql`order_deliveries od join orders o on o.id = od.order_id`;
  const counts = await sql<{ id: number; name: string; assigned: unknown; deliveries: unknown }>`
    select od.partner_id as id, p.name, count(*) as assigned,
      sum(case when od.delivered_at is not null and od.delivered_at <> '' then 1 else 0 end) as deliveries
    from ${from} join delivery_partners p on p.id = od.partner_id
    where ${inScope(query)} group by od.partner_id, p.name`.execute(db);
  const tallies = talliesOf(
    (
      await sql<TallyRow>`
        with times as materialized (
          select od.partner_id, ${dialect.ms(sql`od.assigned_at`)} as assigned_ms, ${dialect.ms(sql`od.picked_up_at`)} as picked_up_ms,
            case when od.delivered_at <> '' then ${dialect.ms(sql`od.delivered_at`)} end as delivered_ms
          from ${from} where ${inScope(query)}
        ),
        legs as materialized (
          select partner_id, ${seconds(sql`assigned_ms`, sql`picked_up_ms`)} as pickup,
            ${seconds(sql`picked_up_ms`, sql`delivered_ms`)} as deliver
          from times
        )
        select partner_id as key, 'pickup' as leg, pickup as seconds, count(*) as count
        from legs where pickup is not null group by partner_id, pickup
        union all
        select partner_id, 'deliver', deliver, count(*)
        from legs where deliver is not null group by partner_id, deliver`.execute(db)
    ).rows,
  );
  return counts.rows.map((row) => ({
    id: row.id,
    name: row.name,
    assigned: num(row.assigned),
    deliveries: num(row.deliveries),
    pickup: tallies.get(String(row.id))?.get('pickup') ?? new Map(),
    deliver: tallies.get(String(row.id))?.get('deliver') ?? new Map(),
  }));
}

/** The facts of one report: only what it shows, summed in the database. */
async function readFacts(
  db: Db,
  engine: ShopContext['engine'],
  kind: ReportKind,
  query: ReportQuery,
): Promise<ReportFacts> {
  const reader: Reader = { db, query, dialect: dialectOf(engine, query.range) };
  const base = { range: query.range, grain: query.grain };
  switch (kind) {
    case 'sales':
    case 'payments':
      return { kind, ...base, groups: await orderGroups(reader) };
    case 'orders':
      return { kind, ...base, ...(await customerCounts(reader)) };
    case 'items':
    case 'categories':
      return { kind, ...base, ...(await lineGroups(reader, kind)) };
    case 'cancellations':
      return { kind, ...base, groups: await calledOffGroups(reader) };
    case 'service':
      return { kind, ...base, groups: await serviceGroups(reader) };
    case 'coupons':
      return { kind, ...base, groups: await couponGroups(reader) };
    case 'partners':
      return { kind, ...base, groups: await partnerGroups(reader) };
  }
}

/** Runs the reads with the statement timeout (PostgreSQL) in one snapshot; SQLite reads as it is. */
async function withTimeout<T>(ctx: ShopContext, work: (db: Db) => Promise<T>): Promise<T> {
  if (ctx.engine !== 'postgres') return work(ctx.db);
  return ctx.db.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    await sql.raw(`set local statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`).execute(trx);
    // A report's few statements are planned as costly, which switches on JIT compilation: measured,
    // compiling took longer than it saved (decision 0289).
    await sql`set local jit = off`.execute(trx);
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
    const facts = await withTimeout(ctx, (db) => readFacts(db, ctx.engine, input.report as ReportKind, query));
    return ok({
      report: buildReport(facts),
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
