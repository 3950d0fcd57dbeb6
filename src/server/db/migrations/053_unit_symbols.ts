// Units the shop adds in the console (decision 0319): a catalogue file names a size's unit by its
// symbol (ml, dozen, bunch), so no two units may share one; two members adding the same unit at
// once meet this index, not a second row.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.createIndex('units_symbol').on('units').column('symbol').unique().execute();
}
