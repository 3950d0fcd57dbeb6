// The message transports the environment configures (decision 0336). Which providers are on, and
// the startup error of one configured by halves, is the configuration's (config.ts
// messageProvidersOn); this builds their transports.
import { MESSAGE_KINDS } from '../../../../domain/notifications/order-messages.ts';
import { messageProvidersOn } from '../../../config.ts';
import { msg91Transport } from './msg91.ts';
import { smtpTransport } from './smtp.ts';
import type { Transport } from './transport.ts';
import { twilioTransport } from './twilio.ts';
import { whatsappCloudTransport } from './whatsapp-cloud.ts';

/** The Graph API version used unless WHATSAPP_API_VERSION names another. */
const WHATSAPP_DEFAULT_VERSION = 'v23.0';

/** The environment's variables, or the parsed configuration's (where a port is a number already). */
type Env = Readonly<Record<string, string | number | undefined>>;

function invalid(variables: string, problem: string): Error {
  return new Error(`Invalid configuration: ${variables}: ${problem}`);
}

/**
 * `otp-login=1107…,order-accepted=1107…` → { 'otp-login': '1107…', 'order-accepted': '1107…' }. A
 * kind the outbox never sends (a typo) is refused at start-up: its messages would fail one by one.
 */
function templateMap(variable: string, value: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const [kind, template, ...rest] = pair.split('=').map((part) => part.trim());
    if (!kind || !template || rest.length > 0)
      throw invalid(variable, 'must be kind=template pairs separated by commas, e.g. otp-login=…,order-accepted=…');
    if (!MESSAGE_KINDS.includes(kind))
      throw invalid(variable, `${kind} is no message kind; the kinds are ${MESSAGE_KINDS.join(', ')}`);
    map[kind] = template;
  }
  return map;
}

/** Reads a variable `configured` has made sure of. */
function need(env: Env, key: string): string {
  const value = env[key];
  if (value === undefined || value === '') throw invalid(key, 'required');
  return String(value);
}

/** An optional variable as text; unset or empty: undefined. */
function optional(env: Env, key: string): string | undefined {
  const value = env[key];
  return value === undefined || value === '' ? undefined : String(value);
}

/** The transports the environment configures (none: messages stay on the log and the webhooks of decision 0106). */
export function transportsFromEnv(env: Env): Transport[] {
  const on = messageProvidersOn(env);
  const transports: Transport[] = [];
  if (on.has('MSG91'))
    transports.push(
      msg91Transport({
        authKey: need(env, 'MSG91_AUTH_KEY'),
        senderId: need(env, 'MSG91_SENDER_ID'),
        templates: templateMap('MSG91_TEMPLATES', need(env, 'MSG91_TEMPLATES')),
        apiBase: optional(env, 'MSG91_API_BASE'),
      }),
    );
  if (on.has('Twilio'))
    transports.push(
      twilioTransport({
        accountSid: need(env, 'TWILIO_ACCOUNT_SID'),
        authToken: need(env, 'TWILIO_AUTH_TOKEN'),
        from: need(env, 'TWILIO_FROM'),
        statusCallback: optional(env, 'TWILIO_STATUS_CALLBACK_URL'),
        apiBase: optional(env, 'TWILIO_API_BASE'),
      }),
    );
  if (on.has('WhatsApp Cloud API'))
    transports.push(
      whatsappCloudTransport({
        token: need(env, 'WHATSAPP_TOKEN'),
        phoneNumberId: need(env, 'WHATSAPP_PHONE_NUMBER_ID'),
        templates: templateMap('WHATSAPP_TEMPLATES', need(env, 'WHATSAPP_TEMPLATES')),
        version: optional(env, 'WHATSAPP_API_VERSION') ?? WHATSAPP_DEFAULT_VERSION,
        apiBase: optional(env, 'WHATSAPP_API_BASE'),
      }),
    );
  if (on.has('SMTP'))
    transports.push(
      smtpTransport(
        optional(env, 'SMTP_URL')
          ? { url: need(env, 'SMTP_URL'), from: need(env, 'MAIL_FROM') }
          : {
              host: need(env, 'SMTP_HOST'),
              port: optional(env, 'SMTP_PORT') === undefined ? undefined : Number(env.SMTP_PORT),
              secure: env.SMTP_SECURE === 'true',
              user: optional(env, 'SMTP_USER'),
              pass: optional(env, 'SMTP_PASS'),
              from: need(env, 'MAIL_FROM'),
            },
      ),
    );
  return transports;
}
