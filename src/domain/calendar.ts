// The shop's calendar: the shop is in Pune, so "today" (§4 Farm form dates, §4 Pre-order and the
// cart's delivery days, the day in an order id) is the calendar day there, and every moment shown to
// a customer (an order placed, an alert, a wallet entry) is written in India's time. Calendar days are
// Dates at 00:00 UTC of that day, read by their UTC fields, so a result never depends on the time
// zone of the machine that runs it.

/** The shop's time zone: India, UTC+5:30 all year (no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SATURDAY = 6;
const SUNDAY = 0;
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * One formatter per time zone, made once: making an Intl.DateTimeFormat costs far more than using
 * it, and a report of a year places every one of its orders on a shop day.
 */
const ZONED_FORMATS = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = ZONED_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    ZONED_FORMATS.set(timeZone, format);
  }
  return format;
}

function zonedParts(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const parts = zonedFormat(timeZone).formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  };
}

/** The calendar day of `now` in the shop's time zone, as a Date at 00:00 UTC of that day. */
export function shopCalendarDate(now: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const { year, month, day } = zonedParts(now, timeZone);
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'yyyy-mm-dd' of a calendar day. */
export function toIsoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/**
 * 'yyyy-mm-dd hh:mm' of a moment on the shop's clock (24-hour): what a spreadsheet reads as a
 * date and time, for exports a person opens (a UTC timestamp showed a 10:30 booking as 05:00).
 */
export function shopDateTimeText(at: Date | string): string {
  const { year, month, day, hour, minute } = zonedParts(typeof at === 'string' ? new Date(at) : at, SHOP_TIME_ZONE);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`;
}

/** 'yyyy-mm-dd' of today in the shop's time zone. */
export function shopToday(now: Date): string {
  return toIsoDate(shopCalendarDate(now));
}

/** Reads 'yyyy-mm-dd' as 00:00 UTC of that day; null for text that is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toIsoDate(date) === text.trim() ? date : null;
}

/** The calendar day `count` days after `day` (before it when negative). */
export function addDays(day: Date, count: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + count * DAY_MS);
}

/**
 * The moment a calendar day begins in the shop's time zone (00:00 in Pune is 18:30 UTC the day
 * before). The zone's offset is read at that day's 00:00 UTC, exact for a zone without daylight saving.
 */
export function shopDayStart(day: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const midnightUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const wall = zonedParts(new Date(midnightUtc), timeZone);
  const offsetMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - midnightUtc;
  return new Date(midnightUtc - offsetMs);
}

export function isWeekendDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday === SATURDAY || weekday === SUNDAY;
}

export function isSaturday(day: Date): boolean {
  return day.getUTCDay() === SATURDAY;
}

/** 'Nov 7': the English short month and day of a calendar day. */
export function monthDayName(day: Date): string {
  return `${MONTHS_SHORT[day.getUTCMonth()] ?? ''} ${day.getUTCDate()}`;
}

/**
 * The locale the shop writes dates and numbers in for a language: Indian conventions, with the
 * international digits 0-9 in every language ('en' → 'en-IN-u-nu-latn', 'mr' → 'mr-IN-u-nu-latn'),
 * the digits of its prices, phone numbers, PINs and order numbers (decision 0224).
 */
export function shopLocale(languageCode: string): string {
  return `${languageCode}-IN-u-nu-latn`;
}

/** How a moment is written: date '9 Nov 2026', dateTime '9 Nov 2026, 6:30 pm', dayMonthTime '9 Nov, 6:30 pm', time '6:30 pm'. */
const MOMENT_STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * How a calendar day is written: date '9 Nov 2026', dayMonth '9 Nov', weekday 'Mon', weekdayDayMonth
 * 'Mon, 9 Nov'; day '9' and month 'Nov' alone (the farm form's date cards).
 */
const DAY_STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  day: { day: 'numeric' },
  month: { month: 'short' },
  weekday: { weekday: 'short' },
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type MomentStyle = keyof typeof MOMENT_STYLES;
export type CalendarDayStyle = keyof typeof DAY_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, known);
  }
  return known;
}

/** A moment (an ISO timestamp or a Date) as the shop writes it: in the shop's time zone, in `locale`. */
export function formatShopMoment(at: Date | string, locale: string, style: MomentStyle): string {
  return formatter(locale, SHOP_TIME_ZONE, MOMENT_STYLES[style]).format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * A calendar day ('yyyy-mm-dd') in `locale`; text that is not a date is answered as it is. Given `today`
 * ('yyyy-mm-dd'), a day and month of another year say the year ('Sat, 10 Apr, 2027' in November 2026),
 * as a pre-order months ahead must (decision 0224).
 */
export function formatCalendarDay(day: string, locale: string, style: CalendarDayStyle, today?: string): string {
  const date = parseIsoDate(day);
  if (!date) return day;
  const options: Intl.DateTimeFormatOptions = DAY_STYLES[style];
  const otherYear = today !== undefined && today.slice(0, 4) !== day.trim().slice(0, 4);
  const withYear = otherYear && 'day' in options && 'month' in options;
  return formatter(locale, 'UTC', withYear ? { ...options, year: 'numeric' } : options).format(date);
}

/**
 * A span of clock times of a day ('7–9 सकाळ' in Marathi), from minutes after 00:00, in `locale`
 * with the part of the day in words; minutes are written only when one of the times has them.
 * English is written by the shop's own rule instead (slots.ts slotTimeText: '7–9 am').
 */
export function formatClockRange(startMinute: number, endMinute: number, locale: string): string {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
  const options: Intl.DateTimeFormatOptions =
    startMinute % 60 === 0 && endMinute % 60 === 0
      ? { hour: 'numeric', dayPeriod: 'short' }
      : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
  return formatter(locale, 'UTC', options).formatRange(at(startMinute), at(endMinute));
}

/**
 * A clock time of a day ('सकाळी 7' in Marathi) from minutes after 00:00, in `locale` with the part of
 * the day in words; minutes are written only when it has them. English is written by the shop's own
 * rule instead (slots.ts clockTimeIn: '7 am').
 */
export function formatClockTime(minute: number, locale: string): string {
  const at = new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
  const options: Intl.DateTimeFormatOptions =
    minute % 60 === 0
      ? { hour: 'numeric', dayPeriod: 'short' }
      : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
  return formatter(locale, 'UTC', options).format(at);
}
