// Razorpay (decision 0253): the Orders API and Checkout, through Razorpay's official Node SDK
// (`razorpay`). An attempt is a Razorpay order (orders.create, amount in paise); the browser's
// Checkout pays it (UPI, cards, netbanking, wallets) and hands back razorpay_order_id,
// razorpay_payment_id and razorpay_signature = HMAC-SHA256(`order_id|payment_id`, key secret),
// checked here before the payment itself is fetched (payments.fetch) for its amount, currency
// and status. Webhooks carry X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret) and
// X-Razorpay-Event-Id; payment.captured and order.paid pay, payment.failed fails. Refunds are
// payments.refund. https://razorpay.com/docs/payments/server-integration/nodejs/
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { OnlineMethod } from '../../domain/orders/payments.ts';
import type { PaymentProvider, ProviderRefusal, VerifiedPayment, WebhookNotice } from './provider.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the API lives: https://api.razorpay.com (RAZORPAY_API_BASE; tests point it at tests/e2e/support/fake-razorpay.ts). */
  apiBase: string;
  /** Where checkout.js comes from: https://checkout.razorpay.com (RAZORPAY_CHECKOUT_BASE). */
  checkoutBase: string;
}

export const RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_BASE = 'https://checkout.razorpay.com';

/** What Razorpay's Checkout offers the shop's customers (https://razorpay.com/docs/payments/payment-methods/). */
const METHODS: readonly OnlineMethod[] = ['upi', 'card', 'netbanking', 'wallet'];

/**
 * The SDK fixes its host: `new Razorpay()` builds `this.api = new API({ hostUrl: 'https://api.razorpay.com' })`,
 * and API keeps an axios instance as `api.rq` whose `defaults.baseURL` every resource call (orders,
 * payments, refunds) goes through (node_modules/razorpay/dist/razorpay.js and api.js, 2.9.8). The
 * typings do not declare `rq`, so it is reached here, checked, and only its base URL is changed:
 * every request is still made, authenticated (basic auth with the key) and read by the SDK itself.
 * If an SDK upgrade moves it, this throws at startup rather than talk to the wrong host.
 */
function pointSdkAt(client: Razorpay, apiBase: string): void {
  if (apiBase === RAZORPAY_API_BASE) return;
  const api: unknown = client.api;
  const rq = typeof api === 'object' && api !== null && 'rq' in api ? api.rq : undefined;
  const defaults = typeof rq === 'function' || typeof rq === 'object' ? (rq as { defaults?: unknown }).defaults : null;
  if (typeof defaults !== 'object' || defaults === null || !('baseURL' in defaults))
    throw new Error('RAZORPAY_API_BASE: this razorpay SDK has no api.rq.defaults.baseURL to point at another host');
  (defaults as { baseURL: string }).baseURL = apiBase.replace(/\/$/, '');
}

/** Hex HMAC-SHA256, compared in constant time (the SDK's own helpers compare with ===). */
function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  return given !== null && given.length === expected.length && timingSafeEqual(expected, given);
}

/** The SDK rejects with `{ statusCode, error: { code, description } }`, not an Error: one line of it. */
function sdkError(action: string, error: unknown): Error {
  if (error instanceof Error) return new Error(`Razorpay ${action}: ${error.message}`);
  const body = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const detail = body.error && typeof body.error === 'object' ? JSON.stringify(body.error) : String(error);
  return new Error(`Razorpay ${action} failed (${String(body.statusCode ?? 'no status')}): ${detail}`);
}

function refusal(reason: ProviderRefusal['reason'], detail: string): ProviderRefusal {
  return { ok: false, reason, detail };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function entityOf(payload: unknown, name: 'payment' | 'order'): Record<string, unknown> | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const holder = (payload as Record<string, unknown>)[name];
  if (typeof holder !== 'object' || holder === null) return null;
  const entity = (holder as Record<string, unknown>).entity;
  return typeof entity === 'object' && entity !== null ? (entity as Record<string, unknown>) : null;
}

