// Sessions of delivery partners and store staff (decision 0182). They
// follow the customers' rules (sessions.ts: a random token kept only as its sha256, the
// HttpOnly cookie, 30 days at most, the idle timeout, revoked server-side at sign-out) but
// live in `role_sessions` with the role they were started for, and each role has its own
// cookie. A token resolves only for the role asked about: a customer's token is no partner's,
// a partner's no staff member's. Whether the account behind a session may still work
// (approved, not disabled) is the role's own service's to say; it revokes the sessions when not.
// A staff member's session is shorter (decision 0277): a console reaches every customer and order,
// so it ends after STAFF_SESSION_IDLE_TIMEOUT_MINUTES unused and STAFF_SESSION_MAX_HOURS in all.
import type { ShopContext } from '../../context.ts';
import { hashToken, idleCutoff, isSessionToken, newSessionToken, sessionExpiry, touchIsDue } from './sessions.ts';

/** The context a role's sessions live by: a staff member's with the staff idle timeout. */
function lifetimeOf(ctx: ShopContext, role: SessionRole): ShopContext {
  return role === 'staff' ? { ...ctx, sessionIdleSeconds: ctx.staffSessions.idleSeconds } : ctx;
}

/** When a session of `role` started now ends at the latest. */
function roleSessionExpiry(ctx: ShopContext, role: SessionRole, now: Date): string {
  if (role !== 'staff') return sessionExpiry(now);
  return new Date(now.getTime() + ctx.staffSessions.maxSeconds * 1000).toISOString();
}

export const SESSION_ROLES = ['partner', 'staff'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

/** Each role's cookie on plain http and on https (the __Host- prefix: Secure, Path=/, no Domain). */
export const ROLE_COOKIES: Readonly<Record<SessionRole, { plain: string; secure: string }>> = {
  partner: { plain: 'fc_partner', secure: '__Host-fc_partner' },
  staff: { plain: 'fc_staff', secure: '__Host-fc_staff' },
};

/** Who a partner's or staff member's call comes from, once its token resolved. */
export interface RoleHolder {
  role: SessionRole;
  account_id: number;
  session_id: number;
}

/** Starts a session of `role` for the account and returns its token (the only time it exists in clear). */
export async function createRoleSession(
  ctx: ShopContext,
  role: SessionRole,
  accountId: number,
  device = '',
): Promise<string> {
  const token = newSessionToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('role_sessions')
    .values({
      role,
      account_id: accountId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: roleSessionExpiry(ctx, role, now),
      revoked_at: null,
      device,
    })
    .execute();
  return token;
}

/** The holder of a live session of `role` (not revoked, not expired, used within the idle timeout), or null. */
export async function resolveRoleSession(
  ctx: ShopContext,
  role: SessionRole,
  token: string | null,
): Promise<RoleHolder | null> {
  if (!isSessionToken(token)) return null;
  const lifetime = lifetimeOf(ctx, role);
  const row = await ctx.db
    .selectFrom('role_sessions')
    .select(['id', 'account_id', 'last_seen_at'])
    .where('token_hash', '=', hashToken(token))
    .where('role', '=', role)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.now().toISOString())
    .where('last_seen_at', '>', idleCutoff(lifetime))
    .executeTakeFirst();
  if (!row) return null;
  if (touchIsDue(lifetime, row.last_seen_at)) {
    await ctx.db
      .updateTable('role_sessions')
      .set({ last_seen_at: ctx.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return { role, account_id: row.account_id, session_id: row.id };
}

/** Sign-out: the token stops working at once, on every app node. Answers whose session it was, if it was live. */
export async function revokeRoleSession(
  ctx: ShopContext,
  role: SessionRole,
  token: string | null,
): Promise<number | null> {
  if (!isSessionToken(token)) return null;
  const revoked = await ctx.db
    .updateTable('role_sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('role', '=', role)
    .where('revoked_at', 'is', null)
    .returning('account_id')
    .executeTakeFirst();
  return revoked?.account_id ?? null;
}

/** Every live session of the account (it was disabled, its approval withdrawn, its password changed) but `keepSessionId`. */
export async function revokeRoleSessionsOf(
  ctx: ShopContext,
  role: SessionRole,
  accountId: number,
  keepSessionId?: number,
): Promise<number> {
  let query = ctx.db
    .updateTable('role_sessions')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('role', '=', role)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}
