// Web Push of customers' alerts (decision 0250; §3 Pushed notification: title, message, image,
// click_action; §7 Save push token). A real encrypted push goes from the worker (web-push's
// encryption and VAPID signature, sent with fetch) to a push service played by a node:http
// server here, which checks the VAPID signature (RFC 8292) and DECRYPTS the message (aes128gcm,
// RFC 8188 + RFC 8291) with node:crypto alone, as a browser's push service and the browser would.
import { type ECDH, createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushedNotification } from '../../../../src/domain/notifications/push.ts';
import { sendBroadcast } from '../../../../src/server/services/staff/broadcasts.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { savePushToken, setPushLanguage } from '../../../../src/server/services/notifications/notifications.ts';
import { createPushWorker, type PushWorker } from '../../../../src/server/services/notifications/push.ts';
import { resolveSession } from '../../../../src/server/services/sessions/sessions.ts';
import { inCustomerLanguage } from '../../../../src/server/services/shop/translations.ts';
import type { VapidKeys } from '../../../../src/server/services/notifications/push-keys.ts';
import { apiCall, signIn, TEST_CLIENT } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { ASHA, line, NOW, orderRequest, unwrap, variantRef, type VariantRef } from '../orders/orders-fixtures.ts';

const ASHA_PHONE = '+919800000001';

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291 §2). */
interface Receiver {
  ecdh: ECDH;
  auth: Buffer;
}

