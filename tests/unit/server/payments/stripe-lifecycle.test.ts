// The order and purchase lifecycles through Stripe Checkout (decision 0254, decision 0260) with the
// fake Stripe, on both engines: the customer returns from the hosted page before the webhook (the
// session asked for with the secret key pays it) or after it; repeats change nothing; an expired
// session releases the order's hold; a store rejecting a paid order, asked twice at once, makes
// one refund at Stripe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { getOrder } from '../../../../src/server/services/orders/orders.ts';
import {
  confirmPaymentReturn,
  handleWebhook,
  sendDueRefunds,
  startPayment,
} from '../../../../src/server/services/orders/paid-online.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import {
  confirmPurchaseReturn,
  getPurchase,
  startPurchase,
} from '../../../../src/server/services/payments/purchases.ts';
import { rejectOrder } from '../../../../src/server/services/staff/staff-orders.ts';
import { walletOf } from '../../../../src/server/services/payments/wallet.ts';
import { type FakeStripe, startFakeStripe } from '../../../e2e/support/fake-stripe.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import {
  createCustomer,
  errorOf,
  line,
  NOW,
  orderRequest,
  stockOf,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

const ORIGIN = 'https://shop.example.in';
const ADMIN: StaffMember = {
  id: 1,
  name: 'Admin',
  email: 'admin@example.in',
  session_id: 0,
  language: 'en',
  role: 'admin',
  store_ids: [],
};

