// Requests and answers of the notification calls (§7 notifications, mark-read,
// save push token; §3 Notification, Pushed notification; §4 unread count).
import { z } from 'zod';
import { id, text } from './fields.ts';
import { signedInRequest } from './accounts.ts';
import { PUSH_ENDPOINT_RULES, readPushSubscription } from '../notifications/push.ts';
import type { Notification } from '../types.ts';
import { ORDER_UPDATE_CHANNELS, type OrderUpdateChannel } from '../notifications/order-messages.ts';

export const notificationIdRequest = signedInRequest({ notification_id: id });

/**
 * §7 Save push token: `push_token` is the browser's Web Push subscription as JSON
 * (PushSubscription.toJSON(): an https endpoint on a public host and its p256dh and auth keys;
 * domain/notifications/push.ts). The shop's allowlist of push services is checked by the route,
 * which knows the configuration (decision 0277).
 */
export const savePushTokenRequest = signedInRequest({
  push_token: text(4096)
    .min(1, 'send the push token')
    .superRefine((token, issues) => {
      const read = readPushSubscription(token, { ...PUSH_ENDPOINT_RULES, hosts: null });
      if ('refused' in read) issues.addIssue({ code: 'custom', message: read.refused.text });
    }),
});

export interface NotificationsAnswer {
  notifications: Notification[];
  /** §4 Entries with is_read 0. */
  unread_count: number;
}

/** My account › Order updates (decision 0340): how the customer's order updates reach them. */
export const orderUpdatesRequest = signedInRequest({
  order_updates: z.enum(ORDER_UPDATE_CHANNELS, { error: 'must be push, whatsapp, sms or none' }),
});

export interface OrderUpdatesAnswer {
  order_updates: OrderUpdateChannel;
  /** The language the messages will be written in: the page's, saved with the choice. */
  language: string | null;
}
