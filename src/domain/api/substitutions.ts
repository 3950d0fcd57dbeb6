// Requests and answers of substitutions for the customer (decision 0285): the wish sent with each
// line at place-order, the default kept in My account, the answer to the counter's offer, and what
// the order's screens say of a short line and of the bill after it. Amounts in answers are rupees.
import { z } from 'zod';
import { signedInRequest } from './accounts.ts';
import { id } from './fields.ts';
import { SUBSTITUTION_PREFERENCES, type SubstitutionPreference } from '../orders/substitutions.ts';

const substitutionPreference = z.enum(SUBSTITUTION_PREFERENCES, {
  error: 'must be similar, choose, refund or call',
});

/** A line's wish at place-order: 'choose' names the item it may be replaced with, nothing else does. */
export const substitutionChoice = z
  .strictObject({ preference: substitutionPreference, item_id: z.union([id, z.null()]).optional() })
  .refine((choice) => (choice.preference === 'choose') === (choice.item_id !== undefined && choice.item_id !== null), {
    message: 'name the item with “Replace with …”, and only then',
    path: ['item_id'],
  });

export const substitutionDefaultRequest = signedInRequest({ preference: substitutionPreference });

export interface SubstitutionDefaultAnswer {
  preference: SubstitutionPreference;
}

/** A short line as the customer's order page, receipt and My orders tell it. */
export interface OrderSubstitutionView {
  /** The line's place in the order, from 1. */
  line: number;
  name: string;
  variant_name: string | null;
  /** A combo's part that is short, or null: the line's own units. */
  part_name: string | null;
  short_quantity: number;
  preference: SubstitutionPreference;
  substitute: {
    name: string;
    variant_name: string | null;
    quantity: number;
    unit_price: number;
    /** Its full price, and how much more than the short units cost (0 when not dearer). */
    total: number;
    dearer_by: number;
  } | null;
  /** 'asked': the customer (or, for "Call me", the counter's call) decides before answer_due_at. */
  state: 'asked' | 'settled';
  answer_due_at: string | null;
  answer: 'approved' | 'declined' | 'no_answer' | 'none' | null;
  outcome: 'substitute' | 'refund' | null;
  refunded_to_wallet: number;
  refunded_online: number;
}

/** The bill after the order's short lines (domain/orders/substitutions.ts recomputeOrder), in rupees. */
export interface AdjustedBillView {
  subtotal: number;
  discount: number;
  coupon_dropped: boolean;
  delivery_charge: number;
  free_delivery_lost: boolean;
  total: number;
  /** What the customer pays in all: the total, capped at what was placed plus approved dearer items. */
  payable: number;
  /** Refunded in all, to the wallet and to how they paid online. */
  refunded_to_wallet: number;
  refunded_online: number;
  /** More than was placed, for a dearer item the customer approved: paid on delivery. */
  collect: number;
}
