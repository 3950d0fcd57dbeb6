import { describe, expect, it } from 'vitest';
import {
  alertOrderId,
  alertWords,
  markNotificationRead,
  orderStepNotice,
  unreadCount,
} from '../../../../src/domain/notifications/notifications.ts';
import type { Notification } from '../../../../src/domain/types.ts';

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

// An order placed for a slot (decision 0287): the alerts of the steps before it leaves the store
// name the slot, kept as the slot and said when read, in the reader's language and from that day.
describe('an order’s alerts name its slot', () => {
  const order = {
    unique_order_id: 'FC-20261127-0001',
    mode: 'DELIVERY' as const,
    slot_day: '2026-11-28',
    slot_start_minute: 7 * 60,
    slot_end_minute: 9 * 60,
  };
  const evening = new Date('2026-11-27T20:00:00+05:30');

  it('says the slot after the step in English, as stored', () => {
    const notice = orderStepNotice('accepted', order, 'placed', evening);
    expect(notice?.message).toBe('The store accepted your order FC-20261127-0001. Slot: Tomorrow, 7–9 am.');
    expect(JSON.parse(notice?.message_params ?? '{}')).toEqual({
      id: 'FC-20261127-0001',
      slot_day: '2026-11-28',
      slot_start: '420',
      slot_end: '540',
    });
  });

  it('is said in Marathi when read in Marathi, and "Today" when read on the slot’s day', () => {
    const notice = orderStepNotice('preparing', order, 'accepted', evening);
    const params = JSON.parse(notice?.message_params ?? '{}') as Record<string, string>;
    const marathi = {
      saidAlertPreparing: 'दुकान तुमची ऑर्डर {id} पॅक करत आहे.',
      saidAlertSlotLine: 'वेळ: {slot}.',
      todayText: 'आज',
      tomorrowText: 'उद्या',
    };
    expect(alertWords(marathi, 'saidAlertPreparing', params, { language: 'mr', now: evening }).message).toBe(
      'दुकान तुमची ऑर्डर FC-20261127-0001 पॅक करत आहे. वेळ: उद्या, 7–9 सकाळ.',
    );
    const nextMorning = new Date('2026-11-28T06:00:00+05:30');
    expect(alertWords({}, 'saidAlertPreparing', params, { language: 'en', now: nextMorning }).message).toBe(
      'The store is packing your order FC-20261127-0001. Slot: Today, 7–9 am.',
    );
  });

  it('leaves the slot out once the order has left the store, and for an order without one', () => {
    expect(orderStepNotice('on_the_way', order, 'partner_assigned', evening)?.message).toBe(
      'Your order FC-20261127-0001 has been picked up and is on its way to you.',
    );
    expect(
      orderStepNotice('accepted', { unique_order_id: 'FC-1', mode: 'DELIVERY', slot_day: null }, 'placed', evening)
        ?.message,
    ).toBe('The store accepted your order FC-1.');
  });
});

describe('the order an alert is about (decision 0294: a held session shows only its stores’ orders)', () => {
  it('reads the running-order page it opens, else its id parameter', () => {
    const step = orderStepNotice('accepted', { unique_order_id: 'FC-20261128-0007', mode: 'DELIVERY' });
    expect(step && alertOrderId(step)).toBe('FC-20261128-0007');
    expect(alertOrderId({ click_action: '/my-wallet', message_params: '{"id":"FC-1","amount":"₹40"}' })).toBe('FC-1');
  });

  it('finds none in an alert of no order, or in parameters that are not an object', () => {
    expect(alertOrderId({ click_action: '/offers', message_params: null })).toBeNull();
    expect(alertOrderId({ click_action: null, message_params: 'not json' })).toBeNull();
    expect(alertOrderId({ click_action: null, message_params: '["FC-1"]' })).toBeNull();
  });
});
