// Item lists at a customer's point, read a page at a time in SQL (decision 0181;
// docs/architecture.md "Lists a page at a time"). §2 lists
// hold only active, non-free items; the same product (link_slug) sold by several
// stores in reach is listed once, from the nearest of them (decision 0035).
// That choice is made in SQL: an item is listed when no
// other listable offer of its product comes from a nearer store in reach (or, in the
// same store, earlier in the list). Lists are ordered by (sort_order, id), a store's
// by its categories' order first, and each page is the next LIMIT rows after the
// cursor, read in that order from an index (migration 008).
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ItemView } from '../../../domain/api/catalog.ts';
import { containsPattern, type ListKey, type Page, pageOf, wordStartPattern } from '../../../domain/lists.ts';
import { type SearchLexicon, spelledSearch, wordsOf } from '../../../domain/spelling.ts';
import { fromWordStart, type SearchWords, searchWords, WORD_BREAKS } from '../../../domain/text.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { inChunks, loadItems } from './items.ts';
import { translatedItems } from '../shop/translations.ts';
import { openStoresServing } from './stores.ts';
import type { LatLng } from '../../../domain/types.ts';

/** Open stores delivering to the point, nearest first: an offer's rank is its store's place here. */
export type Reach = readonly number[];

export interface OfferFilter {
  categoryId?: number | undefined;
  /** Only these products (a section's, a campaign's). */
  linkSlugs?: readonly string[] | undefined;
  /** §4 Search: the name contains every word of this term, case-insensitively. */
  nameContains?: string | undefined;
  /**
   * What `nameContains` is looked for as (set by `searchedIn`: each word's forms, a plural's
   * singular, the shop's nearest words to a typo and what the shop's synonyms say it means,
   * domain/spelling.ts); without it, searchWords(term).
   */
  nameForms?: SearchWords | undefined;
  /** The words of `nameContains` that no name holds, left out of `nameForms` (set by `searchedIn`). */
  leftOut?: readonly string[] | undefined;
  /** The words of `nameContains` that `nameForms` looks for, one per group, as typed (set by `searchedIn`). */
  keptWords?: readonly string[] | undefined;
  /**
   * The stored name, or the name in this language (catalog_translations), contains the term (set by
   * `searchedIn`); ANY_LANGUAGE: in any language the shop keeps.
   */
  nameLanguage?: string | undefined;
  /** Only items with a variant sold below its regular price (deal candidates). */
  onSale?: boolean | undefined;
  /** Only products some store recommends (§7 featured items). */
  recommended?: boolean | undefined;
  /** Only items with a member price (Members Mart). */
  memberPriced?: boolean | undefined;
}

type ItemsBuilder = ExpressionBuilder<Database, 'items'>;

/** A store id's rank in the reach, as SQL (the ids are the database's own integers). */
function rankOf(column: 'items.store_id' | 'better.store_id', reach: Reach): RawBuilder<number> {
  const cases = reach.map((storeId, rank) => {
    if (!Number.isSafeInteger(storeId)) throw new Error(`Bad store id ${storeId}`);
    return sql`when ${sql.lit(storeId)} then ${sql.lit(rank)}`;
  });
  return sql<number>`case ${sql.ref(column)} ${sql.join(cases, sql` `)} end`;
}

