// Located catalogue answers are cached by delivery zone (decision 0290): two points of one zone
// share one cached answer, a point of another zone does not, and every answer from the zone's
// cache is the answer the services give at the customer's own point (its distances included).
// The calls "with favourite" share the zone's entry between guests and signed-in customers, each
// customer's own is_favorited filled in on top (decision 0300).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCacheOf } from '../../../../src/server/api/dispatch.ts';
import { clearCachesOf } from '../../../../src/server/cache.ts';
import { sameZoneAnswer, zoneAnswerOf } from '../../../../src/server/api/zone-answers.ts';
import { reachZoneOf } from '../../../../src/server/services/catalogue/stores.ts';
import type { StoreItemsAnswer } from '../../../../src/domain/api/catalog.ts';
import { storeItems } from '../../../../src/server/services/catalogue/catalog.ts';
import { storeItemsWithFavourites, toggleFavourite } from '../../../../src/server/services/accounts/favourites.ts';
import { apiCall, ASHA, ROHAN, signIn, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { HADAPSAR, KOTHRUD } from '../points.ts';

/** About 300 m north-east of KOTHRUD: the same stores in reach, in the same order. */
const NEAR_KOTHRUD = { lat: KOTHRUD.lat + 0.002, lng: KOTHRUD.lng + 0.002 };

const at = (point: { lat: number; lng: number }) => ({ latitude: point.lat, longitude: point.lng });

describe.runIf(engineAvailable)('catalogue answers cached by delivery zone', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('the test points: two of one zone, one of another', async () => {
    const kothrud = await reachZoneOf(shop, KOTHRUD);
    expect(kothrud).not.toBe('');
    expect(await reachZoneOf(shop, NEAR_KOTHRUD)).toBe(kothrud);
    expect(await reachZoneOf(shop, HADAPSAR)).not.toBe(kothrud);
  });

  it('two points of one zone get one cached answer; a point of another zone does not', async () => {
    clearCachesOf(shop.db);
    const cache = answerCacheOf(shop.db);
    const first = await apiCall(shop, 'get-home-components', { slug: 'home', ...at(KOTHRUD) });
    expect(first.status).toBe(200);
    expect(cache.size).toBe(1);
    const second = await apiCall(shop, 'get-home-components', { slug: 'home', ...at(NEAR_KOTHRUD) });
    expect(second.status).toBe(200);
    expect(cache.size).toBe(1);
    expect(second.body).toEqual(first.body);
    const other = await apiCall(shop, 'get-home-components', { slug: 'home', ...at(HADAPSAR) });
    expect(other.status).toBe(200);
    expect(cache.size).toBe(2);
  });

  it('a store list from the zone’s cache shows the distances from the customer’s own point', async () => {
    clearCachesOf(shop.db);
    const fromKothrud = await apiCall(shop, 'get-delivery-restaurants', at(KOTHRUD));
    const fromNear = await apiCall(shop, 'get-delivery-restaurants', at(NEAR_KOTHRUD));
    expect(answerCacheOf(shop.db).size).toBe(1);
    clearCachesOf(shop.db);
    const fresh = await apiCall(shop, 'get-delivery-restaurants', at(NEAR_KOTHRUD));
    expect(fromNear.body).toEqual(fresh.body);
    const distances = (answer: { body: unknown }) => (answer.body as { distance: number }[]).map((s) => s.distance);
    expect(distances(fromNear)).not.toEqual(distances(fromKothrud));
  });

  it('every located catalogue call answers from the zone’s cache what it answers at the point itself', async () => {
    clearCachesOf(shop.db);
    const sections = (await apiCall(shop, 'get-dynamic-featured-sections', at(KOTHRUD))).body as { slug: string }[];
    const categories = (await apiCall(shop, 'get-item-categories', at(KOTHRUD))).body as { slug: string; id: number }[];
    const stores = (await apiCall(shop, 'get-delivery-restaurants', at(KOTHRUD))).body as {
      slug: string;
      id: number;
      store_category_ids: number[];
    }[];
    const section = sections[0];
    const category = categories[0];
    const store = stores[0];
    if (!section || !category || !store) throw new Error('The demo shop has a section, a category and a store here');
    const items = (await apiCall(shop, 'get-category-items', { slug: category.slug, ...at(KOTHRUD) })).body as {
      items: { id: number; link_slug: string }[];
    };
    const item = items.items[0];
    if (!item) throw new Error('The demo shop has items of its first category here');
    const calls: [string, Record<string, unknown>][] = [
      ['get-home-components', { slug: 'home' }],
      ['get-dynamic-featured-sections', {}],
      [`get-dynamic-featured-section/${section.slug}`, {}],
      ['promo-slider', {}],
      ['get-deal-items', {}],
      ['get-featured-items', {}],
      ['get-combos', {}],
      ['get-frequently-bought-items', {}],
      ['get-linked-items', { slug: item.link_slug }],
      ['get-delivery-restaurants', {}],
      ['get-selfpickup-restaurants', {}],
      ['get-restaurants-by-category', { category_ids: store.store_category_ids.slice(0, 1) }],
      [`get-restaurant-items/${store.slug}`, {}],
      [`get-restaurant-info-by-id/${store.id}`, {}],
      ['get-item-categories', {}],
      ['get-category-items', { slug: category.slug }],
      [`get-single-product/${item.id}`, {}],
      ['search-items', { query: 'a' }],
    ];
    for (const [path, body] of calls) {
      clearCachesOf(shop.db);
      const filled = await apiCall(shop, path, { ...body, ...at(KOTHRUD) });
      expect(filled.status, path).toBe(200);
      const size = answerCacheOf(shop.db).size;
      const cached = await apiCall(shop, path, { ...body, ...at(NEAR_KOTHRUD) });
      expect(answerCacheOf(shop.db).size, `${path}: one entry for the zone`).toBe(size);
      clearCachesOf(shop.db);
      const fresh = await apiCall(shop, path, { ...body, ...at(NEAR_KOTHRUD) });
      expect(cached.body, path).toEqual(fresh.body);
    }
  });

  it('store items: guests and signed-in customers of one zone share one cached answer, each with their own favourites', async () => {
    const slug = 'farmcart-kothrud';
    const found = unwrap(await storeItems(shop, slug, { point: NEAR_KOTHRUD }));
    const item = found.categories[1]?.items[0];
    if (!item) throw new Error('The demo store has items in a second category');
    unwrap(await toggleFavourite(shop, ASHA.id, 'store', found.store.id));
    unwrap(await toggleFavourite(shop, ASHA.id, 'item', item.id));
    const asha = { bearer: await signIn(shop, ASHA.phone) };
    const rohan = { bearer: await signIn(shop, ROHAN.phone) };
    const path = `get-restaurant-items/${slug}`;
    clearCachesOf(shop.db);
    const cache = answerCacheOf(shop.db);
    const guest = await apiCall(shop, path, at(KOTHRUD));
    expect(cache.size).toBe(1);
    const ashas = await apiCall(shop, path, at(NEAR_KOTHRUD), asha);
    const rohans = await apiCall(shop, path, at(NEAR_KOTHRUD), rohan);
    expect(cache.size, 'one entry for the zone, guests and customers alike').toBe(1);
    // What the services answer each of them at that point, with their own favourites.
    const expected = async (userId: number | null) =>
      JSON.parse(JSON.stringify(await storeItemsWithFavourites(shop, userId, found))) as StoreItemsAnswer;
    expect(ashas.body).toEqual(await expected(ASHA.id));
    expect(rohans.body).toEqual(await expected(ROHAN.id));
    const body = ashas.body as StoreItemsAnswer;
    expect(body.store.is_favorited).toBe(true);
    expect(body.categories[1]?.items[0]?.is_favorited).toBe(true);
    expect((guest.body as StoreItemsAnswer).store.is_favorited).toBe(false);
    const other = await apiCall(shop, path, at(HADAPSAR), asha);
    expect(other.status).toBe(200);
    expect(cache.size, 'a point of another zone makes its own entry').toBe(2);
  });

  it('a store’s info and a single item answer each customer’s own favourite from the shared entry', async () => {
    const asha = { bearer: await signIn(shop, ASHA.phone) };
    const found = unwrap(await storeItems(shop, 'farmcart-kothrud', { point: null }));
    const favourite = found.categories[1]?.items[0];
    const other = found.categories[0]?.items[0];
    if (!favourite || !other) throw new Error('The demo store has items in two categories');
    clearCachesOf(shop.db);
    const cache = answerCacheOf(shop.db);
    const info = await apiCall(shop, 'get-restaurant-info/farmcart-kothrud', {}, asha);
    expect((info.body as { is_favorited: boolean }).is_favorited).toBe(true);
    expect(
      ((await apiCall(shop, 'get-restaurant-info/farmcart-kothrud', {})).body as { is_favorited: boolean })
        .is_favorited,
    ).toBe(false);
    expect(cache.size).toBe(1);
    const item = async (id: number, options = {}) =>
      ((await apiCall(shop, 'get-single-item', { id }, options)).body as { is_favorited: boolean }).is_favorited;
    expect(await item(favourite.id, asha)).toBe(true);
    expect(await item(favourite.id)).toBe(false);
    expect(await item(other.id, asha)).toBe(false);
    expect(cache.size).toBe(3);
  });
});

