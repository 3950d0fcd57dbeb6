// §7 Apply coupon, confirm cart, confirm member cart, place order, member order:
// every amount recomputed by the server from the database (services/pricing/pricing.ts).
import type { z } from 'zod';
import { ok } from '../../../domain/api/errors.ts';
import type { confirmCartRequest } from '../../../domain/api/pricing.ts';
import { markPlacedByStaff } from '../../services/accounts/acting-sessions.ts';
import { applyCoupon, offeredCoupons } from '../../services/pricing/coupons.ts';
import { confirmMemberCart } from '../../services/accounts/members.ts';
import { announceOrderMoved } from '../../services/orders/order-status.ts';
import { placeOrder } from '../../services/orders/place-order.ts';
import { getOrder } from '../../services/orders/orders.ts';
import { acceptPhoneOrder } from '../../services/staff/phone-orders.ts';
import { deliverySlots } from '../../services/orders/slots.ts';
import { priceCart, type PriceCartInput } from '../../services/pricing/pricing.ts';
import { route, signedInUserOf } from '../route.ts';
import { pointOf } from './point.ts';

type ConfirmCartInput = z.output<typeof confirmCartRequest>;

function priceInput(input: ConfirmCartInput): Omit<PriceCartInput, 'userId' | 'pricing'> {
  return {
    storeId: input.restaurant_id ?? null,
    lines: input.items,
    coupon: input.coupon,
    tip: input.tip,
    mode: input.mode,
    point: pointOf(input),
    walletUse: input.use_wallet ?? false,
    deliveryDate: input.slot?.day ?? input.delivery_date ?? null,
    slot: input.slot ?? null,
  };
}

const orderIds = { restaurant_id: 'cart-store', address_id: 'address', user_id: 'self' } as const;

export const checkoutRoutes = [
  route('apply-coupon', {
    ids: { restaurant_id: 'cart-store' },
    // A signed-in customer also hears about the coupon's limit per customer.
    handle: async (input, _params, call) => applyCoupon(call.shop, input, (await call.user())?.id ?? null),
  }),
  route('cart-coupons', {
    // The offers a cart of the store can tap (decision 0329); the same for everyone, so no session is read.
    ids: { restaurant_id: 'cart-store' },
    handle: async (input, _params, call) => ok(await offeredCoupons(call.shop, input.restaurant_id)),
  }),
  route('confirm-cart', {
    // The cart page's bill: exact figures, with the coupon error and the minimum-order text in it.
    ids: { restaurant_id: 'cart-store', user_id: 'self' },
    handle: async (input, _params, call) => {
      const user = await call.user();
      const priced = await priceCart(call.shop, { ...priceInput(input), userId: user?.id ?? null });
      return priced.ok ? ok(priced.value.bill) : priced;
    },
  }),
  route('confirm-member-cart', {
    auth: 'required',
    ids: { restaurant_id: 'cart-store', user_id: 'self' },
    handle: async (input, _params, call) =>
      confirmMemberCart(call.shop, (await signedInUserOf(call)).id, priceInput(input)),
  }),
  route('place-order', {
    mutates: true,
    auth: 'required',
    ids: orderIds,
    handle: async (input, _params, call) => {
      const user = await signedInUserOf(call);
      const placed = await placeOrder(call.shop, user.id, input);
      // Call-and-order: the order is marked as placed by the staff member holding the session, and
      // lands accepted by them (decision 0322); the answer says where it stands now.
      if (placed.ok && user.acting) {
        await markPlacedByStaff(call.shop, placed.value.order.unique_order_id, user);
        const accepted =
          user.acting.kind === 'call_order'
            ? await acceptPhoneOrder(call.shop, user.acting.staff_id, placed.value.order)
            : null;
        const order =
          accepted?.ok && accepted.value.accepted
            ? await getOrder(call.shop, user.id, placed.value.order.unique_order_id)
            : null;
        const { unique_order_id, restaurant, status } = order?.ok ? order.value.order : placed.value.order;
        void announceOrderMoved(call.shop.db, { unique_order_id, store_id: restaurant.id, status });
        if (order?.ok) return ok({ ...placed.value, order: order.value.order });
      }
      return placed;
    },
  }),
  route('delivery-slots', {
    // What each slot still takes changes with every order: read fresh, never cached.
    ids: { restaurant_id: 'store' },
    handle: (input, _params, call) => deliverySlots(call.shop, input.restaurant_id, input.available_from ?? null),
  }),
  route('place-member-order', {
    mutates: true,
    auth: 'required',
    ids: orderIds,
    handle: async (input, _params, call) => placeOrder(call.shop, (await signedInUserOf(call)).id, input, 'member'),
  }),
];
