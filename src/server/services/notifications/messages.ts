// What one-time codes and account notices say (decision 0106, 0167): phone OTPs by SMS,
// password-reset codes by e-mail, account notices (a new e-mail's or phone's code, changes to the
// old one) by either. Each is written to the outbox (outbox.ts, decision 0335) in the transaction
// that causes it, and sent by the outbox worker through the channel's transport. The words are the
// shop's, from the words table in the customer's language with its name (message-words.ts,
// decision 0340); a template's params stay the code alone, as the providers' templates were registered.
import type { Kysely } from 'kysely';
import type { MessageWordKey } from '../../../domain/notifications/message-words.ts';
import type { Database, OtpPurpose } from '../../db/schema.ts';
import { customerLanguage, messageWords } from './message-words.ts';
import { enqueueMessage, type NewMessage } from './outbox.ts';

/**
 * Account notices (decision 0167): the code that confirms a new
 * e-mail or phone; 'this address already has an account' instead, when it does; and a word to
 * the old address or number after the e-mail, phone or password changed.
 */
export type AccountNoticeKind =
  | 'contact-code'
  | 'contact-in-use'
  | 'email-changed'
  | 'phone-changed'
  | 'password-changed';

export interface AccountNotice {
  channel: 'email' | 'sms';
  /** The e-mail address or phone number. */
  to: string;
  kind: AccountNoticeKind;
  /** The 6-digit code of a 'contact-code' notice. */
  code?: string | undefined;
}

/** The label keys of each notice's subject and text. */
const NOTICE_WORDS: Record<AccountNoticeKind, { subject: MessageWordKey; text: MessageWordKey }> = {
  'contact-code': { subject: 'messageContactCodeSubject', text: 'messageContactCodeText' },
  'contact-in-use': { subject: 'messageContactInUseSubject', text: 'messageContactInUseText' },
  'email-changed': { subject: 'messageEmailChangedSubject', text: 'messageEmailChangedText' },
  'phone-changed': { subject: 'messagePhoneChangedSubject', text: 'messagePhoneChangedText' },
  'password-changed': { subject: 'messagePasswordChangedSubject', text: 'messagePasswordChangedText' },
};

/** The kind of an OTP's message: 'otp-' and the code's purpose (a consent code has its own words). */
function otpKind(purpose: OtpPurpose): string {
  return `otp-${purpose}`;
}

/** The purpose of an OTP message's kind, or null for any other message. */
export function otpPurposeOf(kind: string): string | null {
  return kind.startsWith('otp-') ? kind.slice('otp-'.length) : null;
}

export const RESET_CODE_KIND = 'reset-code';

/**
 * Queues a phone's one-time code, in `db`'s transaction (the one that wrote the code): in the
 * account's language, else the one the page asked in (`language`). A consent code says who will
 * ask for it, so nobody reads it out to anyone else.
 */
export async function enqueueOtp(
  db: Kysely<Database>,
  message: {
    phone: string;
    code: string;
    purpose: OtpPurpose;
    customerId?: number | undefined;
    language?: string | undefined;
  },
): Promise<number> {
  const words = await messageWords(db, await customerLanguage(db, message.customerId, message.language));
  const key = message.purpose === 'staff_consent' ? 'messageConsentCodeText' : 'messageCodeText';
  return enqueueMessage(db, {
    channel: 'sms',
    to: message.phone,
    kind: otpKind(message.purpose),
    language: words.language,
    text: words.say(key, { code: message.code }),
    params: [message.code],
    customerId: message.customerId,
  });
}

/** Queues a password-reset code to the account's e-mail, in the transaction that wrote the code. */
export async function enqueueResetCode(
  db: Kysely<Database>,
  message: { email: string; code: string; customerId: number; language?: string | undefined },
): Promise<number> {
  const words = await messageWords(db, await customerLanguage(db, message.customerId, message.language));
  return enqueueMessage(db, {
    channel: 'email',
    to: message.email,
    kind: RESET_CODE_KIND,
    language: words.language,
    subject: words.say('messageResetCodeSubject'),
    text: words.say('messageResetCodeText', { code: message.code }),
    params: [message.code],
    customerId: message.customerId,
  });
}

/** Queues an account notice, in the transaction of the change it tells of; `language`: the page's. */
export async function enqueueNotice(
  db: Kysely<Database>,
  notice: AccountNotice,
  customerId?: number | undefined,
  language?: string | undefined,
): Promise<number> {
  const words = await messageWords(db, await customerLanguage(db, customerId, language));
  const keys = NOTICE_WORDS[notice.kind];
  const message: NewMessage = {
    channel: notice.channel,
    to: notice.to,
    kind: notice.kind,
    language: words.language,
    subject: notice.channel === 'email' ? words.say(keys.subject) : undefined,
    text: words.say(keys.text, { code: notice.code ?? '' }),
    params: notice.code === undefined ? [] : [notice.code],
    customerId,
  };
  return enqueueMessage(db, message);
}

/**
 * Whether the phone's newest code for `purpose` could not be sent: its message failed for good, or
 * its first try failed and it waits for another. Asked after a code did not work, so the screen can
 * say to try again instead of "wrong code". Any phone gets codes, so this reveals no account.
 */
export async function otpNotSent(db: Kysely<Database>, phone: string, purpose: OtpPurpose): Promise<boolean> {
  const message = await db
    .selectFrom('outbox_messages')
    .select(['status', 'attempts'])
    .where('recipient', '=', phone)
    .where('kind', '=', otpKind(purpose))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!message) return false;
  return message.status === 'failed' || (message.status === 'queued' && message.attempts > 0);
}
