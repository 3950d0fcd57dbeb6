// Requests and answers of delivery and pickup slots at checkout (decision 0279): the slots a
// store offers a cart now, and the slot a customer chooses for an order. Fees in answers are rupees.
import { z } from 'zod';
import { id, optionalToken } from './fields.ts';

const day = z.iso.date('must be a date (yyyy-mm-dd)');

/** The slot an order is placed for: a slot of the store's template on a day. */
export const slotChoice = z.strictObject({ slot_id: id, day });
export type SlotChoice = z.output<typeof slotChoice>;

/** A slot chosen at checkout, with its times so the cart can say it without asking (decision 0321). */
export interface ChosenSlot extends SlotChoice {
  start_minute: number;
  end_minute: number;
}

export const deliverySlotsRequest = z.strictObject({
  token: optionalToken,
  restaurant_id: id,
  /** The cart's pre-order date: only slots on or after it are offered. */
  available_from: z.union([day, z.null()]).optional(),
});

/** One slot on one day, as the checkout offers it. */
export interface SlotView {
  slot_id: number;
  /** 'yyyy-mm-dd' in the shop's time zone. */
  day: string;
  start_minute: number;
  end_minute: number;
  /** Rupees added to the bill; 0 for most. */
  fee: number;
  /** Orders it still takes. */
  left: number;
  full: boolean;
}

export interface DeliverySlotsAnswer {
  /** 'yyyy-mm-dd' in the shop's time zone, so the page says "Today" and "Tomorrow" by the shop's calendar. */
  today: string;
  /** "As soon as possible (about N min)": while the store is open and the cart can be had today; else null. */
  asap: { minutes: number } | null;
  slots: SlotView[];
}
