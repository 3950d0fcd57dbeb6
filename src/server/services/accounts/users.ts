// The signed-in customer's own account (§3 User; §4 Account checks; §7 user info,
// profile with e-mail and phone changes, avatar, tax number, delete account, ban
// and running-order checks). Every function takes the user id from the session,
// never from the request body.
import type {
  BanCheckAnswer,
  DoneAnswer,
  PendingContactChange,
  ProfileAnswer,
  PublicUser,
  UserAnswer,
} from '../../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { fromMinor } from '../../../domain/money.ts';
import { customerChanged, sessionsEnded } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { ContactField } from '../../db/schema.ts';
import { recheckPassword } from './account-security.ts';
import { toAddressView } from './addresses.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { applyContactCode, requestContactChange } from './contact-changes.ts';
import { said } from '../../said.ts';
import { eraseAccount } from './erasure.ts';
import { erasureRefusal } from '../../../domain/accounts/erasure.ts';
import { RUNNING_STATUSES } from '../../../domain/orders/order-flow.ts';

const GRAMS_PER_KG = 1000;

/** §3 User data: the profile, wallet in rupees, the default address and the membership allowance in kg. */
export async function publicUser(ctx: ShopContext, userId: number): Promise<PublicUser | null> {
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const now = ctx.now().toISOString();
  const [address, membership] = await Promise.all([
    user.default_address_id === null
      ? undefined
      : ctx.db
          .selectFrom('addresses')
          .selectAll()
          .where('id', '=', user.default_address_id)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
    ctx.db
      .selectFrom('memberships')
      .select('remaining_weight_grams')
      .where('user_id', '=', userId)
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
    tax_number: user.tax_number,
    wallet_balance: fromMinor(user.wallet_balance_paise),
    default_address: address ? toAddressView(address, address.id) : null,
    default_address_id: address ? address.id : null,
    membership: membership ? { total_remaining_weight: membership.remaining_weight_grams / GRAMS_PER_KG } : null,
  };
}

export async function userInfo(ctx: ShopContext, userId: number): Promise<Result<UserAnswer>> {
  const data = await publicUser(ctx, userId);
  return data ? ok({ success: true, data }) : fail('not_found', said('saidAccountGone'));
}

/** Name and tax number, which change at once. */
async function saveNameAndTaxNumber(
  ctx: ShopContext,
  userId: number,
  changes: { name?: string | undefined; tax_number?: string | null | undefined },
): Promise<void> {
  const set: { name?: string; tax_number?: string | null } = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.tax_number !== undefined)
    set.tax_number = changes.tax_number === null || changes.tax_number === '' ? null : changes.tax_number;
  if (Object.keys(set).length > 0) await ctx.db.updateTable('users').set(set).where('id', '=', userId).execute();
}

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  tax_number?: string | null | undefined;
  current_password?: string | undefined;
}

/**
 * §7 Update profile. A new e-mail or phone needs the current password and waits for the code
 * sent to it (services/accounts/contact-changes.ts: the answer is the same whether another account has
 * it or not); the name and tax number change at once.
 */
export async function updateProfile(
  ctx: ShopContext,
  userId: number,
  changes: ProfileChanges,
  client: Client,
): Promise<Result<ProfileAnswer>> {
  const user = await ctx.db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst();
  if (!user) return fail('not_found', said('saidAccountGone'));
  const contact: { field: ContactField; value: string }[] = [];
  if (changes.email !== undefined && changes.email !== user.email)
    contact.push({ field: 'email', value: changes.email });
  if (changes.phone !== undefined && changes.phone !== user.phone)
    contact.push({ field: 'phone', value: changes.phone });
  const [change, ...more] = contact;
  if (more.length > 0) {
    return fail('validation_failed', said('saidOneContactAtATime'), {
      phone: said('saidFieldAfterEmail'),
    });
  }
  if (change) {
    const refused = await recheckPassword(ctx, userId, changes.current_password, client, 'current_password');
    if (refused) return refused;
  }
  await saveNameAndTaxNumber(ctx, userId, changes);
  let pending: PendingContactChange | null = null;
  if (change) {
    const requested = await requestContactChange(ctx, userId, change.field, change.value, client);
    if (!requested.ok) return requested;
    pending = requested.value;
  }
  const data = await publicUser(ctx, userId);
  return data ? ok({ success: true, data, pending_change: pending }) : fail('not_found', said('saidAccountGone'));
}

