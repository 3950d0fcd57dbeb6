// Requests and answers of short lines at the counter (decision 0285): an order's lines with their
// wishes and shortages, the substitutes to offer for one, marking it short, and the answer the
// customer gave on the phone ("Call me"). A line is named by its place in the order, from 1.
import { z } from 'zod';
import { MAX_CART_LINES } from '../cart.ts';
import { id, optionalToken } from '../fields.ts';
import { uniqueOrderId } from '../orders.ts';
import type { OrderSubstitutionView } from '../substitutions.ts';
import type { SubstitutionPreference } from '../../orders/substitutions.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const whole = z.number().int('must be a whole number');
const line = whole.min(1, 'must be 1 or more').max(MAX_CART_LINES);

export const staffSubstitutionsRequest = staffRequest({ unique_order_id: uniqueOrderId });
export const staffSubstitutionOptionsRequest = staffRequest({ unique_order_id: uniqueOrderId, line });
export const staffMarkShortRequest = staffRequest({
  unique_order_id: uniqueOrderId,
  line,
  /** A combo's part (its place in the combo, from 1), or absent: the line's own units. */
  part: whole.min(1, 'must be 1 or more').max(50).optional(),
  short_quantity: whole.min(1, 'must be 1 or more').max(10_000),
  /** The substitute picked, or null: nothing instead (the short units are refunded). */
  substitute: z.union([
    z.strictObject({
      item: id,
      variant: z.union([id, z.null()]),
      quantity: whole.min(1, 'must be 1 or more').max(10_000),
    }),
    z.null(),
  ]),
});
export type StaffMarkShortInput = z.output<typeof staffMarkShortRequest>;
export const staffSubstitutionAnswerRequest = staffRequest({
  unique_order_id: uniqueOrderId,
  line,
  approved: z.boolean(),
});

/** A line of the order at the counter, with what the customer wants if it is short. */
export interface StaffSubstitutionLine {
  line: number;
  name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  preference: SubstitutionPreference;
  /** With "Replace with …": the item the customer named. */
  chosen_item: { id: number; name: string } | null;
  /** A combo's parts, to mark one of them short. */
  parts: { part: number; name: string; variant_name: string | null; quantity: number }[];
  shortage: OrderSubstitutionView | null;
}

export interface StaffSubstitutionsAnswer {
  unique_order_id: string;
  status: string;
  /** Lines may be marked short while the order is being packed. */
  can_mark_short: boolean;
  customer: { name: string; phone: string | null };
  lines: StaffSubstitutionLine[];
}

export interface StaffSubstituteOption {
  item_id: number;
  variant_id: number | null;
  name: string;
  variant_name: string | null;
  price: number;
  /** The customer's own "Replace with …" item. */
  chosen: boolean;
}

export interface StaffSubstitutionOptionsAnswer {
  line: StaffSubstitutionLine;
  options: StaffSubstituteOption[];
}
