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
import { type DayRange, type Grain, resolveRange } from '../../../domain/reports/ranges.ts';
import {
  buildReport,
  type CalledOffGroup,
  type CouponGroup,
  type CustomerCounts,
  dayBuckets,
  type LegTimes,
  type LineGroup,
  legTimesOf,
  legTimesOfValues,
  type OrderGroup,
  type MessageGroup,
  type OrderSums,
  type PartnerGroup,
  type PartnerTimes,
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
import { NO_SUCH_STORE } from '../catalogue/store-reach.ts';
import { said } from '../../said.ts';
import { createQueue } from '../../work-queue.ts';

/** How long one report's reads may run on PostgreSQL before it gives up. */
const REPORT_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * Reports are read one at a time (decision 0302): per instance in `reportsQueue`; across the
 * instances of one shop under a transaction lock on the shop's schema (the first key is 'FCRP' in
 * ASCII). At most eight wait or run on an instance, two of them one member's (decision 0320); one
 * more is told to try again.
 */
const REPORTS_LOCK = 1178817104;
const reportsQueue = createQueue({ atOnce: 1, places: 8, placesPerKey: 2 });

/** Reports waiting or being read on this instance (the metrics). */
export function reportsQueued(): number {
  return reportsQueue.queued;
}

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
 * the shop day it falls on. Everything else is written once, but for the durations' medians and
 * percentiles, which PostgreSQL picks itself (legTimes).
 */
interface Dialect {
  shopDay(column: RawBuilder<unknown>): RawBuilder<string>;
}

function dialectOf(engine: ShopContext['engine'], range: DayRange): Dialect {
  const offset = shopOffsetMinutes(range);
  if (engine === 'postgres')
    return {
      shopDay: (column) => sql`to_char(${column}::timestamp + make_interval(mins => ${sql.lit(offset)}), 'YYYY-MM-DD')`,
    };
  return {
    shopDay: (column) => sql`date(${column}, ${sql.lit(`${offset >= 0 ? '+' : ''}${offset} minutes`)})`,
  };
}

interface Reader {
  db: Db;
  query: ReportQuery;
  dialect: Dialect;
  engine: ShopContext['engine'];
}

/** The bucket of each shop day of the query's range. */
function bucketOfDay(query: ReportQuery): (day: string) => string {
  const buckets = new Map(dayBuckets(query.range, query.grain));
  return (day) => buckets.get(day) ?? day;
}

