// Orders and the caches (decision 0246; §5 stock): an order that takes
// the last of a variant makes every instance forget its catalog answers and pages at once, so
// nobody is shown it in stock; an order that leaves some keeps them, so a busy shop's pages stay
// cached between orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheOf } from '../../../../src/server/cache.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { ASHA, line, NOW, orderRequest, stockOf, unwrap, variantRef } from './orders-fixtures.ts';

describe.runIf(engineAvailable)('orders and the caches', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('keeps cached answers after an order that leaves stock, and forgets them after one that takes the last unit', async () => {
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    await shop.db.updateTable('item_variants').set({ stock: 3 }).where('id', '=', banana.variantId).execute();
    // Something else of the same store that never runs out, for the minimum order.
    const other = await shop.db
      .selectFrom('item_variants')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .select('items.slug')
      .where('items.store_id', '=', (eb) =>
        eb.selectFrom('items').select('store_id').where('slug', '=', 'banana-yelakki-kothrud'),
      )
      .where('items.is_active', '=', 1)
      .where('item_variants.is_default', '=', 1)
      .where('item_variants.is_infinite', '=', 1)
      .orderBy('item_variants.sale_price_paise', 'desc')
      .executeTakeFirstOrThrow();
    const filler = line(await variantRef(shop, other.slug), 3);
    const cache = cacheOf<string>(shop.db, 'orders-caches-test', 10);

    cache.set('page', 'kept');
    unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2), filler] })));
    expect(await stockOf(shop, banana.variantId)).toBe(1);
    expect(cache.get('page')).toBe('kept');

    unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 1), filler] })));
    expect(await stockOf(shop, banana.variantId)).toBe(0);
    expect(cache.get('page')).toBeUndefined();
  });
});
