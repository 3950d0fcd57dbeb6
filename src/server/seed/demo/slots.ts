// The demo stores' delivery and pickup slots (decision 0279): every day a morning slot, 7–9 am,
// and an evening one, 5–7 pm, each taking 10 orders until an hour before it starts, free. Explicit
// ids, so a test can name a slot: store × 100 + weekday × 2 + 1 (morning) or + 2 (evening).
import type { Insertable } from 'kysely';
import type { StoreSlotsTable } from '../../db/schema.ts';

const DEMO_SLOTS = [
  { start_minute: 7 * 60, end_minute: 9 * 60 },
  { start_minute: 17 * 60, end_minute: 19 * 60 },
] as const;
const DEMO_SLOT_CAPACITY = 10;
const DEMO_SLOT_CUTOFF_MINUTES = 60;

export function demoSlotId(storeId: number, weekday: number, evening: boolean): number {
  return storeId * 100 + weekday * 2 + (evening ? 2 : 1);
}

export function slotRows(storeIds: readonly number[]): Insertable<StoreSlotsTable>[] {
  return storeIds.flatMap((storeId) =>
    [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      DEMO_SLOTS.map((times, index) => ({
        id: demoSlotId(storeId, weekday, index === 1),
        store_id: storeId,
        weekday,
        ...times,
        capacity: DEMO_SLOT_CAPACITY,
        cutoff_minutes: DEMO_SLOT_CUTOFF_MINUTES,
        fee_paise: 0,
      })),
    ),
  );
}
