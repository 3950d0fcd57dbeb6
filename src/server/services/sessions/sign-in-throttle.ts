// Sign-in throttling with increasing delays (decision 0172, decision 0277; ASVS 5 6.3.1, the
// OWASP authentication cheat sheet): each password check counts against three subjects, so a
// guesser slows down where the guesses come from and the owner, elsewhere, does not:
//
// - the account from this address (one counter whatever identifier was typed): 5 free failures,
//   then 1 s, 2 s, 4 s… up to 15 minutes: the guesser at that address is slowed;
// - the address, whatever account: 30 free failures (many people may share one), the same waits:
//   an address trying many accounts is slowed;
// - the account from anywhere: 100 free failures a day, then waits of at most a minute: guesses
//   spread over many addresses are slowed, and the owner waits at most that minute, never a lock.
//
// A check counts before the password is verified, as if it failed (and sets the wait that
// failure would), in one compare-and-set per subject: parallel guesses cannot slip past a wait.
// A right password takes its count back, and starts its account-from-this-address from zero. A
// refused try is not counted, so hammering a wait does not make it longer.
import { createHash } from 'node:crypto';
import type { ApiError, Said } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import { rateLimitedError } from './rate-limit.ts';
import { said } from '../../said.ts';

export interface ThrottleRule {
  name: 'account-source' | 'address' | 'account';
  /** Failures without any wait; the next waits FIRST_DELAY_SECONDS, doubling each time. */
  freeFailures: number;
  /** The longest wait. */
  maxDelaySeconds: number;
  /** A subject without a failure for this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const MAX_DELAY_SECONDS = 15 * 60;

/** The account, tried from one address: where a guesser is, and what slows it. */
export const ACCOUNT_SOURCE_THROTTLE: ThrottleRule = {
  name: 'account-source',
  freeFailures: 5,
  maxDelaySeconds: MAX_DELAY_SECONDS,
  forgetAfterSeconds: 24 * 60 * 60,
};
/** Higher: many people may share an address (a household, an office, a mobile network). */
export const ADDRESS_THROTTLE: ThrottleRule = {
  name: 'address',
  freeFailures: 30,
  maxDelaySeconds: MAX_DELAY_SECONDS,
  forgetAfterSeconds: 60 * 60,
};
/**
 * The account from anywhere: far more free failures than any one address gets, and a short
 * longest wait, so guesses from many addresses slow down without shutting the owner out.
 */
export const ACCOUNT_THROTTLE: ThrottleRule = {
  name: 'account',
  freeFailures: 100,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

const FIRST_DELAY_SECONDS = 1;
/** Compare-and-set tries before a check is refused as busy (only under heavy parallel guessing). */
const CLAIM_TRIES = 5;
/** Rows untouched this long are deleted when a new subject is first counted. */
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/** The wait after `failures` failures: none up to the free ones, then 1 s, 2 s, 4 s… at most the rule's longest. */
export function backoffSeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, FIRST_DELAY_SECONDS * 2 ** Math.min(failures - rule.freeFailures, 20));
}

export type ThrottleSubject = readonly [ThrottleRule, string];

function keyOf([rule, subject]: ThrottleSubject): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

function waitMessage(seconds: number): Said {
  if (seconds === 1) return said('saidWaitOneSecond');
  return seconds < 90
    ? said('saidWaitSeconds', { n: seconds })
    : said('saidWaitMinutes', { n: Math.ceil(seconds / 60) });
}

/** One counted check: what to restore when the password turns out right. */
interface Counted {
  rule: ThrottleRule;
  key: string;
  failures: number;
  before: { failures: number; lockedUntil: string | null };
}

type ClaimResult = { ok: true; counted: Counted } | { ok: false; retryAfter: number };

/** Makes the subject's row (deleting long-untouched ones when it is new). */
async function ensureRow(ctx: ShopContext, key: string): Promise<void> {
  const now = ctx.now();
  const inserted = await ctx.db
    .insertInto('sign_in_throttles')
    .values({ subject: key, failures: 0, last_failure_at: now.toISOString(), locked_until: null })
    .onConflict((conflict) => conflict.column('subject').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    const stale = new Date(now.getTime() - KEEP_SECONDS * 1000).toISOString();
    await ctx.db.deleteFrom('sign_in_throttles').where('last_failure_at', '<', stale).execute();
  }
}

async function claimOne(ctx: ShopContext, subject: ThrottleSubject): Promise<ClaimResult> {
  const [rule] = subject;
  const key = keyOf(subject);
  const now = ctx.now();
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const row = await ctx.db
      .selectFrom('sign_in_throttles')
      .select(['failures', 'last_failure_at', 'locked_until'])
      .where('subject', '=', key)
      .executeTakeFirst();
    if (!row) {
      await ensureRow(ctx, key);
      continue;
    }
    const forgotten = now.getTime() - Date.parse(row.last_failure_at) > rule.forgetAfterSeconds * 1000;
    const failures = forgotten ? 0 : row.failures;
    const lockedUntil = forgotten ? null : row.locked_until;
    if (lockedUntil !== null && Date.parse(lockedUntil) > now.getTime()) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000)) };
    }
    const counted = failures + 1;
    const wait = backoffSeconds(rule, counted);
    const claimed = await ctx.db
      .updateTable('sign_in_throttles')
      .set({
        failures: counted,
        last_failure_at: now.toISOString(),
        locked_until: wait > 0 ? new Date(now.getTime() + wait * 1000).toISOString() : null,
      })
      .where('subject', '=', key)
      .where('failures', '=', row.failures)
      .where('last_failure_at', '=', row.last_failure_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      return { ok: true, counted: { rule, key, failures: counted, before: { failures, lockedUntil } } };
    }
  }
  return { ok: false, retryAfter: FIRST_DELAY_SECONDS };
}

/** Gives a counted check back, where nothing moved since (a check refused on another subject, a right password). */
async function giveBack(ctx: ShopContext, counted: Counted): Promise<void> {
  await ctx.db
    .updateTable('sign_in_throttles')
    .set({ failures: counted.before.failures, locked_until: counted.before.lockedUntil })
    .where('subject', '=', counted.key)
    .where('failures', '=', counted.failures)
    .execute();
}

/**
 * A right password: the account from this address starts again from zero; the address and the
 * account from anywhere get this check back (the owner's success does not wipe out what others
 * guessed from elsewhere).
 */
async function release(ctx: ShopContext, counted: Counted): Promise<void> {
  if (counted.rule.name === 'account-source') {
    await ctx.db.deleteFrom('sign_in_throttles').where('subject', '=', counted.key).execute();
  } else {
    await giveBack(ctx, counted);
  }
}

export type ThrottledCheck = { ok: true; matched: boolean } | { ok: false; error: ApiError };

/**
 * Runs a password check under the throttle of every subject: refused with 429 and the
 * seconds to wait while any subject waits, else counted, then released when `check`
 * says the password is right.
 */
export async function throttledCheck(
  ctx: ShopContext,
  subjects: readonly ThrottleSubject[],
  check: () => Promise<boolean>,
): Promise<ThrottledCheck> {
  const counted: Counted[] = [];
  for (const subject of subjects) {
    const claim = await claimOne(ctx, subject);
    if (!claim.ok) {
      for (const done of counted) await giveBack(ctx, done);
      return { ok: false, error: rateLimitedError(claim.retryAfter, waitMessage(claim.retryAfter)) };
    }
    counted.push(claim.counted);
  }
  const matched = await check();
  if (matched) for (const done of counted) await release(ctx, done);
  return { ok: true, matched };
}