/** `with days(day, bucket)`: every shop day of the range and the bucket it is counted in. */
function daysTable(query: ReportQuery): RawBuilder<unknown> {
  const rows = dayBuckets(query.range, query.grain).map(([day, bucket]) => sql`(${day}, ${bucket})`);
  return sql`days(day, bucket) as (values ${sql.join(rows)})`;
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

/**
 * The rows of `alias` (order_legs or customer_first_orders: one per placed order, or per
 * customer's first one, decision 0299) of the query: its shop days, stores and mode.
 */
function legsInScope(query: ReportQuery, alias: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const stores = sql.join(query.storeIds.map((id) => sql.lit(id)));
  const mode = query.mode === 'all' ? sql`` : sql` and ${column('mode')} = ${query.mode}`;
  return sql`${column('shop_day')} >= ${query.range.from} and ${column('shop_day')} <= ${query.range.to}
    and ${column('store_id')} in (${stores})${mode}`;
}

/**
 * Orders and customers: per bucket and for the whole range (people counted once each). The placed
 * orders are the rows of order_legs, with whether each was called off and its total; a customer is new where their first placed order is
 * (customer_first_orders), so new customers add up across days and only the distinct customers
 * are counted from the orders.
 */
async function customerCounts({ db, query, engine }: Reader): Promise<{
  buckets: Map<string, CustomerCounts>;
  total: CustomerCounts;
}> {
  type Counts = Record<Exclude<keyof CustomerCounts, 'new_customers'>, unknown>;
  const rows =
    engine === 'postgres'
      ? await customersPerBucket(db, query)
      : (
          await sql<{ bucket: string | null } & Counts>`with ${daysTable(query)},
    counted as materialized (
      select d.bucket, l.user_id, l.called_off, l.total_paise
      from order_legs l join days d on d.day = l.shop_day
      where ${legsInScope(query, 'l')}
    )
    select bucket, count(*) as orders, count(*) - sum(called_off) as kept, sum(total_paise) as billed_paise,
      count(distinct user_id) as customers
    from counted group by bucket
    union all
    select null, count(*), count(*) - sum(called_off), sum(total_paise), count(distinct user_id)
    from counted`.execute(db)
        ).rows;
  const firsts = await sql<{ bucket: string; customers: unknown }>`with ${daysTable(query)}
    select d.bucket, count(*) as customers
    from customer_first_orders f join days d on d.day = f.shop_day
    where ${legsInScope(query, 'f')} group by d.bucket`.execute(db);
  const newOf = new Map(firsts.rows.map((row) => [row.bucket, num(row.customers)]));
  const counts = (row: Counts, newCustomers: number): CustomerCounts => ({
    orders: num(row.orders),
    kept: num(row.kept),
    billed_paise: num(row.billed_paise),
    customers: num(row.customers),
    new_customers: newCustomers,
  });
  const total = rows.find((row) => row.bucket === null);
  const allNew = [...newOf.values()].reduce((sum, count) => sum + count, 0);
  return {
    buckets: new Map(
      rows.flatMap((row) =>
        row.bucket === null ? [] : [[row.bucket, counts(row, newOf.get(row.bucket) ?? 0)] as const],
      ),
    ),
    total: total ? counts(total, allNew) : counts({ orders: 0, kept: 0, billed_paise: 0, customers: 0 }, 0),
  };
}

/**
 * PostgreSQL: each bucket's orders, kept orders, billed paise and distinct customers, and the
 * whole range's (bucket null). Counting a year's distinct customers per month in the database
 * sorted or hashed a million rows for a second; the customers of each shop day arrive packed as
 * four bytes each, and each is counted once per bucket here (decision 0302).
 */
async function customersPerBucket(
  db: Db,
  query: ReportQuery,
): Promise<({ bucket: string | null } & Omit<CustomerCounts, 'new_customers'>)[]> {
  await sql`set local work_mem = '64MB'`.execute(db);
  const days = await sql<{
    day: string;
    orders: unknown;
    called_off: unknown;
    billed_paise: unknown;
    users: Uint8Array;
  }>`
    select l.shop_day as day, count(*) as orders, sum(l.called_off) as called_off, sum(l.total_paise) as billed_paise,
      string_agg(int4send(l.user_id), ''::bytea) as users
    from order_legs l where ${legsInScope(query, 'l')} group by l.shop_day`.execute(db);
  const bucketOf = bucketOfDay(query);
  const byBucket = new Map<string, typeof days.rows>();
  for (const row of days.rows) {
    const bucket = bucketOf(row.day);
    const rows = byBucket.get(bucket) ?? [];
    byBucket.set(bucket, rows);
    rows.push(row);
  }
  // Who was counted last in which bucket, and who at all: one slot per customer id.
  let most = 0;
  const views = new Map(
    days.rows.map((row) => [row, new DataView(row.users.buffer, row.users.byteOffset, row.users.byteLength)]),
  );
  for (const view of views.values())
    for (let offset = 0; offset < view.byteLength; offset += 4) most = Math.max(most, view.getInt32(offset));
  const lastBucket = new Int32Array(most + 1).fill(-1);
  const seen = new Uint8Array(most + 1);
  const total = { bucket: null, orders: 0, kept: 0, billed_paise: 0, customers: 0 };
  const counted = [...byBucket].map(([bucket, rows], index) => {
    const counts = { bucket, orders: 0, kept: 0, billed_paise: 0, customers: 0 };
    for (const row of rows) {
      counts.orders += num(row.orders);
      counts.kept += num(row.orders) - num(row.called_off);
      counts.billed_paise += num(row.billed_paise);
      const view = views.get(row) as DataView;
      for (let offset = 0; offset < view.byteLength; offset += 4) {
        const user = view.getInt32(offset);
        if (lastBucket[user] !== index) {
          lastBucket[user] = index;
          counts.customers++;
        }
        if (seen[user] === 0) {
          seen[user] = 1;
          total.customers++;
        }
      }
    }
    total.orders += counts.orders;
    total.kept += counts.kept;
    total.billed_paise += counts.billed_paise;
    return counts;
  });
  return [...counted, total];
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
type TallyRow = { key: string | null; leg: string; seconds: unknown; count: unknown };

/** The tallies of each group's legs; the whole range's under the key ''. */
function talliesOf(rows: readonly TallyRow[]): Map<string, Map<string, Map<number, number>>> {
  const byKey = new Map<string, Map<string, Map<number, number>>>();
  const add = (key: string, row: TallyRow) => {
    const legs = byKey.get(key) ?? new Map<string, Map<number, number>>();
    byKey.set(key, legs);
    const tally = legs.get(row.leg) ?? new Map<number, number>();
    legs.set(row.leg, tally);
    tally.set(num(row.seconds), (tally.get(num(row.seconds)) ?? 0) + num(row.count));
  };
  for (const row of rows) {
    add(String(row.key), row);
    add('', row);
  }
  return byKey;
}

/** A group's sums (`also`) and each leg's times; the whole range's under the key ''. */
type TimedGroups = Map<string, { sums: Record<string, unknown>; times: Map<string, LegTimes> }>;

/**
 * Sums and each leg's median and 90th percentile per group and for the whole range (decision
 * 0299). On PostgreSQL the legs arrive as they are, packed as four bytes each per row of `rowKey`
 * (a column of the legs: a day, a partner), and the domain picks the times by selection (decision
 * 0302): sorting a year of them in the database took seconds. On SQLite the legs arrive counted per
 * whole second and the domain picks them from the tallies. `groupOf` names the group of a row key.
 */
async function legTimes(
  { db, query, engine }: Reader,
  group: {
    key: RawBuilder<unknown>;
    rowKey: RawBuilder<unknown>;
    groupOf: (rowKey: string) => string;
    from: RawBuilder<unknown>;
    /** What `rowKey` groups on PostgreSQL (without the days table). */
    rowFrom: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
  },
  also: Record<string, RawBuilder<unknown>>,
  legs: readonly { name: string; column: string }[],
): Promise<TimedGroups> {
  const groups: TimedGroups = new Map();
  const sums = Object.entries(also).map(([name, value]) => sql`${value} as ${sql.ref(name)}`);
  const keyOf = (row: Record<string, unknown>) => (row.key === null ? '' : String(row.key));
  const sumsOf = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(also).map((name) => [name, row[name]]));
  if (engine === 'postgres') {
    // A year's legs are about 16 MB packed: kept in memory while grouped rather than spilled to disk.
    await sql`set local work_mem = '64MB'`.execute(db);
    const packed = legs.map(({ column }) => sql`int4send(coalesce(${sql.ref(column)}, -1))`);
    const rows = await sql<Record<string, unknown> & { key: unknown; legs: Uint8Array }>`
      select ${group.rowKey} as key, ${sql.join(sums)}, string_agg(${sql.join(packed, sql` || `)}, ''::bytea) as legs
      from ${group.rowFrom} where ${group.where} group by ${group.rowKey}`.execute(db);
    const picked = await pickLegTimes(
      rows.rows.map((row) => ({ group: group.groupOf(String(row.key)), legs: row.legs })),
      legs.length,
    );
    const summed = new Map<string, Record<string, number>>();
    for (const row of rows.rows) {
      for (const name of ['', group.groupOf(String(row.key))]) {
        const into = summed.get(name) ?? {};
        summed.set(name, into);
        for (const sum of Object.keys(also)) into[sum] = (into[sum] ?? 0) + num(row[sum]);
      }
    }
    for (const [name, values] of summed) {
      const times = picked.get(name) ?? [];
      groups.set(name, {
        sums: values,
        times: new Map(legs.map(({ name: leg }, index) => [leg, times[index] ?? NO_TIMES])),
      });
    }
    return groups;
  }
  const summed = await sql<Record<string, unknown>>`with ${daysTable(query)}
    select ${group.key} as key, ${sql.join(sums)} from ${group.from} where ${group.where} group by ${group.key}
    union all
    select null, ${sql.join(sums)} from ${group.from} where ${group.where}`.execute(db);
  const counted = legs.map(
    ({ name, column }) => sql`select ${group.key} as key, ${sql.lit(name)} as leg, ${sql.ref(column)} as seconds,
      count(*) as count from ${group.from} where ${group.where} and ${sql.ref(column)} is not null
      group by ${group.key}, ${sql.ref(column)}`,
  );
  const tallies = talliesOf(
    (await sql<TallyRow>`with ${daysTable(query)} ${sql.join(counted, sql` union all `)}`.execute(db)).rows,
  );
  for (const row of summed.rows) {
    const of = tallies.get(keyOf(row));
    const times = new Map(legs.map(({ name }) => [name, legTimesOf(of?.get(name) ?? new Map())]));
    groups.set(keyOf(row), { sums: sumsOf(row), times });
  }
  return groups;
}

/**
 * Each group's times, and the whole range's under '', from rows of packed legs: per row, `width`
 * big-endian 32-bit seconds (-1 for a leg that did not happen). The values of a group are laid
 * out once and picked from by selection.
 */
async function pickLegTimes(
  rows: readonly { group: string; legs: Uint8Array }[],
  width: number,
): Promise<Map<string, LegTimes[]>> {
  // Room for every row's legs in its group and in the whole range (''), then each filled in one pass.
  const room = new Map<string, number>([['', 0]]);
  for (const row of rows) {
    const size = row.legs.byteLength / 4 / width;
    room.set(row.group, (room.get(row.group) ?? 0) + size);
    room.set('', (room.get('') ?? 0) + size);
  }
  const lists = new Map(
    [...room].map(([name, size]) => [name, Array.from({ length: width }, () => new Int32Array(size))]),
  );
  const filled = new Map([...room.keys()].map((name) => [name, new Int32Array(width)]));
  const all = lists.get('') as Int32Array[];
  const allFilled = filled.get('') as Int32Array;
  for (const [index, row] of rows.entries()) {
    // The orders go on between pieces of a long count: a year is some 200 ms of it.
    if (index % 32 === 31) await nextTurn();
    const view = new DataView(row.legs.buffer, row.legs.byteOffset, row.legs.byteLength);
    const into = lists.get(row.group) as Int32Array[];
    const at = filled.get(row.group) as Int32Array;
    for (let offset = 0, leg = 0; offset < view.byteLength; offset += 4, leg = leg + 1 === width ? 0 : leg + 1) {
      const seconds = view.getInt32(offset);
      if (seconds < 0) continue;
      (into[leg] as Int32Array)[at[leg] ?? 0] = seconds;
      at[leg] = (at[leg] ?? 0) + 1;
      (all[leg] as Int32Array)[allFilled[leg] ?? 0] = seconds;
      allFilled[leg] = (allFilled[leg] ?? 0) + 1;
    }
  }
  const picked = new Map<string, LegTimes[]>();
  for (const [name, of] of lists) {
    const sizes = filled.get(name) as Int32Array;
    const times: LegTimes[] = [];
    for (const [leg, list] of of.entries()) {
      times.push(legTimesOfValues(list.subarray(0, sizes[leg])));
      await nextTurn();
    }
    picked.set(name, times);
  }
  return picked;
}

/** Lets the event loop take what waits (other requests) before going on. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const NO_TIMES: LegTimes = { median: null, p90: null };

/** Service times: per bucket, the placed orders, the late ones and each leg's times (order_legs, decision 0299). */
async function serviceGroups(reader: Reader): Promise<{ groups: ServiceGroup[]; total: Omit<ServiceGroup, 'bucket'> }> {
  const timed = await legTimes(
    reader,
    {
      key: sql`d.bucket`,
      rowKey: sql`l.shop_day`,
      groupOf: bucketOfDay(reader.query),
      from: sql`order_legs l join days d on d.day = l.shop_day`,
      rowFrom: sql`order_legs l`,
      where: legsInScope(reader.query, 'l'),
    },
    { orders: sql`count(*)`, late: sql`sum(l.late)` },
    SERVICE_LEGS.map((leg) => ({ name: leg, column: `l.${leg}_s` })),
  );
  const groupOf = (key: string): Omit<ServiceGroup, 'bucket'> => {
    const of = timed.get(key);
    return {
      orders: num(of?.sums.orders),
      late: num(of?.sums.late),
      legs: Object.fromEntries(SERVICE_LEGS.map((leg) => [leg, of?.times.get(leg) ?? NO_TIMES])) as Record<
        ServiceLeg,
        LegTimes
      >,
    };
  };
  const buckets = [...timed.keys()].filter((key) => key !== '');
  return { groups: buckets.map((bucket) => ({ bucket, ...groupOf(bucket) })), total: groupOf('') };
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

/**
 * Deliveries: the query's orders per carrier, each delivery partner and each of the stores' own
 * riders (decision 0314), with their legs (order_legs, decision 0299); the whole range's over both.
 */
async function partnerGroups(reader: Reader): Promise<{ groups: PartnerGroup[]; total: PartnerTimes }> {
  // 'p<id>' a partner, 'r<id>' a store's rider: one key, so the range's times are over both.
  const carrier = sql`case when l.partner_id is not null then 'p' || l.partner_id else 'r' || l.rider_id end`;
  const timed = await legTimes(
    reader,
    {
      key: carrier,
      rowKey: carrier,
      groupOf: String,
      from: sql`order_legs l`,
      rowFrom: sql`order_legs l`,
      where: sql`${legsInScope(reader.query, 'l')} and (l.partner_id is not null or l.rider_id is not null)`,
    },
    { assigned: sql`count(*)`, deliveries: sql`sum(l.partner_delivered)` },
    [
      { name: 'pickup', column: 'l.partner_pickup_s' },
      { name: 'deliver', column: 'l.partner_deliver_s' },
    ],
  );
  const timesOf = (key: string): PartnerTimes => {
    const of = timed.get(key);
    return {
      assigned: num(of?.sums.assigned),
      deliveries: num(of?.sums.deliveries),
      pickup: of?.times.get('pickup') ?? NO_TIMES,
      deliver: of?.times.get('deliver') ?? NO_TIMES,
    };
  };
  const idsOf = (prefix: string) =>
    [...timed.keys()].filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(1)));
  const [partners, riders] = [idsOf('p'), idsOf('r')];
  const [partnerNames, riderNames] = await Promise.all([
    partners.length === 0
      ? []
      : reader.db.selectFrom('delivery_partners').select(['id', 'name']).where('id', 'in', partners).execute(),
    riders.length === 0 ? [] : reader.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', riders).execute(),
  ]);
  return {
    groups: [
      ...partnerNames.map((one) => ({ ...one, carrier: 'partner' as const, ...timesOf(`p${one.id}`) })),
      ...riderNames.map((one) => ({ ...one, carrier: 'store_rider' as const, ...timesOf(`r${one.id}`) })),
    ],
    total: timesOf(''),
  };
}

