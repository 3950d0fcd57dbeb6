// Online payments (decision 0252) against the local fake
// Razorpay (tests/e2e/support/fake-razorpay.ts), through the very adapter that talks to
// api.razorpay.com: an order paid online holds its stock, coupon use and wallet part; only a
// verified signal pays it, exactly once whatever the number and order of returns and webhooks;
// a tampered signature or another amount is refused; the hold's end or a failure gives
// everything back; a store's rejection of a paid order refunds it once however often it is tried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../../src/domain/api/errors.ts';
import type { PlaceOrderAnswer } from '../../../../src/domain/api/orders.ts';
import { PAYMENT_HOLD_MS } from '../../../../src/domain/orders/payments.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { housekeepingRound } from '../../../../src/server/services/housekeeping/housekeeping.ts';
import { getOrder, listOrders } from '../../../../src/server/services/orders/orders.ts';
import {
  confirmPaymentReturn,
  expireHolds,
  handleWebhook,
  payByCash,
  sendDueRefunds,
  startPayment,
} from '../../../../src/server/services/orders/paid-online.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { rejectOrder, staffQueue, takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
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
  walletOfUser,
  type VariantRef,
} from '../orders/orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

/** Opens Razorpay's window for an order (the fake is a widget provider): the started attempt. */
async function openWindow(context: ShopContext, customer: number, uniqueOrderId: string) {
  const started = unwrap(await startPayment(context, customer, uniqueOrderId, 'http://127.0.0.1'));
  if (started.checkout.flow !== 'widget') throw new Error('Razorpay opens its window on the page');
  return { ...started, checkout: started.checkout };
}

const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};

const ADMIN: StaffMember = {
  id: 1,
  name: 'Admin',
  email: 'admin@example.in',
  session_id: 0,
  language: 'en',
  role: 'admin',
  store_ids: [],
};

