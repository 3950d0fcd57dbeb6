// What a customer browses at a point (§2 listings, §7 catalog calls): categories
// and their items, a store's items, one item, and search. Lists hold only active,
// non-free items (§2) of stores that deliver to the point, one offer per product, and
// come a page of PAGE_SIZE at a time (offers.ts; decision 0181).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type {
  CategoryItemsAnswer,
  CategoryView,
  ItemView,
  SearchAnswer,
  SingleProductAnswer,
  StoreItemsAnswer,
} from '../../../domain/api/catalog.ts';
import {
  encodeCursor,
  groupStart,
  type ListKey,
  type Page,
  PAGE_SIZE,
  STORE_KEY_LENGTH,
} from '../../../domain/lists.ts';
import type { LatLng } from '../../../domain/types.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { nameHasWords, searchWords } from '../../../domain/text.ts';
import { loadItems } from './items.ts';
import { type OfferFilter, offerCounts, offersPage, searchedIn, storeAll, storeCounts, storePage } from './offers.ts';
import { findStore, listingStores, storeInfoById, storesServing } from './stores.ts';
import { translated, translatedItems } from '../shop/translations.ts';
import { said } from '../../said.ts';

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  image: string;
  sort_order: number;
}

/** The active categories in order, named in the customer's language. */
async function allCategories(ctx: ShopContext): Promise<readonly CategoryRow[]> {
  const rows = await cacheOf<CategoryRow[]>(ctx.db, 'categories', 1).getOrLoad('all', () =>
    ctx.db
      .selectFrom('categories')
      .select(['id', 'slug', 'name', 'image', 'sort_order'])
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  );
  return translated(
    ctx,
    'category',
    rows,
    (row) => row.id,
    (row, texts) => ({ ...row, ...texts }),
  );
}

/** The stores whose items the point's lists show, nearest first (stores.ts, listingStores). */
async function reachOf(ctx: ShopContext, point: LatLng): Promise<number[]> {
  return (await listingStores(ctx, point)).map((store) => store.id);
}

function viewOf(category: CategoryRow, itemsCount: number): CategoryView {
  return { id: category.id, slug: category.slug, name: category.name, image: category.image, items_count: itemsCount };
}

function withCounts(categories: readonly CategoryRow[], counts: ReadonlyMap<number, number>): CategoryView[] {
  return categories.map((category) => viewOf(category, counts.get(category.id) ?? 0));
}

/** §7 Item categories of stores: the categories with something on offer at the point. */
export async function categoriesAt(ctx: ShopContext, point: LatLng): Promise<Result<CategoryView[]>> {
  const counts = await offerCounts(ctx, await reachOf(ctx, point));
  return ok(withCounts(await allCategories(ctx), counts).filter((category) => category.items_count > 0));
}

export interface ListOptions {
  /** Where the page starts: the `next` of the page before. */
  after?: ListKey | undefined;
  /** §4 Search in a section: only items whose name contains this. */
  query?: string | undefined;
  /** Items in the page (at most PAGE_SIZE, the default). */
  size?: number | undefined;
}

/** §7 Category items: one page of the category's items at the point, one offer per product. */
export async function categoryItems(
  ctx: ShopContext,
  point: LatLng,
  slug: string,
  options: ListOptions = {},
): Promise<Result<CategoryItemsAnswer>> {
  const categories = await allCategories(ctx);
  const category = categories.find((row) => row.slug === slug);
  if (!category) return fail('not_found', said('saidNoSuchCategory'), { slug: said('saidFieldUnknownCategory') });
  const reach = await reachOf(ctx, point);
  const [counts, page] = await Promise.all([
    offerCounts(ctx, reach),
    offersPage(
      ctx,
      reach,
      { categoryId: category.id, nameContains: options.query },
      { after: options.after, size: Math.min(options.size ?? PAGE_SIZE, PAGE_SIZE) },
    ),
  ]);
  return ok({ category: viewOf(category, counts.get(category.id) ?? 0), items: page.items, next: page.next });
}

/** A store's category with something listed, and where the store's list reaches it. */
export interface StoreCategoryEntry {
  category: CategoryView;
  /** The `after` that starts the store's list at this category's first item. */
  start: string;
}

/** A store's categories that list something for the filter, in order, with their counts. */
async function listedCategories(
  ctx: ShopContext,
  storeId: number,
  filter: { categoryId?: number | undefined; nameContains?: string | undefined },
): Promise<{ row: CategoryRow; count: number }[]> {
  const counts = await storeCounts(ctx, storeId, filter);
  return (await allCategories(ctx)).flatMap((row) => {
    const count = counts.get(row.id) ?? 0;
    return count > 0 ? [{ row, count }] : [];
  });
}

/** A store's categories with something listed (matching the search term when one is given), with counts. */
export async function storeItemCategories(
  ctx: ShopContext,
  storeId: number,
  options: { query?: string | undefined } = {},
): Promise<StoreCategoryEntry[]> {
  return (await listedCategories(ctx, storeId, { nameContains: options.query })).map(({ row, count }) => ({
    category: viewOf(row, count),
    start: encodeCursor(groupStart([row.sort_order, row.id], STORE_KEY_LENGTH - 2)),
  }));
}

/**
 * §7 Store items: one page of a store's listable items grouped by category, in the
 * categories' order; with a point, the store's operational status for it.
 */
