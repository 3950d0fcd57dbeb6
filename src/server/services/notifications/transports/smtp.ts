// E-mail over SMTP (decision 0336), through nodemailer: the plain text and, when the message has
// one, an HTML part beside it (multipart/alternative). The server's answer decides a retry as
// SMTP does (RFC 5321 §4.2.1): a 4xx reply is transient, a 5xx permanent (535 bad credentials,
// 550 no such mailbox); a connection that fails or times out is tried later. SMTP has no
// delivery webhook: a message the server accepted is "sent", and bounces come back by e-mail.
import { createTransport } from 'nodemailer';
import type { OutgoingMessage, SendResult, Transport } from './transport.ts';

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://…:465; or the parts below. */
  url?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure?: boolean | undefined;
  user?: string | undefined;
  pass?: string | undefined;
  /** The sender, e.g. `Shop <orders@shop.example.in>`. */
  from: string;
}

/** Connection failures nodemailer names by code: the server or the network may be back later. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED']);

const TIMEOUT_MS = 15_000;

function failure(error: unknown): Extract<SendResult, { ok: false }> {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  const code = (error as { code?: unknown }).code;
  const words = error instanceof Error ? error.message : String(error);
  if (typeof responseCode === 'number')
    return { ok: false, retry: responseCode >= 400 && responseCode < 500, error: `SMTP ${responseCode}: ${words}` };
  return { ok: false, retry: typeof code === 'string' && TRANSIENT_CODES.has(code), error: `SMTP: ${words}` };
}

export function smtpTransport(config: SmtpConfig): Transport {
  const timeouts = { connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS };
  const auth = config.user === undefined ? {} : { auth: { user: config.user, pass: config.pass ?? '' } };
  const mailer =
    config.url !== undefined
      ? createTransport({ url: config.url, ...timeouts })
      : createTransport({ host: config.host, port: config.port, secure: config.secure ?? false, ...auth, ...timeouts });
  return {
    provider: 'smtp',
    channel: 'email',
    async send(message: OutgoingMessage): Promise<SendResult> {
      try {
        const info = await mailer.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
        if (info.rejected.length > 0)
          return { ok: false, retry: false, error: `SMTP refused ${message.to}: ${info.response}` };
        return { ok: true, providerId: info.messageId };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
