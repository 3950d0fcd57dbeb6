// One-time codes (docs/architecture.md "Auth"; decision 0105): 6 digits from the CSPRNG,
// stored hashed, valid 10 minutes, single use, at most 5 tries; a new code
// replaces the last. Sends are rate-limited per phone and per caller address. A code
// goes to any phone, with or without an account (decision 0321).
// The attempt and single-use rules are shared with password-reset codes.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpSentAnswer } from '../../../domain/api/accounts.ts';
import { ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import type { OtpPurpose } from '../../db/schema.ts';
import { hitAll, OTP_SENDS_PER_ADDRESS, OTP_SENDS_PER_PHONE, smsCodesOverall } from './rate-limit.ts';
import { said } from '../../said.ts';

export const CODE_TTL_SECONDS = 10 * 60;
/** Tries a code allows; the next is refused even with the right code. */
const MAX_CODE_ATTEMPTS = 5;

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** salt$hmac: a per-code random salt, so equal codes never share a stored value. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${createHmac('sha256', salt).update(code).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const actual = createHmac('sha256', salt).update(code).digest();
  const wanted = Buffer.from(expected, 'hex');
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

export function expiresAt(ctx: ShopContext): string {
  return new Date(ctx.now().getTime() + CODE_TTL_SECONDS * 1000).toISOString();
}

interface StoredCode {
  id: number;
  code_hash: string;
  expires_at: string;
}

type CodeTable = 'otps' | 'password_resets' | 'contact_changes';

/**
 * Checks `code` against a stored code. Each check first claims one of the code's
 * tries in a single conditional update, so parallel guesses cannot get past the
 * limit. 'consume' spends the code (it never works again); 'peek' gives the try
 * back when the code is right (verify-reset-code, before reset-password uses it).
 */
export async function checkCode(
  ctx: ShopContext,
  table: CodeTable,
  stored: StoredCode | undefined,
  code: string,
  mode: 'consume' | 'peek',
): Promise<boolean> {
  if (!stored || Date.parse(stored.expires_at) <= ctx.now().getTime()) return false;
  const claimed = await ctx.db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', stored.id)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  if (!codeMatches(code, stored.code_hash)) return false;
  if (mode === 'peek') {
    await ctx.db
      .updateTable(table)
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('id', '=', stored.id)
      .execute();
    return true;
  }
  const consumed = await ctx.db
    .updateTable(table)
    .set({ consumed_at: ctx.now().toISOString() })
    .where('id', '=', stored.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
}

/** Said for any code that does not work: wrong, spent, expired, out of tries, or for no account. */
export const WRONG_CODE_MESSAGE = said('saidWrongCode');

const CODE_SENT_MESSAGE = said('saidCodeSent').text;

/**
 * §7 Send OTP, to any phone: a login code of a number without an account signs its holder up
 * (decision 0321), so only the phone's holder learns whether it had one.
 */
export async function sendOtp(
  ctx: ShopContext,
  request: { phone: string; purpose: OtpPurpose; clientAddress: string },
): Promise<Result<OtpSentAnswer>> {
  const { phone, purpose } = request;
  const limited = await hitAll(ctx, [
    [OTP_SENDS_PER_PHONE, phone],
    [OTP_SENDS_PER_ADDRESS, request.clientAddress],
    [smsCodesOverall(ctx), 'shop'],
  ]);
  if (!limited.ok) return limited;
  const answer = ok<OtpSentAnswer>({ success: true, message: CODE_SENT_MESSAGE, expires_in: CODE_TTL_SECONDS });
  const now = ctx.now().toISOString();
  const code = newCode();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otps')
      .values({
        phone,
        purpose,
        code_hash: hashCode(code),
        expires_at: expiresAt(ctx),
        created_at: now,
        consumed_at: null,
      })
      .execute();
    // Queued with its code (decision 0335): the outbox worker sends it off the answer's path, and
    // tries again while the provider is down.
    await ctx.outbox.queueOtp(trx, { phone, code, purpose, language: ctx.language });
  });
  ctx.outbox.wake();
  return answer;
}

/** Spends the phone's current code for `purpose` when `code` is right (single use, 5 tries, 10 minutes). */
export async function consumeOtp(ctx: ShopContext, phone: string, purpose: OtpPurpose, code: string): Promise<boolean> {
  const stored = await ctx.db
    .selectFrom('otps')
    .select(['id', 'code_hash', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return checkCode(ctx, 'otps', stored, code, 'consume');
}
