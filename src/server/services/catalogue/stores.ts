// Stores (§3 Store info, §4 Delivery charge / Location, §7 store calls). Which
// stores serve a point: active, offering the mode, and within their delivery
// radius by straight-line distance (the radius is ours, decision 0033). A store's
// `is_active` as customers read it is whether it takes orders now: the counter's open/closed
// for the day, not paused, and within its opening hours and not on a closed day (decision 0270),
// decided at each request from the cached rows, so a store closes at its hour without a change.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { StoreCategory, StoreInfo, StoreOperationalAnswer } from '../../../domain/api/stores.ts';
import { chooseDistance, isOperational, roundKm, straightLineKm } from '../../../domain/orders/delivery.ts';
import { parseBool } from '../../../domain/settings.ts';
import { storeRating, type StoreReviewTotals } from '../../../domain/catalogue/store-rating.ts';
import { fromMinor } from '../../../domain/money.ts';
import { STORES_IN_LISTS } from '../../../domain/lists.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { FulfilmentMode, LatLng } from '../../../domain/types.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { StoreRow } from '../../db/schema.ts';
import { translated } from '../shop/translations.ts';
import { nextOpening } from '../../../domain/stores/opening-hours.ts';
import { openAt, type StoreTimetable, timetableOf, timetablesOf } from './store-hours.ts';
import { said } from '../../said.ts';

interface StoreRecord {
  row: StoreRow;
  categoryIds: number[];
  /** Its customers' reviews, for the one store rating (domain/catalogue/store-rating.ts). */
  reviews: StoreReviewTotals;
  timetable: StoreTimetable;
}

/** Whether the store takes orders at the instant (decision 0270). */
export function recordOpenAt(record: StoreRecord, at: Date): boolean {
  return openAt(record.row, record.timetable, at);
}

/**
 * Every store, with its name, description and address in the customer's language; in a session a
 * staff member holds, only the stores the member reaches (decision 0294): every list, store page
 * and item page of the shop draws on these, so another store is not there, as for a missing one.
 */
async function loadStores(ctx: ShopContext): Promise<readonly StoreRecord[]> {
  const stores = await translated(
    ctx,
    'store',
    await storedStores(ctx),
    (record) => record.row.id,
    (record, texts) => ({ ...record, row: { ...record.row, ...texts } }),
  );
  const scope = ctx.storeScope;
  return scope ? stores.filter((record) => reachesStore(scope, record.row.id)) : stores;
}

async function storedStores(ctx: ShopContext): Promise<StoreRecord[]> {
  return cacheOf<StoreRecord[]>(ctx.db, 'stores', 1).getOrLoad('all', async () => {
    const [rows, links, reviews, timetables] = await Promise.all([
      ctx.db.selectFrom('stores').selectAll().orderBy('sort_order').orderBy('id').execute(),
      ctx.db.selectFrom('store_category_links').select(['store_id', 'store_category_id']).execute(),
      reviewTotalsByStore(ctx),
      timetablesOf(ctx),
    ]);
    return rows.map((row) => ({
      row,
      categoryIds: links.filter((link) => link.store_id === row.id).map((link) => link.store_category_id),
      reviews: reviews.get(row.id) ?? { count: 0, stars: 0 },
      timetable: timetableOf(timetables, row.id),
    }));
  });
}

/** How many reviews each store has and their stars added up (one grouped query). */
export async function reviewTotalsByStore(ctx: ShopContext, storeId?: number): Promise<Map<number, StoreReviewTotals>> {
  let query = ctx.db
    .selectFrom('ratings')
    .select((eb) => [
      'store_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('stars').as('stars'),
    ])
    .groupBy('store_id');
  if (storeId !== undefined) query = query.where('store_id', '=', storeId);
  // PostgreSQL answers count() and sum() as bigint text, SQLite as numbers.
  return new Map(
    (await query.execute()).map((row) => [row.store_id, { count: Number(row.count), stars: Number(row.stars) }]),
  );
}

