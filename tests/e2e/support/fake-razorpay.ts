// A local stand-in for Razorpay, so the unit and end-to-end suites pay without
// the network. It speaks the documented wire format of what the shop uses: the Orders API
// (POST /v1/orders with basic auth, GET /v1/orders/:id), payments (GET /v1/payments/:id,
// POST …/capture, POST …/refund), Razorpay errors as { error: { code, description } }, and a
// checkout.js that opens its page in a frame of the API host, "pays" by UPI and calls the
// Checkout `handler` with razorpay_payment_id, razorpay_order_id and razorpay_signature =
// HMAC-SHA256(`order_id|payment_id`, key secret). Tests send signed webhooks (X-Razorpay-Signature
// = HMAC-SHA256(raw body, webhook secret), X-Razorpay-Event-Id) and can repeat, reorder and tamper
// with them. The shop's adapter (src/server/payments/razorpay.ts) is the same code that talks to
// api.razorpay.com; only its base URL differs.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'authorized' | 'failed' | 'refunded';
  order_id: string;
  method: string;
  vpa: string | null;
  captured: boolean;
  error_description: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  notes: Record<string, string>;
}

export interface WebhookOptions {
  /** Send another event id than the one this event got the first time (a different event about the same payment). */
  eventId?: string;
  /** Change the body after signing it (the signature no longer matches). */
  tamper?: boolean;
  /** Another amount in the payload (signed correctly): a payment the shop must refuse. */
  amount?: number;
}

export interface FakeRazorpay {
  /** The fake's origin: RAZORPAY_API_BASE and RAZORPAY_CHECKOUT_BASE of the shop under test. */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: FakeRefund[];
  /** Every API call as `METHOD /path`, in order. */
  calls: string[];
  /**
   * What the checkout does when the customer pays: by default it answers the page at once. With
   * `webhooksFirst`, it first delivers payment.captured (`repeat` times, one event id) and order.paid
   * to the shop, then answers; with `tamperReturn`, the signature the page gets is wrong; with
   * `down`, every API call answers Razorpay's 5xx error (the service not answering); with `decline`,
   * the bank declines the payment: it is recorded as failed and Checkout fires `payment.failed`
   * with Razorpay's error object, its window staying open.
   */
  behaviour: {
    webhooksFirst?: { url: string; repeat: number } | undefined;
    tamperReturn?: boolean;
    down?: boolean;
    decline?: boolean;
  };
  /** A customer paying order `orderId` (by UPI unless told): the payment, captured, and what Checkout hands back. */
  pay(
    orderId: string,
    options?: { method?: string; status?: 'captured' | 'authorized' },
  ): {
    payment: FakePayment;
    response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  };
  /** A payment of the order that failed at the bank. */
  fail(orderId: string): FakePayment;
  /** The Checkout signature of a payment (what the shop must compute too). */
  signature(orderId: string, paymentId: string): string;
  /** A signed webhook `event` about `paymentId`: its raw body and headers, as Razorpay sends them. */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    paymentId: string,
    options?: WebhookOptions,
  ): { body: string; headers: Record<string, string>; eventId: string };
  /** Delivers a signed webhook `event` about `paymentId` to `url`; answers the shop's status and body. */
  sendWebhook(
    url: string,
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    paymentId: string,
    options?: WebhookOptions,
  ): Promise<{ status: number; body: string; eventId: string }>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const razorpayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(text);
}

