// Delivery and pickup slots (decision 0279). A store has a weekly template of slots (a weekday,
// a start and an end in the shop's time zone, a capacity in orders, a cut-off in minutes before the
// start, a fee in paise). At an instant, a customer is offered the slots of 3 calendar days from the
// first day the cart can be had (today, or a pre-order's date when later: decision 0227), leaving
// out the store's closed days and every slot already past its cut-off; each says how many orders it
// still takes, or that it is full. "As soon as possible" stays while the store is open (its hours,
// the counter and the pause: opening-hours.ts) and the cart has no pre-order for a later day.
// Pure: the server offers and checks slots with it, and the checkout and the console read it.
import { addDays, formatCalendarDay, formatClockRange, parseIsoDate, shopDayStart, toIsoDate } from '../calendar.ts';
import {
  clockText,
  HOURS_WORDS,
  hourText,
  isStoreOpenAt,
  MINUTES_PER_DAY,
  shopClock,
  type StoreOpening,
} from '../stores/opening-hours.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

/** Days of slots offered, from the first day the cart can be had. */
const SLOT_DAYS_OFFERED = 3;
/** More slots than this in one day is a mistake, not a timetable. */
const SLOTS_PER_DAY = 12;
/** The console's bounds of a slot's numbers. */
const MAX_SLOT_CAPACITY = 1000;
/** A cut-off of up to 2 days: a slot for Monday morning may close on Saturday evening. */
const MAX_CUTOFF_MINUTES = 2 * MINUTES_PER_DAY;
/** ₹500: a slot's fee above this is a typing mistake. */
const MAX_SLOT_FEE_PAISE = 50_000;

export interface SlotTemplate {
  id: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes from 00:00, when the slot starts. */
  start_minute: number;
  /** Minutes from 00:00, when it ends; 1440 is 24:00. */
  end_minute: number;
  /** Orders the slot takes. */
  capacity: number;
  /** It stops taking orders this many minutes before its start. */
  cutoff_minutes: number;
  fee_paise: number;
}

/** One slot on one day, as the checkout offers it. */
export interface OfferedSlot {
  slot_id: number;
  /** 'yyyy-mm-dd' in the shop's time zone. */
  day: string;
  start_minute: number;
  end_minute: number;
  fee_paise: number;
  /** Orders it still takes (0: full). */
  left: number;
  full: boolean;
}

/** What the offer is computed from. */
export interface SlotOfferInput {
  templates: readonly SlotTemplate[];
  /** 'yyyy-mm-dd' days the store is closed. */
  closed_days: readonly string[];
  /** Paused in the store's settings: it takes no orders at all, for now or for later. */
  is_paused: number;
  /** Orders held by each slot on each day, by slotKey. */
  taken: ReadonlyMap<string, number>;
  /** The earliest day every line of the cart can be had (a pre-order's date), or null. */
  available_from: string | null;
}

/** The key of a slot on a day (taken counts, the checkout's choice). */
export function slotKey(slotId: number, day: string): string {
  return `${slotId}@${day}`;
}

/** The instant a slot on a day starts. */
function slotStartsAt(day: string, startMinute: number): Date {
  const date = parseIsoDate(day);
  if (!date) throw new Error(`not a day: ${day}`);
  return new Date(shopDayStart(date).getTime() + startMinute * 60_000);
}

/** The instant a slot on a day stops taking orders: its start less its cut-off. */
export function slotClosesAt(day: string, template: Pick<SlotTemplate, 'start_minute' | 'cutoff_minutes'>): Date {
  return new Date(slotStartsAt(day, template.start_minute).getTime() - template.cutoff_minutes * 60_000);
}

/** The days slots are offered on at an instant: 3 days from today, or from a later pre-order date. */
export function slotDays(now: Date, availableFrom: string | null): string[] {
  const today = shopClock(now).day;
  const first = availableFrom !== null && availableFrom > today ? availableFrom : today;
  const start = parseIsoDate(first);
  if (!start) return [];
  return Array.from({ length: SLOT_DAYS_OFFERED }, (_, index) => toIsoDate(addDays(start, index)));
}

