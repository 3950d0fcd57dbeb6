// The catalogue's own texts in the customer's language (migration 011; docs/decisions.md,
// "Catalogue translations"). A service that returns category names, section titles, store texts,
// item names and descriptions or promo slider and slide names passes its (cached) records through
// `translated` (item views through `translatedItems`, which also names their store), which answers them with the texts of
// ctx.language where catalog_translations has one, and as stored otherwise. Pages set ctx.language
// from the request's language (server/page.ts), the API from the `lang` cookie (api/dispatch.ts,
// which also keys its answer cache by it); without one (tests, tools) records come as stored.
import type { ItemView } from '../../domain/api/catalog.ts';
import { cacheOf } from '../cache.ts';
import type { ShopContext } from '../context.ts';

/** The kinds of record with translated texts, and which of their fields are translated. */
const TRANSLATED_FIELDS = {
  category: ['name'],
  section: ['title', 'subtitle'],
  store: ['name', 'description', 'address'],
  store_category: ['name'],
  item: ['name', 'description'],
  promo_slider: ['name'],
  promo_slide: ['name', 'alt'],
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

/**
 * Item views with their names and descriptions, and their store's name (on cards that name their
 * store), in ctx.language. Views are cached in the stored language and shared by every list
 * (offers.ts), so the texts are put in after the cache, on copies.
 */
export async function translatedItems(ctx: ShopContext, items: readonly ItemView[]): Promise<ItemView[]> {
  if (!ctx.language || items.length === 0) return [...items];
  const named = await translated(
    ctx,
    'item',
    items,
    (item) => item.id,
    (item, texts) => ({ ...item, ...texts }),
  );
  const texts = await textsOf(ctx, ctx.language);
  if (texts.size === 0) return [...named];
  return named.map((item) => {
    const store = texts.get(`store:${item.restaurant_id}:name`);
    return store === undefined ? item : { ...item, restaurant_name: store };
  });
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
