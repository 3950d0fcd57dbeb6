import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { orderAgain } from '../../../../src/server/services/orders/order-again.ts';
import { getOrder } from '../../../../src/server/services/orders/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { initialsOf, rateOrder, storeReviews } from '../../../../src/server/services/orders/ratings.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import {
  addonId,
  ASHA,
  errorOf,
  line,
  MEERA,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from './orders-fixtures.ts';

describe.skipIf(!engineAvailable)('after the order: timeline, rating, reviews, order again (§4 Order again)', () => {
  let shop: TestShop;
  let banana: VariantRef;
  let tomato: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    tomato = await variantRef(shop, 'tomato-kothrud', '1 kg');
  });
  afterAll(async () => {
    await shop.close();
  });

  /** Asha's delivery order, delivered; anyone else's self-pickup order, collected. */
  async function deliveredOrder(userId = ASHA): Promise<string> {
    const where = userId === ASHA ? {} : { mode: 'SELFPICKUP', address_id: null };
    const { order } = unwrap(await placeOrder(shop, userId, orderRequest({ items: [line(banana, 2)], ...where })));
    let status: string = order.status;
    while (status !== 'delivered' && status !== 'collected')
      status = unwrap(await advanceOrder(shop, order.unique_order_id)).status;
    return order.unique_order_id;
  }

  it('rates a delivered order once, refuses before delivery, and hides others’ orders (404)', async () => {
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
    expect(errorOf(await rateOrder(shop, ASHA, { unique_order_id: order.unique_order_id, stars: 5 }))).toMatchObject({
      code: 'conflict',
      fields: { unique_order_id: 'not delivered yet' },
    });
    const delivered = await deliveredOrder();
    expect(errorOf(await rateOrder(shop, MEERA, { unique_order_id: delivered, stars: 1 })).code).toBe('not_found');
    expect(
      unwrap(await rateOrder(shop, ASHA, { unique_order_id: delivered, stars: 4, comment: 'Sweet bananas' })),
    ).toEqual({ success: true, rating: { stars: 4, comment: 'Sweet bananas' } });
    expect(errorOf(await rateOrder(shop, ASHA, { unique_order_id: delivered, stars: 5 }))).toMatchObject({
      code: 'conflict',
      message: 'You have already rated this order.',
    });
    expect(unwrap(await getOrder(shop, ASHA, delivered)).order).toMatchObject({
      can_rate: false,
      rating: { stars: 4, comment: 'Sweet bananas' },
    });
    expect(errorOf(await getOrder(shop, MEERA, delivered))).toMatchObject({
      code: 'not_found',
      message: 'No such order.',
    });
  });

  it('lists a store’s reviews with initials and the average (1 decimal)', async () => {
    const meeraOrder = await deliveredOrder(MEERA);
    unwrap(await rateOrder(shop, MEERA, { unique_order_id: meeraOrder, stars: 5, comment: 'Fresh and on time' }));
    const reviews = unwrap(await storeReviews(shop, 'farmcart-kothrud'));
    expect(reviews).toMatchObject({
      restaurant: { id: 1, slug: 'farmcart-kothrud' },
      count: 2,
      average: 4.5,
      has_more: false,
    });
    expect(reviews.reviews.map((review) => [review.initials, review.stars, review.comment])).toEqual([
      ['M. J.', 5, 'Fresh and on time'],
      ['A. K.', 4, 'Sweet bananas'],
    ]);
    expect(unwrap(await storeReviews(shop, 'baner-green-basket'))).toMatchObject({
      count: 0,
      average: null,
      reviews: [],
    });
    expect(errorOf(await storeReviews(shop, 'no-such-store')).code).toBe('not_found');
    expect(initialsOf('  अमित  shah ')).toBe('अ. S.');
  });

  it('orders again with fresh prices, capped to the stock left, leaving out what cannot be bought', async () => {
    const diced = await addonId(shop, 'Diced');
    const watermelonRef = await variantRef(shop, 'watermelon-kothrud');
    await shop.db.updateTable('items').set({ is_active: 1 }).where('id', '=', watermelonRef.itemId).execute();
    const { order } = unwrap(
      await placeOrder(
        shop,
        ASHA,
        orderRequest({ items: [line(tomato, 3, [diced]), line(banana, 2), line(watermelonRef)] }),
      ),
    );
    await shop.db.updateTable('items').set({ is_active: 0 }).where('id', '=', watermelonRef.itemId).execute();
    await shop.db
      .updateTable('item_variants')
      .set({ sale_price_paise: 3500 })
      .where('id', '=', tomato.variantId)
      .execute();
    await shop.db.updateTable('item_variants').set({ stock: 1 }).where('id', '=', banana.variantId).execute();
    try {
      const again = unwrap(await orderAgain(shop, ASHA, order.unique_order_id));
      expect(again.restaurant_id).toBe(1);
      expect(
        again.items.map((item) => [
          item.id,
          item.quantity,
          item.selectedvariant?.price,
          item.selectedaddons.map((addon) => addon.addon_name),
        ]),
      ).toEqual([
        [tomato.itemId, 3, 35, ['Diced']],
        [banana.itemId, 1, 60, []],
      ]);
      expect(again.unavailable).toEqual([
        { name: watermelonRef.name, variant_name: '1 pc (~2.5 kg)', reason: 'unavailable' },
      ]);
      expect(errorOf(await orderAgain(shop, MEERA, order.unique_order_id)).code).toBe('not_found');
    } finally {
      await shop.db
        .updateTable('item_variants')
        .set({ sale_price_paise: tomato.pricePaise })
        .where('id', '=', tomato.variantId)
        .execute();
      await shop.db.updateTable('item_variants').set({ stock: 150 }).where('id', '=', banana.variantId).execute();
    }
  });
});
