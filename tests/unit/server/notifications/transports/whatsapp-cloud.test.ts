// The WhatsApp Cloud API adapter against the local fake of the Graph API (tests/e2e/support/fake-whatsapp-cloud.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  whatsappCloudTransport,
  whatsappHandshake,
  whatsappReceipts,
  whatsappSignatureValid,
} from '../../../../../src/server/services/notifications/transports/whatsapp-cloud.ts';
import {
  type FakeWhatsappCloud,
  startFakeWhatsappCloud,
  WHATSAPP_RATE_LIMITED,
} from '../../../../e2e/support/fake-whatsapp-cloud.ts';
import { outgoing } from './message.ts';

const TEMPLATES = { 'order-accepted': 'order_accepted', otp: 'sign_in_code' };

describe('WhatsApp Cloud API', () => {
  let fake: FakeWhatsappCloud;
  beforeAll(async () => {
    fake = await startFakeWhatsappCloud([
      { name: 'order_accepted', language: 'en', variables: 2 },
      { name: 'order_accepted', language: 'mr', variables: 2 },
      { name: 'sign_in_code', language: 'en', variables: 1 },
    ]);
  });
  afterAll(() => fake.close());

  const transport = (token = fake.token) =>
    whatsappCloudTransport({
      token,
      phoneNumberId: fake.phoneNumberId,
      templates: TEMPLATES,
      version: fake.version,
      apiBase: fake.url,
    });

  it("sends the kind's template in the message's language with its parameters, and answers the wamid", async () => {
    const result = await transport().send(outgoing({ channel: 'whatsapp', language: 'mr' }));
    const sent = fake.messages.at(-1);
    expect(result).toEqual({ ok: true, providerId: sent?.id });
    expect(sent).toMatchObject({
      to: '919812345678',
      template: 'order_accepted',
      language: 'mr',
      params: ['1042', 'Sharma Fresh'],
    });
  });

  it('fails for good on an unknown kind, a template missing in a language, a wrong token', async () => {
    const count = fake.requests.length;
    expect(await transport().send(outgoing({ kind: 'birthday' }))).toMatchObject({ ok: false, retry: false });
    expect(fake.requests.length).toBe(count);
    const missing = await transport().send(outgoing({ kind: 'otp', language: 'mr', params: ['123456'] }));
    expect(missing).toMatchObject({ ok: false, retry: false });
    expect(missing.ok ? '' : missing.error).toContain('132001');
    const badToken = await transport('EAAGwrong').send(outgoing());
    expect(badToken).toMatchObject({ ok: false, retry: false });
    expect(badToken.ok ? '' : badToken.error).toContain('401: 190');
  });

  it('retries a rate limit (130429 on HTTP 400), a 500 and a connection cut', async () => {
    fake.failNext(
      WHATSAPP_RATE_LIMITED,
      { status: 500, body: { error: { code: 2, message: 'Service unavailable' } } },
      'drop',
    );
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await transport().send(outgoing())).toMatchObject({ ok: false, retry: true });
    expect((await transport().send(outgoing())).ok).toBe(true);
  });

  it('reads the statuses of a webhook Meta signed', () => {
    const { body, signature } = fake.statusWebhook([
      { id: 'wamid.A', status: 'sent' },
      { id: 'wamid.A', status: 'read' },
      { id: 'wamid.B', status: 'failed', errorCode: 131026 },
    ]);
    expect(whatsappSignatureValid(fake.appSecret, body, signature)).toBe(true);
    expect(whatsappReceipts(JSON.parse(body))).toEqual([
      { provider: 'whatsapp-cloud', providerId: 'wamid.A', status: 'sent' },
      { provider: 'whatsapp-cloud', providerId: 'wamid.A', status: 'delivered' },
      { provider: 'whatsapp-cloud', providerId: 'wamid.B', status: 'failed', error: '131026 Message undeliverable' },
    ]);
  });

  it('refuses a tampered body, another secret or a missing signature', () => {
    const { body, signature } = fake.statusWebhook([{ id: 'wamid.A', status: 'failed', errorCode: 131026 }]);
    expect(whatsappSignatureValid(fake.appSecret, body.replace('failed', 'delivered'), signature)).toBe(false);
    expect(whatsappSignatureValid('another-app-secret', body, signature)).toBe(false);
    expect(whatsappSignatureValid(fake.appSecret, body, null)).toBe(false);
    expect(whatsappSignatureValid(fake.appSecret, body, signature.replace('sha256=', 'sha1='))).toBe(false);
  });

  it('answers the subscription handshake only with the verify token', () => {
    const query = (token: string, mode = 'subscribe') =>
      new URLSearchParams({ 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' });
    expect(whatsappHandshake(query('the-verify-token'), 'the-verify-token')).toBe('1158201444');
    expect(whatsappHandshake(query('another-token'), 'the-verify-token')).toBeNull();
    expect(whatsappHandshake(query('the-verify-token', 'unsubscribe'), 'the-verify-token')).toBeNull();
  });
});