/** `lower(column) LIKE '%form%'` for any of the forms, LIKE's wildcards in them escaped. */
function nameContainsSql(column: string, forms: readonly string[]): RawBuilder<SqlBool> {
  // A word, and the singular of a plural (wordForms): "mangoes" finds "Alphonso Mango".
  const each = forms.map((form) =>
    fromWordStart(form)
      ? sql<SqlBool>`${spacedName(column)} like ${wordStartPattern(form)} escape '\\'`
      : sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(form)} escape '\\'`,
  );
  return each.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

/** `' ' || lower(column)` with WORD_BREAKS as spaces: a short form is looked for after a space in it. */
function spacedName(column: string): RawBuilder<string> {
  let folded = sql<string>`lower(${sql.ref(column)})`;
  for (const mark of WORD_BREAKS) folded = sql<string>`replace(${folded}, ${mark}, ' ')`;
  return sql<string>`(' ' || ${folded})`;
}

/**
 * The item's stored name contains every word of the term (each by one of its forms), or (with a
 * language) its name in that language does: a Marathi customer finds 'हापूस आंबा' by 'आंबा' as by
 * 'mango'. The translation is one primary-key lookup per candidate row and word (migration 011's
 * key), so a search in another language reads no more rows than one in the default language.
 */
function nameMatches(eb: ItemsBuilder, words: SearchWords, language: string | undefined): Expression<SqlBool> {
  return eb.and(words.map((forms) => wordMatches(eb, forms, language)));
}

/** The stored name, or the name in the language, contains one of a word's forms. */
function wordMatches(eb: ItemsBuilder, forms: readonly string[], language: string | undefined): Expression<SqlBool> {
  const stored = nameContainsSql('items.name', forms);
  if (!language) return stored;
  return eb.or([
    stored,
    eb.exists(
      eb
        .selectFrom('catalog_translations as named')
        .select(sql.lit(1).as('one'))
        .where(
          'named.language_code',
          'in',
          language === ANY_LANGUAGE ? eb.selectFrom('languages').select('languages.code') : [language],
        )
        .where('named.entity', '=', 'item')
        .whereRef('named.entity_id', '=', 'items.id')
        .where('named.field', '=', 'name')
        .where(nameContainsSql('named.text', forms)),
    ),
  ]);
}

/** `nameLanguage` for a term written in another script than the stored names': every language's names. */
const ANY_LANGUAGE = '*';

/**
 * A search filter in the customer's language (part of every list's cache key, so each language has
 * its own pages). A term with letters beyond ASCII (कांदा) is looked for in every language the shop
 * keeps, whatever the page's: many customers type Marathi on an English page.
 * Its words that none of the shop's names has are also looked for as the names' nearest words
 * (domain/spelling.ts: "tomatoe" as "tomato" and "tomatoes"), or left out when no name holds them.
 */
export async function searchedIn(ctx: ShopContext, filter: OfferFilter): Promise<OfferFilter> {
  if (!filter.nameContains) return filter;
  // Worked out once per search (a caller may pass back the filter this gave it).
  const spelled = filter.nameForms
    ? { words: filter.nameForms, leftOut: filter.leftOut, kept: filter.keptWords }
    : spelledSearch(filter.nameContains, await searchLexicon(ctx));
  const searched = { ...filter, nameForms: spelled.words, leftOut: spelled.leftOut, keptWords: spelled.kept };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, from NUL, is what is meant.
  if (/[^\u0000-\u007f]/.test(filter.nameContains)) return { ...searched, nameLanguage: ANY_LANGUAGE };
  return ctx.language ? { ...searched, nameLanguage: ctx.language } : searched;
}

/**
 * Every word of the shop's names that search compares (items' in each language, stores'), and the
 * shop's synonyms, read once per catalog change (cacheOf: cleared on a change, on every instance) or 30 s.
 */
async function searchLexicon(ctx: ShopContext): Promise<SearchLexicon> {
  return cacheOf<SearchLexicon>(ctx.db, 'search-words', 1).getOrLoad('words', async () => {
    const [items, translated, stores, synonymRows] = await Promise.all([
      ctx.db.selectFrom('items').select('name').distinct().where('is_active', '=', 1).execute(),
      ctx.db
        .selectFrom('catalog_translations')
        .select('text as name')
        .distinct()
        .where('entity', 'in', ['item', 'store'])
        .where('field', '=', 'name')
        .execute(),
      ctx.db.selectFrom('stores').select('name').execute(),
      ctx.db.selectFrom('search_synonyms').select(['word', 'means']).orderBy('word').orderBy('means').execute(),
    ]);
    const words = new Set<string>();
    for (const row of [...items, ...translated, ...stores]) for (const word of wordsOf(row.name)) words.add(word);
    const synonyms = new Map<string, string[]>();
    for (const { word, means } of synonymRows) {
      const key = word.normalize('NFC').toLocaleLowerCase();
      synonyms.set(key, [...(synonyms.get(key) ?? []), means.normalize('NFC').toLocaleLowerCase()]);
    }
    return { words, synonyms };
  });
}

function listable(eb: ItemsBuilder) {
  return eb.and([eb('items.is_active', '=', 1), eb('items.is_free_item', '=', 0)]);
}

/** No nearer listable offer of the same product in reach (nor an earlier one in the same store). */
function nearestOffer(eb: ItemsBuilder, reach: Reach) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('items as better')
        .select(sql.lit(1).as('one'))
        .whereRef('better.link_slug', '=', 'items.link_slug')
        .where('better.store_id', 'in', [...reach])
        .where('better.is_active', '=', 1)
        .where('better.is_free_item', '=', 0)
        .where((inner) =>
          inner.or([
            inner(rankOf('better.store_id', reach), '<', rankOf('items.store_id', reach)),
            inner.and([
              inner('better.store_id', '=', inner.ref('items.store_id')),
              inner(
                inner.refTuple('better.sort_order', 'better.id'),
                '<',
                inner.refTuple('items.sort_order', 'items.id'),
              ),
            ]),
          ]),
        ),
    ),
  );
}

function filtered(eb: ItemsBuilder, filter: OfferFilter) {
  const terms: Expression<SqlBool>[] = [listable(eb)];
  if (filter.categoryId !== undefined) terms.push(eb('items.category_id', '=', filter.categoryId));
  if (filter.linkSlugs) terms.push(eb('items.link_slug', 'in', [...filter.linkSlugs]));
  if (filter.nameContains) {
    terms.push(nameMatches(eb, filter.nameForms ?? searchWords(filter.nameContains), filter.nameLanguage));
  }
  if (filter.recommended) {
    terms.push(
      eb(
        'items.link_slug',
        'in',
        eb
          .selectFrom('items as recommended')
          .select('recommended.link_slug')
          .where('recommended.is_recommended', '=', 1),
      ),
    );
  }
  if (filter.memberPriced) {
    terms.push(
      eb.exists(
        eb
          .selectFrom('item_variants')
          .select(sql.lit(1).as('one'))
          .whereRef('item_variants.item_id', '=', 'items.id')
          .where('item_variants.archived_at', 'is', null)
          .where('item_variants.member_price_paise', 'is not', null),
      ),
    );
  }
  if (filter.onSale) {
    terms.push(
      eb.exists(
        eb
          .selectFrom('item_variants')
          .select(sql.lit(1).as('one'))
          .whereRef('item_variants.item_id', '=', 'items.id')
          .where('item_variants.archived_at', 'is', null)
          .whereRef('item_variants.sale_price_paise', '<', 'item_variants.regular_price_paise'),
      ),
    );
  }
  return eb.and(terms);
}

/** The listed offers of the reach (one per product) matching the filter, as a query to select from. */
function offersQuery(db: Kysely<Database>, reach: Reach, filter: OfferFilter) {
  return db
    .selectFrom('items')
    .where('items.store_id', 'in', [...reach])
    .where((eb) => filtered(eb, filter))
    .where((eb) => nearestOffer(eb, reach));
}

interface Position {
  id: number;
  key: ListKey;
}

/** Item views by id, in the order asked, in the customer's language; each kept for the catalog's 30 s (lists share them). */
async function itemViews(ctx: ShopContext, ids: readonly number[]): Promise<ItemView[]> {
  const cache = cacheOf<ItemView>(ctx.db, 'item-views', 5000);
  const found = new Map<number, ItemView>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = cache.get(String(id));
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  for (const item of await loadItems(ctx.db, { ids: missing })) {
    cache.set(String(item.id), item);
    found.set(item.id, item);
  }
  return translatedItems(
    ctx,
    ids.flatMap((id) => found.get(id) ?? []),
  );
}

/** Positions of one page, cached briefly by everything that decides them. */
async function cachedPage(ctx: ShopContext, key: string, load: () => Promise<Page<Position>>): Promise<Page<ItemView>> {
  const page = await cacheOf<Page<Position>>(ctx.db, 'list-pages', 2000).getOrLoad(key, load);
  return {
    items: await itemViews(
      ctx,
      page.items.map((position) => position.id),
    ),
    next: page.next,
  };
}

/** One page of the offers at the point in (sort_order, id) order: a category's list, a search's. */
export async function offersPage(
  ctx: ShopContext,
  reach: Reach,
  wanted: OfferFilter,
  page: { after?: ListKey | undefined; size: number },
): Promise<Page<ItemView>> {
  if (reach.length === 0) return { items: [], next: null };
  const filter = await searchedIn(ctx, wanted);
  const key = JSON.stringify(['offers', reach, filter, page.after ?? null, page.size]);
  return cachedPage(ctx, key, async () => {
    let query = offersQuery(ctx.db, reach, filter).select(['items.id', 'items.sort_order']);
    const after = page.after;
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('items.sort_order', 'items.id'), '>', eb.tuple(after[0] ?? 0, after[1] ?? 0)),
      );
    const rows = await query
      .orderBy('items.sort_order')
      .orderBy('items.id')
      .limit(page.size + 1)
      .execute();
    return pageOf(
      rows.map((row) => ({ id: row.id, key: [row.sort_order, row.id] })),
      page.size,
      (position) => position.key,
    );
  });
}

/** Every listed offer at the point matching the filter (small filters only: a section's products, the deals). */
export async function offersAll(ctx: ShopContext, reach: Reach, filter: OfferFilter): Promise<ItemView[]> {
  if (reach.length === 0) return [];
  const rows = await offersQuery(ctx.db, reach, await searchedIn(ctx, filter))
    .select('items.id')
    .orderBy('items.sort_order')
    .orderBy('items.id')
    .execute();
  return itemViews(
    ctx,
    rows.map((row) => row.id),
  );
}

/**
 * Listable items of the stores in reach whose item slug or product (link_slug) is one of
 * `refs`, every store's (editors' pages pick among them), in list order.
 */
export async function namedInReach(ctx: ShopContext, reach: Reach, refs: readonly string[]): Promise<ItemView[]> {
  if (reach.length === 0 || refs.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('items')
    .select('items.id')
    .where('items.store_id', 'in', [...reach])
    .where((eb) => listable(eb))
    .where((eb) => eb.or([eb('items.slug', 'in', [...refs]), eb('items.link_slug', 'in', [...refs])]))
    .orderBy('items.sort_order')
    .orderBy('items.id')
    .execute();
  return itemViews(
    ctx,
    rows.map((row) => row.id),
  );
}

/** Listable items of the stores in reach, whichever store is nearer. */
function inReach(db: Kysely<Database>, reach: Reach) {
  return db
    .selectFrom('items')
    .where('items.store_id', 'in', [...reach])
    .where((eb) => listable(eb));
}

interface ReachCounts {
  /** Products on offer per category. */
  perCategory: Map<number, number>;
  /** Products whose offers in reach sit in more than one category, with those categories. */
  straddling: Map<string, number[]>;
}

/** Per category, how many products the stores in reach offer: two aggregates, no per-offer probe. */
async function reachCounts(ctx: ShopContext, reach: Reach): Promise<ReachCounts> {
  const key = [...reach].sort((a, b) => a - b).join(',');
  return cacheOf<ReachCounts>(ctx.db, 'reach-counts', 500).getOrLoad(key, async () => {
    const [perCategory, straddling] = await Promise.all([
      inReach(ctx.db, reach)
        .select((eb) => ['items.category_id', eb.fn.count('items.link_slug').distinct().as('n')])
        .groupBy('items.category_id')
        .execute(),
      inReach(ctx.db, reach)
        .select(['items.link_slug', 'items.category_id'])
        .distinct()
        .where('items.link_slug', 'in', (eb) =>
          eb
            .selectFrom('items as other')
            .select('other.link_slug')
            .where('other.store_id', 'in', [...reach])
            .where('other.is_active', '=', 1)
            .where('other.is_free_item', '=', 0)
            .groupBy('other.link_slug')
            .having((having) => having.fn.count('other.category_id').distinct(), '>', 1),
        )
        .execute(),
    ]);
    return {
      perCategory: new Map(perCategory.map((row) => [row.category_id, Number(row.n)])),
      straddling: new Map(
        [...Map.groupBy(straddling, (row) => row.link_slug)].map(([linkSlug, rows]) => [
          linkSlug,
          rows.map((row) => row.category_id),
        ]),
      ),
    };
  });
}

/**
 * How many offers each category lists at the point (one per product, in the category of the
 * nearest offer). A product counts once in its category; one whose offers in reach sit in
 * several categories (the shop's data allows it) counts only in its nearest offer's, found
 * by the lists' own rule.
 */
export async function offerCounts(ctx: ShopContext, reach: Reach): Promise<Map<number, number>> {
  if (reach.length === 0) return new Map();
  const { perCategory, straddling } = await reachCounts(ctx, reach);
  if (straddling.size === 0) return perCategory;
  return cacheOf<Map<number, number>>(ctx.db, 'offer-counts', 500).getOrLoad(reach.join(','), async () => {
    const counts = new Map(perCategory);
    const nearest = await inChunks([...straddling.keys()], (linkSlugs) => offersAll(ctx, reach, { linkSlugs }));
    for (const item of nearest) {
      for (const categoryId of straddling.get(item.link_slug) ?? []) {
        if (categoryId !== item.category_id) counts.set(categoryId, (counts.get(categoryId) ?? 1) - 1);
      }
    }
    return counts;
  });
}

/** A store's listable items in active categories, matching the search term when one is given. */
function storeQuery(db: Kysely<Database>, storeId: number, filter: OfferFilter) {
  return db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .where('items.store_id', '=', storeId)
    .where('categories.is_active', '=', 1)
    .where((eb) => filtered(eb, filter));
}

/** A category of a store's list: its place in the categories' order. */
export interface ListedCategory {
  id: number;
  sort_order: number;
}

/**
 * One page of a store's items, category by category (the categories' order, then the
 * items'). `categories` are the store's categories that list something for the filter, in
 * order (storeCounts); each is read from its own index range, so a page never sorts the
 * store's whole list.
 */
export async function storePage(
  ctx: ShopContext,
  storeId: number,
  categories: readonly ListedCategory[],
  wanted: OfferFilter,
  page: { after?: ListKey | undefined; size: number },
): Promise<Page<ItemView>> {
  const filter = await searchedIn(ctx, wanted);
  const key = JSON.stringify(['store', storeId, filter, page.after ?? null, page.size]);
  return cachedPage(ctx, key, async () => {
    const [afterSort = 0, afterId = 0, afterItemSort = 0, afterItemId = 0] = page.after ?? [];
    const from = page.after
      ? categories.filter(
          (category) =>
            category.sort_order > afterSort || (category.sort_order === afterSort && category.id >= afterId),
        )
      : categories;
    const positions: Position[] = [];
    for (const category of from) {
      const wanted = page.size + 1 - positions.length;
      if (wanted <= 0) break;
      const resumes = page.after !== undefined && category.sort_order === afterSort && category.id === afterId;
      let query = ctx.db
        .selectFrom('items')
        .select(['items.id', 'items.sort_order'])
        .where('items.store_id', '=', storeId)
        .where('items.category_id', '=', category.id)
        .where((eb) => filtered(eb, filter));
      if (resumes) {
        query = query.where((eb) =>
          eb(eb.refTuple('items.sort_order', 'items.id'), '>', eb.tuple(afterItemSort, afterItemId)),
        );
      }
      const rows = await query.orderBy('items.sort_order').orderBy('items.id').limit(wanted).execute();
      for (const row of rows)
        positions.push({ id: row.id, key: [category.sort_order, category.id, row.sort_order, row.id] });
    }
    return pageOf(positions, page.size, (position) => position.key);
  });
}

/** Every item a store lists that matches the filter, category by category (small filters only: Members Mart). */
export async function storeAll(ctx: ShopContext, storeId: number, filter: OfferFilter): Promise<ItemView[]> {
  const rows = await storeQuery(ctx.db, storeId, await searchedIn(ctx, filter))
    .select('items.id')
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .orderBy('items.sort_order')
    .orderBy('items.id')
    .execute();
  return itemViews(
    ctx,
    rows.map((row) => row.id),
  );
}

/** How many items a store lists in each (active) category, matching the search term when one is given. */
export async function storeCounts(
  ctx: ShopContext,
  storeId: number,
  wanted: OfferFilter,
): Promise<Map<number, number>> {
  const filter = await searchedIn(ctx, wanted);
  const load = async () => {
    const rows = await storeQuery(ctx.db, storeId, filter)
      .select((eb) => ['items.category_id', eb.fn.countAll().as('n')])
      .groupBy('items.category_id')
      .execute();
    return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
  };
  return cacheOf<Map<number, number>>(ctx.db, 'store-counts', 500).getOrLoad(JSON.stringify([storeId, filter]), load);
}

/**
 * The cart store's own listed offers of `products` (decision 0291), when the store is open and
 * delivers to the point; none otherwise (its offers could not be ordered here now).
 */
export async function cartStoreOffers(
  ctx: ShopContext,
  point: LatLng,
  storeId: number,
  products: readonly string[],
): Promise<ItemView[]> {
  if (products.length === 0) return [];
  const open = await openStoresServing(ctx, point);
  if (!open.some((store) => store.id === storeId)) return [];
  return offersAll(ctx, [storeId], { linkSlugs: products });
}
