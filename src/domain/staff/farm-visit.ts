// §4 Farm form and §5 its validation. Days are calendar days of the shop's calendar
// (src/domain/calendar.ts), so the result never depends on the time zone of the machine that runs it.
import {
  addDays,
  formatCalendarDay,
  isSaturday,
  isWeekendDay,
  monthDayName,
  parseIsoDate,
  toIsoDate,
} from '../calendar.ts';
import { FARM_DATES_OFFERED, FARM_DATE_LOOP_GUARD } from '../constants.ts';
import { canonicalMobile } from '../accounts/phone.ts';
import type { DateCard, FarmVisitAnswers } from '../types.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

/** Why the server refuses a booking's answers: among its words (src/server/said.ts spreads them into SAID). */
export const FARM_FORM_WORDS = {
  saidVisitFillAll: 'Please fill all the details',
  saidVisitBadDate: 'Please choose a Saturday or Sunday that is still open',
  saidVisitBadMobile: 'Please enter a valid 10-digit mobile number',
  saidVisitNoVisitors: 'Please add at least one adult or kid to the visit',
} as const;

const FARM_FORM_MISSING_MESSAGE = sentenceOf(FARM_FORM_WORDS, 'saidVisitFillAll');
export const FARM_FORM_BAD_DATE_MESSAGE = sentenceOf(FARM_FORM_WORDS, 'saidVisitBadDate');
export const FARM_FORM_BAD_MOBILE_MESSAGE = sentenceOf(FARM_FORM_WORDS, 'saidVisitBadMobile');
/** A visit is for somebody: adults and kids may each be 0, but not both (decision 0192). */
export const FARM_FORM_NO_VISITORS_MESSAGE = sentenceOf(FARM_FORM_WORDS, 'saidVisitNoVisitors');

/** Adults and kids both 0: the visit is for nobody (the form and the server refuse it with its own message). */
export function isVisitForNobody(answers: Pick<FarmVisitAnswers, 'adults' | 'kids'>): boolean {
  return answers.adults === 0 && answers.kids === 0;
}
/** §2 Shown after a successful submission. */
export const FARM_FORM_SUBMITTED_MESSAGE = 'Your form has been submitted. Our team will get back to you shortly.';

/**
 * §4/§5 The first 4 Saturdays or Sundays strictly after `today` (today itself is not offered: a
 * same-day visit cannot be arranged), scanning at most 60 candidate days. `today` is read by its
 * UTC calendar fields; pass shopCalendarDate(now) (src/domain/calendar.ts) to get the shop's day.
 */
export function upcomingWeekendDates(today: Date, filledDates: ReadonlySet<string>): DateCard[] {
  const cards: DateCard[] = [];
  for (let offset = 1; offset <= FARM_DATE_LOOP_GUARD && cards.length < FARM_DATES_OFFERED; offset += 1) {
    const day = addDays(today, offset);
    if (!isWeekendDay(day)) continue;
    const dateToSend = toIsoDate(day);
    cards.push({
      displayDate: monthDayName(day),
      weekday: isSaturday(day) ? 'Sat' : 'Sun',
      dateToSend,
      filled: filledDates.has(dateToSend),
    });
  }
  return cards;
}

/** The words a date card shows: weekday, day and month, and the whole date as its accessible name. */
export interface DateCardWords {
  weekday: string;
  day: string;
  month: string;
  label: string;
}

/**
 * §2 A date card's words in the customer's `locale` (shopLocale of the page's language). The API's
 * card carries them in English ('Sat', 'Nov 28'), which English shows as they are; another language
 * writes the card's date with the calendar's words of that language ('शनि', '28', 'नोव्हें').
 */
export function dateCardWords(
  card: Pick<DateCard, 'weekday' | 'displayDate' | 'dateToSend'>,
  locale: string,
): DateCardWords {
  if (locale === 'en' || locale.startsWith('en-')) {
    const [month = '', day = ''] = card.displayDate.split(' ');
    return { weekday: card.weekday, day, month, label: `${card.weekday}, ${card.displayDate}` };
  }
  return {
    weekday: formatCalendarDay(card.dateToSend, locale, 'weekday'),
    day: formatCalendarDay(card.dateToSend, locale, 'day'),
    month: formatCalendarDay(card.dateToSend, locale, 'month'),
    label: formatCalendarDay(card.dateToSend, locale, 'weekdayDayMonth'),
  };
}

/** §4 The first offered day that is not filled is preselected; null when every day is filled. */
export function preselectedDate(cards: readonly DateCard[]): string | null {
  return cards.find((card) => !card.filled)?.dateToSend ?? null;
}

