// A local stand-in for Stripe, so the unit and end-to-end suites pay by card on
// Stripe Checkout without the network. It speaks the documented wire format of what the shop's
// adapter (src/server/payments/stripe.ts, Stripe's official SDK) uses:
// - the API on /v1 with `Authorization: Bearer <secret key>` (401 and Stripe's error JSON,
//   `{ error: { type, code?, message, param? } }`, on a wrong key), request bodies
//   `application/x-www-form-urlencoded` with bracketed keys (`line_items[0][price_data][unit_amount]`,
//   `metadata[k]`), `Idempotency-Key` honoured (the same key and body: the first answer again with
//   `Idempotent-Replayed: true`; the same key and another body: 400 `idempotency_error`);
// - POST /v1/checkout/sessions (mode 'payment', one price_data line, expires_at 30 min to 24 h
//   ahead as Stripe requires), GET /v1/checkout/sessions/:id, POST /v1/refunds (payment_intent,
//   amount), with objects shaped as Stripe's (`object: 'checkout.session'`, `cs_test_…`, url,
//   amount_total, currency, payment_status 'unpaid' → 'paid', status 'open' → 'complete' | 'expired',
//   payment_intent null until paid, then `pi_…`);
// - the hosted page, GET /c/pay/:id (Stripe's is https://checkout.stripe.com/c/pay/cs_…): the
//   amount, a "Pay ₹X" button and a "Back to the shop" link. Paying marks the session paid, sends
//   the signed checkout.session.completed event to `webhookUrl` and then 303-redirects to
//   success_url with {CHECKOUT_SESSION_ID} filled in; "Back to the shop" 303-redirects to cancel_url;
// - webhooks as Stripe signs them: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(webhook secret,
//   "<t>.<raw body>")>` (https://docs.stripe.com/webhooks#verify-manually), so the SDK's
//   constructEvent accepts them. Tests repeat, tamper with, hold back or age them.
// The shop's adapter is the same code that talks to api.stripe.com; only STRIPE_API_BASE differs.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** The API version the fake's events name (the `stripe` SDK 23.1.0's pinned one) unless a request named another. */
const DEFAULT_API_VERSION = '2026-10-28.endive';
/** Stripe's bounds on a Checkout Session's expires_at after its creation. */
const MIN_LIFE_S = 30 * 60;
const MAX_LIFE_S = 24 * 60 * 60;

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

export interface FakeStripeEvent {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.expired';
  /** The event's JSON exactly as delivered (the signature covers these bytes). */
  payload: string;
  created: number;
  /** What the event carries: the session as it was when the event happened. */
  data: { object: FakeCheckoutSession };
}

export interface FakeStripeDelivery {
  eventId: string;
  /** The shop's answer (0: it could not be reached). */
  status: number;
  tampered: boolean;
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface FakeStripe {
  /** The fake's origin: STRIPE_API_BASE of the shop under test. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeCheckoutSession>;
  /** Every API call as `METHOD /path`, in order (an idempotent replay too). */
  calls: string[];
  /** Every webhook delivery, in order. */
  deliveries: FakeStripeDelivery[];
  /** Whether events are sent to `webhookUrl` as they happen (default true); off, they are only recorded, for redeliver(). */
  deliverWebhooks: boolean;
  /** Where events are sent (the shop's /webhooks/stripe); settable after start. */
  webhookUrl: string | undefined;
  /** Every event made so far, oldest first. */
  events(): FakeStripeEvent[];
  /** An event's body and headers signed now (or at `timestamp`, unix seconds), with `secret` (default the webhook secret); `tamper` changes the body after signing. */
  webhook(eventId: string, options?: { timestamp?: number; secret?: string; tamper?: boolean }): SignedWebhook;
  /** Delivers an event again (`times` times, default 1; freshly signed each time as Stripe does); answers the shop's statuses. */
  redeliver(eventId: string, options?: { tamper?: boolean; times?: number }): Promise<number[]>;
  /** The customer pays on the hosted page but never comes back: the session is paid and checkout.session.completed sent. */
  payWithoutRedirect(sessionId: string): Promise<FakeStripeEvent>;
  /** The session expires unpaid: checkout.session.expired sent. */
  expire(sessionId: string): Promise<FakeStripeEvent>;
  /** The refunds made of a payment intent (one per refunds.create the fake carried out). */
  refundsFor(paymentIntentId: string): FakeStripeRefund[];
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

function sign(secret: string, timestamp: number, payload: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

/** Stripe's error answer: `{ error: { type, code?, message, param? } }`. */
function stripeError(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): void {
  json(res, status, { error: { type, message, ...extra } });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'request-id': stripeId('req'),
    ...headers,
  });
  res.end(text);
}

function html(res: ServerResponse, status: number, page: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** Stripe's form encoding: `a[b][0][c]=v` → { a: { b: [{ c: 'v' }] } } (indexes make arrays). */
function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
        node = node[part] as FormObject;
      }
    });
  }
  const arrays = (value: FormValue): FormValue => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key] as FormValue)]));
    if (keys.length > 0 && keys.every((key, index) => key === String(index)))
      return keys.map((key) => converted[key] as FormValue);
    return converted;
  };
  return arrays(root) as FormObject;
}

