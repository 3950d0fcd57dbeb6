// The one interface every online payment provider is used through (issue 18, item 1;
// docs/decisions.md, "Online payments"). An adapter speaks its provider's wire format through
// the provider's official SDK; the order lifecycle (services/payments.ts) knows only this.
import type { OnlineMethod, PaymentProviderId } from '../../domain/payments.ts';

/** One attempt to pay: an order (or session) made at the provider for an amount. */
export interface ProviderAttempt {
  /** The provider's id of the attempt (Razorpay: `order_…`). */
  providerOrderId: string;
  amountMinor: number;
  currency: string;
}

/** A payment the provider's signature (and its API) vouch for. */
export interface VerifiedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
}

/** What a signed webhook says, once its signature was checked. */
export type WebhookNotice =
  | { kind: 'paid'; eventId: string; payment: VerifiedPayment }
  | { kind: 'failed'; eventId: string; providerOrderId: string; providerPaymentId: string; reason: string }
  /** Signed and well formed, but about something the shop does not act on (refund.processed, …). */
  | { kind: 'ignored'; eventId: string; event: string };

export type ProviderRefusal = { ok: false; reason: 'bad_signature' | 'bad_request' | 'not_paid'; detail: string };

/** The hosts a page that opens the checkout must allow, by CSP directive. */
export interface CheckoutHosts {
  script: readonly string[];
  frame: readonly string[];
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** What its checkout offers, as the shop's payment choice lists it. */
  readonly methods: readonly OnlineMethod[];
  readonly checkoutHosts: CheckoutHosts;
  readonly publicKey: string;
  readonly checkoutScript: string;
  /** Makes an attempt at the provider for `amountMinor` (`receipt`: our reference, at most 40 characters). */
  createAttempt(input: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderAttempt>;
  /**
   * Checks what the browser brought back from the checkout (the provider's signature with the
   * shop's secret), then asks the provider for the payment itself (amount, currency, status).
   */
  verifyReturn(fields: Record<string, string>): Promise<{ ok: true; payment: VerifiedPayment } | ProviderRefusal>;
  /** Checks a webhook's signature over its raw body and reads it. */
  readWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): { ok: true; notice: WebhookNotice } | ProviderRefusal;
  /** Refunds a payment in full; `idempotencyKey` names the refund at the provider too, where it takes one. */
  refund(input: { providerPaymentId: string; amountMinor: number; idempotencyKey: string }): Promise<{
    providerRefundId: string;
  }>;
}