function newReceiver(): Receiver {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

function tokenOf(receiver: Receiver, endpoint: string): string {
  return JSON.stringify({
    endpoint,
    keys: { p256dh: receiver.ecdh.getPublicKey().toString('base64url'), auth: receiver.auth.toString('base64url') },
  });
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the receiver's private key. */
function decrypt(body: Buffer, receiver: Receiver): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(keyIdLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = receiver.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  // The last record's padding delimiter is 2 (RFC 8188 §2).
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT signed ES256 by the shop's key>, k=<the shop's public key>`; answers the JWT's claims. */
function verifiedVapidClaims(headers: IncomingHttpHeaders, keys: VapidKeys): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  expect(match[2]).toBe(keys.publicKey);
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('malformed JWT');
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: records every message; answers by the path's last part (`gone` 410, `flaky` 503 once, else 201). */
function startPushService(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const flakyAnswered = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      let status = 201;
      if (path.endsWith('/gone')) status = 410;
      if (path.endsWith('/flaky') && !flakyAnswered.has(path)) {
        flakyAnswered.add(path);
        status = 503;
      }
      response.writeHead(status).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, received });
    });
  });
}

describe.skipIf(!engineAvailable)('Web Push of order alerts (§3 Pushed notification)', () => {
  let shop: TestShop;
  let banana: VariantRef;
  let service: Awaited<ReturnType<typeof startPushService>>;
  const generated = webpush.generateVAPIDKeys();
  const keys: VapidKeys = { ...generated, subject: 'mailto:push@farmcart.example' };
  const workers: PushWorker[] = [];

  function worker(): PushWorker {
    const made = createPushWorker({
      db: shop.db,
      now: () => shop.now(),
      keys,
      retryDelays: [20, 40],
      // The test's push service is plain http on 127.0.0.1: only a test widens the rules so.
      endpoints: { schemes: ['http:'], publicHostsOnly: false, hosts: null },
    });
    workers.push(made);
    return made;
  }

  async function signedInSession(): Promise<{ token: string; sessionId: number }> {
    const token = await signIn(shop, ASHA_PHONE);
    const session = await resolveSession(shop, token);
    if (!session) throw new Error('no session');
    return { token, sessionId: session.session_id };
  }

  async function placeAndAccept(): Promise<string> {
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
    unwrap(await advanceOrder(shop, order.unique_order_id));
    return order.unique_order_id;
  }

  async function tokensOfAsha(): Promise<string[]> {
    const rows = await shop.db.selectFrom('push_tokens').select('token').where('user_id', '=', ASHA).execute();
    return rows.map((row) => row.token);
  }

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    service = await startPushService();
  });
  afterEach(async () => {
    for (const made of workers.splice(0)) made.stop();
    service.received.length = 0;
    await shop.db.deleteFrom('push_tokens').execute();
  });
  afterAll(async () => {
    await new Promise((resolve) => service.server.close(resolve));
    await shop.close();
  });

  it('pushes an accepted order to the customer’s device, encrypted (aes128gcm) and signed (VAPID), and drops a subscription answered 410', async () => {
    const phone = newReceiver();
    const oldPhone = newReceiver();
    const { sessionId } = await signedInSession();
    unwrap(await savePushToken(shop, ASHA, tokenOf(phone, `${service.origin}/push/phone`), sessionId));
    unwrap(await savePushToken(shop, ASHA, tokenOf(oldPhone, `${service.origin}/push/gone`), sessionId));

    const pushes = worker();
    const uniqueOrderId = await placeAndAccept();
    pushes.kick();
    await pushes.idle();

    expect(service.received.map((entry) => entry.path).sort()).toEqual(['/push/gone', '/push/phone']);
    const delivered = service.received.find((entry) => entry.path === '/push/phone');
    if (!delivered) throw new Error('nothing delivered');
    expect(delivered.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high' });
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
    const claims = verifiedVapidClaims(delivered.headers, keys);
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:push@farmcart.example' });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);

    const pushed = JSON.parse(decrypt(delivered.body, phone)) as PushedNotification;
    expect(pushed).toEqual({
      title: 'Order accepted',
      message: `The store accepted your order ${uniqueOrderId}.`,
      image: null,
      click_action: `/running-order/${uniqueOrderId}`,
    });
    // The old phone's message was encrypted for its own keys, not the new phone's.
    const toOldPhone = service.received.find((entry) => entry.path === '/push/gone');
    if (!toOldPhone) throw new Error('nothing sent to the old phone');
    expect(JSON.parse(decrypt(toOldPhone.body, oldPhone))).toMatchObject({ title: 'Order accepted' });
    // 410 Gone: that subscription is deleted; the live one stays.
    expect(await tokensOfAsha()).toEqual([tokenOf(phone, `${service.origin}/push/phone`)]);

    // The alert was claimed: another sweep pushes nothing again.
    pushes.kick();
    await pushes.idle();
    expect(service.received).toHaveLength(2);
  });

  it('pushes each device the alert in the language its customer read when it saved its subscription', async () => {
    const marathiPhone = newReceiver();
    const englishPhone = newReceiver();
    const { sessionId } = await signedInSession();
    const marathi = await inCustomerLanguage(shop, 'mr');
    unwrap(await savePushToken(marathi, ASHA, tokenOf(marathiPhone, `${service.origin}/push/mr`), sessionId));
    unwrap(await savePushToken(shop, ASHA, tokenOf(englishPhone, `${service.origin}/push/en`), sessionId));

    const pushes = worker();
    const uniqueOrderId = await placeAndAccept();
    pushes.kick();
    await pushes.idle();

    const to = (path: string, phone: ReturnType<typeof newReceiver>) => {
      const sent = service.received.find((entry) => entry.path === path);
      if (!sent) throw new Error(`nothing sent to ${path}`);
      return JSON.parse(decrypt(sent.body, phone)) as PushedNotification;
    };
    expect(to('/push/mr', marathiPhone)).toEqual({
      title: 'ऑर्डर स्वीकारली',
      message: `दुकानाने तुमची ऑर्डर ${uniqueOrderId} स्वीकारली.`,
      image: null,
      click_action: `/running-order/${uniqueOrderId}`,
    });
    expect(to('/push/en', englishPhone)).toMatchObject({
      title: 'Order accepted',
      message: `The store accepted your order ${uniqueOrderId}.`,
    });

    // The customer chooses Marathi on the English phone (/language): its next push is in Marathi.
    await setPushLanguage(shop, sessionId, 'mr');
    service.received.length = 0;
    const next = await placeAndAccept();
    pushes.kick();
    await pushes.idle();
    expect(to('/push/en', englishPhone)).toMatchObject({ message: `दुकानाने तुमची ऑर्डर ${next} स्वीकारली.` });
  });

  it('tries a push again after a passing failure (503), and two instances push each alert once', async () => {
    const phone = newReceiver();
    const { sessionId } = await signedInSession();
    unwrap(await savePushToken(shop, ASHA, tokenOf(phone, `${service.origin}/push/flaky`), sessionId));
    const first = worker();
    const second = worker();
    await placeAndAccept();
    first.kick();
    second.kick();
    await Promise.all([first.idle(), second.idle()]);
    // One 503, then the retry's 201: one alert, one device, two tries, and the token stays.
    expect(service.received.map((entry) => entry.path)).toEqual(['/push/flaky', '/push/flaky']);
    expect(decrypt(service.received[0]?.body ?? Buffer.alloc(0), phone)).toBe(
      decrypt(service.received[1]?.body ?? Buffer.alloc(0), phone),
    );
    expect(await tokensOfAsha()).toHaveLength(1);
  });

  it('signing out removes the device’s subscription: no push reaches it afterwards', async () => {
    const phone = newReceiver();
    const { token, sessionId } = await signedInSession();
    unwrap(await savePushToken(shop, ASHA, tokenOf(phone, `${service.origin}/push/signed-out`), sessionId));
    expect(await tokensOfAsha()).toHaveLength(1);
    expect((await apiCall(shop, 'logout', {}, { bearer: token })).status).toBe(200);
    expect(await tokensOfAsha()).toEqual([]);

    const pushes = worker();
    await placeAndAccept();
    pushes.kick();
    await pushes.idle();
    expect(service.received).toEqual([]);
  });

  it('never sends to a token of a session that ended some other way, and deletes it', async () => {
    const phone = newReceiver();
    const { sessionId } = await signedInSession();
    unwrap(await savePushToken(shop, ASHA, tokenOf(phone, `${service.origin}/push/expired`), sessionId));
    await shop.db.updateTable('sessions').set({ revoked_at: NOW.toISOString() }).where('id', '=', sessionId).execute();
    const pushes = worker();
    await placeAndAccept();
    pushes.kick();
    await pushes.idle();
    expect(service.received).toEqual([]);
    expect(await tokensOfAsha()).toEqual([]);
  });

  it('pushes an admin’s broadcast to the customer’s saved subscription, with its link', async () => {
    const phone = newReceiver();
    const { sessionId } = await signedInSession();
    unwrap(await savePushToken(shop, ASHA, tokenOf(phone, `${service.origin}/push/broadcast`), sessionId));
    const pushes = worker();
    const sent = unwrap(
      await sendBroadcast(
        shop,
        { id: 1, role: 'admin' },
        { title: 'Mangoes are in', message: 'Alphonso from Ratnagiri, today only.', link: '/category/fruits' },
        TEST_CLIENT,
      ),
    );
    expect(sent.sent_to).toBeGreaterThan(1);
    pushes.kick();
    await pushes.idle();
    // Every customer got the alert; only Asha saved a subscription, so one push went out.
    expect(service.received.map((entry) => entry.path)).toEqual(['/push/broadcast']);
    const pushed = JSON.parse(decrypt(service.received[0]?.body ?? Buffer.alloc(0), phone)) as PushedNotification;
    expect(pushed).toEqual({
      title: 'Mangoes are in',
      message: 'Alphonso from Ratnagiri, today only.',
      image: null,
      click_action: '/category/fruits',
    });
    const unpushed = await shop.db
      .selectFrom('notifications')
      .select('id')
      .where('title', '=', 'Mangoes are in')
      .where('pushed_at', 'is', null)
      .execute();
    expect(unpushed).toEqual([]);
  });
});