/**
 * Why a slot cannot be ordered for on a day, in the customer's words: among the server's words
 * (src/server/said.ts spreads them into SAID), said in the customer's language by their codes.
 */
export const SLOT_WORDS = {
  saidSlotNotThatDay: 'The store has no such slot on that day.',
  saidSlotStorePaused: 'The store is not taking orders for now.',
  saidSlotStoreClosedDay: 'The store is closed that day.',
  saidSlotPreOrderFrom: 'Your cart has pre-order items available from {day}. Choose a slot from then.',
  saidSlotDaysOffered: 'Choose a slot in the days offered.',
  saidSlotStopped: 'That slot has stopped taking orders.',
  saidSlotForLaterDay: 'An order for a later day comes in one of its slots. Choose a slot, or as soon as possible.',
  saidFieldChooseSlot: 'choose a slot of {day}, or as soon as possible',
} as const;

/**
 * Without a slot an order is "as soon as possible": it is for the first day the cart can be had
 * (today, or a pre-order's date). A later day of a store with slots that weekday comes in one of
 * them, so a day without a slot is a contradiction and refused; a store with no slot that weekday
 * keeps a day's order as before (decision 0321).
 */
export function unslottedDayRefusal(
  day: string | null,
  firstDay: string,
  templates: readonly Pick<SlotTemplate, 'weekday'>[],
): { message: Said; field: Said } | null {
  if (day === null || day <= firstDay) return null;
  const weekday = parseIsoDate(day)?.getUTCDay();
  if (!templates.some((template) => template.weekday === weekday)) return null;
  return {
    message: sentenceOf(SLOT_WORDS, 'saidSlotForLaterDay'),
    field: sentenceOf(SLOT_WORDS, 'saidFieldChooseSlot', { day }),
  };
}

/** Why a slot cannot be ordered for on a day (capacity aside), in the customer's words; null when it can. */
export function slotRefusal(
  template: SlotTemplate,
  day: string,
  input: Pick<SlotOfferInput, 'closed_days' | 'is_paused' | 'available_from'>,
  now: Date,
): Said | null {
  const date = parseIsoDate(day);
  if (!date || date.getUTCDay() !== template.weekday) return sentenceOf(SLOT_WORDS, 'saidSlotNotThatDay');
  if (input.is_paused === 1) return sentenceOf(SLOT_WORDS, 'saidSlotStorePaused');
  if (input.closed_days.includes(day)) return sentenceOf(SLOT_WORDS, 'saidSlotStoreClosedDay');
  if (input.available_from !== null && day < input.available_from)
    return sentenceOf(SLOT_WORDS, 'saidSlotPreOrderFrom', { day: input.available_from });
  if (!slotDays(now, input.available_from).includes(day)) return sentenceOf(SLOT_WORDS, 'saidSlotDaysOffered');
  if (now.getTime() >= slotClosesAt(day, template).getTime()) return sentenceOf(SLOT_WORDS, 'saidSlotStopped');
  return null;
}

/** The slots offered at an instant, in time order, each with what it still takes. */
export function offeredSlots(input: SlotOfferInput, now: Date): OfferedSlot[] {
  const offered: OfferedSlot[] = [];
  const ordered = [...input.templates].sort((a, b) => a.start_minute - b.start_minute || a.id - b.id);
  for (const day of slotDays(now, input.available_from)) {
    for (const template of ordered) {
      if (slotRefusal(template, day, input, now) !== null) continue;
      const left = Math.max(0, template.capacity - (input.taken.get(slotKey(template.id, day)) ?? 0));
      offered.push({
        slot_id: template.id,
        day,
        start_minute: template.start_minute,
        end_minute: template.end_minute,
        fee_paise: template.fee_paise,
        left,
        full: left === 0,
      });
    }
  }
  return offered;
}

