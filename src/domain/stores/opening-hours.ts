// A store's opening hours (decision 0270): whether it takes orders at an instant. A store is open
// when the counter has it open for the day (is_active), no manager or admin has paused it, the day
// is not one of its closed days, and the instant falls in one of that weekday's ranges, all read in
// the shop's time zone (calendar.ts). Ranges are minutes of the day, start included and end
// excluded, 0–1440 (24:00 is the end of the day); a range never crosses midnight: a night shop
// has 18:00–24:00 on one day and 00:00–02:00 on the next. A store with no ranges is never open.
// Pure: the server decides with it, and the console's form checks the hours with it.
import { SHOP_TIME_ZONE, shopCalendarDate, shopDayStart, toIsoDate } from '../calendar.ts';

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
export function hoursRefusals(hours: readonly HoursRange[]): Map<number, string> {
  const refusals = new Map<number, string>();
  const perDay = new Map<number, number>();
  hours.forEach((range, index) => {
    const { weekday, opens_minute: opens, closes_minute: closes } = range;
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
      refusals.set(index, 'Pick a day of the week.');
      return;
    }
    const whole = Number.isInteger(opens) && Number.isInteger(closes);
    if (!whole || opens < 0 || closes > MINUTES_PER_DAY || opens >= MINUTES_PER_DAY || closes <= 0) {
      refusals.set(index, 'Times must be between 00:00 and 24:00.');
      return;
    }
    if (opens >= closes) {
      refusals.set(index, 'Opening must be before closing (for past midnight, add 00:00 on the next day).');
      return;
    }
    const count = (perDay.get(weekday) ?? 0) + 1;
    perDay.set(weekday, count);
    if (count > RANGES_PER_DAY) {
      refusals.set(index, `At most ${RANGES_PER_DAY} ranges in a day.`);
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
        `Overlaps ${clockText(other.opens_minute)}–${clockText(other.closes_minute)} on ${WEEKDAY_NAMES[weekday]}.`,
      );
    }
  });
  return refusals;
}

/**
 * Why a store cannot take orders whatever the day (empty when it can): it needs a location and at
 * least one range of hours. The form shows these on the pause switch, the server refuses to unpause.
 */
export function openingBlockers(store: {
  latitude: number | null;
  longitude: number | null;
  hours: readonly HoursRange[];
}): string[] {
  const blockers: string[] = [];
  if (store.latitude === null || store.longitude === null) blockers.push('it has no location');
  if (store.hours.length === 0) blockers.push('it has no opening hours');
  return blockers;
}

/** Every weekday 00:00–24:00: the hours of a store that never closes. */
export function roundTheClock(): HoursRange[] {
  return WEEKDAY_NAMES.map((_name, weekday) => ({ weekday, opens_minute: 0, closes_minute: MINUTES_PER_DAY }));
}
