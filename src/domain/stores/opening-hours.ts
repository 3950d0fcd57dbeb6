// A store's opening hours (decision 0270): whether it takes orders at an instant. A store is open
// when the counter has it open for the day (is_active), no manager or admin has paused it, the day
// is not one of its closed days, and the instant falls in one of that weekday's ranges, all read in
// the shop's time zone (calendar.ts). Ranges are minutes of the day, start included and end
// excluded, 0–1440 (24:00 is the end of the day); a range never crosses midnight: a night shop
// has 18:00–24:00 on one day and 00:00–02:00 on the next. A store with no ranges is never open.
// Pure: the server decides with it, and the console's form checks the hours with it.
import {
  addDays,
  formatCalendarDay,
  formatClockTime,
  parseIsoDate,
  SHOP_TIME_ZONE,
  shopCalendarDate,
  shopDayStart,
  toIsoDate,
} from '../calendar.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

/**
 * Why a range of hours is refused, and why a store cannot take orders: among the server's words
 * (src/server/said.ts spreads them into SAID), which the console's form shows the same.
 */
export const HOURS_WORDS = {
  saidRuleHoursWeekday: 'Pick a day of the week.',
  saidRuleHoursWithinDay: 'Times must be between 00:00 and 24:00.',
  saidRuleHoursOpensBeforeCloses: 'Opening must be before closing (for past midnight, add 00:00 on the next day).',
  saidRuleHoursRangesInDay: 'At most {n} ranges in a day.',
  saidRuleHoursOverlap: 'Overlaps {from}–{to} on the same day.',
  saidRuleStoreNoPlace: 'It cannot take orders: it has no location. Keep it paused until then.',
  saidRuleStoreNoHours: 'It cannot take orders: it has no opening hours. Keep it paused until then.',
  saidRuleStoreNoPlaceNoHours:
    'It cannot take orders: it has no location and no opening hours. Keep it paused until then.',
} as const;

export const MINUTES_PER_DAY = 24 * 60;
/** 0 Sunday … 6 Saturday, as Date.getUTCDay() of a calendar day. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The console lists the week from Monday, as a shop's week is read. */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
/** More ranges than this in one day is a mistake, not a timetable. */
export const RANGES_PER_DAY = 4;

export interface HoursRange {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes from 00:00, included. */
  opens_minute: number;
  /** Minutes from 00:00, excluded; 1440 is 24:00. */
  closes_minute: number;
}

export interface StoreOpening {
  /** The counter's open or closed for today. */
  is_active: number;
  /** Paused in the store's settings. */
  is_paused: number;
  hours: readonly HoursRange[];
  /** 'yyyy-mm-dd' days the store is closed. */
  closed_days: readonly string[];
}

/** The shop's calendar day, weekday and minute of the day. */
export interface ShopClock {
  readonly day: string;
  readonly weekday: number;
  readonly minute: number;
}

/**
 * The last clock read, by the whole minute since the epoch and the zone it was read in: every
 * store's opening is decided by the minute, the zone's offsets are whole minutes, and reading the
 * zone (Intl) for each store of each request was a sixth of a cached page's time.
 */
let lastClock: { epochMinute: number; timeZone: string; clock: ShopClock } | null = null;

/** The shop's calendar day ('yyyy-mm-dd'), weekday and minute of the day at an instant. */
export function shopClock(at: Date, timeZone: string = SHOP_TIME_ZONE): ShopClock {
  const epochMinute = Math.floor(at.getTime() / 60_000);
  if (lastClock && lastClock.epochMinute === epochMinute && lastClock.timeZone === timeZone) return lastClock.clock;
  const date = shopCalendarDate(at, timeZone);
  const minute = Math.floor((at.getTime() - shopDayStart(date, timeZone).getTime()) / 60_000);
  const clock = { day: toIsoDate(date), weekday: date.getUTCDay(), minute };
  lastClock = { epochMinute, timeZone, clock };
  return clock;
}

/** Whether the hours say open at the shop's weekday and minute (closed days and flags aside). */
function withinHours(hours: readonly HoursRange[], weekday: number, minute: number): boolean {
  return hours.some(
    (range) => range.weekday === weekday && range.opens_minute <= minute && minute < range.closes_minute,
  );
}

/** Whether the store takes orders at the instant. */
export function isStoreOpenAt(store: StoreOpening, at: Date): boolean {
  if (store.is_active !== 1 || store.is_paused === 1) return false;
  const { day, weekday, minute } = shopClock(at);
  return !store.closed_days.includes(day) && withinHours(store.hours, weekday, minute);
}

/** How many days ahead a closed store's next opening is looked for (a week and a closed day). */
const OPENING_LOOKAHEAD_DAYS = 8;

/** The shop's day ('yyyy-mm-dd') and minute of the day a store opens. */
export interface Opening {
  day: string;
  minute: number;
}

/**
 * When a store closed at `at` next opens by its hours and closed days: the start of the first range
 * after now, within the next week. Null when no time can be said: the counter has closed it or a
 * manager paused it (each opens it again by hand), or no range comes within the week.
 */
