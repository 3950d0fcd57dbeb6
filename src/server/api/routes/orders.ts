// §7 Order-related calls (token, user_id, unique_order_id): orders, cancel, rate,
// order again, wallet; and the public store reviews. A customer only ever reaches
// their own orders (404 for anyone else's). check-running-order is in accounts.ts.
import { z } from 'zod';
import {
  cancelOrderRequest,
  orderRequest,
  ordersListRequest,
  rateOrderRequest,
  storeReviewsRequest,
  walletRequest,
} from '../../../domain/api/orders.ts';
import { storeSlug } from '../../../domain/api/stores.ts';
import { cancelOrder } from '../../services/cancel-order.ts';
import { orderAgain } from '../../services/order-again.ts';
import { getOrder, listOrders } from '../../services/orders.ts';
import { rateOrder, storeReviews } from '../../services/ratings.ts';
import { walletOf } from '../../services/wallet.ts';
import { route, signedInUserOf } from '../route.ts';

const self = { user_id: 'self' } as const;
const ownOrder = { user_id: 'self', unique_order_id: 'order' } as const;

export const orderRoutes = [
  route({
    path: 'get-orders',
    body: ordersListRequest,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => listOrders(call.shop, (await signedInUserOf(call)).id, input.page),
  }),
  route({
    path: 'get-order',
    body: orderRequest,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) => getOrder(call.shop, (await signedInUserOf(call)).id, input.unique_order_id),
  }),
  route({
    path: 'cancel-order',
    body: cancelOrderRequest,
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) =>
      cancelOrder(call.shop, (await signedInUserOf(call)).id, input.unique_order_id, input.reason ?? null),
  }),
  route({
    path: 'rate-order',
    body: rateOrderRequest,
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) => rateOrder(call.shop, (await signedInUserOf(call)).id, input),
  }),
  route({
    path: 'order-again',
    body: orderRequest,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) =>
      orderAgain(call.shop, (await signedInUserOf(call)).id, input.unique_order_id),
  }),
  route({
    path: 'get-wallet',
    body: walletRequest,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => walletOf(call.shop, (await signedInUserOf(call)).id, input.page),
  }),
  route({
    path: 'get-store-reviews/:slug',
    params: z.object({ slug: storeSlug }),
    body: storeReviewsRequest,
    handle: (input, { slug }, { shop }) => storeReviews(shop, slug, input.page),
  }),
];
