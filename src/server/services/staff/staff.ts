// Staff accounts and their sign-in (decision 0183):
// an admin reaches every store, store staff the stores linked to them. Accounts are made and
// managed by the command line (src/server/cli/staff.ts) and by an admin in the console
// (staff-people.ts, decision 0272), both through the functions here, which keep the shop's
// last live admin (domain/staff/staff-accounts.ts).
// Sign-in follows the customers' rules with the customers' code: Argon2id (passwords.ts),
// the same throttle (sign-in-throttle.ts, one counter per account and one per address),
// the same session rules (role-sessions.ts, the fc_staff cookie) and the audit log.
import type { StaffAnswer, StaffView } from '../../../domain/api/staff.ts';
import { type ApiError, fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  disableRefusal,
  roleChangeRefusal,
  staffPasswordRefusal,
  staffStoresRefusal,
} from '../../../domain/staff/staff-accounts.ts';
import type { StaffMember, StaffRole } from '../../../domain/staff/staff.ts';
import { lostAStore } from '../../../domain/staff/call-consent.ts';
import type { ShopContext } from '../../context.ts';
import { forUpdate, withinWriteTransaction } from '../../db/write-transaction.ts';
import { throttleSubjectsOf } from '../accounts/account-security.ts';
import { audit } from '../audit/audit.ts';
import { storesOf } from '../catalogue/store-reach.ts';
import type { Client } from '../audit/client-info.ts';
import { passwordRefusal } from '../sessions/password-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from '../sessions/passwords.ts';
import { createRoleSession, revokeRoleSession, revokeRoleSessionsOf } from '../sessions/role-sessions.ts';
import { revokeActingSessionsOf } from '../sessions/sessions.ts';
import { throttledCheck } from '../sessions/sign-in-throttle.ts';
import { said } from '../../said.ts';

export type { StaffMember } from '../../../domain/staff/staff.ts';
// The stores a member reaches are the catalogue's (decision 0346); the console's own calls name them here too.
export { mayReachStore, NO_SUCH_STORE, storesOf } from '../catalogue/store-reach.ts';

const STAFF_SIGN_IN_FAILED = said('saidStaffSignInWrong');

const staffSubject = (staffId: number) => `staff:${staffId}`;

/** The live staff account behind a staff session, or null (unknown or disabled). */
export async function staffMember(ctx: ShopContext, accountId: number, sessionId: number): Promise<StaffMember | null> {
  const row = await ctx.db
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role', 'language'])
    .where('id', '=', accountId)
    .where('is_disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  const links = await ctx.db.selectFrom('staff_stores').select('store_id').where('staff_id', '=', row.id).execute();
  return { ...row, store_ids: links.map((link) => link.store_id), session_id: sessionId };
}

/** The staff member again, while their session is not signed out and their account is live (a long-lived stream asks). */
export async function stillSignedIn(ctx: ShopContext, member: StaffMember): Promise<StaffMember | null> {
  const session = await ctx.db
    .selectFrom('role_sessions')
    .select('id')
    .where('id', '=', member.session_id)
    .where('role', '=', 'staff')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return session ? staffMember(ctx, member.id, member.session_id) : null;
}

export async function staffView(ctx: ShopContext, member: StaffMember): Promise<StaffView> {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    stores: await storesOf(ctx, member),
    language: member.language,
  };
}

let dummyHash: Promise<string> | undefined;

