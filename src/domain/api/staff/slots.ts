// Requests and answers of a store's slot template in the console (decision 0279): read and save
// every slot of one store at once. The bounds here only keep a body sane; the rules a person is
// told about are domain/slots/slots.ts slotTemplateRefusals, refused on each slot's field.
import { z } from 'zod';
import { id, optionalToken } from '../fields.ts';
import type { SlotTemplate } from '../../slots/slots.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const whole = z.number().int('must be a whole number');
const slot = z.strictObject({
  /** The stored slot this row edits, or null for a new one. */
  id: z.union([id, z.null()]),
  weekday: whole,
  start_minute: whole,
  end_minute: whole,
  capacity: whole,
  cutoff_minutes: whole,
  fee_paise: whole,
});

export const staffSlotsRequest = staffRequest({ store_id: id });
export const staffSlotsSaveRequest = staffRequest({ store_id: id, slots: z.array(slot).max(100) });
export type StaffSlotsSaveInput = z.output<typeof staffSlotsSaveRequest>;

/** One store's slot template, and how its next days are booked. */
export interface StaffSlotsAnswer {
  store: { id: number; name: string; delivery_time: number };
  slots: SlotTemplate[];
  /** The slots of the next days with the orders they hold, for the manager's eye. */
  upcoming: {
    slot_id: number;
    day: string;
    start_minute: number;
    end_minute: number;
    taken: number;
    capacity: number;
  }[];
}
