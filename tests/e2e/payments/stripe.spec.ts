// Stripe Checkout end to end with the fake Stripe (a membership plan bought
// through the hosted page → an active membership with the plan's allowance; a wallet top-up →
// balance and transaction), on a server of its own configured for Stripe alone (the workers' servers
// keep no provider). The customer leaves the shop for the provider's hosted page and comes back;
// the fake sends its signed checkout.session.completed webhook before it sends the customer back,
// and the test delivers it again afterwards: still one membership, one credit.
// - Rohan (no membership) buys the Monthly plan: 10 kg for 30 days, shown on /membership.
// - Asha adds ₹1,000 to her wallet; then she leaves the hosted page for another top-up: nothing
//   charged, and the page says so.
// - Asha pays an order by card on Stripe's page: the order is placed and paid online.
import { expect, test } from '../fixtures.ts';
import { ROHAN } from '../helpers/cart.ts';
import { holdIsland, islandHydrated } from '../helpers/location.ts';
import { fakeProviderOrigin, fillCart, read, shoot } from '../helpers/payments.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';

const { port: FAKE_PORT, origin: FAKE } = fakeProviderOrigin('stripe');
const KEYS = { secretKey: 'sk_test_E2eFakeStripe01', webhookSecret: 'whsec_E2eFakeStripeWebhook01' };

test.use({
  hasTouch: true,
  isMobile: true,
  viewport: { width: 390, height: 844 },
  ownServerEnv: {
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_BASE: FAKE,
  },
});
test.describe.configure({ mode: 'serial' });

let fake: FakeStripe;

