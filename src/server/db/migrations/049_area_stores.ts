// Which stores serve each of the shop's areas (decision 0315). The areas themselves are the
// `places` rows the area search and reverse geocoding already read (migration 001), with their
// names in other languages as catalog_translations rows of `place`; this adds only the link to
// the stores, kept by the console's Areas screen. A place with no row here is served by none named.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('place_stores')
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('place_stores_pk', ['place_id', 'store_id'])
    .execute();
  await db.schema.createIndex('place_stores_store').on('place_stores').column('store_id').execute();
}
