// Farm-visit bookings (§2 Farm visit form, §3 Farm visit answers and Date card, §4
// Farm form, §5, §7 "Farm form submit"). The date cards are the domain's next 4
// Saturdays or Sundays of the shop's calendar, a day 'Filled' once its bookings
// reach the capacity setting; a booking is checked by the same domain rules as the
// form, then against the offered days and the capacity, and stored. When an operator
// has configured an external form service (farmVisitFormUrl), the answers are also
// posted to it form-encoded after the booking is committed: its failure is logged
// and the booking stands (§8 "Failed form submission: logged only").
import { sql } from 'kysely';
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type {
  BookFarmVisitRequest,
  FarmVisitBookedAnswer,
  FarmVisitBooking,
  FarmVisitDatesAnswer,
} from '../../../domain/api/farm-visit.ts';
import { shopCalendarDate, toIsoDate } from '../../../domain/calendar.ts';
import {
  FARM_FORM_BAD_MOBILE_MESSAGE,
  FARM_FORM_SUBMITTED_MESSAGE,
  upcomingWeekendDates,
  validateFarmVisit,
  visitorsOf,
  type FarmVisitField,
} from '../../../domain/staff/farm-visit.ts';
import type { DateCard, FarmVisitAnswers } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { said } from '../../said.ts';

/** Visitors (adults + kids, at least 1 a booking) one day takes when the setting is missing or not a whole number. */
const DEFAULT_CAPACITY_PER_DAY = 40;
const CAPACITY_SETTING = 'farmVisitCapacityPerDay';
const FORM_URL_SETTING = 'farmVisitFormUrl';
/** The external form service gets this long to take the answers. */
const FORWARD_TIMEOUT_MS = 5000;
export const FORWARD_LOG_PREFIX = '[farmcart:farm-visit]';

const FIELD_MESSAGES: Record<FarmVisitField, Said> = {
  name: said('saidFieldName'),
  mobile_number: FARM_FORM_BAD_MOBILE_MESSAGE,
  alternative_mobile_number: FARM_FORM_BAD_MOBILE_MESSAGE,
  location: said('saidFieldChooseLocation'),
  adults: said('saidFieldWholeNumber'),
  kids: said('saidFieldWholeNumber'),
  how_heard: said('saidFieldTooLong'),
  visiting_date: said('saidFieldWeekendDate'),
};

interface FarmVisitSettings {
  capacity: number;
  formUrl: string | null;
}

async function farmVisitSettings(ctx: ShopContext): Promise<FarmVisitSettings> {
  const rows = await ctx.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [CAPACITY_SETTING, FORM_URL_SETTING])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { capacity: capacityOf(value(CAPACITY_SETTING)), formUrl: formUrlOf(value(FORM_URL_SETTING)) };
}

function capacityOf(setting: string | undefined): number {
  const capacity = Number(setting);
  return Number.isInteger(capacity) && capacity > 0 ? capacity : DEFAULT_CAPACITY_PER_DAY;
}

