// Decision 0330: everything the shop holds on one customer, as one JSON document, with no secret in
// it, audited with who asked. On both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDataExport } from '../../../../src/server/services/accounts/customer-data.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { samplePushToken } from '../notifications/push-helpers.ts';
import { line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';
import { ASHA, ROHAN, signIn, TEST_CLIENT } from './accounts-helpers.ts';

describe.skipIf(!engineAvailable)(`a customer's data on ${testEngine} (decision 0330)`, () => {
  let shop: TestShop;
  let orderId = '';

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    await shop.db.updateTable('item_variants').set({ stock: 1000 }).where('id', '=', banana.variantId).execute();
    orderId = unwrap(await placeOrder(shop, ASHA.id, orderRequest({ items: [line(banana, 2)] }))).order.unique_order_id;
    await signIn(shop, ASHA.phone);
    await shop.db
      .insertInto('push_tokens')
      .values({ user_id: ASHA.id, token: samplePushToken('asha-phone'), created_at: NOW.toISOString() })
      .execute();
    await shop.db
      .insertInto('otps')
      .values({
        phone: ASHA.phone,
        purpose: 'login',
        code_hash: 'a-code-hash-that-must-not-leave',
        consumed_at: null,
        expires_at: NOW.toISOString(),
        created_at: NOW.toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('holds the account, addresses, orders with lines, wallet, alerts and subscriptions, and no secret', async () => {
    const data = await customerDataExport(shop, ASHA.id, { kind: 'customer' }, TEST_CLIENT);
    expect(data).not.toBeNull();
    expect(data?.account).toMatchObject({ id: ASHA.id, name: 'Asha Kulkarni', phone: ASHA.phone, email: ASHA.email });
    expect(data?.addresses).toHaveLength(3);
    const orders = data?.orders as { unique_order_id: string; lines: { name: string }[]; steps: unknown[] }[];
    expect(orders.map((order) => order.unique_order_id)).toEqual([orderId]);
    expect(orders[0]?.lines.map((entry) => entry.name)).toEqual([expect.stringContaining('Banana')]);
    expect(orders[0]?.steps.length).toBeGreaterThan(0);
    expect(data?.wallet).toMatchObject({ balance_paise: 0 });
    expect(data?.push_subscriptions).toEqual([expect.objectContaining({ push_service: 'https://fcm.googleapis.com' })]);
    expect(data?.signed_in_devices).toEqual([expect.objectContaining({ device: expect.any(String) })]);

    const text = JSON.stringify(data);
    const secrets = await shop.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ASHA.id)
      .executeTakeFirstOrThrow();
    const session = await shop.db.selectFrom('sessions').select('token_hash').where('user_id', '=', ASHA.id).execute();
    for (const secret of [secrets.password_hash, ...session.map((row) => row.token_hash)]) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret);
    }
    for (const word of [
      'password',
      'token',
      'code_hash',
      'p256dh',
      'VeNgAV0EAeFuriBr5bQdgA',
      'fcm/send',
      'a-code-hash',
    ])
      expect(text, word).not.toContain(word);
  });

  it('holds nothing of another customer, and writes who asked to the audit log', async () => {
    const rohan = await customerDataExport(shop, ROHAN.id, { kind: 'staff', staffId: 1 }, TEST_CLIENT);
    expect(rohan?.account).toMatchObject({ id: ROHAN.id });
    expect(rohan?.orders).toEqual([]);
    expect(JSON.stringify(rohan)).not.toContain(ASHA.phone);
    const events = await shop.db
      .selectFrom('audit_events')
      .select(['user_id', 'staff_id'])
      .where('event', '=', 'customer_data_exported')
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { user_id: ASHA.id, staff_id: null },
      { user_id: ROHAN.id, staff_id: 1 },
    ]);
  });
});
