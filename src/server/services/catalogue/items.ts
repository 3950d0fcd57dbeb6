// Loading items as the API answers them (§3 Item, Variant, Addon category): one
// query for the items, one for their variants, two for their addons, whatever
// the list (each `in (...)` list cut into chunks of IN_LIST_CHUNK, so no lookup ever
// passes an engine's limit on bound parameters). Every listing, section and cart
// check goes through here.
import type { Kysely } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import type { ItemView } from '../../../domain/api/catalog.ts';
import type { AddonCategory, NutritionFact, Variant } from '../../../domain/types.ts';
import type { Database, ItemRow, VariantRow } from '../../db/schema.ts';

export interface ItemFilter {
  ids?: readonly number[];
  slugs?: readonly string[];
  storeIds?: readonly number[];
  categoryIds?: readonly number[];
  linkSlug?: string;
  /** Lists never show inactive or free items (§2); a cart check or single item page does. */
  listable?: boolean;
}

type StoreRef = { id: number; slug: string; name: string };

function toFlag(value: number | null | undefined): 0 | 1 {
  return value === 1 ? 1 : 0;
}

function toVariant(row: VariantRow, store: StoreRef, item: ItemRow, priceOf: (row: VariantRow) => number): Variant {
  return {
    id: row.id,
    name: row.name,
    price: fromMinor(priceOf(row)),
    regular_price: fromMinor(row.regular_price_paise),
    sale_price: fromMinor(priceOf(row)),
    is_default: toFlag(row.is_default),
    is_active: toFlag(row.is_active),
    stock: row.stock,
    min_stock: row.min_stock,
    is_infinite: toFlag(row.is_infinite),
    is_negative: toFlag(row.is_negative),
    restaurant_id: store.id,
    restaurant_overrides: [],
    is_free_item: toFlag(item.is_free_item),
    is_veg: item.is_veg === null ? null : item.is_veg === 1,
    restaurant_slug: store.slug,
    unit_id: row.unit_id,
    measurement: row.measurement,
  };
}

function parseFacts(text: string | null): NutritionFact[] | null {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) return null;
  return parsed
    .filter((row): row is { name: unknown; value: unknown } => typeof row === 'object' && row !== null)
    .map((row) => ({ name: String(row.name), value: String(row.value) }));
}

/**
 * The most values one `in (...)` list binds: SQLite allows 32,766 parameters per statement
 * and PostgreSQL 65,535; a chunk of 1,000 stays far below both with the query's other values.
 */
export const IN_LIST_CHUNK = 1000;

/** Runs `query` over `values` a chunk at a time and joins the rows (in chunk order). */
export async function inChunks<V, R>(
  values: readonly V[],
  query: (chunk: V[]) => Promise<R[]>,
  size = IN_LIST_CHUNK,
): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += size) {
    rows.push(...(await query(values.slice(start, start + size))));
  }
  return rows;
}