/** The first offered slot after `after` (by its start) that still takes an order: what a customer who lost a slot is offered. */
export function nextOpenSlot(
  offered: readonly OfferedSlot[],
  after: { day: string; start_minute: number },
): OfferedSlot | null {
  const from = slotStartsAt(after.day, after.start_minute).getTime();
  return (
    offered.find((slot) => !slot.full && slotStartsAt(slot.day, slot.start_minute).getTime() > from) ??
    offered.find((slot) => !slot.full) ??
    null
  );
}

/**
 * "As soon as possible (about N min)": offered while the store is open and the cart can be had
 * today; answers the minutes, or null.
 */
export function asSoonAsPossible(
  store: StoreOpening & { delivery_time: number },
  availableFrom: string | null,
  now: Date,
): { minutes: number } | null {
  if (availableFrom !== null && availableFrom > shopClock(now).day) return null;
  return isStoreOpenAt(store, now) ? { minutes: store.delivery_time } : null;
}

/** '7–9 am', '11:30 am–1 pm', '5–7 pm': a slot's times as a shop in India writes them. */
export function slotTimeText(startMinute: number, endMinute: number): string {
  const start = hourText(startMinute);
  const end = hourText(endMinute);
  return start.half === end.half && endMinute < MINUTES_PER_DAY
    ? `${start.text}–${end.text} ${end.half}`
    : `${start.text} ${start.half}–${end.text} ${end.half}`;
}

/** The customer's words for a slot's day: today, tomorrow, or the day written in their locale. */
export interface SlotDayWords {
  today: string;
  tomorrow: string;
  /** 'Sat, 28 Nov' for another day. */
  other: (day: string) => string;
  /** The slot's times; '7–9 am' (slotTimeText) when absent. */
  times?: (startMinute: number, endMinute: number) => string;
}

/** 'Tomorrow, 7–9 am': a slot on a day, seen from `today` ('yyyy-mm-dd'). */
export function slotText(
  slot: { day: string; start_minute: number; end_minute: number },
  today: string,
  words: SlotDayWords,
): string {
  const date = parseIsoDate(today);
  const tomorrow = date ? toIsoDate(addDays(date, 1)) : '';
  const dayText = slot.day === today ? words.today : slot.day === tomorrow ? words.tomorrow : words.other(slot.day);
  return `${dayText}, ${(words.times ?? slotTimeText)(slot.start_minute, slot.end_minute)}`;
}

/** A slot's times in a customer's locale: '7–9 am' in English (the shop's own way), '7–9 सकाळ' in Marathi. */
export function slotTimeIn(startMinute: number, endMinute: number, locale: string): string {
  return locale.startsWith('en')
    ? slotTimeText(startMinute, endMinute)
    : formatClockRange(startMinute, endMinute, locale);
}

/**
 * 'Tomorrow, 7–9 am' in a customer's words and locale ('उद्या, 7–9 सकाळ'): the order page, My
 * orders, the checkout and the order's alerts say a slot with it.
 */
export function customerSlotText(
  slot: { day: string; start_minute: number; end_minute: number },
  today: string,
  words: { today: string; tomorrow: string },
  locale: string,
): string {
  return slotText(slot, today, {
    today: words.today,
    tomorrow: words.tomorrow,
    other: (day) => formatCalendarDay(day, locale, 'weekdayDayMonth', today),
    times: (start, end) => slotTimeIn(start, end, locale),
  });
}

/**
 * Why a template slot's field is refused: among the server's words (src/server/said.ts spreads them
 * into SAID), which the console's form shows the same. A bad weekday and an overlap are said as
 * those of a store's opening hours are (opening-hours.ts HOURS_WORDS).
 */
export const SLOT_TEMPLATE_WORDS = {
  saidRuleSlotStart: 'A start between 00:00 and 23:59.',
  saidRuleSlotEnd: 'An end between 00:01 and 24:00.',
  saidRuleSlotEndAfterStart: 'The end must be after the start.',
  saidRuleSlotCapacity: 'A whole number of orders from 1 to {max}.',
  saidRuleSlotCutoff: 'Whole minutes from 0 to {max} (2 days).',
  saidRuleSlotFee: 'A fee from ₹0 to ₹{max}, in whole paise.',
  saidRuleSlotsInDay: 'At most {n} slots in a day.',
} as const;

