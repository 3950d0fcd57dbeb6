// Sessions (docs/architecture.md "Auth"; decision 0103, decision 0170): a
// 32-byte random token, given to the browser once — in the HttpOnly cookie, never in
// a JSON answer — and stored only as its sha256, so a copy of the database signs no
// one in. Every sign-in makes a new token; logout revokes it server-side. A session
// ends 30 days after sign-in, or sooner when it goes unused for the idle timeout
// (SESSION_IDLE_TIMEOUT_MINUTES, 7 days unless set); one a staff member holds for the customer
// after an hour. Each keeps the device it was started on, for the customer's "Signed-in devices".
import { createHash, randomBytes } from 'node:crypto';
import type { SessionView } from '../../../domain/api/accounts.ts';
import { ACTING_SESSION_SECONDS, actingSessionOver, mayHold } from '../../../domain/staff/call-consent.ts';
import type { StaffScope } from '../../../domain/staff/staff.ts';
import { forgetSessionsWith, sessionsEnded } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { ActingKind } from '../../db/schema.ts';

/** The cookie on plain http (localhost, development). */
export const SESSION_COOKIE = 'fc_session';
/** The cookie on https: the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-fc_session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const TOKEN_BYTES = 32;
/** base64url of 32 bytes, after HELD_PREFIX for a held session; anything else is not one of our tokens and costs no query. */
const TOKEN_PATTERN = /^(?:held\.)?[A-Za-z0-9_-]{43}$/;
/**
 * The start of the token of a session a staff member holds for a customer (decision 0320): the
 * server knows such a session from its token alone, before any query, and the mark cannot be taken
 * off (the token without it is no session's) as the banner's readable cookie could.
 */
const HELD_PREFIX = 'held.';
/** last_seen_at is written at most this often (or a tenth of the idle timeout), so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/**
 * Live sessions are kept per instance (decision 0337) for at most this long after they were read:
 * a change that ends sessions drops them here and on every instance through the change notices,
 * and this bounds what a lost notice or a direct write (a ban) can let through, well under a second.
 */
export const SESSION_CACHE_MS = 500;
/** At most this many sessions are kept per instance; the oldest kept goes first. */
export const SESSION_CACHE_ENTRIES = 10_000;

/** Who a call comes from, once its token resolved. */
export interface SignedInUser {
  id: number;
  is_banned: boolean;
  session_id: number;
  /**
   * A staff member holds this session for the customer (services/accounts/acting-sessions.ts), or
   * null; `scope` is the member's role and stores now: the session reaches their stores only.
   */
  acting: { staff_id: number; kind: ActingKind; scope: StaffScope } | null;
}

/** The session token among a request's cookies: the https one first, then the plain one. */
export function sessionTokenIn(cookie: (name: string) => string | null | undefined): string | null {
  return cookie(SECURE_SESSION_COOKIE) || cookie(SESSION_COOKIE) || null;
}

/** The stored form of a token: its sha256, so a copy of the database signs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A string shaped like one of our tokens; anything else costs no query. */
export function isSessionToken(token: string | null): token is string {
  return token !== null && TOKEN_PATTERN.test(token);
}

/** A new token (the only time it exists in clear). */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether `token` is one of a session a staff member holds for a customer (its session then decides the stores). */
export function isHeldSessionToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(HELD_PREFIX);
}

/** The oldest last_seen_at a live session may have. */
export function idleCutoff(ctx: ShopContext): string {
  return new Date(ctx.now().getTime() - ctx.sessionIdleSeconds * 1000).toISOString();
}

/** Whether a session last seen at `lastSeenAt` should have last_seen_at written now. */
export function touchIsDue(ctx: ShopContext, lastSeenAt: string): boolean {
  return ctx.now().getTime() - Date.parse(lastSeenAt) > touchEveryMs(ctx);
}

/** How often last_seen_at is written: hourly, or a tenth of the idle timeout when that is shorter. */
function touchEveryMs(ctx: ShopContext): number {
  return Math.min(TOUCH_EVERY_MS, (ctx.sessionIdleSeconds * 1000) / 10);
}

/**
 * When a session started now ends at the latest: SESSION_MAX_AGE_SECONDS after sign-in, and
 * ACTING_SESSION_SECONDS for one a staff member holds for the customer (decision 0276).
 */
export function sessionExpiry(now: Date, heldByStaff = false): string {
  const seconds = heldByStaff ? ACTING_SESSION_SECONDS : SESSION_MAX_AGE_SECONDS;
  return new Date(now.getTime() + seconds * 1000).toISOString();
}

/**
 * Starts a session for `userId` on `device` and returns its token (the only time it exists in clear);
 * `acting` when a staff member starts it for the customer (services/accounts/acting-sessions.ts).
 */
