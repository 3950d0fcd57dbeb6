// Builds the items, variants and item-addon links of every store from the
// catalogue (products-*.ts) and the assortments. Ids are explicit and sequential
// in store order, stock levels come from a fixed-seed generator: the same rows on
// every run and on both engines.
import type { Insertable } from 'kysely';
import type { ItemAddonCategoriesTable, ItemVariantsTable, ItemsTable } from '../../db/schema.ts';
import { addonCategoryId } from './addons.ts';
import { ASSORTMENTS, ITEM_OVERRIDES, VARIANT_OVERRIDES } from './assortments.ts';
import {
  G,
  KG,
  L,
  itemImage,
  paise,
  seededRandom,
  type CategorySlug,
  type ProductDef,
  type StoreCode,
} from './catalog-types.ts';
import { FRESH_PRODUCTS } from './products-fresh.ts';
import { PANTRY_PRODUCTS } from './products-pantry.ts';
import { categoryId, storeByCode } from './stores.ts';

type ItemRow = Required<Insertable<ItemsTable>>;
type VariantRow = Required<Insertable<ItemVariantsTable>>;

export interface BuiltItem {
  row: ItemRow;
  store: StoreCode;
  category: CategorySlug;
  product: ProductDef;
  variants: VariantRow[];
}

export interface Catalog {
  items: BuiltItem[];
  variants: VariantRow[];
  itemAddons: Required<Insertable<ItemAddonCategoriesTable>>[];
  item(slug: string): BuiltItem;
  variant(itemSlug: string, variantName: string): VariantRow;
}

const PRODUCTS: readonly ProductDef[] = [...FRESH_PRODUCTS, ...PANTRY_PRODUCTS];

/** Fixed seed of the stock generator (the demo shop's reference date, 2026-11-01). */
const STOCK_SEED = 20261101;

function productByKey(key: string): ProductDef {
  const product = PRODUCTS.find((row) => row.key === key);
  if (!product) throw new Error(`Unknown product ${key}`);
  return product;
}

/** Rounds a rupee amount to whole rupees (prices show 0 decimals). */
function rupees(value: number): number {
  return Math.max(0, Math.round(value));
}

export function buildCatalog(): Catalog {
  const random = seededRandom(STOCK_SEED);
  const items: BuiltItem[] = [];
  const variants: VariantRow[] = [];
  const itemAddons: Required<Insertable<ItemAddonCategoriesTable>>[] = [];
  const slugs = new Set<string>();
  const usedOverrides = new Set<string>();
  let variantId = 0;

  for (const assortment of ASSORTMENTS) {
    const store = storeByCode(assortment.store);
    assortment.products.forEach((key, position) => {
      const product = productByKey(key);
      const slug = product.slug ?? `${product.key}-${store.code}`;
      if (slugs.has(slug)) throw new Error(`Duplicate item slug ${slug}`);
      slugs.add(slug);
      const itemOverride = ITEM_OVERRIDES[slug];
      if (itemOverride) usedOverrides.add(slug);
      const row: ItemRow = {
        id: items.length + 1,
        slug,
        link_slug: product.key,
        store_id: store.id,
        category_id: categoryId(product.category),
        name: product.name,
        description: product.description,
        image: itemImage(product.image),
        bg_image: product.bgImage ?? null,
        is_veg: product.veg === null ? null : product.veg ? 1 : 0,
        is_active: itemOverride?.is_active ?? 1,
        is_free_item: product.free ? 1 : 0,
        is_pre_item: product.preAvailDate ? 1 : 0,
        pre_avail_date: product.preAvailDate ?? null,
        is_recommended: itemOverride?.is_recommended ?? (product.recommended ? 1 : 0),
        nutritional_facts: product.facts ? JSON.stringify(product.facts) : null,
        sort_order: position + 1,
        archived_at: null,
        active_before_archive: null,
        version: 1,
        // The demo shop issues no GST documents: its items carry no rate (decision 0332).
        hsn_code: null,
        gst_rate_bp: null,
        tax_treatment: 'taxable',
      };
      const dealPercent = assortment.deals?.[product.key] ?? product.deal ?? 0;
      const infinite = product.infinite === true || (assortment.infiniteCategories ?? []).includes(product.category);
      const defaultIndex = product.defaultIndex ?? 0;
      if (defaultIndex < 0 || defaultIndex >= product.variants.length)
        throw new Error(`Bad default variant for ${key}`);
      const built: VariantRow[] = product.variants.map((variant, index) => {
        const regular = rupees(variant.price * store.priceFactor);
        const sale = dealPercent > 0 ? rupees(regular * (1 - dealPercent / 100)) : regular;
        const weighed = variant.unit === KG || variant.unit === G || variant.unit === L;
        // Always draw, so one override never shifts the stock of every later variant.
        const drawn = 20 + Math.floor(random() * 181);
        const overrideKey = `${slug}#${index}`;
        const override = VARIANT_OVERRIDES[overrideKey];
        if (override) usedOverrides.add(overrideKey);
        return {
          id: ++variantId,
          item_id: row.id,
          name: variant.name,
          unit_id: variant.unit,
          measurement: variant.measurement,
          regular_price_paise: paise(regular),
          sale_price_paise: paise(sale),
          member_price_paise: product.member && weighed ? paise(rupees(sale * 0.9)) : null,
          is_default: index === defaultIndex ? 1 : 0,
          is_active: override?.is_active ?? 1,
          stock: override?.stock ?? (infinite ? 0 : drawn),
          min_stock: 0,
          is_infinite: override?.is_infinite ?? (infinite ? 1 : 0),
          is_negative: override?.is_negative ?? 0,
          sort_order: index + 1,
          low_stock_at: null,
          archived_at: null,
          active_before_archive: null,
        };
      });
      variants.push(...built);
      (product.addons ?? []).forEach((addonKey, index) => {
        itemAddons.push({ item_id: row.id, addon_category_id: addonCategoryId(addonKey), sort_order: index + 1 });
      });
      items.push({ row, store: store.code, category: product.category, product, variants: built });
    });
  }

  // A typo in an override table would silently drop a test scenario: refuse it.
  for (const key of [...Object.keys(ITEM_OVERRIDES), ...Object.keys(VARIANT_OVERRIDES)]) {
    if (!usedOverrides.has(key)) throw new Error(`Override ${key} matches no item or variant`);
  }

  const bySlug = new Map(items.map((item) => [item.row.slug, item]));
  return {
    items,
    variants,
    itemAddons,
    item(slug) {
      const item = bySlug.get(slug);
      if (!item) throw new Error(`Unknown item ${slug}`);
      return item;
    },
    variant(itemSlug, variantName) {
      const variant = this.item(itemSlug).variants.find((row) => row.name === variantName);
      if (!variant) throw new Error(`Unknown variant ${variantName} of ${itemSlug}`);
      return variant;
    },
  };
}
