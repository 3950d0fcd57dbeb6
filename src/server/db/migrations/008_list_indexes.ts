// Indexes for bounded lists (decision 0181): every item list is read
// a page at a time in SQL, in its display order, with LIMIT, so each needs an index that
// already holds that order; the columns after the order are there so that the rows a page
// passes over (another store's, a product offered nearer) are judged from the index alone.
// - items_category_order: a category at a point (category_id, then sort_order, id).
// - items_store_order: a store's items, category by category, and the counts per category
//   of the stores in reach (store_id, category_id, sort_order, id).
// - items_list_order: search over everything in reach (sort_order, id).
// - items_link_slug_store: "is there a nearer offer of this product?" (link_slug, store_id),
//   probed once per candidate row.
// The single-column and two-column indexes of 001 are prefixes of these and go.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  const judged = ['is_active', 'is_free_item'];
  await s
    .createIndex('items_category_order')
    .on('items')
    .columns(['category_id', 'sort_order', 'id', 'store_id', 'link_slug', ...judged])
    .execute();
  await s
    .createIndex('items_store_order')
    .on('items')
    .columns(['store_id', 'category_id', 'sort_order', 'id', ...judged, 'link_slug'])
    .execute();
  await s.createIndex('items_list_order').on('items').columns(['sort_order', 'id']).execute();
  await s
    .createIndex('items_link_slug_store')
    .on('items')
    .columns(['link_slug', 'store_id', ...judged, 'sort_order', 'id'])
    .execute();
  await s.createIndex('categories_order').on('categories').columns(['sort_order', 'id']).execute();
  await s.dropIndex('items_category').execute();
  await s.dropIndex('items_store_category').execute();
  await s.dropIndex('items_link_slug').execute();
}
