import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../../../src/domain/calendar.ts';
import { offeredDeliveryDays } from '../../../../src/domain/orders/cart.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { getOrder, listOrders, runningOrder } from '../../../../src/server/services/orders/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { walletOf } from '../../../../src/server/services/payments/wallet.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import {
  ASHA,
  createCustomer,
  errorOf,
  line,
  MEERA,
  NOW,
  orderCount,
  orderRequest,
  ROHAN,
  ROHAN_HOME,
  stockOf,
  unwrap,
  variantRef,
  walletOfUser,
  type VariantRef,
} from './orders-fixtures.ts';

describe.skipIf(!engineAvailable)(
  'placing an order (§7 place order; docs/architecture.md "API": recomputed, idempotent, stock in the same transaction)',
  () => {
    let shop: TestShop;
    let banana: VariantRef;
    let mango: VariantRef;

    beforeAll(async () => {
      shop = await openTestShop({ now: NOW });
      banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
      mango = await variantRef(shop, 'alphonso-mango-kothrud');
    });
    afterAll(async () => {
      await shop.close();
    });

    it('places a cash order with the server’s amounts, takes the stock and starts the timeline', async () => {
      const before = await stockOf(shop, banana.variantId);
      const input = orderRequest({
        items: [{ ...line(banana, 5), price: 1 }],
        coupon: 'FRESH20',
        tip: { kind: 'amount', value: 20 },
        total: 1,
        discount: 299,
      });
      const { order } = unwrap(await placeOrder(shop, ASHA, input));
      expect(order).toMatchObject({
        status: 'placed',
        mode: 'DELIVERY',
        payment_method: 'COD',
        coupon_code: 'FRESH20',
        subtotal: 300,
        discount: 60,
        delivery_charge: 25,
        tip: 20,
        wallet_used: 0,
        total: 285,
        total_payable: 285,
        can_cancel: true,
        can_rate: false,
        restaurant: { id: 1, slug: 'farmcart-kothrud' },
        address: { tag: 'Home', latitude: 18.5062, longitude: 73.8101 },
        items: [
          {
            item_id: banana.itemId,
            variant_id: banana.variantId,
            quantity: 5,
            unit_price: 60,
            line_total: 300,
            selectedaddons: [],
          },
        ],
        timeline: [{ status: 'placed', at: NOW.toISOString() }],
      });
      expect(order.unique_order_id).toMatch(/^FC-20261102-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(await stockOf(shop, banana.variantId)).toBe(before - 5);
      expect(unwrap(await runningOrder(shop, ASHA))).toEqual({
        success: true,
        has_running_order: true,
        unique_order_id: order.unique_order_id,
      });
      expect(unwrap(await getOrder(shop, ASHA, order.unique_order_id)).order).toEqual(order);
      expect(unwrap(await listOrders(shop, ASHA)).orders.map((listed) => listed.unique_order_id)).toContain(
        order.unique_order_id,
      );
      const coupon = await shop.db
        .selectFrom('coupons')
        .select('used_count')
        .where('code', '=', 'FRESH20')
        .executeTakeFirstOrThrow();
      expect(coupon.used_count).toBe(1);
    });

    it('answers a replay of the same key with the very same answer, and makes one order', async () => {
      const input = orderRequest({ items: [line(banana, 2)] });
      const first = unwrap(await placeOrder(shop, ASHA, input));
      const count = await orderCount(shop);
      const stock = await stockOf(shop, banana.variantId);
      const again = unwrap(await placeOrder(shop, ASHA, { ...input }));
      expect(again).toEqual(first);
      expect(await orderCount(shop)).toBe(count);
      expect(await stockOf(shop, banana.variantId)).toBe(stock);
      // Display-only fields a client adds do not change the request's meaning.
      expect(unwrap(await placeOrder(shop, ASHA, { ...input, total: 9 } as typeof input))).toEqual(first);
    });

    it('answers 409 for the same key with a different cart, and lets another customer use the same key', async () => {
      const input = orderRequest({ items: [line(banana, 2)] });
      unwrap(await placeOrder(shop, ASHA, input));
      expect(errorOf(await placeOrder(shop, ASHA, { ...input, items: [line(banana, 3)] }))).toMatchObject({
        code: 'conflict',
        fields: { idempotency_key: 'used for a different request' },
      });
      // Rohan lives in Viman Nagar, 12.8 km from Kothrud (outside its 10 km): he picks up.
      const other = unwrap(await placeOrder(shop, ROHAN, { ...input, address_id: null, mode: 'SELFPICKUP' }));
      expect(other.order.items[0]?.quantity).toBe(2);
    });

    it('refuses an order below the minimum, with a coupon that does not apply, or out of stock, and changes nothing', async () => {
      const count = await orderCount(shop);
      const stock = await stockOf(shop, banana.variantId);
      // The shop's own words for it, by their label's key (its setting minOrderMessage).
      const belowMinimum = { key: 'minOrderMessage', params: { amount: '₹39' } };
      expect(errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 1)] })))).toEqual({
        code: 'below_minimum',
        message: 'Shop for ₹39 more to place the order',
        message_code: belowMinimum,
        fields: { items: 'Shop for ₹39 more to place the order' },
        field_codes: { items: belowMinimum },
      });
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 4)], coupon: 'FLAT50' }))),
      ).toMatchObject({
        code: 'validation_failed',
        fields: { coupon: 'Add items worth ₹59 more to use this coupon (minimum ₹299).' },
      });
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)], coupon: 'EXPIRED10' }))),
      ).toMatchObject({ fields: { coupon: 'This coupon has expired.' } });
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2), line(mango, mango.stock + 1)] }))),
      ).toMatchObject({ code: 'out_of_stock' });
      expect(await orderCount(shop)).toBe(count);
      expect(await stockOf(shop, banana.variantId)).toBe(stock);
    });

    it('refuses another customer’s saved address (404), a delivery without an address, and a pre-order before its date', async () => {
      expect(errorOf(await placeOrder(shop, MEERA, orderRequest({ items: [line(banana, 2)] })))).toMatchObject({
        code: 'not_found',
        message: 'This address is no longer saved. Choose another one in the cart.',
        fields: { address_id: 'This address is no longer saved. Choose another one in the cart.' },
      });
      expect(
        errorOf(await placeOrder(shop, MEERA, orderRequest({ items: [line(banana, 2)], address_id: null }))),
      ).toMatchObject({ code: 'validation_failed', fields: { address_id: 'a delivery needs an address' } });
      const preorder = await variantRef(shop, 'alphonso-mango-preorder-kothrud');
      expect(errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(preorder)] })))).toMatchObject({
        fields: { delivery_date: 'available from 2027-04-10' },
      });
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)], delivery_date: '2026-11-01' }))),
      ).toMatchObject({ fields: { delivery_date: 'in the past' } });
      // §4 Only the days the cart offers (five from today, or from the pre-order date): a day months
      // ahead once held its stock from now.
      const lastOffered = offeredDeliveryDays(shopToday(NOW), null).at(-1);
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)], delivery_date: '2027-06-01' }))),
      ).toMatchObject({ code: 'validation_failed', fields: { delivery_date: `after ${lastOffered}` } });
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(preorder)], delivery_date: '2027-04-15' }))),
      ).toMatchObject({ fields: { delivery_date: 'after 2027-04-14' } });
      // A day after the pre-order's first is one of its slots (decision 0321); the first day is as soon as possible.
      expect(
        errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [line(preorder)], delivery_date: '2027-04-12' }))),
      ).toMatchObject({ fields: { slot: 'choose a slot of 2027-04-12, or as soon as possible' } });
      const booked = unwrap(
        await placeOrder(shop, ASHA, orderRequest({ items: [line(preorder)], delivery_date: '2027-04-10' })),
      );
      expect(booked.order.delivery_date).toBe('2027-04-10');
    });

    it('delivers to the device’s stored address when no saved one is chosen, and picks up with no address at all', async () => {
      const meera = unwrap(
        await placeOrder(
          shop,
          MEERA,
          orderRequest({
            items: [line(banana, 2)],
            address_id: null,
            address: { lat: 18.5074, lng: 73.8077, address: 'Paud Road, Kothrud', house: 'B-12', tag: null },
          }),
        ),
      );
      expect(meera.order.address).toEqual({
        address: 'Paud Road, Kothrud',
        house: 'B-12',
        tag: null,
        latitude: 18.5074,
        longitude: 73.8077,
      });
      const pickup = unwrap(
        await placeOrder(shop, MEERA, orderRequest({ items: [line(banana, 2)], mode: 'SELFPICKUP', address_id: null })),
      );
      expect(pickup.order).toMatchObject({ mode: 'SELFPICKUP', address: null, delivery_charge: 0, total: 120 });
    });

    it('pays from the wallet, in full or in part with the rest on delivery, and records it', async () => {
      const rohanWallet = await walletOfUser(shop, ROHAN);
      const full = unwrap(
        await placeOrder(
          shop,
          ROHAN,
          orderRequest({ items: [line(banana, 2)], payment_method: 'WALLET', address_id: null, mode: 'SELFPICKUP' }),
        ),
      );
      expect(full.order).toMatchObject({ payment_method: 'WALLET', total: 120, wallet_used: 120, total_payable: 0 });
      expect(await walletOfUser(shop, ROHAN)).toBe(rohanWallet - 12000);
      expect(
        errorOf(await placeOrder(shop, ROHAN, orderRequest({ items: [line(banana, 2)], address_id: ROHAN_HOME }))),
      ).toMatchObject({
        code: 'validation_failed',
        message: 'FarmCart Kothrud does not deliver to this address (12.8 km away).',
      });
      const poorer = await createCustomer(shop, 10000);
      const part = unwrap(
        await placeOrder(
          shop,
          poorer,
          orderRequest({ items: [line(banana, 3)], payment_method: 'WALLET', address_id: null, mode: 'SELFPICKUP' }),
        ),
      );
      expect(part.order).toMatchObject({
        payment_method: 'COD_WALLET',
        total: 180,
        wallet_used: 100,
        total_payable: 80,
      });
      expect(await walletOfUser(shop, poorer)).toBe(0);
      expect(unwrap(await walletOf(shop, poorer)).transactions).toEqual([
        expect.objectContaining({
          amount: -100,
          kind: 'order',
          unique_order_id: part.order.unique_order_id,
          balance_after: 0,
        }),
      ]);
      expect(
        errorOf(
          await placeOrder(
            shop,
            poorer,
            orderRequest({ items: [line(banana, 3)], payment_method: 'WALLET', address_id: null, mode: 'SELFPICKUP' }),
          ),
        ),
      ).toMatchObject({
        fields: { payment_method: 'the wallet is empty' },
      });
    });

    it('cancels a placed order: the wallet part is refunded, the stock and the coupon use come back', async () => {
      const customer = await createCustomer(shop, 100000);
      const stock = await stockOf(shop, mango.variantId);
      const uses = (
        await shop.db
          .selectFrom('coupons')
          .select('used_count')
          .where('code', '=', 'KOTHRUD10')
          .executeTakeFirstOrThrow()
      ).used_count;
      const { order } = unwrap(
        await placeOrder(
          shop,
          customer,
          orderRequest({
            items: [line(mango, 2)],
            coupon: 'KOTHRUD10',
            payment_method: 'WALLET',
            address_id: null,
            mode: 'SELFPICKUP',
          }),
        ),
      );
      // 10% of ₹628 is ₹62.80: a whole ₹63 off (§1, prices show in whole rupees).
      expect(order).toMatchObject({ subtotal: 628, discount: 63, total: 565, wallet_used: 565 });
      expect(await walletOfUser(shop, customer)).toBe(100000 - 56500);
      expect(await stockOf(shop, mango.variantId)).toBe(stock - 2);

      const cancelled = unwrap(await cancelOrder(shop, customer, order.unique_order_id, 'Ordered by mistake')).order;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Ordered by mistake', can_cancel: false });
      expect(cancelled.timeline.map((event) => event.status)).toEqual(['placed', 'cancelled']);
      expect(await walletOfUser(shop, customer)).toBe(100000);
      expect(await stockOf(shop, mango.variantId)).toBe(stock);
      expect(
        (
          await shop.db
            .selectFrom('coupons')
            .select('used_count')
            .where('code', '=', 'KOTHRUD10')
            .executeTakeFirstOrThrow()
        ).used_count,
      ).toBe(uses);
      const wallet = unwrap(await walletOf(shop, customer));
      expect(wallet.balance).toBe(1000);
      expect(wallet.transactions.map((entry) => [entry.kind, entry.amount, entry.balance_after])).toEqual([
        ['refund', 565, 1000],
        ['order', -565, 435],
      ]);
      expect(errorOf(await cancelOrder(shop, customer, order.unique_order_id, null))).toMatchObject({
        code: 'conflict',
        message: `Order ${order.unique_order_id} is cancelled, so it cannot be cancelled now.`,
        fields: { status: 'cancelled' },
      });
    });

    it('cancels an accepted order, refuses once the store is packing, and another customer’s order is not found', async () => {
      const accepted = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] }))).order;
      unwrap(await advanceOrder(shop, accepted.unique_order_id));
      expect(unwrap(await getOrder(shop, ASHA, accepted.unique_order_id)).order).toMatchObject({
        status: 'accepted',
        can_cancel: true,
      });
      expect(unwrap(await cancelOrder(shop, ASHA, accepted.unique_order_id, null)).order.status).toBe('cancelled');

      const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
      expect(errorOf(await cancelOrder(shop, MEERA, order.unique_order_id, null)).code).toBe('not_found');
      unwrap(await advanceOrder(shop, order.unique_order_id));
      unwrap(await advanceOrder(shop, order.unique_order_id));
      expect(errorOf(await cancelOrder(shop, ASHA, order.unique_order_id, null))).toMatchObject({
        code: 'conflict',
        fields: { status: 'preparing' },
      });
      expect(unwrap(await getOrder(shop, ASHA, order.unique_order_id)).order).toMatchObject({
        status: 'preparing',
        can_cancel: false,
      });
    });

    it('shows no running order to a customer whose orders are all finished', async () => {
      const customer = await createCustomer(shop, 0);
      expect(unwrap(await runningOrder(shop, customer))).toEqual({
        success: true,
        has_running_order: false,
        unique_order_id: null,
      });
      const { order } = unwrap(
        await placeOrder(
          shop,
          customer,
          orderRequest({ items: [line(banana, 2)], address_id: null, mode: 'SELFPICKUP' }),
        ),
      );
      expect(unwrap(await runningOrder(shop, customer)).unique_order_id).toBe(order.unique_order_id);
      unwrap(await cancelOrder(shop, customer, order.unique_order_id, null));
      expect(unwrap(await runningOrder(shop, customer)).has_running_order).toBe(false);
    });
  },
);
