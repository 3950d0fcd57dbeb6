// A bigger demo shop for measuring (docs/benchmarks.md, "Bounded lists"): SEED_SCALE_ITEMS=k
// gives every store k times its assortment (k - 1 plausible editions of each product: 'Organic
// Tomato', 'Farm Select Tomato'…, each a product of its own with its own slugs), and
// SEED_SCALE_STORES=k adds k - 1 branches of every store a few kilometres away, selling the
// same products (so the lists' one-offer-per-product rule has work to do). Default 1: the
// demo shop as it is. Editions carry no deal and are not recommended, so the editors' lists
// (deals, featured items, sections) keep their size; only the catalog grows.
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type {
  ItemAddonCategoriesTable,
  ItemVariantsTable,
  ItemsTable,
  StoreCategoryLinksTable,
  StoresTable,
} from '../../db/schema.ts';

export interface SeedScale {
  items: number;
  stores: number;
}

const factor = z.coerce.number().int().min(1).max(50).default(1);
const scaleEnv = z.object({ SEED_SCALE_ITEMS: factor, SEED_SCALE_STORES: factor });

/**
 * The scale asked for by the environment. Read here, beside the seed it configures, rather
 * than in src/server/config.ts: only a benchmark or a test sets it, never a shop.
 */
export function seedScaleFromEnv(env: Readonly<Record<string, string | undefined>>): SeedScale {
  const parsed = scaleEnv.parse({
    SEED_SCALE_ITEMS: env.SEED_SCALE_ITEMS || undefined,
    SEED_SCALE_STORES: env.SEED_SCALE_STORES || undefined,
  });
  return { items: parsed.SEED_SCALE_ITEMS, stores: parsed.SEED_SCALE_STORES };
}

export interface CatalogRows {
  stores: Insertable<StoresTable>[];
  store_category_links: Insertable<StoreCategoryLinksTable>[];
  items: Insertable<ItemsTable>[];
  item_variants: Insertable<ItemVariantsTable>[];
  item_addon_categories: Insertable<ItemAddonCategoriesTable>[];
}

const EDITIONS = [
  'Organic',
  'Farm Select',
  'Premium',
  'Value Pack',
  'Hill Grown',
  'Heritage',
  'Family Pack',
  'Fresh Pick',
  'Natural',
  'Classic',
] as const;

