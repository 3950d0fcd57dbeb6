// Stripe (decision 0259): Checkout Sessions on Stripe's hosted page, through Stripe's official
// Node SDK (`stripe`). An attempt is a Checkout Session (checkout.sessions.create, mode 'payment',
// one line of the amount in paise); the customer is sent to its `url`, pays there and comes back
// to the shop's return page with `session_id` (Stripe fills in {CHECKOUT_SESSION_ID}), or to the
// cancel page. The return is checked by retrieving the session with the secret key; webhooks carry
// Stripe-Signature = `t=<unix>,v1=<hex HMAC-SHA256(webhook secret, "<t>.<raw body>")>`, checked by
// the SDK's webhooks.constructEvent (300 s tolerance). checkout.session.completed (paid) and
// checkout.session.async_payment_succeeded pay; checkout.session.async_payment_failed and
// checkout.session.expired fail. Refunds are refunds.create on the payment intent.
// https://docs.stripe.com/checkout/fulfillment, https://docs.stripe.com/webhooks#verify-events
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { OnlineMethod } from '../../domain/orders/payments.ts';
import type { PaymentProvider, ProviderRefusal, VerifiedPayment, WebhookNotice } from './provider.ts';

export interface StripeSettings {
  /** The secret key (sk_live_… or sk_test_…): authenticates every API call. */
  secretKey: string;
  /** The signing secret of the shop's webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** Where the API lives: https://api.stripe.com (STRIPE_API_BASE; tests point it at tests/e2e/support/fake-stripe.ts). */
  apiBase: string;
}

export const STRIPE_API_BASE = 'https://api.stripe.com';

/**
 * What the shop lists for Stripe: cards. Stripe Checkout in India takes cards; UPI is offered
 * through Razorpay, listed first on phones (Stripe documents UPI for some accounts,
 * https://docs.stripe.com/payments/upi, but the shop does not rely on it). The session names no
 * payment_method_types, so Checkout shows what the Stripe Dashboard enables (Stripe's
 * recommended dynamic payment methods); the adapter reads any of them the same way.
 */
const METHODS: readonly OnlineMethod[] = ['card'];

/**
 * Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is made
 * ("It can be anywhere from 30 minutes to 24 hours after Checkout Session creation",
 * SessionCreateParams.expires_at). The shop's hold is shorter (15 minutes), so the session lives
 * at least this long; a payment that lands after the hold ended is the lifecycle's "payment that
 * comes too late" (placed again if the hold can be taken, refunded otherwise). The extra minute
 * covers the time between our clock and Stripe's reading of the request.
 */
const MIN_SESSION_LIFE_MS = 30 * 60 * 1000 + 60 * 1000;

/** The longest one API call may take (the SDK's default is 80 s); the SDK retries twice on network errors. */
const REQUEST_TIMEOUT_MS = 15_000;

const SESSION_ID = /^cs_[A-Za-z0-9_]+$/;

/** The SDK's client for `apiBase`: Stripe's own host unless a test names another (the SDK takes host, port and protocol). */
function clientFor(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
    maxNetworkRetries: 2,
    telemetry: false,
    timeout: REQUEST_TIMEOUT_MS,
  });
}

/** The SDK rejects with a StripeError (an Error with the API's message and status): one line of it. */
function sdkError(action: string, error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    const code = error.code ? ` ${error.code}` : '';
    return new Error(
      `Stripe ${action} failed (${String(error.statusCode ?? error.type)}${code}): ${error.message.replace(/\s+/g, ' ')}`,
    );
  }
  if (error instanceof Error) return new Error(`Stripe ${action}: ${error.message.replace(/\s+/g, ' ')}`);
  return new Error(`Stripe ${action} failed: ${String(error)}`);
}

function refusal(reason: ProviderRefusal['reason'], detail: string): ProviderRefusal {
  return { ok: false, reason, detail };
}

/** The payment intent of a session: its id, whether the field is an id or the expanded object. */
function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (typeof intent === 'string') return intent;
  return intent?.id ?? null;
}

/** What a paid session vouches for, or null when it lacks an amount, a currency or a payment intent. */
function paymentOf(session: Stripe.Checkout.Session): VerifiedPayment | null {
  const intent = paymentIntentId(session);
  if (!intent || session.amount_total === null || !session.currency) return null;
  return {
    providerOrderId: session.id,
    providerPaymentId: intent,
    amountMinor: session.amount_total,
    currency: session.currency.toUpperCase(),
  };
}

/** A Checkout Session from an event's data.object (every checkout.session.* event carries one). */
function sessionOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  const object: unknown = event.data.object;
  if (typeof object !== 'object' || object === null) return null;
  const session = object as Stripe.Checkout.Session;
  return session.object === 'checkout.session' && typeof session.id === 'string' ? session : null;
}

