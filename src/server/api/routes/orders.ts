import { cancelOrder } from '../../services/orders/cancel-order.ts';
import { orderAgain } from '../../services/orders/order-again.ts';
import { getOrder, heldBy, listOrders } from '../../services/orders/orders.ts';
import { rateOrder, storeReviews } from '../../services/orders/ratings.ts';
import { walletOf } from '../../services/payments/wallet.ts';
import { route, signedInUserOf } from '../route.ts';

const self = { user_id: 'self' } as const;
const ownOrder = { user_id: 'self', unique_order_id: 'order' } as const;

export const orderRoutes = [
  route('get-orders', {
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => {
      const user = await signedInUserOf(call);
      return listOrders(call.shop, user.id, input.page, heldBy(user));
    },
  }),
  route('get-order', {
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) => {
      const user = await signedInUserOf(call);
      return getOrder(call.shop, user.id, input.unique_order_id, heldBy(user));
    },
  }),
  route('cancel-order', {
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) =>
      cancelOrder(
        call.shop,
        (await signedInUserOf(call)).id,
        input.unique_order_id,
        input.reason ?? null,
        input.refund_to,
      ),
  }),
  route('rate-order', {
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) => rateOrder(call.shop, (await signedInUserOf(call)).id, input),
  }),
  route('order-again', {
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) =>
      orderAgain(call.shop, (await signedInUserOf(call)).id, input.unique_order_id),
  }),
  route('get-wallet', {
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => walletOf(call.shop, (await signedInUserOf(call)).id, input.page),
  }),
  route('get-store-reviews/:slug', {
    handle: (input, { slug }, { shop }) => storeReviews(shop, slug, input.page),
  }),
];