test.beforeAll(async () => {
  fake = await startFakeStripe({ ...KEYS, port: FAKE_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

/** Redelivers every event the fake made for `sessionId` `times` times; answers the shop's statuses. */
async function redeliverAll(sessionId: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (const event of fake.events().filter((candidate) => candidate.data.object.id === sessionId))
    statuses.push(...(await fake.redeliver(event.id, { times })));
  return statuses;
}

test.describe('Rohan', () => {
  test.use({ customerAccount: ROHAN });

  test('buys a membership plan on the hosted page: active at once with the plan’s allowance', async ({
    customer: page,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    fake.webhookUrl = `${ownServer.baseURL}/webhooks/stripe`;
    expect(read<{ n: number }>(ownServer, 'select count(*) as n from memberships where user_id = 2').n).toBe(0);

    await page.goto('/membership-plans');
    const monthly = page.getByRole('article', { name: 'Monthly' });
    await expect(page.getByRole('heading', { name: 'How to join' })).toHaveCount(0);
    await shoot(page, 'membership-buy');
    await monthly.getByRole('button', { name: 'Buy for ₹499' }).click();

    // Stripe's hosted page (the fake's), then back to the shop's return page.
    await page.waitForURL(`${FAKE}/c/pay/**`);
    await expect(page.getByRole('heading', { name: '₹499.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹499.00' }).click();
    await page.waitForURL(/\/purchase\/PU[A-Z0-9]{16}\?session_id=cs_/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('with 10 kg to use')).toBeVisible();
    await shoot(page, 'membership-paid');

    // The webhook came first (before the redirect); delivered 3 times more, it changes nothing.
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    expect(await redeliverAll(sessionId, 3)).toEqual([200, 200, 200]);
    const row = read<{ n: number; total: number; remaining: number; days: number }>(
      ownServer,
      `select count(*) as n, max(total_weight_grams) as total, max(remaining_weight_grams) as remaining,
         max(julianday(expires_at) - julianday(starts_at)) as days from memberships where user_id = 2`,
    );
    expect(row).toEqual({ n: 1, total: 10_000, remaining: 10_000, days: 30 });
    expect(read<{ n: number }>(ownServer, `select count(*) as n from purchases where status = 'paid'`).n).toBe(1);

    await page.getByRole('link', { name: 'See my membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByText('Monthly').first()).toBeVisible();
    // The plan bought is among the customer's transactions (its online payments).
    await page.goto('/transactions');
    const payments = page.getByRole('region', { name: 'Online payments' });
    await expect(payments.getByRole('listitem').first()).toContainText('Monthly · 30 days · 10 kg');
    await expect(payments.getByRole('listitem').first()).toContainText('₹499');
  });
});

// An amount chosen before the form's code has loaded is the one the button adds.
test('a top-up amount chosen before the form has hydrated stays chosen', async ({ customer: page }) => {
  const release = await holdIsland(page, 'TopUpForm');
  await page.goto('/my-wallet');
  const topUp = page.getByRole('form', { name: 'Add money' });
  await topUp.getByRole('radio', { name: '₹1000' }).check();
  release();
  await islandHydrated(page, 'TopUpForm');
  await expect(topUp.getByRole('radio', { name: '₹1000' })).toBeChecked();
  await expect(topUp.getByRole('button', { name: 'Add ₹1000' })).toBeEnabled();
});

test('tops up the wallet on the hosted page: the balance and a transaction; leaving the page charges nothing', async ({
  customer: page,
  ownServer,
}) => {
  test.setTimeout(90_000);
  fake.webhookUrl = `${ownServer.baseURL}/webhooks/stripe`;
  const balance = () => read<{ w: number }>(ownServer, 'select wallet_balance_paise as w from users where id = 1').w;
  const before = balance();

  await page.goto('/my-wallet');
  const topUp = page.getByRole('form', { name: 'Add money' });
  await topUp.getByRole('radio', { name: '₹1000' }).check();
  await shoot(page, 'wallet-topup');
  await topUp.getByRole('button', { name: 'Add ₹1000' }).click();
  await page.waitForURL(`${FAKE}/c/pay/**`);
  await page.getByRole('button', { name: 'Pay ₹1,000.00' }).click();
  await page.waitForURL(/\/purchase\/PU/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(/^₹1000 was added to your wallet\. Balance: ₹/)).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await redeliverAll(sessionId, 2);
  expect(balance()).toBe(before + 100_000);
  expect(
    read<{ n: number }>(ownServer, `select count(*) as n from wallet_transactions where user_id = 1 and kind = 'topup'`)
      .n,
  ).toBe(1);

  await page.getByRole('link', { name: 'Go to my wallet' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Added to your wallet' }).first()).toContainText('+₹1000');
  const payments = page.getByRole('region', { name: 'Online payments' });
  await expect(payments.getByRole('listitem').first()).toContainText('Wallet top-up');
  await expect(payments.getByRole('listitem').first()).toContainText('Payment received');
  await page.goto('/transactions');
  await expect(page.getByRole('region', { name: 'Online payments' }).getByRole('listitem').first()).toContainText(
    'Wallet top-up',
  );
  await page.goto('/my-wallet');

  // Another top-up, typed, and left on the hosted page: nothing charged.
  await topUp.getByLabel('Amount in ₹').fill('250');
  await topUp.getByRole('button', { name: 'Add ₹250' }).click();
  await page.waitForURL(`${FAKE}/c/pay/**`);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await page.waitForURL(/\/purchase\/PU[A-Z0-9]{16}\?cancelled=1/);
  await expect(page.getByText('You left the payment page. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/my-wallet');
  expect(balance()).toBe(before + 100_000);
});

test('pays an order by card on Stripe’s page, then cancels it with the refund to the wallet', async ({
  customer: page,
  ownServer,
}) => {
  test.setTimeout(90_000);
  fake.webhookUrl = `${ownServer.baseURL}/webhooks/stripe`;
  await fillCart(page);
  await page.goto('/checkout');
  const choice = page.getByRole('group', { name: 'Payment method' });
  await choice.getByRole('radio', { name: /^Cards/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(`${FAKE}/c/pay/**`);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/FC-[^?]+\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Paid online' })).toBeVisible();
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  expect(
    read<{ status: string; provider: string }>(
      ownServer,
      'select status, payment_provider as provider from orders where unique_order_id = ?',
      orderId,
    ),
  ).toEqual({ status: 'placed', provider: 'stripe' });

  // Cancelled before the store accepts it, the refund taken to the wallet: at once, and nothing refunded at Stripe.
  const wallet = () => read<{ w: number }>(ownServer, 'select wallet_balance_paise as w from users where id = 1').w;
  const before = wallet();
  const paid = read<{ p: number }>(
    ownServer,
    'select total_payable_paise as p from orders where unique_order_id = ?',
    orderId,
  ).p;
  await page.goto(`/running-order/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog says what comes back before the customer confirms.
  await expect(dialog).toContainText(`₹${Math.round(paid / 100)} paid online is refunded.`);
  await dialog.getByRole('radio', { name: 'My wallet, now' }).check();
  await shoot(page, 'refund-choice');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  expect(wallet()).toBe(before + paid);
  const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? '';
  expect(paymentIntent).toMatch(/^pi_/);
  expect(fake.refundsFor(paymentIntent)).toEqual([]);
});
