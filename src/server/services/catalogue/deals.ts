// Item lists around offers at a customer's point (§2 deal of the day, frequently
// bought, combos screen, linked items screen; §7 deal items, combos, featured items,
// linked items). Every list holds only active, non-free items of open stores that
// deliver to the point (§2), as sections.ts's shelf offers them.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ItemView } from '../../../domain/api/catalog.ts';
import { ALL_STORES, type ComboComponentView, type ComboView, type StoreItemList } from '../../../domain/api/deals.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { LatLng } from '../../../domain/types.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { showsOn } from '../../../domain/home/home-composition.ts';
import type { StoreInfo } from '../../../domain/api/stores.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { loadItems } from './items.ts';
import { translatedCombos, translatedItems } from '../shop/translations.ts';
import { createShelf, loadSections, sectionItemsAt, type Shelf } from './sections.ts';
import { storeInfoBySlug } from './stores.ts';
import { said } from '../../said.ts';

/** The store a list is for: none for the shop's list ('all'), else the store with whether it delivers to the point. */
async function storeFor(
  ctx: ShopContext,
  shelf: Shelf,
  restaurant: string | undefined,
): Promise<Result<{ restaurant: StoreInfo | null; serving: boolean }>> {
  if (restaurant === undefined || restaurant === ALL_STORES) return ok({ restaurant: null, serving: true });
  const serving = (await shelf.stores()).find((store) => store.slug === restaurant);
  if (serving) return ok({ restaurant: serving, serving: true });
  const known = await storeInfoBySlug(ctx, restaurant);
  if (!known.ok)
    return fail('not_found', said('saidNoStoreNamed', { store: restaurant }), {
      restaurant: said('saidFieldUnknownStore'),
    });
  return ok({ restaurant: { ...known.value, is_operational: false }, serving: false });
}

function isDeal(item: ItemView): boolean {
  return item.price < item.old_price;
}

function discountShare(item: ItemView): number {
  return item.old_price > 0 ? (item.old_price - item.price) / item.old_price : 0;
}

/** 32-bit FNV-1a of a text, the seed of the day's order. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: small, fast and the same on every node, so two app nodes agree on today's order. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** is_randomize: a shuffle that stays the same all (UTC) day and changes the next. */
export function shuffleForDay<T>(list: readonly T[], now: Date): T[] {
  const random = seededRandom(hashText(now.toISOString().slice(0, 10)));
  const shuffled = [...list];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const current = shuffled[index] as T;
    shuffled[index] = shuffled[other] as T;
    shuffled[other] = current;
  }
  return shuffled;
}

/** §7 Deal items: sale price below regular price; biggest discount first unless randomised for the day. */
export async function dealItems(
  ctx: ShopContext,
  point: LatLng,
  options: { restaurant?: string | undefined; randomize?: boolean | undefined },
): Promise<Result<StoreItemList>> {
  const shelf = createShelf(ctx, point);
  const found = await storeFor(ctx, shelf, options.restaurant);
  if (!found.ok) return found;
  const { restaurant, serving } = found.value;
  // SQL narrows the list to items with some variant on sale; the shown variant decides (isDeal).
  const candidates = serving ? await shelf.list({ onSale: true }, restaurant?.id) : [];
  const deals = candidates.filter(isDeal);
  const items = options.randomize
    ? shuffleForDay(deals, ctx.now())
    : deals.toSorted((a, b) => discountShare(b) - discountShare(a));
  return ok({ restaurant, items });
}

/** An item editors chose as a deal of the day, and its days (home_deals; decision 0283). */
export interface DealPick {
  item_id: number;
  starts_on: string;
  ends_on: string;
}

