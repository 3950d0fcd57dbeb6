// The console's outbox screen (decision 0341): an admin reads the outbox 50 a page, filtered by
// status; sends a test through each channel that has a provider (SMS through Twilio's local fake
// here), to the number they type or their own e-mail; and sends a failed message again. Both
// changes are audited. Other roles are refused by staff-roles.test.ts's walk.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopToday } from '../../../../src/domain/calendar.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { enqueueMessage } from '../../../../src/server/services/notifications/outbox.ts';
import { twilioTransport } from '../../../../src/server/services/notifications/transports/twilio.ts';
import type { Transport } from '../../../../src/server/services/notifications/transports/transport.ts';
import { type FakeTwilio, startFakeTwilio } from '../../../e2e/support/fake-twilio.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

/** The demo's admin (src/server/seed/demo/staff.ts). */
const ADMIN = { id: 1, email: 'priya@farmcart.example.in' };

describe.skipIf(!engineAvailable)('the outbox screen', () => {
  let shop: TestShop;
  let twilio: FakeTwilio;
  let cookie = '';
  const mails: string[] = [];
  const mail: Transport = {
    provider: 'smtp',
    channel: 'email',
    async send(message) {
      mails.push(message.to);
      return { ok: true, providerId: `<${message.id}@mail.test>` };
    },
  };

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    shop = await openTestShop({
      now: new Date('2026-11-29T06:00:00.000Z'),
      overrides: {
        transports: {
          sms: twilioTransport({
            accountSid: twilio.accountSid,
            authToken: twilio.authToken,
            from: '+15005550006',
            apiBase: twilio.url,
          }),
          email: mail,
        },
      },
    });
    cookie = `fc_staff=${await createRoleSession(shop, 'staff', ADMIN.id)}`;
  });
  afterAll(async () => {
    await twilio.close();
    await shop.close();
  });

  const call = (path: string, body: unknown) => apiCall(shop, path, body, { cookie });
  const row = (id: number) =>
    shop.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const changes = () =>
    shop.db.selectFrom('staff_changes').selectAll().where('kind', '=', 'message').orderBy('id').execute();

  it('names the provider of each channel: Twilio for SMS, SMTP for e-mail, none for WhatsApp', async () => {
    const answer = await call('staff/messages', {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      channels: [
        { channel: 'sms', provider: 'twilio', route: 'provider' },
        { channel: 'whatsapp', provider: null, route: 'none' },
        { channel: 'email', provider: 'smtp', route: 'provider' },
      ],
      own_email: ADMIN.email,
    });
  });

  it('sends a test SMS to the number typed, through Twilio, and audits it', async () => {
    const answer = await call('staff/message-test', { channel: 'sms', phone: '98000 00001' });
    expect(answer.status).toBe(200);
    const { message } = answer.body as { message: { id: number; recipient: string; kind: string; status: string } };
    expect(message).toMatchObject({ recipient: '+919800000001', kind: 'test', status: 'queued' });
    await shop.outbox.drain();
    expect(await row(message.id)).toMatchObject({ status: 'sent', provider: 'twilio' });
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+919800000001' });
    expect(twilio.messages.at(-1)?.body).toContain('test message');
    expect((await changes()).at(-1)).toMatchObject({
      staff_id: ADMIN.id,
      action: 'test',
      entity_id: message.id,
      summary: 'Sent a test SMS message through twilio to +919800000001',
    });
  });

  it('sends a test e-mail to the member’s own address; refuses SMS without a number and WhatsApp without a provider', async () => {
    const before = await shop.db.selectFrom('outbox_messages').select('id').execute();
    const noPhone = await call('staff/message-test', { channel: 'sms' });
    expect(noPhone.status).toBe(400);
    expect(errorBody(noPhone).fields).toHaveProperty('phone');
    const noProvider = await call('staff/message-test', { channel: 'whatsapp', phone: '9800000001' });
    expect(noProvider.status).toBe(501);
    expect(errorBody(noProvider).fields).toHaveProperty('channel');
    expect(await shop.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(before.length);

    const email = await call('staff/message-test', { channel: 'email' });
    expect(email.status).toBe(200);
    await shop.outbox.drain();
    expect(mails.at(-1)).toBe(ADMIN.email);
  });

  it('sends a failed message again, audited; refuses one that did not fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Twilio refuses the first try for good (a number it does not take).
    twilio.failNext({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    });
    const id = await enqueueMessage(shop.db, {
      channel: 'sms',
      to: '+919800000002',
      kind: 'otp-login',
      language: 'en',
      text: '482913 is your code.',
      params: ['482913'],
    });
    await shop.outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(id)).last_error).toContain('21211');

    const failed = await call('staff/messages', { status: 'failed' });
    const listed = (failed.body as { messages: { id: number; status: string; last_error: string }[] }).messages;
    expect(listed.map((message) => message.id)).toEqual([id]);

    const resent = await call('staff/message-resend', { message_id: id });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ message: { id, status: 'queued', attempts: 0 } });
    expect((await changes()).at(-1)).toMatchObject({ action: 'resend', entity_id: id });
    expect(JSON.parse((await changes()).at(-1)?.before_json ?? '{}')).toMatchObject({ status: 'failed', attempts: 1 });
    await shop.outbox.drain();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });

    const again = await call('staff/message-resend', { message_id: id });
    expect(again.status).toBe(409);
    const gone = await call('staff/message-resend', { message_id: 999_999 });
    expect(gone.status).toBe(404);
    vi.restoreAllMocks();
  });

  it('answers 50 a page, newest first, and the next page from where it stopped', async () => {
    for (let i = 0; i < 55; i += 1)
      await enqueueMessage(shop.db, {
        channel: 'email',
        to: `reader${i}@example.in`,
        kind: 'contact-code',
        language: 'en',
        text: 'Your code is 111111.',
      });
    const first = await call('staff/messages', { status: 'queued' });
    const page = first.body as { messages: { id: number }[]; next: number | null };
    expect(page.messages).toHaveLength(50);
    const ids = page.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.next).toBe(ids.at(-1));
    const second = await call('staff/messages', { status: 'queued', before: page.next });
    const rest = second.body as { messages: { id: number }[]; next: number | null };
    expect(rest.messages).toHaveLength(5);
    expect(rest.next).toBeNull();
  });

  it('counts what was sent and what failed per channel for the reports, after the rows are gone', async () => {
    // What the tests above sent: two SMS taken by Twilio (the test, the resent one), one e-mail,
    // one SMS failed. The rows go as housekeeping deletes them a week on; the day's counts stay.
    await shop.db.deleteFrom('outbox_messages').execute();
    const today = shopToday(new Date());
    const answer = await call('staff/reports', { report: 'messages', range: 'custom', from: today, to: today });
    expect(answer.status).toBe(200);
    const { report } = answer.body as { report: { rows: Record<string, unknown>[]; totals: Record<string, unknown> } };
    expect(report.totals).toMatchObject({
      sms_sent: 2,
      sms_failed: 1,
      whatsapp_sent: 0,
      email_sent: 1,
      email_failed: 0,
      delivered: 0,
    });
  });
});
