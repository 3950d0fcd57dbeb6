// A new e-mail or phone for an account (decision 0167): it
// takes effect once the 6-digit code sent to it comes back, checked like an OTP (10
// minutes, 5 tries, once). When another account already has it, that address gets
// "this is already on an account" instead of a code, and the answer is the same as
// ever — so neither update-profile nor register tells anyone which e-mails or phones
// have accounts. Once changed, the old address or number is told.
import type { ContactCodeSentAnswer, DoneAnswer, PendingContactChange } from '../../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import type { Kysely } from 'kysely';
import type { ContactField, Database } from '../../db/schema.ts';
import { codeSecondsLeft, pendingContactKeptSince } from '../../../domain/accounts/pending-contact.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { type AccountNotice, enqueueNotice } from '../notifications/messages.ts';
import { checkCode, CODE_TTL_SECONDS, expiresAt, hashCode, newCode, WRONG_CODE_MESSAGE } from '../sessions/otp.ts';
import { CONTACT_CODE_SENDS_PER_USER, hitAll, smsCodesOverall } from '../sessions/rate-limit.ts';
import { said } from '../../said.ts';

const CHANNEL: Record<ContactField, AccountNotice['channel']> = { email: 'email', phone: 'sms' };
const FIELD_NAME: Record<ContactField, string> = { email: 'e-mail', phone: 'phone number' };

/** Ends the account's change waiting for its code, if any (its code stops working); answers what it changed. */
async function endWaitingChanges(db: Kysely<Database>, userId: number, now: string): Promise<ContactField[]> {
  const ended = await db
    .updateTable('contact_changes')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .returning('field')
    .execute();
  return ended.map((row) => row.field);
}

