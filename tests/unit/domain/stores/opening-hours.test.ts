// Whether a store takes orders at an instant (decision 0270): hours in the shop's time zone
// (India, UTC+5:30), closed days, the pause and the counter's open/closed for the day.
import { describe, expect, it } from 'vitest';
import { shopLocale } from '../../../../src/domain/calendar.ts';
import {
  clockText,
  type HoursRange,
  hoursRefusals,
  isStoreOpenAt,
  nextOpening,
  openingText,
  openingBlockers,
  parseClock,
  roundTheClock,
  shopClock,
} from '../../../../src/domain/stores/opening-hours.ts';

/** Monday to Saturday 09:00–13:00 and 16:00–21:00; Sunday 08:00–12:00. */
const HOURS: HoursRange[] = [
  ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, opens_minute: 9 * 60, closes_minute: 13 * 60 },
    { weekday, opens_minute: 16 * 60, closes_minute: 21 * 60 },
  ]),
  { weekday: 0, opens_minute: 8 * 60, closes_minute: 12 * 60 },
];
const store = { is_active: 1, is_paused: 0, hours: HOURS, closed_days: [] as string[] };
/** 2026-11-23 is a Monday; 10:00 in Pune is 04:30 UTC. */
const pune = (isoDate: string, clock: string) => new Date(`${isoDate}T${clock}:00+05:30`);

describe('the shop clock', () => {
  it('reads the day, weekday and minute in Pune, not on the machine', () => {
    expect(shopClock(new Date('2026-11-23T04:30:00Z'))).toEqual({ day: '2026-11-23', weekday: 1, minute: 600 });
    // 20:00 UTC on Sunday is 01:30 on Monday in Pune.
    expect(shopClock(new Date('2026-11-22T20:00:00Z'))).toEqual({ day: '2026-11-23', weekday: 1, minute: 90 });
  });
});

describe('a store open at an instant', () => {
  it('is open within a range and closed between ranges, start included and end excluded', () => {
    expect(isStoreOpenAt(store, pune('2026-11-23', '09:00'))).toBe(true);
    expect(isStoreOpenAt(store, pune('2026-11-23', '12:59'))).toBe(true);
    expect(isStoreOpenAt(store, pune('2026-11-23', '13:00'))).toBe(false);
    expect(isStoreOpenAt(store, pune('2026-11-23', '15:00'))).toBe(false);
    expect(isStoreOpenAt(store, pune('2026-11-23', '20:30'))).toBe(true);
    expect(isStoreOpenAt(store, pune('2026-11-23', '08:59'))).toBe(false);
  });

  it('follows the weekday in Pune: Sunday has its own hours', () => {
    expect(isStoreOpenAt(store, pune('2026-11-22', '08:30'))).toBe(true);
    expect(isStoreOpenAt(store, pune('2026-11-22', '16:30'))).toBe(false);
  });

  it('is closed on a closed day, paused, or closed by the counter, whatever the hours', () => {
    const at = pune('2026-11-23', '10:00');
    expect(isStoreOpenAt({ ...store, closed_days: ['2026-11-23'] }, at)).toBe(false);
    expect(isStoreOpenAt({ ...store, closed_days: ['2026-11-24'] }, at)).toBe(true);
    expect(isStoreOpenAt({ ...store, is_paused: 1 }, at)).toBe(false);
    expect(isStoreOpenAt({ ...store, is_active: 0 }, at)).toBe(false);
  });

  it('is never open without hours, and always open round the clock', () => {
    expect(isStoreOpenAt({ ...store, hours: [] }, pune('2026-11-23', '10:00'))).toBe(false);
    const always = { ...store, hours: roundTheClock() };
    for (const clock of ['00:00', '06:15', '23:59'])
      for (const day of ['2026-11-22', '2026-11-23', '2026-11-28'])
        expect(isStoreOpenAt(always, pune(day, clock)), `${day} ${clock}`).toBe(true);
  });
});

