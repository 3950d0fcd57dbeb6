// Delivery and pickup slots (decision 0279): the slots offered for the next 3 days at an instant in
// Pune, honouring each slot's cut-off, the store's closed days, a cart's pre-order date and what
// each slot still takes ("2 left" or "Full"); "As soon as possible" only while the store is open.
import { describe, expect, it } from 'vitest';
import {
  asSoonAsPossible,
  nextOpenSlot,
  offeredSlots,
  type SlotOfferInput,
  type SlotTemplate,
  slotClosesAt,
  slotDays,
  slotKey,
  slotRefusal,
  slotTemplateRefusals,
  slotText,
  slotTimeText,
  sortedSlots,
  unslottedDayRefusal,
} from '../../../../src/domain/slots/slots.ts';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';

/** 2026-11-23 is a Monday. */
const pune = (isoDate: string, clock: string) => new Date(`${isoDate}T${clock}:00+05:30`);

/** Every day 7–9 am and 5–7 pm, 10 orders each, closing an hour before the start. */
const TEMPLATES: SlotTemplate[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  {
    id: weekday * 2 + 1,
    weekday,
    start_minute: 7 * 60,
    end_minute: 9 * 60,
    capacity: 10,
    cutoff_minutes: 60,
    fee_paise: 0,
  },
  {
    id: weekday * 2 + 2,
    weekday,
    start_minute: 17 * 60,
    end_minute: 19 * 60,
    capacity: 10,
    cutoff_minutes: 60,
    fee_paise: 0,
  },
]);
const input = (over: Partial<SlotOfferInput> = {}): SlotOfferInput => ({
  templates: TEMPLATES,
  closed_days: [],
  is_paused: 0,
  taken: new Map(),
  available_from: null,
  ...over,
});
const labels = (slots: { day: string; start_minute: number }[]) =>
  slots.map((slot) => `${slot.day} ${slot.start_minute / 60}`);