/** The code sent to the new e-mail or phone: the change takes effect. */
export async function confirmContactChange(
  ctx: ShopContext,
  userId: number,
  code: string,
  client: Client,
): Promise<Result<UserAnswer>> {
  const applied = await applyContactCode(ctx, userId, code, client);
  return applied.ok ? userInfo(ctx, userId) : applied;
}

export async function updateTaxNumber(
  ctx: ShopContext,
  userId: number,
  taxNumber: string | null,
): Promise<Result<UserAnswer>> {
  await saveNameAndTaxNumber(ctx, userId, { tax_number: taxNumber });
  return userInfo(ctx, userId);
}

/** The schema bounds the avatar (https URL, site path, or a small PNG/JPEG/WebP data URL); null removes it. */
export async function updateAvatar(
  ctx: ShopContext,
  userId: number,
  avatar: string | null,
): Promise<Result<UserAnswer>> {
  await ctx.db.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
  return userInfo(ctx, userId);
}

/**
 * Deletes the account after the password is typed again (decision 0330): the orders and their money
 * stay for the tax records under an anonymous marker, everything else that is the customer's goes
 * (services/accounts/erasure.ts). A wallet holding money, or an order on its way, makes it wait.
 * Wrong passwords count like failed sign-ins. The audit log keeps the event.
 */
export async function deleteAccount(
  ctx: ShopContext,
  userId: number,
  password: string,
  client: Client,
): Promise<Result<DoneAnswer>> {
  const refused = await recheckPassword(ctx, userId, password, client, 'password');
  if (refused) return refused;
  const waiting = await erasureWaitsFor(ctx, userId);
  if (waiting) return waiting;
  await audit(ctx, 'account_deleted', userId, client);
  await ctx.db.transaction().execute((trx) => eraseAccount(trx, userId, ctx.now().toISOString()));
  // Its favourites and its sessions, kept per instance, go too (decision 0337).
  customerChanged(ctx.db, userId);
  sessionsEnded(ctx.db, [userId]);
  return ok({ success: true, message: 'Your account and its data have been deleted.' });
}

/** The refusal of decision 0330 (money still owed, an order on its way), or null. */
async function erasureWaitsFor(ctx: ShopContext, userId: number): Promise<Result<never> | null> {
  const [user, running] = await Promise.all([
    ctx.db.selectFrom('users').select('wallet_balance_paise').where('id', '=', userId).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('status', 'in', [...RUNNING_STATUSES])
      .executeTakeFirstOrThrow(),
  ]);
  const refusal = erasureRefusal({ walletPaise: user.wallet_balance_paise, runningOrders: Number(running.count) });
  if (refusal === 'wallet_not_empty') {
    return fail('conflict', said('saidEraseWalletFirst', { amount: `₹${fromMinor(user.wallet_balance_paise)}` }));
  }
  if (refusal === 'order_running') return fail('conflict', said('saidEraseOrderRunning'));
  return null;
}

export const BANNED_MESSAGE = said('saidBanned');

/** §4 Ban check: the client signs a banned customer out with this message. */
export async function banCheck(ctx: ShopContext, userId: number): Promise<Result<BanCheckAnswer>> {
  const user = await ctx.db.selectFrom('users').select('is_banned').where('id', '=', userId).executeTakeFirst();
  const banned = !user || user.is_banned === 1;
  return ok({ success: true, is_banned: banned, message: banned ? BANNED_MESSAGE.text : null });
}
