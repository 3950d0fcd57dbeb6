// Requests and answers of the online payment calls (decision 0252):
// open the provider's checkout for an order (again after a failure), bring back
// what the checkout answered, or switch the order to cash on delivery.
import { z } from 'zod';
import '../zod-in-browser.ts';
import {
  PAYMENT_PROVIDERS,
  type PaymentProviderId,
  type PurchaseKind,
  type PurchaseState,
} from '../orders/payments.ts';
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

/** What the browser needs to open the provider's checkout for an attempt: its window on our page, or its hosted page. */
export type CheckoutParams = WidgetCheckout | RedirectCheckout;

/** Razorpay: the provider's window, opened on the shop's page by its script. */
export interface WidgetCheckout {
  provider: PaymentProviderId;
  flow: 'widget';
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

/** Stripe: the provider's hosted page; it sends the customer back to the shop's return page. */
export interface RedirectCheckout {
  provider: PaymentProviderId;
  flow: 'redirect';
  url: string;
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

// Buying a membership plan or a wallet top-up online (decision 0260).

/** A purchase's public id: `PU` and 16 letters or digits. */
export const purchaseId = z.string().regex(/^PU[A-Z0-9]{16}$/, 'must be a purchase id');

export const purchaseStartRequest = signedInRequest({
  kind: z.enum(['membership', 'wallet_topup']),
  /** The plan, for a membership. */
  plan_id: z.number().int().positive().optional(),
  /** Rupees, whole, for a top-up (domain/orders/payments.ts, topUpRefusal). */
  amount: z.number().int().positive().max(1_000_000).optional(),
  payment_provider: z.enum(PAYMENT_PROVIDERS).optional(),
});
export const purchaseReturnRequest = signedInRequest({
  public_id: purchaseId,
  razorpay_order_id: razorpayId,
  razorpay_payment_id: razorpayId,
  razorpay_signature: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a hex signature'),
});
export const getPurchaseRequest = signedInRequest({ public_id: purchaseId });

export interface PurchaseView {
  public_id: string;
  kind: PurchaseKind;
  /** What was bought, in words ("FarmCart Plus · 30 days · 25 kg", "Wallet top-up"). */
  title: string;
  plan_id: number | null;
  /** Rupees. */
  amount: number;
  state: PurchaseState;
  provider: PaymentProviderId;
  created_at: string;
  paid_at: string | null;
  /** While awaiting payment: when the shop stops waiting for it (ISO). */
  expires_at: string;
}

export interface PurchaseStartAnswer {
  purchase: PurchaseView;
  checkout: CheckoutParams;
  prefill: { name: string; contact: string; email: string };
}

export interface PurchaseAnswer {
  purchase: PurchaseView;
}
