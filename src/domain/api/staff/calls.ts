// Requests and answers of a phone order's first steps (decision 0276): the caller is found by the
// whole mobile number they give (exactly, never a part of it), a code is sent to that phone for
// them to read out, and their account opens with that code or, for a phone customer without a
// password, a reason the staff member types (domain/staff/call-consent.ts).
import { z } from 'zod';
import { CONSENT_REASON_MAX, CONSENT_REASON_MIN } from '../../staff/call-consent.ts';
import { optionalToken, phoneSchema, text } from '../fields.ts';

export const findCallerRequest = z.strictObject({ token: optionalToken, phone: phoneSchema });
export const callerCodeRequest = z.strictObject({ token: optionalToken, phone: phoneSchema });
/** §7 "guest login", bound to a call: the caller's number and their consent. */
export const callerLoginRequest = z.strictObject({
  token: optionalToken,
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'the 6 digits sent to the caller’s phone')
    .optional(),
  reason: text(CONSENT_REASON_MAX)
    .min(
      CONSENT_REASON_MIN,
      `say in at least ${CONSENT_REASON_MIN} characters who called and why they cannot give the code`,
    )
    .optional(),
});

/** The customer with this number: enough to greet them, nothing to list. */
export interface CallerView {
  name: string;
  phone: string;
  /** They have no password (a phone customer): a typed reason may stand in for the code. */
  reason_allowed: boolean;
}

export interface FindCallerAnswer {
  caller: CallerView | null;
}

export interface CallerCodeAnswer {
  success: true;
  /** Seconds the code works. */
  expires_in: number;
}
