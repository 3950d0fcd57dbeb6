import { describe, expect, it } from 'vitest';
import {
  dateCardWords,
  FARM_FORM_BAD_DATE_MESSAGE,
  FARM_FORM_BAD_MOBILE_MESSAGE,
  preselectedDate,
  stepCount,
  upcomingWeekendDates,
  validateFarmVisit,
  validateFarmVisitForm,
} from '../../../../src/domain/staff/farm-visit.ts';
import type { FarmVisitAnswers } from '../../../../src/domain/types.ts';
import { shopLocale } from '../../../../src/domain/calendar.ts';

const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const noneFilled = new Set<string>();

describe('§4 Farm form dates: first 4 upcoming Saturdays or Sundays', () => {
  it('from Wednesday 7 May 2025 offers Sat 10, Sun 11, Sat 17, Sun 18 May', () => {
    expect(upcomingWeekendDates(utcDay('2025-05-07'), noneFilled)).toEqual([
      { displayDate: 'May 10', weekday: 'Sat', dateToSend: '2025-05-10', filled: false },
      { displayDate: 'May 11', weekday: 'Sun', dateToSend: '2025-05-11', filled: false },
      { displayDate: 'May 17', weekday: 'Sat', dateToSend: '2025-05-17', filled: false },
      { displayDate: 'May 18', weekday: 'Sun', dateToSend: '2025-05-18', filled: false },
    ]);
  });

  it('today does not count even on a Saturday: from Sat 10 May the first is Sun 11', () => {
    const cards = upcomingWeekendDates(utcDay('2025-05-10'), noneFilled);
    expect(cards.map((card) => card.dateToSend)).toEqual(['2025-05-11', '2025-05-17', '2025-05-18', '2025-05-24']);
  });

  it('crosses month and year ends', () => {
    expect(upcomingWeekendDates(utcDay('2025-05-30'), noneFilled).map((card) => card.dateToSend)).toEqual([
      '2025-05-31',
      '2025-06-01',
      '2025-06-07',
      '2025-06-08',
    ]);
    const newYear = upcomingWeekendDates(utcDay('2025-12-26'), noneFilled);
    expect(newYear.map((card) => card.displayDate)).toEqual(['Dec 27', 'Dec 28', 'Jan 3', 'Jan 4']);
  });

  it('ignores the time of day of the clock it is given', () => {
    const late = upcomingWeekendDates(new Date('2025-05-07T23:59:59Z'), noneFilled);
    expect(late[0]?.dateToSend).toBe('2025-05-10');
  });

  it('marks filled days, and the first day that is not filled is preselected', () => {
    const cards = upcomingWeekendDates(utcDay('2025-05-07'), new Set(['2025-05-10', '2025-05-17']));
    expect(cards.map((card) => card.filled)).toEqual([true, false, true, false]);
    expect(preselectedDate(cards)).toBe('2025-05-11');
  });

  it('preselects nothing when every day is filled', () => {
    const all = new Set(['2025-05-10', '2025-05-11', '2025-05-17', '2025-05-18']);
    expect(preselectedDate(upcomingWeekendDates(utcDay('2025-05-07'), all))).toBeNull();
  });
});

describe("§2 Date cards in the customer's language", () => {
  const card = { weekday: 'Sat', displayDate: 'Nov 28', dateToSend: '2026-11-28' } as const;

  it('English shows the card as the API wrote it', () => {
    expect(dateCardWords(card, 'en-IN')).toEqual({ weekday: 'Sat', day: '28', month: 'Nov', label: 'Sat, Nov 28' });
  });

  it('Marathi writes the same day with Marathi words, in the digits of the shop', () => {
    expect(dateCardWords(card, shopLocale('mr'))).toEqual({
      weekday: 'शनि',
      day: '28',
      month: 'नोव्हें',
      label: 'शनि, 28 नोव्हें',
    });
  });
});