/** The account's change still waiting for its code (expired or not; checkCode decides), if any. */
function waitingChange(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('contact_changes')
    .select(['id', 'field', 'value', 'code_hash', 'expires_at'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Starts a change of the account's e-mail or phone to `value`: a code to it, or a notice when it is taken. */
export async function requestContactChange(
  ctx: ShopContext,
  userId: number,
  field: ContactField,
  value: string,
  client: Client,
): Promise<Result<PendingContactChange>> {
  const limited = await hitAll(ctx, [
    [CONTACT_CODE_SENDS_PER_USER, String(userId)],
    ...(CHANNEL[field] === 'sms' ? [[smsCodesOverall(ctx), 'shop'] as const] : []),
  ]);
  if (!limited.ok) return limited;
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where(field, '=', value)
    .where('id', '!=', userId)
    .executeTakeFirst();
  const code = newCode();
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await endWaitingChanges(trx, userId, now);
    // A taken address gets no code, but a row like any other (holding a code no one was sent), so
    // what follows — the answer, a wrong code, the tries — is the same either way.
    await trx
      .insertInto('contact_changes')
      .values({
        user_id: userId,
        field,
        value,
        code_hash: hashCode(taken ? newCode() : code),
        expires_at: expiresAt(ctx),
        created_at: now,
        consumed_at: null,
      })
      .execute();
    // Queued with the row (decision 0335), not sent here: a slow provider must not make a free
    // address answer slower than a taken one.
    const channel = CHANNEL[field];
    await enqueueNotice(
      trx,
      taken ? { channel, to: value, kind: 'contact-in-use' } : { channel, to: value, kind: 'contact-code', code },
      userId,
      ctx.language,
    );
  });
  ctx.outbox.wake();
  await audit(ctx, field === 'email' ? 'email_change_requested' : 'phone_change_requested', userId, client);
  return ok({
    field,
    value,
    expires_in: CODE_TTL_SECONDS,
    code_expired: false,
    message: `We sent a message to ${value}. Type the 6-digit code from it to use this ${FIELD_NAME[field]}.`,
  });
}

/**
 * The change waiting for its code, if any (the account page shows it). Its code may have expired: the
 * address still waits, with a fresh code a tap away, so an e-mail typed at sign-up is never dropped
 * unseen (decision 0297); only after PENDING_CONTACT_KEPT_DAYS is it forgotten.
 */
export async function pendingContactChange(ctx: ShopContext, userId: number): Promise<PendingContactChange | null> {
  const now = ctx.now();
  const row = await ctx.db
    .selectFrom('contact_changes')
    .select(['field', 'value', 'expires_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('created_at', '>', pendingContactKeptSince(now))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const left = codeSecondsLeft(row.expires_at, now);
  return {
    field: row.field,
    value: row.value,
    expires_in: left,
    code_expired: left === 0,
    message:
      left === 0
        ? `The code we sent to ${row.value} has expired. Send a new code to use this ${FIELD_NAME[row.field]}.`
        : `Type the 6-digit code we sent to ${row.value} to use this ${FIELD_NAME[row.field]}.`,
  };
}

/**
 * The customer no longer wants the new e-mail or phone (a typo, a change of mind): the waiting
 * change ends, so its code no longer works, and the account keeps what it has. Withdrawing
 * twice, or once the change took effect, changes nothing and answers the same.
 */
export async function withdrawContactChange(
  ctx: ShopContext,
  userId: number,
  client: Client,
): Promise<Result<DoneAnswer>> {
  const field = (await endWaitingChanges(ctx.db, userId, ctx.now().toISOString()))[0];
  if (field !== undefined) {
    await audit(ctx, field === 'email' ? 'email_change_withdrawn' : 'phone_change_withdrawn', userId, client);
  }
  return ok({ success: true, message: 'Your account keeps its e-mail and phone as they are.' });
}

/**
 * A new code for the change waiting for one (the code did not come, expired, or its tries ran out):
 * the same e-mail or phone gets a fresh code as it would from Edit profile, so the old code stops
 * working, the same sends per account are allowed, and a taken address is told as there. With
 * nothing waiting (the change took effect or was withdrawn, perhaps on another device) there is
 * nothing to send.
 */
export async function resendContactCode(
  ctx: ShopContext,
  userId: number,
  client: Client,
): Promise<Result<ContactCodeSentAnswer>> {
  const waiting = await waitingChange(ctx.db, userId);
  if (!waiting) {
    return fail('conflict', said('saidNoContactChange'));
  }
  const sent = await requestContactChange(ctx, userId, waiting.field, waiting.value, client);
  return sent.ok ? ok({ success: true, message: sent.value.message, pending_change: sent.value }) : sent;
}

/** The code came back: the new e-mail or phone replaces the old one, which is told. Answers what changed. */
export async function applyContactCode(
  ctx: ShopContext,
  userId: number,
  code: string,
  client: Client,
): Promise<Result<ContactField>> {
  const pending = await waitingChange(ctx.db, userId);
  if (!pending || !(await checkCode(ctx, 'contact_changes', pending, code, 'consume'))) {
    return fail('validation_failed', WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  }
  const before = await ctx.db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const old = before?.[pending.field] ?? null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ [pending.field]: pending.value })
        .where('id', '=', userId)
        .execute();
      if (old && old !== pending.value) {
        await enqueueNotice(
          trx,
          {
            channel: CHANNEL[pending.field],
            to: old,
            kind: pending.field === 'email' ? 'email-changed' : 'phone-changed',
          },
          userId,
          ctx.language,
        );
      }
    });
  } catch (error) {
    // Another account took it since the code was sent (the unique index decided); only the
    // holder of the code, who owns the address, learns it.
    if (/unique/i.test(String(error))) {
      return fail('conflict', said(pending.field === 'email' ? 'saidEmailTaken' : 'saidPhoneTaken'), {
        [pending.field]: said('saidFieldAlreadyUsed'),
      });
    }
    throw error;
  }
  ctx.outbox.wake();
  await audit(ctx, pending.field === 'email' ? 'email_changed' : 'phone_changed', userId, client);
  return ok(pending.field);
}