export async function createSession(
  ctx: ShopContext,
  userId: number,
  device = '',
  acting: { staff_id: number; kind: ActingKind } | null = null,
): Promise<string> {
  const token = acting ? `${HELD_PREFIX}${newSessionToken()}` : newSessionToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: sessionExpiry(now, acting !== null),
      revoked_at: null,
      device,
      acting_staff_id: acting?.staff_id ?? null,
      acting_kind: acting?.kind ?? null,
    })
    .execute();
  return token;
}

/**
 * The role and stores of staff member `staffId` while they are enabled and hold a live console
 * session, else null.
 */
async function staffStillThere(ctx: ShopContext, staffId: number): Promise<StaffScope | null> {
  const live = await ctx.db
    .selectFrom('role_sessions')
    .innerJoin('staff', 'staff.id', 'role_sessions.account_id')
    .select('staff.role')
    .where('role_sessions.role', '=', 'staff')
    .where('role_sessions.account_id', '=', staffId)
    .where('staff.is_disabled', '=', 0)
    .where('role_sessions.revoked_at', 'is', null)
    .where('role_sessions.expires_at', '>', ctx.now().toISOString())
    .where('role_sessions.last_seen_at', '>', idleCutoff(ctx))
    .limit(1)
    .executeTakeFirst();
  if (!live) return null;
  const links = await ctx.db.selectFrom('staff_stores').select('store_id').where('staff_id', '=', staffId).execute();
  return { role: live.role, store_ids: links.map((link) => link.store_id) };
}

/** Ends every customer session staff member `staffId` opened (call-and-order, sign-in as a customer). */
export async function revokeActingSessionsOf(ctx: ShopContext, staffId: number): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('acting_staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A live session as read, kept until `until` (Date.now() milliseconds); its last use and expiry in
 * milliseconds too, as every signed-in call checks them (stillKept) and a number compares cheaper.
 */
interface KeptSession {
  user: SignedInUser;
  lastSeenMs: number;
  expiresMs: number;
  until: number;
}

interface SessionCache {
  /** By token hash, in the order they were kept. */
  byHash: Map<string, KeptSession>;
  /** The read under way for a token hash, and the `ends` it began under (decision 0337). */
  reading: Map<string, { ends: number; read: Promise<SignedInUser | null> }>;
  /** Moves whenever sessions end here: a read begun before is not kept, nor shared. */
  ends: number;
}

const sessionCaches = new WeakMap<object, SessionCache>();

/** The session cache of `owner` (the shop's database), made on first use. */
function sessionCacheOf(owner: object): SessionCache {
  let cache = sessionCaches.get(owner);
  if (!cache) {
    const made: SessionCache = { byHash: new Map(), reading: new Map(), ends: 0 };
    forgetSessionsWith(owner, (users) => {
      made.ends++;
      for (const [hash, kept] of made.byHash) if (users.includes(kept.user.id)) made.byHash.delete(hash);
    });
    sessionCaches.set(owner, made);
    cache = made;
  }
  return cache;
}

/** How many sessions `owner`'s instance keeps now. */
export function keptSessionCount(owner: object): number {
  return sessionCaches.get(owner)?.byHash.size ?? 0;
}

/** Whether a kept session may answer without a read: within its half second, not expired, idle or due a touch. */
function stillKept(ctx: ShopContext, kept: KeptSession): boolean {
  if (kept.until <= Date.now()) return false;
  // idleCutoff's and touchIsDue's checks, on the kept times in milliseconds.
  const now = ctx.now().getTime();
  return (
    kept.expiresMs > now &&
    kept.lastSeenMs > now - ctx.sessionIdleSeconds * 1000 &&
    now - kept.lastSeenMs <= touchEveryMs(ctx)
  );
}

/**
 * The user of a session this instance keeps (decision 0337) by its token's hash, as resolveSession
 * would answer it without a read; undefined when it is not kept, or a read is due (resolveSession
 * then reads it). For answers given without a promise (api/dispatch.ts answerKnownCall).
 */
export function keptSessionUser(ctx: ShopContext, hash: string): SignedInUser | undefined {
  const kept = sessionCaches.get(ctx.db)?.byHash.get(hash);
  return kept && stillKept(ctx, kept) ? kept.user : undefined;
}

/** The user of a live session (not revoked, not expired, used within the idle timeout), or null. */
export function resolveSession(ctx: ShopContext, token: string | null): Promise<SignedInUser | null> {
  if (!isSessionToken(token)) return Promise.resolve(null);
  const hash = hashToken(token);
  const cache = sessionCacheOf(ctx.db);
  const kept = cache.byHash.get(hash);
  if (kept) {
    if (stillKept(ctx, kept)) return Promise.resolve(kept.user);
    cache.byHash.delete(hash);
  }
  // A held session is read afresh by every call (its staff member's session decides it).
  if (isHeldSessionToken(token)) return readSession(ctx, cache, hash);
  // Calls that come while this session is being read share the read (decision 0337): they came
  // after it began and before it answered, and no session ended here meanwhile (`ends` unchanged),
  // so its answer is the one a read of their own would have given them, and a busy token costs one
  // read per half second instead of one per call in flight.
  const under = cache.reading.get(hash);
  if (under && under.ends === cache.ends) return under.read;
  const read = readSession(ctx, cache, hash).finally(() => {
    if (cache.reading.get(hash)?.read === read) cache.reading.delete(hash);
  });
  cache.reading.set(hash, { ends: cache.ends, read });
  return read;
}

/** Reads the session of token hash `hash` and keeps it when it is live and not held (resolveSession). */
async function readSession(ctx: ShopContext, cache: SessionCache, hash: string): Promise<SignedInUser | null> {
  const now = ctx.now();
  const endsBefore = cache.ends;
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.last_seen_at',
      'sessions.acting_staff_id',
      'sessions.acting_kind',
      'sessions.created_at',
      'sessions.expires_at',
      'users.is_banned',
    ])
    .where('sessions.token_hash', '=', hash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', idleCutoff(ctx))
    .executeTakeFirst();
  if (!row) return null;
  let acting: SignedInUser['acting'] = null;
  if (row.acting_staff_id !== null && row.acting_kind !== null) {
    // A session a staff member opened for a customer lives only while that member is signed in,
    // enabled and still in a role that may hold it, and an hour at most (decision 0276; one
    // started before that rule had 30 days): past that it ends for good.
    const scope = await staffStillThere(ctx, row.acting_staff_id);
    if (!scope || !mayHold(scope.role, row.acting_kind) || actingSessionOver(row.created_at, now)) {
      await ctx.db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', row.session_id)
        .execute();
      return null;
    }
    acting = { staff_id: row.acting_staff_id, kind: row.acting_kind, scope };
  }
  let lastSeenAt = row.last_seen_at;
  if (touchIsDue(ctx, row.last_seen_at)) {
    lastSeenAt = now.toISOString();
    await ctx.db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', row.session_id).execute();
  }
  const user = { id: row.user_id, is_banned: row.is_banned === 1, session_id: row.session_id, acting };
  // A session held for a customer is never kept: it lives by its staff member's session and role,
  // read afresh each call. A read that overlapped an end of sessions is not kept either.
  if (acting === null && cache.ends === endsBefore) {
    if (cache.byHash.size >= SESSION_CACHE_ENTRIES) {
      const oldest = cache.byHash.keys().next().value;
      if (oldest !== undefined) cache.byHash.delete(oldest);
    }
    cache.byHash.set(hash, {
      user,
      lastSeenMs: Date.parse(lastSeenAt),
      expiresMs: Date.parse(row.expires_at),
      until: Date.now() + SESSION_CACHE_MS,
    });
  }
  return user;
}

