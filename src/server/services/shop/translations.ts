// The catalogue's own texts in the customer's language (migration 011; decision 0197).
// A service that returns category names, section titles, store texts,
// item names and descriptions, promo slider and slide names or membership plans passes its (cached) records through
// `translated` (item views through `translatedItems`, which also names their store, their variants,
// addons and nutrition facts; combos through `translatedCombos` and `translatedComboParts`), which
// answers them with the texts of ctx.language where catalog_translations has one, and as stored
// otherwise. Pages set ctx.language from the request's language (server/pages/page.ts), the API from the
// `lang` cookie (api/dispatch.ts, which also keys its answer cache by it); without one (tests,
// tools) records come as stored.
import type { ItemView } from '../../../domain/api/catalog.ts';
import type { ComboView } from '../../../domain/api/deals.ts';
import type { OrderView } from '../../../domain/api/orders.ts';
import type { AddonCategory, NutritionFact, Variant } from '../../../domain/types.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { ComboNow } from '../../../domain/catalogue/combo.ts';

/** The kinds of record with translated texts, and which of their fields are translated. */
const TRANSLATED_FIELDS = {
  category: ['name'],
  section: ['title', 'subtitle'],
  store: ['name', 'description', 'address'],
  store_category: ['name'],
  // An item's `nutritional_facts` row holds its whole table (JSON, as items.nutritional_facts): see factsIn.
  item: ['name', 'description'],
  promo_slider: ['name'],
  promo_slide: ['name', 'alt'],
  combo: ['name', 'description'],
  addon_category: ['name'],
  addon: ['name'],
  variant: ['name'],
  membership_plan: ['name', 'description'],
  coupon: ['name', 'description'],
} as const;
type Entity = keyof typeof TRANSLATED_FIELDS;
type FieldOf<E extends Entity> = (typeof TRANSLATED_FIELDS)[E][number];

/** One language's texts, by `${entity}:${id}:${field}`. */
type LanguageTexts = ReadonlyMap<string, string>;

/** Languages held at most (a shop offers a handful): the caches below are bounded by it. */
const MAX_LANGUAGES = 16;

async function textsOf(ctx: ShopContext, language: string): Promise<LanguageTexts> {
  return cacheOf<LanguageTexts>(ctx.db, 'catalog-translations', MAX_LANGUAGES).getOrLoad(language, async () => {
    const rows = await ctx.db
      .selectFrom('catalog_translations')
      .select(['entity', 'entity_id', 'field', 'text'])
      .where('language_code', '=', language)
      .execute();
    return new Map(rows.map((row) => [`${row.entity}:${row.entity_id}:${row.field}`, row.text]));
  });
}

/** Translated copies of cached record lists, so that a list is translated once per language and load. */
const copies = new WeakMap<object, WeakMap<LanguageTexts, readonly unknown[]>>();

/**
 * `records` with the texts of ctx.language in place of those it has (the same list when the
 * language has none). `replace` makes a record's copy with the texts found; the copies are kept
 * while both the list and the language's texts are the cached ones.
 */
export async function translated<T, E extends Entity>(
  ctx: ShopContext,
  entity: E,
  records: readonly T[],
  idOf: (record: T) => number,
  replace: (record: T, texts: Partial<Record<FieldOf<E>, string>>) => T,
): Promise<readonly T[]> {
  if (!ctx.language) return records;
  const texts = await textsOf(ctx, ctx.language);
  if (texts.size === 0) return records;
  let byTexts = copies.get(records);
  if (!byTexts) {
    byTexts = new WeakMap();
    copies.set(records, byTexts);
  }
  const known = byTexts.get(texts);
  if (known) return known as readonly T[];
  const fields: readonly FieldOf<E>[] = TRANSLATED_FIELDS[entity];
  const copy = records.map((record) => {
    const id = idOf(record);
    const found: Partial<Record<FieldOf<E>, string>> = {};
    let any = false;
    for (const field of fields) {
      const text = texts.get(`${entity}:${id}:${field}`);
      if (text !== undefined) {
        found[field] = text;
        any = true;
      }
    }
    return any ? replace(record, found) : record;
  });
  byTexts.set(texts, copy);
  return copy;
}

