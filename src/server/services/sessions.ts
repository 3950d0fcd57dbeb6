// Sessions (ARCHITECTURE.md "Auth"): a 32-byte random token, given to the customer
// once and stored only as its sha256, so a copy of the database signs no one in.
// Every sign-in makes a new token; logout revokes it server-side; a session lasts
// 30 days from sign-in.
import { createHash, randomBytes } from 'node:crypto';
import type { ShopContext } from '../context.ts';

export const SESSION_COOKIE = 'fc_session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const TOKEN_BYTES = 32;
/** base64url of 32 bytes; anything else is not one of our tokens and costs no query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Who a call comes from, once its token resolved. */
export interface SignedInUser {
  id: number;
  is_banned: boolean;
  session_id: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for `userId` and returns its token (the only time it exists in clear). */
export async function createSession(ctx: ShopContext, userId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The user of a live (not revoked, not expired) session, or null. */
export async function resolveSession(ctx: ShopContext, token: string | null): Promise<SignedInUser | null> {
  if (token === null || !TOKEN_PATTERN.test(token)) return null;
  const now = ctx.now();
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'sessions.user_id', 'sessions.last_seen_at', 'users.is_banned'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { id: row.user_id, is_banned: row.is_banned === 1, session_id: row.session_id };
}

/** Logout: the token stops working at once, on every app node. */
export async function revokeSession(ctx: ShopContext, token: string | null): Promise<void> {
  if (token === null || !TOKEN_PATTERN.test(token)) return;
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every session of a user (after a password reset). */
export async function revokeAllSessions(ctx: ShopContext, userId: number): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