/** Logout: the token stops working at once, on every app node. Answers whose session it was, if it was live. */
export async function revokeSession(ctx: ShopContext, token: string | null): Promise<number | null> {
  if (!isSessionToken(token)) return null;
  const revoked = await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (revoked) sessionsEnded(ctx.db, [revoked.user_id]);
  return revoked?.user_id ?? null;
}

/** Every session of a user but `keepSessionId` (after a password change or reset, or "Sign out other devices"). */
export async function revokeAllSessions(ctx: ShopContext, userId: number, keepSessionId?: number): Promise<number> {
  let query = ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const revoked = Number((await query.executeTakeFirst()).numUpdatedRows);
  // The kept session is dropped too and read afresh on its next call: one read, and no session is missed.
  sessionsEnded(ctx.db, [userId]);
  return revoked;
}

/** One of the user's own sessions; false when it is not theirs or has ended already. */
export async function revokeSessionOf(ctx: ShopContext, userId: number, sessionId: number): Promise<boolean> {
  const revoked = await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  sessionsEnded(ctx.db, [userId]);
  return Number(revoked.numUpdatedRows) === 1;
}

/** The user's live sessions, this one first, then the most recently used. */
export async function liveSessions(ctx: ShopContext, userId: number, currentSessionId: number): Promise<SessionView[]> {
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.now().toISOString())
    .where('last_seen_at', '>', idleCutoff(ctx))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const views = rows.map((row) => ({
    id: row.id,
    device: row.device || 'Unknown device',
    signed_in_at: row.created_at,
    last_seen_at: row.last_seen_at,
    is_current: row.id === currentSessionId,
  }));
  return [...views.filter((view) => view.is_current), ...views.filter((view) => !view.is_current)];
}
