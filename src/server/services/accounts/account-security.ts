// The signed-in customer's security (docs/security.md, "Accounts"; decision 0166, decision 0171):
// typing the current password again before a
// sensitive change (throttled like a sign-in, on the same counter), changing the
// password (every other session ends, this one stays, the customer is told), and
// the list of signed-in devices with signing one or all the others out.
import type { DoneAnswer, SessionsAnswer } from '../../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { type AccountNotice, enqueueNotice } from '../notifications/messages.ts';
import { passwordRefusal } from '../sessions/password-policy.ts';
import { hashPassword, verifyPassword } from '../sessions/passwords.ts';
import { liveSessions, revokeAllSessions, revokeSessionOf, type SignedInUser } from '../sessions/sessions.ts';
import {
  ACCOUNT_SOURCE_THROTTLE,
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  throttledCheck,
  type ThrottleSubject,
} from '../sessions/sign-in-throttle.ts';
import { said } from '../../said.ts';

/**
 * The throttle subjects of a password check (decision 0277): the account from this address (one
 * counter per account whatever identifier, and per address), the address, and the account from
 * anywhere. The order matters: a guesser already waiting at its address is refused before its
 * try reaches the account's shared counter.
 */
export function throttleSubjectsOf(account: string, client: Client): ThrottleSubject[] {
  return [
    [ACCOUNT_SOURCE_THROTTLE, `${account}\u0000${client.address}`],
    [ADDRESS_THROTTLE, client.address],
    [ACCOUNT_THROTTLE, account],
  ];
}

export const accountSubject = (userId: number) => `user:${userId}`;

/**
 * The current password, typed again before a sensitive change (ASVS 5 6.4, re-authentication):
 * null when right; else 400 naming `field`, or 429 while the account or address must wait.
 */
export async function recheckPassword(
  ctx: ShopContext,
  userId: number,
  password: string | undefined,
  client: Client,
  field: string,
): Promise<Result<never> | null> {
  if (password === undefined || password === '') {
    return fail('validation_failed', said('saidTypeCurrentPassword'), {
      [field]: said('saidFieldCurrentPassword'),
    });
  }
  const user = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  const stored = user?.password_hash ?? null;
  const checked = await throttledCheck(ctx, throttleSubjectsOf(accountSubject(userId), client), async () =>
    stored === null ? false : verifyPassword(password, stored),
  );
  if (!checked.ok) {
    await audit(ctx, 'sign_in_throttled', userId, client);
    return checked;
  }
  if (!checked.matched) {
    await audit(ctx, 'password_check_failed', userId, client);
    return fail('validation_failed', said('saidPasswordWrong'), { [field]: said('saidNotRight') });
  }
  return null;
}

/**
 * Where the customer hears of a change to their account: the e-mail, else the phone. Queued in
 * `ctx.db`, the transaction of the change (decision 0335); the caller wakes the outbox after it.
 */
export async function noticeToOwner(ctx: ShopContext, userId: number, kind: AccountNotice['kind']): Promise<void> {
  const user = await ctx.db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst();
  const notice: AccountNotice | null = user?.email
    ? { channel: 'email', to: user.email, kind }
    : user?.phone
      ? { channel: 'sms', to: user.phone, kind }
      : null;
  if (notice) await enqueueNotice(ctx.db, notice, userId, ctx.language);
}

/** Change password: the current one first; then every other session of the account ends, this one stays. */
export async function changePassword(
  ctx: ShopContext,
  session: SignedInUser,
  input: { current_password: string; new_password: string },
  client: Client,
): Promise<Result<DoneAnswer>> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['phone', 'email'])
    .where('id', '=', session.id)
    .executeTakeFirst();
  if (!user) return fail('not_found', said('saidAccountGone'));
  const refused = passwordRefusal(input.new_password, user, 'new_password');
  if (refused) return refused;
  const wrong = await recheckPassword(ctx, session.id, input.current_password, client, 'current_password');
  if (wrong) return wrong;
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', session.id).execute();
    await revokeAllSessions(inTransaction, session.id, session.session_id);
    await noticeToOwner(inTransaction, session.id, 'password-changed');
  });
  ctx.outbox.wake();
  await audit(ctx, 'password_changed', session.id, client);
  return ok({ success: true, message: 'Your password is changed. Your other devices are signed out.' });
}

export async function sessionsOf(ctx: ShopContext, session: SignedInUser): Promise<Result<SessionsAnswer>> {
  return ok({ success: true, data: await liveSessions(ctx, session.id, session.session_id) });
}

/**
 * Signs one of the customer's devices out (this one too, if asked), after the password (ASVS 5
 * 7.5.2); another customer's session answers 404.
 */
export async function signOutSession(
  ctx: ShopContext,
  session: SignedInUser,
  request: { session_id: number; current_password: string },
  client: Client,
): Promise<Result<SessionsAnswer>> {
  const refused = await recheckPassword(ctx, session.id, request.current_password, client, 'current_password');
  if (refused) return refused;
  if (!(await revokeSessionOf(ctx, session.id, request.session_id))) {
    return fail('not_found', said('saidDeviceNotSignedIn'), { session_id: said('saidFieldNotFound') });
  }
  await audit(ctx, 'session_revoked', session.id, client);
  return sessionsOf(ctx, session);
}

/** "Sign out other devices": every session of the account but this one, after the password. */
export async function signOutOtherSessions(
  ctx: ShopContext,
  session: SignedInUser,
  currentPassword: string,
  client: Client,
): Promise<Result<SessionsAnswer>> {
  const refused = await recheckPassword(ctx, session.id, currentPassword, client, 'current_password');
  if (refused) return refused;
  await revokeAllSessions(ctx, session.id, session.session_id);
  await audit(ctx, 'other_sessions_revoked', session.id, client);
  return sessionsOf(ctx, session);
}
