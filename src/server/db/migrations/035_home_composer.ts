// The home as editors compose it in the console (decision 0283). `home_drafts` holds one draft of a
// page's composition as a JSON document (domain/home/home-composition.ts) that customers never read;
// publishing applies it to the tables below in one transaction and deletes it. A promo slide gains
// the days it shows (inclusive, the shop's calendar; null: no bound) and, in
// `promo_slide_stores`, the stores whose customers see it (none: every customer). `home_deals`
// names the deal of the day's items and the days each is the deal.
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await s
    .createTable('home_drafts')
    .addColumn('page_slug', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  if (engine === 'postgres') {
    await s.alterTable('promo_slides').addColumn('starts_on', 'text').addColumn('ends_on', 'text').execute();
  } else {
    await s.alterTable('promo_slides').addColumn('starts_on', 'text').execute();
    await s.alterTable('promo_slides').addColumn('ends_on', 'text').execute();
  }
  await s
    .createTable('promo_slide_stores')
    .addColumn('slide_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promo_slide_stores_pk', ['slide_id', 'store_id'])
    .execute();
  await withId(s.createTable('home_deals'), engine)
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