/** An http(s) URL, or null for 'null' (§1: the string 'null' means none), blank or anything else. */
function formUrlOf(setting: string | undefined): string | null {
  if (setting === undefined || setting.trim() === '' || setting === 'null') return null;
  try {
    const url = new URL(setting.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Visitors booked per day, for the given days. */
async function visitorsByDate(ctx: ShopContext, dates: readonly string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('farm_visits')
    .select(['visiting_date', (eb) => eb.fn.sum<number>('visitors').as('visitors')])
    .where('visiting_date', 'in', [...dates])
    .groupBy('visiting_date')
    .execute();
  return new Map(rows.map((row) => [row.visiting_date, Number(row.visitors)]));
}

/** §4 The 4 days offered from the shop's "today", without filled flags. */
function offeredDays(ctx: ShopContext): { today: string; days: string[] } {
  const today = shopCalendarDate(ctx.now());
  return { today: toIsoDate(today), days: upcomingWeekendDates(today, new Set()).map((card) => card.dateToSend) };
}

/** §3 Date cards: the next 4 Saturdays or Sundays, each filled once its bookings reach the day's capacity. */
export async function farmVisitDates(ctx: ShopContext, userId?: number): Promise<Result<FarmVisitDatesAnswer>> {
  const { days } = offeredDays(ctx);
  const [{ capacity }, booked, mine] = await Promise.all([
    farmVisitSettings(ctx),
    visitorsByDate(ctx, days),
    userId === undefined
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('farm_visits')
          .select('visiting_date')
          .where('user_id', '=', userId)
          .where('visiting_date', 'in', days)
          .execute(),
  ]);
  const filled = new Set(days.filter((day) => (booked.get(day) ?? 0) >= capacity));
  const dates: DateCard[] = upcomingWeekendDates(shopCalendarDate(ctx.now()), filled);
  const bookedDates = mine.map((row) => row.visiting_date);
  const preselected = dates.find((card) => !card.filled && !bookedDates.includes(card.dateToSend))?.dateToSend ?? null;
  return ok({ dates, preselected, booked_dates: bookedDates });
}

function fieldsOf(fields: readonly FarmVisitField[], message?: Said): Record<string, Said> {
  return Object.fromEntries(fields.map((field) => [field, message ?? FIELD_MESSAGES[field]]));
}

/**
 * One day's bookings are decided one at a time. SQLite: the write transaction already
 * holds the database's write lock. PostgreSQL: a transaction-scoped advisory lock on the
 * day, so two bookings of the last places cannot both pass the capacity check.
 */
async function lockVisitDay(tx: ShopContext, day: string): Promise<void> {
  if (tx.engine === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`farm-visit:${day}`}))`.execute(tx.db);
}

/**
 * §5 Books a visit for `userId`: the answers must pass the form's rules (required fields,
 * mobile numbers by the shop's one phone rule, a Saturday or Sunday, whole headcounts of 0 or
 * more), the day must be one of the 4 offered, not filled, with room for the party, and not one
 * this customer has booked already. Errors name the field: 400 for bad answers, 409 for a full
 * or repeated day.
 */
export async function bookFarmVisit(
  ctx: ShopContext,
  userId: number,
  request: BookFarmVisitRequest,
): Promise<Result<FarmVisitBookedAnswer>> {
  const checked = validateFarmVisit({
    name: request.name,
    mobile_number: request.mobile_number,
    alternative_mobile_number: request.alternative_mobile_number,
    location: request.location,
    adults: request.adults,
    kids: request.kids,
    how_heard: request.how_heard,
    visiting_date: request.visiting_date,
  });
  if (!checked.ok) {
    const message = checked.reason === 'missing_fields' ? checked.message : undefined;
    return fail('validation_failed', checked.message, fieldsOf(checked.fields, message));
  }
  // The mobile numbers in their canonical E.164 form (§5 Phone numbers), as accounts keep theirs.
  const answers: FarmVisitAnswers = checked.answers;

  const { today, days } = offeredDays(ctx);
  const day = answers.visiting_date;
  if (day <= today)
    return fail('validation_failed', said('saidVisitDatePassed'), {
      visiting_date: said('saidFieldIsInThePast'),
    });
  if (!days.includes(day))
    return fail('validation_failed', said('saidVisitNextDaysOnly', { n: days.length }), {
      visiting_date: said('saidFieldOneOf', { values: days.join(', ') }),
    });

  const { capacity, formUrl } = await farmVisitSettings(ctx);
  const visitors = visitorsOf(answers);
  const point =
    typeof request.latitude === 'number' && typeof request.longitude === 'number'
      ? { latitude: request.latitude, longitude: request.longitude }
      : { latitude: null, longitude: null };
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<FarmVisitBooking>> => {
    await lockVisitDay(tx, day);
    const again = await tx.db
      .selectFrom('farm_visits')
      .select('id')
      .where('user_id', '=', userId)
      .where('visiting_date', '=', day)
      .executeTakeFirst();
    if (again)
      return fail('conflict', said('saidVisitBooked'), {
        visiting_date: said('saidFieldBookedByYou'),
      });
    const booked = (await visitorsByDate(tx, [day])).get(day) ?? 0;
    if (booked >= capacity) return fail('conflict', said('saidVisitFull'), { visiting_date: said('saidFieldFilled') });
    if (booked + visitors > capacity) {
      const left = capacity - booked;
      return fail('conflict', left === 1 ? said('saidVisitOnePlaceLeft') : said('saidVisitPlacesLeft', { n: left }), {
        visiting_date: said('saidFieldLeft', { n: left }),
      });
    }
    const createdAt = tx.now().toISOString();
    const { id } = await tx.db
      .insertInto('farm_visits')
      .values({
        user_id: userId,
        name: answers.name,
        mobile: answers.mobile_number,
        alt_mobile: answers.alternative_mobile_number,
        location: answers.location,
        ...point,
        adults: answers.adults,
        kids: answers.kids,
        visitors,
        how_heard: answers.how_heard,
        visiting_date: day,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ id, ...answers, created_at: createdAt });
  });
  if (!result.ok) return result;

  // After the commit, and not awaited: the customer's answer never waits on the operator's service.
  if (formUrl !== null) void forwardFarmVisit(formUrl, answers, result.value.id);
  return ok({ success: true, message: FARM_FORM_SUBMITTED_MESSAGE, booking: result.value });
}

/**
 * §7 Farm form submit: the answers, one form-encoded key each (§3 names), posted to the
 * operator's form service; the response body is not read. Answers true when it took them.
 */
async function forwardFarmVisit(url: string, answers: FarmVisitAnswers, bookingId: number): Promise<boolean> {
  const body = new URLSearchParams({
    name: answers.name,
    mobile_number: answers.mobile_number,
    alternative_mobile_number: answers.alternative_mobile_number,
    location: answers.location,
    adults: String(answers.adults),
    kids: String(answers.kids),
    how_heard: answers.how_heard,
    visiting_date: answers.visiting_date,
  });
  const host = new URL(url).host;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'FarmCart storefront' },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    console.warn(
      `${FORWARD_LOG_PREFIX} booking ${bookingId}: the form service ${host} answered HTTP ${response.status}`,
    );
  } catch (error) {
    console.warn(
      `${FORWARD_LOG_PREFIX} booking ${bookingId}: the form service ${host} failed:`,
      error instanceof Error ? error.message : error,
    );
  }
  return false;
}

/** The visitors one day can take (the staff console's bookings list shows it beside each day). */
export async function farmVisitCapacity(ctx: ShopContext): Promise<number> {
  return (await farmVisitSettings(ctx)).capacity;
}
