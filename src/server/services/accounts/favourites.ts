// Favourite stores and items (§1 signed-in customers; §4 "Favourite toggle (signed-in
// only) then refreshes the list"; §7 toggle favourite, favourite stores / items, and
// the "with favourite" variants of store info, store items and single item, whose
// answers say is_favorited for the signed-in customer and false for guests).
import { sql } from 'kysely';
import type { ItemView, StoreItemsAnswer } from '../../../domain/api/catalog.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type {
  FavoriteItemsAnswer,
  FavoriteStoresAnswer,
  FavouriteKind,
  ToggleFavoriteAnswer,
} from '../../../domain/api/favourites.ts';
import type { StoreInfo } from '../../../domain/api/stores.ts';
import { roundKm, straightLineKm } from '../../../domain/orders/delivery.ts';
import type { LatLng } from '../../../domain/types.ts';
import { cacheOf, customerChanged, customerChangesSeen, keyCacheByCustomer, type TtlCache } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { loadItems } from '../catalogue/items.ts';
import { translatedItems } from '../shop/translations.ts';
import { findStore, storeInfoById, storesServing } from '../catalogue/stores.ts';
import { said } from '../../said.ts';

async function exists(ctx: ShopContext, kind: FavouriteKind, id: number): Promise<boolean> {
  if (kind === 'store') return (await findStore(ctx, { id })) !== undefined;
  return (await ctx.db.selectFrom('items').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Adds the store or item to the customer's favourites, or removes it if it was there. */
export async function toggleFavourite(
  ctx: ShopContext,
  userId: number,
  kind: FavouriteKind,
  id: number,
): Promise<Result<ToggleFavoriteAnswer>> {
  if (!(await exists(ctx, kind, id))) {
    return kind === 'store'
      ? fail('not_found', said('saidNoSuchStore'), { id: said('saidFieldUnknownStore') })
      : fail('not_found', said('saidNoSuchItem'), { id: said('saidFieldUnknownItem') });
  }
  const created_at = ctx.now().toISOString();
  const removed =
    kind === 'store'
      ? await ctx.db
          .deleteFrom('favourite_stores')
          .where('user_id', '=', userId)
          .where('store_id', '=', id)
          .executeTakeFirst()
      : await ctx.db
          .deleteFrom('favourite_items')
          .where('user_id', '=', userId)
          .where('item_id', '=', id)
          .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) {
    customerChanged(ctx.db, userId);
    return ok({ type: kind, id, is_favorited: false });
  }
  // A double tap may race this insert: the pair is unique, and a second insert changes nothing.
  if (kind === 'store') {
    await ctx.db
      .insertInto('favourite_stores')
      .values({ user_id: userId, store_id: id, created_at })
      .onConflict((conflict) => conflict.columns(['user_id', 'store_id']).doNothing())
      .execute();
  } else {
    await ctx.db
      .insertInto('favourite_items')
      .values({ user_id: userId, item_id: id, created_at })
      .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
      .execute();
  }
  customerChanged(ctx.db, userId);
  return ok({ type: kind, id, is_favorited: true });
}

/** Ids of the customer's favourite stores, newest first (an empty set for guests). */
export async function favouriteStoreIds(ctx: ShopContext, userId: number | null): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await ctx.db
    .selectFrom('favourite_stores')
    .select('store_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('store_id', 'desc')
    .execute();
  return new Set(rows.map((row) => row.store_id));
}

export async function favouriteItemIds(ctx: ShopContext, userId: number | null): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await ctx.db
    .selectFrom('favourite_items')
    .select('item_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('item_id', 'desc')
    .execute();
  return new Set(rows.map((row) => row.item_id));
}

/** A customer's favourite stores and items (read only: one value is shared by every request that reads it). */
export interface FavouriteIds {
  readonly stores: ReadonlySet<number>;
  readonly items: ReadonlySet<number>;
}

const FAVOURITES_CACHE = 'customer-favourites';

/**
 * Customers' favourite ids, kept per instance by customer (decision 0301): every answer "with
 * favourite" a signed-in customer asks for reads them, and a toggle forgets them here and on every
 * other instance (customerChanged). The catalogue's lifetime bounds what a lost notice can miss.
 */
function favouritesCacheOf(db: object): TtlCache<FavouriteIds> {
  const cache = cacheOf<FavouriteIds>(db, FAVOURITES_CACHE, 20_000);
  keyCacheByCustomer(db, FAVOURITES_CACHE);
  return cache;
}

/**
 * The customer's favourites as this instance keeps them, without a read; undefined when not kept
 * or past their lifetime (the copy past it stays for favouriteIdsOf to compare its read with).
 */
export function keptFavouriteIds(ctx: ShopContext, userId: number): FavouriteIds | undefined {
  const kept = favouritesCacheOf(ctx.db).recall(String(userId));
  return kept?.expiredForMs === 0 ? kept.value : undefined;
}

/**
 * The customer's favourite stores and items, for the answers "with favourite" (api/dispatch.ts,
 * decision 0300): from this instance's copy, else in one query, kept unless the customer's
 * favourites changed while it ran. A read that finds what the copy past its lifetime held keeps
 * that very object: the answers joined with it (decision 0337) stay theirs, rather than every
 * signed-in answer of the customer being joined anew each time the lifetime runs out. A toggle
 * forgets the copy (customerChanged), so a changed customer always gets a new object.
 */
export async function favouriteIdsOf(ctx: ShopContext, userId: number): Promise<FavouriteIds> {
  const cache = favouritesCacheOf(ctx.db);
  const kept = cache.recall(String(userId));
  if (kept?.expiredForMs === 0) return kept.value;
  const changes = customerChangesSeen(ctx.db, userId);
  const fresh = await readFavouriteIds(ctx, userId);
  const read = kept && sameFavourites(kept.value, fresh) ? kept.value : fresh;
  if (customerChangesSeen(ctx.db, userId) === changes) cache.set(String(userId), read);
  return read;
}

function sameFavourites(a: FavouriteIds, b: FavouriteIds): boolean {
  const same = (x: ReadonlySet<number>, y: ReadonlySet<number>) => x.size === y.size && [...x].every((id) => y.has(id));
  return same(a.stores, b.stores) && same(a.items, b.items);
}

async function readFavouriteIds(ctx: ShopContext, userId: number): Promise<FavouriteIds> {
  const rows = await ctx.db
    .selectFrom('favourite_stores')
    .select([sql<string>`'store'`.as('kind'), 'store_id as id'])
    .where('user_id', '=', userId)
    .unionAll(
      ctx.db
        .selectFrom('favourite_items')
        .select([sql<string>`'item'`.as('kind'), 'item_id as id'])
        .where('user_id', '=', userId),
    )
    .execute();
  const stores = new Set<number>();
  const items = new Set<number>();
  for (const row of rows) (row.kind === 'store' ? stores : items).add(Number(row.id));
  return { stores, items };
}

/**
 * §7 Favourite stores, newest favourite first. With a point, each store says
 * whether it delivers there and how far it is, as the store lists do.
 */
export async function favouriteStores(
  ctx: ShopContext,
  userId: number,
  point: LatLng | null,
): Promise<Result<FavoriteStoresAnswer>> {
  const ids = [...(await favouriteStoreIds(ctx, userId))];
  const serving = point
    ? new Map((await storesServing(ctx, point, 'DELIVERY')).map((store) => [store.id, store]))
    : null;
  const stores: FavoriteStoresAnswer = [];
  for (const id of ids) {
    const info = serving?.get(id) ?? (await storeAway(ctx, id, point));
    if (info) stores.push({ ...info, is_favorited: true });
  }
  return ok(stores);
}

/** A store as seen from a point it does not serve (or from nowhere). */
async function storeAway(ctx: ShopContext, id: number, point: LatLng | null): Promise<StoreInfo | null> {
  const found = await storeInfoById(ctx, id, null);
  if (!found.ok) return null;
  const store = found.value;
  if (!point) return store;
  const distance = roundKm(straightLineKm({ lat: store.latitude, lng: store.longitude }, point));
  return { ...store, distance, is_operational: false };
}

/** §7 Favourite items, newest favourite first, each with is_favorited true. */
export async function favouriteItems(ctx: ShopContext, userId: number): Promise<Result<FavoriteItemsAnswer>> {
  const ids = [...(await favouriteItemIds(ctx, userId))];
  const byId = new Map((await translatedItems(ctx, await loadItems(ctx.db, { ids }))).map((item) => [item.id, item]));
  return ok(
    ids.flatMap((id) => {
      const item = byId.get(id);
      return item && item.is_free_item === 0 ? [{ ...item, is_favorited: true }] : [];
    }),
  );
}

// The "with favourite" variants: copies (the catalog objects are cached and shared).

function itemWithFavourite(item: ItemView, favourites: ReadonlySet<number>): ItemView {
  return { ...item, is_favorited: favourites.has(item.id) };
}

export async function storeWithFavourite(
  ctx: ShopContext,
  userId: number | null,
  store: StoreInfo,
): Promise<StoreInfo & { is_favorited: boolean }> {
  return { ...store, is_favorited: (await favouriteStoreIds(ctx, userId)).has(store.id) };
}

export async function storeItemsWithFavourites(
  ctx: ShopContext,
  userId: number | null,
  answer: StoreItemsAnswer,
): Promise<StoreItemsAnswer> {
  const items = await favouriteItemIds(ctx, userId);
  return {
    ...answer,
    store: await storeWithFavourite(ctx, userId, answer.store),
    categories: answer.categories.map((group) => ({
      ...group,
      items: group.items.map((item) => itemWithFavourite(item, items)),
    })),
  };
}

export async function singleItemWithFavourite(
  ctx: ShopContext,
  userId: number | null,
  item: ItemView,
): Promise<ItemView> {
  return itemWithFavourite(item, await favouriteItemIds(ctx, userId));
}
