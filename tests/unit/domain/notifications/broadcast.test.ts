// Staff broadcasts (decision 0251; §3 Notification / Pushed notification: title, message,
// click_action): the request's rules and the one-a-minute limit per admin.
import { describe, expect, it } from 'vitest';
import { staffBroadcastRequest } from '../../../../src/domain/api/device.ts';
import { BROADCAST_INTERVAL_MS, broadcastWaitSeconds } from '../../../../src/domain/notifications/broadcast.ts';

describe('broadcastWaitSeconds (one broadcast a minute per admin)', () => {
  const now = new Date('2026-11-23T09:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('lets an admin who never sent, or sent a minute or more ago, send now', () => {
    expect(broadcastWaitSeconds(null, now)).toBe(0);
    expect(broadcastWaitSeconds(ago(BROADCAST_INTERVAL_MS), now)).toBe(0);
    expect(broadcastWaitSeconds(ago(3_600_000), now)).toBe(0);
  });

  it('answers the whole seconds left within the minute, rounded up', () => {
    expect(broadcastWaitSeconds(ago(0), now)).toBe(60);
    expect(broadcastWaitSeconds(ago(30_000), now)).toBe(30);
    expect(broadcastWaitSeconds(ago(59_001), now)).toBe(1);
    expect(broadcastWaitSeconds(ago(59_999), now)).toBe(1);
  });

  it('makes a send stamped in the future (a clock moved back) wait the whole minute, never longer', () => {
    expect(broadcastWaitSeconds(ago(-120_000), now)).toBe(60);
  });
});

describe('staffBroadcastRequest', () => {
  it('trims the texts and defaults the link to the alerts page', () => {
    expect(staffBroadcastRequest.parse({ title: ' Hi ', message: ' There ' })).toEqual({
      title: 'Hi',
      message: 'There',
      link: '/alerts',
    });
    expect(staffBroadcastRequest.parse({ title: 'a', message: 'b', link: null }).link).toBe('/alerts');
    expect(staffBroadcastRequest.parse({ title: 'a', message: 'b', link: '  ' }).link).toBe('/alerts');
    expect(staffBroadcastRequest.parse({ title: 'a', message: 'b', link: '/category/fruits?sort=new' }).link).toBe(
      '/category/fruits?sort=new',
    );
  });

  it('refuses links that leave the shop or are not paths, naming the field', () => {
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'fruits', '/a b', '/a\u0000']) {
      const parsed = staffBroadcastRequest.safeParse({ title: 'a', message: 'b', link });
      expect(parsed.success, link).toBe(false);
      expect(
        parsed.error?.issues.map((issue) => issue.path.join('.')),
        link,
      ).toEqual(['link']);
    }
  });

  it('bounds the title to 60 and the message to 240 characters, without control characters', () => {
    expect(staffBroadcastRequest.safeParse({ title: 'x'.repeat(60), message: 'y'.repeat(240) }).success).toBe(true);
    expect(staffBroadcastRequest.safeParse({ title: 'x'.repeat(61), message: 'y' }).success).toBe(false);
    expect(staffBroadcastRequest.safeParse({ title: 'x', message: 'y'.repeat(241) }).success).toBe(false);
    expect(staffBroadcastRequest.safeParse({ title: 'x\ty', message: 'y' }).success).toBe(false);
    expect(staffBroadcastRequest.safeParse({ title: 'x', message: 'line\nbreak' }).success).toBe(false);
    expect(staffBroadcastRequest.safeParse({ title: 'x', message: 'y', extra: 1 }).success).toBe(false);
  });
});
