import { describe, expect, it } from 'vitest';
import { markNotificationRead, unreadCount } from '../../../src/domain/notifications/notifications.ts';
import type { Notification } from '../../../src/domain/types.ts';

const alerts: Notification[] = [
  {
    id: 1,
    is_read: 0,
    data: {
      title: 'Mangoes are in',
      message: 'Ratnagiri Alphonso is back',
      image: null,
      click_action: '/campaign/mango',
    },
    created_at: '2025-05-01T08:00:00Z',
  },
  { id: 2, is_read: 1, data: null, created_at: '2025-05-02T08:00:00Z' },
  { id: 3, is_read: 0, data: null, created_at: '2025-05-03T08:00:00Z' },
];

describe('§4 Notifications', () => {
  it('the unread count is the entries with is_read 0', () => {
    expect(unreadCount(alerts)).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('marking one read lowers the count by one and leaves the others alone', () => {
    const after = markNotificationRead(alerts, 3);
    expect(unreadCount(after)).toBe(1);
    expect(after[0]).toBe(alerts[0]);
  });
});
