// Requests and answers of the notification calls (§7 notifications, mark-read,
// save push token; §3 Notification, Pushed notification; §4 unread count).
import { id, text } from './fields.ts';
import { signedInRequest } from './accounts.ts';
import type { Notification } from '../types.ts';

export const notificationIdRequest = signedInRequest({ notification_id: id });

export const savePushTokenRequest = signedInRequest({ push_token: text(4096).min(1, 'send the push token') });

export interface NotificationsAnswer {
  notifications: Notification[];
  /** §4 Entries with is_read 0. */
  unread_count: number;
}
