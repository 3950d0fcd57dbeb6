// zod building blocks for request bodies, so every endpoint bounds its input the
// same way: finite numbers in range, strings of bounded length, ids that are ids.
import { z } from 'zod';
import '../zod-in-browser.ts';
import { canonicalMobile, PHONE_INPUT_MAX } from '../accounts/phone.ts';
import { fieldLine } from './field-words.ts';

const numericString = /^-?\d+(\.\d+)?$/;

/** A number, also accepted as a numeric string (older clients send "18.52"). */
function looseNumber(min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().regex(numericString, 'must be a number').transform(Number)])
    .pipe(z.number().min(min).max(max));
}

export const latitude = looseNumber(-90, 90);
export const longitude = looseNumber(-180, 180);

/** A database id: a positive whole number (numeric strings allowed). */
export const id = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'must be an id')
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));

export const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a slug (a-z, 0-9, -)');

/** No control character (C0, DEL, C1): none is ever typed into a field, and PostgreSQL cannot store NUL at all. */
const ONE_LINE = /^\P{Cc}*$/u;
/** A multi-line field (a textarea) keeps tabs and line breaks; any other control character is refused. */
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;
const CONTROL_MESSAGE = 'must not contain control characters';

/** A string without control characters, taken as typed (a password is not trimmed). */
export function printable() {
  return z.string().regex(ONE_LINE, CONTROL_MESSAGE);
}

/** Free text: trimmed, bounded, and free of control characters (tabs and line breaks only in a multi-line field). */
export function text(max: number, lines: 'one line' | 'multi-line' = 'one line') {
  return z
    .string()
    .trim()
    .max(max)
    .regex(lines === 'one line' ? ONE_LINE : MULTI_LINE, CONTROL_MESSAGE);
}

/** Guests send `token: null` or an empty string (§7); signed-in clients a token. */
export const optionalToken = z.union([printable().max(200), z.null()]).optional();

/**
 * A field the original clients send and the server never reads (display totals, `flag`): accepted
 * whatever it holds, and dropped while parsing, so it reaches neither a service nor a cache key.
 * Typed `unknown`, so nothing can come to rely on it.
 */
export const ignored = z
  .unknown()
  .optional()
  .transform((): unknown => undefined);

/** A flag sent as true/false, 1/0 or '1'/'0'/'true'/'false'. */
export const looseFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/**
 * §5 Phone numbers: a mobile number as typed, answered in its canonical E.164 form
 * ('+91 98000 00001' → '+919800000001'), so a service only ever sees one form of a number.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_INPUT_MAX)
  .transform(canonicalMobile)
  .pipe(z.string({ error: fieldLine('saidFieldMobile') }));
