import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { buyAgainItems } from '../../../../src/server/services/orders/buy-again.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD, MUMBAI } from '../points.ts';
import { ASHA, line, MEERA, NOW, orderRequest, ROHAN, unwrap, variantRef, type VariantRef } from './orders-fixtures.ts';

describe.skipIf(!engineAvailable)('§2 Mobile home, Buy again (decision 0329)', () => {
  let shop: TestShop;
  let banana: VariantRef;
  let tomato: VariantRef;
  let apple: VariantRef;
  let mango: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    tomato = await variantRef(shop, 'tomato-kothrud', '500 g');
    apple = await variantRef(shop, 'shimla-apple-kothrud', '500 g');
    mango = await variantRef(shop, 'alphonso-mango-kothrud');
    unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2), line(tomato)], total: 1 })));
    unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(apple), line(banana)], total: 1 })));
  });
  afterAll(async () => {
    await shop.close();
  });

  const idsOf = async (userId: number, point = KOTHRUD) =>
    (await buyAgainItems(shop, userId, point)).map((item) => item.id);

  it('answers the customer’s products newest order first, each once, as offered at the point', async () => {
    expect(await idsOf(ASHA)).toEqual([apple.itemId, banana.itemId, tomato.itemId]);
  });

  it('answers nothing for a customer who has ordered nothing, nor another customer’s items', async () => {
    expect(await idsOf(MEERA)).toEqual([]);
    expect(await idsOf(ROHAN)).toEqual([]);
  });

  it('leaves out a cancelled order’s items, and products no store in reach sells', async () => {
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(mango)], total: 1 })));
    expect((await idsOf(ASHA))[0]).toBe(mango.itemId);
    unwrap(await cancelOrder(shop, ASHA, order.unique_order_id, null));
    expect(await idsOf(ASHA)).toEqual([apple.itemId, banana.itemId, tomato.itemId]);
    expect(await idsOf(ASHA, MUMBAI)).toEqual([]);
  });

  it('leaves out an item its store stopped selling', async () => {
    await shop.db.updateTable('items').set({ is_active: 0 }).where('id', '=', apple.itemId).execute();
    try {
      expect(await idsOf(ASHA)).not.toContain(apple.itemId);
    } finally {
      await shop.db.updateTable('items').set({ is_active: 1 }).where('id', '=', apple.itemId).execute();
    }
  });
});