function editionOf(copy: number): string {
  const name = EDITIONS[(copy - 1) % EDITIONS.length] ?? 'Select';
  const round = Math.floor((copy - 1) / EDITIONS.length);
  return round === 0 ? name : `${name} ${round + 1}`;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function idOf(row: { id?: unknown }): number {
  if (typeof row.id !== 'number') throw new Error('Seed rows carry explicit ids');
  return row.id;
}

class Ids {
  private last: number;
  constructor(rows: readonly { id?: unknown }[]) {
    this.last = Math.max(0, ...rows.map(idOf));
  }
  next(): number {
    this.last += 1;
    return this.last;
  }
}

/** Copies of items with their variants and addon links, under new ids. */
function copyItems(
  rows: CatalogRows,
  ids: { items: Ids; variants: Ids },
  items: readonly Insertable<ItemsTable>[],
  change: (item: Insertable<ItemsTable>) => Insertable<ItemsTable>,
  noDeal: boolean,
): CatalogRows {
  const variantsOf = Map.groupBy(rows.item_variants, (variant) => variant.item_id);
  const addonsOf = Map.groupBy(rows.item_addon_categories, (link) => link.item_id);
  const copy: CatalogRows = {
    stores: [],
    store_category_links: [],
    items: [],
    item_variants: [],
    item_addon_categories: [],
  };
  for (const item of items) {
    const itemId = ids.items.next();
    copy.items.push({ ...change(item), id: itemId });
    for (const variant of variantsOf.get(idOf(item)) ?? []) {
      const sale = noDeal ? variant.regular_price_paise : variant.sale_price_paise;
      copy.item_variants.push({ ...variant, id: ids.variants.next(), item_id: itemId, sale_price_paise: sale });
    }
    for (const link of addonsOf.get(idOf(item)) ?? []) copy.item_addon_categories.push({ ...link, item_id: itemId });
  }
  return copy;
}

function joined(parts: readonly CatalogRows[]): CatalogRows {
  return {
    stores: parts.flatMap((part) => part.stores),
    store_category_links: parts.flatMap((part) => part.store_category_links),
    items: parts.flatMap((part) => part.items),
    item_variants: parts.flatMap((part) => part.item_variants),
    item_addon_categories: parts.flatMap((part) => part.item_addon_categories),
  };
}

/** k - 1 editions of every product a store sells (not the free items), listed after the store's own. */
function scaleItems(rows: CatalogRows, k: number): CatalogRows {
  if (k <= 1) return rows;
  const ids = { items: new Ids(rows.items), variants: new Ids(rows.item_variants) };
  const copies: CatalogRows[] = [];
  for (const storeItems of Map.groupBy(rows.items, (item) => item.store_id).values()) {
    const sold = storeItems.filter((item) => item.is_free_item !== 1);
    const span = Math.max(0, ...storeItems.map((item) => item.sort_order ?? 0));
    for (let copy = 1; copy < k; copy += 1) {
      const edition = editionOf(copy);
      copies.push(
        copyItems(
          rows,
          ids,
          sold,
          (item) => {
            return {
              ...item,
              link_slug: `${slugOf(edition)}-${item.link_slug}`,
              slug: `${slugOf(edition)}-${item.slug}`,
              name: `${edition} ${item.name}`,
              is_recommended: 0,
              sort_order: (item.sort_order ?? 0) + copy * span,
            };
          },
          true,
        ),
      );
    }
  }
  return joined([rows, ...copies]);
}

/** A point `km` away from (lat, lng) at `angle` radians from north. */
function offset(lat: number, lng: number, km: number, angle: number): { lat: number; lng: number } {
  const dLat = (km * Math.cos(angle)) / 111;
  const dLng = (km * Math.sin(angle)) / (111 * Math.cos((lat * Math.PI) / 180));
  return { lat: Number((lat + dLat).toFixed(4)), lng: Number((lng + dLng).toFixed(4)) };
}

/** k - 1 branches of every store, 0.8–2.6 km from it, with the same assortment under their own slugs. */
function scaleStores(rows: CatalogRows, k: number): CatalogRows {
  if (k <= 1) return rows;
  const storeIds = new Ids(rows.stores);
  const ids = { items: new Ids(rows.items), variants: new Ids(rows.item_variants) };
  const itemsOf = Map.groupBy(rows.items, (item) => item.store_id);
  const linksOf = Map.groupBy(rows.store_category_links, (link) => link.store_id);
  const copies: CatalogRows[] = [];
  for (let branch = 2; branch <= k; branch += 1) {
    for (const store of rows.stores) {
      const id = storeIds.next();
      const place = offset(store.latitude, store.longitude, 0.8 + ((branch * 7) % 10) / 5, branch * 2.4 + id);
      const items = copyItems(
        rows,
        ids,
        itemsOf.get(idOf(store)) ?? [],
        (item) => ({ ...item, store_id: id, slug: `${item.slug}-${branch}` }),
        false,
      );
      items.stores.push({
        ...store,
        id,
        slug: `${store.slug}-${branch}`,
        name: `${store.name} · Branch ${branch}`,
        latitude: place.lat,
        longitude: place.lng,
        sort_order: (store.sort_order ?? 0) + branch * 100,
      });
      for (const link of linksOf.get(idOf(store)) ?? []) items.store_category_links.push({ ...link, store_id: id });
      copies.push(items);
    }
  }
  return joined([rows, ...copies]);
}

/** The catalog at the given scale (the rows themselves at 1 × 1). */
export function scaleCatalog(rows: CatalogRows, scale: SeedScale): CatalogRows {
  const scaled = scaleStores(scaleItems(rows, scale.items), scale.stores);
  const slugs = new Set<string>();
  for (const item of scaled.items) {
    if (slugs.has(item.slug)) throw new Error(`Duplicate item slug ${item.slug}`);
    slugs.add(item.slug);
  }
  return scaled;
}
