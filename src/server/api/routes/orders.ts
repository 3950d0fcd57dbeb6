import { cancelOrder } from '../../services/orders/cancel-order.ts';
import { orderAgain } from '../../services/orders/order-again.ts';
import { getOrder, heldBy, listOrders } from '../../services/orders/orders.ts';
import { rateOrder, storeReviews } from '../../services/orders/ratings.ts';
import { walletOf } from '../../services/payments/wallet.ts';
import {
  answerSubstitution,
  settleDueShortLines,
  setSubstitutionDefault,
} from '../../services/orders/substitutions.ts';
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
      // A short line whose time to answer passed is settled by its preference before it is read (decision 0285).
      const own = await call.shop.db
        .selectFrom('orders')
        .select('id')
        .where('unique_order_id', '=', input.unique_order_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (own) await settleDueShortLines(call.shop, own.id);
      return getOrder(call.shop, user.id, input.unique_order_id, heldBy(user));
    },
  }),
  route('answer-substitution', {
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) => answerSubstitution(call.shop, (await signedInUserOf(call)).id, input),
  }),
  route('set-substitution-default', {
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) =>
      setSubstitutionDefault(call.shop, (await signedInUserOf(call)).id, input.preference),
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