/** The chosen deals as published, cached with the catalog. */
async function publishedDealPicks(ctx: ShopContext): Promise<DealPick[]> {
  return cacheOf<DealPick[]>(ctx.db, 'home-deals', 1).getOrLoad('all', () =>
    ctx.db
      .selectFrom('home_deals')
      .select(['item_id', 'starts_on', 'ends_on'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  );
}

/**
 * The home's deal of the day (§2 Mobile home; decision 0283): the items editors chose for today, as
 * the point is offered them and while still on sale; when they chose none for today, or none of
 * theirs is on offer here, the point's biggest discounts (dealItems). `picks` replaces the published
 * choice (the console's preview).
 */
export async function homeDealItems(
  ctx: ShopContext,
  point: LatLng,
  picks?: readonly DealPick[],
): Promise<Result<ItemView[]>> {
  const today = shopToday(ctx.now());
  const chosen = (picks ?? (await publishedDealPicks(ctx))).filter((pick) =>
    showsOn(today, pick.starts_on, pick.ends_on),
  );
  if (chosen.length > 0) {
    const ids = [...new Set(chosen.map((pick) => pick.item_id))];
    const rows = await ctx.db.selectFrom('items').select(['id', 'link_slug']).where('id', 'in', ids).execute();
    const linkSlugs = ids.flatMap((itemId) => rows.find((row) => row.id === itemId)?.link_slug ?? []);
    const offered = (await createShelf(ctx, point).offered(linkSlugs)).filter(isDeal);
    if (offered.length > 0) return ok(offered);
  }
  const deals = await dealItems(ctx, point, { restaurant: undefined, randomize: false });
  return deals.ok ? ok(deals.value.items) : deals;
}

/** §7 Featured items: products the shop recommends, as offered at the point. */
export async function featuredItems(ctx: ShopContext, point: LatLng, randomize = false): Promise<Result<ItemView[]>> {
  const featured = await createShelf(ctx, point).list({ recommended: true });
  return ok(randomize ? shuffleForDay(featured, ctx.now()) : featured);
}

const FREQUENTLY_BOUGHT = 'frequently_bought';

/**
 * §2 Frequently bought: the products of the frequently_bought sections. For one store, that
 * store's own sections (the shop-wide ones when it has none), as that store sells them.
 */
export async function frequentlyBoughtItems(
  ctx: ShopContext,
  point: LatLng,
  restaurant: string | undefined,
): Promise<Result<StoreItemList>> {
  const shelf = createShelf(ctx, point);
  const [found, sections] = await Promise.all([storeFor(ctx, shelf, restaurant), loadSections(ctx)]);
  if (!found.ok) return found;
  const frequent = sections.filter((record) => record.row.type === FREQUENTLY_BOUGHT && record.row.parent_id === null);
  const global = frequent.filter((record) => record.row.store_id === null);
  const store = found.value.restaurant;
  if (store === null) {
    const lists = await Promise.all(global.map((record) => sectionItemsAt(shelf, record)));
    return ok({ restaurant: null, items: [...new Set(lists.flat())] });
  }
  if (!found.value.serving) return ok({ restaurant: store, items: [] });
  const own = frequent.filter((record) => record.row.store_id === store.id);
  const linkSlugs = (own.length > 0 ? own : global).flatMap((record) => record.linkSlugs);
  return ok({ restaurant: store, items: await shelf.offered(linkSlugs, store.id) });
}

/** §2 Linked items: every offer of one product at the point, nearest store first. */
export async function linkedItems(ctx: ShopContext, point: LatLng, linkSlug: string): Promise<Result<ItemView[]>> {
  const stores = await createShelf(ctx, point).stores();
  const rank = new Map(stores.map((store, index) => [store.id, index]));
  const items = await translatedItems(
    ctx,
    await loadItems(ctx.db, { linkSlug, storeIds: stores.map((store) => store.id), listable: true }),
  );
  return ok(items.toSorted((a, b) => (rank.get(a.restaurant_id) ?? 0) - (rank.get(b.restaurant_id) ?? 0)));
}

/** Active combos of the given stores whose every part is an active item and variant. */
async function combosOf(ctx: ShopContext, storeIds: number[]): Promise<ComboView[]> {
  if (storeIds.length === 0) return [];
  const combos = await ctx.db
    .selectFrom('combos')
    .innerJoin('stores', 'stores.id', 'combos.store_id')
    .selectAll('combos')
    .select(['stores.slug as store_slug', 'stores.name as store_name'])
    .where('combos.is_active', '=', 1)
    .where('combos.store_id', 'in', storeIds)
    .orderBy('combos.sort_order')
    .orderBy('combos.id')
    .execute();
  if (combos.length === 0) return [];
  const parts = await ctx.db
    .selectFrom('combo_items')
    .innerJoin('item_variants', 'item_variants.id', 'combo_items.variant_id')
    .select(['combo_items.combo_id', 'combo_items.variant_id', 'combo_items.quantity', 'item_variants.item_id'])
    .where(
      'combo_items.combo_id',
      'in',
      combos.map((combo) => combo.id),
    )
    .orderBy('combo_items.combo_id')
    .orderBy('item_variants.item_id')
    .execute();
  const items = new Map(
    (await loadItems(ctx.db, { ids: [...new Set(parts.map((part) => part.item_id))] })).map((item) => [item.id, item]),
  );
  const partsByCombo = Map.groupBy(parts, (part) => part.combo_id);
  return combos.flatMap((combo): ComboView[] => {
    const components: ComboComponentView[] = [];
    for (const part of partsByCombo.get(combo.id) ?? []) {
      const item = items.get(part.item_id);
      const variant = item?.variants.find((candidate) => candidate.id === part.variant_id);
      if (!item || !variant || item.is_active !== 1 || variant.is_active !== 1) return [];
      components.push({
        id: item.id,
        slug: item.slug,
        name: item.name,
        image: item.image,
        quantity: part.quantity,
        item_variant: variant,
      });
    }
    if (components.length === 0) return [];
    return [
      {
        id: combo.id,
        name: combo.name,
        slug: combo.slug,
        description: combo.description,
        image: combo.image,
        background: combo.background,
        price: fromMinor(combo.price_paise),
        old_price: fromMinor(combo.old_price_paise),
        is_active: 1,
        restaurant_id: combo.store_id,
        restaurant_slug: combo.store_slug,
        restaurant_name: combo.store_name,
        items: components,
      },
    ];
  });
}

/** §7 Combos: the active combos of open stores that deliver to the point, nearest store first. */
export async function combosAt(ctx: ShopContext, point: LatLng): Promise<Result<ComboView[]>> {
  const stores = await createShelf(ctx, point).stores();
  const storeIds = stores.map((store) => store.id);
  const key = storeIds.toSorted((a, b) => a - b).join(',');
  const combos = await cacheOf<ComboView[]>(ctx.db, 'combos', 100).getOrLoad(key, () => combosOf(ctx, storeIds));
  const rank = new Map(storeIds.map((id, index) => [id, index]));
  // Cached in the stored language; the customer's texts go on copies after the cache (translations.ts).
  const named = await translatedCombos(ctx, combos);
  return ok(named.toSorted((a, b) => (rank.get(a.restaurant_id) ?? 0) - (rank.get(b.restaurant_id) ?? 0)));
}

/** A store's active combos (its page links to them), whether or not it delivers to the customer. */
export async function storeCombos(ctx: ShopContext, storeId: number): Promise<ComboView[]> {
  return translatedCombos(
    ctx,
    await cacheOf<ComboView[]>(ctx.db, 'combos', 100).getOrLoad(String(storeId), () => combosOf(ctx, [storeId])),
  );
}
