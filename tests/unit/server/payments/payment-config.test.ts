// Online payment providers are enabled by configuration (decision 0253; README "Configuration"):
// none configured, none offered; Razorpay only with all three of its keys, Stripe with both of its; the base-URL override
// points the official SDK itself at another host (the tests' fake), so the adapter is the same code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
import { type FakeStripe, startFakeStripe } from '../../../e2e/support/fake-stripe.ts';

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_ConfigKey01',
  STRIPE_WEBHOOK_SECRET: 'whsec_ConfigSecret01',
};

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_ConfigKey01',
  RAZORPAY_KEY_SECRET: 'config-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'config-webhook-secret',
};

describe('payment providers from the configuration', () => {
  let fake: FakeRazorpay;
  let fakeStripe: FakeStripe;
  beforeAll(async () => {
    fakeStripe = await startFakeStripe({
      secretKey: STRIPE_KEYS.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    });
    fake = await startFakeRazorpay({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await fake.close();
    await fakeStripe.close();
  });

  it('offers none when nothing is configured (cash and wallet only)', () => {
    expect(paymentProvidersFrom(readConfig({})).list).toEqual([]);
  });

  it('refuses Razorpay configured by halves, naming what is missing', () => {
    expect(() => readConfig({ RAZORPAY_KEY_ID: KEYS.RAZORPAY_KEY_ID })).toThrow(
      'RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required with RAZORPAY_KEY_ID (Razorpay)',
    );
    expect(() => readConfig({ ...KEYS, RAZORPAY_KEY_ID: 'sk_live_123' })).toThrow('RAZORPAY_KEY_ID');
    expect(() => readConfig({ ...KEYS, RAZORPAY_API_BASE: 'http://127.0.0.1:1/v1' })).toThrow('RAZORPAY_API_BASE');
  });

  it('enables Razorpay with its three keys, on Razorpay’s own hosts by default', () => {
    const [razorpay] = paymentProvidersFrom(readConfig(KEYS)).list;
    expect(razorpay).toMatchObject({
      id: 'razorpay',
      publicKey: KEYS.RAZORPAY_KEY_ID,
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
      checkoutHosts: { script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com'] },
      methods: ['upi', 'card', 'netbanking', 'wallet'],
    });
  });

  /** What a hosted checkout needs (Razorpay's window does without). */
  const PAGES = {
    description: 'Order FC-20261102-TEST0001',
    returnUrl: 'http://127.0.0.1/pay/FC-20261102-TEST0001',
    cancelUrl: 'http://127.0.0.1/pay/FC-20261102-TEST0001?cancelled=1',
    expiresAt: new Date('2026-11-02T07:00:00.000Z'),
    customerEmail: null,
  };

  it('points the SDK at RAZORPAY_API_BASE: orders.create reaches the fake with basic auth', async () => {
    const config = readConfig({ ...KEYS, RAZORPAY_API_BASE: fake.url, RAZORPAY_CHECKOUT_BASE: fake.url });
    const provider = paymentProvidersFrom(config).get('razorpay');
    const attempt = await provider?.createAttempt({
      amountMinor: 14_500,
      currency: 'INR',
      receipt: 'FC-20261102-TEST0001',
      notes: { unique_order_id: 'FC-20261102-TEST0001' },
      ...PAGES,
    });
    expect(attempt).toMatchObject({ amountMinor: 14_500, currency: 'INR' });
    expect(fake.calls).toContain('POST /v1/orders');
    expect(fake.orders.get(attempt?.providerOrderId ?? '')).toMatchObject({ receipt: 'FC-20261102-TEST0001' });
    // A wrong secret is refused by the API (401), and the adapter says so in one line.
    const wrong = paymentProvidersFrom({ ...config, RAZORPAY_KEY_SECRET: 'not-the-secret' }).get('razorpay');
    await expect(
      wrong?.createAttempt({ amountMinor: 100, currency: 'INR', receipt: 'x', notes: {}, ...PAGES }),
    ).rejects.toThrow(/orders.create failed \(401\)/);
  });

  it('refuses Stripe configured by halves or with keys that are not Stripe’s, naming the variable', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: STRIPE_KEYS.STRIPE_SECRET_KEY })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (Stripe)',
    );
    expect(() => readConfig({ STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET })).toThrow(
      'STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET (Stripe)',
    );
    expect(() => readConfig({ ...STRIPE_KEYS, STRIPE_SECRET_KEY: 'pk_test_Publishable01' })).toThrow(
      'STRIPE_SECRET_KEY',
    );
    expect(() => readConfig({ ...STRIPE_KEYS, STRIPE_WEBHOOK_SECRET: 'secret-without-prefix' })).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
    expect(() => readConfig({ ...STRIPE_KEYS, STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })).toThrow('STRIPE_API_BASE');
    // Blank is unset: empty variables (a .env template) leave Stripe off rather than half on.
    expect(paymentProvidersFrom(readConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })).list).toEqual([]);
  });

  it('enables Stripe with its two keys, after Razorpay so UPI stays the first online choice', () => {
    expect(paymentProvidersFrom(readConfig(STRIPE_KEYS)).list.map((provider) => provider.id)).toEqual(['stripe']);
    const both = paymentProvidersFrom(readConfig({ ...KEYS, ...STRIPE_KEYS }));
    expect(both.list.map((provider) => provider.id)).toEqual(['razorpay', 'stripe']);
    expect(both.get('stripe')).toMatchObject({
      flow: 'redirect',
      methods: ['card'],
      checkoutHosts: { script: [], frame: [] },
    });
  });

  it('points the Stripe SDK at STRIPE_API_BASE: a Checkout Session is made at the fake with the secret key', async () => {
    const config = readConfig({ ...STRIPE_KEYS, STRIPE_API_BASE: fakeStripe.url });
    const attempt = await paymentProvidersFrom(config)
      .get('stripe')
      ?.createAttempt({ amountMinor: 14_500, currency: 'INR', receipt: 'FC-20261102-TEST0001', notes: {}, ...PAGES });
    expect(attempt).toMatchObject({ amountMinor: 14_500, currency: 'INR' });
    expect(attempt?.redirectUrl).toBe(`${fakeStripe.url}/c/pay/${attempt?.providerOrderId}`);
    expect(fakeStripe.calls).toEqual(['POST /v1/checkout/sessions']);
  });
});
