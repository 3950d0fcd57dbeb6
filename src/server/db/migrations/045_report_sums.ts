// The reports' summary tables (decisions 0289, 0298): one per shape of sum, each keyed by store, shop
// day (Asia/Kolkata, YYYY-MM-DD), fulfilment mode and what its report groups by, holding sums and
// counts of the orders' stored columns. The primary key leads with the store and the day, the
// reports' range. Keys that may be absent are '' or 0 rather than NULL, so that an upsert's
// ON CONFLICT finds the row on both engines. An item line keeps the category its item was in when
// the order was placed (order_items.category_id), so the categories' sums do not move when an item
// is moved later. The tables are filled from the orders there are (db/report-sums.ts).
import type { Kysely } from 'kysely';
import { fillReportSums, SUM_TABLES } from '../report-sums.ts';
import type { Engine } from './columns.ts';

/** The key columns that are text; every other key and sum is an integer. */
const TEXT_KEYS = new Set([
  'day',
  'mode',
  'payment_method',
  'payment_provider',
  'line_key',
  'line_kind',
  'code',
  'status',
  'cancel_reason',
]);

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (db.isTransaction) await migrate(db, engine);
  else await db.transaction().execute((trx) => migrate(trx, engine));
}

async function migrate(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('category_id', 'integer').execute();
  for (const table of SUM_TABLES) {
    let create = db.schema.createTable(table.name);
    for (const key of table.keys)
      create = create.addColumn(key, TEXT_KEYS.has(key) ? 'text' : 'integer', (c) => c.notNull());
    // Money summed over a store's day can pass 2^31 paise on PostgreSQL's integer.
    for (const column of table.sums)
      create = create.addColumn(column, column.endsWith('_paise') ? 'bigint' : 'integer', (c) =>
        c.notNull().defaultTo(0),
      );
    if (table.least) create = create.addColumn(table.least, 'integer', (c) => c.notNull());
    await create.addPrimaryKeyConstraint(`${table.name}_pkey`, [...table.keys] as never).execute();
  }
  await fillReportSums(db, engine);
}