/** The texts of ctx.language, or null when records come as stored (no language, or none of its texts). */
async function customerTexts(ctx: ShopContext): Promise<LanguageTexts | null> {
  if (!ctx.language) return null;
  const texts = await textsOf(ctx, ctx.language);
  return texts.size === 0 ? null : texts;
}

/** Translated copies of cached records (item views, combos), one per record and language's texts. */
const recordCopies = new WeakMap<object, WeakMap<LanguageTexts, object>>();

function memoised<T extends object>(record: T, texts: LanguageTexts, make: () => T): T {
  let byTexts = recordCopies.get(record);
  if (!byTexts) {
    byTexts = new WeakMap();
    recordCopies.set(record, byTexts);
  }
  const known = byTexts.get(texts);
  if (known) return known as T;
  const copy = make();
  byTexts.set(texts, copy);
  return copy;
}

function variantIn(texts: LanguageTexts, variant: Variant): Variant {
  const name = texts.get(`variant:${variant.id}:name`);
  return name === undefined ? variant : { ...variant, name };
}

function addonCategoryIn(texts: LanguageTexts, category: AddonCategory): AddonCategory {
  return {
    ...category,
    name: texts.get(`addon_category:${category.id}:name`) ?? category.name,
    addons: category.addons.map((addon) => {
      const name = texts.get(`addon:${addon.id}:name`);
      return name === undefined ? addon : { ...addon, name };
    }),
  };
}

/** The item's nutrition table in the language: its row holds the whole table; a malformed one is ignored. */
function factsIn(texts: LanguageTexts, item: ItemView): NutritionFact[] | null | undefined {
  const text = texts.get(`item:${item.id}:nutritional_facts`);
  if (text === undefined) return item.nutritional_facts;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return item.nutritional_facts;
  }
  const facts = Array.isArray(parsed)
    ? parsed.filter(
        (row): row is NutritionFact =>
          typeof row === 'object' && row !== null && typeof row.name === 'string' && typeof row.value === 'string',
      )
    : [];
  return Array.isArray(parsed) && facts.length === parsed.length ? facts : item.nutritional_facts;
}

function itemIn(texts: LanguageTexts, item: ItemView): ItemView {
  return memoised(item, texts, () => ({
    ...item,
    name: texts.get(`item:${item.id}:name`) ?? item.name,
    description: texts.get(`item:${item.id}:description`) ?? item.description,
    restaurant_name: texts.get(`store:${item.restaurant_id}:name`) ?? item.restaurant_name,
    variants: item.variants.map((variant) => variantIn(texts, variant)),
    ...(item.member_variants ? { member_variants: item.member_variants.map((v) => variantIn(texts, v)) } : {}),
    addon_categories: item.addon_categories.map((category) => addonCategoryIn(texts, category)),
    nutritional_facts: factsIn(texts, item),
  }));
}

/**
 * Item views in ctx.language: names, descriptions, their store's name (on cards that name their
 * store), their variants' names, addon groups and addons, and the nutrition table. Views are cached
 * in the stored language and shared by every list (offers.ts), so the texts are put in after the
 * cache, on copies (kept per view and language, so a hot list does not copy again).
 */
export async function translatedItems(ctx: ShopContext, items: readonly ItemView[]): Promise<ItemView[]> {
  const texts = items.length === 0 ? null : await customerTexts(ctx);
  if (!texts) return [...items];
  return items.map((item) => itemIn(texts, item));
}

