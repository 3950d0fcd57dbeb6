import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLineInput } from '../../../../src/domain/api/pricing.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { confirmMemberCart } from '../../../../src/server/services/accounts/members.ts';
import { orderAgain } from '../../../../src/server/services/orders/order-again.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import {
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
import { KOTHRUD } from '../points.ts';

describe.skipIf(!engineAvailable)(
  'members cart on the server (§4 Members cart: member prices, weight against the allowance)',
  () => {
    let shop: TestShop;
    let mango: VariantRef;
    let apple: VariantRef;
    let tomato: VariantRef;

    beforeAll(async () => {
      shop = await openTestShop({ now: NOW });
      mango = await variantRef(shop, 'alphonso-mango-kothrud'); // 1 kg, unit 1: 1000 g
      apple = await variantRef(shop, 'shimla-apple-kothrud', '500 g'); // unit 2: 500 as-is
      tomato = await variantRef(shop, 'tomato-kothrud', '500 g');
      expect([mango.memberPricePaise, apple.memberPricePaise]).toEqual([28300, 9900]);
    });
    afterAll(async () => {
      await shop.close();
    });

    const remaining = async () =>
      (
        await shop.db
          .selectFrom('memberships')
          .select('remaining_weight_grams')
          .where('user_id', '=', ASHA)
          .executeTakeFirstOrThrow()
      ).remaining_weight_grams;

    /** Asha has 6.5 of 10 kg left: 6 × 1 kg of mango and 500 g of apples is exactly that. */
    const fullCart = (): CartLineInput[] => [line(mango, 6), line(apple, 1)];

    it('confirms a member cart at member prices with its weight; an overweight cart is answered, flagged', async () => {
      const exact = unwrap(
        await confirmMemberCart(shop, ASHA, { lines: fullCart(), mode: 'DELIVERY', point: KOTHRUD }),
      );
      expect(exact.bill).toMatchObject({ subtotal: 6 * 283 + 99, delivery_charge: 0 });
      expect(exact.weight).toEqual({ cart_weight: 6500, allowance: 6500, cart_weight_exceeded: false });
      const over = unwrap(
        await confirmMemberCart(shop, ASHA, { lines: [...fullCart(), line(tomato)], mode: 'DELIVERY', point: KOTHRUD }),
      );
      expect(over.weight).toEqual({ cart_weight: 7000, allowance: 6500, cart_weight_exceeded: true });
    });

    it('refuses a member cart without a membership, and an item without a member price', async () => {
      expect(errorOf(await confirmMemberCart(shop, MEERA, { lines: fullCart(), mode: 'SELFPICKUP' }))).toMatchObject({
        code: 'forbidden',
        fields: { membership: 'no active membership' },
      });
      const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
      expect(
        errorOf(await confirmMemberCart(shop, ASHA, { lines: [line(banana, 2)], mode: 'SELFPICKUP' })),
      ).toMatchObject({ code: 'conflict', fields: { 'items.0': 'not_member' } });
    });

    it('refuses a member order above the allowance, changing nothing', async () => {
      const before = await remaining();
      const refused = errorOf(
        await placeOrder(shop, ASHA, orderRequest({ items: [...fullCart(), line(tomato)] }), 'member'),
      );
      expect(refused).toEqual({
        code: 'conflict',
        message: 'Your member cart weighs 7 kg, more than the 6.5 kg left in your membership.',
        message_code: { key: 'saidMemberCartTooHeavy', params: { weight: 7, left: 6.5 } },
        fields: { cart_weight_exceeded: 'true' },
        field_codes: { cart_weight_exceeded: { key: 'saidValue', params: { value: 'true' } } },
      });
      expect(await remaining()).toBe(before);
    });

    it('places a member order to exactly the allowance, takes the weight, and gives it back on cancel', async () => {
      const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: fullCart() }), 'member'));
      expect(order).toMatchObject({ kind: 'member', subtotal: 1797, total: 1797 });
      expect(order.items.map((item) => [item.quantity, item.unit_price])).toEqual([
        [6, 283],
        [1, 99],
      ]);
      expect(await remaining()).toBe(0);
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(tomato, 7)] }), 'member')).fields,
      ).toEqual({ cart_weight_exceeded: 'true' });
      unwrap(await cancelOrder(shop, ASHA, order.unique_order_id, null));
      expect(await remaining()).toBe(6500);
    });

    it('orders a member order again into the members cart, at member prices', async () => {
      const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: fullCart() }), 'member'));
      try {
        const again = unwrap(await orderAgain(shop, ASHA, order.unique_order_id));
        expect(again.members).toBe(true);
        expect(again.items.map((item) => [item.quantity, item.selectedvariant?.price])).toEqual([
          [6, 283],
          [1, 99],
        ]);
      } finally {
        unwrap(await cancelOrder(shop, ASHA, order.unique_order_id, null));
      }
    });
  },
);