export function createRazorpay(settings: RazorpaySettings): PaymentProvider {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  pointSdkAt(client, settings.apiBase);
  const checkoutOrigin = new URL(settings.checkoutBase).origin;
  const apiOrigin = new URL(settings.apiBase).origin;

  return {
    id: 'razorpay',
    flow: 'widget',
    methods: METHODS,
    // checkout.js comes from the checkout host and opens its page in a frame of the API host.
    checkoutHosts: { script: [checkoutOrigin], frame: [apiOrigin] },
    publicKey: settings.keyId,
    checkoutScript: `${settings.checkoutBase.replace(/\/$/, '')}/v1/checkout.js`,

    async createAttempt({ amountMinor, currency, receipt, notes }) {
      try {
        const order = await client.orders.create({ amount: amountMinor, currency, receipt, notes });
        return {
          providerOrderId: order.id,
          amountMinor: Number(order.amount),
          currency: order.currency,
          redirectUrl: null,
        };
      } catch (error) {
        throw sdkError('orders.create', error);
      }
    },

    async verifyReturn(fields) {
      const orderId = text(fields.razorpay_order_id);
      const paymentId = text(fields.razorpay_payment_id);
      const signature = text(fields.razorpay_signature);
      if (!orderId || !paymentId || !signature) return refusal('bad_request', 'razorpay_* fields missing');
      if (!signatureMatches(settings.keySecret, `${orderId}|${paymentId}`, signature))
        return refusal('bad_signature', 'razorpay_signature does not match');
      let payment: { order_id: string; amount: number | string; currency: string; status: string };
      try {
        payment = await client.payments.fetch(paymentId);
      } catch (error) {
        throw sdkError('payments.fetch', error);
      }
      if (payment.order_id !== orderId) return refusal('bad_request', 'the payment belongs to another order');
      const verified: VerifiedPayment = {
        providerOrderId: orderId,
        providerPaymentId: paymentId,
        amountMinor: Number(payment.amount),
        currency: payment.currency,
      };
      if (payment.status === 'captured') return { ok: true, payment: verified };
      if (payment.status === 'authorized') {
        // An account without automatic capture: take the money now, for exactly what was authorised.
        try {
          await client.payments.capture(paymentId, Number(payment.amount), payment.currency);
        } catch (error) {
          throw sdkError('payments.capture', error);
        }
        return { ok: true, payment: verified };
      }
      return refusal('not_paid', `payment ${paymentId} is ${payment.status}`);
    },

    readWebhook(rawBody, headers) {
      const signature = headers['x-razorpay-signature'];
      if (!signature || !signatureMatches(settings.webhookSecret, rawBody, signature))
        return refusal('bad_signature', 'X-Razorpay-Signature does not match');
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(rawBody);
        if (typeof parsed !== 'object' || parsed === null) return refusal('bad_request', 'not a JSON object');
        body = parsed as Record<string, unknown>;
      } catch {
        return refusal('bad_request', 'not JSON');
      }
      const event = text(body.event) ?? '';
      const payment = entityOf(body.payload, 'payment');
      const paymentId = text(payment?.id);
      // Razorpay sends every event with its id; one without is told apart by what it is about.
      const eventId = headers['x-razorpay-event-id'] || `${event}:${paymentId ?? text(body.created_at) ?? ''}`;
      const orderId = text(payment?.order_id) ?? text(entityOf(body.payload, 'order')?.id);
      let notice: WebhookNotice;
      if ((event === 'payment.captured' || event === 'order.paid') && payment && paymentId && orderId) {
        notice = {
          kind: 'paid',
          eventId,
          payment: {
            providerOrderId: orderId,
            providerPaymentId: paymentId,
            amountMinor: Number(payment.amount),
            currency: text(payment.currency) ?? '',
          },
        };
      } else if (event === 'payment.failed' && paymentId && orderId) {
        notice = {
          kind: 'failed',
          eventId,
          providerOrderId: orderId,
          providerPaymentId: paymentId,
          reason: text(payment?.error_description) ?? 'The payment failed.',
        };
      } else notice = { kind: 'ignored', eventId, event };
      return { ok: true, notice };
    },

    async refund({ providerPaymentId, amountMinor, idempotencyKey }) {
      try {
        // The SDK passes no idempotency header (it allows only X-Razorpay-Account and Content-Type):
        // the refund's key goes as its receipt, and the shop's own row (payment_refunds) makes it once.
        const refund = await client.payments.refund(providerPaymentId, {
          amount: amountMinor,
          receipt: idempotencyKey.slice(0, 40),
          notes: { idempotency_key: idempotencyKey },
        });
        return { providerRefundId: refund.id };
      } catch (error) {
        throw sdkError('payments.refund', error);
      }
    },
  };
}
