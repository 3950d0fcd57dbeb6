// A slot's packing list in the console (decision 0287): the items of a store's orders for one slot
// (or for as soon as possible) summed, to pick once and pack order by order.
import { z } from 'zod';
import type { OrderStatusName } from '../../orders/order-flow.ts';
import type { PackingLine } from '../../slots/packing.ts';
import { id, optionalToken } from '../fields.ts';

const minute = z.number().int('must be a whole number').min(0).max(1440);

export const staffPackingListRequest = z.strictObject({
  token: optionalToken,
  store_id: id,
  /** 'yyyy-mm-dd' in the shop's time zone; today when absent. */
  day: z.iso.date('must be a date (yyyy-mm-dd)').optional(),
  /** The slot's times; absent or null: the day's orders without a slot (today: as soon as possible). */
  slot: z.union([z.strictObject({ start_minute: minute, end_minute: minute }), z.null()]).optional(),
});
export type StaffPackingListInput = z.output<typeof staffPackingListRequest>;

export interface StaffPackingListAnswer {
  store: { id: number; name: string };
  day: string;
  slot: { start_minute: number; end_minute: number } | null;
  /** 'Tomorrow 7–9 am', 'As soon as possible'. */
  name: string;
  /** The orders still to pack (placed, accepted, being prepared), oldest first. */
  orders: { unique_order_id: string; status: OrderStatusName; customer: string }[];
  /** Orders of the slot already packed (ready or gone out), left out of the list. */
  packed: number;
  lines: PackingLine[];
}