function toStoreInfo(record: StoreRecord, distanceKm: number | null, now: Date): StoreInfo {
  const { row } = record;
  const isActive = recordOpenAt(record, now) ? 1 : 0;
  const opens =
    isActive === 1
      ? null
      : nextOpening({ is_active: row.is_active, is_paused: row.is_paused, ...record.timetable }, now);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    address: row.address,
    rating: storeRating(row.rating, record.reviews),
    delivery_time: row.delivery_time,
    is_active: isActive,
    is_operational: isActive === 1 && isOperational(distanceKm, row.delivery_radius_km),
    min_order_price: fromMinor(row.min_order_paise),
    is_free_delivery: row.is_free_delivery,
    free_delivery_min_cart_value: fromMinor(row.free_delivery_min_cart_paise),
    delivery_charges: fromMinor(row.delivery_charges_paise),
    delivery_charge_type: row.delivery_charge_type === 'DYNAMIC' ? 'DYNAMIC' : 'FIXED',
    base_delivery_distance: row.base_delivery_distance_km,
    extra_delivery_charge_per_km: fromMinor(row.extra_delivery_charge_per_km_paise),
    latitude: row.latitude,
    longitude: row.longitude,
    is_delivery: row.is_delivery,
    is_selfpickup: row.is_selfpickup,
    delivery_radius_km: row.delivery_radius_km,
    distance: distanceKm,
    store_category_ids: record.categoryIds,
    opens,
  };
}

function distanceTo(row: StoreRow, point: LatLng | null): number | null {
  return point ? roundKm(straightLineKm({ lat: row.latitude, lng: row.longitude }, point)) : null;
}

/** Stores offering `mode` within reach of `point`: open ones first, nearest first; closed ones last. */
export async function storesServing(ctx: ShopContext, point: LatLng, mode: FulfilmentMode): Promise<StoreInfo[]> {
  const offers = (row: StoreRow) => (mode === 'DELIVERY' ? row.is_delivery : row.is_selfpickup) === 1;
  // The distance first: a store's view is made only for the stores in reach (the zone pages ask on every request).
  const now = ctx.now();
  return (await loadStores(ctx))
    .flatMap((record) => {
      if (!offers(record.row)) return [];
      const distance = distanceTo(record.row, point);
      return distance !== null && distance <= record.row.delivery_radius_km ? [toStoreInfo(record, distance, now)] : [];
    })
    .sort((a, b) => b.is_active - a.is_active || (a.distance ?? 0) - (b.distance ?? 0));
}

/**
 * The point's delivery zone as the catalogue's answers see it (decision 0290): the ids of the stores
 * within their own radius of it, in the order storesServing puts them (by the distance shown, ties
 * in the stores' own order). Every list, its order and each store's operational flag at the point
 * follow from it; only the distances shown differ between two points of a zone, and the answer
 * cache fills those in per request (api/zone-answers.ts). Cheap: the rows are cached.
 */
export async function reachZoneOf(ctx: ShopContext, point: LatLng): Promise<string> {
  const reach: { id: number; distance: number }[] = [];
  for (const { row } of await storedStores(ctx)) {
    const distance = roundKm(straightLineKm({ lat: row.latitude, lng: row.longitude }, point));
    if (distance <= row.delivery_radius_km) reach.push({ id: row.id, distance });
  }
  // Array sort is stable: equal distances keep the stores' order, as storesServing's sort does.
  reach.sort((a, b) => a.distance - b.distance);
  return reach.map((store) => store.id).join(',');
}

/**
 * The open stores whose items a point's lists show, nearest first: the STORES_IN_LISTS nearest
 * that deliver there (decision 0245). The pages cached by
 * zone depend on the point through these alone (page-cache.ts keys them by their ids).
 */
export async function listingStores(ctx: ShopContext, point: LatLng): Promise<StoreInfo[]> {
  return (await openStoresServing(ctx, point)).slice(0, STORES_IN_LISTS);
}

