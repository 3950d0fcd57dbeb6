// §5 Phone numbers: one rule for every phone the shop takes (sign-in, codes, farm visits).
// A number is read as people type it — spaces, dashes, dots, brackets, a +91, 0091, 91 or
// 0 in front — must be a mobile number of the shop's country (codes go out by SMS), and is
// kept in one canonical form, E.164 ('+919800000001'), so that '9800000001' and
// '+91 98000 00001' are the same account.
// libphonenumber-js with its 'mobile' metadata: the 'min' build cannot tell a mobile from
// a landline (it takes '020 2543 1234' and '5800000001'). It is about 34 KB gzip, so only the
// server parses; islands show numbers with displayPhone, which needs no metadata.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** The shop's country (the settings carry none): numbers are Indian, typed with or without +91. */
const SHOP_COUNTRY: CountryCode = 'IN';
const SHOP_DIAL_CODE = '+91';

/** Longer than any phone number as typed with its spacing ('+91 (98000) 00001'). */
export const PHONE_INPUT_MAX = 30;

/** What may appear in a typed number; letters (vanity numbers, 'ext.') and anything else are refused. */
const TYPED_PHONE = /^\(?\+?[\d\s().-]*$/;

/**
 * The zero of each script's digits a phone in India may type (Arabic-Indic and its extended form,
 * Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam): each is
 * followed by its 1 to 9.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

/** `text` with the digits of those scripts as 0-9 ('९८००' → '9800'); every other character kept. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((first) => code >= first && code <= first + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * §5 Phone numbers: the E.164 form of a mobile number as typed, or null when it is not one.
 * Digits typed on a Marathi (or another Indian script's) keyboard count as 0-9: the Marathi
 * farm form asks for a "१० अंकी मोबाइल नंबर" in them.
 * '9800000001', '+91 98000 00001', '098000 00001', '0091 98000 00001' and '+919800000001'
 * all give '+919800000001'; a landline, an unallocated range or a wrong length gives null.
 */
export function canonicalMobile(typed: string): string | null {
  const text = asciiDigits(typed).trim();
  if (text === '' || text.length > PHONE_INPUT_MAX || !TYPED_PHONE.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, SHOP_COUNTRY);
  // The shop's own country only: it delivers there, and codes sent abroad are how SMS pumping pays.
  return parsed?.isValid() && parsed.country === SHOP_COUNTRY ? parsed.number : null;
}

/**
 * §5 Phone numbers as the shop shows them: in the national grouping without the trunk 0
 * ('+919800000001' → '98000 00001'). Anything else (a row the migration could not rewrite,
 * decision 0160) is shown as stored.
 */
export function displayPhone(stored: string): string {
  const national = stored.startsWith(SHOP_DIAL_CODE) ? stored.slice(SHOP_DIAL_CODE.length) : null;
  if (national !== null && /^\d{10}$/.test(national)) return `${national.slice(0, 5)} ${national.slice(5)}`;
  return stored;
}
