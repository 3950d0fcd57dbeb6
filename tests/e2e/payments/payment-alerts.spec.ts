// A Marathi customer's alerts about money: a payment that failed at the bank, a payment whose
// 15-minute hold ended, and a refund, read in Marathi on /alerts and from get-user-notifications.
// Each alert is stored as a message code with its parameters and said in the reader's language
// (src/server/said.ts sayAlert), so these are Marathi although the services write no language.
// The orders are placed and paid through the shop's own API with the fake Razorpay, on a server
// of the spec's own.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SAID_TEXTS_MR } from '../../../src/server/seed/essentials/labels-said.ts';
import { expect, test } from '../fixtures.ts';
import { database, fakeProviderOrigin, razorpayEnv, read, shoot } from '../helpers/payments.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../support/fake-razorpay.ts';

const { port: FAKE_PORT, origin: FAKE } = fakeProviderOrigin('paymentAlerts');
const KEYS = {
  keyId: 'rzp_test_E2eFakeKey02',
  keySecret: 'e2e-fake-key-secret-2',
  webhookSecret: 'e2e-fake-webhook-secret-2',
};
/** Asha's saved home in Kothrud, and a banana (demo shop). */
const HOME_ADDRESS_ID = 1;
const BANANA_ITEM = 5;

test.use({
  ownServerEnv: {
    ...razorpayEnv(FAKE, KEYS),
    PAYMENT_SWEEP_MS: '300',
  },
});
test.describe.configure({ mode: 'serial' });

let fake: FakeRazorpay;
test.beforeAll(async () => {
  fake = await startFakeRazorpay({ ...KEYS, port: FAKE_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

/** Places an order paid online and opens its payment: the order's id and the provider's order id. */
async function placeOnline(api: APIRequestContext): Promise<{ orderId: string; providerOrderId: string }> {
  const placed = await api.post('/api/place-order', {
    data: {
      items: [{ id: BANANA_ITEM, quantity: 3 }],
      payment_method: 'ONLINE',
      payment_provider: 'razorpay',
      address_id: HOME_ADDRESS_ID,
      idempotency_key: `alerts-e2e-${randomUUID()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
  const started = await api.post('/api/payment-start', { data: { unique_order_id: orderId } });
  expect(started.ok(), await started.text()).toBe(true);
  const { checkout } = (await started.json()) as { checkout: { provider_order_id: string } };
  return { orderId, providerOrderId: checkout.provider_order_id };
}

test('a failed payment, an expired payment and a refund reach a Marathi customer in Marathi', async ({
  customer: page,
  ownServer,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? ownServer.baseURL }]);
  const api = page.request;

  // 1. Declined at the bank: Razorpay's payment.failed webhook.
  const declined = await placeOnline(api);
  const failedPayment = fake.fail(declined.providerOrderId);
  const hook = await fake.sendWebhook(`${ownServer.baseURL}/webhooks/razorpay`, 'payment.failed', failedPayment.id);
  expect(hook.status).toBe(200);

  // 2. The hold ends (its end moved into the past, as 15 minutes passing would); the sweep lets it go.
  const expired = await placeOnline(api);
  const db = database(ownServer);
  db.prepare(`update orders set payment_expires_at = '2000-01-01T00:00:00.000Z' where unique_order_id = ?`).run(
    expired.orderId,
  );
  db.close();
  const statusOf = (id: string) =>
    read<{ status: string }>(ownServer, 'select status from orders where unique_order_id = ?', id).status;
  await expect.poll(() => statusOf(expired.orderId)).toBe('payment_failed');

  // 3. Paid, then cancelled by the customer: the payment goes back to how it was paid.
  const paid = await placeOnline(api);
  const { response } = fake.pay(paid.providerOrderId);
  const returned = await api.post('/api/payment-return', { data: { unique_order_id: paid.orderId, ...response } });
  expect(returned.ok(), await returned.text()).toBe(true);
  const cancelled = await api.post('/api/cancel-order', {
    data: { unique_order_id: paid.orderId, refund_to: 'source' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await expect.poll(() => fake.refunds.length).toBe(1);

  // Read by the API in the request's language…
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  let said: string[] = [];
  await expect
    .poll(async () => {
      const answer = await api.post('/api/get-user-notifications', { data: {} });
      const { notifications } = (await answer.json()) as {
        notifications: { data: { title: string; message: string } }[];
      };
      said = notifications.map(({ data }) => `${data.title} · ${data.message}`);
      return said.some((line) => line.startsWith(SAID_TEXTS_MR.saidAlertRefundSentTitle));
    })
    .toBe(true);
  const amount = said.find((line) => line.startsWith(SAID_TEXTS_MR.saidAlertRefundSentTitle))?.match(/₹[\d.]+/)?.[0];
  expect(amount).toBeDefined();
  for (const orderId of [declined.orderId, expired.orderId]) {
    expect(said).toContain(
      `${SAID_TEXTS_MR.saidAlertPaymentFailedTitle} · ${fill(SAID_TEXTS_MR.saidAlertPaymentFailed, { id: orderId })}`,
    );
  }
  expect(said).toContain(
    `${SAID_TEXTS_MR.saidAlertRefundSentTitle} · ${fill(SAID_TEXTS_MR.saidAlertRefundSent, { id: paid.orderId, amount: amount ?? '' })}`,
  );
  expect(said.join('\n')).not.toMatch(/Payment not completed|Refund on its way/);

  // …and on the alerts page, in Marathi.
  await page.goto('/alerts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByText(fill(SAID_TEXTS_MR.saidAlertPaymentFailed, { id: declined.orderId }))).toBeVisible();
  await expect(page.getByText(fill(SAID_TEXTS_MR.saidAlertPaymentFailed, { id: expired.orderId }))).toBeVisible();
  await expect(page.getByText(SAID_TEXTS_MR.saidAlertRefundSentTitle)).toBeVisible();
  await expect(page.getByText('Refund on its way')).toHaveCount(0);
  await shoot(page, 'alerts-payments-mr');
});
