// Requests and answers of refunds after delivery with their credit notes (decision 0338): the lines
// of a delivered order's invoice with what is left to give back of each, and a refund of some of
// their units, missing or damaged, with its reason. A line is named by its place on the invoice.
import { z } from 'zod';
import { optionalToken, text } from '../fields.ts';
import { uniqueOrderId } from '../orders.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const whole = z.number().int('must be a whole number');
const CREDIT_REASON_MAX = 200;

export const staffCreditLinesRequest = staffRequest({ unique_order_id: uniqueOrderId });
export const staffRefundItemsRequest = staffRequest({
  unique_order_id: uniqueOrderId,
  lines: z
    .array(
      z.strictObject({
        position: whole.min(0, 'must be 0 or more').max(1_000),
        quantity: whole.min(0, 'must be 0 or more').max(10_000),
      }),
    )
    .min(1, 'pick a line')
    .max(200),
  reason: text(CREDIT_REASON_MAX).min(1, 'required'),
});
export type StaffRefundItemsInput = z.output<typeof staffRefundItemsRequest>;

/** A goods line of the invoice, in paise as the invoice holds it, with the units given back so far. */
export interface StaffCreditLine {
  position: number;
  name: string;
  quantity: number;
  credited: number;
  value_paise: number;
  bp: number;
  igst_paise: number;
  treatment: 'taxable' | 'nil' | 'exempt' | 'outside';
}

export interface StaffCreditNoteName {
  number: string;
  issued_at: string;
  value: number;
  reason: string | null;
}

export interface StaffCreditLinesAnswer {
  unique_order_id: string;
  /** Null when the order has no GST document (not delivered yet, or its store issues none). */
  invoice: { number: string; issued_at: string } | null;
  lines: StaffCreditLine[];
  credit_notes: StaffCreditNoteName[];
}

export interface StaffRefundItemsAnswer extends StaffCreditLinesAnswer {
  refunded: { number: string; value: number; tax: number; online: number; wallet: number };
}
