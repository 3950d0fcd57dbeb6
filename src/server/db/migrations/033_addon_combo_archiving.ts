// Addon groups, addons and combos made in the console (decision 0280) are archived, never deleted,
// when an order may name them, as categories, items and variants are (migration 028): archiving sets
// is_active = 0 (addon groups had no flag: customers' item answers now leave out an archived group)
// and keeps the flag it had in `active_before_archive` for a restore.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  // A group has no flag of its own: archived_at alone keeps it from customers.
  await s.alterTable('addon_categories').addColumn('archived_at', 'text').execute();
  for (const table of ['addons', 'combos']) {
    await s.alterTable(table).addColumn('archived_at', 'text').execute();
    await s.alterTable(table).addColumn('active_before_archive', 'integer').execute();
  }
}