describe.skipIf(!engineAvailable)(`online payments through Stripe Checkout on ${testEngine}`, () => {
  let shop: TestShop;
  let fake: FakeStripe;
  let banana: VariantRef;

  beforeAll(async () => {
    // No webhook URL: events are recorded and handed to the shop by the tests, as Stripe would send them.
    fake = await startFakeStripe();
    shop = await openTestShop({
      now: NOW,
      overrides: {
        payments: paymentProvidersFrom({
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_BASE: fake.url,
        }),
      },
    });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  /** Every signed event the fake made about `sessionId`, as Stripe posts it. */
  function eventsOf(sessionId: string) {
    return fake.events().filter((event) => event.data.object.id === sessionId);
  }
  async function deliver(sessionId: string) {
    const outcomes: string[] = [];
    for (const event of eventsOf(sessionId)) {
      const signed = fake.webhook(event.id);
      outcomes.push((await handleWebhook(shop, 'stripe', signed.body, signed.headers)).body.outcome);
    }
    return outcomes;
  }

  async function orderAwaitingStripe(customer: number) {
    const order = unwrap(
      await placeOrder(
        shop,
        customer,
        orderRequest({
          items: [line(banana, 2)],
          payment_method: 'ONLINE',
          payment_provider: 'stripe',
          address_id: null,
          address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
        }),
      ),
    ).order;
    const started = unwrap(await startPayment(shop, customer, order.unique_order_id, ORIGIN));
    if (started.checkout.flow !== 'redirect') throw new Error('Stripe is a hosted page');
    const sessionId = started.checkout.url.split('/').at(-1) ?? '';
    const session = fake.sessions.get(sessionId);
    expect(session).toMatchObject({
      amount_total: Math.round(order.total_payable * 100),
      success_url: `${ORIGIN}/pay/${order.unique_order_id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/pay/${order.unique_order_id}?cancelled=1`,
    });
    // Opening the checkout again sends the customer to the same session.
    const again = unwrap(await startPayment(shop, customer, order.unique_order_id, ORIGIN));
    expect(again.checkout).toEqual(started.checkout);
    return { order, sessionId };
  }

  it('the return before the webhook pays the order; the webhook after it, 3 times, changes nothing', async () => {
    const customer = await createCustomer(shop);
    const { order, sessionId } = await orderAwaitingStripe(customer);
    // Back before paying (the session is open): still waiting, nothing refused.
    expect(
      unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, { session_id: sessionId })).outcome,
    ).toBe('pending');
    await fake.payWithoutRedirect(sessionId);
    const back = unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, { session_id: sessionId }));
    expect(back).toMatchObject({ outcome: 'confirmed', order: { status: 'placed', payment_state: 'paid' } });
    for (let round = 0; round < 3; round++) expect(await deliver(sessionId)).toEqual(['already']);
    const steps = await shop.db
      .selectFrom('order_status_events')
      .innerJoin('orders', 'orders.id', 'order_status_events.order_id')
      .select('order_status_events.id')
      .where('orders.unique_order_id', '=', order.unique_order_id)
      .where('order_status_events.status', '=', 'placed')
      .execute();
    expect(steps).toHaveLength(1);
  });

  it('a store rejecting a paid order, twice at once, makes one refund at Stripe', async () => {
    const customer = await createCustomer(shop);
    const { order, sessionId } = await orderAwaitingStripe(customer);
    await fake.payWithoutRedirect(sessionId);
    expect(await deliver(sessionId)).toEqual(['confirmed']);
    await Promise.all([
      rejectOrder(shop, ADMIN, { unique_order_id: order.unique_order_id, reason: 'Out of bananas' }),
      rejectOrder(shop, ADMIN, { unique_order_id: order.unique_order_id, reason: 'Out of bananas' }),
    ]);
    await sendDueRefunds(shop);
    await sendDueRefunds(shop);
    const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? '';
    expect(fake.refundsFor(paymentIntent)).toEqual([
      expect.objectContaining({ amount: Math.round(order.total_payable * 100), payment_intent: paymentIntent }),
    ]);
    expect(unwrap(await getOrder(shop, customer, order.unique_order_id)).order).toMatchObject({
      status: 'rejected',
      payment_state: 'refunded',
    });
  });

  it('an expired session releases the order’s hold', async () => {
    const customer = await createCustomer(shop);
    const before = await stockOf(shop, banana.variantId);
    const { order, sessionId } = await orderAwaitingStripe(customer);
    expect(await stockOf(shop, banana.variantId)).toBe(before - 2);
    await fake.expire(sessionId);
    expect(await deliver(sessionId)).toEqual(['failed']);
    expect(unwrap(await getOrder(shop, customer, order.unique_order_id)).order.status).toBe('payment_failed');
    expect(await stockOf(shop, banana.variantId)).toBe(before);
  });

  it('a top-up paid on the hosted page: the webhook credits it, the return after it changes nothing', async () => {
    const customer = await createCustomer(shop);
    const started = unwrap(await startPurchase(shop, customer, { kind: 'wallet_topup', amount: 750 }, ORIGIN));
    if (started.checkout.flow !== 'redirect') throw new Error('Stripe is a hosted page');
    const sessionId = started.checkout.url.split('/').at(-1) ?? '';
    expect(fake.sessions.get(sessionId)).toMatchObject({
      amount_total: 75_000,
      success_url: `${ORIGIN}/purchase/${started.purchase.public_id}?session_id={CHECKOUT_SESSION_ID}`,
    });
    await fake.payWithoutRedirect(sessionId);
    expect(await deliver(sessionId)).toEqual(['confirmed']);
    const back = unwrap(
      await confirmPurchaseReturn(shop, customer, started.purchase.public_id, { session_id: sessionId }),
    );
    expect(back.purchase.state).toBe('paid');
    expect(unwrap(await walletOf(shop, customer)).balance).toBe(750);
    // Another session's id on this purchase's return is refused, naming the field.
    const other = unwrap(await startPurchase(shop, customer, { kind: 'wallet_topup', amount: 100 }, ORIGIN));
    const otherId = other.checkout.flow === 'redirect' ? (other.checkout.url.split('/').at(-1) ?? '') : '';
    await fake.payWithoutRedirect(otherId);
    const wrong = await confirmPurchaseReturn(shop, customer, started.purchase.public_id, { session_id: otherId });
    expect(errorOf(wrong).fields).toEqual({ session_id: 'another payment' });
    expect(unwrap(await getPurchase(shop, customer, other.purchase.public_id)).purchase.state).toBe('awaiting_payment');
  });
});
