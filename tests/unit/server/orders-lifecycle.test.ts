import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '../../../src/server/services/order-status.ts';
import { orderAgain } from '../../../src/server/services/order-again.ts';
import { getOrder } from '../../../src/server/services/orders.ts';
import { placeOrder } from '../../../src/server/services/place-order.ts';
import { initialsOf, rateOrder, storeReviews } from '../../../src/server/services/ratings.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from './harness.ts';
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

const run = promisify(execFile);

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

  async function deliveredOrder(userId = ASHA): Promise<string> {
    const where = userId === ASHA ? {} : { mode: 'SELFPICKUP', address_id: null };
    const { order } = unwrap(await placeOrder(shop, userId, orderRequest({ items: [line(banana, 2)], ...where })));
    for (let step = 0; step < 4; step++) unwrap(await advanceOrder(shop, order.unique_order_id));
    return order.unique_order_id;
  }

  it('advances placed → accepted → preparing → on_the_way → delivered, and no further', async () => {
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
    const steps = [];
    for (let step = 0; step < 4; step++) steps.push(unwrap(await advanceOrder(shop, order.unique_order_id)).status);
    expect(steps).toEqual(['accepted', 'preparing', 'on_the_way', 'delivered']);
    expect(errorOf(await advanceOrder(shop, order.unique_order_id))).toMatchObject({ code: 'conflict' });
    const delivered = unwrap(await getOrder(shop, ASHA, order.unique_order_id)).order;
    expect(delivered.timeline.map((event) => event.status)).toEqual([
      'placed',
      'accepted',
      'preparing',
      'on_the_way',
      'delivered',
    ]);
    expect(delivered).toMatchObject({ status: 'delivered', can_cancel: false, can_rate: true });
    expect(errorOf(await advanceOrder(shop, 'FC-20261102-NOSUCH00')).code).toBe('not_found');
  });

  it('takes a self-pickup order to ready_for_pickup instead of on_the_way', async () => {
    const { order } = unwrap(
      await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)], mode: 'SELFPICKUP', address_id: null })),
    );
    for (let step = 0; step < 2; step++) unwrap(await advanceOrder(shop, order.unique_order_id));
    expect(unwrap(await advanceOrder(shop, order.unique_order_id)).status).toBe('ready_for_pickup');
  });

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

  it.skipIf(testEngine !== 'sqlite')(
    'advances an order from the command line while this process holds the database (WAL, no data-dir lock)',
    async () => {
      const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
      const files = await sql<{ file: string }>`pragma database_list`.execute(shop.db);
      const dataDir = dirname(files.rows[0]?.file ?? '');
      const cli = join(import.meta.dirname, '../../../src/server/db/advance-order.ts');
      const { stdout } = await run(process.execPath, [cli, order.unique_order_id.toLowerCase()], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      expect(stdout.trim()).toBe(`${order.unique_order_id}: placed → accepted`);
      expect(unwrap(await getOrder(shop, ASHA, order.unique_order_id)).order.status).toBe('accepted');
      await expect(
        run(process.execPath, [cli, 'FC-NOPE-00000000'], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        }),
      ).rejects.toMatchObject({ code: 1 });
    },
  );
});
