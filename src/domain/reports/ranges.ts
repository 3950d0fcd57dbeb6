// The reports' days (decision 0278): a range is a span of the shop's calendar days (Asia/Kolkata,
// domain/calendar.ts), both ends included, turned into the half-open span of instants the orders'
// created_at is compared with; a moment belongs to the shop day it falls on in Pune, so an order
// placed at 23:50 IST is the day's and one at 00:10 IST is the next day's. Pure.
import { addDays, parseIsoDate, shopCalendarDate, shopDayStart, toIsoDate } from '../calendar.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

export const RANGE_PRESETS = ['today', 'yesterday', 'last_7_days', 'last_30_days', 'this_month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The longest custom range: a year and a day, so a whole year compared with the same day a year before fits. */
const MAX_RANGE_DAYS = 367;

export const GRAINS = ['day', 'week', 'month'] as const;
export type Grain = (typeof GRAINS)[number];

export interface DayRange {
  /** yyyy-mm-dd, the first day. */
  from: string;
  /** yyyy-mm-dd, the last day (included). */
  to: string;
}

/** Why a custom range is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const RANGE_WORDS = {
  saidRangeFirstDay: 'choose the first day',
  saidRangeLastDay: 'choose the last day',
  saidRangeOnOrAfter: 'must be on or after the first day',
  saidRangeAtMost: 'at most {n} days after the first day',
} as const;

export type RangeResult = { ok: true; range: DayRange } | { ok: false; field: 'from' | 'to'; reason: Said };

/** The days a preset names at `now`; a custom range is checked (real days, in order, at most MAX_RANGE_DAYS). */
export function resolveRange(preset: RangePreset, now: Date, custom: Partial<DayRange> = {}): RangeResult {
  const today = shopCalendarDate(now);
  const span = (first: Date, last: Date): RangeResult => ({
    ok: true,
    range: { from: toIsoDate(first), to: toIsoDate(last) },
  });
  switch (preset) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'last_7_days':
      return span(addDays(today, -6), today);
    case 'last_30_days':
      return span(addDays(today, -29), today);
    case 'this_month':
      return span(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), today);
    case 'custom': {
      const from = parseIsoDate(custom.from ?? '');
      if (!from) return { ok: false, field: 'from', reason: sentenceOf(RANGE_WORDS, 'saidRangeFirstDay') };
      const to = parseIsoDate(custom.to ?? '');
      if (!to) return { ok: false, field: 'to', reason: sentenceOf(RANGE_WORDS, 'saidRangeLastDay') };
      if (to < from) return { ok: false, field: 'to', reason: sentenceOf(RANGE_WORDS, 'saidRangeOnOrAfter') };
      if (daysIn({ from: toIsoDate(from), to: toIsoDate(to) }) > MAX_RANGE_DAYS)
        return { ok: false, field: 'to', reason: sentenceOf(RANGE_WORDS, 'saidRangeAtMost', { n: MAX_RANGE_DAYS }) };
      return span(from, to);
    }
  }
}

/** How many calendar days the range holds. */
export function daysIn(range: DayRange): number {
  const from = parseIsoDate(range.from);
  const to = parseIsoDate(range.to);
  if (!from || !to) return 0;
  return Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
}

/** The instants the range covers: [start, end) as ISO-8601 (UTC), as orders store created_at. */
export function rangeInstants(range: DayRange): { start: string; end: string } {
  const from = parseIsoDate(range.from);
  const to = parseIsoDate(range.to);
  if (!from || !to) throw new Error(`not a day range: ${range.from}..${range.to}`);
  return { start: shopDayStart(from).toISOString(), end: shopDayStart(addDays(to, 1)).toISOString() };
}

/** The shop day (yyyy-mm-dd) an instant falls on. */
export function shopDayOf(instant: string | Date): string {
  return toIsoDate(shopCalendarDate(typeof instant === 'string' ? new Date(instant) : instant));
}

/**
 * The bucket a shop day belongs to: the day itself, the Monday its week starts on (weeks run Monday
 * to Sunday, as in India's calendars), or its month (yyyy-mm).
 */
export function bucketOf(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return day.slice(0, 7);
  const date = parseIsoDate(day);
  if (!date) throw new Error(`not a day: ${day}`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return toIsoDate(addDays(date, -sinceMonday));
}

/** Every bucket of the range in order, so a day without orders still shows as a row of zeros. */
export function bucketsOf(range: DayRange, grain: Grain): string[] {
  const from = parseIsoDate(range.from);
  const count = daysIn(range);
  if (!from) return [];
  const buckets: string[] = [];
  for (let index = 0; index < count; index++) {
    const bucket = bucketOf(toIsoDate(addDays(from, index)), grain);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A bucket as a person reads it: "2 Nov 2026", "Week of 2 Nov 2026", "Nov 2026". */
export function bucketLabel(bucket: string, grain: Grain): string {
  const [year, month, day] = bucket.split('-').map(Number) as [number, number, number?];
  const monthName = MONTHS[month - 1] ?? '';
  if (grain === 'month') return `${monthName} ${year}`;
  const text = `${day ?? 1} ${monthName} ${year}`;
  return grain === 'week' ? `Week of ${text}` : text;
}