describe('§5 Phone numbers in the farm form: the same rule as signing in', () => {
  const answers: FarmVisitAnswers = {
    name: 'Anjali Deshpande',
    mobile_number: '',
    alternative_mobile_number: '',
    location: 'Kalyani Nagar, Pune',
    adults: 2,
    kids: 1,
    how_heard: '',
    visiting_date: '2025-05-11',
  };

  it('takes the usual ways of typing a number and keeps it in E.164, as an account does', () => {
    for (const typed of ['9822012345', '+91 98220 12345', '919822012345', '098220-12345', '(+91) 98220.12345']) {
      const result = validateFarmVisit({ ...answers, mobile_number: typed, alternative_mobile_number: typed });
      expect(result.ok && result.answers.mobile_number, typed).toBe('+919822012345');
      expect(result.ok && result.answers.alternative_mobile_number, typed).toBe('+919822012345');
    }
  });

  it('refuses numbers that are not mobile numbers of the shop’s country', () => {
    for (const typed of ['12345', '5822012345', '98220123456', '+44 7911 123456', '020 2543 1234', 'call me'])
      expect(validateFarmVisit({ ...answers, mobile_number: typed }), typed).toEqual({
        ok: false,
        reason: 'invalid_fields',
        fields: ['mobile_number'],
        message: FARM_FORM_BAD_MOBILE_MESSAGE,
      });
  });

  it('leaves the mobile numbers to the server on the form: answers come back as typed', () => {
    const typed = { ...answers, mobile_number: '12345', alternative_mobile_number: ' 98220 12345 ' };
    expect(validateFarmVisitForm(typed)).toEqual({
      ok: true,
      answers: { ...typed, alternative_mobile_number: '98220 12345' },
    });
    expect(validateFarmVisitForm({ ...answers, name: ' ' })).toMatchObject({ ok: false, reason: 'missing_fields' });
    expect(validateFarmVisitForm({ ...answers, mobile_number: '12345', visiting_date: '2025-05-12' })).toEqual({
      ok: false,
      reason: 'invalid_fields',
      fields: ['visiting_date'],
      message: FARM_FORM_BAD_DATE_MESSAGE,
    });
  });
});

describe('§2/§5 Adults and kids steppers', () => {
  it('never go below 0', () => {
    expect(stepCount(0, -1)).toBe(0);
    expect(stepCount(1, -1)).toBe(0);
  });

  it('have no upper bound', () => {
    expect(stepCount(40, 1)).toBe(41);
  });
});

describe('§5 Farm form validation', () => {
  const answers: FarmVisitAnswers = {
    name: 'Anjali Deshpande',
    mobile_number: '+91 98220 12345',
    alternative_mobile_number: '',
    location: 'Kalyani Nagar, Pune',
    adults: 2,
    kids: 1,
    how_heard: '',
    visiting_date: '2025-05-11',
  };

  it('accepts the required fields with the optional ones empty, trimmed, the mobile number in E.164', () => {
    const result = validateFarmVisit({ ...answers, name: '  Anjali Deshpande ' });
    expect(result).toEqual({ ok: true, answers: { ...answers, mobile_number: '+919822012345' } });
  });

  it("names every missing required field with 'Please fill all the details'", () => {
    expect(validateFarmVisit({ ...answers, name: ' ', location: '', visiting_date: '' })).toEqual({
      ok: false,
      reason: 'missing_fields',
      fields: ['name', 'location', 'visiting_date'],
      message: { key: 'saidVisitFillAll', text: 'Please fill all the details' },
    });
  });

  it('the mobile number is required', () => {
    const result = validateFarmVisit({ ...answers, mobile_number: '' });
    expect(result.ok === false && result.fields).toEqual(['mobile_number']);
  });

  it('refuses a weekday: only Saturdays and Sundays are offered', () => {
    expect(validateFarmVisit({ ...answers, visiting_date: '2025-05-12' })).toEqual({
      ok: false,
      reason: 'invalid_fields',
      fields: ['visiting_date'],
      message: FARM_FORM_BAD_DATE_MESSAGE,
    });
  });

  it('refuses a filled day and a date that does not exist', () => {
    expect(validateFarmVisit(answers, new Set(['2025-05-11'])).ok).toBe(false);
    expect(validateFarmVisit({ ...answers, visiting_date: '2025-02-29' }).ok).toBe(false);
  });

  it('refuses a mobile number that is not a mobile number, and a bad alternative one', () => {
    expect(validateFarmVisit({ ...answers, mobile_number: '12345' })).toEqual({
      ok: false,
      reason: 'invalid_fields',
      fields: ['mobile_number'],
      message: FARM_FORM_BAD_MOBILE_MESSAGE,
    });
    const alternative = validateFarmVisit({ ...answers, alternative_mobile_number: '020 2543 1234' });
    expect(alternative.ok === false && alternative.fields).toEqual(['alternative_mobile_number']);
  });

  it('refuses negative or fractional headcounts', () => {
    const result = validateFarmVisit({ ...answers, adults: -1, kids: 1.5 });
    expect(result.ok === false && result.fields).toEqual(['adults', 'kids']);
  });
});
