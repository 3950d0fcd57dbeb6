// How one-time codes reach a customer (decision 0106): phone OTPs by SMS, password-reset
// codes by e-mail, account notices (a new e-mail's or phone's code, changes to the old
// one) by either. The default writes each message to the server log as one clearly
// marked line, so the embedded shop works offline and a test can read the code;
// an operator plugs a real provider in by configuration (SMS_WEBHOOK_URL,
// EMAIL_WEBHOOK_URL: a JSON POST per message). A provider's failure is logged and
// never changes the answer, which must not reveal whether an account exists. The words name no
// shop: the provider's sender name says whose message it is (decision 0316).
import type { OtpPurpose } from '../../db/schema.ts';

export interface OtpMessage {
  phone: string;
  code: string;
  purpose: OtpPurpose;
}

export interface ResetCodeMessage {
  email: string;
  code: string;
}

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

export interface MessageSender {
  sendOtp(message: OtpMessage): Promise<void>;
  sendResetCode(message: ResetCodeMessage): Promise<void>;
  sendNotice(notice: AccountNotice): Promise<void>;
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

function noticeText(notice: AccountNotice): { subject: string; text: string } {
  const { subject, text } = NOTICE_TEXTS[notice.kind];
  return { subject, text: text.replace('{code}', notice.code ?? '') };
}

/** An SMS code's text; a consent code says who will ask for it, so nobody reads it out to anyone else. */
function otpSmsText(code: string, purpose: OtpPurpose): string {
  return purpose === 'staff_consent'
    ? `${code} lets our staff open your account to take your order on the phone. Give it only to the person from our shop you called. It expires in 10 minutes.`
    : `${code} is your code. It expires in 10 minutes.`;
}

/** The marker of the log lines; the end-to-end tests look for it. */
const OTP_LOG_PREFIX = '[farmcart:otp]';
const RESET_LOG_PREFIX = '[farmcart:reset]';
const NOTICE_LOG_PREFIX = '[farmcart:notice]';

export const logSender: MessageSender = {
  async sendOtp({ phone, code, purpose }) {
    console.log(`${OTP_LOG_PREFIX} phone=${phone} code=${code} purpose=${purpose}`);
  },
  async sendResetCode({ email, code }) {
    console.log(`${RESET_LOG_PREFIX} email=${email} code=${code}`);
  },
  async sendNotice({ channel, to, kind, code }) {
    console.log(`${NOTICE_LOG_PREFIX} ${channel}=${to} kind=${kind}${code ? ` code=${code}` : ''}`);
  },
};

/** Keeps what it was asked to send, newest last: for tests and local tools. */
export interface MemorySender extends MessageSender {
  otps: OtpMessage[];
  resetCodes: ResetCodeMessage[];
  notices: AccountNotice[];
  lastOtp(phone: string): string | undefined;
  lastResetCode(email: string): string | undefined;
  /** The newest notice sent to `to`. */
  lastNotice(to: string): AccountNotice | undefined;
}

export function createMemorySender(): MemorySender {
  const otps: OtpMessage[] = [];
  const resetCodes: ResetCodeMessage[] = [];
  const notices: AccountNotice[] = [];
  return {
    otps,
    resetCodes,
    notices,
    async sendOtp(message) {
      otps.push(message);
    },
    async sendResetCode(message) {
      resetCodes.push(message);
    },
    async sendNotice(notice) {
      notices.push(notice);
    },
    lastOtp: (phone) => otps.findLast((message) => message.phone === phone)?.code,
    lastResetCode: (email) => resetCodes.findLast((message) => message.email === email)?.code,
    lastNotice: (to) => notices.findLast((notice) => notice.to === to),
  };
}

const WEBHOOK_TIMEOUT_MS = 5000;

async function postJson(url: string, body: unknown): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'storefront' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) console.error(`Message provider ${new URL(url).host} answered HTTP ${response.status}`);
  } catch (error) {
    console.error(`Message provider ${new URL(url).host} failed:`, error instanceof Error ? error.message : error);
  }
}

/** Webhooks where configured, the log for the rest. */
export function createSender(config: {
  SMS_WEBHOOK_URL?: string | undefined;
  EMAIL_WEBHOOK_URL?: string | undefined;
}): MessageSender {
  const { SMS_WEBHOOK_URL: smsUrl, EMAIL_WEBHOOK_URL: emailUrl } = config;
  return {
    sendOtp: smsUrl
      ? ({ phone, code, purpose }) =>
          postJson(smsUrl, {
            to: phone,
            code,
            purpose,
            message: otpSmsText(code, purpose),
          })
      : logSender.sendOtp,
    sendResetCode: emailUrl
      ? ({ email, code }) =>
          postJson(emailUrl, {
            to: email,
            code,
            subject: 'Your password reset code',
            text: `Your code is ${code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this e-mail.`,
          })
      : logSender.sendResetCode,
    sendNotice: (notice) => {
      const url = notice.channel === 'email' ? emailUrl : smsUrl;
      if (!url) return logSender.sendNotice(notice);
      const { subject, text } = noticeText(notice);
      const code = notice.code === undefined ? {} : { code: notice.code };
      return notice.channel === 'email'
        ? postJson(url, { to: notice.to, subject, text, ...code })
        : postJson(url, { to: notice.to, purpose: notice.kind, message: text, ...code });
    },
  };
}