/**
 * Messages per day, channel and outcome over the range (message_day_counts, decision 0341): the
 * whole shop's, as messages belong to no store, so neither the stores nor the mode narrow them.
 */
async function messageGroups({ db, query }: Reader): Promise<MessageGroup[]> {
  const rows = await db
    .selectFrom('message_day_counts')
    .select(['day', 'channel', 'status', 'count'])
    .where('day', '>=', query.range.from)
    .where('day', '<=', query.range.to)
    .execute();
  return rows.map((row) => ({ ...row, count: num(row.count) }));
}

/** The facts of one report: only what it shows, summed in the database. */
async function readFacts(
  db: Db,
  engine: ShopContext['engine'],
  kind: ReportKind,
  query: ReportQuery,
): Promise<ReportFacts> {
  const reader: Reader = { db, query, dialect: dialectOf(engine, query.range), engine };
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
      return { kind, ...base, ...(await serviceGroups(reader)) };
    case 'coupons':
      return { kind, ...base, groups: await couponGroups(reader) };
    case 'partners':
      return { kind, ...base, ...(await partnerGroups(reader)) };
    case 'messages':
      return { kind, ...base, groups: await messageGroups(reader) };
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
    // Waits for the report before it as long as a report may run, not the shop's short row-lock
    // wait; a report behind a long one answers "took too long".
    await sql.raw(`set local lock_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`).execute(trx);
    await sql`select pg_advisory_xact_lock(${sql.lit(REPORTS_LOCK)}, hashtext(coalesce(current_schema(), '')))`.execute(
      trx,
    );
    return work(trx);
  });
}