/** /staff/login: e-mail and password, throttled and audited as a customer's sign-in is. */
export async function staffLogin(
  ctx: ShopContext,
  input: { email: string; password: string },
  client: Client,
): Promise<Result<{ answer: StaffAnswer; token: string }>> {
  const row = await ctx.db
    .selectFrom('staff')
    .select(['id', 'password_hash', 'is_disabled'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  // Without an account a password is still checked, so both failures take as long.
  dummyHash ??= hashPassword('no staff account has this password');
  const stored = row?.password_hash ?? (await dummyHash);
  const subject = row ? staffSubject(row.id) : `unknown-staff:${input.email}`;
  const checked = await throttledCheck(ctx, throttleSubjectsOf(subject, client), async () =>
    row ? verifyPassword(input.password, stored) : (await verifyPassword(input.password, stored)) && false,
  );
  const by = row ? { staff_id: row.id } : null;
  if (!checked.ok) {
    await audit(ctx, 'staff_sign_in_throttled', null, client, by);
    return checked;
  }
  // A disabled account answers as a wrong password does: nothing tells it apart.
  if (!row || !checked.matched || row.is_disabled === 1) {
    await audit(ctx, 'staff_sign_in_failed', null, client, by);
    return fail('unauthorized', STAFF_SIGN_IN_FAILED, { password: said('saidNotRight') });
  }
  if (needsRehash(stored)) {
    await ctx.db
      .updateTable('staff')
      .set({ password_hash: await hashPassword(input.password) })
      .where('id', '=', row.id)
      .where('password_hash', '=', stored)
      .execute();
  }
  const token = await createRoleSession(ctx, 'staff', row.id, client.device);
  await audit(ctx, 'staff_signed_in', null, client, { staff_id: row.id });
  const member = await staffMember(ctx, row.id, 0);
  if (!member) return fail('unauthorized', STAFF_SIGN_IN_FAILED);
  return ok({ answer: { staff: await staffView(ctx, member) }, token });
}

export async function staffLogout(
  ctx: ShopContext,
  token: string | null,
  client: Client,
): Promise<Result<{ success: true; message: string }>> {
  const staffId = await revokeRoleSession(ctx, 'staff', token);
  if (staffId !== null) {
    // The customer sessions the member opened end with the member's sign-out.
    await revokeActingSessionsOf(ctx, staffId);
    await audit(ctx, 'staff_signed_out', null, client, { staff_id: staffId });
  }
  return ok({ success: true, message: 'You are signed out.' });
}

// ---- Managing accounts (the command line, and an admin in the console) ----

export interface NewStaff {
  name: string;
  email: string;
  password: string;
  role: StaffRole;
  storeIds: readonly number[];
}

async function unknownStores(ctx: ShopContext, storeIds: readonly number[]): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const found = await ctx.db
    .selectFrom('stores')
    .select('id')
    .where('id', 'in', [...storeIds])
    .execute();
  const known = new Set(found.map((store) => store.id));
  return storeIds.filter((storeId) => !known.has(storeId));
}

function noStores(missing: readonly number[]): { ok: false; error: ApiError } {
  const stores = missing.join(', ');
  return fail('not_found', said('saidNoStoresNamed', { stores }), {
    stores: said('saidFieldNoStoresNamed', { stores }),
  });
}

export async function addStaff(ctx: ShopContext, input: NewStaff): Promise<Result<{ id: number }>> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    return fail('validation_failed', said('saidGiveEmail'), { email: said('saidFieldEmail') });
  if (input.name.trim() === '')
    return fail('validation_failed', said('saidGiveName'), { name: said('saidFieldTheirName') });
  const length = staffPasswordRefusal(input.password);
  if (length) return fail('validation_failed', said('saidPasswordLength'), { password: length });
  const weak = passwordRefusal(input.password, { email });
  if (weak) return weak;
  const storesWrong = staffStoresRefusal(input.role, input.storeIds);
  if (storesWrong) return fail('validation_failed', said('saidStoresNeeded'), { stores: storesWrong });
  const missing = await unknownStores(ctx, input.storeIds);
  if (missing.length > 0) return noStores(missing);
  const taken = await ctx.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
  if (taken)
    return fail('conflict', said('saidStaffEmailTaken', { email }), { email: said('saidFieldStaffEmailTaken') });
  const row = await ctx.db
    .insertInto('staff')
    .values({
      name: input.name.trim(),
      email,
      password_hash: await hashPassword(input.password),
      role: input.role,
      created_at: ctx.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.storeIds.length > 0)
    await ctx.db
      .insertInto('staff_stores')
      .values([...new Set(input.storeIds)].map((storeId) => ({ staff_id: row.id, store_id: storeId })))
      .execute();
  return ok({ id: row.id });
}

async function staffIdOf(ctx: ShopContext, email: string): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The admins not disabled (the shop keeps at least one), their rows locked until the transaction
 * ends: on PostgreSQL two admins disabling or demoting each other at once would each count the
 * other still live and leave none. The second waits, then sees the first's change (READ COMMITTED
 * reads a locked row again once its writer commits; decision 0312). SQLite's write transaction
 * already serialises.
 */
async function lockLiveAdmins(tx: ShopContext): Promise<number> {
  const rows = await forUpdate(
    tx,
    tx.db.selectFrom('staff').select('id').where('role', '=', 'admin').where('is_disabled', '=', 0).orderBy('id'),
  ).execute();
  return rows.length;
}

