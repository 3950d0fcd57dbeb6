// Online payments end to end with the fake Razorpay (decision 0252), on a server of our own configured for it (the workers' servers keep no provider, so
// every other checkout spec sees cash and wallet only):
// - Asha pays an order by UPI in the provider's own window: before the window answers, Razorpay
//   delivers the payment.captured webhook 5 times and order.paid once; the return comes after
//   them. One confirmation, one stock decrement. The page's CSP allows exactly the fake's host.
// - Rohan's return carries a tampered signature: refused, the order stays awaiting payment with
//   its stock, coupon use and wallet part held; when the hold ends they are all released; he then
//   pays cash on delivery on the same order.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ROHAN } from '../helpers/cart.ts';
import { database, fakeProviderOrigin, fillCart, razorpayEnv, read, shoot } from '../helpers/payments.ts';
import type { TestServer } from '../support/server.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../support/fake-razorpay.ts';

// The fake's address must be known before the shop starts (its configuration names it).
const { port: FAKE_PORT, origin: FAKE } = fakeProviderOrigin('payments');
const KEYS = {
  keyId: 'rzp_test_E2eFakeKey01',
  keySecret: 'e2e-fake-key-secret',
  webhookSecret: 'e2e-fake-webhook-secret',
};

test.use({
  hasTouch: true,
  isMobile: true,
  viewport: { width: 390, height: 844 },
  ownServerEnv: {
    ...razorpayEnv(FAKE, KEYS),
    // Holds that ended are let go by the payment sweep (a read never writes): often here.
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

const giftBoxStock = (server: TestServer) =>
  read<{ stock: number }>(
    server,
    `select v.stock from item_variants v join items i on i.id = v.item_id where i.slug = 'limited-alphonso-mango-box' and v.is_default = 1`,
  ).stock;

test('an order paid by UPI is confirmed once, however many webhooks come before the return', async ({
  customer: page,
  ownServer,
}) => {
  test.setTimeout(90_000);
  const stockBefore = giftBoxStock(ownServer);
  fake.behaviour.webhooksFirst = { url: `${ownServer.baseURL}/webhooks/razorpay`, repeat: 5 };
  fake.behaviour.tamperReturn = false;

  await fillCart(page);
  await page.goto('/checkout');
  // What the configuration enables, UPI first on a phone, beside cash and the wallet.
  const choice = page.getByRole('group', { name: 'Payment method' });
  const radios = choice.getByRole('radio');
  await expect(radios.first()).toHaveAccessibleName(/^UPI/);
  await expect(choice.getByRole('radio', { name: /Cards · Netbanking · Wallet apps/ })).toBeVisible();
  await expect(choice.getByRole('radio', { name: /Cash on delivery/ })).toBeVisible();
  await shoot(page, 'payment-choice');
  await choice.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The payment page opens the provider's window (a frame of the fake's host, allowed by the CSP).
  await page.waitForURL(/\/pay\/FC-/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  const csp = (await page.request.get(`/pay/${orderId}`)).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src[^;]*${FAKE.replace(/[.:/]/g, '\\$&')}`));
  expect(csp).toMatch(new RegExp(`frame-src[^;]*${FAKE.replace(/[.:/]/g, '\\$&')}`));
  const cartCsp = (await page.request.get('/checkout')).headers()['content-security-policy'] ?? '';
  expect(cartCsp).not.toContain(FAKE);
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await checkout.getByRole('button', { name: 'Pay by UPI' }).click();

  await expect(page.getByRole('heading', { name: 'Paid online' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Track this order' })).toBeVisible();
  await shoot(page, 'payment-return-paid');

  // Once: one step to placed, one stock decrement, each webhook event kept once.
  const order = read<{ id: number; status: string }>(
    ownServer,
    'select id, status from orders where unique_order_id = ?',
    orderId,
  );
  expect(order.status).toBe('placed');
  expect(
    read<{ n: number }>(
      ownServer,
      `select count(*) as n from order_status_events where order_id = ? and status = 'placed'`,
      order.id,
    ).n,
  ).toBe(1);
  expect(giftBoxStock(ownServer)).toBe(stockBefore - 1);
  expect(read<{ n: number }>(ownServer, 'select count(*) as n from payment_events').n).toBe(2);
  expect(
    read<{ n: number }>(
      ownServer,
      `select count(*) as n from payment_attempts where status = 'paid' and order_id = ?`,
      order.id,
    ).n,
  ).toBe(1);

  // My orders says how it was paid.
  await page.goto('/my-orders');
  await expect(page.locator(`[data-order="${orderId}"]`)).toContainText('Payment: Paid online');
});

test.describe('Rohan', () => {
  test.use({ customerAccount: ROHAN });

  test('a tampered signature is refused; when the hold ends, stock, coupon use and wallet part come back', async ({
    customer: page,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    fake.behaviour.webhooksFirst = undefined;
    fake.behaviour.tamperReturn = true;
    const stockBefore = giftBoxStock(ownServer);
    const couponUses = () =>
      read<{ used_count: number }>(ownServer, `select used_count from coupons where code = 'FRESH20'`).used_count;
    const wallet = () => read<{ w: number }>(ownServer, 'select wallet_balance_paise as w from users where id = 2').w;
    const usesBefore = couponUses();
    const walletBefore = wallet();
    expect(walletBefore).toBeGreaterThan(0);

    await fillCart(page);
    await page.goto('/cart');
    await page.getByLabel('Enter coupon code').fill('FRESH20');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('FRESH20 applied')).toBeVisible();
    // Picked up at the store (Rohan's own address is not needed for what is tested here).
    await page.getByRole('radio', { name: 'Self pickup' }).click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const choice = page.getByRole('group', { name: 'Payment method' });
    await choice.getByRole('radio', { name: /^UPI/ }).check();
    await choice.getByRole('checkbox', { name: 'Use my wallet balance first' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/pay\/FC-/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('button', { name: 'Pay by UPI' }).click();

    // Refused: said in the page, and nothing was confirmed.
    await expect(page.getByRole('alert')).toContainText('This payment could not be verified.');
    await expect(page.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    expect(
      read<{ status: string }>(ownServer, 'select status from orders where unique_order_id = ?', orderId).status,
    ).toBe('awaiting_payment');
    expect(giftBoxStock(ownServer)).toBe(stockBefore - 1);
    expect(couponUses()).toBe(usesBefore + 1);
    expect(wallet()).toBe(0);
    await shoot(page, 'payment-return-pending');

    // The hold ends (its end moved into the past, as 15 minutes passing would): the page says so
    // at once, and the payment sweep lets the hold go.
    const db = database(ownServer);
    db.prepare(`update orders set payment_expires_at = '2000-01-01T00:00:00.000Z' where unique_order_id = ?`).run(
      orderId,
    );
    db.close();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try paying again' })).toBeVisible();
    await expect.poll(() => giftBoxStock(ownServer)).toBe(stockBefore);
    expect(couponUses()).toBe(usesBefore);
    expect(wallet()).toBe(walletBefore);
    await shoot(page, 'payment-return-failed');

    // Cash on delivery on the same order: the hold is taken again and the order placed.
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
    // A pickup order is paid at the store, and the page says the order is placed, not "Pay on
    // delivery" under the waiting sign.
    await expect(page.getByRole('heading', { name: 'Pay at pickup' })).toBeVisible();
    await expect(page.getByText(/^Your order is placed\. Pay ₹\d+ at the store when you pick it up\.$/)).toBeVisible();
    expect(
      read<{ status: string; payment_method: string }>(
        ownServer,
        'select status, payment_method from orders where unique_order_id = ?',
        orderId,
      ),
    ).toEqual({ status: 'placed', payment_method: 'COD_WALLET' });
    expect(giftBoxStock(ownServer)).toBe(stockBefore - 1);
  });
});

/** Fills the cart, places the order by UPI at checkout and waits for its pay page: the order's id. */
async function placeByUpi(page: Page): Promise<string> {
  await fillCart(page);
  await page.goto('/checkout');
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/pay\/FC-/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

// With the provider not answering, no payment has started: the page says so, not "Waiting for
// payment".
test('with the payment service down, the page says the payment did not start, and cash places the order', async ({
  customer: page,
}) => {
  test.setTimeout(90_000);
  fake.behaviour.webhooksFirst = undefined;
  fake.behaviour.tamperReturn = false;
  fake.behaviour.down = true;
  try {
    await placeByUpi(page);
    await expect(page.getByRole('alert')).toContainText('The payment service is not answering just now.');
    await expect(page.getByRole('heading', { name: 'Payment not started' })).toBeVisible();
    await expect(page.getByText('We are waiting for the payment to be confirmed.')).toHaveCount(0);
    await shoot(page, 'payment-not-started');

    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
    await expect(page.getByRole('heading', { name: 'Pay on delivery' })).toBeVisible();
    await expect(page.getByText(/^Your order is placed\. Pay ₹\d+ in cash when it arrives\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track this order' })).toBeVisible();
    await shoot(page, 'payment-cash-instead');
  } finally {
    fake.behaviour.down = false;
  }
});

// With Razorpay configured, "Extend for ₹499" and "Add ₹500" open the provider's window: the plans
// and the wallet pages allow its script as /pay does (decision 0257).
test('a membership plan and a wallet top-up are paid in the provider’s window', async ({ customer: page }) => {
  test.setTimeout(90_000);
  fake.behaviour.webhooksFirst = undefined;
  fake.behaviour.tamperReturn = false;
  fake.behaviour.down = false;
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');

  await page.goto('/membership-plans');
  const csp = (await page.request.get('/membership-plans')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src[^;]*${FAKE.replace(/[.:/]/g, '\\$&')}`));
  await page
    .getByRole('button', { name: /^(Buy|Extend) for ₹\d+$/ })
    .first()
    .click();
  await checkout.getByRole('button', { name: 'Pay by UPI' }).click();
  await page.waitForURL(/\/purchase\//);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/my-wallet');
  await page.getByLabel('Amount in ₹').fill('500');
  await page.getByRole('button', { name: 'Add ₹500' }).click();
  await checkout.getByRole('button', { name: 'Pay by UPI' }).click();
  await page.waitForURL(/\/purchase\//);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^₹500 was added to your wallet\./)).toBeVisible();
});

// A payment the bank declined is said at once, not left "Waiting for payment … to be confirmed"
// until a webhook and a poll come; cancelled unpaid, the order offers no "Try paying again" nor cash.
test('a declined payment says so at once; cancelled before it is paid, the order offers no payment', async ({
  customer: page,
}) => {
  test.setTimeout(90_000);
  fake.behaviour.webhooksFirst = undefined;
  fake.behaviour.down = false;
  fake.behaviour.decline = true;
  try {
    const orderId = await placeByUpi(page);
    const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await checkout.getByRole('button', { name: 'Pay by UPI' }).click();
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await expect(
      page.getByText('The bank or the app declined the payment, and nothing was charged.', { exact: false }),
    ).toBeVisible();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeVisible();
    await shoot(page, 'payment-declined');

    // Closed without paying (a second try): said so, not "waiting to be confirmed".
    fake.behaviour.decline = false;
    await page.getByRole('button', { name: /^Pay ₹\d+ now$/ }).click();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Payment window closed' })).toBeVisible();
    await expect(page.getByText('We are waiting for the payment to be confirmed.')).toHaveCount(0);

    // Cancelled before paying: nothing to pay, anywhere.
    await page.goto(`/running-order/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Nothing has been paid for it, so there is nothing to refund.');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Payment: Not paid: the order was cancelled')).toBeVisible();
    await expect(page.getByRole('link', { name: /Try paying again|^Pay ₹/ })).toHaveCount(0);
    await page.goto('/my-orders');
    await expect(page.locator(`[data-order="${orderId}"]`)).toContainText('Payment: Not paid: the order was cancelled');
    await expect(page.locator(`[data-order="${orderId}"]`).getByRole('link', { name: /Try paying again/ })).toHaveCount(
      0,
    );
    await page.goto(`/pay/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Not paid: the order was cancelled' })).toBeVisible();
    await shoot(page, 'payment-cancelled-unpaid');
    await expect(page.getByRole('button', { name: /Try paying again|Pay cash on delivery instead/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Order details' })).toHaveAttribute(
      'href',
      `/running-order/${orderId}`,
    );
  } finally {
    fake.behaviour.decline = false;
  }
});
