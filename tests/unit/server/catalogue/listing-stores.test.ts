// Lists from the nearest stores (decision 0245; §2 lists at
// the customer's point): where more than STORES_IN_LISTS stores deliver, the point's lists show
// the items of the nearest few only; every store in reach stays on the stores list and its own
// page, and a section of a farther store's own still shows on the home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES_IN_LISTS } from '../../../../src/domain/lists.ts';
import { clearCachesOf } from '../../../../src/server/cache.ts';
import { categoriesAt, categoryItems, search, storeItems } from '../../../../src/server/services/catalogue/catalog.ts';
import { bannerStoresAt, homeComponents } from '../../../../src/server/services/catalogue/sections.ts';
import { deliveryStores, listingStores, openStoresServing } from '../../../../src/server/services/catalogue/stores.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { unwrap } from '../orders/orders-fixtures.ts';

const KOTHRUD = { lat: 18.5074, lng: 73.8077 };

describe.runIf(engineAvailable)('lists from the nearest stores', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
    // Every store of the demo city delivers everywhere: more stores in reach than the lists draw on.
    await shop.db.updateTable('stores').set({ delivery_radius_km: 500 }).execute();
    clearCachesOf(shop.db);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('draws the lists on the nearest STORES_IN_LISTS open stores; the stores list keeps every one', async () => {
    const serving = await openStoresServing(shop, KOTHRUD);
    expect(serving.length).toBeGreaterThan(STORES_IN_LISTS);
    const listing = await listingStores(shop, KOTHRUD);
    expect(listing.map((store) => store.id)).toEqual(serving.slice(0, STORES_IN_LISTS).map((store) => store.id));
    expect(unwrap(await deliveryStores(shop, KOTHRUD)).length).toBeGreaterThanOrEqual(serving.length);

    const listed = new Set(listing.map((store) => store.id));
    const categories = unwrap(await categoriesAt(shop, KOTHRUD));
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      const { items } = unwrap(await categoryItems(shop, KOTHRUD, category.slug));
      for (const item of items) expect(listed.has(item.restaurant_id), `${item.slug} of a farther store`).toBe(true);
    }
    const found = unwrap(await search(shop, KOTHRUD, 'a'));
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(listed.has(item.restaurant_id)).toBe(true);
  });

  it('a farther store still lists its own items on its page, and its own home section still shows', async () => {
    const serving = await openStoresServing(shop, KOTHRUD);
    const farther = serving.slice(STORES_IN_LISTS);
    const last = farther.at(-1);
    if (!last) throw new Error('no farther store in reach');
    const page = unwrap(await storeItems(shop, last.slug, { point: KOTHRUD }));
    expect(page.categories.flatMap((entry) => entry.items).length).toBeGreaterThan(0);

    // A home section whose products a farther store sells becomes that store's own.
    const picks = await shop.db
      .selectFrom('sections')
      .innerJoin('home_components', 'home_components.section_id', 'sections.id')
      .innerJoin('section_items', 'section_items.section_id', 'sections.id')
      .innerJoin('items as picked', 'picked.id', 'section_items.item_id')
      .innerJoin('items as offer', 'offer.link_slug', 'picked.link_slug')
      .select(['sections.id', 'sections.slug', 'offer.store_id'])
      .where('sections.parent_id', 'is', null)
      .where(
        'offer.store_id',
        'in',
        farther.map((store) => store.id),
      )
      .execute();
    const pick = picks[0];
    if (!pick) throw new Error('no home section a farther store can fill');
    await shop.db.updateTable('sections').set({ store_id: pick.store_id }).where('id', '=', pick.id).execute();
    clearCachesOf(shop.db);
    try {
      const components = unwrap(await homeComponents(shop, 'home', KOTHRUD));
      const shown = components.find((component) => component.slug === pick.slug);
      expect(shown?.items.length).toBeGreaterThan(0);
      for (const item of shown?.items ?? []) expect(item.restaurant_id).toBe(pick.store_id);
    } finally {
      await shop.db.updateTable('sections').set({ store_id: null }).where('id', '=', pick.id).execute();
      clearCachesOf(shop.db);
    }
  });

  it('names the stores in reach that banners lead to (the zone pages depend on them), and not a closed one', async () => {
    const targets = await bannerStoresAt(shop, KOTHRUD);
    expect(targets.length).toBeGreaterThan(0);
    const closed = targets[0] as number;
    await shop.db.updateTable('stores').set({ is_active: 0 }).where('id', '=', closed).execute();
    clearCachesOf(shop.db);
    try {
      expect(await bannerStoresAt(shop, KOTHRUD)).toEqual(targets.slice(1));
    } finally {
      await shop.db.updateTable('stores').set({ is_active: 1 }).where('id', '=', closed).execute();
      clearCachesOf(shop.db);
    }
  });
});
