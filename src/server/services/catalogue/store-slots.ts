// A store's delivery and pickup slots as the customers' side reads them (decision 0279, decision
// 0287): its template, the orders each slot holds, and what it offers from now on, with the
// store's hours and closed days (store-hours.ts). The checkout's offer and the place an order
// takes in a slot are orders/slots.ts; the cart and the address book ask here whether a store
// closed now still takes an order for later.
import {
  asSoonAsPossible,
  offeredSlots,
  type SlotOfferInput,
  type SlotTemplate,
  slotDays,
  slotKey,
} from '../../../domain/slots/slots.ts';
import type { StoreOpening } from '../../../domain/stores/opening-hours.ts';
import type { ShopContext } from '../../context.ts';
import { STORES_IN_LISTS } from '../../../domain/lists.ts';
import type { LatLng } from '../../../domain/types.ts';
import { timetableOf, timetablesOf } from './store-hours.ts';
import { openStoresServing } from './stores.ts';

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
  const [store, templates] = await Promise.all([openingOf(ctx, storeId), slotTemplatesOf(ctx, storeId)]);
  if (!store) return null;
  const taken = await slotsTaken(ctx, storeId, slotDays(ctx.now(), availableFrom));
  return {
    input: {
      templates,
      closed_days: store.closed_days,
      is_paused: store.is_paused,
      taken,
      available_from: availableFrom,
    },
    store,
  };
}

/** What "as soon as possible" is worked out from (domain/slots/slots.ts asSoonAsPossible); null for a missing store. */
async function openingOf(
  ctx: ShopContext,
  storeId: number,
): Promise<(StoreOpening & { delivery_time: number }) | null> {
  const [store, timetables] = await Promise.all([
    ctx.db
      .selectFrom('stores')
      .select(['is_active', 'is_paused', 'delivery_time'])
      .where('id', '=', storeId)
      .executeTakeFirst(),
    timetablesOf(ctx, [storeId]),
  ]);
  return store ? { ...store, ...timetableOf(timetables, storeId) } : null;
}

/**
 * §2 The home's header (decision 0329): the minutes of "as soon as possible" (the checkout's own
 * rule) at the nearest store of the point's lists that takes an order for now; null when none does
 * (closed by the counter, paused or out of hours) or no store delivers there.
 */
export async function soonestAt(ctx: ShopContext, point: LatLng): Promise<number | null> {
  const inLists = (await openStoresServing(ctx, point)).slice(0, STORES_IN_LISTS);
  for (const candidate of inLists) {
    const store = await openingOf(ctx, candidate.id);
    const soonest = store && asSoonAsPossible(store, null, ctx.now());
    if (soonest) return soonest.minutes;
  }
  return null;
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