function razorpayError(res: ServerResponse, status: number, description: string, field?: string): void {
  send(res, status, {
    error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR', description, field: field ?? null },
  });
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in for https://checkout.razorpay.com/v1/checkout.js: `new Razorpay(options).open()`. */
function checkoutScript(origin: string): string {
  return `(() => {
  const API = ${JSON.stringify(origin)};
  class Razorpay {
    constructor(options) { this.options = options; this.handlers = {}; }
    on(name, handler) { this.handlers[name] = handler; }
    open() {
      const o = this.options;
      const frame = document.createElement('iframe');
      frame.title = 'Razorpay Checkout';
      frame.src = API + '/v1/checkout/public?key_id=' + encodeURIComponent(o.key) + '&order_id=' + encodeURIComponent(o.order_id) + '&amount=' + encodeURIComponent(o.amount) + '&name=' + encodeURIComponent(o.name || '');
      const s = frame.style;
      s.position = 'fixed'; s.inset = '0'; s.width = '100%'; s.height = '100%'; s.border = '0'; s.zIndex = '2147483647'; s.background = 'rgba(0,0,0,0.6)';
      const listener = (event) => {
        if (event.origin !== API || event.source !== frame.contentWindow) return;
        const data = event.data || {};
        if (data.type === 'rzp:success') { cleanup(); o.handler && o.handler(data.response); }
        else if (data.type === 'rzp:failed') { this.handlers['payment.failed'] && this.handlers['payment.failed']({ error: data.error }); }
        else if (data.type === 'rzp:dismiss') { cleanup(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); }
      };
      const cleanup = () => { window.removeEventListener('message', listener); frame.remove(); };
      window.addEventListener('message', listener);
      document.body.appendChild(frame);
    }
  }
  window.Razorpay = Razorpay;
})();`;
}

/** The checkout's own page, in a frame of the API host: choose UPI, pay, or close. */
function checkoutPage(order: FakeOrder | undefined, keyOk: boolean, name: string): string {
  if (!order || !keyOk) return '<!doctype html><title>Checkout</title><p role="alert">Invalid order or key.</p>';
  const rupees = (order.amount / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Razorpay Checkout</title>
<style>body{font:16px system-ui;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;width:min(340px,90vw)}button{display:block;width:100%;min-height:48px;margin-top:12px;font:inherit}</style></head>
<body><main><h1>${name.replace(/[<>&"]/g, '')}</h1><p>Pay ₹${rupees}</p>
<label>UPI ID <input name="vpa" value="asha@okfarm"></label>
<button id="pay" type="button">Pay by UPI</button>
<button id="close" type="button">Close</button><p id="status" role="status"></p></main>
<script>
const post = (data) => parent.postMessage(data, '*');
document.getElementById('pay').onclick = async () => {
  document.getElementById('status').textContent = 'Paying…';
  const answer = await fetch('/v1/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: ${JSON.stringify(order.id)}, vpa: document.querySelector('[name=vpa]').value }) });
  const data = await answer.json();
  if (data.error) post({ type: 'rzp:failed', error: data.error }); else post({ type: 'rzp:success', response: data });
};
document.getElementById('close').onclick = () => post({ type: 'rzp:dismiss' });
</script></body></html>`;
}

export async function startFakeRazorpay(
  secrets: Partial<Pick<FakeRazorpay, 'keyId' | 'keySecret' | 'webhookSecret'>> & {
    /** A port of its own (a spec must name its URL before the fake starts); 0, any free one. */
    port?: number;
  } = {},
): Promise<FakeRazorpay> {
  const keyId = secrets.keyId ?? 'rzp_test_FakeKey0001';
  const keySecret = secrets.keySecret ?? 'fake-key-secret-0001';
  const webhookSecret = secrets.webhookSecret ?? 'fake-webhook-secret-0001';
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  const calls: string[] = [];
  const eventIds = new Map<string, string>();
  const behaviour: FakeRazorpay['behaviour'] = {};

  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function pay(orderId: string, options: { method?: string; status?: 'captured' | 'authorized' } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
    const status = options.status ?? 'captured';
    const payment: FakePayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: options.method ?? 'upi',
      vpa: (options.method ?? 'upi') === 'upi' ? 'asha@okfarm' : null,
      captured: status === 'captured',
      error_description: null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (status === 'captured') {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    } else order.status = 'attempted';
    return {
      payment,
      response: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
      },
    };
  }

  function fail(orderId: string): FakePayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
    const payment: FakePayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'failed',
      order_id: order.id,
      method: 'upi',
      vpa: 'asha@okfarm',
      captured: false,
      error_description: 'Payment was declined by the bank.',
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    return payment;
  }

  function webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    paymentId: string,
    options: WebhookOptions = {},
  ) {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`fake razorpay: no payment ${paymentId}`);
    const order = orders.get(payment.order_id);
    const entity = { ...payment, amount: options.amount ?? payment.amount };
    const payload: Record<string, unknown> = { payment: { entity } };
    if (event === 'order.paid' && order) payload.order = { entity: order };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const key = `${event}:${paymentId}`;
    const eventId = options.eventId ?? eventIds.get(key) ?? razorpayId('evt');
    eventIds.set(key, eventId);
    const signature = hmac(webhookSecret, body);
    const sent = options.tamper
      ? body.replace(/"amount":(\d+)/, (_m, n: string) => `"amount":${Number(n) - 100}`)
      : body;
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
      'user-agent': 'Razorpay-Webhook/v1',
    };
    return { body: sent, headers, eventId };
  }

  async function sendWebhook(
    url: string,
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    paymentId: string,
    options: WebhookOptions = {},
  ) {
    const { body, headers, eventId } = webhook(event, paymentId, options);
    const answer = await fetch(url, { method: 'POST', headers, body });
    return { status: answer.status, body: await answer.text(), eventId };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    try {
      if (method === 'GET' && path === '/v1/checkout.js') {
        send(res, 200, checkoutScript(origin), 'text/javascript');
        return;
      }
      if (method === 'GET' && path === '/v1/checkout/public') {
        const order = orders.get(url.searchParams.get('order_id') ?? '');
        send(
          res,
          200,
          checkoutPage(order, url.searchParams.get('key_id') === keyId, url.searchParams.get('name') ?? ''),
          'text/html',
        );
        return;
      }
      if (method === 'POST' && path === '/v1/checkout/pay') {
        const input = JSON.parse(await bodyOf(req)) as { order_id: string };
        if (!orders.has(input.order_id)) {
          razorpayError(res, 400, 'The id provided does not exist', 'order_id');
          return;
        }
        if (behaviour.decline) {
          const failed = fail(input.order_id);
          send(res, 400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: failed.error_description,
              source: 'bank',
              step: 'payment_authorization',
              reason: 'payment_failed',
              metadata: { order_id: input.order_id, payment_id: failed.id },
            },
          });
          return;
        }
        const { payment, response } = pay(input.order_id);
        const first = behaviour.webhooksFirst;
        if (first) {
          for (let index = 0; index < first.repeat; index++)
            await sendWebhook(first.url, 'payment.captured', payment.id);
          await sendWebhook(first.url, 'order.paid', payment.id);
        }
        if (behaviour.tamperReturn) response.razorpay_signature = hmac('not-the-secret', response.razorpay_signature);
        send(res, 200, response);
        return;
      }
      if (!path.startsWith('/v1/')) {
        razorpayError(res, 404, 'The requested URL was not found on the server.');
        return;
      }
      calls.push(`${method} ${path}`);
      if (behaviour.down) {
        send(res, 503, {
          error: {
            code: 'SERVER_ERROR',
            description: 'The server is currently unable to handle the request',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
            metadata: {},
          },
        });
        return;
      }
      if (!authorised(req)) {
        razorpayError(res, 401, 'The api key provided is invalid');
        return;
      }
      const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
      const [, resource, id, action] = parts;
      if (resource === 'orders' && method === 'POST' && !id) {
        const input = JSON.parse((await bodyOf(req)) || '{}') as Partial<FakeOrder>;
        if (!Number.isInteger(input.amount) || (input.amount ?? 0) < 100) {
          razorpayError(res, 400, 'The amount must be atleast INR 1.00', 'amount');
          return;
        }
        if (typeof input.receipt === 'string' && input.receipt.length > 40) {
          razorpayError(res, 400, 'receipt: the length must be no more than 40.', 'receipt');
          return;
        }
        const order: FakeOrder = {
          id: razorpayId('order'),
          entity: 'order',
          amount: input.amount ?? 0,
          amount_paid: 0,
          amount_due: input.amount ?? 0,
          currency: input.currency ?? 'INR',
          receipt: input.receipt ?? null,
          status: 'created',
          attempts: 0,
          notes: input.notes ?? {},
          created_at: now(),
        };
        orders.set(order.id, order);
        send(res, 200, order);
        return;
      }
      if (resource === 'orders' && method === 'GET' && id) {
        const order = orders.get(id);
        if (order) send(res, 200, order);
        else razorpayError(res, 400, 'The id provided does not exist');
        return;
      }
      if (resource === 'payments' && id) {
        const payment = payments.get(id);
        if (!payment) {
          razorpayError(res, 400, 'The id provided does not exist');
          return;
        }
        if (method === 'GET' && !action) {
          send(res, 200, payment);
          return;
        }
        if (method === 'POST' && action === 'capture') {
          const input = JSON.parse((await bodyOf(req)) || '{}') as { amount?: number };
          if (payment.status !== 'authorized' || input.amount !== payment.amount) {
            razorpayError(res, 400, 'This payment has already been captured or the amount differs');
            return;
          }
          payment.status = 'captured';
          payment.captured = true;
          const order = orders.get(payment.order_id);
          if (order) {
            order.status = 'paid';
            order.amount_paid = order.amount;
            order.amount_due = 0;
          }
          send(res, 200, payment);
          return;
        }
        if (method === 'POST' && action === 'refund') {
          const input = JSON.parse((await bodyOf(req)) || '{}') as {
            amount?: number;
            receipt?: string;
            notes?: Record<string, string>;
          };
          if (payment.status !== 'captured') {
            razorpayError(
              res,
              400,
              payment.status === 'refunded'
                ? 'The payment has been fully refunded already'
                : 'Only captured payments can be refunded',
            );
            return;
          }
          const refund: FakeRefund = {
            id: razorpayId('rfnd'),
            payment_id: payment.id,
            amount: input.amount ?? payment.amount,
            receipt: input.receipt ?? null,
            notes: input.notes ?? {},
          };
          refunds.push(refund);
          payment.status = 'refunded';
          send(res, 200, { ...refund, entity: 'refund', currency: payment.currency, status: 'processed' });
          return;
        }
      }
      razorpayError(res, 400, 'The requested URL was not found on the server.');
    } catch (error) {
      razorpayError(res, 500, error instanceof Error ? error.message : String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(secrets.port ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url: origin,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    calls,
    behaviour,
    pay,
    fail,
    signature: (orderId, paymentId) => hmac(keySecret, `${orderId}|${paymentId}`),
    webhook,
    sendWebhook,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
