// Delivery and pickup slots of an order (decision 0279). What the checkout is offered is
// domain/slots/slots.ts over the store's template, closed days and the orders each slot holds
// (catalogue/store-slots.ts offerTerms). An
// order placed for a slot takes a place in it inside place-order's transaction: the slot's row is
// locked first on PostgreSQL (SQLite's write transaction is already the only writer), then the
// orders it holds are counted against its capacity, so two orders never take its last place. The
// place is held while an online payment is awaited, as stock is, and let go when the order is
// called off or its payment is released (order-refunds.ts giveBackOrder); a retried payment takes
// it again (holdSlotAgain).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { DeliverySlotsAnswer, SlotChoice, SlotView } from '../../../domain/api/slots.ts';
import { formatCalendarDay, shopToday } from '../../../domain/calendar.ts';
import { fromMinor } from '../../../domain/money.ts';
import {
  asSoonAsPossible,
  nextOpenSlot,
  type OfferedSlot,
  offeredSlots,
  slotKey,
  slotRefusal,
  slotText,
  unslottedDayRefusal,
} from '../../../domain/slots/slots.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { offerTerms, slotsTaken, slotTemplatesOf } from '../catalogue/store-slots.ts';
import { said } from '../../said.ts';

function slotView(slot: OfferedSlot): SlotView {
  const { fee_paise, ...rest } = slot;
  return { ...rest, fee: fromMinor(fee_paise) };
}

/** What the checkout offers for a cart of the store: as soon as possible (while open) and the next 3 days' slots. */
export async function deliverySlots(
  ctx: ShopContext,
  storeId: number,
  availableFrom: string | null,
): Promise<Result<DeliverySlotsAnswer>> {
  const terms = await offerTerms(ctx, storeId, availableFrom);
  if (!terms) return fail('not_found', said('saidNoSuchStore'), { restaurant_id: said('saidFieldUnknownStore') });
  const now = ctx.now();
  return ok({
    today: shopToday(now),
    asap: asSoonAsPossible(terms.store, availableFrom, now),
    slots: offeredSlots(terms.input, now).map(slotView),
  });
}

/** 'Tomorrow, 7–9 am' in English, as the server's refusals say a slot. */
function slotInWords(slot: Pick<OfferedSlot, 'day' | 'start_minute' | 'end_minute'>, now: Date): string {
  return slotText(slot, shopToday(now), {
    today: 'Today',
    tomorrow: 'Tomorrow',
    other: (day) => formatCalendarDay(day, 'en-IN', 'weekdayDayMonth'),
  });
}

/** What an order placed for a slot keeps of it. */
export interface TakenSlot {
  slot_id: number;
  day: string;
  start_minute: number;
  end_minute: number;
  fee_paise: number;
}

/**
 * Takes a place in the chosen slot for an order being placed, inside its transaction: refused when
 * the store has no such slot that day, when it is past its cut-off or the store is closed, before
 * the cart's pre-order date, and (409, naming `slot`, with the next slot that still has room) when
 * it is full. The caller writes the order with slot_held 1, which is the place.
 */
export async function takeSlot(
  tx: ShopContext,
  storeId: number,
  choice: SlotChoice,
  availableFrom: string | null,
): Promise<Result<TakenSlot>> {
  const template = await forUpdate(
    tx,
    tx.db
      .selectFrom('store_slots')
      .select(['id', 'weekday', 'start_minute', 'end_minute', 'capacity', 'cutoff_minutes', 'fee_paise'])
      .where('id', '=', choice.slot_id)
      .where('store_id', '=', storeId),
  ).executeTakeFirst();
  if (!template) return fail('validation_failed', said('saidSlotNotOffered'), { slot: said('saidFieldNoSuchSlot') });
  const terms = await offerTerms(tx, storeId, availableFrom);
  if (!terms) return fail('not_found', said('saidNoSuchStore'), { restaurant_id: said('saidFieldUnknownStore') });
  const now = tx.now();
  const refusal = slotRefusal(template, choice.day, terms.input, now);
  if (refusal !== null) return fail('validation_failed', said('saidSlotNotOffered'), { slot: refusal });
  const taken = terms.input.taken.get(slotKey(template.id, choice.day)) ?? 0;
  if (taken >= template.capacity) {
    const next = nextOpenSlot(offeredSlots(terms.input, now), { day: choice.day, start_minute: template.start_minute });
    const refused = next
      ? fail('conflict', said('saidSlotFullNext', { slot: slotInWords(next, now) }), {
          slot: said('saidFieldSlotFull'),
        })
      : fail('conflict', said('saidSlotFull'), { slot: said('saidFieldSlotFull') });
    return { ok: false, error: { ...refused.error, next_slot: next ? slotView(next) : null } };
  }
  return ok({
    slot_id: template.id,
    day: choice.day,
    start_minute: template.start_minute,
    end_minute: template.end_minute,
    fee_paise: template.fee_paise,
  });
}

/**
 * Takes again the place of a released order in its slot (a retried payment, a switch to cash):
 * refused when the slot filled meanwhile. A slot removed from the template since holds no count.
 */
export async function holdSlotAgain(
  tx: ShopContext,
  order: Pick<OrderRow, 'id' | 'store_id' | 'slot_id' | 'slot_day'>,
): Promise<Result<void>> {
  if (order.slot_id === null || order.slot_day === null) return ok(undefined);
  const template = await forUpdate(
    tx,
    tx.db.selectFrom('store_slots').select(['id', 'capacity']).where('id', '=', order.slot_id),
  ).executeTakeFirst();
  if (template) {
    const taken =
      (await slotsTaken(tx, order.store_id, [order.slot_day])).get(slotKey(template.id, order.slot_day)) ?? 0;
    if (taken >= template.capacity) return fail('conflict', said('saidSlotFull'), { slot: said('saidFieldSlotFull') });
  }
  await tx.db.updateTable('orders').set({ slot_held: 1 }).where('id', '=', order.id).execute();
  return ok(undefined);
}

/**
 * An order without a slot is as soon as possible: for a later day than the first the cart can be
 * had, a store with slots that day wants one of them (decision 0321). Refused naming `slot`.
 */
export async function refuseLaterDayWithoutSlot(
  ctx: ShopContext,
  storeId: number,
  day: string | null,
  availableFrom: string | null,
): Promise<Result<void>> {
  if (day === null) return ok(undefined);
  const today = shopToday(ctx.now());
  const firstDay = availableFrom !== null && availableFrom > today ? availableFrom : today;
  const refusal = unslottedDayRefusal(day, firstDay, day > firstDay ? await slotTemplatesOf(ctx, storeId) : []);
  return refusal ? fail('validation_failed', refusal.message, { slot: refusal.field }) : ok(undefined);
}
