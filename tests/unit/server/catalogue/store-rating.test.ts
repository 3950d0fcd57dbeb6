// One store rating on the cards and on /reviews (decision 0194;
// §3 Store info): the lists and the reviews answer give the same number, and a new review
// moves it on the cards at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRating } from '../../../../src/domain/catalogue/store-rating.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { rateOrder, storeReviews } from '../../../../src/server/services/orders/ratings.ts';
import { storesServing } from '../../../../src/server/services/catalogue/stores.ts';
import { catalogChanged } from '../../../../src/server/cache.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { ASHA, line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

describe.skipIf(!engineAvailable)('the store rating on cards and reviews (§3 Store info)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('is the same number in the store list and on the reviews page, before and after a review', async () => {
    const slug = 'farmcart-kothrud';
    const cardRating = async () =>
      (await storesServing(shop, KOTHRUD, 'DELIVERY')).find((store) => store.slug === slug)?.rating;
    const stored = (
      await shop.db.selectFrom('stores').select('rating').where('slug', '=', slug).executeTakeFirstOrThrow()
    ).rating;
    const before = unwrap(await storeReviews(shop, slug));
    expect(await cardRating()).toBe(before.rating);

    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
    let status: string = order.status;
    while (status !== 'delivered') status = unwrap(await advanceOrder(shop, order.unique_order_id)).status;
    unwrap(await rateOrder(shop, ASHA, { unique_order_id: order.unique_order_id, stars: 1 }));

    const after = unwrap(await storeReviews(shop, slug));
    expect(after.rating).toBe(
      storeRating(stored, { count: after.count, stars: (before.average ?? 0) * before.count + 1 }),
    );
    expect(after.rating).toBeLessThan(before.rating ?? 0);
    expect(await cardRating()).toBe(after.rating);
  });

  it('gives a store nobody has rated yet no rating, not 0 (a card then says New)', async () => {
    const rated = new Set(
      (await shop.db.selectFrom('ratings').select('store_id').execute()).map((row) => row.store_id),
    );
    const unrated = (await storesServing(shop, KOTHRUD, 'DELIVERY')).find((store) => !rated.has(store.id));
    if (!unrated) throw new Error('the demo has a store at Kothrud without reviews');
    expect(unrated.rating).not.toBeNull();
    await shop.db.updateTable('stores').set({ rating: 0 }).where('id', '=', unrated.id).execute();
    catalogChanged(shop.db);
    const again = (await storesServing(shop, KOTHRUD, 'DELIVERY')).find((store) => store.id === unrated.id);
    expect(again?.rating).toBeNull();
  });
});
