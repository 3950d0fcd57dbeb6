// The Twilio adapter against the local fake of Twilio's Messages API (tests/e2e/support/fake-twilio.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  twilioReceipt,
  twilioSignatureValid,
  twilioTransport,
} from '../../../../../src/server/services/notifications/transports/twilio.ts';
import { type FakeTwilio, startFakeTwilio, TWILIO_TOO_MANY } from '../../../../e2e/support/fake-twilio.ts';
import { outgoing } from './message.ts';

const CALLBACK = 'https://shop.example.in/api/messages/status/twilio';

describe('Twilio SMS', () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake.close());

  const transport = (fields: { authToken?: string; from?: string } = {}) =>
    twilioTransport({
      accountSid: fake.accountSid,
      authToken: fields.authToken ?? fake.authToken,
      from: fields.from ?? '+15005550006',
      statusCallback: CALLBACK,
      apiBase: fake.url,
    });

  it('sends the text form-encoded with basic auth and answers the message sid', async () => {
    const result = await transport().send(outgoing());
    const sent = fake.messages.at(-1);
    expect(result).toEqual({ ok: true, providerId: sent?.sid });
    expect(sent).toMatchObject({
      to: '+919812345678',
      from: '+15005550006',
      messagingServiceSid: null,
      body: 'Order 1042 at Sharma Fresh is accepted.',
      statusCallback: CALLBACK,
    });
  });

  it('names a messaging service (MG…) as MessagingServiceSid', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const result = await transport({ from: service }).send(outgoing());
    expect(result.ok).toBe(true);
    expect(fake.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: service });
  });

  it('does not retry a wrong auth token (20003) or a wrong number (21211)', async () => {
    const count = fake.messages.length;
    const badToken = await transport({ authToken: 'not-the-token' }).send(outgoing());
    expect(badToken).toMatchObject({ ok: false, retry: false });
    expect(badToken.ok ? '' : badToken.error).toContain('401: 20003');
    const badNumber = await transport().send(outgoing({ to: '98123' }));
    expect(badNumber).toMatchObject({ ok: false, retry: false });
    expect(badNumber.ok ? '' : badNumber.error).toContain('21211');
    expect(fake.messages.length).toBe(count);
  });

  it('retries 429, 5xx and a connection cut', async () => {
    fake.failNext(TWILIO_TOO_MANY, { status: 503, body: { code: 20500, message: 'Internal Server Error' } }, 'drop');
    expect(await transport().send(outgoing())).toMatchObject({ ok: false, retry: true });
    expect(await transport().send(outgoing())).toMatchObject({ ok: false, retry: true });
    expect(await transport().send(outgoing())).toMatchObject({ ok: false, retry: true });
    expect((await transport().send(outgoing())).ok).toBe(true);
  });

  it('accepts a status callback Twilio signed and reads its status', () => {
    const delivered = fake.statusCallback(CALLBACK, 'SM123', 'delivered');
    expect(twilioSignatureValid(fake.authToken, CALLBACK, delivered.params, delivered.signature)).toBe(true);
    expect(twilioReceipt(delivered.params)).toEqual({ provider: 'twilio', providerId: 'SM123', status: 'delivered' });
    const failed = fake.statusCallback(CALLBACK, 'SM124', 'undelivered', '30003');
    expect(twilioSignatureValid(fake.authToken, CALLBACK, failed.params, failed.signature)).toBe(true);
    expect(twilioReceipt(failed.params)).toEqual({
      provider: 'twilio',
      providerId: 'SM124',
      status: 'failed',
      error: 'undelivered 30003',
    });
    expect(twilioReceipt(fake.statusCallback(CALLBACK, 'SM125', 'queued').params)).toBeNull();
    expect(twilioReceipt(fake.statusCallback(CALLBACK, 'SM126', 'sent').params)?.status).toBe('sent');
  });

  it("matches Twilio's published example signature (twilio-php's RequestValidatorTest)", () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = new URLSearchParams({
      Digits: '1234',
      To: '+18005551212',
      From: '+14158675309',
      Caller: '+14158675309',
      CallSid: 'CA1234567890ABCDE',
    });
    expect(twilioSignatureValid('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    params.set('Digits', '9999');
    expect(twilioSignatureValid('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
  });

  it('refuses a tampered callback, another URL, another token or no signature', () => {
    const { params, signature } = fake.statusCallback(CALLBACK, 'SM123', 'failed', '30007');
    const tampered = new URLSearchParams(params);
    tampered.set('MessageStatus', 'delivered');
    expect(twilioSignatureValid(fake.authToken, CALLBACK, tampered, signature)).toBe(false);
    expect(twilioSignatureValid(fake.authToken, `${CALLBACK}?x=1`, params, signature)).toBe(false);
    expect(twilioSignatureValid('another-token-entirely', CALLBACK, params, signature)).toBe(false);
    expect(twilioSignatureValid(fake.authToken, CALLBACK, params, '')).toBe(false);
  });
});
