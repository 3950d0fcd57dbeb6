// docs/behaviour.md "Checkout and orders": when the order comes is chosen in one place, the checkout
// (decision 0321), and the cart and the checkout read the kept choice by one rule: the kept slot
// while it is offered with room, else as soon as possible when offered, else the first slot with
// room; without a slot the order is for the first day the cart can be had.
import { describe, expect, it } from 'vitest';
import type { DeliverySlotsAnswer, SlotView } from '../../../../src/domain/api/slots.ts';
import { firstOrderDay, slotInOffer } from '../../../../src/domain/slots/choice.ts';

const slot = (slot_id: number, day: string, full = false): SlotView => ({
  slot_id,
  day,
  start_minute: 420,
  end_minute: 540,
  fee: 0,
  left: full ? 0 : 4,
  full,
});
const offer = (asap: boolean, slots: SlotView[]): DeliverySlotsAnswer => ({
  today: '2026-11-28',
  asap: asap ? { minutes: 25 } : null,
  slots,
});
const kept = { slot_id: 2, day: '2026-11-30', start_minute: 420, end_minute: 540 };

describe('the slot an order goes with', () => {
  it('is the kept slot while it is offered with room', () => {
    expect(slotInOffer(offer(true, [slot(1, '2026-11-29'), slot(2, '2026-11-30')]), kept)).toEqual(kept);
  });
  it('is as soon as possible (null) when the kept one is full or gone and the store is open', () => {
    expect(slotInOffer(offer(true, [slot(2, '2026-11-30', true)]), kept)).toBeNull();
    expect(slotInOffer(offer(true, []), kept)).toBeNull();
    expect(slotInOffer(offer(true, [slot(2, '2026-11-30')]), null)).toBeNull();
  });
  it('is the first slot with room when as soon as possible is not offered (closed now, a pre-order)', () => {
    expect(slotInOffer(offer(false, [slot(1, '2026-11-29', true), slot(3, '2026-11-29')]), null)).toMatchObject({
      slot_id: 3,
      day: '2026-11-29',
    });
    expect(slotInOffer(offer(false, []), null)).toBeNull();
  });
  it('is the kept one while nothing is known of the offer (the server checks it)', () => {
    expect(slotInOffer(null, kept)).toBe(kept);
  });
});

describe('the day of an order without a slot', () => {
  const line = (pre_avail_date: string | null) => ({
    is_pre_item: pre_avail_date ? (1 as const) : (0 as const),
    pre_avail_date,
  });
  it('is today (null), or the cart’s pre-order date when later', () => {
    expect(firstOrderDay([line(null)], '2026-11-28')).toBeNull();
    expect(firstOrderDay([line('2026-11-20')], '2026-11-28')).toBeNull();
    expect(firstOrderDay([line(null), line('2026-12-02')], '2026-11-28')).toBe('2026-12-02');
  });
});
