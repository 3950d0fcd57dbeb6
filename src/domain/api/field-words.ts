import type { SaidCode } from './errors.ts';

/**
 * The lines a customer reads under a form's field when a request schema refuses it (register,
 * sign-in, passwords, the coupon box, addresses, search). They are among the server's words
 * (src/server/said.ts spreads them into SAID), so the API answers them in the request's language
 * (decision 0219) with their codes (decision 0308).
 * Lines only staff or partners read stay in their schemas, in English.
 */
export const FIELD_WORDS = {
  saidFieldName: 'type your name',
  saidFieldMobile: 'must be a mobile number',
  saidFieldEmail: 'must be an e-mail address',
  saidFieldPasswordLength: 'at least {n} characters',
  saidFieldCode: 'must be the {n}-digit code',
  saidFieldPassword: 'type your password',
  saidFieldCurrentPassword: 'type your current password',
  saidFieldPhoneOrEmail: 'type your phone number or e-mail',
  saidFieldSearch: 'type what you are looking for',
  saidFieldPlace: 'type at least 2 letters',
  saidFieldAddress: 'type the address',
  saidFieldTaxNumber: 'must be a 15-character GSTIN, like 27AAPFU0939F1ZV',
  saidFieldHouse: 'Enter the house or flat, so that the rider finds you.',
  // §8 coupon_error: a code with a character no code has is answered as an unknown code.
  saidCouponUnknown: 'This coupon code is not valid.',
} as const;

type FieldWordKey = keyof typeof FIELD_WORDS;

/**
 * A line of FIELD_WORDS as a request schema's message: its code and values, not its words, which
 * the API's edge reads back (fieldLineCode) to say the line in the request's language. The schemas
 * run on the server alone, so nobody reads this text as it is.
 */
export function fieldLine(key: FieldWordKey, params?: Readonly<Record<string, string | number>>): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

const FIELD_LINE = /^(said\w+)(?: (\{.*\}))?$/s;

/** The code of a schema's message made by fieldLine; null for a message in words (a developer's line). */
export function fieldLineCode(message: string): SaidCode | null {
  const found = FIELD_LINE.exec(message);
  const key = found?.[1];
  if (key === undefined || !Object.hasOwn(FIELD_WORDS, key)) return null;
  if (found?.[2] === undefined) return { key };
  try {
    const parsed: unknown = JSON.parse(found[2]);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      params[name] = value;
    }
    return { key, params };
  } catch {
    return null;
  }
}
