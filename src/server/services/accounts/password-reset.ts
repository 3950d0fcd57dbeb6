// Forgot password (§2 /login/forgot-password; §7 forgot password, verify code,
// reset): a 6-digit code to the account's e-mail, checked like an OTP (10 minutes,
// 5 tries), spent by the reset, which also signs every device out and tells the
// account's e-mail (ASVS 5 6.3.7). The answers are the same whether or not an
// account has the e-mail.
import type { DoneAnswer, OtpSentAnswer } from '../../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import { checkCode, CODE_TTL_SECONDS, expiresAt, hashCode, newCode, WRONG_CODE_MESSAGE } from '../sessions/otp.ts';
import { noticeToOwner } from './account-security.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { passwordRefusal } from '../sessions/password-policy.ts';
import { hashPassword } from '../sessions/passwords.ts';
import { hitAll, RESET_SENDS_PER_ADDRESS, RESET_SENDS_PER_EMAIL } from '../sessions/rate-limit.ts';
import { revokeAllSessions } from '../sessions/sessions.ts';
import { said } from '../../said.ts';
import { enqueueResetCode } from '../notifications/messages.ts';

async function userIdByEmail(ctx: ShopContext, email: string): Promise<number | undefined> {
  return (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

export async function forgotPassword(
  ctx: ShopContext,
  email: string,
  clientAddress: string,
): Promise<Result<OtpSentAnswer>> {
  const limited = await hitAll(ctx, [
    [RESET_SENDS_PER_EMAIL, email],
    [RESET_SENDS_PER_ADDRESS, clientAddress],
  ]);
  if (!limited.ok) return limited;
  const answer = ok<OtpSentAnswer>({
    success: true,
    message: said('saidResetCodeSent').text,
    expires_in: CODE_TTL_SECONDS,
  });
  const userId = await userIdByEmail(ctx, email);
  if (userId === undefined) return answer;
  const now = ctx.now().toISOString();
  const code = newCode();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ consumed_at: now })
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: userId,
        code_hash: hashCode(code),
        expires_at: expiresAt(ctx),
        created_at: now,
        consumed_at: null,
      })
      .execute();
    // Queued, not sent here, so an existing account does not answer slower than a missing one.
    await enqueueResetCode(trx, { email, code, customerId: userId, language: ctx.language });
  });
  ctx.outbox.wake();
  return answer;
}

async function currentCode(ctx: ShopContext, email: string) {
  const userId = await userIdByEmail(ctx, email);
  if (userId === undefined) return undefined;
  const stored = await ctx.db
    .selectFrom('password_resets')
    .select(['id', 'code_hash', 'expires_at'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return stored ? { userId, stored } : undefined;
}

/** The code is right: the screen may ask for the new password (the code is not spent yet). */
export async function verifyResetCode(ctx: ShopContext, email: string, code: string): Promise<Result<DoneAnswer>> {
  const current = await currentCode(ctx, email);
  if (!(await checkCode(ctx, 'password_resets', current?.stored, code, 'peek'))) {
    return fail('validation_failed', WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  }
  return ok({ success: true, message: 'The code is right. Choose a new password.' });
}

/**
 * Sets the new password with a right code, once; every session of the account ends and the
 * account's e-mail is told. The password policy is checked before the code is spent (against
 * the e-mail typed only, so the answer says nothing of the account's other details).
 */
export async function resetPassword(
  ctx: ShopContext,
  request: { email: string; code: string; password: string },
  client: Client,
): Promise<Result<DoneAnswer>> {
  const weak = passwordRefusal(request.password, { email: request.email });
  if (weak) return weak;
  const current = await currentCode(ctx, request.email);
  if (!current || !(await checkCode(ctx, 'password_resets', current.stored, request.code, 'consume'))) {
    return fail('validation_failed', WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  }
  const passwordHash = await hashPassword(request.password);
  await ctx.db.transaction().execute(async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', current.userId).execute();
    await revokeAllSessions(inTransaction, current.userId);
    await noticeToOwner(inTransaction, current.userId, 'password-changed');
  });
  ctx.outbox.wake();
  await audit(ctx, 'password_reset', current.userId, client);
  return ok({ success: true, message: 'Your password is changed. Sign in with the new one.' });
}