export function createStripe(settings: StripeSettings): PaymentProvider {
  const client = clientFor(settings);

  return {
    id: 'stripe',
    flow: 'redirect',
    methods: METHODS,
    // The hosted page is a top-level navigation to checkout.stripe.com: no page of the shop loads
    // Stripe's script or frames it, so no Content-Security-Policy names a Stripe host.
    checkoutHosts: { script: [], frame: [] },
    publicKey: '',
    checkoutScript: '',

    async createAttempt({
      amountMinor,
      currency,
      receipt,
      notes,
      description,
      returnUrl,
      cancelUrl,
      expiresAt,
      customerEmail,
    }) {
      const expires = Math.max(expiresAt.getTime(), Date.now() + MIN_SESSION_LIFE_MS);
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: currency.toLowerCase(),
                  unit_amount: amountMinor,
                  product_data: { name: description },
                },
              },
            ],
            client_reference_id: receipt,
            metadata: notes,
            payment_intent_data: { metadata: notes },
            // Stripe replaces {CHECKOUT_SESSION_ID} with the session's id when it sends the customer back.
            success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: cancelUrl,
            ...(customerEmail ? { customer_email: customerEmail } : {}),
            expires_at: Math.ceil(expires / 1000),
          },
          // Each call is a new attempt (the lifecycle makes one at a time and records its session):
          // a key of its own, named after our receipt so Stripe's request log ties it to the order,
          // and reused by the SDK's own retries so a network failure cannot make a second session.
          { idempotencyKey: `checkout-${receipt}-${randomUUID()}` },
        );
      } catch (error) {
        throw sdkError('checkout.sessions.create', error);
      }
      if (!session.url || session.amount_total === null || !session.currency)
        throw new Error(`Stripe checkout.sessions.create: session ${session.id} has no url, amount or currency`);
      return {
        providerOrderId: session.id,
        amountMinor: session.amount_total,
        currency: session.currency.toUpperCase(),
        redirectUrl: session.url,
      };
    },

    async verifyReturn(fields) {
      // The return carries only the session's id; what it says is asked of Stripe with the secret
      // key, which is as good a signal as the signed webhook: Stripe's fulfilment guide fulfils
      // from both the success page and checkout.session.completed
      // (https://docs.stripe.com/checkout/fulfillment), and the lifecycle makes either count once.
      const sessionId = fields.session_id ?? '';
      if (!SESSION_ID.test(sessionId)) return refusal('bad_request', 'session_id missing or not a Checkout Session id');
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return refusal('bad_request', `no Checkout Session ${sessionId}`);
        throw sdkError('checkout.sessions.retrieve', error);
      }
      // 'no_payment_required' (a session with nothing to pay) never pays an order of the shop.
      if (session.payment_status !== 'paid')
        return refusal(
          'not_paid',
          `session ${session.id} is ${session.status ?? 'unknown'}, ${session.payment_status}`,
        );
      const payment = paymentOf(session);
      if (!payment) return refusal('bad_request', `session ${session.id} is paid without a payment intent or amount`);
      return { ok: true, payment };
    },

    readWebhook(rawBody, headers) {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', settings.webhookSecret);
      } catch (error) {
        return refusal('bad_signature', error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
      }
      const session = sessionOf(event);
      const type: string = event.type;
      let notice: WebhookNotice = { kind: 'ignored', eventId: event.id, event: type };
      if (session) {
        const paid =
          (type === 'checkout.session.completed' && session.payment_status === 'paid') ||
          type === 'checkout.session.async_payment_succeeded';
        const payment = paid ? paymentOf(session) : null;
        if (payment) notice = { kind: 'paid', eventId: event.id, payment };
        else if (type === 'checkout.session.async_payment_failed' || type === 'checkout.session.expired')
          notice = {
            kind: 'failed',
            eventId: event.id,
            providerOrderId: session.id,
            providerPaymentId: paymentIntentId(session) ?? '',
            reason:
              type === 'checkout.session.expired'
                ? 'The payment page expired before the payment was made.'
                : 'The payment failed.',
          };
        // checkout.session.completed unpaid: a delayed method, paid (or failed) later by its async_* event.
      }
      return { ok: true, notice };
    },

    async refund({ providerPaymentId, amountMinor, idempotencyKey }) {
      try {
        const refund = await client.refunds.create(
          { payment_intent: providerPaymentId, amount: amountMinor },
          { idempotencyKey },
        );
        return { providerRefundId: refund.id };
      } catch (error) {
        throw sdkError('refunds.create', error);
      }
    },
  };
}
