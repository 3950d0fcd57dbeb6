// How one-time codes reach a customer (docs/decisions.md, "Code delivery"): phone OTPs by SMS, password-reset
// codes by e-mail. The default writes each code to the server log as one clearly
// marked line, so the embedded shop works offline and a test can read the code;
// an operator plugs a real provider in by configuration (SMS_WEBHOOK_URL,
// EMAIL_WEBHOOK_URL: a JSON POST per message). A provider's failure is logged and
// never changes the answer, which must not reveal whether an account exists.
import type { OtpPurpose } from '../db/schema.ts';

export interface OtpMessage {
  phone: string;
  code: string;
  purpose: OtpPurpose;
}

export interface ResetCodeMessage {
  email: string;
  code: string;
}

export interface MessageSender {
  sendOtp(message: OtpMessage): Promise<void>;
  sendResetCode(message: ResetCodeMessage): Promise<void>;
}

/** The marker of the log lines; the end-to-end tests look for it. */
const OTP_LOG_PREFIX = '[farmcart:otp]';
const RESET_LOG_PREFIX = '[farmcart:reset]';

export const logSender: MessageSender = {
  async sendOtp({ phone, code, purpose }) {
    console.log(`${OTP_LOG_PREFIX} phone=${phone} code=${code} purpose=${purpose}`);
  },
  async sendResetCode({ email, code }) {
    console.log(`${RESET_LOG_PREFIX} email=${email} code=${code}`);
  },
};

/** Keeps what it was asked to send, newest last: for tests and local tools. */
export interface MemorySender extends MessageSender {
  otps: OtpMessage[];
  resetCodes: ResetCodeMessage[];
  lastOtp(phone: string): string | undefined;
  lastResetCode(email: string): string | undefined;
}

export function createMemorySender(): MemorySender {
  const otps: OtpMessage[] = [];
  const resetCodes: ResetCodeMessage[] = [];
  return {
    otps,
    resetCodes,
    async sendOtp(message) {
      otps.push(message);
    },
    async sendResetCode(message) {
      resetCodes.push(message);
    },
    lastOtp: (phone) => otps.findLast((message) => message.phone === phone)?.code,
    lastResetCode: (email) => resetCodes.findLast((message) => message.email === email)?.code,
  };
}

const WEBHOOK_TIMEOUT_MS = 5000;

async function postJson(url: string, body: unknown): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'FarmCart storefront' },
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
            message: `${code} is your FarmCart code. It expires in 10 minutes.`,
          })
      : logSender.sendOtp,
    sendResetCode: emailUrl
      ? ({ email, code }) =>
          postJson(emailUrl, {
            to: email,
            code,
            subject: 'Your FarmCart password reset code',
            text: `Your code is ${code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this e-mail.`,
          })
      : logSender.sendResetCode,
  };
}