/** The open stores that deliver to the point, nearest first. */
export async function openStoresServing(ctx: ShopContext, point: LatLng): Promise<StoreInfo[]> {
  return (await storesServing(ctx, point, 'DELIVERY')).filter((store) => store.is_active === 1);
}

export async function deliveryStores(ctx: ShopContext, point: LatLng): Promise<Result<StoreInfo[]>> {
  return ok(await storesServing(ctx, point, 'DELIVERY'));
}

export async function selfPickupStores(ctx: ShopContext, point: LatLng): Promise<Result<StoreInfo[]>> {
  return ok(await storesServing(ctx, point, 'SELFPICKUP'));
}

export async function storesByCategory(
  ctx: ShopContext,
  point: LatLng,
  categoryIds: number[],
): Promise<Result<StoreInfo[]>> {
  const wanted = new Set(categoryIds);
  const stores = await storesServing(ctx, point, 'DELIVERY');
  return ok(stores.filter((store) => store.store_category_ids.some((categoryId) => wanted.has(categoryId))));
}

export async function storeCategories(ctx: ShopContext): Promise<Result<StoreCategory[]>> {
  const rows = await ctx.db
    .selectFrom('store_categories')
    .select(['id', 'slug', 'name', 'image'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return ok([
    ...(await translated(
      ctx,
      'store_category',
      rows,
      (row) => row.id,
      (row, texts) => ({ ...row, ...texts }),
    )),
  ]);
}

export async function findStore(
  ctx: ShopContext,
  key: { id: number } | { slug: string },
): Promise<StoreRecord | undefined> {
  return (await loadStores(ctx)).find((record) =>
    'id' in key ? record.row.id === key.id : record.row.slug === key.slug,
  );
}

export async function storeInfoBySlug(ctx: ShopContext, slug: string): Promise<Result<StoreInfo>> {
  const record = await findStore(ctx, { slug });
  return record
    ? ok(toStoreInfo(record, null, ctx.now()))
    : fail('not_found', said('saidNoSuchStore'), { slug: said('saidFieldUnknownStore') });
}

/**
 * §7 Store info by id, optionally for a point. §8: with a point the store does not
 * serve, the answer is HTTP 400, and the client flags the store unavailable there.
 */
export async function storeInfoById(ctx: ShopContext, id: number, point: LatLng | null): Promise<Result<StoreInfo>> {
  const record = await findStore(ctx, { id });
  if (!record) return fail('not_found', said('saidNoSuchStore'), { id: said('saidFieldUnknownStore') });
  const store = toStoreInfo(record, distanceTo(record.row, point), ctx.now());
  if (point && !store.is_operational) {
    const outside = said('saidFieldOutsideDeliveryArea');
    return fail('validation_failed', said('saidStoreNotHere', { store: store.name }), {
      latitude: outside,
      longitude: outside,
    });
  }
  return ok(store);
}

async function mapsDistanceEnabled(ctx: ShopContext): Promise<boolean> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', 'enGDMA').executeTakeFirst();
  return parseBool(row?.value, false);
}

/**
 * §4 Store info and operational status: distance by the maps service when enGDMA
 * is 'true' (road km, 1 decimal), falling back to the straight line on any failure.
 */
export async function storeOperationalStatus(
  ctx: ShopContext,
  id: number,
  point: LatLng,
): Promise<Result<StoreOperationalAnswer>> {
  const record = await findStore(ctx, { id });
  if (!record) return fail('not_found', said('saidNoSuchStore'), { id: said('saidFieldUnknownStore') });
  const storePoint = { lat: record.row.latitude, lng: record.row.longitude };
  const maps = (await mapsDistanceEnabled(ctx)) ? await ctx.distance.roadDistance(storePoint, point) : null;
  const { km } = chooseDistance(maps, straightLineKm(storePoint, point));
  const store = toStoreInfo(record, km, ctx.now());
  return ok({ payload: { ...store, is_operational: store.is_operational } });
}