async function targetOf(ctx: ShopContext, id: number) {
  const row = await ctx.db
    .selectFrom('staff')
    .select(['id', 'role', 'is_disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, role: row.role, disabled: row.is_disabled === 1 } : null;
}

/**
 * Disabling ends every session of the account at once; enabling lets it sign in again. `by`: the
 * admin doing it in the console (who may not disable themselves); the last live admin stays.
 */
export async function setStaffDisabled(
  ctx: ShopContext,
  email: string,
  disabled: boolean,
  by: number | null = null,
): Promise<Result<void>> {
  return withinWriteTransaction(ctx, async (tx) => {
    const admins = disabled ? await lockLiveAdmins(tx) : null;
    const id = await staffIdOf(tx, email);
    const target = id === null ? null : await targetOf(tx, id);
    if (id === null || !target) return fail('not_found', said('saidNoStaffAccount', { email }));
    if (admins !== null) {
      const refusal = disableRefusal(by, target, admins);
      if (refusal) {
        return fail('conflict', said('saidCannotDisable', { email, reason: refusal }), { disabled: refusal });
      }
    }
    await tx.db
      .updateTable('staff')
      .set({ is_disabled: disabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (disabled) {
      await revokeRoleSessionsOf(tx, 'staff', id);
      await revokeActingSessionsOf(tx, id);
    }
    return ok(undefined);
  });
}

/** A new password ends every session of the account. */
export async function setStaffPassword(ctx: ShopContext, email: string, password: string): Promise<Result<void>> {
  const id = await staffIdOf(ctx, email);
  if (id === null) return fail('not_found', said('saidNoStaffAccount', { email }));
  const length = staffPasswordRefusal(password);
  if (length) return fail('validation_failed', said('saidPasswordLength'), { password: length });
  const weak = passwordRefusal(password, { email });
  if (weak) return weak;
  await ctx.db
    .updateTable('staff')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', id)
    .execute();
  await revokeRoleSessionsOf(ctx, 'staff', id);
  await revokeActingSessionsOf(ctx, id);
  return ok(undefined);
}

/** Replaces the stores a staff member reaches. */
export async function setStaffStores(
  ctx: ShopContext,
  email: string,
  storeIds: readonly number[],
): Promise<Result<void>> {
  const id = await staffIdOf(ctx, email);
  if (id === null) return fail('not_found', said('saidNoStaffAccount', { email }));
  const missing = await unknownStores(ctx, storeIds);
  if (missing.length > 0) return noStores(missing);
  const target = await targetOf(ctx, id);
  const storesWrong = target ? staffStoresRefusal(target.role, storeIds) : null;
  if (storesWrong) return fail('validation_failed', said('saidStaffNeedsStore', { email }), { stores: storesWrong });
  const before = await ctx.db.selectFrom('staff_stores').select('store_id').where('staff_id', '=', id).execute();
  // A customer's session the member holds may reach a store no longer theirs: it ends (decision 0276).
  if (
    lostAStore(
      before.map((link) => link.store_id),
      storeIds,
    )
  )
    await revokeActingSessionsOf(ctx, id);
  await ctx.db.deleteFrom('staff_stores').where('staff_id', '=', id).execute();
  if (storeIds.length > 0)
    await ctx.db
      .insertInto('staff_stores')
      .values([...new Set(storeIds)].map((storeId) => ({ staff_id: id, store_id: storeId })))
      .execute();
  return ok(undefined);
}

/**
 * Gives the account another role. A manager or counter member needs a store linked first
 * (setStaffStores); the last live admin keeps the admin role.
 */
export async function setStaffRole(ctx: ShopContext, email: string, role: StaffRole): Promise<Result<void>> {
  return withinWriteTransaction(ctx, async (tx) => {
    const admins = await lockLiveAdmins(tx);
    const id = await staffIdOf(tx, email);
    const target = id === null ? null : await targetOf(tx, id);
    if (id === null || !target) return fail('not_found', said('saidNoStaffAccount', { email }));
    const refusal = roleChangeRefusal(target, role, admins);
    if (refusal) {
      return fail('conflict', said('saidStaysAdmin', { email, reason: refusal }), { role: refusal });
    }
    const links = await tx.db.selectFrom('staff_stores').select('store_id').where('staff_id', '=', id).execute();
    const storesWrong = staffStoresRefusal(
      role,
      links.map((link) => link.store_id),
    );
    if (storesWrong) return fail('validation_failed', said('saidGiveStoreFirst', { email }), { stores: storesWrong });
    await tx.db.updateTable('staff').set({ role }).where('id', '=', id).execute();
    // Another role reaches other stores, or may not hold a customer's session at all (decision 0276).
    if (role !== target.role) await revokeActingSessionsOf(tx, id);
    return ok(undefined);
  });
}

export interface StaffListing {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  store_ids: number[];
}

export async function listStaff(ctx: ShopContext): Promise<StaffListing[]> {
  const [rows, links] = await Promise.all([
    ctx.db.selectFrom('staff').select(['id', 'name', 'email', 'role', 'is_disabled']).orderBy('id').execute(),
    ctx.db.selectFrom('staff_stores').select(['staff_id', 'store_id']).orderBy('store_id').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: row.is_disabled === 1,
    store_ids: links.filter((link) => link.staff_id === row.id).map((link) => link.store_id),
  }));
}
