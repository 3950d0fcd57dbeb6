// Order updates through the outbox (decision 0340): a step of an order queues the customer's message
// on the channel they chose, in the step's own transaction (a step that rolls back queues none), in
// the account's language with the shop's name; push and none queue nothing; the cap holds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextStepFor, type OrderStatusName } from '../../../../src/domain/orders/order-flow.ts';
import { enqueueOtp } from '../../../../src/server/services/notifications/messages.ts';
import { createOutbox, enqueueMessage } from '../../../../src/server/services/notifications/outbox.ts';
import {
  offeredOrderUpdates,
  setOrderUpdates,
} from '../../../../src/server/services/notifications/order-preferences.ts';
import { createTransports } from '../../../../src/server/services/notifications/transports/index.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { takeStep } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { answerSubstitution } from '../../../../src/server/services/orders/substitutions.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import { markShort, substitutionOptions } from '../../../../src/server/services/orders/staff-substitutions.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import {
  ASHA,
  createCustomer,
  errorOf,
  line,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';
import { createMemoryTransports } from './memory-transport.ts';

const SHOP = 'Sahyadri Greens';
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
const PHONE = '+919800000001';

describe.skipIf(!engineAvailable)('order updates through the outbox', () => {
  let shop: TestShop;
  let banana: VariantRef;
  const recorder = createMemoryTransports();

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW, overrides: { transports: recorder.transports } });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    await shop.db.updateTable('settings').set({ value: SHOP }).where('key', '=', 'storeName').execute();
  });
  afterAll(async () => {
    await shop.close();
  });
  // Each test starts under the cap.
  beforeEach(async () => {
    await shop.db.deleteFrom('outbox_messages').execute();
  });

  async function place(mode: 'DELIVERY' | 'SELFPICKUP' = 'DELIVERY'): Promise<{ id: number; unique: string }> {
    const where = mode === 'SELFPICKUP' ? { mode, address_id: null } : {};
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)], ...where })));
    const row = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('unique_order_id', '=', order.unique_order_id)
      .executeTakeFirstOrThrow();
    return { id: row.id, unique: order.unique_order_id };
  }

  const messagesOf = (orderId: number) =>
    shop.db.selectFrom('outbox_messages').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

  async function statusOf(orderId: number): Promise<OrderStatusName> {
    const row = await shop.db
      .selectFrom('orders')
      .select(['status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  /**
   * Takes the order's next step as the operator, first in a transaction that rolls back (nothing
   * queued, the status unchanged), then for real. Answers the kinds queued by the real step.
   */
  async function step(order: { id: number; unique: string }, mode: 'DELIVERY' | 'SELFPICKUP'): Promise<string[]> {
    const from = await statusOf(order.id);
    const next = nextStepFor({ status: from, mode }, 'operator');
    if (!next) throw new Error(`No step after ${from}`);
    const before = (await messagesOf(order.id)).length;
    await expect(
      takeStep(shop, order.unique, next.event, 'operator', {
        also: async () => {
          throw new Error('the step fails after its status was written');
        },
      }),
    ).rejects.toThrow('the step fails');
    expect(await statusOf(order.id)).toBe(from);
    expect(await messagesOf(order.id)).toHaveLength(before);
    unwrap(await takeStep(shop, order.unique, next.event, 'operator'));
    expect(await statusOf(order.id)).toBe(next.status);
    return (await messagesOf(order.id)).slice(before).map((row) => row.kind);
  }

  it('sends a Marathi customer who chose WhatsApp each step in Marathi with the shop name, with the step', async () => {
    const answer = unwrap(await setOrderUpdates({ ...shop, language: 'mr' }, ASHA, 'whatsapp'));
    expect(answer).toEqual({ order_updates: 'whatsapp', language: 'mr' });
    const order = await place('DELIVERY');
    const kinds: string[][] = [];
    while ((await statusOf(order.id)) !== 'delivered') kinds.push(await step(order, 'DELIVERY'));
    // placed → accepted → preparing → ready → partner → on the way → delivered.
    expect(kinds).toEqual([['order-accepted'], [], [], [], ['order-on-the-way'], ['order-delivered']]);
    const rows = await messagesOf(order.id);
    expect(rows.map((row) => [row.channel, row.recipient, row.language, row.customer_id])).toEqual(
      Array(3).fill(['whatsapp', PHONE, 'mr', ASHA]),
    );
    expect(rows.map((row) => row.text)).toEqual([
      `${SHOP}: तुमची ऑर्डर ${order.unique} स्वीकारली आहे आणि ती पॅक होत आहे.`,
      `${SHOP}: तुमची ऑर्डर ${order.unique} तुमच्याकडे येत आहे.`,
      `${SHOP}: तुमची ऑर्डर ${order.unique} पोहोचवली. धन्यवाद!`,
    ]);
    for (const row of rows) expect(JSON.parse(row.params)).toEqual([order.unique, SHOP]);
    // The worker hands them to the WhatsApp transport with their template's params.
    recorder.sent.length = 0;
    await shop.outbox.drain();
    // Sent at once, in any order: read in the order they were queued.
    const sent = [...recorder.sent].sort((a, b) => a.id - b.id);
    expect(sent.map((message) => [message.channel, message.kind, message.language, message.params])).toEqual([
      ['whatsapp', 'order-accepted', 'mr', [order.unique, SHOP]],
      ['whatsapp', 'order-on-the-way', 'mr', [order.unique, SHOP]],
      ['whatsapp', 'order-delivered', 'mr', [order.unique, SHOP]],
    ]);
  });

  it('sends an English customer who chose SMS the pickup steps and a cancellation', async () => {
    unwrap(await setOrderUpdates(shop, ASHA, 'sms'));
    const pickup = await place('SELFPICKUP');
    const kinds: string[][] = [];
    while ((await statusOf(pickup.id)) !== 'collected') kinds.push(await step(pickup, 'SELFPICKUP'));
    expect(kinds).toEqual([['order-accepted'], [], [], ['order-collected']]);
    const collected = (await messagesOf(pickup.id)).at(-1);
    expect(collected).toMatchObject({
      channel: 'sms',
      language: 'en',
      text: `${SHOP}: you collected your order ${pickup.unique}. Thank you!`,
    });

    const cancelled = await place('DELIVERY');
    unwrap(await cancelOrder(shop, ASHA, cancelled.unique, null));
    expect((await messagesOf(cancelled.id)).map((row) => [row.kind, row.channel, row.text])).toEqual([
      [
        'order-cancelled',
        'sms',
        `${SHOP}: your order ${cancelled.unique} was cancelled. Anything you paid comes back to you.`,
      ],
    ]);
  });

  it('asks a substitute to approve and tells the refund of a declined one, each with its change', async () => {
    const customer = await createCustomer(shop);
    unwrap(await setOrderUpdates(shop, customer, 'sms'));
    const { order } = unwrap(
      await placeOrder(
        shop,
        customer,
        orderRequest({ items: [line(banana, 3)], mode: 'SELFPICKUP', address_id: null }),
      ),
    );
    const unique = order.unique_order_id;
    unwrap(await takeStaffStep(shop, KIRAN, { unique_order_id: unique, event: 'accept', preparation_minutes: 15 }));
    unwrap(await takeStaffStep(shop, KIRAN, { unique_order_id: unique, event: 'prepare' }));
    const { options } = unwrap(await substitutionOptions(shop, KIRAN, { unique_order_id: unique, line: 1 }));
    const substitute = options[0];
    if (!substitute) throw new Error('the demo offers no substitute for bananas');
    unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: unique,
        line: 1,
        short_quantity: 1,
        substitute: { item: substitute.item_id, variant: substitute.variant_id, quantity: 1 },
      }),
    );
    unwrap(await answerSubstitution(shop, customer, { unique_order_id: unique, line: 1, approve: false }));
    const id = (
      await shop.db.selectFrom('orders').select('id').where('unique_order_id', '=', unique).executeTakeFirstOrThrow()
    ).id;
    expect((await messagesOf(id)).map((row) => [row.kind, row.text])).toEqual([
      ['order-accepted', `${SHOP}: your order ${unique} is accepted and is being packed.`],
      [
        'order-substitution',
        `${SHOP}: an item of your order ${unique} is short. Open your order to say yes or no to what the store offers.`,
      ],
      ['order-refund', `${SHOP}: a refund for your order ${unique} is on its way. Your order page shows the amount.`],
    ]);
  });

  it('queues nothing for a customer who chose push or none', async () => {
    for (const choice of ['push', 'none'] as const) {
      unwrap(await setOrderUpdates(shop, ASHA, choice));
      const order = await place('DELIVERY');
      expect(await step(order, 'DELIVERY')).toEqual([]);
      unwrap(await cancelOrder(shop, ASHA, order.unique, null));
      expect(await messagesOf(order.id)).toEqual([]);
    }
  });

  it('queues nothing past the customer’s cap of 8 order messages an hour', async () => {
    unwrap(await setOrderUpdates(shop, ASHA, 'sms'));
    for (let i = 0; i < 8; i += 1)
      await enqueueMessage(shop.db, {
        channel: 'sms',
        to: PHONE,
        kind: 'order-accepted',
        language: 'en',
        text: 'an earlier update',
        customerId: ASHA,
      });
    const order = await place('DELIVERY');
    expect(await step(order, 'DELIVERY')).toEqual([]);
  });

  it('refuses WhatsApp or SMS for an account without a phone', async () => {
    const user = await shop.db
      .insertInto('users')
      .values({
        name: 'Nila',
        email: 'nila@example.in',
        phone: null,
        password_hash: null,
        created_at: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(errorOf(await setOrderUpdates(shop, user.id, 'whatsapp'))).toMatchObject({
      code: 'validation_failed',
      fields: { order_updates: 'add a phone number to your account first' },
    });
    expect(unwrap(await setOrderUpdates(shop, user.id, 'none')).order_updates).toBe('none');
  });

  it('offers WhatsApp only where a provider sends it', async () => {
    expect(offeredOrderUpdates(shop)).toEqual(['push', 'whatsapp', 'sms', 'none']);
    // The transports of a shop configured with no provider: SMS and e-mail on the log, no WhatsApp.
    const outbox = createOutbox({ db: shop.db, engine: shop.engine, transports: createTransports({}) });
    const plain = { ...shop, outbox: { ...outbox, queueOtp: shop.outbox.queueOtp } };
    expect(offeredOrderUpdates(plain)).toEqual(['push', 'sms', 'none']);
    expect(errorOf(await setOrderUpdates(plain, ASHA, 'whatsapp'))).toMatchObject({
      code: 'validation_failed',
      message: 'This shop does not send order updates that way. Choose another.',
      fields: { order_updates: 'not offered by this shop' },
    });
    expect(unwrap(await setOrderUpdates(plain, ASHA, 'sms')).order_updates).toBe('sms');
  });

  it('says a code in the account’s language, else the page’s, else the default, with the shop’s name', async () => {
    await shop.db.updateTable('users').set({ language: 'mr' }).where('id', '=', ASHA).execute();
    const say = async (message: Parameters<typeof enqueueOtp>[1]) => {
      const id = await enqueueOtp(shop.db, message);
      return shop.db
        .selectFrom('outbox_messages')
        .select(['text', 'language', 'params'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    };
    expect(await say({ phone: PHONE, code: '481516', purpose: 'login', customerId: ASHA })).toEqual({
      text: `481516 हा तुमचा ${SHOP} कोड आहे. तो 10 मिनिटांत संपेल.`,
      language: 'mr',
      params: '["481516"]',
    });
    expect((await say({ phone: '+919800000099', code: '234234', purpose: 'register', language: 'mr' })).language).toBe(
      'mr',
    );
    expect(await say({ phone: '+919800000099', code: '234234', purpose: 'register' })).toMatchObject({
      text: `234234 is your ${SHOP} code. It expires in 10 minutes.`,
      language: 'en',
    });
    // A language the shop does not offer is its default.
    expect((await say({ phone: '+919800000099', code: '234234', purpose: 'register', language: 'xx' })).language).toBe(
      'en',
    );
  });
});
