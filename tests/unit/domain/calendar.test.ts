import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCalendarDay,
  formatShopMoment,
  isSaturday,
  isWeekendDay,
  monthDayName,
  parseIsoDate,
  SHOP_TIME_ZONE,
  shopCalendarDate,
  shopDayStart,
  shopLocale,
  shopToday,
  toIsoDate,
} from '../../../src/domain/calendar.ts';

const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

describe("the shop's calendar day (Pune, UTC+5:30)", () => {
  it("'today' is the calendar day in Pune: 20:00 UTC Friday is already Saturday there", () => {
    expect(shopCalendarDate(new Date('2025-05-09T20:00:00Z')).toISOString()).toBe('2025-05-10T00:00:00.000Z');
    expect(shopCalendarDate(new Date('2025-05-09T18:00:00Z')).toISOString()).toBe('2025-05-09T00:00:00.000Z');
  });

  it('turns at 18:30 UTC, midnight in Pune', () => {
    expect(shopToday(new Date('2026-11-03T18:29:59Z'))).toBe('2026-11-03');
    expect(shopToday(new Date('2026-11-03T18:30:00Z'))).toBe('2026-11-04');
  });

  it("a day of the shop's calendar begins at 18:30 UTC the day before", () => {
    expect(shopDayStart(utcDay('2026-06-30')).toISOString()).toBe('2026-06-29T18:30:00.000Z');
    // The time of day of the Date it is given does not matter, only its calendar day.
    expect(shopDayStart(new Date('2026-06-30T23:00:00Z')).toISOString()).toBe('2026-06-29T18:30:00.000Z');
  });
});

describe('calendar days as yyyy-mm-dd', () => {
  it('reads and writes real dates only', () => {
    expect(toIsoDate(utcDay('2026-11-07'))).toBe('2026-11-07');
    expect(parseIsoDate(' 2024-02-29 ')?.getUTCDay()).toBe(4);
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('7 Nov 2026')).toBeNull();
  });

  it('counts days across month and year ends', () => {
    expect(toIsoDate(addDays(utcDay('2025-12-30'), 3))).toBe('2026-01-02');
    expect(toIsoDate(addDays(utcDay('2024-03-01'), -1))).toBe('2024-02-29');
    expect(toIsoDate(addDays(new Date('2026-11-04T23:59:59Z'), 1))).toBe('2026-11-05');
  });

  it('knows Saturdays and Sundays, and names a day as the farm-visit cards do (§3 Date card)', () => {
    expect(isWeekendDay(utcDay('2026-11-07'))).toBe(true);
    expect(isSaturday(utcDay('2026-11-07'))).toBe(true);
    expect(isWeekendDay(utcDay('2026-11-08'))).toBe(true);
    expect(isSaturday(utcDay('2026-11-08'))).toBe(false);
    expect(isWeekendDay(utcDay('2026-11-09'))).toBe(false);
    expect(monthDayName(utcDay('2026-11-07'))).toBe('Nov 7');
  });
});

describe("writing dates the shop's way", () => {
  const locale = shopLocale('en');

  it('uses Indian conventions for every language, with the digits 0-9 (not ०-९ in Marathi)', () => {
    expect(locale).toBe('en-IN-u-nu-latn');
    expect(shopLocale('mr')).toBe('mr-IN-u-nu-latn');
    expect(new Intl.NumberFormat(shopLocale('mr')).format(1234.5)).toBe('1,234.5');
    expect(formatCalendarDay('2026-11-28', shopLocale('mr'), 'date')).toMatch(/^28 .+ 2026$/);
  });

  it('writes a moment in India’s time, whatever the zone of the server', () => {
    // 19:00 UTC on 8 November is 00:30 on 9 November in Pune.
    expect(formatShopMoment('2026-11-08T19:00:00Z', locale, 'date')).toBe('9 Nov 2026');
    expect(formatShopMoment(new Date('2026-11-09T13:00:00Z'), locale, 'dateTime')).toBe('9 Nov 2026, 6:30 pm');
    expect(formatShopMoment('2026-11-09T13:00:00Z', locale, 'dayMonthTime')).toBe('9 Nov, 6:30 pm');
    expect(formatShopMoment('2026-11-09T13:00:00Z', locale, 'time')).toBe('6:30 pm');
  });

  it('writes a calendar day as that day, and text that is not one as it is', () => {
    expect(formatCalendarDay('2026-11-09', locale, 'date')).toBe('9 Nov 2026');
    expect(formatCalendarDay('2026-11-09', locale, 'dayMonth')).toBe('9 Nov');
    expect(formatCalendarDay('2026-11-09', locale, 'weekday')).toBe('Mon');
    expect(formatCalendarDay('2026-11-09', locale, 'weekdayDayMonth')).toBe('Mon, 9 Nov');
    expect(formatCalendarDay('soon', locale, 'date')).toBe('soon');
  });

  it('says the year of a day in another year than today, as a pre-order months ahead needs', () => {
    expect(formatCalendarDay('2027-04-10', locale, 'weekdayDayMonth', '2026-11-26')).toBe('Sat, 10 Apr, 2027');
    expect(formatCalendarDay('2027-04-10', locale, 'dayMonth', '2026-11-26')).toBe('10 Apr 2027');
    expect(formatCalendarDay('2027-04-10', locale, 'weekdayDayMonth', '2027-01-02')).toBe('Sat, 10 Apr');
    expect(formatCalendarDay('2027-01-01', locale, 'weekdayDayMonth', '2026-12-31')).toBe('Fri, 1 Jan, 2027');
    // A day, a month or a weekday alone (the farm form's date cards) never grows a year.
    expect(formatCalendarDay('2027-04-10', locale, 'day', '2026-11-26')).toBe('10');
    expect(formatCalendarDay('2027-04-10', locale, 'weekday', '2026-11-26')).toBe('Sat');
  });
});

describe("the shop's time zone is written once", () => {
  const root = fileURLToPath(new URL('../../../src/', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [path] : [];
    });

  it(`only src/domain/calendar.ts names ${SHOP_TIME_ZONE}; the rest of the code asks it`, () => {
    const literal = new RegExp(`['"\`]${SHOP_TIME_ZONE}['"\`]`);
    const naming = sources(root)
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(naming).toEqual(['domain/calendar.ts']);
  });
});
