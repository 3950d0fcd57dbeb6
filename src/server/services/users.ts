// The signed-in customer's own account (§3 User; §4 Account checks; §7 user info,
// avatar, tax number, delete account, ban and running-order checks). Every
// function takes the user id from the session, never from the request body.
import type { BanCheckAnswer, DoneAnswer, PublicUser, UserAnswer } from '../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../domain/api/errors.ts';
import { fromMinor } from '../../domain/money.ts';
import type { ShopContext } from '../context.ts';
import { toAddressView } from './addresses.ts';
import { verifyPassword } from './passwords.ts';
import { hit, LOGIN_FAILURES_PER_ACCOUNT } from './rate-limit.ts';

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
  return data ? ok({ success: true, data }) : fail('not_found', 'This account no longer exists.');
}

/** Name, e-mail and tax number; an e-mail another account uses is refused. */
export async function updateProfile(
  ctx: ShopContext,
  userId: number,
  changes: { name?: string | undefined; email?: string | undefined; tax_number?: string | null | undefined },
): Promise<Result<UserAnswer>> {
  const set: { name?: string; email?: string; tax_number?: string | null } = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.tax_number !== undefined)
    set.tax_number = changes.tax_number === null || changes.tax_number === '' ? null : changes.tax_number;
  if (changes.email !== undefined) {
    const taken = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', changes.email)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (taken) return fail('conflict', 'This e-mail cannot be used. Try another one.', { email: 'cannot be used' });
    set.email = changes.email;
  }
  await ctx.db.updateTable('users').set(set).where('id', '=', userId).execute();
  return userInfo(ctx, userId);
}

export async function updateTaxNumber(
  ctx: ShopContext,
  userId: number,
  taxNumber: string | null,
): Promise<Result<UserAnswer>> {
  return updateProfile(ctx, userId, { tax_number: taxNumber });
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
 * Deletes the account and its personal data, after the password is typed again:
 * addresses, memberships, sessions, codes, favourites, notifications and push
 * tokens go with the user row (foreign keys cascade); OTPs are kept by phone, so
 * they are deleted here. Wrong passwords count like failed sign-ins.
 */
export async function deleteAccount(ctx: ShopContext, userId: number, password: string): Promise<Result<DoneAnswer>> {
  const subject = `user:${userId}`;
  const limited = await hit(ctx, LOGIN_FAILURES_PER_ACCOUNT, subject);
  if (!limited.ok) return limited;
  const stored = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!stored?.password_hash || !(await verifyPassword(password, stored.password_hash))) {
    return fail('validation_failed', 'The password is not right.', { password: 'not right' });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
    if (user?.phone) await trx.deleteFrom('otps').where('phone', '=', user.phone).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  return ok({ success: true, message: 'Your account and its data have been deleted.' });
}

export const BANNED_MESSAGE = 'This account has been suspended. Please contact the shop.';

/** §4 Ban check: the client signs a banned customer out with this message. */
export async function banCheck(ctx: ShopContext, userId: number): Promise<Result<BanCheckAnswer>> {
  const user = await ctx.db.selectFrom('users').select('is_banned').where('id', '=', userId).executeTakeFirst();
  const banned = !user || user.is_banned === 1;
  return ok({ success: true, is_banned: banned, message: banned ? BANNED_MESSAGE : null });
}

/** §4 Running-order check: the customer's newest order that is neither delivered nor cancelled (services/orders.ts). */
export { runningOrder } from './orders.ts';
