// Delivery partners and live tracking (§6 Delivery partner): three browsers — the
// customer, a partner and a second partner. Both partners sign up (one on /signUpWithAadhar,
// one through the calls) and are approved with the operator's command; the customer orders;
// the store side marks it ready with the operator's command; both partners see it; one accepts,
// the other sees it taken; the partner picks it up and delivers it with the customer's code;
// the customer's running-order page shows each step and the moving position without a reload;
// the order appears under the partner's completed orders with its earning.
// Then, on PostgreSQL with two instances: a position sent to A reaches a customer following B
// within 2 s.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { verhoeffCheckDigit } from '../../../src/domain/staff/delivery-partners.ts';
import { expect, test } from '../fixtures.ts';
import { axeViolations } from '../helpers/axe.ts';
import { ASHA, advanceOrderUntil, DEMO_PASSWORD, expectStatus } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { lastOtp } from '../helpers/open-shop.ts';
import type { TestServer } from '../support/server.ts';
import {
  type FreshSchema,
  freshSchema,
  type Instance,
  sharedPostgresHost,
  spawnInstance,
} from '../support/instances.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** FarmCart Kothrud (seed/demo/stores.ts) and Asha's "Parents" address in Sadashiv Peth, about 4 km east. */
const STORE = { latitude: 18.5076, longitude: 73.808 };
/** Nagpur: no store of the shop within hundreds of km. */
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };
const PARENTS_ADDRESS_ID = 3;
/** Bananas (12 pc) at FarmCart Kothrud. */
const BANANA_ITEM = 5;
const PASSWORD = 'ride-safe-2026';
const aadhaar = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;

/** The operator's partner command on the test server's database. */
function partnerCommand(env: Record<string, string>, ...args: string[]): string {
  return execFileSync(process.execPath, ['src/server/cli/partners.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  }).trim();
}

/** A partner's phone: its own browser context, location allowed, standing at `position`. */
async function partnerPhone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: STORE,
    permissions: ['geolocation'],
  });
  return { context, page: await context.newPage() };
}

async function placeOrder(page: Page): Promise<string> {
  const answer = await page.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANA_ITEM, quantity: 3 }],
      payment_method: 'COD',
      address_id: PARENTS_ADDRESS_ID,
      idempotency_key: `delivery-e2e-${randomUUID()}`,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
}

