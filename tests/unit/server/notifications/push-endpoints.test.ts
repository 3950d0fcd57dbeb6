// Push endpoints that are push services (decision 0277): a subscription's endpoint must be an
// https URL on a public host among the browsers' push services when it is saved, its host must
// resolve to public addresses only when a push is sent, and a customer keeps a bounded number of
// subscriptions. A loopback listener stands where a hostile subscription points: the server never
// connects to it.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { isPublicAddress, type Resolver } from '../../../../src/server/services/notifications/push-endpoint.ts';
import { createPushWorker, type PushWorker } from '../../../../src/server/services/notifications/push.ts';
import type { VapidKeys } from '../../../../src/server/services/notifications/push-keys.ts';
import type { PushEndpointRules } from '../../../../src/domain/notifications/push.ts';
import { apiCall, errorBody, signIn } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { ASHA, line, NOW, orderRequest, unwrap, variantRef, type VariantRef } from '../orders/orders-fixtures.ts';

const P256DH = 'BGat1rFwHQ_lGmHegQkSUVfzGzleUIgtsQQrh5B7yKJHUn1Pd4Sld7yYSn1Et_w2RMy2tBfhyhQmT_zCqGCj7mQ';
const AUTH = 'VeNgAV0EAeFuriBr5bQdgA';
const tokenOf = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: P256DH, auth: AUTH } });

describe('which addresses are public (a push’s connection goes only to these)', () => {
  it('refuses loopback, private, link-local (cloud metadata), shared, reserved and multicast addresses, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2001:db8::1',
      '2002:7f00:1::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('takes public ones', () => {
    for (const address of [
      '142.250.183.10',
      '8.8.8.8',
      '172.32.0.1',
      '2607:f8b0:4009:80b::200a',
      '2a00:1450:4001:82a::200a',
      '::ffff:142.250.183.10',
      '64:ff9b::8efa:b70a',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

/** A TCP listener on loopback that only counts who connects to it. */
function startListener(): Promise<{ server: Server; port: number; connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.address() as AddressInfo).port, connections: () => count });
    });
  });
}

describe.skipIf(!engineAvailable)('push endpoints that are push services', () => {
  let shop: TestShop;
  let banana: VariantRef;
  let listener: Awaited<ReturnType<typeof startListener>>;
  const keys: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@farmcart.example' };
  const workers: PushWorker[] = [];

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    listener = await startListener();
  });
  afterEach(async () => {
    for (const made of workers.splice(0)) made.stop();
    await shop.db.deleteFrom('push_tokens').execute();
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.server.close(resolve));
    await shop.close();
  });

  function worker(options: { resolve?: Resolver; endpoints?: PushEndpointRules } = {}): PushWorker {
    const made = createPushWorker({ db: shop.db, now: () => shop.now(), keys, retryDelays: [], ...options });
    workers.push(made);
    return made;
  }

  async function alertAsha(): Promise<void> {
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
    unwrap(await advanceOrder(shop, order.unique_order_id));
  }

  async function tokensOfAsha(): Promise<string[]> {
    const rows = await shop.db
      .selectFrom('push_tokens')
      .select('token')
      .where('user_id', '=', ASHA)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.token);
  }

  it('refuses, when saved, every endpoint pointing into the server’s own network, whatever form its address takes', async () => {
    const session = await signIn(shop, '+919800000001');
    const port = listener.port;
    const hostile = [
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `https://[::1]:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
      `https://2130706433:${port}/push`,
      `https://0x7f000001:${port}/push`,
      `https://0x7f.1:${port}/push`,
      `https://0.0.0.0:${port}/push`,
      'https://10.0.0.5/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      `http://fcm.googleapis.com:${port}/fcm/send/plain`,
      'https://push.example.net/not-a-browser-push-service',
    ];
    for (const endpoint of hostile) {
      const answer = await apiCall(shop, 'save-push-token', { push_token: tokenOf(endpoint) }, { bearer: session });
      expect(answer.status, endpoint).toBe(400);
      expect(errorBody(answer).fields?.push_token, endpoint).toMatch(/endpoint/);
    }
    expect(await tokensOfAsha()).toEqual([]);
    // A browser's real push service is taken.
    const real = tokenOf('https://fcm.googleapis.com/fcm/send/real-phone');
    expect((await apiCall(shop, 'save-push-token', { push_token: real }, { bearer: session })).status).toBe(200);
    expect(await tokensOfAsha()).toEqual([real]);
    expect(listener.connections()).toBe(0);
  });

  it('never connects, when sending, to a host that resolves to a loopback or private address, and drops that subscription', async () => {
    const port = listener.port;
    // Subscriptions as they could stand in the table: saved before the rules, or whose name
    // pointed at a push service then and resolves to the shop's own machine now (DNS rebinding).
    const stored = [
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `https://fcm.googleapis.com:${port}/fcm/send/rebound`,
      `https://updates.push.services.mozilla.com:${port}/wpush/v2/mixed`,
    ];
    const rebinding: Resolver = async (hostname) =>
      hostname === 'updates.push.services.mozilla.com'
        ? [
            { address: '142.250.183.10', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ]
        : [{ address: '127.0.0.1', family: 4 }];
    const at = NOW.toISOString();
    for (const endpoint of stored) {
      await shop.db
        .insertInto('push_tokens')
        .values({ user_id: ASHA, token: tokenOf(endpoint), created_at: at, session_id: null, language_code: null })
        .execute();
    }
    const pushes = worker({ resolve: rebinding });
    await alertAsha();
    pushes.kick();
    await pushes.idle();
    expect(listener.connections()).toBe(0);
    expect(await tokensOfAsha()).toEqual([]);

    // The listener is reachable: with the address check off (as only a test's local push
    // service has it), the same subscription does reach it. So the zero above is the check's.
    await shop.db
      .insertInto('push_tokens')
      .values({ user_id: ASHA, token: tokenOf(stored[0] ?? ''), created_at: at, session_id: null, language_code: null })
      .execute();
    const unchecked = worker({ endpoints: { schemes: ['https:'], publicHostsOnly: false, hosts: null } });
    await alertAsha();
    unchecked.kick();
    await unchecked.idle();
    expect(listener.connections()).toBeGreaterThan(0);
  });

  it('keeps at most 10 subscriptions per customer, dropping the oldest', async () => {
    const session = await signIn(shop, '+919800000001');
    const saved: string[] = [];
    for (let device = 1; device <= 12; device++) {
      const token = tokenOf(`https://fcm.googleapis.com/fcm/send/device-${device}`);
      saved.push(token);
      expect((await apiCall(shop, 'save-push-token', { push_token: token }, { bearer: session })).status).toBe(200);
    }
    expect(await tokensOfAsha()).toEqual(saved.slice(2));
  });
});