/** The fields of a template slot a person types, and why each one is refused. */
export type SlotField = 'weekday' | 'start_minute' | 'end_minute' | 'capacity' | 'cutoff_minutes' | 'fee_paise';

/**
 * What is wrong with each slot of a template, by its index and field: a weekday that is not 0–6,
 * times outside 00:00–24:00 or a start not before its end, a capacity under 1, a cut-off or a fee
 * out of bounds, a slot overlapping an earlier one of the same day, or too many slots in a day.
 */
export function slotTemplateRefusals(
  slots: readonly Omit<SlotTemplate, 'id'>[],
): Map<number, Partial<Record<SlotField, Said>>> {
  const refusals = new Map<number, Partial<Record<SlotField, Said>>>();
  const sentence = (key: keyof typeof SLOT_TEMPLATE_WORDS, params?: Readonly<Record<string, number>>) =>
    sentenceOf(SLOT_TEMPLATE_WORDS, key, params);
  const perDay = new Map<number, number>();
  const whole = (value: number, low: number, high: number) => Number.isInteger(value) && value >= low && value <= high;
  slots.forEach((slot, index) => {
    const why: Partial<Record<SlotField, Said>> = {};
    if (!whole(slot.weekday, 0, 6)) why.weekday = sentenceOf(HOURS_WORDS, 'saidRuleHoursWeekday');
    if (!whole(slot.start_minute, 0, MINUTES_PER_DAY - 1)) why.start_minute = sentence('saidRuleSlotStart');
    if (!whole(slot.end_minute, 1, MINUTES_PER_DAY)) why.end_minute = sentence('saidRuleSlotEnd');
    else if (why.start_minute === undefined && slot.start_minute >= slot.end_minute)
      why.end_minute = sentence('saidRuleSlotEndAfterStart');
    if (!whole(slot.capacity, 1, MAX_SLOT_CAPACITY))
      why.capacity = sentence('saidRuleSlotCapacity', { max: MAX_SLOT_CAPACITY });
    if (!whole(slot.cutoff_minutes, 0, MAX_CUTOFF_MINUTES))
      why.cutoff_minutes = sentence('saidRuleSlotCutoff', { max: MAX_CUTOFF_MINUTES });
    if (!whole(slot.fee_paise, 0, MAX_SLOT_FEE_PAISE))
      why.fee_paise = sentence('saidRuleSlotFee', { max: MAX_SLOT_FEE_PAISE / 100 });
    if (Object.keys(why).length === 0) {
      const count = (perDay.get(slot.weekday) ?? 0) + 1;
      perDay.set(slot.weekday, count);
      if (count > SLOTS_PER_DAY) why.start_minute = sentence('saidRuleSlotsInDay', { n: SLOTS_PER_DAY });
      const overlapping = slots
        .slice(0, index)
        .find(
          (other, at) =>
            !refusals.has(at) &&
            other.weekday === slot.weekday &&
            other.start_minute < slot.end_minute &&
            slot.start_minute < other.end_minute,
        );
      if (overlapping)
        why.start_minute = sentenceOf(HOURS_WORDS, 'saidRuleHoursOverlap', {
          from: clockText(overlapping.start_minute),
          to: clockText(overlapping.end_minute),
        });
    }
    if (Object.keys(why).length > 0) refusals.set(index, why);
  });
  return refusals;
}

/** Template slots in the console's order: by weekday from Monday, then start. */
export function sortedSlots<T extends Pick<SlotTemplate, 'weekday' | 'start_minute'>>(slots: readonly T[]): T[] {
  const rank = (weekday: number) => (weekday + 6) % 7;
  return [...slots].sort((a, b) => rank(a.weekday) - rank(b.weekday) || a.start_minute - b.start_minute);
}
