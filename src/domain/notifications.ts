// §4 Notifications: the unread count is the number of entries with is_read 0.
import type { Notification } from './types.ts';

export function unreadCount(notifications: readonly Pick<Notification, 'is_read'>[]): number {
  return notifications.filter((notification) => notification.is_read === 0).length;
}

/** The list after mark-one-read succeeded, so the badge drops without refetching. */
export function markNotificationRead<T extends Pick<Notification, 'id' | 'is_read'>>(
  notifications: readonly T[],
  id: number,
): T[] {
  return notifications.map((notification) => (notification.id === id ? { ...notification, is_read: 1 } : notification));
}
