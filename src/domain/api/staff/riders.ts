// Requests and answers of a store's own riders (decision 0314): the counter sends a ready delivery
// order out with a rider of its store, and the rider sees the orders they carry and marks one
// delivered with the customer's code, as a partner does.
import { z } from 'zod';
import type { OrderStatusName } from '../../orders/order-flow.ts';
import { id, optionalToken } from '../fields.ts';
import { uniqueOrderId } from '../orders.ts';

export const staffSendOutRequest = z.strictObject({
  token: optionalToken,
  unique_order_id: uniqueOrderId,
  /** A rider (staff member of the rider role) of the order's store. */
  rider_id: id,
});

export const riderOrdersRequest = z.strictObject({ token: optionalToken });

export const riderDeliverRequest = z.strictObject({
  token: optionalToken,
  unique_order_id: uniqueOrderId,
  /** The 4 digits the customer's running order shows, when the shop asks for them. */
  code: z
    .string()
    .regex(/^\d{4}$/, 'must be the 4 digits the customer’s order shows')
    .optional(),
});

/** A store's own riders on an order card: who may take it now, or who carries it. */
export interface OrderRidersView {
  /** The counter may send it out now (a ready delivery order of a store whose riders deliver). */
  can_send_out: boolean;
  /** The store's riders to choose from (when it can be sent out). */
  riders: { id: number; name: string }[];
  /** The rider who carries or carried it, or null. */
  carried_by: string | null;
}

/** One order a rider carries, or delivered today. */
export interface RiderOrderView {
  unique_order_id: string;
  status: OrderStatusName;
  store: { name: string; phone: string };
  customer: { name: string; phone: string };
  /** House and address as the customer saved them. */
  address: string;
  position: { latitude: number; longitude: number } | null;
  /** The lines as packed (decision 0285): what to hand over, a substitute "instead of" what was short. */
  items: { name: string; variant_name: string | null; quantity: number; instead_of: string | null }[];
  items_count: number;
  /** Rupees to collect at the door (cash on delivery), 0 when paid. */
  amount_to_collect: number;
  /** Marking it delivered needs the customer's 4 digits. */
  needs_code: boolean;
  code_tries_left: number;
  sent_out_at: string;
  delivered_at: string | null;
}

export interface RiderOrdersAnswer {
  carrying: RiderOrderView[];
  delivered_today: RiderOrderView[];
}

export interface RiderOrderAnswer {
  order: RiderOrderView;
}
