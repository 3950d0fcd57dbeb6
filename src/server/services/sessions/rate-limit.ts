// Rate limits kept in the database (docs/architecture.md "Database": two app nodes must agree), for
// OTP, reset and contact-change code sends and registrations (failed sign-ins have increasing
// delays instead: sign-in-throttle.ts). One row per bucket; a bucket's key names what is counted
// and for whom (a phone, an e-mail, an address), and is stored hashed so the table holds no
// personal data.
//
// Each limit is a token bucket (decision 0277), kept as one time per bucket (GCRA, the generic
// cell rate algorithm): `limit` events may come at once, and then one more each
// `windowSeconds / limit`, so no stretch of time, wherever it starts, lets through more than
// `limit` plus what refilled within it. Fixed windows tied to the clock let twice the limit
// through across a window's end. A refused event does not count.
import { createHash } from 'node:crypto';
import { type ApiError, fail, type Said } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import { said } from '../../said.ts';

export interface RateLimit {
  /** What is counted, e.g. 'otp-send:phone'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** §7 Send OTP: per phone and per caller address (decision 0105). */
export const OTP_SENDS_PER_PHONE: RateLimit = { name: 'otp-send:phone', limit: 3, windowSeconds: 10 * 60 };
export const OTP_SENDS_PER_ADDRESS: RateLimit = { name: 'otp-send:address', limit: 10, windowSeconds: 60 * 60 };
/** Forgot password: codes sent per e-mail and per caller address. */
export const RESET_SENDS_PER_EMAIL: RateLimit = { name: 'reset-send:email', limit: 3, windowSeconds: 10 * 60 };
export const RESET_SENDS_PER_ADDRESS: RateLimit = { name: 'reset-send:address', limit: 10, windowSeconds: 60 * 60 };
/** Codes sent to a new e-mail or phone of one account (services/accounts/contact-changes.ts). */
export const CONTACT_CODE_SENDS_PER_USER: RateLimit = { name: 'contact-code:user', limit: 3, windowSeconds: 10 * 60 };
/**
 * One-time codes sent by SMS in all, whoever asks (decision 0277): the shop's SMS_CODES_PER_HOUR.
 * Every ask counts, a code to a phone without an account too, so the cap tells nothing of who has one.
 */
export function smsCodesOverall(ctx: ShopContext): RateLimit {
  return { name: 'sms-code:all', limit: ctx.smsCodesPerHour, windowSeconds: 60 * 60 };
}
/** A customer's download of everything the shop holds on them (decision 0330): a heavy read. */
export const DATA_EXPORTS_PER_USER: RateLimit = { name: 'data-export:user', limit: 5, windowSeconds: 60 * 60 };
/** New accounts per caller address. */
export const REGISTRATIONS_PER_ADDRESS: RateLimit = { name: 'register:address', limit: 20, windowSeconds: 60 * 60 };

/** Compare-and-set tries before an event is refused as busy (only under heavy parallel use of one bucket). */
const CLAIM_TRIES = 8;

function bucketOf(limit: RateLimit, subject: string): string {
  return `${limit.name}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

/**
 * One event against a bucket whose queue drains at `busyUntil` (null: empty): the new drain time
 * when it is let through, or the seconds until it would be.
 */
export function tokenBucket(
  limit: RateLimit,
  busyUntil: number | null,
  now: number,
): { ok: true; busyUntil: number } | { ok: false; retryAfter: number } {
  const interval = (limit.windowSeconds * 1000) / limit.limit;
  const next = Math.max(busyUntil ?? now, now) + interval;
  const ahead = next - now - limit.windowSeconds * 1000;
  if (ahead <= 0) return { ok: true, busyUntil: next };
  return { ok: false, retryAfter: Math.max(1, Math.ceil(ahead / 1000)) };
}

/** 429 with the seconds to wait in `fields.retry_after` (the dispatcher also sends it as Retry-After). */
export function rateLimitedError(
  retryAfter: number,
  message: Said = said('saidTooManyAttempts', { n: retryAfter }),
): ApiError {
  return fail('rate_limited', message, { retry_after: said('saidValue', { value: retryAfter }) }).error;
}

/** Counts one event for `subject` when it is within the limit, else answers 429 with the wait. */
export async function hit(
  ctx: ShopContext,
  limit: RateLimit,
  subject: string,
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  const now = ctx.now().getTime();
  const bucket = bucketOf(limit, subject);
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const row = await ctx.db
      .selectFrom('rate_limits')
      .select('busy_until')
      .where('bucket', '=', bucket)
      .executeTakeFirst();
    const step = tokenBucket(limit, row ? Date.parse(row.busy_until) : null, now);
    if (!step.ok) return { ok: false, error: rateLimitedError(step.retryAfter) };
    const busyUntil = new Date(step.busyUntil).toISOString();
    if (!row) {
      const inserted = await ctx.db
        .insertInto('rate_limits')
        .values({ bucket, busy_until: busyUntil })
        .onConflict((conflict) => conflict.column('bucket').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { ok: true };
      continue;
    }
    const moved = await ctx.db
      .updateTable('rate_limits')
      .set({ busy_until: busyUntil })
      .where('bucket', '=', bucket)
      .where('busy_until', '=', row.busy_until)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return { ok: true };
  }
  return { ok: false, error: rateLimitedError(1) };
}

/** Hits every limit (each one let through counts), and answers the first refusal. */
export async function hitAll(
  ctx: ShopContext,
  hits: readonly (readonly [RateLimit, string])[],
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  let refused: { ok: false; error: ApiError } | null = null;
  for (const [limit, subject] of hits) {
    const result = await hit(ctx, limit, subject);
    if (!result.ok) refused ??= result;
  }
  return refused ?? { ok: true };
}
