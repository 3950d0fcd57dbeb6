// What a new password must not be (decision 0165; ASVS 5 V6.2): the
// schema bounds its length (8 to 128 characters, src/domain/api/accounts.ts); here it
// must not be one of the 10,000 most common passwords of 8 characters or more
// (common-passwords.json: the first such entries of the xato.net "10 million
// passwords" list, in SecLists), compared without case, nor contain the shop's name
// or the customer's own phone number or e-mail. The policy applies when a password
// is set (register, reset, change), never at sign-in: the demo customers' `demo1234`
// is not in the list, and an older password that is keeps signing in.
import { fail, type Result } from '../../../domain/api/errors.ts';
import commonPasswords from './common-passwords.json' with { type: 'json' };
import { said } from '../../said.ts';

const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en');

const COMMON = new Set(commonPasswords.map(folded));

/** Words of this shop that a guesser tries first (ASVS 5 6.2.11, context-specific words). */
const SHOP_WORDS = ['farmcart'];
/** Parts of a phone or e-mail shorter than this are too common to refuse on. */
const MIN_PERSONAL_PART = 4;

const COMMON_PASSWORD_MESSAGE = said('saidPasswordCommon');
const PERSONAL_PASSWORD_MESSAGE = said('saidPasswordPersonal');

export function isCommonPassword(plain: string): boolean {
  return COMMON.has(folded(plain));
}

/** The customer's own details a new password must not contain. */
export interface PasswordContext {
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

function personalWords(context: PasswordContext): string[] {
  const digits = context.phone?.replace(/\D/g, '') ?? '';
  const email = folded(context.email ?? '');
  const local = email.split('@')[0] ?? '';
  // The number as stored (+91…) and as people write it (the last 10 digits).
  return [...SHOP_WORDS, digits, digits.slice(-10), email, local].filter((word) => word.length >= MIN_PERSONAL_PART);
}

/** Null when `plain` may be set as a password; else a 400 naming `field` (the form shows the sentence under it). */
export function passwordRefusal(plain: string, context: PasswordContext, field = 'password'): Result<never> | null {
  if (isCommonPassword(plain))
    return fail('validation_failed', COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  const text = folded(plain);
  if (personalWords(context).some((word) => text.includes(word))) {
    return fail('validation_failed', PERSONAL_PASSWORD_MESSAGE, { [field]: PERSONAL_PASSWORD_MESSAGE });
  }
  return null;
}
