// zod building blocks for request bodies, so every endpoint bounds its input the
// same way: finite numbers in range, strings of bounded length, ids that are ids.
import { z } from 'zod';

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

export function text(max: number) {
  return z.string().trim().max(max);
}

/** Guests send `token: null` or an empty string (§7); signed-in clients a token. */
export const optionalToken = z.union([z.string().max(200), z.null()]).optional();

/** A flag sent as true/false, 1/0 or '1'/'0'/'true'/'false'. */
export const looseFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