/** Items by the filter, in list order; ids and slugs (a caller's lists, of any length) are looked up a chunk at a time. */
async function loadItemRows(db: Kysely<Database>, filter: ItemFilter) {
  let query = db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .selectAll('items')
    .select(['stores.slug as store_slug', 'stores.name as store_name']);
  if (filter.storeIds) query = query.where('items.store_id', 'in', [...filter.storeIds]);
  if (filter.categoryIds) query = query.where('items.category_id', 'in', [...filter.categoryIds]);
  if (filter.linkSlug !== undefined) query = query.where('items.link_slug', '=', filter.linkSlug);
  if (filter.listable) query = query.where('items.is_active', '=', 1).where('items.is_free_item', '=', 0);
  const { ids, slugs } = filter;
  if (ids && slugs) {
    const wanted = new Set(slugs);
    const byId = await inChunks(ids, (chunk) => query.where('items.id', 'in', chunk).execute());
    return byId.filter((row) => wanted.has(row.slug)).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  }
  if (!ids && !slugs) return query.orderBy('items.sort_order').orderBy('items.id').execute();
  const rows = ids
    ? await inChunks(ids, (chunk) => query.where('items.id', 'in', chunk).execute())
    : await inChunks(slugs ?? [], (chunk) => query.where('items.slug', 'in', chunk).execute());
  return rows.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

export async function loadItems(db: Kysely<Database>, filter: ItemFilter): Promise<ItemView[]> {
  for (const list of [filter.ids, filter.slugs, filter.storeIds, filter.categoryIds]) {
    if (list && list.length === 0) return [];
  }
  const rows = await loadItemRows(db, filter);
  if (rows.length === 0) return [];

  const itemIds = rows.map((row) => row.id);
  const [variantRows, addonLinks] = await Promise.all([
    inChunks(itemIds, (chunk) =>
      db
        .selectFrom('item_variants')
        .selectAll()
        .where('item_id', 'in', chunk)
        // An archived size (decision 0271) is gone for customers: not shown, not sold.
        .where('archived_at', 'is', null)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ),
    inChunks(itemIds, (chunk) =>
      db
        .selectFrom('item_addon_categories')
        .innerJoin('addon_categories', 'addon_categories.id', 'item_addon_categories.addon_category_id')
        .select([
          'item_addon_categories.item_id',
          'addon_categories.id',
          'addon_categories.name',
          'addon_categories.type',
        ])
        .where('item_addon_categories.item_id', 'in', chunk)
        // An archived group (decision 0280) is gone for customers; its links wait for a restore.
        .where('addon_categories.archived_at', 'is', null)
        .orderBy('item_addon_categories.sort_order')
        .execute(),
    ),
  ]);
  const addonCategoryIds = [...new Set(addonLinks.map((link) => link.id))];
  const addonRows = await inChunks(addonCategoryIds, (chunk) =>
    db
      .selectFrom('addons')
      .select(['id', 'addon_category_id', 'name', 'price_paise'])
      .where('addon_category_id', 'in', chunk)
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  );

  const variantsByItem = Map.groupBy(variantRows, (row) => row.item_id);
  const linksByItem = Map.groupBy(addonLinks, (link) => link.item_id);
  const addonsByCategory = Map.groupBy(addonRows, (row) => row.addon_category_id);

  return rows.map((row): ItemView => {
    const store = { id: row.store_id, slug: row.store_slug, name: row.store_name };
    const variantList = variantsByItem.get(row.id) ?? [];
    const variants = variantList.map((variant) => toVariant(variant, store, row, (v) => v.sale_price_paise));
    const memberVariants = variantList
      .filter((variant) => variant.member_price_paise !== null)
      .map((variant) => toVariant(variant, store, row, (v) => v.member_price_paise ?? v.sale_price_paise));
    const addonCategories = (linksByItem.get(row.id) ?? []).map(
      (link): AddonCategory => ({
        id: link.id,
        name: link.name,
        type: link.type === 'SINGLE' ? 'SINGLE' : 'MULTI',
        addons: (addonsByCategory.get(link.id) ?? []).map((addon) => ({
          id: addon.id,
          name: addon.name,
          price: fromMinor(addon.price_paise),
        })),
      }),
    );
    const shown = variants.find((variant) => variant.is_default === 1) ?? variants[0];
    return {
      id: row.id,
      slug: row.slug,
      link_slug: row.link_slug,
      name: row.name,
      description: row.description,
      image: row.image,
      bg_image: row.bg_image,
      price: shown?.sale_price ?? 0,
      old_price: shown?.regular_price ?? 0,
      is_active: toFlag(row.is_active),
      is_veg: row.is_veg === null ? null : row.is_veg === 1,
      is_free_item: toFlag(row.is_free_item),
      is_combo: 0,
      is_pre_item: toFlag(row.is_pre_item),
      pre_avail_date: row.pre_avail_date,
      has_variant: variants.length > 0 ? 1 : 0,
      variants,
      member_variants: memberVariants,
      addon_categories: addonCategories,
      nutritional_facts: parseFacts(row.nutritional_facts),
      restaurant_id: row.store_id,
      restaurant_slug: row.store_slug,
      restaurant_name: row.store_name,
      category_id: row.category_id,
    };
  });
}
