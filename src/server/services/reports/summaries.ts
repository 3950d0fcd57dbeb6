// The reports' summary tables written with the orders (decisions 0289, 0298). A change that moves an
// order's share of the sums (placing it, its payment, a step that calls it off, a refund, a coupon
// use given back, its way of paying) first says so with `orderChanging` (or `orderCreated`), before
// it writes; just before the transaction commits, the order's share is read again and the
// difference is added to the tables' rows (INSERT … ON CONFLICT … DO UPDATE SET x = x + excluded.x,
// the same on SQLite and PostgreSQL). So each row moves once per transaction and order, whatever
// the steps in between, and a rolled-back change moves nothing. The share is made of the order's
// stored columns by the rules of db/report-sums.ts, which fills the same tables from the orders.
import { type Kysely, sql } from 'kysely';
import { shopToday } from '../../../domain/calendar.ts';
import { CALLED_OFF_STATUSES, PLACED_STEP } from '../../../domain/reports/reports.ts';
import { type ReportSumTable, SUM_TABLES, type SumTable } from '../../db/report-sums.ts';
import type { Database } from '../../db/schema.ts';
import { beforeCommit } from '../../db/write-transaction.ts';

type Db = Kysely<Database>;
type KeyValue = string | number;

/** One row of a summary table that an order adds to: its key and what it adds. */
interface ShareRow {
  table: SumTable;
  key: KeyValue[];
  sums: Record<string, number>;
  least?: number;
}

/** What an order adds to the summary tables, by table and key. */
type Share = Map<string, ShareRow>;

const TABLES = new Map<ReportSumTable, SumTable>(SUM_TABLES.map((table) => [table.name, table]));

function tableOf(name: ReportSumTable): SumTable {
  const table = TABLES.get(name);
  if (!table) throw new Error(`no summary table ${name}`);
  return table;
}

function add(share: Share, name: ReportSumTable, key: KeyValue[], sums: Record<string, number>, least?: number): void {
  const table = tableOf(name);
  const id = `${name}\u0000${key.join('\u0000')}`;
  const row = share.get(id);
  if (!row) {
    share.set(id, { table, key, sums: { ...sums }, ...(least === undefined ? {} : { least }) });
    return;
  }
  for (const [column, value] of Object.entries(sums)) row.sums[column] = (row.sums[column] ?? 0) + value;
  if (least !== undefined) row.least = row.least === undefined ? least : Math.min(row.least, least);
}

/** Adds every row of `share` to `into`. */
function merge(into: Share, share: Share): void {
  for (const row of share.values()) add(into, row.table.name, row.key, row.sums, row.least);
}

const num = (value: unknown): number => Number(value ?? 0);

