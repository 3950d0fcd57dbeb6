// Fixed-window rate limits kept in the database (ARCHITECTURE.md "Database": two
// app nodes must agree), for OTP, reset and contact-change code sends and
// registrations (failed sign-ins have increasing delays instead: sign-in-throttle.ts). One row
// per bucket; a bucket's key names what is counted and for whom (a phone, an
// e-mail, an address), and is stored hashed so the table holds no personal data.
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
/** New accounts per caller address. */
export const REGISTRATIONS_PER_ADDRESS: RateLimit = { name: 'register:address', limit: 20, windowSeconds: 60 * 60 };

/** Counters of windows that ended this long ago are deleted when a new window starts. */
const KEEP_SECONDS = 24 * 60 * 60;

function bucketOf(limit: RateLimit, subject: string): string {
  return `${limit.name}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

function windowOf(limit: RateLimit, now: Date): { start: string; retryAfter: number } {
  const windowMs = limit.windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    start: new Date(startMs).toISOString(),
    retryAfter: Math.max(1, Math.ceil((startMs + windowMs - now.getTime()) / 1000)),
  };
}

/** 429 with the seconds to wait in `fields.retry_after` (the dispatcher also sends it as Retry-After). */
export function rateLimitedError(
  retryAfter: number,
  message: string | Said = said('saidTooManyAttempts', { n: retryAfter }),
): ApiError {
  return fail('rate_limited', message, { retry_after: String(retryAfter) }).error;
}

/**
 * Counts one event for `subject` and says whether it is within the limit; the
 * event counts even when it is refused, so hammering a limit does not reset it.
 */
export async function hit(
  ctx: ShopContext,
  limit: RateLimit,
  subject: string,
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  const now = ctx.now();
  const window = windowOf(limit, now);
  const bucket = bucketOf(limit, subject);
  const row = await ctx.db
    .insertInto('rate_limits')
    .values({ bucket, window_start: window.start, count: 1 })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '=', window.start)
          .then(eb('rate_limits.count', '+', 1))
          .else(1)
          .end(),
        window_start: window.start,
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count === 1) {
    const stale = new Date(now.getTime() - KEEP_SECONDS * 1000).toISOString();
    await ctx.db.deleteFrom('rate_limits').where('window_start', '<', stale).execute();
  }
  return row.count <= limit.limit ? { ok: true } : { ok: false, error: rateLimitedError(window.retryAfter) };
}

/** Hits every limit (each counts), and answers the first refusal. */
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
