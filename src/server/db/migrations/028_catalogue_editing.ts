// The console's catalogue editor (decision 0271). Categories, items and variants are archived,
// never deleted (an order may name them): archiving sets is_active = 0, so every customer query
// that already leaves inactive things out leaves archived ones out too, and keeps the flag it had in
// `active_before_archive` for a restore. Items carry a `version`, raised by every save of the item or
// its variants, so a save made from an older copy of the form is refused rather than overwriting a
// change made meanwhile. The indexes serve the console's list, ordered by name, shop-wide or per store.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  for (const table of ['categories', 'items', 'item_variants']) {
    await s.alterTable(table).addColumn('archived_at', 'text').execute();
    await s.alterTable(table).addColumn('active_before_archive', 'integer').execute();
  }
  await s
    .alterTable('items')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('items_name').on('items').columns(['name', 'id']).execute();
  await s.createIndex('items_store_name').on('items').columns(['store_id', 'name', 'id']).execute();
}