export function nextOpening(store: StoreOpening, at: Date): Opening | null {
  if (store.is_active !== 1 || store.is_paused === 1) return null;
  const clock = shopClock(at);
  const today = shopCalendarDate(at);
  for (let offset = 0; offset < OPENING_LOOKAHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const day = toIsoDate(date);
    if (store.closed_days.includes(day)) continue;
    const starts = store.hours
      .filter((range) => range.weekday === date.getUTCDay() && (offset > 0 || range.opens_minute > clock.minute))
      .map((range) => range.opens_minute)
      .sort((a, b) => a - b);
    const first = starts[0];
    if (first !== undefined) return { day, minute: first };
  }
  return null;
}

/** 12-hour parts of a minute of the day: { text: '7' or '11:30', half: 'am' | 'pm' }. */
export function hourText(minute: number): { text: string; half: 'am' | 'pm' } {
  const inDay = minute % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  const minutes = inDay % 60;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return {
    text: minutes === 0 ? String(twelve) : `${twelve}:${String(minutes).padStart(2, '0')}`,
    half: hours < 12 ? 'am' : 'pm',
  };
}

/** '7 am', '11:30 am' in English (the shop's own way, as slots' '7–9 am'); in `locale`'s words otherwise. */
function clockTimeIn(minute: number, locale: string): string {
  if (!locale.startsWith('en')) return formatClockTime(minute, locale);
  const { text, half } = hourText(minute);
  return `${text} ${half}`;
}

/** The labels a closed store's reopening is said with; each fills {time}, the last {day} too. */
export interface OpeningWords {
  /** 'Closed, opens at {time}'. */
  today: string;
  /** 'Closed, opens tomorrow at {time}'. */
  tomorrow: string;
  /** 'Closed, opens {day} at {time}'. */
  later: string;
}

/** 'Closed, opens at 7 am', '… tomorrow at 7 am', '… Mon at 7 am', seen from the shop's `today`. */
export function openingText(opening: Opening, today: string, words: OpeningWords, locale: string): string {
  const date = parseIsoDate(today);
  const tomorrow = date ? toIsoDate(addDays(date, 1)) : '';
  const template = opening.day === today ? words.today : opening.day === tomorrow ? words.tomorrow : words.later;
  return template
    .replace('{time}', clockTimeIn(opening.minute, locale))
    .replace('{day}', formatCalendarDay(opening.day, locale, 'weekday'));
}

/** '09:30' for 570; 1440 is '24:00'. */
export function clockText(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Minutes from 00:00 of 'hh:mm' (as an <input type="time"> gives, or '24:00'); null for anything else. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * What is wrong with each range, by its index in `hours`: a weekday that is not 0–6, times outside
 * 00:00–24:00 or not whole minutes, a start not before the end, a range overlapping an earlier one of
 * the same day, or too many ranges in a day.
 */
export function hoursRefusals(hours: readonly HoursRange[]): Map<number, Said> {
  const refusals = new Map<number, Said>();
  const perDay = new Map<number, number>();
  hours.forEach((range, index) => {
    const { weekday, opens_minute: opens, closes_minute: closes } = range;
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
      refusals.set(index, sentenceOf(HOURS_WORDS, 'saidRuleHoursWeekday'));
      return;
    }
    const whole = Number.isInteger(opens) && Number.isInteger(closes);
    if (!whole || opens < 0 || closes > MINUTES_PER_DAY || opens >= MINUTES_PER_DAY || closes <= 0) {
      refusals.set(index, sentenceOf(HOURS_WORDS, 'saidRuleHoursWithinDay'));
      return;
    }
    if (opens >= closes) {
      refusals.set(index, sentenceOf(HOURS_WORDS, 'saidRuleHoursOpensBeforeCloses'));
      return;
    }
    const count = (perDay.get(weekday) ?? 0) + 1;
    perDay.set(weekday, count);
    if (count > RANGES_PER_DAY) {
      refusals.set(index, sentenceOf(HOURS_WORDS, 'saidRuleHoursRangesInDay', { n: RANGES_PER_DAY }));
      return;
    }
    const overlapping = hours
      .slice(0, index)
      .findIndex(
        (other, at) =>
          !refusals.has(at) && other.weekday === weekday && other.opens_minute < closes && opens < other.closes_minute,
      );
    if (overlapping >= 0) {
      const other = hours[overlapping] as HoursRange;
      refusals.set(
        index,
        sentenceOf(HOURS_WORDS, 'saidRuleHoursOverlap', {
          from: clockText(other.opens_minute),
          to: clockText(other.closes_minute),
        }),
      );
    }
  });
  return refusals;
}

/**
 * Why a store cannot take orders whatever the day (null when it can): it needs a location and at
 * least one range of hours. The form shows these on the pause switch, the server refuses to unpause.
 */
export function openingBlockers(store: {
  latitude: number | null;
  longitude: number | null;
  hours: readonly HoursRange[];
}): Said | null {
  const placeless = store.latitude === null || store.longitude === null;
  const hourless = store.hours.length === 0;
  if (placeless && hourless) return sentenceOf(HOURS_WORDS, 'saidRuleStoreNoPlaceNoHours');
  if (placeless) return sentenceOf(HOURS_WORDS, 'saidRuleStoreNoPlace');
  if (hourless) return sentenceOf(HOURS_WORDS, 'saidRuleStoreNoHours');
  return null;
}

/** Every weekday 00:00–24:00: the hours of a store that never closes. */
export function roundTheClock(): HoursRange[] {
  return WEEKDAY_NAMES.map((_name, weekday) => ({ weekday, opens_minute: 0, closes_minute: MINUTES_PER_DAY }));
}
