// Favourites (§4 "Favourite toggle (signed-in only) then refreshes the list"; §5
// favourite toggling only for signed-in users; §7 toggle favourite store / item,
// favourite stores / items, and the "with favourite" store, store-items and
// single-item answers: is_favorited for the signed-in customer, false for guests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemView, StoreItemsAnswer } from '../../../../src/domain/api/catalog.ts';
import type { StoreInfo } from '../../../../src/domain/api/stores.ts';
import {
  favouriteItems,
  favouriteStores,
  toggleFavourite,
} from '../../../../src/server/services/accounts/favourites.ts';
import { apiCall, ASHA, errorOf, MEERA, openAccountsShop, ROHAN, signIn, unwrap } from './accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { KOTHRUD, MUMBAI } from '../points.ts';

const KOTHRUD_STORE = { id: 1, slug: 'farmcart-kothrud' };
const HADAPSAR_STORE = 6;

// Skipped only in the PostgreSQL pass when no server answers; the run prints why.
describe.skipIf(!engineAvailable)('favourite stores and items (§7 favourites)', () => {
  let shop: TestShop;
  let item: { id: number; slug: string };
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    item = await shop.db
      .selectFrom('items')
      .select(['id', 'slug'])
      .where('store_id', '=', KOTHRUD_STORE.id)
      .where('is_active', '=', 1)
      .where('is_free_item', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('toggles a store on and off', async () => {
    expect(unwrap(await toggleFavourite(shop, ASHA.id, 'store', KOTHRUD_STORE.id))).toEqual({
      type: 'store',
      id: 1,
      is_favorited: true,
    });
    expect(unwrap(await toggleFavourite(shop, ASHA.id, 'store', KOTHRUD_STORE.id)).is_favorited).toBe(false);
    expect(unwrap(await favouriteStores(shop, ASHA.id, null))).toEqual([]);
  });

  it('lists favourite stores newest first, with their status at the customer’s point', async () => {
    unwrap(await toggleFavourite(shop, MEERA.id, 'store', KOTHRUD_STORE.id));
    unwrap(await toggleFavourite(shop, MEERA.id, 'store', HADAPSAR_STORE));
    const near = unwrap(await favouriteStores(shop, MEERA.id, KOTHRUD));
    expect(near.map((store) => store.id)).toEqual([HADAPSAR_STORE, KOTHRUD_STORE.id]);
    expect(near.map((store) => store.is_operational)).toEqual([false, true]);
    expect(near.every((store) => store.is_favorited && store.distance !== null)).toBe(true);
    const far = unwrap(await favouriteStores(shop, MEERA.id, MUMBAI));
    expect(far.every((store) => !store.is_operational)).toBe(true);
  });

  it('toggles an item and lists it with is_favorited', async () => {
    expect(unwrap(await toggleFavourite(shop, MEERA.id, 'item', item.id)).is_favorited).toBe(true);
    const items = unwrap(await favouriteItems(shop, MEERA.id));
    expect(items.map((entry) => [entry.id, entry.is_favorited])).toEqual([[item.id, true]]);
  });

  it('answers 404 for a store or item that does not exist', async () => {
    expect(errorOf(await toggleFavourite(shop, MEERA.id, 'store', 999)).code).toBe('not_found');
    expect(errorOf(await toggleFavourite(shop, MEERA.id, 'item', 999_999)).code).toBe('not_found');
  });

  it('keeps each customer’s favourites to themselves', async () => {
    expect(unwrap(await favouriteStores(shop, ROHAN.id, null))).toEqual([]);
    expect(unwrap(await favouriteItems(shop, ROHAN.id))).toEqual([]);
  });

  it('toggles only for signed-in customers, through any of the three toggle calls', async () => {
    expect((await apiCall(shop, 'toggle-favorite', { type: 'store', id: 2 })).status).toBe(401);
    const token = await signIn(shop, ROHAN.phone);
    const store = await apiCall(shop, 'toggle-favorite-store', { token, id: 2 });
    expect(store.body).toEqual({ type: 'store', id: 2, is_favorited: true });
    const again = await apiCall(shop, 'toggle-favorite', { type: 'store', id: 2 }, { bearer: token });
    expect(again.body).toEqual({ type: 'store', id: 2, is_favorited: false });
    const byItem = await apiCall(shop, 'toggle-favorite-item', { id: item.id }, { bearer: token });
    expect(byItem.body).toMatchObject({ type: 'item', is_favorited: true });
    const list = await apiCall(
      shop,
      'get-favorite-items',
      { latitude: KOTHRUD.lat, longitude: KOTHRUD.lng },
      { bearer: token },
    );
    expect((list.body as ItemView[]).map((entry) => entry.id)).toEqual([item.id]);
  });

  it('marks the store page, store items and item page for the signed-in customer, and never for guests', async () => {
    const token = await signIn(shop, MEERA.phone); // Meera favours Kothrud and the item
    const storePath = `get-restaurant-info/${KOTHRUD_STORE.slug}`;
    const itemsPath = `get-restaurant-items/${KOTHRUD_STORE.slug}`;
    // A guest first, so the guest answers are in the catalog cache when Meera asks.
    const guestStore = (await apiCall(shop, storePath, { token: null })).body as StoreInfo;
    expect(guestStore.is_favorited).toBe(false);
    const guestItems = (await apiCall(shop, itemsPath, {})).body as StoreItemsAnswer;
    expect(guestItems.categories.flatMap((group) => group.items).every((entry) => entry.is_favorited === false)).toBe(
      true,
    );
    expect(((await apiCall(shop, 'get-single-item', { id: item.id })).body as ItemView).is_favorited).toBe(false);

    expect(((await apiCall(shop, storePath, { token })).body as StoreInfo).is_favorited).toBe(true);
    const mine = (await apiCall(shop, itemsPath, {}, { bearer: token })).body as StoreItemsAnswer;
    expect(mine.store.is_favorited).toBe(true);
    const favourites = mine.categories.flatMap((group) => group.items).filter((entry) => entry.is_favorited);
    expect(favourites.map((entry) => entry.id)).toEqual([item.id]);
    expect(
      (
        (await apiCall(shop, 'get-single-item', { slug: item.slug }, { cookie: `fc_session=${token}` }))
          .body as ItemView
      ).is_favorited,
    ).toBe(true);

    // Meera's answers did not leak into the cache that guests are served from.
    expect(((await apiCall(shop, storePath, {})).body as StoreInfo).is_favorited).toBe(false);
    expect(((await apiCall(shop, 'get-single-item', { id: item.id })).body as ItemView).is_favorited).toBe(false);
  });

  it('sees a toggle at the next read of a kept answer, and a sign-out at once', async () => {
    const token = await signIn(shop, ASHA.phone);
    const itemsPath = `get-restaurant-items/${KOTHRUD_STORE.slug}`;
    const favouredIn = async (bearer: string) => {
      const answer = await apiCall(shop, itemsPath, {}, { bearer });
      const body = answer.body as StoreItemsAnswer;
      if (answer.status !== 200) return { status: answer.status, store: false, items: [] as number[] };
      const items = body.categories.flatMap((group) => group.items).filter((entry) => entry.is_favorited);
      return { status: answer.status, store: body.store.is_favorited, items: items.map((entry) => entry.id) };
    };
    // Read first, so that Asha's favourites are kept by this instance before each toggle.
    expect(await favouredIn(token)).toEqual({ status: 200, store: false, items: [] });
    unwrap(await toggleFavourite(shop, ASHA.id, 'item', item.id));
    expect(await favouredIn(token)).toEqual({ status: 200, store: false, items: [item.id] });
    expect((await apiCall(shop, 'toggle-favorite-store', { token, id: KOTHRUD_STORE.id })).status).toBe(200);
    expect(await favouredIn(token)).toEqual({ status: 200, store: true, items: [item.id] });
    unwrap(await toggleFavourite(shop, ASHA.id, 'item', item.id));
    expect(await favouredIn(token)).toEqual({ status: 200, store: true, items: [] });
    // Signed out: the same token marks nothing from the next call on.
    expect((await apiCall(shop, 'logout', {}, { bearer: token })).status).toBe(200);
    expect(await favouredIn(token)).toMatchObject({ store: false, items: [] });
    unwrap(await toggleFavourite(shop, ASHA.id, 'store', KOTHRUD_STORE.id));
  });
});
