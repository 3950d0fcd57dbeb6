// The providers' status webhooks (decision 0341) through the HTTP edge that takes them: a message
// sent through each provider's local fake becomes 'delivered' or 'failed' once the fake posts the
// receipt the provider documents, signed as the provider signs it; a wrong or missing signature
// answers 401/403 and changes nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageStatusHandler } from '../../../../src/server/http/message-status.ts';
import { createOutbox, enqueueMessage, type Outbox } from '../../../../src/server/services/notifications/outbox.ts';
import type { ReceiptSecrets } from '../../../../src/server/services/notifications/status-webhooks.ts';
import { msg91Transport } from '../../../../src/server/services/notifications/transports/msg91.ts';
import { twilioTransport } from '../../../../src/server/services/notifications/transports/twilio.ts';
import { whatsappCloudTransport } from '../../../../src/server/services/notifications/transports/whatsapp-cloud.ts';
import { type FakeMsg91, startFakeMsg91 } from '../../../e2e/support/fake-msg91.ts';
import { type FakeTwilio, startFakeTwilio } from '../../../e2e/support/fake-twilio.ts';
import { type FakeWhatsappCloud, startFakeWhatsappCloud } from '../../../e2e/support/fake-whatsapp-cloud.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

const MSG91_TOKEN = 'a-token-of-the-shops-own-0123456789';
const VERIFY_TOKEN = 'the-verify-token-0123';

