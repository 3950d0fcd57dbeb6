// The service tests' transport: the outbox sends through it into memory, and each reader first
// drains the outbox (sends every queued message now), so a test reads a code right after the call
// that queued it. The outbox, its rows and its worker are the production ones.
import type { AccountNotice, AccountNoticeKind } from '../../../../src/server/services/notifications/messages.ts';
import { otpPurposeOf } from '../../../../src/server/services/notifications/messages.ts';
import type { Outbox, Transports } from '../../../../src/server/services/notifications/outbox.ts';
import type {
  Channel,
  OutgoingMessage,
  Transport,
} from '../../../../src/server/services/notifications/transports/transport.ts';

export interface OtpMessage {
  phone: string;
  code: string;
  purpose: string;
}

export interface MemorySender {
  transports: Transports;
  /** Every message handed to the transports, oldest first. */
  sent: OutgoingMessage[];
  otps: OtpMessage[];
  resetCodes: { email: string; code: string }[];
  notices: AccountNotice[];
  /** Sends what the outbox holds now. */
  drain(): Promise<void>;
  lastOtp(phone: string): Promise<string | undefined>;
  lastResetCode(email: string): Promise<string | undefined>;
  /** The newest notice sent to `to`. */
  lastNotice(to: string): Promise<AccountNotice | undefined>;
}

/** The transports half: give `transports` to the shop, then `memorySender(recorder, shop.outbox)`. */
export function createMemoryTransports(): { transports: Transports; sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  const transport = (channel: Channel): Transport => ({
    provider: 'memory',
    channel,
    async send(message) {
      sent.push(message);
      return { ok: true, providerId: `memory-${message.id}` };
    },
  });
  return { transports: { sms: transport('sms'), email: transport('email'), whatsapp: transport('whatsapp') }, sent };
}

export function memorySender(
  recorder: { transports: Transports; sent: OutgoingMessage[] },
  outbox: Outbox,
): MemorySender {
  const { sent } = recorder;
  const otps: OtpMessage[] = [];
  const resetCodes: { email: string; code: string }[] = [];
  const notices: AccountNotice[] = [];
  let read = 0;
  async function drain(): Promise<void> {
    await outbox.drain();
    for (; read < sent.length; read += 1) {
      const message = sent[read];
      if (!message) continue;
      const code = message.params[0];
      const purpose = otpPurposeOf(message.kind);
      if (purpose !== null) otps.push({ phone: message.to, code: code ?? '', purpose });
      else if (message.kind === 'reset-code') resetCodes.push({ email: message.to, code: code ?? '' });
      else {
        notices.push({
          channel: message.channel === 'email' ? 'email' : 'sms',
          to: message.to,
          kind: message.kind as AccountNoticeKind,
          ...(code === undefined ? {} : { code }),
        });
      }
    }
  }
  return {
    transports: recorder.transports,
    sent,
    otps,
    resetCodes,
    notices,
    drain,
    async lastOtp(phone) {
      await drain();
      return otps.findLast((message) => message.phone === phone)?.code;
    },
    async lastResetCode(email) {
      await drain();
      return resetCodes.findLast((message) => message.email === email)?.code;
    },
    async lastNotice(to) {
      await drain();
      return notices.findLast((notice) => notice.to === to);
    },
  };
}