export async function storeItems(
  ctx: ShopContext,
  storeSlug: string,
  options: ListOptions & { point: LatLng | null; categoryId?: number | undefined },
): Promise<Result<StoreItemsAnswer>> {
  const record = await findStore(ctx, { slug: storeSlug });
  if (!record) return fail('not_found', said('saidNoSuchStore'), { slug: said('saidFieldUnknownStore') });
  const info = await storeInfoById(ctx, record.row.id, null);
  if (!info.ok) return info;
  let store = info.value;
  if (options.point) {
    const located = await storeInfoById(ctx, record.row.id, options.point);
    store = { ...store, is_operational: located.ok, distance: located.ok ? located.value.distance : null };
  }
  const filter = { categoryId: options.categoryId, nameContains: options.query };
  const categories = await listedCategories(ctx, record.row.id, filter);
  const page = await storePage(
    ctx,
    record.row.id,
    categories.map(({ row }) => row),
    filter,
    { after: options.after, size: PAGE_SIZE },
  );
  const groups = categories
    .map(({ row, count }) => ({
      category: viewOf(row, count),
      items: page.items.filter((item) => item.category_id === row.id),
    }))
    .filter((group) => group.items.length > 0);
  return ok({ store, categories: groups, next: page.next });
}

/** Members Mart: a store's listable items that have member prices, category by category. */
export async function storeMemberItems(ctx: ShopContext, storeId: number): Promise<ItemView[]> {
  return storeAll(ctx, storeId, { memberPriced: true });
}

/** §7 Single item, by id or slug: shown even when inactive (the page says it is unavailable). */
export async function singleItem(ctx: ShopContext, key: { id: number } | { slug: string }): Promise<Result<ItemView>> {
  const [item] = await translatedItems(
    ctx,
    await loadItems(ctx.db, 'id' in key ? { ids: [key.id] } : { slugs: [key.slug] }),
  );
  if (!item || item.is_free_item === 1) {
    const line = said('saidFieldUnknownItem');
    return fail('not_found', said('saidNoSuchItem'), 'id' in key ? { id: line } : { slug: line });
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

/**
 * The words of the search bar's hint (the `searchHintWords` setting, a comma list) that find an item at the
 * point, in their order: a hint must not suggest a search that comes up empty where the customer
 * is (paneer where no store that delivers there sells it). The same search as /explore's items, so
 * what the home names is what the search finds, and it depends on the point only through the
 * listing stores, as the home's page-cache key does.
 */
export async function hintWordsAt(ctx: ShopContext, point: LatLng, setting: string): Promise<string[]> {
  const words = setting
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const reach = await reachOf(ctx, point);
  const found = await Promise.all(
    words.map(
      async (word) =>
        (await offersPage(ctx, reach, { nameContains: word.trim().normalize('NFC') }, { size: 1 })).items.length > 0,
    ),
  );
  return words.filter((_, index) => found[index]);
}

/** Stores named in a search answer at most. */
const SEARCH_STORES_LIMIT = 30;

/**
 * /explore: stores and items at the point whose names contain the query (case-insensitive, §4);
 * items a page at a time, stores with the first page.
 */
export async function search(
  ctx: ShopContext,
  point: LatLng,
  query: string,
  after?: ListKey,
): Promise<Result<SearchAnswer>> {
  const term = query.trim().normalize('NFC');
  // Stores are found by the same words as items (a typo forgiven, a synonym: domain/spelling.ts).
  const filter = await searchedIn(ctx, { nameContains: term });
  const words = filter.nameForms ?? searchWords(term);
  const serving = await storesServing(ctx, point, 'DELIVERY');
  const named = (store: { name: string }) => nameHasWords(store.name, words);
  // A store is found by its name in the customer's language or as stored, as items are (offers.ts).
  const storedNames =
    after || !ctx.language ? [] : await storesServing({ ...ctx, language: undefined }, point, 'DELIVERY');
  const foundAsStored = new Set(storedNames.filter(named).map((store) => store.id));
  const stores = after ? [] : serving.filter((store) => named(store) || foundAsStored.has(store.id));
  const reach = (await listingStores(ctx, point)).map((store) => store.id);
  const page = await offersPage(ctx, reach, filter, { after, size: PAGE_SIZE });
  const looser = page.items.length === 0 && stores.length === 0 ? await looserSearch(ctx, reach, filter, after) : null;
  return ok({
    query: term,
    left_out: [...(filter.leftOut ?? [])],
    set_aside: looser ? [looser.setAside] : [],
    stores: stores.slice(0, SEARCH_STORES_LIMIT),
    ...(looser?.page ?? page),
  });
}

/**
 * A search of several words that finds nothing at the point, whose every word some name holds
 * ("fresh tomatoes": Fresh Curd holds "fresh", no tomato's name does), finds what all its words but
 * one find: the earliest word is set aside first, since the thing meant tends to come last ("fresh",
 * "organic", "red" before it). One word at most; null when no such search finds anything either. A
 * later page comes here too (the whole search still finds nothing), so it continues the same list.
 * Each word tried costs one page of the list, and only for a search that found nothing.
 */
async function looserSearch(
  ctx: ShopContext,
  reach: readonly number[],
  filter: OfferFilter,
  after: ListKey | undefined,
): Promise<{ page: Page<ItemView>; setAside: string } | null> {
  const forms = filter.nameForms ?? [];
  const typed = filter.keptWords ?? [];
  if (forms.length < 2 || typed.length !== forms.length) return null;
  for (const [index, word] of typed.entries()) {
    const others = <T>(list: readonly T[]) => list.filter((_, at) => at !== index);
    const looser = { ...filter, nameForms: others(forms), keptWords: others(typed) };
    const page = await offersPage(ctx, reach, looser, { after, size: PAGE_SIZE });
    if (page.items.length > 0) return { page, setAside: word };
  }
  return null;
}
