// Order updates by message (decision 0340): which steps send one, on which channel, and the cap.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_WORDS } from '../../../../src/domain/notifications/message-words.ts';
import {
  ORDER_MESSAGE_CAP,
  ORDER_MESSAGE_KINDS,
  ORDER_MESSAGE_WORDS,
  messageChannelOf,
  orderMessageAllowed,
  orderMessageKindOf,
} from '../../../../src/domain/notifications/order-messages.ts';
import { ORDER_STATUSES } from '../../../../src/domain/orders/order-flow.ts';
import { MESSAGE_TEXTS_MR } from '../../../../src/server/seed/essentials/labels-messages.ts';
import { placeholdersOf } from '../../../../src/domain/staff/shop-words.ts';

describe('order updates by message', () => {
  it('sends on the steps a customer hears of, the same kind for a cancellation and a rejection', () => {
    const sent = Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderMessageKindOf(status)]));
    expect(sent).toEqual({
      awaiting_payment: null,
      placed: null,
      accepted: 'order-accepted',
      preparing: null,
      ready_for_pickup: null,
      partner_assigned: null,
      on_the_way: 'order-on-the-way',
      delivered: 'order-delivered',
      collected: 'order-collected',
      cancelled: 'order-cancelled',
      rejected: 'order-cancelled',
      payment_failed: null,
    });
  });

  it('queues on WhatsApp and SMS only: push and none leave the alert in the app', () => {
    expect(messageChannelOf('whatsapp')).toBe('whatsapp');
    expect(messageChannelOf('sms')).toBe('sms');
    expect(messageChannelOf('push')).toBeNull();
    expect(messageChannelOf('none')).toBeNull();
  });

  it('caps an order at 3 messages an hour, past which only its last word is sent', () => {
    const three = ['order-accepted', 'order-substitution', 'order-refund'];
    expect(orderMessageAllowed('order-accepted', { ofOrder: [], ofCustomer: 0 })).toBe(true);
    expect(orderMessageAllowed('order-on-the-way', { ofOrder: three.slice(0, 2), ofCustomer: 2 })).toBe(true);
    expect(orderMessageAllowed('order-on-the-way', { ofOrder: three, ofCustomer: 3 })).toBe(false);
    expect(orderMessageAllowed('order-delivered', { ofOrder: three, ofCustomer: 3 })).toBe(true);
    expect(orderMessageAllowed('order-cancelled', { ofOrder: three, ofCustomer: 3 })).toBe(true);
  });

  it('sends a kind once per order within the hour: a second short item or refund is told by the first', () => {
    expect(orderMessageAllowed('order-refund', { ofOrder: ['order-refund'], ofCustomer: 1 })).toBe(false);
    expect(orderMessageAllowed('order-refund', { ofOrder: ['order-accepted'], ofCustomer: 1 })).toBe(true);
  });

  it('caps a customer at 8 order messages an hour across orders, last words included', () => {
    expect(ORDER_MESSAGE_CAP).toEqual({ perOrder: 3, perCustomer: 8, windowMs: 3_600_000 });
    expect(orderMessageAllowed('order-accepted', { ofOrder: [], ofCustomer: 7 })).toBe(true);
    expect(orderMessageAllowed('order-accepted', { ofOrder: [], ofCustomer: 8 })).toBe(false);
    expect(orderMessageAllowed('order-delivered', { ofOrder: [], ofCustomer: 8 })).toBe(false);
  });

  it('says every order update with the shop and the order, in English and Marathi alike', () => {
    for (const kind of ORDER_MESSAGE_KINDS) {
      const key = ORDER_MESSAGE_WORDS[kind];
      expect(placeholdersOf(MESSAGE_WORDS[key]).sort(), key).toEqual(['id', 'shop']);
      expect(placeholdersOf(MESSAGE_TEXTS_MR[key]).sort(), key).toEqual(['id', 'shop']);
    }
    for (const key of Object.keys(MESSAGE_WORDS) as (keyof typeof MESSAGE_WORDS)[])
      expect(placeholdersOf(MESSAGE_TEXTS_MR[key]).sort(), key).toEqual(placeholdersOf(MESSAGE_WORDS[key]).sort());
  });
});

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('no message names the platform', () => {
  const root = join(import.meta.dirname, '../../../../src');
  // Where a message's words are written: the shop's name is a setting, filled in for {shop}.
  const places = [
    'domain/notifications',
    'server/services/notifications',
    'server/seed/essentials',
    'server/said',
    'server/said.ts',
  ];

  it('has no "FarmCart" in the code of messages, labels and the server words', () => {
    const files = places.flatMap((place) => {
      const path = join(root, place);
      return statSync(path).isDirectory() ? sources(path) : [path];
    });
    expect(files.length).toBeGreaterThan(20);
    const naming = files.filter((file) =>
      /farm\s*cart/i.test(readFileSync(file, 'utf8').replace(/\[farmcart:\w+\]/g, '')),
    );
    expect(naming).toEqual([]);
  });

  it('has no "FarmCart" in any message text, in either language', () => {
    for (const text of [...Object.values(MESSAGE_WORDS), ...Object.values(MESSAGE_TEXTS_MR)])
      expect(text).not.toMatch(/farm\s*cart/i);
  });
});