describe.skipIf(!engineAvailable)('the message status webhooks', () => {
  let shop: TestShop;
  let twilio: FakeTwilio;
  let msg91: FakeMsg91;
  let whatsapp: FakeWhatsappCloud;
  let server: Server;
  let base = '';
  /** One outbox per SMS provider (a shop has one at a time), WhatsApp beside the first. */
  let viaTwilio: Outbox;
  let viaMsg91: Outbox;

  beforeAll(async () => {
    shop = await openTestShop({ now: new Date('2026-11-29T06:00:00.000Z') });
    [twilio, msg91, whatsapp] = await Promise.all([
      startFakeTwilio(),
      startFakeMsg91({ 'tmpl-otp': 1 }),
      startFakeWhatsappCloud([{ name: 'code', language: 'en', variables: 1 }]),
    ]);
    const secrets: ReceiptSecrets = {
      msg91Token: MSG91_TOKEN,
      twilioAuthToken: twilio.authToken,
      whatsappAppSecret: whatsapp.appSecret,
      whatsappVerifyToken: VERIFY_TOKEN,
    };
    server = createServer((req, res) => {
      void createMessageStatusHandler(async () => shop, secrets, base)(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    viaTwilio = createOutbox({
      db: shop.db,
      engine: shop.engine,
      transports: {
        sms: twilioTransport({
          accountSid: twilio.accountSid,
          authToken: twilio.authToken,
          from: '+15005550006',
          statusCallback: `${base}/api/messages/status/twilio`,
          apiBase: twilio.url,
        }),
        whatsapp: whatsappCloudTransport({
          token: whatsapp.token,
          phoneNumberId: whatsapp.phoneNumberId,
          templates: { otp: 'code' },
          version: whatsapp.version,
          apiBase: whatsapp.url,
        }),
      },
    });
    viaMsg91 = createOutbox({
      db: shop.db,
      engine: shop.engine,
      transports: {
        sms: msg91Transport({
          authKey: msg91.authKey,
          senderId: 'FRMCRT',
          templates: { otp: 'tmpl-otp' },
          apiBase: msg91.url,
        }),
      },
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all([twilio.close(), msg91.close(), whatsapp.close()]);
    await shop.close();
  });

  const row = (id: number) =>
    shop.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function sent(outbox: Outbox, channel: 'sms' | 'whatsapp'): Promise<number> {
    const id = await enqueueMessage(shop.db, {
      channel,
      to: '+919812345678',
      kind: 'otp',
      language: 'en',
      text: 'Your code is 482913.',
      params: ['482913'],
    });
    await outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'sent' });
    return id;
  }

  it('Twilio: a signed status callback makes the message delivered; a wrong signature changes nothing', async () => {
    const id = await sent(viaTwilio, 'sms');
    const sid = twilio.messages.at(-1)?.sid ?? '';
    expect((await row(id)).provider_id).toBe(sid);
    const url = `${base}/api/messages/status/twilio`;
    const callback = twilio.statusCallback(url, sid, 'delivered');
    const post = (signature: string | null) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature === null ? {} : { 'x-twilio-signature': signature }),
        },
        body: callback.params.toString(),
      });

    expect((await post(null)).status).toBe(401);
    const forged = twilio.statusCallback(`${base}/elsewhere`, sid, 'delivered').signature;
    expect((await post(forged)).status).toBe(403);
    expect((await row(id)).status).toBe('sent');

    const answer = await post(callback.signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: 1 });
    expect((await row(id)).status).toBe('delivered');
  });

  it('Twilio: an undelivered callback fails the message with its error code', async () => {
    const id = await sent(viaTwilio, 'sms');
    const sid = twilio.messages.at(-1)?.sid ?? '';
    const url = `${base}/api/messages/status/twilio`;
    const callback = twilio.statusCallback(url, sid, 'undelivered', '30003');
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': callback.signature },
      body: callback.params.toString(),
    });
    expect(answer.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'failed', last_error: 'undelivered 30003' });
  });

  it('MSG91: a report to the URL with the shop token makes it delivered; without or with another token 401/403', async () => {
    const id = await sent(viaMsg91, 'sms');
    const requestId = msg91.messages.at(-1)?.requestId ?? '';
    const report = msg91.report(requestId, '1', 'Delivered');
    const post = (query: string) =>
      fetch(`${base}/api/messages/status/msg91${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: report,
      });
    expect((await post('')).status).toBe(401);
    expect((await post(`?token=${MSG91_TOKEN.replace('a', 'b')}`)).status).toBe(403);
    expect((await row(id)).status).toBe('sent');
    const answer = await post(`?token=${MSG91_TOKEN}`);
    expect(answer.status).toBe(200);
    expect((await row(id)).status).toBe('delivered');
  });

  it('WhatsApp: the GET handshake echoes the challenge only for the verify token', async () => {
    const url = `${base}/api/messages/status/whatsapp-cloud`;
    const ok = await fetch(`${url}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${url}?hub.mode=subscribe&hub.verify_token=another-token-0000&hub.challenge=1`);
    expect(wrong.status).toBe(403);
  });

  it('WhatsApp: a signed status post makes the message delivered; a body signed otherwise changes nothing', async () => {
    const id = await sent(viaTwilio, 'whatsapp');
    const wamid = whatsapp.messages.at(-1)?.id ?? '';
    const url = `${base}/api/messages/status/whatsapp-cloud`;
    const hook = whatsapp.statusWebhook([{ id: wamid, status: 'delivered' }]);
    const post = (body: string, signature: string | null) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
        body,
      });
    expect((await post(hook.body, null)).status).toBe(401);
    // The same signature over a body changed by one byte.
    expect((await post(`${hook.body} `, hook.signature)).status).toBe(403);
    expect((await row(id)).status).toBe('sent');
    const answer = await post(hook.body, hook.signature);
    expect(answer.status).toBe(200);
    expect((await row(id)).status).toBe('delivered');
  });

  it('counts each message once per outcome for the reports, whatever way the receipt came', async () => {
    const counts = await shop.db
      .selectFrom('message_day_counts')
      .select(['channel', 'status', 'count'])
      .orderBy('channel')
      .orderBy('status')
      .execute();
    // Sent: three SMS (Twilio twice, MSG91 once) and one WhatsApp; delivered: two SMS and the
    // WhatsApp; failed: the SMS Twilio could not deliver. Refused receipts counted nothing.
    expect(counts.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { channel: 'sms', status: 'delivered', count: 2 },
      { channel: 'sms', status: 'failed', count: 1 },
      { channel: 'sms', status: 'sent', count: 3 },
      { channel: 'whatsapp', status: 'delivered', count: 1 },
      { channel: 'whatsapp', status: 'sent', count: 1 },
    ]);
  });

  it('refuses a provider it does not know, another method, and a body too large to be a receipt', async () => {
    expect((await fetch(`${base}/api/messages/status/sinch`, { method: 'POST', body: '' })).status).toBe(404);
    const get = await fetch(`${base}/api/messages/status/twilio`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const large = await fetch(`${base}/api/messages/status/msg91?token=${MSG91_TOKEN}`, {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
    });
    expect(large.status).toBe(413);
  });
});
