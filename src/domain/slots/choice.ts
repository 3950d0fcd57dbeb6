// When the order comes, chosen in one place (decision 0321): the checkout's slot picker chooses a
// slot of a day or "as soon as possible", the device keeps it, and the cart and the checkout read it
// through the same rule, so both say, and the bill and the order carry, the same day and slot.
// Pure: src/islands/cart/CartPage.tsx and src/islands/checkout/CheckoutPage.tsx read it.
import type { ChosenSlot, DeliverySlotsAnswer, SlotView } from '../api/slots.ts';
import { preOrderAvailableFrom } from '../orders/cart.ts';
import type { CartLine } from '../types.ts';

export const sameSlot = (slot: SlotView, choice: { slot_id: number; day: string } | null) =>
  choice !== null && slot.slot_id === choice.slot_id && slot.day === choice.day;

export const chosenOf = (slot: Pick<SlotView, 'slot_id' | 'day' | 'start_minute' | 'end_minute'>): ChosenSlot => ({
  slot_id: slot.slot_id,
  day: slot.day,
  start_minute: slot.start_minute,
  end_minute: slot.end_minute,
});

/**
 * The slot the order goes with: the kept one while it is offered with room; else as soon as
 * possible (null) when offered; else the first slot with room (a pre-order, a store closed now).
 * Without an offer (not asked, or it failed) the kept one, which the server checks.
 */
export function slotInOffer(offer: DeliverySlotsAnswer | null, kept: ChosenSlot | null): ChosenSlot | null {
  if (!offer) return kept;
  const found = kept ? offer.slots.find((slot) => sameSlot(slot, kept) && !slot.full) : undefined;
  if (found) return chosenOf(found);
  if (offer.asap) return null;
  const first = offer.slots.find((slot) => !slot.full);
  return first ? chosenOf(first) : null;
}

/** The day of an order without a slot, as soon as possible: today (null), or the cart's pre-order date when later. */
export function firstOrderDay(
  lines: readonly Pick<CartLine, 'is_pre_item' | 'pre_avail_date'>[],
  today: string,
): string | null {
  const from = preOrderAvailableFrom(lines);
  return from !== null && from > today ? from : null;
}
