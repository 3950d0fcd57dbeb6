// The farm team's bookings (decision 0183): farm-visit
// bookings per visiting day, with the day's capacity and the visitors booked, read in the
// console and exported as CSV (domain/staff/staff.ts farmVisitCsv). Staff with the farm-visits
// permission may read them; each read and export is audited (visitors' names and phones, docs/security.md).
import type { StaffFarmVisitsAnswer } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { addDays, parseIsoDate, shopCalendarDate, toIsoDate } from '../../../domain/calendar.ts';
import type { FarmVisitCsvRow } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import { farmVisitCapacity } from '../content/farm-visit.ts';
import type { Client } from '../audit/client-info.ts';
import { audit } from '../audit/audit.ts';
import { said } from '../../said.ts';

/** Without a range: from today, this many days ahead. */
const DEFAULT_DAYS = 60;
/** The longest range one request reads. */
const MAX_DAYS = 366;

function rangeOf(ctx: ShopContext, input: { from?: string | undefined; to?: string | undefined }) {
  const from = input.from ? parseIsoDate(input.from) : shopCalendarDate(ctx.now());
  if (from === null) return null;
  const to = input.to ? parseIsoDate(input.to) : addDays(from, DEFAULT_DAYS);
  if (to === null || to < from || to > addDays(from, MAX_DAYS)) return null;
  return { from: toIsoDate(from), to: toIsoDate(to) };
}

async function bookingRows(ctx: ShopContext, range: { from: string; to: string }): Promise<FarmVisitCsvRow[]> {
  return ctx.db
    .selectFrom('farm_visits')
    .select([
      'visiting_date',
      'name',
      'mobile',
      'alt_mobile',
      'adults',
      'kids',
      'visitors',
      'location',
      'how_heard',
      'created_at',
    ])
    .where('visiting_date', '>=', range.from)
    .where('visiting_date', '<=', range.to)
    .orderBy('visiting_date')
    .orderBy('id')
    .execute();
}

const BAD_RANGE = fail('validation_failed', said('saidGiveDateRange', { n: MAX_DAYS }), {
  to: said('saidFieldNotARange'),
});

/** Who reads the bookings: the staff member and where from. */
interface Reader {
  staffId: number;
  client: Client;
}

/** Visitors' names and phones leave the database: who read which days, and how many bookings. */
async function auditRead(
  ctx: ShopContext,
  reader: Reader,
  event: 'farm_visits_read' | 'farm_visits_exported',
  range: { from: string; to: string },
  bookings: number,
): Promise<void> {
  const action = `${range.from} to ${range.to}, ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`;
  await audit(ctx, event, null, reader.client, { staff_id: reader.staffId, action });
}

/** Days that have bookings in the range, each with its capacity, visitors and bookings. */
export async function staffFarmVisits(
  ctx: ShopContext,
  reader: Reader,
  input: { from?: string | undefined; to?: string | undefined },
): Promise<Result<StaffFarmVisitsAnswer>> {
  const range = rangeOf(ctx, input);
  if (range === null) return BAD_RANGE;
  const [rows, capacity] = await Promise.all([bookingRows(ctx, range), farmVisitCapacity(ctx)]);
  await auditRead(ctx, reader, 'farm_visits_read', range, rows.length);
  const days = [...Map.groupBy(rows, (row) => row.visiting_date)].map(([date, bookings]) => ({
    date,
    capacity,
    visitors: bookings.reduce((sum, booking) => sum + booking.visitors, 0),
    bookings: bookings.map(({ visiting_date: _date, ...booking }) => booking),
  }));
  return ok({ days });
}

/** The same bookings as rows for the CSV export. */
export async function farmVisitExportRows(
  ctx: ShopContext,
  reader: Reader,
  input: { from?: string | undefined; to?: string | undefined },
): Promise<Result<FarmVisitCsvRow[]>> {
  const range = rangeOf(ctx, input);
  if (range === null) return BAD_RANGE;
  const rows = await bookingRows(ctx, range);
  await auditRead(ctx, reader, 'farm_visits_exported', range, rows.length);
  return ok(rows);
}
