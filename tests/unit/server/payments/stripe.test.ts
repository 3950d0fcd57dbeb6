// The Stripe adapter (decision 0259: Checkout Sessions, hosted page, redirect back,
// on the official SDK) against the local fake Stripe (decision 0261; tests/e2e/support/fake-stripe.ts),
// the SDK itself pointed at it by STRIPE_API_BASE: the session it makes, the return it checks with
// the secret key, the webhooks it reads only when signed (Stripe's scheme, 300 s tolerance), the
// refund it makes once per idempotency key, and one-line errors.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../../../src/server/payments/provider.ts';
import { createStripe } from '../../../../src/server/payments/stripe.ts';
import { type FakeStripe, startFakeStripe } from '../../../e2e/support/fake-stripe.ts';

const RETURN_URL = 'https://shop.example.in/pay/FC-20261102-STRIPE01?provider=stripe';
const CANCEL_URL = 'https://shop.example.in/pay/FC-20261102-STRIPE01';

describe('the Stripe adapter with the fake Stripe', () => {
  let fake: FakeStripe;
  let stripe: PaymentProvider;

  const attempt = (amountMinor = 14_500, expiresAt = new Date(Date.now() + 15 * 60 * 1000)) =>
    stripe.createAttempt({
      amountMinor,
      currency: 'INR',
      receipt: 'FC-20261102-STRIPE01',
      notes: { unique_order_id: 'FC-20261102-STRIPE01' },
      description: 'FarmCart order FC-20261102-STRIPE01',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      expiresAt,
      customerEmail: 'asha@example.in',
    });

  beforeAll(async () => {
    // No webhookUrl: events are recorded, and the tests hand them to readWebhook themselves.
    fake = await startFakeStripe({ secretKey: 'sk_test_UnitKey0001', webhookSecret: 'whsec_UnitSecret0001' });
    stripe = createStripe({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('is a redirect flow for cards that loads no Stripe script on the shop’s pages', () => {
    expect(stripe).toMatchObject({
      id: 'stripe',
      flow: 'redirect',
      methods: ['card'],
      checkoutHosts: { script: [], frame: [] },
      publicKey: '',
      checkoutScript: '',
    });
  });

  it('creates a Checkout Session for the amount, with the return and cancel URLs, living at least 30 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const made = await attempt();
    expect(made.providerOrderId).toMatch(/^cs_test_/);
    expect(made).toMatchObject({
      amountMinor: 14_500,
      currency: 'INR',
      redirectUrl: `${fake.url}/c/pay/${made.providerOrderId}`,
    });
    const session = fake.sessions.get(made.providerOrderId);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 14_500,
      currency: 'inr',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: 'FC-20261102-STRIPE01',
      customer_email: 'asha@example.in',
      metadata: { unique_order_id: 'FC-20261102-STRIPE01' },
      success_url: `${RETURN_URL}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: CANCEL_URL,
    });
    // The hold is 15 minutes, but Stripe refuses a session shorter than 30: the adapter asks for 31.
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    // A later end is kept as asked.
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const long = await attempt(14_500, later);
    expect(fake.sessions.get(long.providerOrderId)?.expires_at).toBe(Math.ceil(later.getTime() / 1000));
    expect(fake.calls.filter((call) => call === 'POST /v1/checkout/sessions')).toHaveLength(2);
  });

  it('serves the hosted page: the amount, Pay and Back to the shop', async () => {
    const made = await attempt(25_000);
    const page = await (await fetch(made.redirectUrl ?? '')).text();
    expect(page).toContain('<h1>₹250.00</h1>');
    expect(page).toContain('Pay ₹250.00</button>');
    expect(page).toContain('>Back to the shop</a>');
    const back = await fetch(`${made.redirectUrl}/cancel`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(CANCEL_URL);
  });

  it('checks the return with Stripe: not paid before paying, paid after, with the payment intent', async () => {
    const made = await attempt();
    expect(await stripe.verifyReturn({ session_id: made.providerOrderId })).toMatchObject({
      ok: false,
      reason: 'not_paid',
      detail: expect.stringContaining('unpaid'),
    });
    // The customer pays on the hosted page and is sent back with session_id filled in.
    const paid = await fetch(`${made.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example.in/pay/FC-20261102-STRIPE01');
    expect(back.searchParams.get('provider')).toBe('stripe');
    const sessionId = back.searchParams.get('session_id') ?? '';
    expect(sessionId).toBe(made.providerOrderId);
    const verified = await stripe.verifyReturn({ session_id: sessionId });
    const intent = fake.sessions.get(sessionId)?.payment_intent;
    expect(intent).toMatch(/^pi_/);
    expect(verified).toEqual({
      ok: true,
      payment: { providerOrderId: sessionId, providerPaymentId: intent, amountMinor: 14_500, currency: 'INR' },
    });
  });

  it('refuses a return without a well-formed session id, or one Stripe does not know', async () => {
    const malformed: Record<string, string>[] = [
      {},
      { session_id: '' },
      { session_id: 'pi_123' },
      { session_id: 'cs_test_x/../../v1/refunds' },
    ];
    for (const fields of malformed)
      expect(await stripe.verifyReturn(fields)).toMatchObject({ ok: false, reason: 'bad_request' });
    expect(await stripe.verifyReturn({ session_id: 'cs_test_NoSuchSession' })).toMatchObject({
      ok: false,
      reason: 'bad_request',
      detail: expect.stringContaining('cs_test_NoSuchSession'),
    });
  });

  it('reads the signed checkout.session.completed as paid; refuses it tampered, too old or signed with another secret', async () => {
    const made = await attempt(9_900);
    const event = await fake.payWithoutRedirect(made.providerOrderId);
    const intent = fake.sessions.get(made.providerOrderId)?.payment_intent;
    const signed = fake.webhook(event.id);
    expect(stripe.readWebhook(signed.body, signed.headers)).toEqual({
      ok: true,
      notice: {
        kind: 'paid',
        eventId: event.id,
        payment: {
          providerOrderId: made.providerOrderId,
          providerPaymentId: intent,
          amountMinor: 9_900,
          currency: 'INR',
        },
      },
    });
    const tampered = fake.webhook(event.id, { tamper: true });
    expect(tampered.body).not.toBe(signed.body);
    expect(stripe.readWebhook(tampered.body, tampered.headers)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const old = fake.webhook(event.id, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stripe.readWebhook(old.body, old.headers)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const otherSecret = fake.webhook(event.id, { secret: 'whsec_SomeoneElse0001' });
    expect(stripe.readWebhook(otherSecret.body, otherSecret.headers)).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    expect(stripe.readWebhook(signed.body, {})).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('reads checkout.session.expired as a failure of the session, and other events as ignored', async () => {
    const made = await attempt();
    const expired = await fake.expire(made.providerOrderId);
    const signed = fake.webhook(expired.id);
    expect(stripe.readWebhook(signed.body, signed.headers)).toEqual({
      ok: true,
      notice: {
        kind: 'failed',
        eventId: expired.id,
        providerOrderId: made.providerOrderId,
        providerPaymentId: '',
        reason: expect.stringContaining('expired'),
      },
    });
    // A completed session still unpaid (a delayed method) pays nothing yet: ignored, signed or not.
    const payload = JSON.parse(signed.body) as { type: string; data: { object: { payment_status: string } } };
    payload.type = 'checkout.session.completed';
    payload.data.object.payment_status = 'unpaid';
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', fake.webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    expect(stripe.readWebhook(body, { 'stripe-signature': `t=${timestamp},v1=${v1}` })).toEqual({
      ok: true,
      notice: { kind: 'ignored', eventId: expired.id, event: 'checkout.session.completed' },
    });
  });

  it('refunds a payment intent once per idempotency key', async () => {
    const made = await attempt(12_000);
    await fake.payWithoutRedirect(made.providerOrderId);
    const intent = fake.sessions.get(made.providerOrderId)?.payment_intent ?? '';
    const first = await stripe.refund({
      providerPaymentId: intent,
      amountMinor: 12_000,
      idempotencyKey: `refund-${intent}`,
    });
    const again = await stripe.refund({
      providerPaymentId: intent,
      amountMinor: 12_000,
      idempotencyKey: `refund-${intent}`,
    });
    expect(first.providerRefundId).toMatch(/^re_/);
    expect(again).toEqual(first);
    expect(fake.refundsFor(intent)).toHaveLength(1);
    expect(fake.refundsFor(intent)[0]).toMatchObject({ amount: 12_000, currency: 'inr', status: 'succeeded' });
    // Another key for a payment refunded in full: Stripe refuses, and the adapter says so in one line.
    await expect(
      stripe.refund({ providerPaymentId: intent, amountMinor: 12_000, idempotencyKey: 'refund-other' }),
    ).rejects.toThrow(/^Stripe refunds.create failed \(400 charge_already_refunded\): [^\n]+$/);
  });

  it('rejects with one line when the secret key is wrong', async () => {
    const wrong = createStripe({
      secretKey: 'sk_test_NotTheKey0001',
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
    });
    await expect(
      wrong.createAttempt({
        amountMinor: 100,
        currency: 'INR',
        receipt: 'x',
        notes: {},
        description: 'x',
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
        expiresAt: new Date(),
        customerEmail: null,
      }),
    ).rejects.toThrow(/^Stripe checkout.sessions.create failed \(401\): Invalid API Key provided: [^\n]+$/);
    await expect(wrong.verifyReturn({ session_id: 'cs_test_Anything' })).rejects.toThrow(/\(401\)/);
  });
});