describe.skipIf(!engineAvailable)(`online payments with the fake Razorpay on ${testEngine}`, () => {
  let shop: TestShop;
  let fake: FakeRazorpay;
  let box: VariantRef;
  let banana: VariantRef;

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
    box = await variantRef(shop, 'limited-alphonso-mango-box');
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  /** The shop `minutes` later (the hold runs on the context's clock). */
  const later = (minutes: number) => {
    const at = new Date(NOW.getTime() + minutes * 60_000);
    return { ...shop, now: () => at };
  };

  async function placeOnline(customer: number, body: Record<string, unknown> = {}) {
    return placeOrder(
      shop,
      customer,
      orderRequest({
        items: [line(banana, 2)],
        payment_method: 'ONLINE',
        payment_provider: 'razorpay',
        ...deliverToKothrud,
        ...body,
      }),
    );
  }

  async function statusOf(uniqueOrderId: string) {
    const row = await shop.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method'])
      .where('unique_order_id', '=', uniqueOrderId)
      .executeTakeFirstOrThrow();
    const placedSteps = await shop.db
      .selectFrom('order_status_events')
      .select('id')
      .where('order_id', '=', row.id)
      .where('status', '=', 'placed')
      .execute();
    return { ...row, placedSteps: placedSteps.length };
  }

  it('places the order awaiting payment, holding its stock; no store sees it or may step it', async () => {
    const customer = await createCustomer(shop);
    const before = await stockOf(shop, banana.variantId);
    const order = unwrap(await placeOnline(customer)).order;
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_method: 'ONLINE', payment_state: 'pending' });
    expect(Date.parse(order.payment_expires_at ?? '') - NOW.getTime()).toBe(PAYMENT_HOLD_MS);
    expect(await stockOf(shop, banana.variantId)).toBe(before - 2);
    const queue = unwrap(await staffQueue(shop, ADMIN)).orders.map((row) => row.unique_order_id);
    expect(queue).not.toContain(order.unique_order_id);
    const step = await takeStaffStep(shop, ADMIN, { unique_order_id: order.unique_order_id, event: 'accept' });
    expect(errorOf(step).code).toBe('not_found');
  });

  it('refuses online payment for a provider that is not configured, and for the members cart', async () => {
    const customer = await createCustomer(shop);
    const bare = { ...shop, payments: paymentProvidersFrom({}) };
    const refused = await placeOrder(
      bare,
      customer,
      orderRequest({ items: [line(banana, 2)], payment_method: 'ONLINE', ...deliverToKothrud }),
    );
    expect(errorOf(refused)).toMatchObject({
      code: 'validation_failed',
      fields: { payment_method: expect.any(String) },
    });
  });

  it('pays by UPI through the checkout: the signed return confirms it once', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const stock = await stockOf(shop, banana.variantId);
    const started = await openWindow(shop, customer, order.unique_order_id);
    expect(started.checkout).toMatchObject({
      provider: 'razorpay',
      key: fake.keyId,
      script: `${fake.url}/v1/checkout.js`,
      amount_minor: Math.round(order.total_payable * 100),
      currency: 'INR',
    });
    expect(fake.orders.get(started.checkout.provider_order_id)).toMatchObject({
      amount: started.checkout.amount_minor,
      receipt: order.unique_order_id,
    });
    // Opening the checkout again reuses the open attempt.
    const again = await openWindow(shop, customer, order.unique_order_id);
    expect(again.checkout.provider_order_id).toBe(started.checkout.provider_order_id);
    const { response } = fake.pay(started.checkout.provider_order_id);
    const confirmed = unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, response));
    expect(confirmed.outcome).toBe('confirmed');
    expect(confirmed.order).toMatchObject({ status: 'placed', payment_state: 'paid', payment_expires_at: null });
    // The same return again changes nothing.
    expect(unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, response)).outcome).toBe('already');
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'placed', placedSteps: 1 });
    expect(await stockOf(shop, banana.variantId)).toBe(stock);
    // Now the store sees it.
    const queue = unwrap(await staffQueue(shop, ADMIN)).orders.map((row) => row.unique_order_id);
    expect(queue).toContain(order.unique_order_id);
  });

  it('5 repeats of the webhook, order.paid, then the return: one confirmation, one stock decrement', async () => {
    const customer = await createCustomer(shop);
    const before = await stockOf(shop, banana.variantId);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    const captured = fake.webhook('payment.captured', payment.id);
    const outcomes = [];
    for (let index = 0; index < 5; index++)
      outcomes.push((await handleWebhook(shop, 'razorpay', captured.body, captured.headers)).body.outcome);
    expect(outcomes).toEqual(['confirmed', 'already', 'already', 'already', 'already']);
    const paid = fake.webhook('order.paid', payment.id);
    expect(await handleWebhook(shop, 'razorpay', paid.body, paid.headers)).toEqual({
      status: 200,
      body: { outcome: 'already' },
    });
    expect(unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, response)).outcome).toBe('already');
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'placed', placedSteps: 1 });
    expect(await stockOf(shop, banana.variantId)).toBe(before - 2);
    const events = await shop.db.selectFrom('payment_events').select('event_id').execute();
    expect(events.filter((event) => event.event_id === captured.eventId)).toHaveLength(1);
  });

  it('the same webhook delivered 5 times at once still confirms once', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    const captured = fake.webhook('payment.captured', payment.id);
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => handleWebhook(shop, 'razorpay', captured.body, captured.headers)),
      confirmPaymentReturn(shop, customer, order.unique_order_id, response).then((result) =>
        result.ok ? { body: { outcome: result.value.outcome } } : { body: { outcome: 'error' } },
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.body.outcome === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.body.outcome === 'already')).toHaveLength(5);
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'placed', placedSteps: 1 });
  });

  it('a tampered signature is refused: the order stays awaiting payment', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    const forged = { ...response, razorpay_signature: fake.signature(started.checkout.provider_order_id, 'pay_other') };
    const refused = await confirmPaymentReturn(shop, customer, order.unique_order_id, forged);
    expect(errorOf(refused)).toMatchObject({
      code: 'validation_failed',
      fields: { razorpay_signature: expect.any(String) },
    });
    const tampered = fake.webhook('payment.captured', payment.id, { tamper: true });
    expect(await handleWebhook(shop, 'razorpay', tampered.body, tampered.headers)).toEqual({
      status: 400,
      body: { outcome: 'bad_signature' },
    });
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'awaiting_payment', placedSteps: 0 });
  });

  it('a signed payment for another amount is refused and logged; the order stays awaiting payment', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment } = fake.pay(started.checkout.provider_order_id);
    const wrong = fake.webhook('payment.captured', payment.id, { amount: started.checkout.amount_minor - 1000 });
    expect((await handleWebhook(shop, 'razorpay', wrong.body, wrong.headers)).body.outcome).toBe('refused');
    const event = await shop.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('event_id', '=', wrong.eventId)
      .executeTakeFirstOrThrow();
    expect(event.outcome).toMatch(/^refused: amount/);
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('reading orders never writes: a hold past its end reads as failed, and only the sweep gives its stock back', async () => {
    const customer = await createCustomer(shop, 0);
    await expireHolds(later(16)); // the holds earlier tests left, out of the count
    const stock = await stockOf(shop, banana.variantId);
    const order = unwrap(await placeOnline(customer, { items: [line(banana, 2)] })).order;
    expect(await stockOf(shop, banana.variantId)).toBe(stock - 2);

    const listed = unwrap(await listOrders(later(16), customer)).orders.find(
      (each) => each.unique_order_id === order.unique_order_id,
    );
    expect(listed).toMatchObject({ status: 'payment_failed', payment_state: 'failed', payment_expires_at: null });
    const read = unwrap(await getOrder(later(16), customer, order.unique_order_id)).order;
    expect(read).toMatchObject({ status: 'payment_failed', payment_state: 'failed' });
    // Stored as it was: the reads let nothing go.
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock - 2);

    expect(await expireHolds(later(16))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock);
  });

  it('the hold ends: stock, coupon use and wallet part are released and the customer is told; retry and cash follow', async () => {
    const customer = await createCustomer(shop, 5_000);
    const stock = await stockOf(shop, banana.variantId);
    const coupon = () =>
      shop.db.selectFrom('coupons').select('used_count').where('code', '=', 'FLAT50').executeTakeFirstOrThrow();
    const usedBefore = (await coupon()).used_count;
    const order = unwrap(
      await placeOnline(customer, { items: [line(banana, 6)], coupon: 'FLAT50', use_wallet: true }),
    ).order;
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_method: 'ONLINE_WALLET', wallet_used: 50 });
    expect(await walletOfUser(shop, customer)).toBe(0);
    expect((await coupon()).used_count).toBe(usedBefore + 1);

    // A minute before the end the sweep leaves it; after it, the sweep lets the hold go.
    await expireHolds(later(14));
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'awaiting_payment' });
    await expireHolds(later(16));
    const read = unwrap(await getOrder(later(16), customer, order.unique_order_id)).order;
    expect(read).toMatchObject({ status: 'payment_failed', payment_state: 'failed' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock);
    expect((await coupon()).used_count).toBe(usedBefore);
    expect(await walletOfUser(shop, customer)).toBe(5_000);
    const alert = await shop.db
      .selectFrom('notifications')
      .select(['title', 'click_action'])
      .where('user_id', '=', customer)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({
      title: 'Payment not completed',
      click_action: `/running-order/${encodeURIComponent(order.unique_order_id)}`,
    });

    // Retry: the hold is taken again and a new attempt made.
    const retried = await openWindow(later(17), customer, order.unique_order_id);
    expect(retried.order).toMatchObject({ status: 'awaiting_payment' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock - 6);
    expect(await walletOfUser(shop, customer)).toBe(0);
    // Switch to cash on the same order: placed, paid on delivery.
    const cash = unwrap(await payByCash(later(18), customer, order.unique_order_id)).order;
    expect(cash).toMatchObject({ status: 'placed', payment_method: 'COD_WALLET', payment_state: 'offline' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock - 6);
  });

  it('the housekeeping sweep releases holds that ended for every customer', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const stock = await stockOf(shop, banana.variantId);
    // Earlier tests left orders awaiting payment too (two bananas each): the sweep lets them all go.
    const waiting = await shop.db.selectFrom('orders').select('id').where('status', '=', 'awaiting_payment').execute();
    await housekeepingRound(later(16));
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await shop.db.selectFrom('orders').select('id').where('status', '=', 'awaiting_payment').execute()).toEqual(
      [],
    );
    expect(await stockOf(shop, banana.variantId)).toBe(stock + 2 * waiting.length);
  });

  it('payment.failed releases the order; a payment that comes later takes the stock again', async () => {
    const customer = await createCustomer(shop);
    const stock = await stockOf(shop, banana.variantId);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const failed = fake.fail(started.checkout.provider_order_id);
    const notice = fake.webhook('payment.failed', failed.id);
    expect((await handleWebhook(shop, 'razorpay', notice.body, notice.headers)).body.outcome).toBe('failed');
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock);
    // The bank pays after all (a late capture on the same attempt): the stock is there, so the order stands.
    const { payment } = fake.pay(started.checkout.provider_order_id);
    const late = fake.webhook('payment.captured', payment.id);
    expect((await handleWebhook(shop, 'razorpay', late.body, late.headers)).body.outcome).toBe('confirmed');
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'placed' });
    expect(await stockOf(shop, banana.variantId)).toBe(stock - 2);
    // Its alerts end with what happened last, not "Payment not completed".
    const alerts = await shop.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', customer)
      .orderBy('id')
      .execute();
    expect(alerts.map((alert) => alert.title)).toEqual(['Payment not completed', 'Payment received']);
  });

  it('a customer cancelling a paid order may take the refund to the wallet at once: no provider refund', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, response));
    const paid = Math.round(order.total_payable * 100);
    const cancelled = unwrap(await cancelOrder(shop, customer, order.unique_order_id, null, 'wallet'));
    expect(cancelled.order).toMatchObject({ status: 'cancelled', payment_state: 'refunded' });
    expect(await walletOfUser(shop, customer)).toBe(paid);
    await sendDueRefunds(shop);
    expect(fake.calls.filter((call) => call === `POST /v1/payments/${payment.id}/refund`)).toHaveLength(0);
    // Asked again: too late (409), and the wallet is credited once.
    expect(errorOf(await cancelOrder(shop, customer, order.unique_order_id, null, 'wallet')).code).toBe('conflict');
    expect(await walletOfUser(shop, customer)).toBe(paid);
    // A shop that does not allow it refuses the choice, naming the field; the order is untouched.
    const other = unwrap(await placeOnline(customer)).order;
    await shop.db.updateTable('settings').set({ value: 'false' }).where('key', '=', 'allowRefundToWallet').execute();
    try {
      const refused = await cancelOrder(shop, customer, other.unique_order_id, null, 'wallet');
      expect(errorOf(refused)).toMatchObject({
        code: 'validation_failed',
        fields: { refund_to: 'not offered by this shop' },
      });
      expect(await statusOf(other.unique_order_id)).toMatchObject({ status: 'awaiting_payment' });
    } finally {
      await shop.db.updateTable('settings').set({ value: 'true' }).where('key', '=', 'allowRefundToWallet').execute();
    }
  });

  it('a store rejecting a paid order, tried again, makes exactly one refund call', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, response));
    const refundCalls = () => fake.calls.filter((call) => call === `POST /v1/payments/${payment.id}/refund`).length;
    const rejections = await Promise.all([
      rejectOrder(shop, ADMIN, { unique_order_id: order.unique_order_id, reason: 'Out of mangoes' }),
      rejectOrder(shop, ADMIN, { unique_order_id: order.unique_order_id, reason: 'Out of mangoes' }),
    ]);
    expect(rejections.filter((result) => result.ok)).toHaveLength(1);
    expect(errorOf(rejections.find((result) => !result.ok) ?? rejections[0]).code).toBe('conflict');
    // Asked again later: refused (409), and still no second refund.
    expect(errorOf(await rejectOrder(shop, ADMIN, { unique_order_id: order.unique_order_id, reason: 'x' })).code).toBe(
      'conflict',
    );
    await sendDueRefunds(shop);
    await sendDueRefunds(shop);
    expect(refundCalls()).toBe(1);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toEqual([
      expect.objectContaining({ amount: started.checkout.amount_minor, receipt: `refund-${payment.id}` }),
    ]);
    const read = unwrap(await getOrder(shop, customer, order.unique_order_id)).order;
    expect(read).toMatchObject({ status: 'rejected', payment_state: 'refunded' });
  });

  it('a failed refund call stays due and is sent once by a later round', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    const { payment, response } = fake.pay(started.checkout.provider_order_id);
    unwrap(await confirmPaymentReturn(shop, customer, order.unique_order_id, response));
    // The provider cannot refund it yet (the fake refuses a payment that is not captured).
    const entry = fake.payments.get(payment.id);
    if (entry) entry.status = 'authorized';
    unwrap(await rejectOrder(shop, ADMIN, { unique_order_id: order.unique_order_id, reason: 'Closed early' }));
    expect(unwrap(await getOrder(shop, customer, order.unique_order_id)).order.payment_state).toBe('refund_pending');
    if (entry) entry.status = 'captured';
    expect(await sendDueRefunds(shop)).toBe(1);
    expect(await sendDueRefunds(shop)).toBe(0);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });

  it('20 customers paying for the last 5 units: 5 confirmed, 15 refused, stock 0', async () => {
    expect(await stockOf(shop, box.variantId)).toBe(5);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(shop)));
    const placed: Result<PlaceOrderAnswer>[] = await Promise.all(
      customers.map((customer) => placeOnline(customer, { items: [line(box)] })),
    );
    const winners = placed.flatMap((result, index) =>
      result.ok ? [{ customer: customers[index] ?? 0, id: result.value.order.unique_order_id }] : [],
    );
    expect(winners).toHaveLength(5);
    expect(placed.filter((result) => !result.ok && result.error.code === 'out_of_stock')).toHaveLength(15);
    expect(await stockOf(shop, box.variantId)).toBe(0);
    // Every winner pays at once, the return and two webhooks racing each other.
    await Promise.all(
      winners.map(async ({ customer, id }) => {
        const started = await openWindow(shop, customer, id);
        const { payment, response } = fake.pay(started.checkout.provider_order_id);
        const captured = fake.webhook('payment.captured', payment.id);
        const paid = fake.webhook('order.paid', payment.id);
        await Promise.all([
          handleWebhook(shop, 'razorpay', captured.body, captured.headers),
          confirmPaymentReturn(shop, customer, id, response),
          handleWebhook(shop, 'razorpay', paid.body, paid.headers),
          handleWebhook(shop, 'razorpay', captured.body, captured.headers),
        ]);
      }),
    );
    for (const { id } of winners) expect(await statusOf(id)).toMatchObject({ status: 'placed', placedSteps: 1 });
    expect(await stockOf(shop, box.variantId)).toBe(0);
  });

  it('a payment after the hold ended, with the stock gone meanwhile, is refunded, not oversold', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOnline(customer)).order;
    const started = await openWindow(shop, customer, order.unique_order_id);
    await expireHolds(later(16));
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'payment_failed' });
    const stock = await stockOf(shop, banana.variantId);
    // Others bought the last bananas meanwhile.
    await shop.db.updateTable('item_variants').set({ stock: 1 }).where('id', '=', banana.variantId).execute();
    const { payment } = fake.pay(started.checkout.provider_order_id);
    const late = fake.webhook('payment.captured', payment.id);
    expect((await handleWebhook(later(17), 'razorpay', late.body, late.headers)).body.outcome).toBe('refunding');
    expect(await statusOf(order.unique_order_id)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(shop, banana.variantId)).toBe(1);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    expect((await handleWebhook(later(17), 'razorpay', late.body, late.headers)).body.outcome).toBe('already');
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    await shop.db.updateTable('item_variants').set({ stock }).where('id', '=', banana.variantId).execute();
  });
});
