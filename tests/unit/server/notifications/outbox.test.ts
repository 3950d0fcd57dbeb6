// The outbox (decision 0335): codes, notices and order updates (decision 0340) are queued with their
// cause and reach the provider exactly once when it comes back, retried with a growing wait, claimed by one instance at a time.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContext, type ShopContext } from '../../../../src/server/context.ts';
import { requestContactChange } from '../../../../src/server/services/accounts/contact-changes.ts';
import { setOrderUpdates } from '../../../../src/server/services/notifications/order-preferences.ts';
import { createOutbox, recordReceipt } from '../../../../src/server/services/notifications/outbox.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import { createTransports } from '../../../../src/server/services/notifications/transports/index.ts';
import { ASHA, apiCall, errorBody, later, TEST_CLIENT } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { createCustomer, line, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';
import { createFakeMessageProvider, type FakeMessageProvider } from './fake-message-provider.ts';

const NOW = new Date('2026-11-02T10:00:00.000Z');
/** Kiran, the demo counter of store 1 (FarmCart Kothrud). */
const KIRAN: StaffMember = {
  id: 2,
  name: 'Kiran',
  email: 'kiran@farmcart.example.in',
  session_id: 0,
  language: 'en',
  role: 'counter',
  store_ids: [1],
};

describe.skipIf(!engineAvailable)('the outbox of codes and notices', () => {
  let shop: TestShop;
  let provider: FakeMessageProvider;
  /** The outbox's clock, the real one moved on by `ahead` to make a retry due without waiting for it. */
  let ahead = 0;
  const outboxClock = () => new Date(Date.now() + ahead);
  let config: Parameters<typeof createContext>[1];
  let phoneNumber = 9855500000;
  let addressNumber = 0;

  async function askCode(phone: string): Promise<void> {
    const answer = await apiCall(
      shop,
      'send-otp',
      { phone, purpose: 'login' },
      { clientAddress: `198.51.100.${++addressNumber}` },
    );
    expect(answer.status).toBe(200);
  }

  const rows = () => shop.db.selectFrom('outbox_messages').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    provider = await createFakeMessageProvider({ delayMs: 5 });
    config = {
      config: {
        SMS_WEBHOOK_URL: `${provider.url}/sms`,
        EMAIL_WEBHOOK_URL: `${provider.url}/email`,
        SMS_CODES_PER_HOUR: 1000,
      },
      outboxClock,
    };
    shop = await openTestShop({ now: NOW, overrides: config });
  });
  afterAll(async () => {
    await provider.stop();
    await shop.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps 20 codes, 20 notices and 20 accepted orders’ updates while the provider is down, then delivers each once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const phones = Array.from({ length: 20 }, () => String(++phoneNumber));
    for (const phone of phones) await askCode(phone);
    for (let i = 0; i < 20; i += 1) {
      // A new e-mail's code each 11 minutes, past the per-account limit of 3 per 10 minutes.
      const changed = await requestContactChange(
        later(shop, 11 * i),
        ASHA.id,
        'email',
        `asha.${i}@example.in`,
        TEST_CLIENT,
      );
      expect(changed.ok).toBe(true);
    }
    // 20 orders accepted at the counter for customers who chose SMS (decision 0340): four customers,
    // five pickup orders each, within the cap of 8 order messages a customer an hour.
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const accepted: string[] = [];
    for (let c = 0; c < 4; c += 1) {
      const customer = await createCustomer(shop, 0, `Outbox customer ${c}`);
      unwrap(await setOrderUpdates(shop, customer, 'sms'));
      for (let o = 0; o < 5; o += 1) {
        const request = orderRequest({ items: [line(banana, 2)], mode: 'SELFPICKUP', address_id: null });
        const { order } = unwrap(await placeOrder(shop, customer, request));
        const step = { unique_order_id: order.unique_order_id, event: 'accept' as const, preparation_minutes: 15 };
        unwrap(await takeStaffStep(shop, KIRAN, step));
        accepted.push(order.unique_order_id);
      }
    }
    expect((await rows()).filter((row) => row.status === 'queued')).toHaveLength(60);

    // The first try: the provider is down, every message waits for its next.
    expect(await shop.outbox.drain()).toBe(60);
    expect(provider.received).toHaveLength(0);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1, provider: 'webhook', provider_id: null });
      expect(row.last_error).toMatch(/fetch failed|ECONNREFUSED/);
      const wait = Date.parse(row.next_attempt_at) - Date.parse(row.created_at);
      expect(wait).toBeGreaterThanOrEqual(5_000);
      expect(wait).toBeLessThan(10_000);
    }
    // Not due yet: nothing is tried.
    expect(await shop.outbox.drain()).toBe(0);

    // The customer types a code that never came: the answer says so, not "wrong code".
    const notSent = await apiCall(shop, 'verify-otp', { phone: phones[0], otp: '000000' });
    expect(notSent.status).toBe(503);
    expect(errorBody(notSent)).toMatchObject({ code: 'code_not_sent' });

    await provider.start();
    ahead += 5_000;
    // Two instances over one database, sweeping at once: each message goes out once.
    const other = createContext(shop.database, config);
    const [first, second] = await Promise.all([shop.outbox.drain(), other.outbox.drain()]);
    expect(first + second).toBe(60);
    expect(await shop.outbox.drain()).toBe(0);

    const ids = provider.received.map((message) => message.body.message_id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const codes = provider.received.filter((message) => message.path === '/sms' && message.body.purpose === 'login');
    expect(codes.map((message) => message.body.to).sort()).toEqual(phones.map((phone) => `+91${phone}`).sort());
    for (const message of codes) {
      expect(message.body).toMatchObject({ purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
      // In the shop's words with its name (the demo shop's name setting), decision 0340.
      expect(message.body.message).toBe(`${message.body.code} is your FarmCart code. It expires in 10 minutes.`);
    }
    const updates = provider.received.filter((message) => message.body.purpose === 'order-accepted');
    expect(updates.map((message) => String(message.body.message).match(/FC-[\w-]+/)?.[0]).sort()).toEqual(
      [...accepted].sort(),
    );
    const notices = provider.received.filter((message) => message.path === '/email');
    expect(notices).toHaveLength(20);
    for (const notice of notices) expect(notice.body.subject).toBe('Confirm your new sign-in details');
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, provider: 'webhook', last_error: null });
      expect(row.provider_id).toBe(String(row.id));
    }

    // The code that came works.
    const phone = phones[0] ?? '';
    const code = codes.find((message) => message.body.to === `+91${phone}`)?.body.code;
    const signedIn = await apiCall(shop, 'verify-otp', { phone, otp: code });
    expect(signedIn.status).toBe(200);
  });

  it('sends a new code at once when the worker runs, well under a second', async () => {
    await provider.start();
    const before = provider.received.length;
    shop.outbox.start();
    try {
      const phone = String(++phoneNumber);
      const asked = Date.now();
      await askCode(phone);
      await vi.waitFor(() => expect(provider.received.length).toBe(before + 1), { timeout: 1000, interval: 10 });
      expect(Date.now() - asked).toBeLessThan(1000);
      expect(provider.received.at(-1)?.body.to).toBe(`+91${phone}`);
    } finally {
      shop.outbox.stop();
    }
    // A wrong code of a code that was sent is just wrong.
    const wrong = await apiCall(shop, 'verify-otp', {
      phone: String(phoneNumber),
      otp: '000000',
    });
    expect(errorBody(wrong)).toMatchObject({ code: 'validation_failed' });
  });

  it('claims again a message whose instance died mid-send (its lease ran out)', async () => {
    await provider.start();
    await askCode(String(++phoneNumber));
    const [row] = await shop.db.selectFrom('outbox_messages').select('id').where('status', '=', 'queued').execute();
    const id = row?.id ?? 0;
    await shop.db
      .updateTable('outbox_messages')
      .set({
        status: 'sending',
        attempts: 1,
        claimed_by: 'gone',
        lease_until: new Date(outboxClock().getTime() + 30_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    expect(await shop.outbox.drain()).toBe(0);
    ahead += 60_000;
    expect(await shop.outbox.drain()).toBe(1);
    const sent = await shop.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.claimed_by).not.toBe('gone');
  });

  it('fails at once what the provider refuses for good, and after the last try what keeps failing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await provider.stop();
    const refusing = (ctx: ShopContext, status: number) =>
      createOutbox({
        db: ctx.db,
        engine: ctx.engine,
        transports: createTransports({ SMS_WEBHOOK_URL: `${provider.url}/${status}` }),
        clock: outboxClock,
        retryDelays: [1_000],
      });
    const phone = String(++phoneNumber);
    await askCode(phone);
    // Down: tried, then once more after the only wait, then failed.
    const down = refusing(shop, 500);
    expect(await down.drain()).toBe(1);
    ahead += 1_000;
    expect(await down.drain()).toBe(1);
    const last = await shop.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ recipient: `+91${phone}`, status: 'failed', attempts: 2 });
    const notSent = await apiCall(shop, 'verify-otp', { phone, otp: '000000' });
    expect(errorBody(notSent)).toMatchObject({ code: 'code_not_sent' });

    await provider.start();
    await askCode(String(++phoneNumber));
    expect(await refusing(shop, 400).drain()).toBe(1);
    const refused = await shop.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.last_error).toContain('HTTP 400');
  });

  it("marks a message delivered, or failed, by its provider's receipt", async () => {
    await provider.start();
    await askCode(String(++phoneNumber));
    expect(await shop.outbox.drain()).toBe(1);
    const sent = await shop.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const providerId = sent.provider_id ?? '';
    expect(await recordReceipt(shop.db, { provider: 'msg91', providerId, status: 'delivered' })).toBe(false);
    expect(await recordReceipt(shop.db, { provider: 'webhook', providerId, status: 'delivered' })).toBe(true);
    expect(
      await recordReceipt(shop.db, { provider: 'webhook', providerId, status: 'failed', error: 'DND number' }),
    ).toBe(false);
    const after = await shop.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'delivered', last_error: null });
  });
});
