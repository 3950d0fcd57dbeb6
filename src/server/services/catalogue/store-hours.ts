// Stores' opening hours and closed days as the customers' side reads them (decision 0270): with
// the counter's open/closed and the pause, they decide whether a store takes orders now
// (domain/stores/opening-hours.ts).
import { isStoreOpenAt, type HoursRange, type StoreOpening } from '../../../domain/stores/opening-hours.ts';
import { addDays, shopCalendarDate, toIsoDate } from '../../../domain/calendar.ts';
import type { ShopContext } from '../../context.ts';

export interface StoreTimetable {
  hours: HoursRange[];
  closed_days: string[];
}

const NO_TIMETABLE: StoreTimetable = { hours: [], closed_days: [] };

/**
 * The hours and closed days of the stores (every store without `storeIds`). Closed days before
 * yesterday are left out: no instant of now can fall in them.
 */
export async function timetablesOf(
  ctx: ShopContext,
  storeIds?: readonly number[],
): Promise<Map<number, StoreTimetable>> {
  if (storeIds?.length === 0) return new Map();
  const since = toIsoDate(addDays(shopCalendarDate(ctx.now()), -1));
  let hoursQuery = ctx.db
    .selectFrom('store_hours')
    .select(['store_id', 'weekday', 'opens_minute', 'closes_minute'])
    .orderBy('store_id')
    .orderBy('weekday')
    .orderBy('opens_minute');
  let daysQuery = ctx.db.selectFrom('store_closed_days').select(['store_id', 'day']).where('day', '>=', since);
  if (storeIds) {
    hoursQuery = hoursQuery.where('store_id', 'in', [...storeIds]);
    daysQuery = daysQuery.where('store_id', 'in', [...storeIds]);
  }
  const [hours, days] = await Promise.all([hoursQuery.execute(), daysQuery.execute()]);
  const timetables = new Map<number, StoreTimetable>();
  const of = (storeId: number) => {
    let timetable = timetables.get(storeId);
    if (!timetable) {
      timetable = { hours: [], closed_days: [] };
      timetables.set(storeId, timetable);
    }
    return timetable;
  };
  for (const { store_id, ...range } of hours) of(store_id).hours.push(range);
  for (const { store_id, day } of days) of(store_id).closed_days.push(day);
  return timetables;
}

export function timetableOf(timetables: ReadonlyMap<number, StoreTimetable>, storeId: number): StoreTimetable {
  return timetables.get(storeId) ?? NO_TIMETABLE;
}

/** Whether a store row with its timetable takes orders at the instant. */
export function openAt(
  row: Pick<StoreOpening, 'is_active' | 'is_paused'>,
  timetable: StoreTimetable,
  at: Date,
): boolean {
  return isStoreOpenAt({ is_active: row.is_active, is_paused: row.is_paused, ...timetable }, at);
}

/** The stores among `storeIds` that take orders now, read from the database (no cache: as of now). */
export async function storesOpenNow(ctx: ShopContext, storeIds: readonly number[]): Promise<Set<number>> {
  if (storeIds.length === 0) return new Set();
  const [rows, timetables] = await Promise.all([
    ctx.db
      .selectFrom('stores')
      .select(['id', 'is_active', 'is_paused'])
      .where('id', 'in', [...storeIds])
      .execute(),
    timetablesOf(ctx, storeIds),
  ]);
  const now = ctx.now();
  return new Set(rows.filter((row) => openAt(row, timetableOf(timetables, row.id), now)).map((row) => row.id));
}
