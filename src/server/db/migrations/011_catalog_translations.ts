// The catalogue's own texts in other languages (decision 0197):
// category names, section titles and subtitles, store names, descriptions and addresses, and store
// category names. One row per language, kind of record, record and field; a text without a row is
// shown as the record holds it (the shop's default language). The services read the rows of the
// customer's language (services/shop/translations.ts); the demo shop seeds Marathi (seed/demo/translations-mr.ts).
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('catalog_translations')
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // The key is also the index the services read by: every row of one language.
    .addPrimaryKeyConstraint('catalog_translations_pkey', ['language_code', 'entity', 'entity_id', 'field'])
    .execute();
}
