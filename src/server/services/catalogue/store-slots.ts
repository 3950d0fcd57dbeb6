// A store's delivery and pickup slots as the customers' side reads them (decision 0279, decision
// 0287): its template, the orders each slot holds, and what it offers from now on, with the
// store's hours and closed days (store-hours.ts). The checkout's offer and the place an order
// takes in a slot are orders/slots.ts; the cart and the address book ask here whether a store
// closed now still takes an order for later.
import {
  offeredSlots,
  type SlotOfferInput,
  type SlotTemplate,
  slotDays,
  slotKey,
} from '../../../domain/slots/slots.ts';
import type { StoreOpening } from '../../../domain/stores/opening-hours.ts';
import type { ShopContext } from '../../context.ts';
import { timetableOf, timetablesOf } from './store-hours.ts';

/** A store's slot template, in time order. */
export async function slotTemplatesOf(ctx: ShopContext, storeId: number): Promise<SlotTemplate[]> {
  return ctx.db
    .selectFrom('store_slots')
    .select(['id', 'weekday', 'start_minute', 'end_minute', 'capacity', 'cutoff_minutes', 'fee_paise'])
    .where('store_id', '=', storeId)
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
}

/** The orders each slot of the store holds on the days, by slotKey. */
export async function slotsTaken(
  ctx: ShopContext,
  storeId: number,
  days: readonly string[],
): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('orders')
    .select(['slot_id', 'slot_day', (eb) => eb.fn.countAll<number>().as('taken')])
    .where('store_id', '=', storeId)
    .where('slot_held', '=', 1)
    .where('slot_day', 'in', [...days])
    .groupBy(['slot_id', 'slot_day'])
    .execute();
  const taken = new Map<string, number>();
  for (const row of rows)
    if (row.slot_id !== null && row.slot_day !== null) taken.set(slotKey(row.slot_id, row.slot_day), Number(row.taken));
  return taken;
}

/** Everything the offer of a store's slots is computed from, as of now; null for a missing store. */
export async function offerTerms(
  ctx: ShopContext,
  storeId: number,
  availableFrom: string | null,
): Promise<{ input: SlotOfferInput; store: StoreOpening & { delivery_time: number } } | null> {
  const store = await ctx.db
    .selectFrom('stores')
    .select(['is_active', 'is_paused', 'delivery_time'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store) return null;
  const [templates, timetables] = await Promise.all([slotTemplatesOf(ctx, storeId), timetablesOf(ctx, [storeId])]);
  const timetable = timetableOf(timetables, storeId);
  const taken = await slotsTaken(ctx, storeId, slotDays(ctx.now(), availableFrom));
  return {
    input: {
      templates,
      closed_days: timetable.closed_days,
      is_paused: store.is_paused,
      taken,
      available_from: availableFrom,
    },
    store: { ...store, ...timetable },
  };
}

/**
 * Of stores closed now, those that still take an order for a later slot (not paused, a slot of the
 * next days with room): a cart of theirs stays available, to be ordered for that slot (decision 0287).
 */
export async function storesWithLaterSlots(ctx: ShopContext, storeIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const storeId of storeIds) {
    const terms = await offerTerms(ctx, storeId, null);
    if (terms && offeredSlots(terms.input, ctx.now()).some((slot) => !slot.full)) found.add(storeId);
  }
  return found;
}