/** §2/§5 Adults and kids steppers: never below 0, no upper bound. */
export function stepCount(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

/** What one booking takes from a day's capacity: adults + kids, at least the person who booked. */
export function visitorsOf(answers: Pick<FarmVisitAnswers, 'adults' | 'kids'>): number {
  return Math.max(1, answers.adults + answers.kids);
}

export type FarmVisitField = keyof FarmVisitAnswers;

export type FarmVisitValidation =
  | { ok: true; answers: FarmVisitAnswers }
  | { ok: false; reason: 'missing_fields'; fields: FarmVisitField[]; message: Said }
  | { ok: false; reason: 'invalid_fields'; fields: FarmVisitField[]; message: Said };

const REQUIRED_FIELDS = [
  'name',
  'mobile_number',
  'location',
  'visiting_date',
] as const satisfies readonly FarmVisitField[];

/**
 * §5 What the form itself checks before it sends: name, mobile number, location and visiting
 * date are required (blank text counts as missing), the rest is optional; the date must be a real
 * Saturday or Sunday and not a filled day, adults and kids whole numbers of at least 0. The mobile
 * numbers are the server's to judge (validateFarmVisit): the one phone rule (§5 Phone numbers)
 * needs metadata too large for the form. Answers come back trimmed, as typed.
 */
export function validateFarmVisitForm(
  answers: FarmVisitAnswers,
  filledDates: ReadonlySet<string> = new Set(),
): FarmVisitValidation {
  const trimmed = trimAnswers(answers);
  const missing = missingFields(trimmed);
  if (missing.length > 0) return missingAnswer(missing);
  return verdict(trimmed, formProblems(trimmed, filledDates));
}

/**
 * §5 The server's check of a booking: the form's, and the mobile number (and the alternative one
 * when given) must be mobile numbers by the shop's one phone rule, the same as sign-in's (§5 Phone
 * numbers). Answers come back trimmed, with the mobile numbers in their canonical E.164 form.
 */
export function validateFarmVisit(
  answers: FarmVisitAnswers,
  filledDates: ReadonlySet<string> = new Set(),
): FarmVisitValidation {
  const trimmed = trimAnswers(answers);
  const missing = missingFields(trimmed);
  if (missing.length > 0) return missingAnswer(missing);
  const mobile = canonicalMobile(trimmed.mobile_number);
  const alternative =
    trimmed.alternative_mobile_number === '' ? '' : canonicalMobile(trimmed.alternative_mobile_number);
  const badMobiles: FarmVisitField[] = [];
  if (mobile === null) badMobiles.push('mobile_number');
  if (alternative === null) badMobiles.push('alternative_mobile_number');
  const canonical: FarmVisitAnswers = {
    ...trimmed,
    mobile_number: mobile ?? trimmed.mobile_number,
    alternative_mobile_number: alternative ?? trimmed.alternative_mobile_number,
  };
  return verdict(canonical, [...badMobiles, ...formProblems(trimmed, filledDates)]);
}

function trimAnswers(answers: FarmVisitAnswers): FarmVisitAnswers {
  return {
    ...answers,
    name: answers.name.trim(),
    mobile_number: answers.mobile_number.trim(),
    alternative_mobile_number: answers.alternative_mobile_number.trim(),
    location: answers.location.trim(),
    how_heard: answers.how_heard.trim(),
    visiting_date: answers.visiting_date.trim(),
  };
}

function missingFields(trimmed: FarmVisitAnswers): FarmVisitField[] {
  return REQUIRED_FIELDS.filter((field) => trimmed[field] === '');
}

function missingAnswer(fields: FarmVisitField[]): FarmVisitValidation {
  return { ok: false, reason: 'missing_fields', fields, message: FARM_FORM_MISSING_MESSAGE };
}

/** The answers the form can judge without the phone rule: the date and the headcounts. */
function formProblems(trimmed: FarmVisitAnswers, filledDates: ReadonlySet<string>): FarmVisitField[] {
  const invalid: FarmVisitField[] = [];
  const visitDay = parseIsoDate(trimmed.visiting_date);
  if (visitDay === null || !isWeekendDay(visitDay) || filledDates.has(trimmed.visiting_date))
    invalid.push('visiting_date');
  if (!isHeadcount(trimmed.adults)) invalid.push('adults');
  if (!isHeadcount(trimmed.kids)) invalid.push('kids');
  if (isVisitForNobody(trimmed)) invalid.push('adults', 'kids');
  return invalid;
}

function verdict(answers: FarmVisitAnswers, invalid: FarmVisitField[]): FarmVisitValidation {
  if (invalid.length > 0)
    return { ok: false, reason: 'invalid_fields', fields: invalid, message: invalidMessage(invalid, answers) };
  return { ok: true, answers };
}

function isHeadcount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function invalidMessage(fields: readonly FarmVisitField[], answers: FarmVisitAnswers): Said {
  if (fields.includes('visiting_date')) return FARM_FORM_BAD_DATE_MESSAGE;
  if (fields.includes('mobile_number') || fields.includes('alternative_mobile_number'))
    return FARM_FORM_BAD_MOBILE_MESSAGE;
  if (isVisitForNobody(answers)) return FARM_FORM_NO_VISITORS_MESSAGE;
  return FARM_FORM_MISSING_MESSAGE;
}
