// Signing in and out (ARCHITECTURE.md "Auth"; §7 register, login, social check,
// verify OTP): phone or e-mail with a scrypt-hashed password, or phone with a
// one-time code. Each sign-in starts a new session. A failed sign-in says the same
// whether the account is missing or the password is wrong, and takes about as long.
import type { SignedInAnswer } from '../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../domain/api/errors.ts';
import { parseBool } from '../../domain/settings.ts';
import type { ShopContext } from '../context.ts';
import { saveAddress } from './addresses.ts';
import { consumeOtp, WRONG_CODE_MESSAGE } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  forgive,
  hit,
  hitAll,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS,
} from './rate-limit.ts';
import { createSession, revokeSession } from './sessions.ts';
import { BANNED_MESSAGE, publicUser } from './users.ts';

/** §3 "userSetAddress" as the device sends it with register / login. */
export interface DeviceAddress {
  lat: number;
  lng: number;
  address: string;
  house?: string | null | undefined;
  tag?: string | null | undefined;
}

/** The setting that makes registering prove the phone with an OTP; on unless set to 'false'. */
const OTP_ON_REGISTER_SETTING = 'enableOtpOnRegister';

async function otpRequiredOnRegister(ctx: ShopContext): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', OTP_ON_REGISTER_SETTING)
    .executeTakeFirst();
  return parseBool(row?.value, true);
}

/** A new session and the §3 User answer with its token. */
async function signedIn(
  ctx: ShopContext,
  userId: number,
  address?: DeviceAddress | null,
): Promise<Result<SignedInAnswer>> {
  if (address) await adoptDeviceAddress(ctx, userId, address);
  const token = await createSession(ctx, userId);
  const data = await publicUser(ctx, userId);
  if (!data) return fail('not_found', 'This account no longer exists.');
  return ok({ success: true, data: { ...data, auth_token: token } });
}

/** The location the customer picked before signing in becomes their first saved address. */
async function adoptDeviceAddress(ctx: ShopContext, userId: number, address: DeviceAddress): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select('default_address_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.default_address_id !== null) return;
  await saveAddress(ctx, userId, {
    latitude: address.lat,
    longitude: address.lng,
    address: address.address,
    house: address.house,
    tag: address.tag,
  });
}

export interface Registration {
  name: string;
  phone: string;
  email: string;
  password: string;
  otp?: string | undefined;
  address?: DeviceAddress | null | undefined;
}

/**
 * §7 Register. When the shop verifies phones, the OTP sent for 'register' is
 * checked before anything else, so only the phone's holder learns whether it is
 * already registered.
 */
export async function register(
  ctx: ShopContext,
  input: Registration,
  clientAddress: string,
): Promise<Result<SignedInAnswer>> {
  const limited = await hit(ctx, REGISTRATIONS_PER_ADDRESS, clientAddress);
  if (!limited.ok) return limited;
  if (await otpRequiredOnRegister(ctx)) {
    if (input.otp === undefined)
      return fail('validation_failed', 'Type the code we sent to your phone.', { otp: 'required' });
    if (!(await consumeOtp(ctx, input.phone, 'register', input.otp)))
      return fail('validation_failed', WRONG_CODE_MESSAGE, { otp: WRONG_CODE_MESSAGE });
  }
  const taken = await ctx.db
    .selectFrom('users')
    .select(['phone', 'email'])
    .where((eb) => eb.or([eb('phone', '=', input.phone), eb('email', '=', input.email)]))
    .execute();
  if (taken.length > 0) return alreadyRegistered(taken.some((row) => row.phone === input.phone) ? 'phone' : 'email');
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const row = await ctx.db
      .insertInto('users')
      .values({
        name: input.name,
        phone: input.phone,
        email: input.email,
        password_hash: passwordHash,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (error) {
    // Two registrations raced for the same phone or e-mail: the unique index decided.
    if (/unique/i.test(String(error))) return alreadyRegistered('phone');
    throw error;
  }
  return signedIn(ctx, userId, input.address);
}

function alreadyRegistered(field: 'phone' | 'email'): Result<never> {
  return fail('conflict', 'An account with these details exists already. Sign in, or reset your password.', {
    [field]: 'already registered',
  });
}

export interface Credentials {
  phone?: string | undefined;
  email?: string | undefined;
  password: string;
  address?: DeviceAddress | null | undefined;
}

let dummyHash: Promise<string> | undefined;

/** §7 Login with phone or e-mail and password; failures are rate-limited per account and per address. */
export async function login(
  ctx: ShopContext,
  input: Credentials,
  clientAddress: string,
): Promise<Result<SignedInAnswer>> {
  const account = input.phone !== undefined ? `phone:${input.phone}` : `email:${input.email ?? ''}`;
  const limits = [
    [LOGIN_FAILURES_PER_ACCOUNT, account],
    [LOGIN_FAILURES_PER_ADDRESS, clientAddress],
  ] as const;
  // Each try counts before the password is checked (so parallel guesses cannot pass the limit); a success is taken back.
  const limited = await hitAll(ctx, limits);
  if (!limited.ok) return limited;
  let query = ctx.db.selectFrom('users').select(['id', 'password_hash', 'is_banned']);
  query =
    input.phone !== undefined ? query.where('phone', '=', input.phone) : query.where('email', '=', input.email ?? '');
  const user = await query.executeTakeFirst();
  // Without an account, a password is still checked (against a throwaway hash), so both failures take as long.
  dummyHash ??= hashPassword('no account has this password');
  const stored = user?.password_hash ?? (await dummyHash);
  const matches = await verifyPassword(input.password, stored);
  if (!user || user.password_hash === null || !matches) {
    return fail('unauthorized', 'The phone number, e-mail or password is not right.', { password: 'not right' });
  }
  for (const [limit, subject] of limits) await forgive(ctx, limit, subject);
  if (user.is_banned === 1) return fail('forbidden', BANNED_MESSAGE);
  return signedIn(ctx, user.id, input.address);
}

/** §7 Verify OTP: signs in with the phone's 'login' code (sent only to phones with an account). */
export async function loginWithOtp(
  ctx: ShopContext,
  input: { phone: string; otp: string; address?: DeviceAddress | null | undefined },
): Promise<Result<SignedInAnswer>> {
  const valid = await consumeOtp(ctx, input.phone, 'login', input.otp);
  const user = valid
    ? await ctx.db.selectFrom('users').select(['id', 'is_banned']).where('phone', '=', input.phone).executeTakeFirst()
    : undefined;
  if (!user) return fail('validation_failed', WRONG_CODE_MESSAGE, { otp: WRONG_CODE_MESSAGE });
  if (user.is_banned === 1) return fail('forbidden', BANNED_MESSAGE);
  return signedIn(ctx, user.id, input.address);
}

export async function logout(
  ctx: ShopContext,
  token: string | null,
): Promise<Result<{ success: true; message: string }>> {
  await revokeSession(ctx, token);
  return ok({ success: true, message: 'You are signed out.' });
}

/** §7 Social check: no provider is configured on this shop, so it says so clearly. */
export async function socialLogin(_ctx: ShopContext): Promise<Result<never>> {
  return fail(
    'not_configured',
    'Social sign-in is not set up on this shop. Sign in with your phone or e-mail instead.',
  );
}
