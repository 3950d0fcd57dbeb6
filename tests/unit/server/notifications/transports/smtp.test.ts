// The SMTP adapter (nodemailer) against a local SMTP server (tests/e2e/support/fake-smtp.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../../../../src/server/services/notifications/transports/smtp.ts';
import { type FakeSmtp, startFakeSmtp } from '../../../../e2e/support/fake-smtp.ts';
import { outgoing } from './message.ts';

const MAIL = {
  channel: 'email' as const,
  to: 'asha@example.in',
  kind: 'reset-code',
  subject: 'Your password reset code',
  text: 'Your code is 482913. It expires in 10 minutes.',
  html: '<p>Your code is <strong>482913</strong>. It expires in 10 minutes.</p>',
  params: ['482913'],
};

describe('e-mail over SMTP', () => {
  let fake: FakeSmtp;
  beforeAll(async () => {
    fake = await startFakeSmtp();
  });
  afterAll(() => fake.close());

  const transport = (pass = fake.pass) =>
    smtpTransport({
      host: fake.host,
      port: fake.port,
      secure: false,
      user: fake.user,
      pass,
      from: 'Sharma Fresh <orders@sharma.example.in>',
    });

  it('delivers the plain text and the HTML as alternatives, from the shop, and answers the Message-ID', async () => {
    const result = await transport().send(outgoing(MAIL));
    const received = fake.messages.at(-1);
    expect(received).toMatchObject({ from: 'orders@sharma.example.in', to: ['asha@example.in'] });
    const raw = received?.raw ?? '';
    expect(result).toEqual({ ok: true, providerId: expect.stringMatching(/^<.+@.+>$/) });
    expect(raw).toContain(`Message-ID: ${result.ok ? result.providerId : ''}`);
    expect(raw).toContain('Subject: Your password reset code');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain[\s\S]*Your code is 482913\. It expires in 10 minutes\./);
    expect(raw).toMatch(/Content-Type: text\/html[\s\S]*<strong>482913<\/strong>/);
  });

  it('sends only the text when there is no HTML', async () => {
    await transport().send(outgoing({ ...MAIL, html: undefined }));
    const raw = fake.messages.at(-1)?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).not.toMatch(/text\/html/);
  });

  it('does not retry bad credentials (535) or a mailbox that does not exist (550)', async () => {
    const count = fake.messages.length;
    const badPass = await transport('wrong-password').send(outgoing(MAIL));
    expect(badPass).toMatchObject({ ok: false, retry: false });
    expect(badPass.ok ? '' : badPass.error).toContain('535');
    const noMailbox = await transport().send(outgoing({ ...MAIL, to: 'nobody@refused.example' }));
    expect(noMailbox).toMatchObject({ ok: false, retry: false });
    expect(fake.messages.length).toBe(count);
  });

  it('retries a transient refusal (451) and a server that is not there', async () => {
    expect(await transport().send(outgoing({ ...MAIL, to: 'asha@busy.example' }))).toMatchObject({
      ok: false,
      retry: true,
    });
    const closed = await startFakeSmtp();
    await closed.close();
    const unreachable = smtpTransport({ host: closed.host, port: closed.port, from: 'orders@sharma.example.in' });
    expect(await unreachable.send(outgoing(MAIL))).toMatchObject({ ok: false, retry: true });
  });
});
