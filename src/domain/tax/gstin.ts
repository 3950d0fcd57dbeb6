// §10 GSTIN: 15 characters, the state code (2 digits), the holder's PAN (5 letters, 4 digits, a
// letter), the registration's number within the state (1–9 or A–Z), "Z", and a check character
// worked out from the first 14 (Luhn mod 36, as the GST portal's offline validator does).
import { GST_STATES } from './states.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export type GstinProblem = 'length' | 'shape' | 'state' | 'check';

export type GstinCheck =
  | { ok: true; gstin: string; stateCode: string; pan: string }
  | { ok: false; problem: GstinProblem };

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHARS.indexOf(first14.charAt(index));
    // From the left, odd places weigh 1 and even places 2; a product of 36 or more adds its digits
    // in base 36.
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS.charAt((36 - (sum % 36)) % 36);
}

/**
 * Reads a GSTIN as typed: spaces dropped, letters upper-cased. Names the first thing wrong, in the
 * order a person checks it: how long, what shape, which state, then the check character.
 */
export function checkGstin(typed: string): GstinCheck {
  const gstin = typed.replace(/\s+/g, '').toUpperCase();
  if (gstin.length !== 15) return { ok: false, problem: 'length' };
  if (!SHAPE.test(gstin)) return { ok: false, problem: 'shape' };
  const stateCode = gstin.slice(0, 2);
  if (!(stateCode in GST_STATES)) return { ok: false, problem: 'state' };
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return { ok: false, problem: 'check' };
  return { ok: true, gstin, stateCode, pan: gstin.slice(2, 12) };
}