function field(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function record(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function money(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() }).format(
    amountMinor / 100,
  );
}

/** The hosted payment page: what is paid, "Pay ₹X" (a form posting to the fake) and "Back to the shop". */
function checkoutPage(session: FakeCheckoutSession | undefined, name: string): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (test Stripe)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f9fc;color:#1a1f36}
main{box-sizing:border-box;background:#fff;border-radius:12px;padding:24px;width:min(360px,92vw);box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:2rem;margin:.25rem 0 1rem}button{display:block;width:100%;min-height:48px;font:inherit;font-weight:600;border:0;border-radius:6px;background:#0a5d36;color:#fff;cursor:pointer}
a{display:inline-flex;align-items:center;min-height:44px;margin-top:12px;color:#0a5d36}</style></head><body><main>`;
  if (!session)
    return `${head}<h1>Something went wrong</h1><p role="alert">This checkout page does not exist.</p></main></body></html>`;
  const back = `<a href="/c/pay/${session.id}/cancel">Back to the shop</a>`;
  if (session.status !== 'open')
    return `${head}<h1>${session.status === 'complete' ? 'Already paid' : 'This page has expired'}</h1><p role="alert">This Checkout Session is no longer active.</p>${back}</main></body></html>`;
  const amount = money(session.amount_total, session.currency);
  return `${head}<p>${escapeHtml(name)}</p><h1>${escapeHtml(amount)}</h1>
<form method="post" action="/c/pay/${session.id}/pay"><p>Card 4242 4242 4242 4242 (test)</p><button type="submit">Pay ${escapeHtml(amount)}</button></form>
${back}</main></body></html>`;
}

export async function startFakeStripe(
  options: {
    /** A port of its own (a spec must name its URL before the fake starts); 0 or unset, any free one. */
    port?: number;
    secretKey?: string;
    webhookSecret?: string;
    /** Where events are sent (the shop's /webhooks/stripe); unset, they are only recorded. */
    webhookUrl?: string;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_FakeStripeKey0001';
  const webhookSecret = options.webhookSecret ?? 'whsec_FakeStripeWebhook0001';
  const sessions = new Map<string, FakeCheckoutSession>();
  const productNames = new Map<string, string>();
  const refunds: FakeStripeRefund[] = [];
  const events: FakeStripeEvent[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  const calls: string[] = [];
  /** Idempotency-Key → what was asked and what was answered. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const state = { deliverWebhooks: true, webhookUrl: options.webhookUrl, apiVersion: DEFAULT_API_VERSION };

  function makeEvent(type: FakeStripeEvent['type'], session: FakeCheckoutSession): FakeStripeEvent {
    const created = now();
    const id = stripeId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: state.apiVersion,
        created,
        data: { object: session },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const event: FakeStripeEvent = { id, type, payload, created, data: { object: { ...session } } };
    events.push(event);
    return event;
  }

  function webhook(
    eventId: string,
    signing: { timestamp?: number; secret?: string; tamper?: boolean } = {},
  ): SignedWebhook {
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`fake stripe: no event ${eventId}`);
    const signature = sign(signing.secret ?? webhookSecret, signing.timestamp ?? now(), event.payload);
    const body = signing.tamper
      ? event.payload.replace(/"amount_total": (\d+)/, (_m, n: string) => `"amount_total": ${Number(n) - 100}`)
      : event.payload;
    return {
      body,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
    };
  }

  async function deliver(eventId: string, tamper = false): Promise<number> {
    const url = state.webhookUrl;
    if (!url) throw new Error('fake stripe: no webhookUrl to deliver to');
    const { body, headers } = webhook(eventId, { tamper });
    let status = 0;
    try {
      const answer = await fetch(url, { method: 'POST', headers, body });
      await answer.arrayBuffer();
      status = answer.status;
    } catch {
      status = 0;
    }
    deliveries.push({ eventId, status, tampered: tamper });
    return status;
  }

  /** An event as it happens: sent at once when deliveries are on and there is somewhere to send it. */
  async function emit(event: FakeStripeEvent): Promise<void> {
    if (state.deliverWebhooks && state.webhookUrl) await deliver(event.id);
  }

  function sessionFor(sessionId: string): FakeCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    return session;
  }

  async function pay(sessionId: string): Promise<FakeStripeEvent> {
    const session = sessionFor(sessionId);
    if (session.status !== 'open') throw new Error(`fake stripe: session ${sessionId} is ${session.status}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = stripeId('pi');
    const event = makeEvent('checkout.session.completed', session);
    await emit(event);
    return event;
  }

  async function expire(sessionId: string): Promise<FakeStripeEvent> {
    const session = sessionFor(sessionId);
    if (session.status !== 'open') throw new Error(`fake stripe: session ${sessionId} is ${session.status}`);
    session.status = 'expired';
    session.url = null;
    const event = makeEvent('checkout.session.expired', session);
    await emit(event);
    return event;
  }

  function createSession(form: FormObject): { status: number; body: unknown } {
    const invalid = (message: string, param: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'parameter_invalid', message, param } },
    });
    if (field(form.mode) !== 'payment') return invalid('This fake supports mode=payment only.', 'mode');
    const items = form.line_items;
    const line = Array.isArray(items) && items.length === 1 ? items[0] : undefined;
    if (typeof line !== 'object' || line === null || Array.isArray(line))
      return invalid('One line item is expected.', 'line_items');
    const price = line.price_data;
    if (typeof price !== 'object' || price === null || Array.isArray(price))
      return invalid('Missing required param: line_items[0][price_data].', 'line_items[0][price_data]');
    const quantity = Number(field(line.quantity));
    const unitAmount = Number(field(price.unit_amount));
    const currency = field(price.currency) ?? '';
    const product = price.product_data;
    const name = typeof product === 'object' && !Array.isArray(product) ? field(product.name) : undefined;
    if (!Number.isInteger(quantity) || quantity < 1) return invalid('Invalid integer.', 'line_items[0][quantity]');
    if (!/^[a-z]{3}$/.test(currency))
      return invalid('Invalid currency (lower-case ISO code).', 'line_items[0][price_data][currency]');
    if (!Number.isInteger(unitAmount) || unitAmount < 1)
      return invalid('Invalid integer.', 'line_items[0][price_data][unit_amount]');
    if (!name)
      return invalid('Missing required param: product_data[name].', 'line_items[0][price_data][product_data][name]');
    if (unitAmount * quantity < 50)
      return invalid("The Checkout Session's total amount due must add up to at least ₹0.50 inr", 'line_items');
    const successUrl = field(form.success_url);
    if (!successUrl) return invalid('Missing required param: success_url.', 'success_url');
    const created = now();
    const expiresAt = field(form.expires_at) === undefined ? created + MAX_LIFE_S : Number(field(form.expires_at));
    if (!Number.isInteger(expiresAt) || expiresAt < created + MIN_LIFE_S || expiresAt > created + MAX_LIFE_S)
      return invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    const id = stripeId('cs_test');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      url: `${origin}/c/pay/${id}`,
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency,
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      client_reference_id: field(form.client_reference_id) ?? null,
      customer_email: field(form.customer_email) ?? null,
      metadata: record(form.metadata),
      success_url: successUrl,
      cancel_url: field(form.cancel_url) ?? null,
      expires_at: expiresAt,
      created,
      livemode: false,
    };
    sessions.set(id, session);
    productNames.set(id, name);
    return { status: 200, body: session };
  }

  function createRefund(form: FormObject): { status: number; body: unknown } {
    const intent = field(form.payment_intent);
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!intent || !session)
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${intent ?? ''}'`,
            param: 'payment_intent',
          },
        },
      };
    const refunded = refunds.filter((refund) => refund.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = field(form.amount) === undefined ? session.amount_total - refunded : Number(field(form.amount));
    if (refunded >= session.amount_total)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for payment intent ${intent} has already been refunded.`,
          },
        },
      };
    if (!Number.isInteger(amount) || amount < 1 || amount > session.amount_total - refunded)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${money(amount, session.currency)}) is greater than unrefunded amount on charge (${money(session.amount_total - refunded, session.currency)})`,
            param: 'amount',
          },
        },
      };
    const refund: FakeStripeRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      created: now(),
      metadata: record(form.metadata),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  async function api(req: IncomingMessage, res: ServerResponse, method: string, path: string): Promise<void> {
    calls.push(`${method} ${path}`);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      stripeError(
        res,
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
      );
      return;
    }
    const version = req.headers['stripe-version'];
    if (typeof version === 'string' && version !== '') state.apiVersion = version;
    const body = method === 'POST' ? await bodyOf(req) : '';
    const type = req.headers['content-type'] ?? '';
    if (method === 'POST' && body !== '' && !type.startsWith('application/x-www-form-urlencoded')) {
      stripeError(res, 400, 'invalid_request_error', 'Request bodies are application/x-www-form-urlencoded.');
      return;
    }
    const key = req.headers['idempotency-key'];
    const request = createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
    if (method === 'POST' && typeof key === 'string' && key !== '') {
      const earlier = idempotent.get(key);
      if (earlier) {
        if (earlier.request !== request) {
          stripeError(
            res,
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
          return;
        }
        json(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true', 'idempotency-key': key });
        return;
      }
    }
    const form = parseForm(body);
    let answer: { status: number; body: unknown };
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') answer = createSession(form);
    else if (method === 'GET' && sessionPath) {
      const id = decodeURIComponent(sessionPath[1] ?? '');
      const session = sessions.get(id);
      answer = session
        ? { status: 200, body: session }
        : {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such checkout.session: '${id}'`,
                param: 'session',
              },
            },
          };
    } else if (method === 'POST' && path === '/v1/refunds') answer = createRefund(form);
    else
      answer = {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
      };
    // Stripe saves the answer of a keyed request, an error after validation too, and replays it.
    if (method === 'POST' && typeof key === 'string' && key !== '')
      idempotent.set(key, { request, status: answer.status, body: answer.body });
    json(res, answer.status, answer.body, typeof key === 'string' && key !== '' ? { 'idempotency-key': key } : {});
  }

  async function hostedPage(res: ServerResponse, method: string, path: string): Promise<void> {
    const [, , , id = '', action] = path.split('/'); // ['', 'c', 'pay', id, action?]
    const session = sessions.get(id);
    if (!action && method === 'GET') {
      html(res, session ? 200 : 404, checkoutPage(session, productNames.get(id) ?? ''));
      return;
    }
    if (!session) {
      html(res, 404, checkoutPage(undefined, ''));
      return;
    }
    if (action === 'cancel' && (method === 'GET' || method === 'POST')) {
      redirect(res, session.cancel_url ?? session.success_url);
      return;
    }
    if (action === 'pay' && method === 'POST') {
      if (session.status !== 'open') {
        html(res, 400, checkoutPage(session, productNames.get(id) ?? ''));
        return;
      }
      await pay(id);
      redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      return;
    }
    html(res, 405, checkoutPage(undefined, ''));
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const method = req.method ?? 'GET';
    try {
      if (path.startsWith('/v1/')) await api(req, res, method, path);
      else if (path.startsWith('/c/pay/')) await hostedPage(res, method, path);
      else stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    } catch (error) {
      stripeError(res, 500, 'api_error', error instanceof Error ? error.message : String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url: origin,
    secretKey,
    webhookSecret,
    sessions,
    calls,
    deliveries,
    get deliverWebhooks() {
      return state.deliverWebhooks;
    },
    set deliverWebhooks(value: boolean) {
      state.deliverWebhooks = value;
    },
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(value: string | undefined) {
      state.webhookUrl = value;
    },
    events: () => [...events],
    webhook,
    async redeliver(eventId, { tamper = false, times = 1 } = {}) {
      const statuses: number[] = [];
      for (let index = 0; index < times; index++) statuses.push(await deliver(eventId, tamper));
      return statuses;
    },
    payWithoutRedirect: pay,
    expire,
    refundsFor: (paymentIntentId) => refunds.filter((refund) => refund.payment_intent === paymentIntentId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