describe('the slots offered (the next 3 days)', () => {
  it('lists the slots of today, tomorrow and the day after, in time order', () => {
    const slots = offeredSlots(input(), pune('2026-11-23', '05:00'));
    expect(labels(slots)).toEqual([
      '2026-11-23 7',
      '2026-11-23 17',
      '2026-11-24 7',
      '2026-11-24 17',
      '2026-11-25 7',
      '2026-11-25 17',
    ]);
    expect(slots[0]).toMatchObject({ left: 10, full: false, end_minute: 540 });
  });

  it('leaves out a slot past its cut-off: 7 am with an hour’s cut-off disappears at 6 am in Pune', () => {
    expect(labels(offeredSlots(input(), pune('2026-11-23', '05:59')))[0]).toBe('2026-11-23 7');
    expect(labels(offeredSlots(input(), pune('2026-11-23', '06:00')))[0]).toBe('2026-11-23 17');
    // Late at night only tomorrow onwards is left, and the window is still 3 days.
    expect(labels(offeredSlots(input(), pune('2026-11-23', '23:30')))).toEqual([
      '2026-11-24 7',
      '2026-11-24 17',
      '2026-11-25 7',
      '2026-11-25 17',
    ]);
    expect(slotClosesAt('2026-11-24', { start_minute: 420, cutoff_minutes: 600 }).toISOString()).toBe(
      '2026-11-23T15:30:00.000Z',
    );
  });

  it('skips the store’s closed days', () => {
    const slots = offeredSlots(input({ closed_days: ['2026-11-24'] }), pune('2026-11-23', '05:00'));
    expect(labels(slots)).toEqual(['2026-11-23 7', '2026-11-23 17', '2026-11-25 7', '2026-11-25 17']);
  });

  it('offers only slots on or after a pre-order date, 3 days from it', () => {
    const slots = offeredSlots(input({ available_from: '2026-11-30' }), pune('2026-11-23', '05:00'));
    expect([...new Set(slots.map((slot) => slot.day))]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(slotDays(pune('2026-11-23', '05:00'), '2026-11-20')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('says what each slot still takes, and "Full" at its capacity', () => {
    const taken = new Map([
      [slotKey(5, '2026-11-24'), 8],
      [slotKey(6, '2026-11-24'), 10],
      [slotKey(7, '2026-11-25'), 12],
    ]);
    const slots = offeredSlots(input({ taken }), pune('2026-11-23', '20:00'));
    expect(slots.map((slot) => [slot.left, slot.full])).toEqual([
      [2, false],
      [0, true],
      [0, true],
      [10, false],
    ]);
  });

  it('offers nothing while the store is paused, and nothing on a weekday without slots', () => {
    expect(offeredSlots(input({ is_paused: 1 }), pune('2026-11-23', '05:00'))).toEqual([]);
    const mondayOnly = TEMPLATES.filter((slot) => slot.weekday === 1);
    expect(labels(offeredSlots(input({ templates: mondayOnly }), pune('2026-11-23', '05:00')))).toEqual([
      '2026-11-23 7',
      '2026-11-23 17',
    ]);
  });

  it('offers the next slot that still takes an order to a customer who lost one', () => {
    const taken = new Map([[slotKey(6, '2026-11-24'), 10]]);
    const slots = offeredSlots(input({ taken }), pune('2026-11-23', '20:00'));
    expect(nextOpenSlot(slots, { day: '2026-11-24', start_minute: 1020 })).toMatchObject({
      day: '2026-11-25',
      start_minute: 420,
    });
    expect(nextOpenSlot([], { day: '2026-11-24', start_minute: 420 })).toBeNull();
  });
});

describe('a slot refused at place-order', () => {
  const monday7 = TEMPLATES.find((slot) => slot.weekday === 1 && slot.start_minute === 420) as SlotTemplate;
  const terms = { closed_days: ['2026-11-30'], is_paused: 0, available_from: null };
  it('says why: wrong weekday, past its cut-off, closed, before a pre-order, beyond the days offered', () => {
    expect(slotRefusal(monday7, '2026-11-24', terms, pune('2026-11-23', '05:00'))?.text).toMatch(/no such slot/);
    expect(slotRefusal(monday7, '2026-11-23', terms, pune('2026-11-23', '06:30'))?.text).toMatch(/stopped taking/);
    expect(slotRefusal(monday7, '2026-11-30', terms, pune('2026-11-28', '06:30'))?.text).toMatch(/closed that day/);
    expect(
      slotRefusal(monday7, '2026-11-23', { ...terms, available_from: '2026-11-25' }, pune('2026-11-23', '05:00'))?.text,
    ).toMatch(/pre-order/);
    expect(
      slotRefusal(monday7, '2026-11-30', { ...terms, closed_days: [] }, pune('2026-11-23', '05:00'))?.text,
    ).toMatch(/days offered/);
    expect(slotRefusal(monday7, '2026-11-23', terms, pune('2026-11-23', '05:00'))).toBeNull();
  });
});

describe('as soon as possible', () => {
  const store = { is_active: 1, is_paused: 0, hours: roundTheClock(), closed_days: [], delivery_time: 30 };
  it('is offered, with the store’s delivery time, while the store is open', () => {
    expect(asSoonAsPossible(store, null, pune('2026-11-23', '10:00'))).toEqual({ minutes: 30 });
    expect(asSoonAsPossible({ ...store, is_active: 0 }, null, pune('2026-11-23', '10:00'))).toBeNull();
    expect(asSoonAsPossible({ ...store, closed_days: ['2026-11-23'] }, null, pune('2026-11-23', '10:00'))).toBeNull();
  });
  it('is not offered for a cart with a pre-order for a later day', () => {
    expect(asSoonAsPossible(store, '2026-11-25', pune('2026-11-23', '10:00'))).toBeNull();
    expect(asSoonAsPossible(store, '2026-11-23', pune('2026-11-23', '10:00'))).toEqual({ minutes: 30 });
  });
});

describe('how a slot is written', () => {
  it('as a shop in India writes times', () => {
    expect(slotTimeText(420, 540)).toBe('7–9 am');
    expect(slotTimeText(1020, 1140)).toBe('5–7 pm');
    expect(slotTimeText(690, 780)).toBe('11:30 am–1 pm');
    expect(slotTimeText(1320, 1440)).toBe('10 pm–12 am');
    expect(slotTimeText(0, 120)).toBe('12–2 am');
  });
  it('with today, tomorrow or the day', () => {
    const words = { today: 'Today', tomorrow: 'Tomorrow', other: (day: string) => `on ${day}` };
    const slot = { start_minute: 420, end_minute: 540 };
    expect(slotText({ ...slot, day: '2026-11-24' }, '2026-11-24', words)).toBe('Today, 7–9 am');
    expect(slotText({ ...slot, day: '2026-11-25' }, '2026-11-24', words)).toBe('Tomorrow, 7–9 am');
    expect(slotText({ ...slot, day: '2026-11-26' }, '2026-11-24', words)).toBe('on 2026-11-26, 7–9 am');
  });
});

describe('a store’s slot template, checked', () => {
  const good = { weekday: 1, start_minute: 420, end_minute: 540, capacity: 10, cutoff_minutes: 60, fee_paise: 0 };
  it('takes sensible slots', () => {
    expect(slotTemplateRefusals([good, { ...good, start_minute: 1020, end_minute: 1140 }]).size).toBe(0);
  });
  it('refuses each wrong field with why', () => {
    const refusals = slotTemplateRefusals([
      { ...good, weekday: 7 },
      { ...good, end_minute: 400 },
      { ...good, capacity: 0 },
      { ...good, cutoff_minutes: -5 },
      { ...good, fee_paise: 1.5 },
    ]);
    expect(refusals.get(0)).toEqual({ weekday: { key: 'saidRuleHoursWeekday', text: 'Pick a day of the week.' } });
    expect(refusals.get(1)).toEqual({
      end_minute: { key: 'saidRuleSlotEndAfterStart', text: 'The end must be after the start.' },
    });
    expect(refusals.get(2)?.capacity).toMatchObject({ key: 'saidRuleSlotCapacity', params: { max: 1000 } });
    expect(refusals.get(3)?.cutoff_minutes?.key).toBe('saidRuleSlotCutoff');
    expect(refusals.get(4)?.fee_paise?.key).toBe('saidRuleSlotFee');
  });
  it('refuses a slot overlapping another of the same day', () => {
    const refusals = slotTemplateRefusals([
      good,
      { ...good, start_minute: 480, end_minute: 600 },
      { ...good, weekday: 2 },
    ]);
    expect(refusals.get(1)).toEqual({
      start_minute: {
        key: 'saidRuleHoursOverlap',
        params: { from: '07:00', to: '09:00' },
        text: 'Overlaps 07:00–09:00 on the same day.',
      },
    });
    expect(refusals.has(2)).toBe(false);
  });
  it('lists slots from Monday, by start', () => {
    const sorted = sortedSlots([
      { ...good, weekday: 0 },
      { ...good, weekday: 1, start_minute: 1020 },
      { ...good, weekday: 1 },
    ]);
    expect(sorted.map((slot) => [slot.weekday, slot.start_minute])).toEqual([
      [1, 420],
      [1, 1020],
      [0, 420],
    ]);
  });
});

// docs/behaviour.md "Checkout and orders": without a slot an order is as soon as possible, for the
// first day the cart can be had; a later day of a store with slots that weekday is one of its slots
// (decision 0321).
describe('a later day without a slot', () => {
  // 2026-11-30 is a Monday (weekday 1).
  const monday = [{ weekday: 1 }];
  it('is refused when the store has slots that weekday, naming the day', () => {
    const refusal = unslottedDayRefusal('2026-11-30', '2026-11-28', monday);
    expect(refusal?.message.key).toBe('saidSlotForLaterDay');
    expect(refusal?.field).toMatchObject({
      key: 'saidFieldChooseSlot',
      text: 'choose a slot of 2026-11-30, or as soon as possible',
    });
  });
  it('is as soon as possible on the first day the cart can be had (today or a pre-order date)', () => {
    expect(unslottedDayRefusal(null, '2026-11-28', monday)).toBeNull();
    expect(unslottedDayRefusal('2026-11-28', '2026-11-28', monday)).toBeNull();
    expect(unslottedDayRefusal('2026-11-30', '2026-11-30', monday)).toBeNull();
  });
  it('stays a day’s order at a store with no slot that weekday', () => {
    expect(unslottedDayRefusal('2026-11-30', '2026-11-28', [{ weekday: 2 }])).toBeNull();
    expect(unslottedDayRefusal('2026-11-30', '2026-11-28', [])).toBeNull();
  });
});