test.describe('delivery partners and live tracking', () => {
  test.use({ ownServerEnv: {} });
  test.describe.configure({ mode: 'serial' });

  test('two partners see a ready order, one takes it, delivers it with the code, and the customer watches it live', async ({
    browser,
    customer,
    ownServer,
  }) => {
    test.setTimeout(180_000);
    const server: TestServer = ownServer;
    const db = { DATA_DIR: server.dataDir };

    // The first partner signs up on /signUpWithAadhar.
    const first = await partnerPhone(browser, server.baseURL);
    await first.page.goto('/signUpWithAadhar');
    await islandHydrated(first.page, 'PartnerSignUp');
    await first.page.getByLabel('Full name (as on Aadhaar)').fill('Ravi Shinde');
    await first.page.getByLabel('Mobile number').fill('98111 22233');
    await first.page.getByRole('button', { name: 'Send code' }).click();
    await first.page.getByLabel('6-digit code from the SMS').fill(await server.otpFor('9811122233', 'partner_signup'));
    const aadhaarField = first.page.getByLabel('Aadhaar number');
    // A mistyped number is refused as it is typed.
    const valid = aadhaar('49911866524');
    await aadhaarField.fill(`${valid.slice(0, 11)}${(Number(valid.at(-1)) + 1) % 10}`);
    await aadhaarField.blur();
    await expect(first.page.getByText('This is not a valid Aadhaar number. Check each digit.')).toBeVisible();
    await aadhaarField.fill(valid);
    await first.page.getByRole('radio', { name: 'Scooter' }).check();
    await first.page.getByLabel('Vehicle number').fill('MH 12 AB 1234');
    await first.page.getByLabel('Password').fill(PASSWORD);
    await first.page.getByRole('button', { name: 'Sign up' }).click();
    await expect(first.page.getByRole('heading', { name: 'You are signed up' })).toBeVisible();
    await expect(first.page.getByText(/waiting for approval/)).toBeVisible();

    // The second signs up through the calls.
    const second = await partnerPhone(browser, server.baseURL);
    expect((await second.page.request.post('/api/delivery/send-otp', { data: { phone: '9811122244' } })).ok()).toBe(
      true,
    );
    const signUp = await second.page.request.post('/api/delivery/sign-up', {
      data: {
        name: 'Imran Shaikh',
        phone: '9811122244',
        otp: await server.otpFor('9811122244', 'partner_signup'),
        aadhaar: aadhaar('23456789012'),
        vehicle_type: 'motorbike',
        vehicle_number: 'MH14CD5678',
        password: PASSWORD,
      },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    // Waiting for approval, then approved by the operator.
    await first.page.goto('/delivery/login');
    await islandHydrated(first.page, 'PartnerLogin');
    await first.page.getByLabel('Mobile number').fill('9811122233');
    await first.page.getByLabel('Password').fill(PASSWORD);
    await first.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(first.page.getByRole('alert')).toContainText('waiting for approval');
    expect(partnerCommand(db, 'approve', '9811122233')).toBe('Ravi Shinde (+919811122233): approved');
    expect(partnerCommand(db, 'approve', '9811122244')).toBe('Imran Shaikh (+919811122244): approved');
    await first.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(first.page).toHaveURL(/\/delivery$/);
    expect(
      (
        await second.page.request.post('/api/delivery/login', { data: { phone: '9811122244', password: PASSWORD } })
      ).ok(),
    ).toBe(true);
    await second.page.goto('/delivery');
    for (const partner of [first, second]) await islandHydrated(partner.page, 'PartnerHome');

    // Away from every store, going online is refused with the reason, and the switch stays off.
    await second.context.setGeolocation(NAGPUR);
    await second.page.getByRole('switch').click();
    await expect(second.page.getByRole('alert')).toContainText('Go online within 5 km of one of the shop');
    await expect(second.page.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    // A new page, as the phone's page keeps a position it found for 30 s.
    await second.context.setGeolocation(STORE);
    await second.page.reload();
    await islandHydrated(second.page, 'PartnerHome');

    // Both go online at the store.
    for (const partner of [first, second]) {
      const online = partner.page.getByRole('switch');
      await expect(online).toHaveAttribute('aria-checked', 'false');
      await online.click();
      await expect(online).toHaveAttribute('aria-checked', 'true');
      await expect(partner.page.getByText('No orders near you yet')).toBeVisible();
    }
    // "Online" in white on the switch's green reads at 4.5:1 at least.
    expect(await axeViolations(first.page, { rules: ['color-contrast'], include: '.dp-switch' })).toEqual([]);

    // The customer orders and follows it.
    const orderId = await placeOrder(customer);
    await customer.goto(`/running-order/${orderId}`);
    await expectStatus(customer, 'Order placed');

    // The store side: accepted, packed, ready (the operator's command, another process).
    advanceOrderUntil(server, orderId, 'ready_for_pickup');
    await expectStatus(customer, 'Packed and ready');
    const acceptButton = (page: Page) => page.getByRole('button', { name: `Accept order ${orderId}` });
    for (const partner of [first, second]) await expect(acceptButton(partner.page)).toBeVisible({ timeout: 20_000 });
    await expect(first.page.getByRole('list', { name: 'New orders near me' })).toContainText('Collect cash');

    // The first partner opens the offer; the second accepts first; the first sees it taken.
    await first.page.getByRole('link', { name: new RegExp(`Order ${orderId}`) }).click();
    await expect(first.page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    await islandHydrated(first.page, 'PartnerJob');
    await acceptButton(second.page).click();
    await expect(second.page).toHaveURL(new RegExp(`/delivery/orders/${orderId}$`));
    await islandHydrated(second.page, 'PartnerJob');
    await expect(first.page.getByRole('alert')).toContainText('taken by another partner');
    await expect(first.page.getByRole('button', { name: 'Accept order' })).toHaveCount(0);

    // The customer sees who is coming, without a reload.
    await expectStatus(customer, 'Delivery partner assigned', 5_000);
    const panel = customer.getByRole('region', { name: 'Your delivery partner' });
    await expect(panel).toContainText('Imran Shaikh');
    await expect(panel).toContainText('MH14CD5678');
    const code = ((await panel.getByText(/^\d{4}$/).textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{4}$/);

    // The partner's job: where to go, what to collect; picked up.
    const job = second.page;
    await expect(job.getByText('Sadashiv Peth')).toBeVisible();
    await expect(job.getByRole('link', { name: /Navigate to Asha Kulkarni/ })).toHaveAttribute(
      'href',
      /^geo:18\.5118,73\.8462/,
    );
    await expect(job.getByText('Collect cash')).toBeVisible();
    await job.getByRole('button', { name: 'Picked up' }).click();
    await expectStatus(customer, 'On the way', 5_000);

    // Moving east towards the customer, one fix every 5 s: the distance on the customer's page falls.
    const away = panel.getByText(/km away$/);
    await expect(away).toBeVisible({ timeout: 10_000 });
    const distance = async () => Number.parseFloat((await away.textContent()) ?? '');
    const before = await distance();
    let last = before;
    let nudge = 0;
    for (const longitude of [73.8098, 73.8116]) {
      // The phone sends at most one fix per 5 s and drops the ones between: the position is set again
      // (a few centimetres apart, so the browser reports it) until the customer's distance falls.
      await expect
        .poll(
          async () => {
            nudge += 1e-6;
            await second.context.setGeolocation({ latitude: 18.5082 + nudge, longitude });
            return distance();
          },
          { timeout: 20_000, intervals: [1_000] },
        )
        .toBeLessThan(last);
      last = await distance();
    }
    expect(last).toBeLessThanOrEqual(before - 0.2);
    await expect(panel.getByRole('img', { name: /between the store and you/ })).toHaveAttribute(
      'aria-label',
      /: [1-9]\d?%$/,
    );
    // No tile source configured: the bar, no map, and no map script fetched.
    await expect(panel.getByRole('region', { name: /^Map of/ })).toHaveCount(0);
    expect(
      await customer.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('TrackingMap')),
      ),
    ).toBe(false);
    if (process.env.TRACKING_SCREENSHOTS) {
      await panel.scrollIntoViewIfNeeded();
      await customer.screenshot({ path: 'docs/screens/running-order-tracking-390.png' });
    }

    // Delivered with the customer's code: a wrong one first.
    const wrong = code === '0000' ? '1111' : '0000';
    await job.getByLabel('Customer’s 4-digit code').fill(wrong);
    await job.getByRole('button', { name: 'Delivered' }).click();
    await expect(job.getByRole('alert')).toContainText('That code is not right. 4 tries left.');
    await job.getByLabel('Customer’s 4-digit code').fill(code);
    await job.getByRole('button', { name: 'Delivered' }).click();
    await expect(job.getByRole('status')).toContainText('Delivered. You earned');
    await expectStatus(customer, 'Delivered', 5_000);
    await expect(panel).toHaveCount(0);

    // Under the partner's completed orders, with its earning; today's earnings count it.
    await job.goto('/delivery/completed-orders');
    await islandHydrated(job, 'PartnerHome');
    await expect(job.getByRole('list', { name: 'Completed orders' })).toContainText(orderId);
    const earning = await job.getByRole('list', { name: 'Completed orders' }).locator('.dp-earn').first().textContent();
    expect(earning).toMatch(/^₹\d+/);
    await expect(job.getByRole('region', { name: 'Earnings' })).toContainText('1 delivery');

    // Every customer's alert of the steps.
    const alerts = await customer.request.post('/api/get-user-notifications', { data: {} });
    const titles = (
      (await alerts.json()) as { notifications: { data: { title: string; message: string } }[] }
    ).notifications
      .filter((entry) => entry.data.message.includes(orderId))
      .map((entry) => entry.data.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Order accepted', 'Delivery partner assigned', 'On the way', 'Delivered']),
    );
    await Promise.all([first.context.close(), second.context.close()]);
  });
});

test.describe('two instances on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  // Alone (fixtures.ts): a position must reach B within 2 s, and a drain is timed.
  test.use({ runsAlone: true });
  let schema: FreshSchema | null = null;
  const instances: Instance[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    schema = await freshSchema('e2e_delivery');
    if (!schema) return;
    for (let i = 0; i < 2; i++) {
      const instance = await spawnInstance({ DATABASE_URL: schema.url });
      instances.push(instance);
      await instance.waitReady();
    }
  });
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await schema?.drop();
  });

  test('a position sent to instance A reaches a customer following the order on instance B within 2 s', async () => {
    test.skip(schema === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
    test.setTimeout(90_000);
    const [a, b] = instances;
    if (!a || !b || !schema) throw new Error('two instances');
    const env = { DATABASE_URL: schema.url };
    const post = async (instance: Instance, path: string, data: unknown, cookie = '') => {
      const answer = await fetch(`${instance.baseURL}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(data),
      });
      expect(answer.ok, `${path}: ${await answer.clone().text()}`).toBe(true);
      return {
        body: (await answer.json()) as Record<string, unknown>,
        cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      };
    };

    // A partner of A's, approved by the operator, online at the store.
    await post(a, 'delivery/send-otp', { phone: '9811122255' });
    // Sent by the outbox's worker just after the answer (decision 0335): the line may come a moment later.
    const otp = await lastOtp(a, '9811122255', 'partner_signup');
    await post(a, 'delivery/sign-up', {
      name: 'Sunil Pawar',
      phone: '9811122255',
      otp,
      aadhaar: aadhaar('34567890123'),
      vehicle_type: 'scooter',
      vehicle_number: 'MH12EF9012',
      password: PASSWORD,
    });
    partnerCommand(env, 'approve', '9811122255');
    const partner = (await post(a, 'delivery/login', { phone: '9811122255', password: PASSWORD })).cookie;
    await post(a, 'delivery/set-online', { online: true, ...STORE }, partner);

    // Asha orders on B; the store marks it ready; the partner takes it on A.
    const customer = (await post(b, 'login', { phone: ASHA.phone, password: DEMO_PASSWORD })).cookie;
    const placed = await post(
      b,
      'place-order',
      {
        items: [{ id: BANANA_ITEM, quantity: 3 }],
        payment_method: 'COD',
        address_id: PARENTS_ADDRESS_ID,
        idempotency_key: `delivery-pg-${randomUUID()}`,
      },
      customer,
    );
    const orderId = (placed.body.order as { unique_order_id: string }).unique_order_id;
    for (let step = 0; step < 3; step++)
      execFileSync(process.execPath, ['src/server/cli/advance-order.ts', orderId], {
        cwd: ROOT,
        env: { ...process.env, ...env },
      });
    await post(a, 'delivery/accept', { unique_order_id: orderId }, partner);

    // The customer follows the order on B.
    const controller = new AbortController();
    const stream = await fetch(`${b.baseURL}/events/running-order/${orderId}`, {
      headers: { cookie: customer, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextState = async (
      check: (state: { delivery: { position: { latitude: number } | null } | null }) => boolean,
    ) => {
      for (;;) {
        for (const line of text.split('\n')) {
          if (!line.startsWith('data: ')) continue;
          const state = JSON.parse(line.slice(6));
          if (check(state)) return state;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the stream ended: ${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    await nextState((state) => state.delivery !== null && state.delivery.position === null);
    text = '';

    const sent = Date.now();
    // A few metres from where the partner went online (a jump would be refused as too fast).
    await post(
      a,
      'delivery/set-location',
      { positions: [{ latitude: 18.5078, longitude: 73.8082, accuracy: 10, at: Date.now() }] },
      partner,
    );
    const state = await nextState((seen) => seen.delivery?.position?.latitude === 18.5078);
    const took = Date.now() - sent;
    controller.abort();
    expect(state.delivery?.position?.latitude).toBe(18.5078);
    expect(took, `the position reached B after ${took} ms`).toBeLessThan(2_000);
  });
});

test('SIGTERM ends the open event streams at once: the drain does not wait for them', async () => {
  test.setTimeout(90_000);
  const schema = await freshSchema('e2e_delivery_drain');
  const instance = await spawnInstance({
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    SHUTDOWN_TIMEOUT_MS: '10000',
  });
  try {
    await instance.waitReady();
    const signedIn = await fetch(`${instance.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: ASHA.phone, password: DEMO_PASSWORD }),
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const placed = await fetch(`${instance.baseURL}/api/place-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        items: [{ id: BANANA_ITEM, quantity: 3 }],
        mode: 'SELFPICKUP',
        payment_method: 'COD',
        idempotency_key: `delivery-drain-${randomUUID()}`,
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const orderId = ((await placed.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
    const streams = await Promise.all(
      [0, 1, 2].map(() => fetch(`${instance.baseURL}/events/running-order/${orderId}`, { headers: { cookie } })),
    );
    for (const stream of streams) expect(stream.status).toBe(200);
    const readers = streams.map((stream) => (stream.body as ReadableStream<Uint8Array>).getReader());
    await Promise.all(readers.map((reader) => reader.read()));

    const signalled = Date.now();
    instance.child.kill('SIGTERM');
    const ends = readers.map(async (reader) => {
      for (;;) if ((await reader.read()).done) return Date.now() - signalled;
    });
    expect(await instance.exited).toBe(0);
    const tookToExit = Date.now() - signalled;
    for (const took of await Promise.all(ends)) expect(took).toBeLessThan(2_000);
    expect(instance.output()).toContain('Drained in');
    expect(tookToExit, `exited ${tookToExit} ms after SIGTERM`).toBeLessThan(3_000);
  } finally {
    await instance.stop();
    await schema?.drop();
  }
});