/** The order's share of the summary tables as it stands in the transaction. */
async function shareOf(db: Db, orderId: number): Promise<Share> {
  const share: Share = new Map();
  const order = await db
    .selectFrom('orders')
    .select([
      'store_id',
      'created_at',
      'mode',
      'status',
      'payment_method',
      'payment_provider',
      'subtotal_paise',
      'discount_paise',
      'delivery_charge_paise',
      'tip_paise',
      'wallet_used_paise',
      'total_paise',
      'coupon_code',
      'cancel_reason',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return share;
  const steps = new Set(
    (
      await db
        .selectFrom('order_status_events')
        .select('status')
        .where('order_id', '=', orderId)
        .where('status', 'in', [PLACED_STEP, 'accepted'])
        .execute()
    ).map((row) => row.status),
  );
  const place = [order.store_id, shopToday(new Date(order.created_at)), order.mode];
  const calledOff = CALLED_OFF_STATUSES.includes(order.status);
  if (calledOff)
    add(
      share,
      'report_called_off_sums',
      [...place, order.status, order.cancel_reason ?? '', steps.has('accepted') ? 1 : 0],
      {
        orders: 1,
        value_paise: order.total_paise,
      },
    );
  if (!steps.has(PLACED_STEP)) return share;
  const lines = await db
    .selectFrom('order_items')
    .select(['id', 'item_id', 'combo_id', 'quantity', 'line_total_paise', 'category_id'])
    .where('order_id', '=', orderId)
    .execute();
  const wallet = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.sum<number>('amount_paise').as('amount'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .executeTakeFirst();
  const provider = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.sum<number>('amount_paise').as('amount'))
    .where('order_id', '=', orderId)
    .where('destination', '=', 'source')
    .executeTakeFirst();
  add(share, 'report_order_sums', [...place, order.payment_method, order.payment_provider ?? '', calledOff ? 1 : 0], {
    orders: 1,
    lined_orders: lines.length > 0 ? 1 : 0,
    subtotal_paise: order.subtotal_paise,
    discount_paise: order.discount_paise,
    delivery_charge_paise: order.delivery_charge_paise,
    tip_paise: order.tip_paise,
    wallet_used_paise: order.wallet_used_paise,
    total_paise: order.total_paise,
    refund_wallet_paise: num(wallet?.amount),
    refund_provider_paise: num(provider?.amount),
  });
  if (calledOff) return share;
  // Lines: summed per item (or combo) and per category, each counting the order once.
  const lineKeys = new Set<string>();
  const categoryKeys = new Set<string>();
  for (const line of lines) {
    const lineKey = line.combo_id === null ? `item:${line.item_id}` : `combo:${line.combo_id}`;
    const sums = { quantity: line.quantity, value_paise: line.line_total_paise };
    add(share, 'report_line_sums', [...place, lineKey], { ...sums, orders: lineKeys.has(lineKey) ? 0 : 1 }, line.id);
    lineKeys.add(lineKey);
    const category = line.combo_id === null ? ['item', line.category_id ?? 0] : ['combo', 0];
    const categoryKey = category.join(':');
    add(share, 'report_category_sums', [...place, ...category], {
      ...sums,
      orders: categoryKeys.has(categoryKey) ? 0 : 1,
    });
    categoryKeys.add(categoryKey);
  }
  if (order.coupon_code !== null) {
    const uses = await db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<number>().as('uses'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    add(share, 'report_coupon_sums', [...place, order.coupon_code], {
      uses: num(uses?.uses),
      orders: 1,
      discount_paise: order.discount_paise,
      total_paise: order.total_paise,
    });
  }
  return share;
}

/** Adds `sums` (and the least) to a row, making it when it is not there. */
async function upsert(db: Db, row: ShareRow): Promise<void> {
  const { table } = row;
  const columns = [...table.keys, ...table.sums, ...(table.least ? [table.least] : [])];
  const values = [
    ...row.key,
    ...table.sums.map((column) => row.sums[column] ?? 0),
    ...(table.least ? [row.least ?? 0] : []),
  ];
  const self = sql.table(table.name);
  const updates = table.sums.map(
    (column) => sql`${sql.ref(column)} = ${self}.${sql.ref(column)} + excluded.${sql.ref(column)}`,
  );
  if (table.least) {
    const least = sql.ref(table.least);
    updates.push(
      sql`${least} = case when excluded.${least} < ${self}.${least} then excluded.${least} else ${self}.${least} end`,
    );
  }
  await sql`insert into ${self} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(values)})
    on conflict (${sql.join(table.keys.map((column) => sql.ref(column)))}) do update set ${sql.join(updates)}`.execute(
    db,
  );
}

/** Writes the difference between an order's share before and after the transaction's changes. */
async function writeDifference(db: Db, before: Share, after: Share): Promise<void> {
  // Rows in one order for every transaction (table, then key), each the last lock it takes: two
  // orders with the same items in another order wait for each other, never deadlock.
  for (const id of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const was = before.get(id);
    const is = after.get(id);
    const row = is ?? was;
    if (!row) continue;
    const sums = Object.fromEntries(
      row.table.sums.map((column) => [column, (is?.sums[column] ?? 0) - (was?.sums[column] ?? 0)]),
    );
    // A row the order leaves keeps its least line: the least of what is left is not known here.
    const least = is?.least;
    if (Object.values(sums).every((value) => value === 0) && (least === undefined || least === was?.least)) continue;
    await upsert(db, { table: row.table, key: row.key, sums, least: least ?? was?.least ?? 0 });
  }
}

const CHANGING = Symbol('orders changing the reports');

/** The orders the write transaction changes, with their shares before the change (null: made by it). */
function changesOf(db: Db): Map<number, Share | null> {
  // Throws outside a write transaction: a change of the sums must commit with the order's.
  return beforeCommit(db, CHANGING, () => {
    const orders = new Map<number, Share | null>();
    return {
      value: orders,
      hook: async () => {
        // The orders' shares together, so that all their rows are written in one order.
        const was: Share = new Map();
        const is: Share = new Map();
        for (const [orderId, before] of orders) {
          if (before === null) await keepCategories(db, orderId);
          merge(was, before ?? new Map());
          merge(is, await shareOf(db, orderId));
        }
        await writeDifference(db, was, is);
      },
    };
  });
}

/**
 * A new order's item lines keep the category their item is in now: the categories' sums stay
 * where they were added when an item moves later (decision 0298).
 */
async function keepCategories(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('order_items')
    .set((eb) => ({
      category_id: eb.selectFrom('items').select('items.category_id').whereRef('items.id', '=', 'order_items.item_id'),
    }))
    .where('order_id', '=', orderId)
    .where('combo_id', 'is', null)
    .execute();
}

/**
 * Says, before the first write, that this write transaction changes what the order adds to the
 * reports (its status, way of paying, refunds or coupon uses): its sums move when it commits.
 */
export async function orderChanging(db: Db, orderId: number): Promise<void> {
  const orders = changesOf(db);
  if (!orders.has(orderId)) orders.set(orderId, await shareOf(db, orderId));
}

/** Says that this write transaction made the order: all of its share is added when it commits. */
export function orderCreated(db: Db, orderId: number): void {
  const orders = changesOf(db);
  if (!orders.has(orderId)) orders.set(orderId, null);
}