describe('hours as typed', () => {
  it('reads and writes clock times, 24:00 the end of the day', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
    expect(parseClock('9.30')).toBeNull();
    expect(parseClock('12:60')).toBeNull();
    expect(clockText(570)).toBe('09:30');
    expect(clockText(1440)).toBe('24:00');
  });

  it('refuses a start not before the end, times outside the day, a bad weekday and overlaps, by index', () => {
    const refusals = hoursRefusals([
      { weekday: 1, opens_minute: 540, closes_minute: 780 },
      { weekday: 1, opens_minute: 720, closes_minute: 900 },
      { weekday: 2, opens_minute: 600, closes_minute: 600 },
      { weekday: 3, opens_minute: 0, closes_minute: 1500 },
      { weekday: 7, opens_minute: 0, closes_minute: 60 },
      { weekday: 2, opens_minute: 780, closes_minute: 1440 },
    ]);
    expect(refusals.get(0)).toBeUndefined();
    expect(refusals.get(1)).toEqual({
      key: 'saidRuleHoursOverlap',
      params: { from: '09:00', to: '13:00' },
      text: 'Overlaps 09:00–13:00 on the same day.',
    });
    expect(refusals.get(2)?.key).toBe('saidRuleHoursOpensBeforeCloses');
    expect(refusals.get(3)?.key).toBe('saidRuleHoursWithinDay');
    expect(refusals.get(4)?.key).toBe('saidRuleHoursWeekday');
    expect(refusals.get(5)).toBeUndefined();
  });

  it('accepts ranges that touch, and refuses a fifth range in a day', () => {
    const touching = [
      { weekday: 1, opens_minute: 0, closes_minute: 60 },
      { weekday: 1, opens_minute: 60, closes_minute: 120 },
    ];
    expect(hoursRefusals(touching).size).toBe(0);
    const five = [0, 1, 2, 3, 4].map((hour) => ({
      weekday: 5,
      opens_minute: hour * 60,
      closes_minute: hour * 60 + 30,
    }));
    expect([...hoursRefusals(five)]).toEqual([
      [4, expect.objectContaining({ key: 'saidRuleHoursRangesInDay', params: { n: 4 } })],
    ]);
  });

  it('names what keeps a store from taking orders', () => {
    expect(openingBlockers({ latitude: 18.5, longitude: 73.8, hours: HOURS })).toBeNull();
    expect(openingBlockers({ latitude: 18.5, longitude: 73.8, hours: [] })?.key).toBe('saidRuleStoreNoHours');
    expect(openingBlockers({ latitude: null, longitude: null, hours: HOURS })?.key).toBe('saidRuleStoreNoPlace');
    expect(openingBlockers({ latitude: null, longitude: null, hours: [] })).toEqual({
      key: 'saidRuleStoreNoPlaceNoHours',
      text: 'It cannot take orders: it has no location and no opening hours. Keep it paused until then.',
    });
  });
});

describe('when a closed store opens next', () => {
  const words = {
    today: 'Closed, opens at {time}',
    tomorrow: 'Closed, opens tomorrow at {time}',
    later: 'Closed, opens {day} at {time}',
  };

  it('is the next range of the day, then the first of the next day the store opens', () => {
    expect(nextOpening(store, pune('2026-11-23', '14:00'))).toEqual({ day: '2026-11-23', minute: 16 * 60 });
    expect(nextOpening(store, pune('2026-11-23', '06:30'))).toEqual({ day: '2026-11-23', minute: 9 * 60 });
    expect(nextOpening(store, pune('2026-11-23', '22:00'))).toEqual({ day: '2026-11-24', minute: 9 * 60 });
    // Saturday night: Sunday opens at 08:00.
    expect(nextOpening(store, pune('2026-11-28', '21:30'))).toEqual({ day: '2026-11-29', minute: 8 * 60 });
  });

  it('skips the closed days', () => {
    const holiday = { ...store, closed_days: ['2026-11-24', '2026-11-25'] };
    expect(nextOpening(holiday, pune('2026-11-23', '22:00'))).toEqual({ day: '2026-11-26', minute: 9 * 60 });
  });

  it('says no time when the counter closed the store, a manager paused it, or no hours come within a week', () => {
    expect(nextOpening({ ...store, is_active: 0 }, pune('2026-11-23', '14:00'))).toBeNull();
    expect(nextOpening({ ...store, is_paused: 1 }, pune('2026-11-23', '14:00'))).toBeNull();
    expect(nextOpening({ ...store, hours: [] }, pune('2026-11-23', '14:00'))).toBeNull();
  });

  it('is said as the shop writes a time: today, tomorrow or the weekday, in English and Marathi', () => {
    expect(openingText({ day: '2026-11-23', minute: 7 * 60 }, '2026-11-23', words, 'en-IN')).toBe(
      'Closed, opens at 7 am',
    );
    expect(openingText({ day: '2026-11-24', minute: 16 * 60 + 30 }, '2026-11-23', words, 'en-IN')).toBe(
      'Closed, opens tomorrow at 4:30 pm',
    );
    expect(openingText({ day: '2026-11-26', minute: 9 * 60 }, '2026-11-23', words, 'en-IN')).toBe(
      'Closed, opens Thu at 9 am',
    );
    const marathi = openingText({ day: '2026-11-23', minute: 7 * 60 }, '2026-11-23', words, shopLocale('mr'));
    // Marathi writes the part of the day in words, with the shop's digits 0-9: 'सकाळ 7'.
    expect(marathi).toBe('Closed, opens at सकाळ 7');
  });
});
