// Online payments (decision 0252): open the provider's
// checkout for the customer's order, bring back its signed answer, or pay on delivery instead.
// Webhooks do not come here (they are not JSON calls of a signed-in customer): see
// src/server/http/payment-webhooks.ts.
import { confirmPaymentReturn, payByCash, startPayment } from '../../services/orders/paid-online.ts';
import { confirmPurchaseReturn, getPurchase, startPurchase } from '../../services/payments/purchases.ts';
import { route, signedInUserOf } from '../route.ts';

const ownOrder = { user_id: 'self', unique_order_id: 'order' } as const;
const ownPurchase = { user_id: 'self', public_id: 'purchase' } as const;

export const paymentRoutes = [
  route('payment-start', {
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) =>
      startPayment(call.shop, (await signedInUserOf(call)).id, input.unique_order_id, call.origin),
  }),
  route('payment-return', {
    mutates: true,
    auth: 'required',
    ids: { ...ownOrder, razorpay_order_id: 'provider-payment', razorpay_payment_id: 'provider-payment' },
    handle: async (input, _params, call) => {
      const { unique_order_id, razorpay_order_id, razorpay_payment_id, razorpay_signature } = input;
      return confirmPaymentReturn(call.shop, (await signedInUserOf(call)).id, unique_order_id, {
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
      });
    },
  }),
  route('pay-by-cash', {
    mutates: true,
    auth: 'required',
    ids: ownOrder,
    handle: async (input, _params, call) =>
      payByCash(call.shop, (await signedInUserOf(call)).id, input.unique_order_id),
  }),
  // A membership plan or a wallet top-up bought online (decision 0260).
  route('purchase-start', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', plan_id: 'plan' },
    handle: async (input, _params, call) =>
      startPurchase(call.shop, (await signedInUserOf(call)).id, input, call.origin),
  }),
  route('purchase-return', {
    mutates: true,
    auth: 'required',
    ids: { ...ownPurchase, razorpay_order_id: 'provider-payment', razorpay_payment_id: 'provider-payment' },
    handle: async (input, _params, call) => {
      const { public_id, razorpay_order_id, razorpay_payment_id, razorpay_signature } = input;
      return confirmPurchaseReturn(call.shop, (await signedInUserOf(call)).id, public_id, {
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
      });
    },
  }),
  route('get-purchase', {
    mutates: false,
    auth: 'required',
    ids: ownPurchase,
    handle: async (input, _params, call) => getPurchase(call.shop, (await signedInUserOf(call)).id, input.public_id),
  }),
];
