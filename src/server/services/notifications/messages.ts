// What one-time codes and account notices say (decision 0106, 0167): phone OTPs by SMS,
// password-reset codes by e-mail, account notices (a new e-mail's or phone's code, changes to the
// old one) by either. Each is written to the outbox (outbox.ts, decision 0335) in the transaction
// that causes it, and sent by the outbox worker through the channel's transport. The words name no
// shop: the provider's sender name says whose message it is (decision 0316). They are English: the
// words table has no keys for them yet.
import type { Kysely } from 'kysely';
import type { Database, OtpPurpose } from '../../db/schema.ts';
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

const NOTICE_TEXTS: Record<AccountNoticeKind, { subject: string; text: string }> = {
  'contact-code': {
    subject: 'Confirm your new sign-in details',
    text: 'Your code is {code}. Type it in the shop to use this for your account. It expires in 10 minutes. If you did not ask for this, ignore this message.',
  },
  'contact-in-use': {
    subject: 'This is already on an account with us',
    text: 'Someone asked to use this for an account with us, but it already belongs to one. If it was you, sign in with it, or reset your password. If not, ignore this message: nothing has changed.',
  },
  'email-changed': {
    subject: 'The e-mail of your account was changed',
    text: 'The e-mail of your account was just changed. If you did not do this, reset your password at once and contact the shop.',
  },
  'phone-changed': {
    subject: 'The phone number of your account was changed',
    text: 'The phone number of your account was just changed. If you did not do this, reset your password at once and contact the shop.',
  },
  'password-changed': {
    subject: 'Your password was changed',
    text: 'The password of your account was just changed, and your other devices were signed out. If you did not do this, reset your password at once and contact the shop.',
  },
};

/** The language of these texts. */
const LANGUAGE = 'en';

/** The kind of an OTP's message: 'otp-' and the code's purpose (a consent code has its own words). */
function otpKind(purpose: OtpPurpose): string {
  return `otp-${purpose}`;
}

/** The purpose of an OTP message's kind, or null for any other message. */
export function otpPurposeOf(kind: string): string | null {
  return kind.startsWith('otp-') ? kind.slice('otp-'.length) : null;
}

export const RESET_CODE_KIND = 'reset-code';

/** An SMS code's text; a consent code says who will ask for it, so nobody reads it out to anyone else. */
function otpSmsText(code: string, purpose: OtpPurpose): string {
  return purpose === 'staff_consent'
    ? `${code} lets our staff open your account to take your order on the phone. Give it only to the person from our shop you called. It expires in 10 minutes.`
    : `${code} is your code. It expires in 10 minutes.`;
}

/** Queues a phone's one-time code, in `db`'s transaction (the one that wrote the code). */
export function enqueueOtp(
  db: Kysely<Database>,
  message: { phone: string; code: string; purpose: OtpPurpose; customerId?: number | undefined },
): Promise<number> {
  return enqueueMessage(db, {
    channel: 'sms',
    to: message.phone,
    kind: otpKind(message.purpose),
    language: LANGUAGE,
    text: otpSmsText(message.code, message.purpose),
    params: [message.code],
    customerId: message.customerId,
  });
}

/** Queues a password-reset code to the account's e-mail, in the transaction that wrote the code. */
export function enqueueResetCode(
  db: Kysely<Database>,
  message: { email: string; code: string; customerId: number },
): Promise<number> {
  return enqueueMessage(db, {
    channel: 'email',
    to: message.email,
    kind: RESET_CODE_KIND,
    language: LANGUAGE,
    subject: 'Your password reset code',
    text: `Your code is ${message.code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this e-mail.`,
    params: [message.code],
    customerId: message.customerId,
  });
}

/** Queues an account notice, in the transaction of the change it tells of. */
export function enqueueNotice(
  db: Kysely<Database>,
  notice: AccountNotice,
  customerId?: number | undefined,
): Promise<number> {
  const { subject, text } = NOTICE_TEXTS[notice.kind];
  const message: NewMessage = {
    channel: notice.channel,
    to: notice.to,
    kind: notice.kind,
    language: LANGUAGE,
    subject: notice.channel === 'email' ? subject : undefined,
    text: text.replace('{code}', notice.code ?? ''),
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