/** Combos in ctx.language: their names and descriptions, their store's, and each part's item and size. */
export async function translatedCombos(ctx: ShopContext, combos: readonly ComboView[]): Promise<ComboView[]> {
  const texts = combos.length === 0 ? null : await customerTexts(ctx);
  if (!texts) return [...combos];
  return combos.map((combo) =>
    memoised(combo, texts, () => ({
      ...combo,
      name: texts.get(`combo:${combo.id}:name`) ?? combo.name,
      description: texts.get(`combo:${combo.id}:description`) ?? combo.description,
      restaurant_name: texts.get(`store:${combo.restaurant_id}:name`) ?? combo.restaurant_name,
      items: combo.items.map((part) => ({
        ...part,
        name: texts.get(`item:${part.id}:name`) ?? part.name,
        item_variant: variantIn(texts, part.item_variant),
      })),
    })),
  );
}

/** Combos as the cart reads them (combo-lines.ts), in ctx.language: what a combo line shows. */
export async function translatedComboParts(
  ctx: ShopContext,
  combos: ReadonlyMap<number, ComboNow>,
): Promise<Map<number, ComboNow>> {
  const texts = combos.size === 0 ? null : await customerTexts(ctx);
  if (!texts) return new Map(combos);
  return new Map(
    [...combos].map(([id, combo]) => [
      id,
      {
        ...combo,
        name: texts.get(`combo:${combo.id}:name`) ?? combo.name,
        storeName: texts.get(`store:${combo.storeId}:name`) ?? combo.storeName,
        parts: combo.parts.map((part) => ({
          ...part,
          item: part.item && itemIn(texts, part.item),
          variant: part.variant && variantIn(texts, part.variant),
        })),
      },
    ]),
  );
}

/**
 * A customer's orders in ctx.language: the store's name and each line's item or combo, size, addons
 * and a combo's parts, by the ids the order keeps. An order keeps its lines' names as they were
 * ordered (in the stored language), so a Marathi customer read English names on the running order
 * and My orders after a Marathi checkout. Prices and quantities are the order's own; a name without
 * a translation stays as ordered.
 */
export async function translatedOrders(ctx: ShopContext, orders: readonly OrderView[]): Promise<OrderView[]> {
  const texts = orders.length === 0 ? null : await customerTexts(ctx);
  if (!texts) return [...orders];
  const name = (entity: Entity, id: number | null, stored: string): string =>
    id === null ? stored : (texts.get(`${entity}:${id}:name`) ?? stored);
  return orders.map((order) => ({
    ...order,
    restaurant: {
      ...order.restaurant,
      name: name('store', order.restaurant.id, order.restaurant.name),
      // Where a pickup order is collected, in the customer's language where the shop has it.
      address: texts.get(`store:${order.restaurant.id}:address`) ?? order.restaurant.address,
    },
    items: order.items.map((line) => ({
      ...line,
      name: line.combo_id === null ? name('item', line.item_id, line.name) : name('combo', line.combo_id, line.name),
      variant_name: line.variant_name === null ? null : name('variant', line.variant_id, line.variant_name),
      selectedaddons: line.selectedaddons.map((addon) => ({
        ...addon,
        addon_name: name('addon', addon.addon_id, addon.addon_name),
      })),
      parts: line.parts.map((part) => ({ ...part, name: name('item', part.item_id, part.name) })),
    })),
  }));
}

/** The code of each language the shop offers, the default first. */
async function offeredLanguages(ctx: ShopContext): Promise<string[]> {
  return cacheOf<string[]>(ctx.db, 'language-codes', 1).getOrLoad('all', async () =>
    (
      await ctx.db
        .selectFrom('languages')
        .select('code')
        .where('is_active', '=', 1)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute()
    ).map((row) => row.code),
  );
}

/**
 * The context of a request whose `lang` cookie says `wanted`: that language when the shop offers
 * it, else the default one (so a made-up cookie cannot make cache entries of its own).
 */
export async function inCustomerLanguage(ctx: ShopContext, wanted: string | null | undefined): Promise<ShopContext> {
  const offered = await offeredLanguages(ctx);
  const language = offered.find((code) => code === wanted) ?? offered[0];
  return language === undefined ? ctx : { ...ctx, language };
}
