// Requests and answers of the online payment calls (issue 18; docs/decisions.md, "Online
// payments"): open the provider's checkout for an order (again after a failure), bring back
// what the checkout answered, or switch the order to cash on delivery.
import { z } from 'zod';
import type { PaymentProviderId } from '../payments.ts';
import { signedInRequest } from './accounts.ts';
import { type OrderView, uniqueOrderId } from './orders.ts';

/** Razorpay's ids and signature: letters, digits and underscores, bounded. */
const razorpayId = z.string().regex(/^[A-Za-z0-9_]{4,64}$/, 'must be a Razorpay id');

export const paymentStartRequest = signedInRequest({ unique_order_id: uniqueOrderId });
export const payByCashRequest = signedInRequest({ unique_order_id: uniqueOrderId });
export const paymentReturnRequest = signedInRequest({
  unique_order_id: uniqueOrderId,
  razorpay_order_id: razorpayId,
  razorpay_payment_id: razorpayId,
  razorpay_signature: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a hex signature'),
});

/** What the browser needs to open the provider's checkout for an attempt. */
export interface CheckoutParams {
  provider: PaymentProviderId;
  /** The provider's script that opens its checkout (loaded only when paying). */
  script: string;
  /** The public key (Razorpay key_id): never the secret. */
  key: string;
  provider_order_id: string;
  amount_minor: number;
  currency: string;
  /** Seconds the checkout stays open: what is left of the order's hold. */
  timeout_seconds: number;
}

export interface PaymentStartAnswer {
  order: OrderView;
  checkout: CheckoutParams;
  prefill: { name: string; contact: string; email: string };
  /** Rupees, as every answer's amounts. */
  amount: number;
}

export interface PaymentReturnAnswer {
  order: OrderView;
  /** confirmed (this return paid it), already (a webhook did first), refunding (it no longer needed paying). */
  outcome: string;
}

export interface PayByCashAnswer {
  order: OrderView;
}
