// Requests and answers of the console's tax settings (decision 0332, §10): the GST rates the shop
// keeps with the days they are in force, and how its charges and addons are taxed. Admins.
import { z } from 'zod';
import type { ChargeSettings } from '../../tax/charges.ts';
import { id, optionalToken, text } from '../fields.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const treatment = z.enum(['principal', 'exempt', 'outside', 'rate']);

export const staffTaxRequest = staffRequest({});
/** A rate as typed ("5", "0.25") from a day, to a day or open. */
export const staffTaxRateAddRequest = staffRequest({ rate: text(10), from: text(10), until: text(10).nullable() });
/** The last day a rate is in force (the law replaced it). */
export const staffTaxRateEndRequest = staffRequest({ rate_id: id, until: text(10) });
export const staffTaxChargesSaveRequest = staffRequest({
  delivery: z.strictObject({ kind: treatment, rate: text(10).optional() }),
  packing: z.strictObject({ kind: treatment, rate: text(10).optional() }),
  tip: z.strictObject({ kind: treatment, rate: text(10).optional() }),
  addons: z.strictObject({ kind: z.enum(['item', 'rate']), rate: text(10).optional() }),
});

export interface StaffTaxRateView {
  id: number;
  bp: number;
  from: string;
  until: string | null;
  in_force: boolean;
}

export interface StaffTaxAnswer {
  rates: StaffTaxRateView[];
  charges: ChargeSettings;
  /** The shop's day the answer was made on. */
  today: string;
}
