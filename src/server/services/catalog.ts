// What a customer browses at a point (§2 listings, §7 catalog calls): categories
// and their items, a store's items, one item, and search. Lists hold only active,
// non-free items (§2) of stores that deliver to the point.
import { fail, ok, type Result } from '../../domain/api/errors.ts';
import type {
  CategoryItemsAnswer,
  CategoryView,
  ItemView,
  SearchAnswer,
  SingleProductAnswer,
  StoreItemsAnswer,
} from '../../domain/api/catalog.ts';
import type { LatLng } from '../../domain/types.ts';
import { cacheOf } from '../cache.ts';
import type { ShopContext } from '../context.ts';
import { loadItems } from './items.ts';
import { findStore, storeInfoById, storesServing } from './stores.ts';

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  image: string;
}

async function allCategories(ctx: ShopContext): Promise<CategoryRow[]> {
  return cacheOf<CategoryRow[]>(ctx.db, 'categories', 1).getOrLoad('all', () =>
    ctx.db
      .selectFrom('categories')
      .select(['id', 'slug', 'name', 'image'])
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  );
}

/** Listable items of the given stores, cached per store set (catalog data may be 30 s stale). */
async function listableItemsOf(ctx: ShopContext, storeIds: number[]): Promise<ItemView[]> {
  const key = [...storeIds].sort((a, b) => a - b).join(',');
  return cacheOf<ItemView[]>(ctx.db, 'store-items', 200).getOrLoad(key, () =>
    loadItems(ctx.db, { storeIds, listable: true }),
  );
}

/**
 * The same product (link_slug) is sold by several stores; a location's lists show
 * it once, from the nearest open store that delivers there.
 */
export async function itemsAt(ctx: ShopContext, point: LatLng): Promise<ItemView[]> {
  const stores = (await storesServing(ctx, point, 'DELIVERY')).filter((store) => store.is_active === 1);
  const items = await listableItemsOf(
    ctx,
    stores.map((store) => store.id),
  );
  const rank = new Map(stores.map((store, index) => [store.id, index]));
  const best = new Map<string, ItemView>();
  for (const item of items) {
    const current = best.get(item.link_slug);
    if (!current || (rank.get(item.restaurant_id) ?? 0) < (rank.get(current.restaurant_id) ?? 0)) {
      best.set(item.link_slug, item);
    }
  }
  return items.filter((item) => best.get(item.link_slug) === item);
}

function withCounts(categories: CategoryRow[], items: ItemView[]): CategoryView[] {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.category_id, (counts.get(item.category_id) ?? 0) + 1);
  return categories.map((category) => ({ ...category, items_count: counts.get(category.id) ?? 0 }));
}

/** §7 Item categories of stores: the categories with something on offer at the point. */
export async function categoriesAt(ctx: ShopContext, point: LatLng): Promise<Result<CategoryView[]>> {
  const items = await itemsAt(ctx, point);
  return ok(withCounts(await allCategories(ctx), items).filter((category) => category.items_count > 0));
}

export async function categoryItems(
  ctx: ShopContext,
  point: LatLng,
  slug: string,
): Promise<Result<CategoryItemsAnswer>> {
  const categories = await allCategories(ctx);
  const category = categories.find((row) => row.slug === slug);
  if (!category) return fail('not_found', 'No such category.', { slug: 'unknown category' });
  const items = (await itemsAt(ctx, point)).filter((item) => item.category_id === category.id);
  return ok({ category: { ...category, items_count: items.length }, items });
}

/**
 * §7 Store items: a store's listable items grouped by category, in the
 * categories' order; with a point, the store's operational status for it.
 */
export async function storeItems(
  ctx: ShopContext,
  storeSlug: string,
  options: { point: LatLng | null; categoryId?: number | undefined },
): Promise<Result<StoreItemsAnswer>> {
  const record = await findStore(ctx, { slug: storeSlug });
  if (!record) return fail('not_found', 'No such store.', { slug: 'unknown store' });
  const info = await storeInfoById(ctx, record.row.id, null);
  if (!info.ok) return info;
  let store = info.value;
  if (options.point) {
    const located = await storeInfoById(ctx, record.row.id, options.point);
    store = { ...store, is_operational: located.ok, distance: located.ok ? located.value.distance : null };
  }
  const items = (await listableItemsOf(ctx, [record.row.id])).filter(
    (item) => options.categoryId === undefined || item.category_id === options.categoryId,
  );
  const categories = withCounts(await allCategories(ctx), items)
    .filter((category) => category.items_count > 0)
    .map((category) => ({ category, items: items.filter((item) => item.category_id === category.id) }));
  return ok({ store, categories });
}

/** §7 Single item, by id or slug: shown even when inactive (the page says it is unavailable). */
export async function singleItem(ctx: ShopContext, key: { id: number } | { slug: string }): Promise<Result<ItemView>> {
  const [item] = await loadItems(ctx.db, 'id' in key ? { ids: [key.id] } : { slugs: [key.slug] });
  if (!item || item.is_free_item === 1) {
    return fail('not_found', 'No such item.', 'id' in key ? { id: 'unknown item' } : { slug: 'unknown item' });
  }
  return ok(item);
}

/** §7 Single product: the item with its store's operational status at the customer's point. */
export async function singleProduct(ctx: ShopContext, id: number, point: LatLng): Promise<Result<SingleProductAnswer>> {
  const found = await singleItem(ctx, { id });
  if (!found.ok) return found;
  const base = await storeInfoById(ctx, found.value.restaurant_id, null);
  if (!base.ok) return base;
  const located = await storeInfoById(ctx, found.value.restaurant_id, point);
  return ok({ item: found.value, store: located.ok ? located.value : { ...base.value, is_operational: false } });
}

const SEARCH_LIMIT = 30;

/** /explore: stores and items at the point whose names contain the query (case-insensitive, §4). */
export async function search(ctx: ShopContext, point: LatLng, query: string): Promise<Result<SearchAnswer>> {
  const needle = query.trim().toLowerCase();
  const stores = (await storesServing(ctx, point, 'DELIVERY')).filter((store) =>
    store.name.toLowerCase().includes(needle),
  );
  const items = (await itemsAt(ctx, point)).filter((item) => item.name.toLowerCase().includes(needle));
  return ok({ query: query.trim(), stores: stores.slice(0, SEARCH_LIMIT), items: items.slice(0, SEARCH_LIMIT) });
}
