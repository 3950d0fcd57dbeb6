// The one interface every online payment provider is used through (decision 0253).
// An adapter speaks its provider's wire format through
// the provider's official SDK; the order lifecycle (services/orders/paid-online.ts) knows only this.
import type { CheckoutParams } from '../../domain/api/payments.ts';
import type { OnlineMethod, PaymentProviderId } from '../../domain/orders/payments.ts';

/** One attempt to pay: an order (or session) made at the provider for an amount. */
export interface ProviderAttempt {
  /** The provider's id of the attempt (Razorpay: `order_…`; Stripe: the Checkout Session `cs_…`). */
  providerOrderId: string;
  amountMinor: number;
  currency: string;
  /** A hosted checkout's page the customer is sent to (Stripe); null where the shop's page opens the provider's window (Razorpay). */
  redirectUrl: string | null;
}

/**
 * How the customer pays: in the provider's window opened on the shop's page by its script
 * (Razorpay Checkout), or on the provider's hosted page, coming back to `returnUrl` (Stripe Checkout).
 */
export type CheckoutFlow = 'widget' | 'redirect';

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
  readonly flow: CheckoutFlow;
  /** What its checkout offers, as the shop's payment choice lists it. */
  readonly methods: readonly OnlineMethod[];
  readonly checkoutHosts: CheckoutHosts;
  /** The widget's public key and script ('' for a redirect flow). */
  readonly publicKey: string;
  readonly checkoutScript: string;
  /**
   * Makes an attempt at the provider for `amountMinor` (`receipt`: our reference, at most 40
   * characters). A redirect flow sends the customer back to `returnUrl` (with its own reference
   * added: Stripe's `session_id`) once paid, and to `cancelUrl` when they give up; it should not
   * take money after `expiresAt` where the provider allows so short a life.
   */
  createAttempt(input: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
    /** One line the provider's page shows for what is paid. */
    description: string;
    returnUrl: string;
    cancelUrl: string;
    expiresAt: Date;
    customerEmail: string | null;
  }): Promise<ProviderAttempt>;
  /**
   * Checks what the browser brought back from the checkout (Razorpay: its signature with the
   * shop's secret; Stripe: `session_id`), then asks the provider for the payment itself (amount,
   * currency, status). `not_paid` for an attempt the provider does not call paid (yet).
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

/**
 * What the browser needs to pay an attempt: the provider's window (its script, public key and
 * the attempt, open for `timeoutSeconds`) or its hosted page.
 */
export function checkoutOf(
  provider: PaymentProvider,
  attempt: { providerOrderId: string; amountMinor: number; currency: string; checkoutUrl: string | null },
  timeoutSeconds: number,
): CheckoutParams {
  if (provider.flow === 'redirect' && attempt.checkoutUrl)
    return { provider: provider.id, flow: 'redirect', url: attempt.checkoutUrl };
  return {
    provider: provider.id,
    flow: 'widget',
    script: provider.checkoutScript,
    key: provider.publicKey,
    provider_order_id: attempt.providerOrderId,
    amount_minor: attempt.amountMinor,
    currency: attempt.currency,
    timeout_seconds: Math.max(60, Math.floor(timeoutSeconds)),
  };
}

/** What a page's Content-Security-Policy takes (Astro.csp, there whenever astro.config.mjs turns the policy on). */
interface PageCsp {
  insertScriptResource(resource: string): void;
  insertDirective(directive: string): void;
}

/**
 * Lets a page that opens the checkout (an order's /pay page, the membership plans, the wallet's
 * top-up) load the enabled providers' script and frame; every other page allows none of their
 * hosts (decision 0252).
 */
export function allowCheckout(
  csp: PageCsp | undefined,
  providers: readonly Pick<PaymentProvider, 'checkoutHosts'>[],
): void {
  if (!csp || providers.length === 0) return;
  csp.insertScriptResource("'self'");
  for (const provider of providers) for (const host of provider.checkoutHosts.script) csp.insertScriptResource(host);
  csp.insertDirective(`frame-src 'self' ${providers.flatMap((provider) => provider.checkoutHosts.frame).join(' ')}`);
}
