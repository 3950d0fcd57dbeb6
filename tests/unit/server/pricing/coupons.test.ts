import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCouponRequest } from '../../../../src/domain/api/pricing.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { applyCoupon, COUPON_ERRORS, customerLimitError } from '../../../../src/server/services/pricing/coupons.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { apiCall, ROHAN, signIn } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import {
  createCustomer,
  errorOf,
  line,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';

describe.skipIf(!engineAvailable)(
  'apply-coupon, computed by the server from the cart products (§3 Coupon, §5, §7, §8)',
  () => {
    let shop: TestShop;
    let banana: VariantRef;
    let mango: VariantRef;

    beforeAll(async () => {
      shop = await openTestShop({ now: NOW });
      banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
      mango = await variantRef(shop, 'alphonso-mango-kothrud');
      expect([banana.pricePaise, mango.pricePaise]).toEqual([6000, 31400]);
    });
    afterAll(async () => {
      await shop.close();
    });

    /** What the cart page posts: §7 token, coupon, restaurant_id, subtotal, cartProducts, latitude, longitude. */
    async function apply(
      coupon: string,
      products: { ref: VariantRef; quantity: number }[],
      subtotal = 1,
      customer: number | null = null,
    ) {
      const input = applyCouponRequest.parse({
        token: null,
        coupon,
        restaurant_id: 1,
        subtotal,
        latitude: 18.5074,
        longitude: 73.8077,
        cartProducts: products.map(({ ref, quantity }) => ({
          id: ref.itemId,
          quantity,
          price: 0.5,
          selectedvariant: { id: ref.variantId, price: 0.5 },
        })),
      });
      return unwrap(await applyCoupon(shop, input, customer));
    }

    it('FRESH20: 20 % of ₹300 is ₹60, whatever subtotal the client claims', async () => {
      expect(await apply('FRESH20', [{ ref: banana, quantity: 5 }], 100_000)).toEqual({
        code: 'FRESH20',
        discount_type: 'PERCENTAGE',
        discount: 20,
        max_discount: 100,
        restaurants: expect.arrayContaining([{ id: 1 }, { id: 2 }]),
        success: true,
        coupon_error: null,
        coupon_error_code: null,
        hideMessage: false,
        appliedAmount: 60,
      });
    });

    it('FRESH20 is capped at ₹100 on a ₹650 cart', async () => {
      expect(
        await apply('fresh20', [
          { ref: mango, quantity: 2 },
          { ref: await variantRef(shop, 'bhindi-kothrud', '250 g'), quantity: 1 },
        ]),
      ).toMatchObject({
        success: true,
        appliedAmount: 100,
      });
    });

    it('FLAT50 needs ₹299 of items: refused with the amount missing on ₹240, ₹50 off on ₹300', async () => {
      expect(await apply('FLAT50', [{ ref: banana, quantity: 4 }], 5000)).toMatchObject({
        success: false,
        appliedAmount: 0,
        discount_type: 'FIXED',
        discount: 50,
        coupon_error: 'Add items worth ₹59 more to use this coupon (minimum ₹299).',
      });
      expect(await apply('FLAT50', [{ ref: banana, quantity: 5 }])).toMatchObject({ success: true, appliedAmount: 50 });
    });

    it('KOTHRUD10 applies only to FarmCart Kothrud’s items', async () => {
      expect(await apply('KOTHRUD10', [{ ref: banana, quantity: 5 }])).toMatchObject({
        success: true,
        appliedAmount: 30,
        restaurants: [{ id: 1 }],
      });
      const baner = await variantRef(shop, 'alphonso-mango-baner');
      const refused = unwrap(
        await applyCoupon(
          shop,
          applyCouponRequest.parse({
            coupon: 'KOTHRUD10',
            restaurant_id: 2,
            cartProducts: [{ id: baner.itemId, variant_id: baner.variantId, quantity: 1 }],
          }),
        ),
      );
      expect(refused).toMatchObject({ success: false, appliedAmount: 0, coupon_error: COUPON_ERRORS.otherStore.text });
    });

    it('refuses an expired, a switched-off and an unknown coupon with coupon_error (§8)', async () => {
      expect(await apply('EXPIRED10', [{ ref: banana, quantity: 5 }])).toMatchObject({
        success: false,
        coupon_error: COUPON_ERRORS.expired.text,
        appliedAmount: 0,
      });
      expect(await apply('MONSOON25', [{ ref: banana, quantity: 5 }])).toMatchObject({
        success: false,
        coupon_error: COUPON_ERRORS.inactive.text,
      });
      expect(await apply('NOSUCHCODE', [{ ref: banana, quantity: 5 }])).toMatchObject({
        code: 'NOSUCHCODE',
        success: false,
        coupon_error: COUPON_ERRORS.unknown.text,
        discount_type: null,
      });
    });

    it('refuses a coupon not started yet and one whose uses are all taken', async () => {
      await shop.db
        .updateTable('coupons')
        .set({ starts_at: '2027-01-01T00:00:00.000Z' })
        .where('code', '=', 'KOTHRUD10')
        .execute();
      await shop.db.updateTable('coupons').set({ used_count: 3 }).where('code', '=', 'LIMITED3').execute();
      try {
        expect(await apply('KOTHRUD10', [{ ref: banana, quantity: 5 }])).toMatchObject({
          success: false,
          coupon_error: COUPON_ERRORS.notStarted.text,
        });
        expect(await apply('LIMITED3', [{ ref: banana, quantity: 5 }])).toMatchObject({
          success: false,
          coupon_error: COUPON_ERRORS.usedUp.text,
        });
      } finally {
        await shop.db.updateTable('coupons').set({ starts_at: null }).where('code', '=', 'KOTHRUD10').execute();
        await shop.db.updateTable('coupons').set({ used_count: 0 }).where('code', '=', 'LIMITED3').execute();
      }
    });

    it('never gives more than the items are worth: LIMITED3’s ₹75 on a ₹60 cart is ₹60', async () => {
      expect(await apply('LIMITED3', [{ ref: banana, quantity: 1 }])).toMatchObject({
        success: true,
        appliedAmount: 60,
      });
    });

    it('leaves out lines that cannot be bought now instead of failing the coupon', async () => {
      const watermelon = await variantRef(shop, 'watermelon-kothrud');
      expect(
        await apply('FRESH20', [
          { ref: banana, quantity: 5 },
          { ref: watermelon, quantity: 3 },
        ]),
      ).toMatchObject({ success: true, appliedAmount: 60 });
    });

    it('FRESH20 is once per customer: apply-coupon says so after the order, and a cancel gives the use back', async () => {
      const customer = await createCustomer(shop);
      const cart = [{ ref: banana, quantity: 5 }];
      expect(await apply('FRESH20', cart, 1, customer)).toMatchObject({ success: true, appliedAmount: 60 });
      const placed = unwrap(
        await placeOrder(
          shop,
          customer,
          orderRequest({ items: [line(banana, 5)], coupon: 'FRESH20', mode: 'SELFPICKUP', address_id: null }),
        ),
      );
      const limit = customerLimitError(1);
      expect(await apply('FRESH20', cart, 1, customer)).toMatchObject({
        success: false,
        appliedAmount: 0,
        coupon_error: limit.text,
        coupon_error_code: { key: 'saidCouponOncePerCustomer' },
      });
      // A second order is refused naming the coupon (400), before anything is taken.
      const again = await placeOrder(
        shop,
        customer,
        orderRequest({ items: [line(banana, 5)], coupon: 'FRESH20', mode: 'SELFPICKUP', address_id: null }),
      );
      expect(errorOf(again)).toEqual({
        code: 'validation_failed',
        message: limit.text,
        message_code: { key: 'saidCouponOncePerCustomer' },
        fields: { coupon: limit.text },
        field_codes: { coupon: { key: 'saidCouponOncePerCustomer' } },
      });
      // Guests are judged by the total only (placing an order needs signing in); other customers have theirs.
      expect(await apply('FRESH20', cart)).toMatchObject({ success: true });
      expect(await apply('FRESH20', cart, await createCustomer(shop))).toMatchObject({ success: true });

      unwrap(await cancelOrder(shop, customer, placed.order.unique_order_id, 'changed my mind'));
      expect(await apply('FRESH20', cart, 1, customer)).toMatchObject({ success: true, appliedAmount: 60 });
    });

    it('the apply-coupon call judges the signed-in customer by the session, a guest by the total', async () => {
      unwrap(
        await placeOrder(
          shop,
          ROHAN.id,
          orderRequest({ items: [line(banana, 5)], coupon: 'FRESH20', mode: 'SELFPICKUP', address_id: null }),
        ),
      );
      const body = {
        coupon: 'fresh20',
        restaurant_id: 1,
        cartProducts: [{ item_id: banana.itemId, variant_id: banana.variantId, quantity: 5 }],
      };
      const cookie = `fc_session=${await signIn(shop, ROHAN.phone)}`;
      expect((await apiCall(shop, 'apply-coupon', body, { cookie })).body).toMatchObject({
        success: false,
        coupon_error: customerLimitError(1).text,
      });
      expect((await apiCall(shop, 'apply-coupon', body)).body).toMatchObject({ success: true, appliedAmount: 60 });
    });

    it('a limit of several uses per customer says how many', async () => {
      expect(customerLimitError(3)).toEqual({
        key: 'saidCouponTimesPerCustomer',
        params: { n: 3 },
        text: 'You have already used this coupon 3 times, as often as it allows per customer.',
      });
    });

    it('names the bad cart product of a malformed request', async () => {
      const result = await applyCoupon(
        shop,
        applyCouponRequest.parse({
          coupon: 'FRESH20',
          cartProducts: [
            { id: banana.itemId, quantity: 1 },
            { id: 999_999, quantity: 1 },
          ],
        }),
      );
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'validation_failed', fields: { 'cartProducts.1.id': 'no such item' } },
      });
    });
  },
);
