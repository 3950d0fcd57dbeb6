// Membership plans and wallet top-ups bought online (decision 0260),
// through the fake Razorpay on both engines: the
// server prices the purchase; only a verified signal applies it, exactly once however many
// signals arrive and in whatever order; a plan starts at the payment and a renewal extends it; a
// top-up is a wallet credit with its transaction; a wrong amount is refused; a payment that comes
// after the shop stopped waiting is still applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopContext } from '../../../../src/server/context.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { housekeepingRound } from '../../../../src/server/services/housekeeping/housekeeping.ts';
import { handleWebhook } from '../../../../src/server/services/orders/paid-online.ts';
import {
  confirmPurchaseReturn,
  getPurchase,
  purchasesOf,
  startPurchase,
} from '../../../../src/server/services/payments/purchases.ts';
import { walletOf } from '../../../../src/server/services/payments/wallet.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { createCustomer, errorOf, NOW, unwrap } from '../orders/orders-fixtures.ts';

const ORIGIN = 'http://127.0.0.1:4321';
/** The demo shop's plans (src/server/seed/demo/users.ts): Monthly ₹499, 10 kg, 30 days; Quarterly ₹1,399, 35 kg, 90 days. */
const MONTHLY = 1;
const QUARTERLY = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(!engineAvailable)(`membership plans and wallet top-ups bought online on ${testEngine}`, () => {
  let shop: TestShop;
  let fake: FakeRazorpay;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    shop = await openTestShop({
      now: NOW,
      overrides: {
        payments: paymentProvidersFrom({
          RAZORPAY_KEY_ID: fake.keyId,
          RAZORPAY_KEY_SECRET: fake.keySecret,
          RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
          RAZORPAY_API_BASE: fake.url,
          RAZORPAY_CHECKOUT_BASE: fake.url,
        }),
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  const later = (minutes: number): ShopContext => {
    const at = new Date(NOW.getTime() + minutes * 60_000);
    return { ...shop, now: () => at };
  };

  async function start(context: ShopContext, customer: number, input: Parameters<typeof startPurchase>[2]) {
    const started = unwrap(await startPurchase(context, customer, input, ORIGIN));
    if (started.checkout.flow !== 'widget') throw new Error('Razorpay opens its window on the page');
    return { ...started, checkout: started.checkout };
  }

  async function membershipRow(customer: number) {
    return shop.db.selectFrom('memberships').selectAll().where('user_id', '=', customer).execute();
  }

  it('tops up the wallet: the amount is the server’s, the credit and its transaction come once', async () => {
    const customer = await createCustomer(shop, 12_000);
    const started = await start(shop, customer, { kind: 'wallet_topup', amount: 500 });
    expect(started.purchase).toMatchObject({ kind: 'wallet_topup', amount: 500, state: 'awaiting_payment' });
    expect(started.checkout).toMatchObject({ provider: 'razorpay', amount_minor: 50_000, currency: 'INR' });
    expect(fake.orders.get(started.checkout.provider_order_id)).toMatchObject({
      amount: 50_000,
      receipt: started.purchase.public_id,
    });
    // Nothing is credited before a verified signal.
    expect(unwrap(await walletOf(shop, customer)).balance).toBe(120);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    const captured = fake.webhook('payment.captured', payment.id);
    const outcomes = [];
    for (let index = 0; index < 5; index++)
      outcomes.push((await handleWebhook(shop, 'razorpay', captured.body, captured.headers)).body.outcome);
    expect(outcomes).toEqual(['confirmed', 'already', 'already', 'already', 'already']);
    // The return after the webhooks changes nothing.
    const back = unwrap(await confirmPurchaseReturn(shop, customer, started.purchase.public_id, response));
    expect(back.purchase).toMatchObject({ state: 'paid', amount: 500 });
    const wallet = unwrap(await walletOf(shop, customer));
    expect(wallet.balance).toBe(620);
    expect(wallet.transactions.filter((tx) => tx.kind === 'topup')).toEqual([
      expect.objectContaining({ amount: 500, balance_after: 620, unique_order_id: null }),
    ]);
    expect((await purchasesOf(shop, customer)).map((purchase) => purchase.state)).toEqual(['paid']);
  });

  it('buys a plan: it starts at the payment; bought again while it runs, it is extended', async () => {
    const customer = await createCustomer(shop);
    const first = await start(shop, customer, { kind: 'membership', plan_id: MONTHLY });
    expect(first.purchase).toMatchObject({ amount: 499, title: 'Monthly · 30 days · 10 kg' });
    const paid = fake.pay(first.checkout.provider_order_id);
    unwrap(await confirmPurchaseReturn(shop, customer, first.purchase.public_id, paid.response));
    expect(await membershipRow(customer)).toEqual([
      expect.objectContaining({
        plan_id: MONTHLY,
        total_weight_grams: 10_000,
        remaining_weight_grams: 10_000,
        starts_at: NOW.toISOString(),
        expires_at: new Date(NOW.getTime() + 30 * DAY_MS).toISOString(),
      }),
    ]);
    // A renewal ten days in, with 4 kg used: 90 more days after the end, 35 kg more.
    await shop.db
      .updateTable('memberships')
      .set({ remaining_weight_grams: 6_000 })
      .where('user_id', '=', customer)
      .execute();
    const tenDays = later(10 * 24 * 60);
    const second = await start(tenDays, customer, { kind: 'membership', plan_id: QUARTERLY });
    const again = fake.pay(second.checkout.provider_order_id);
    const webhook = fake.webhook('payment.captured', again.payment.id);
    expect((await handleWebhook(tenDays, 'razorpay', webhook.body, webhook.headers)).body.outcome).toBe('confirmed');
    expect(await membershipRow(customer)).toEqual([
      expect.objectContaining({
        plan_id: QUARTERLY,
        total_weight_grams: 45_000,
        remaining_weight_grams: 41_000,
        starts_at: NOW.toISOString(),
        expires_at: new Date(NOW.getTime() + 120 * DAY_MS).toISOString(),
      }),
    ]);
    const alerts = await shop.db.selectFrom('notifications').select('title').where('user_id', '=', customer).execute();
    expect(alerts.map((alert) => alert.title)).toEqual(['Membership active', 'Membership extended']);
  });

  it('the same webhook 5 times at once, and the return beside them, credit once', async () => {
    const customer = await createCustomer(shop);
    const started = await start(shop, customer, { kind: 'wallet_topup', amount: 1_000 });
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    const captured = fake.webhook('payment.captured', payment.id);
    await Promise.all([
      ...Array.from({ length: 5 }, () => handleWebhook(shop, 'razorpay', captured.body, captured.headers)),
      confirmPurchaseReturn(shop, customer, started.purchase.public_id, response),
    ]);
    const wallet = unwrap(await walletOf(shop, customer));
    expect(wallet.balance).toBe(1_000);
    expect(wallet.transactions).toHaveLength(1);
  });

  it('refuses a payment for another amount, a tampered signature and amounts out of bounds', async () => {
    const customer = await createCustomer(shop);
    const started = await start(shop, customer, { kind: 'wallet_topup', amount: 200 });
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    const short = fake.webhook('payment.captured', payment.id, { amount: 100, eventId: 'evt_short_amount' });
    expect((await handleWebhook(shop, 'razorpay', short.body, short.headers)).body.outcome).toBe('refused');
    const forged = { ...response, razorpay_signature: fake.signature(started.checkout.provider_order_id, 'pay_other') };
    const refused = await confirmPurchaseReturn(shop, customer, started.purchase.public_id, forged);
    expect(errorOf(refused)).toMatchObject({
      code: 'validation_failed',
      fields: { razorpay_signature: expect.any(String) },
    });
    expect(unwrap(await walletOf(shop, customer)).balance).toBe(0);
    expect(unwrap(await getPurchase(shop, customer, started.purchase.public_id)).purchase.state).toBe(
      'awaiting_payment',
    );

    const tooSmall = await startPurchase(shop, customer, { kind: 'wallet_topup', amount: 99 }, ORIGIN);
    expect(errorOf(tooSmall)).toMatchObject({ code: 'validation_failed', fields: { amount: 'must be at least ₹100' } });
    const tooLarge = await startPurchase(shop, customer, { kind: 'wallet_topup', amount: 10_001 }, ORIGIN);
    expect(errorOf(tooLarge).fields).toEqual({ amount: 'must be at most ₹10000' });
    const noPlan = await startPurchase(shop, customer, { kind: 'membership', plan_id: 999 }, ORIGIN);
    expect(errorOf(noPlan)).toMatchObject({ code: 'not_found', fields: { plan_id: 'no such plan' } });
    const otherProvider = await startPurchase(
      shop,
      customer,
      { kind: 'wallet_topup', amount: 500, payment_provider: 'stripe' },
      ORIGIN,
    );
    expect(errorOf(otherProvider).fields).toEqual({ payment_provider: 'not offered by this shop' });
  });

  it('stops waiting after 15 minutes, and still applies a payment that comes later', async () => {
    const customer = await createCustomer(shop);
    const started = await start(shop, customer, { kind: 'wallet_topup', amount: 300 });
    await housekeepingRound(later(16));
    expect(unwrap(await getPurchase(later(16), customer, started.purchase.public_id)).purchase.state).toBe('expired');
    const { payment } = fake.pay(started.checkout.provider_order_id);
    const captured = fake.webhook('payment.captured', payment.id);
    expect((await handleWebhook(later(20), 'razorpay', captured.body, captured.headers)).body.outcome).toBe(
      'confirmed',
    );
    expect(unwrap(await walletOf(shop, customer)).balance).toBe(300);
  });

  it('a failed payment marks the purchase failed; another customer cannot see it', async () => {
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const started = await start(shop, customer, { kind: 'wallet_topup', amount: 400 });
    const failed = fake.fail(started.checkout.provider_order_id);
    const notice = fake.webhook('payment.failed', failed.id);
    expect((await handleWebhook(shop, 'razorpay', notice.body, notice.headers)).body.outcome).toBe('failed');
    expect(unwrap(await getPurchase(shop, customer, started.purchase.public_id)).purchase.state).toBe('failed');
    expect(errorOf(await getPurchase(shop, other, started.purchase.public_id)).code).toBe('not_found');
  });

  it('without a provider, nothing can be bought online', async () => {
    const customer = await createCustomer(shop);
    const offline = { ...shop, payments: undefined };
    const refused = await startPurchase(offline, customer, { kind: 'membership', plan_id: MONTHLY }, ORIGIN);
    expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', fields: { kind: 'not offered by this shop' } });
  });
});
