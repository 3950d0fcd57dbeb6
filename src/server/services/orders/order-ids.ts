// unique_order_id: 'FC-' + the shop's calendar day + 8 random Crockford base32
// characters, e.g. 'FC-20261101-7KQ2M9XD'. Short enough to read out on the phone,
// sortable by day, and unguessable (40 random bits), so one customer's id says
// nothing about another's.
import { randomBytes } from 'node:crypto';
import { shopToday } from '../../../domain/calendar.ts';

/** Crockford's base32: no I, L, O or U, so an id read aloud is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 8;

export function newUniqueOrderId(now: Date): string {
  const day = shopToday(now).replaceAll('-', '');
  const bytes = randomBytes(RANDOM_CHARS);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  return `FC-${day}-${random}`;
}