describe('kept answers compared after a renewal', () => {
  const store = (id: number, name: string) => ({
    id,
    name,
    latitude: 18.5,
    longitude: 73.8,
    distance: 1.2,
    is_favorited: false,
  });
  const kept = (value: unknown) => {
    const answer = zoneAnswerOf(value, true, true);
    if (!answer) throw new Error('kept');
    return answer;
  };

  it('two readings of the same stores are the same answer; a renamed store or a moved one is not', () => {
    const first = kept([store(1, 'Kothrud'), store(2, 'Baner')]);
    expect(sameZoneAnswer(first, kept([store(1, 'Kothrud'), store(2, 'Baner')]))).toBe(true);
    expect(sameZoneAnswer(first, kept([store(1, 'Kothrud'), store(2, 'Baner West')]))).toBe(false);
    expect(sameZoneAnswer(first, kept([store(1, 'Kothrud')]))).toBe(false);
    const moved = { ...store(2, 'Baner'), latitude: 18.6 };
    expect(sameZoneAnswer(first, kept([store(1, 'Kothrud'), moved]))).toBe(false);
  });

  it('the same bytes with another gap are not the same answer', () => {
    const withDistance = kept({ a: { id: 3, latitude: 18.5, longitude: 73.8, distance: 1 } });
    const other = { ...withDistance, gaps: [{ favourite: 'store' as const, id: 3 }] };
    expect(sameZoneAnswer(withDistance, other)).toBe(false);
    const guest = zoneAnswerOf({ a: 1 }, false);
    if (!guest) throw new Error('kept');
    expect(sameZoneAnswer(guest, { ...guest, located: true })).toBe(false);
  });
});
