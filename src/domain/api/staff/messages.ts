// The console's outbox screen (decision 0341): an admin reads the messages the shop sent or is
// sending to people (codes, notices), 50 a page, newest first, filtered by status; sends a failed
// one again; and sends a test message through each channel to their own address.
import { z } from 'zod';
import { id, optionalToken, phoneSchema } from '../fields.ts';

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The messages a page shows. */
export const MESSAGES_PAGE_SIZE = 50;

export const staffMessagesRequest = z.strictObject({
  token: optionalToken,
  status: z.enum(MESSAGE_STATUSES).optional(),
  /** The `next` of the page before: the messages older than this id. */
  before: id.optional(),
});

export const staffMessageResendRequest = z.strictObject({
  token: optionalToken,
  message_id: id,
});

export const staffMessageTestRequest = z.strictObject({
  token: optionalToken,
  channel: z.enum(MESSAGE_CHANNELS),
  /** SMS and WhatsApp: the member's own mobile number (a staff account has none on file); e-mail goes to the account's. */
  phone: phoneSchema.optional(),
});

export interface MessageView {
  id: number;
  channel: MessageChannel;
  kind: string;
  /** The phone number (E.164) or e-mail address it is for. */
  recipient: string;
  status: MessageStatus;
  attempts: number;
  /** The transport that last tried it ('msg91', 'twilio', 'webhook', 'log', …), or null before the first try. */
  provider: string | null;
  /** The provider's own id of the message, which its receipts carry. */
  provider_id: string | null;
  /** What the provider answered last when it did not take the message, or its receipt's failure. */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When a queued message is tried next. */
  next_attempt_at: string;
}

/** How a channel's messages leave: a real provider, the shop's webhook (decision 0106), the server's log, or nothing. */
export type ChannelRoute = 'provider' | 'webhook' | 'log' | 'none';

export interface ChannelView {
  channel: MessageChannel;
  /** The provider's name ('twilio', 'smtp', 'webhook', 'log'), or null when the channel has none. */
  provider: string | null;
  route: ChannelRoute;
}

export interface StaffMessagesAnswer {
  messages: MessageView[];
  /** The `before` of the next page, or null at the end. */
  next: number | null;
  channels: ChannelView[];
  /** The member's own e-mail, where an e-mail test goes. */
  own_email: string;
}

export interface StaffMessageAnswer {
  message: MessageView;
}