/** The statement timeout (57014) or the wait for the reports' lock running out (55P03). */
function isStatementTimeout(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '57014' || code === '55P03';
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
  member: StaffScope & { id: number },
  input: StaffReportInput,
): Promise<Result<StaffReportAnswer>> {
  const range = resolveRange(input.range, ctx.now(), { from: input.from, to: input.to });
  if (!range.ok)
    return fail(
      'validation_failed',
      said(range.field === 'from' ? 'saidReportFromDay' : 'saidReportToDay', { reason: range.reason }),
      { [range.field]: range.reason },
    );
  const stores = await reportStores(ctx, member, input.store_ids);
  if (!stores.ok) return stores;
  const query: ReportQuery = {
    range: range.range,
    storeIds: stores.value,
    mode: input.mode ?? 'all',
    grain: input.grain ?? 'day',
  };
  try {
    const read = reportsQueue.run(
      () => withTimeout(ctx, (db) => readFacts(db, ctx.engine, input.report as ReportKind, query)),
      member.id,
    );
    if (read === null) return fail('unavailable', said('saidReportsBusy'));
    const facts = await read;
    return ok({
      report: buildReport(facts),
      from: range.range.from,
      to: range.range.to,
      store_ids: stores.value,
    });
  } catch (error) {
    if (isStatementTimeout(error)) return fail('unavailable', said('saidReportTooLong'));
    throw error;
  }
}
