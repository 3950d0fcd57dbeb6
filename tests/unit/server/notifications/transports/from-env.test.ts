// Which transports the environment configures, and the startup error of a provider set by halves.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../../src/server/config.ts';
import { transportsFromEnv } from '../../../../../src/server/services/notifications/transports/from-env.ts';
import { createTransports } from '../../../../../src/server/services/notifications/transports/index.ts';

const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'a-twilio-auth-token',
  TWILIO_FROM: '+15005550006',
};
const WHATSAPP = {
  WHATSAPP_TOKEN: 'EAAG-a-long-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_TEMPLATES: 'otp-login=sign_in_code,order-accepted=order_accepted',
  WHATSAPP_APP_SECRET: 'an-app-secret-of-meta',
  WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-ours',
};
const MSG91 = {
  MSG91_AUTH_KEY: '412345AbCdEfGh',
  MSG91_SENDER_ID: 'SHRMFR',
  MSG91_TEMPLATES: 'otp-login=65f1a2b3c4d5e6f7a8b9c0d2',
  MSG91_WEBHOOK_TOKEN: 'a-token-of-at-least-24-characters',
};

describe('transportsFromEnv', () => {
  it('builds none without variables, and each provider whose variables are all set', () => {
    expect(transportsFromEnv({})).toEqual([]);
    const transports = transportsFromEnv({
      ...TWILIO,
      ...WHATSAPP,
      SMTP_URL: 'smtp://shop:secret@127.0.0.1:2525',
      MAIL_FROM: 'orders@sharma.example.in',
    });
    expect(transports.map(({ provider, channel }) => `${provider}:${channel}`)).toEqual([
      'twilio:sms',
      'whatsapp-cloud:whatsapp',
      'smtp:email',
    ]);
    expect(transportsFromEnv(MSG91).map(({ provider }) => provider)).toEqual(['msg91']);
    expect(
      transportsFromEnv({ SMTP_HOST: 'smtp.example.in', SMTP_PORT: '587', MAIL_FROM: 'orders@sharma.example.in' }),
    ).toHaveLength(1);
  });

  it('refuses a provider set by halves, naming what is missing', () => {
    expect(() => transportsFromEnv({ ...TWILIO, TWILIO_FROM: '' })).toThrow(
      'Invalid configuration: TWILIO_FROM: required with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN (Twilio)',
    );
    expect(() => transportsFromEnv({ WHATSAPP_TOKEN: 'EAAG-a-long-token' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => transportsFromEnv({ SMTP_HOST: 'smtp.example.in' })).toThrow(/MAIL_FROM: required with SMTP_HOST/);
    expect(() => transportsFromEnv({ MAIL_FROM: 'orders@sharma.example.in' })).toThrow(/SMTP_URL or SMTP_HOST/);
    expect(() => transportsFromEnv({ ...MSG91, ...TWILIO })).toThrow(/one SMS provider at a time/);
    expect(() => transportsFromEnv({ ...MSG91, MSG91_TEMPLATES: 'otp' })).toThrow(
      /MSG91_TEMPLATES: must be kind=template/,
    );
  });

  it('takes a template for each kind the outbox sends, order updates included, and refuses a kind it never sends', () => {
    const orders =
      'order-accepted=a,order-on-the-way=b,order-delivered=c,order-collected=d,order-cancelled=e,order-substitution=f,order-refund=g';
    expect(transportsFromEnv({ ...MSG91, MSG91_TEMPLATES: orders }).map(({ provider }) => provider)).toEqual(['msg91']);
    // 'otp' names no kind: the codes' kinds are otp-login, otp-register, …
    expect(() => transportsFromEnv({ ...WHATSAPP, WHATSAPP_TEMPLATES: 'otp=sign_in_code' })).toThrow(
      /WHATSAPP_TEMPLATES: otp is no message kind; the kinds are otp-login, .*order-refund/,
    );
  });

  it("is the server configuration's startup check", () => {
    expect(() => readConfig({ ...WHATSAPP, WHATSAPP_APP_SECRET: '' })).toThrow(
      /WHATSAPP_APP_SECRET: required with .* \(WhatsApp Cloud API\)/,
    );
    expect(() => readConfig({ ...TWILIO, TWILIO_ACCOUNT_SID: 'SID-of-someone' })).toThrow(
      /TWILIO_ACCOUNT_SID: must be/,
    );
    expect(() => readConfig({ ...MSG91, MSG91_TEMPLATES: 'otp 1234' })).toThrow(
      /MSG91_TEMPLATES: must be kind=template/,
    );
    expect(() => readConfig({ ...MSG91, ...TWILIO })).toThrow(/one SMS provider at a time/);
    expect(readConfig({ ...TWILIO, TWILIO_API_BASE: '' }).TWILIO_FROM).toBe('+15005550006');
  });
});

describe('createTransports: what each channel of the outbox sends through', () => {
  const named = (transports: ReturnType<typeof createTransports>) =>
    Object.fromEntries(Object.entries(transports).map(([channel, transport]) => [channel, transport?.provider]));

  it('a configured provider first, else the channel’s webhook, else the log; WhatsApp only with its provider', () => {
    expect(named(createTransports({}))).toEqual({ sms: 'log', email: 'log' });
    expect(
      named(createTransports({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', EMAIL_WEBHOOK_URL: 'http://127.0.0.1:9/e' })),
    ).toEqual({ sms: 'webhook', email: 'webhook' });
    expect(
      named(
        createTransports({
          ...readConfig({
            ...TWILIO,
            ...WHATSAPP,
            SMTP_URL: 'smtp://shop:secret@127.0.0.1:2525',
            SMTP_PORT: '2525',
            MAIL_FROM: 'orders@sharma.example.in',
          }),
          SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
        }),
      ),
    ).toEqual({ sms: 'twilio', email: 'smtp', whatsapp: 'whatsapp-cloud' });
    expect(named(createTransports(readConfig(MSG91)))).toEqual({ sms: 'msg91', email: 'log' });
  });
});
