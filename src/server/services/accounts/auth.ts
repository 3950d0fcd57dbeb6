// Signing in and out (docs/architecture.md "Auth"; §7 register, login, social check,
// verify OTP; docs/security.md, "Accounts"): phone or e-mail with an Argon2id-hashed
// password, or phone with a one-time code. Each sign-in starts a new session, whose
// token goes only into the HttpOnly cookie (the route sets it). A failed sign-in says
// the same whether the account is missing or the password is wrong, and takes about
// as long; failures slow the account and the address down (sessions/sign-in-throttle.ts).
// Every outcome is written to the audit log.
import type { RegisterCodeSentAnswer, SignedInAnswer } from '../../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import type { AuditEventName, OtpPurpose } from '../../db/schema.ts';
import { accountSubject, throttleSubjectsOf } from './account-security.ts';
import { saveAddress } from './addresses.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { requestContactChange } from './contact-changes.ts';
import { consumeOtp, sendOtp, WRONG_CODE_MESSAGE } from '../sessions/otp.ts';
import { otpNotSent } from '../notifications/messages.ts';
import { passwordRefusal } from '../sessions/password-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from '../sessions/passwords.ts';
import { hit, REGISTRATIONS_PER_ADDRESS } from '../sessions/rate-limit.ts';
import { createSession, revokeSession } from '../sessions/sessions.ts';
import { throttledCheck } from '../sessions/sign-in-throttle.ts';
import { BANNED_MESSAGE, publicUser } from './users.ts';
import { settingFlag } from '../shop/settings.ts';
import { said } from '../../said.ts';

/** §3 "userSetAddress" as the device sends it with register / login. */
export interface DeviceAddress {
  lat: number;
  lng: number;
  address: string;
  house?: string | null | undefined;
  tag?: string | null | undefined;
}

/** A sign-in: the answer for the JSON, and the token for the cookie only. */
export interface SignedIn {
  answer: SignedInAnswer;
  token: string;
}

/** The setting that makes registering prove the phone with an OTP; on unless set to 'false'. */
const OTP_ON_REGISTER_SETTING = 'enableOtpOnRegister';

function otpRequiredOnRegister(ctx: ShopContext): Promise<boolean> {
  return settingFlag(ctx, OTP_ON_REGISTER_SETTING, true);
}

/** A new session on the client's device, and the §3 User answer. */
async function signedIn(
  ctx: ShopContext,
  userId: number,
  client: Client,
  event: AuditEventName,
  address?: DeviceAddress | null,
): Promise<Result<SignedIn>> {
  if (address) await adoptDeviceAddress(ctx, userId, address);
  const token = await createSession(ctx, userId, client.device);
  await audit(ctx, event, userId, client);
  const data = await publicUser(ctx, userId);
  if (!data) return fail('not_found', said('saidAccountGone'));
  return ok({ answer: { success: true, data }, token });
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

/** Said when the code a customer types was never sent: its message failed (decision 0335). */
const CODE_NOT_SENT_MESSAGE = said('saidCodeNotSent');

/** A code that did not work: "not sent, try again" when its message failed (decision 0335), else "wrong". */
async function wrongOtp(ctx: ShopContext, phone: string, purpose: OtpPurpose): Promise<Result<never>> {
  if (await otpNotSent(ctx.db, phone, purpose)) {
    return fail('code_not_sent', CODE_NOT_SENT_MESSAGE, { otp: CODE_NOT_SENT_MESSAGE });
  }
  return fail('validation_failed', WRONG_CODE_MESSAGE, { otp: WRONG_CODE_MESSAGE });
}

/**
 * §7 Register (decision 0168). When the shop verifies phones, the
 * OTP sent for 'register' is checked before anything else, so only the phone's holder learns
 * whether it is already registered. The e-mail is never compared with other accounts here: it
 * joins the account once the code sent to it comes back, and an address another account has
 * gets "this is already on an account" instead — the answer is the same either way.
 */
export async function register(
  ctx: ShopContext,
  input: Registration,
  client: Client,
): Promise<Result<SignedIn | RegisterCodeSentAnswer>> {
  const limited = await hit(ctx, REGISTRATIONS_PER_ADDRESS, client.address);
  if (!limited.ok) return limited;
  const weak = passwordRefusal(input.password, input);
  if (weak) return weak;
  if (await otpRequiredOnRegister(ctx)) {
    // Every other field is right: the code goes to the phone and the form asks for it. A step of
    // the sign-up, not a refusal: a normal sign-up makes no failed request.
    if (input.otp === undefined) {
      const sent = await sendOtp(ctx, { phone: input.phone, purpose: 'register', clientAddress: client.address });
      return sent.ok ? ok({ ...sent.value, code_sent: true as const }) : sent;
    }
    if (!(await consumeOtp(ctx, input.phone, 'register', input.otp))) return wrongOtp(ctx, input.phone, 'register');
  }
  const taken = await ctx.db.selectFrom('users').select('id').where('phone', '=', input.phone).executeTakeFirst();
  if (taken) return alreadyRegistered();
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const row = await ctx.db
      .insertInto('users')
      .values({
        name: input.name,
        phone: input.phone,
        email: null,
        password_hash: passwordHash,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (error) {
    // Two registrations raced for the same phone: the unique index decided.
    if (/unique/i.test(String(error))) return alreadyRegistered();
    throw error;
  }
  await audit(ctx, 'registered', userId, client);
  const emailCode = await requestContactChange(ctx, userId, 'email', input.email, client);
  if (!emailCode.ok) console.error('Sending the new account its e-mail code failed:', emailCode.error);
  return signedIn(ctx, userId, client, 'signed_in', input.address);
}

/** Said (after the phone's code) to the holder of a phone that has an account already. */
function alreadyRegistered(): Result<never> {
  return fail('conflict', said('saidPhoneRegistered'), {
    phone: said('saidAlreadyRegistered'),
  });
}

export interface Credentials {
  phone?: string | undefined;
  email?: string | undefined;
  password: string;
  address?: DeviceAddress | null | undefined;
}

let dummyHash: Promise<string> | undefined;

/**
 * §7 Login with phone or e-mail and password. One throttle counter per account, whichever
 * identifier was typed (and one per unknown identifier, so a missing account is throttled
 * alike), and one per client address. A right password stored under older parameters (scrypt)
 * is hashed again with Argon2id.
 */
export async function login(ctx: ShopContext, input: Credentials, client: Client): Promise<Result<SignedIn>> {
  const identifier = input.phone !== undefined ? `phone:${input.phone}` : `email:${input.email ?? ''}`;
  let query = ctx.db.selectFrom('users').select(['id', 'password_hash', 'is_banned']);
  query =
    input.phone !== undefined ? query.where('phone', '=', input.phone) : query.where('email', '=', input.email ?? '');
  const user = await query.executeTakeFirst();
  // Without an account a password is still checked (against a throwaway hash), so both failures take as long.
  dummyHash ??= hashPassword('no account has this password');
  const stored = user?.password_hash ?? (await dummyHash);
  const account = user ? accountSubject(user.id) : `unknown:${identifier}`;
  const checked = await throttledCheck(ctx, throttleSubjectsOf(account, client), async () => {
    const matches = await verifyPassword(input.password, stored);
    return matches && user?.password_hash !== null && user?.password_hash !== undefined;
  });
  if (!checked.ok) {
    await audit(ctx, 'sign_in_throttled', user?.id ?? null, client);
    return checked;
  }
  if (!user || !checked.matched) {
    await audit(ctx, 'sign_in_failed', user?.id ?? null, client);
    return fail('unauthorized', said('saidSignInWrong'), { password: said('saidNotRight') });
  }
  if (needsRehash(stored)) await rehash(ctx, user.id, stored, input.password);
  if (user.is_banned === 1) return fail('forbidden', BANNED_MESSAGE);
  return signedIn(ctx, user.id, client, 'signed_in', input.address);
}

/** Replaces an older hash once its password is known, unless the password changed meanwhile. */
async function rehash(ctx: ShopContext, userId: number, stored: string, password: string): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .where('password_hash', '=', stored)
    .execute();
}

/**
 * §7 Verify OTP: signs in with the phone's 'login' code. A number without an account gets one
 * (decision 0321): the phone proved by its code, no name yet (the form asks for it next, and the
 * answer's empty name says so), no password, no e-mail; new accounts per address are limited as
 * register's are.
 */
export async function loginWithOtp(
  ctx: ShopContext,
  input: { phone: string; otp: string; address?: DeviceAddress | null | undefined },
  client: Client,
): Promise<Result<SignedIn>> {
  const valid = await consumeOtp(ctx, input.phone, 'login', input.otp);
  const user = await userByPhone(ctx, input.phone);
  if (!valid) {
    await audit(ctx, 'sign_in_failed', user?.id ?? null, client);
    return wrongOtp(ctx, input.phone, 'login');
  }
  if (!user) {
    const made = await accountForPhone(ctx, input.phone, client);
    if (!made.ok) return made;
    return signedIn(ctx, made.value, client, 'signed_in_with_code', input.address);
  }
  if (user.is_banned === 1) return fail('forbidden', BANNED_MESSAGE);
  return signedIn(ctx, user.id, client, 'signed_in_with_code', input.address);
}

function userByPhone(ctx: ShopContext, phone: string) {
  return ctx.db.selectFrom('users').select(['id', 'is_banned']).where('phone', '=', phone).executeTakeFirst();
}

/** The new account of a phone its code proved; two sign-ins racing for it end in the one account. */
async function accountForPhone(ctx: ShopContext, phone: string, client: Client): Promise<Result<number>> {
  const limited = await hit(ctx, REGISTRATIONS_PER_ADDRESS, client.address);
  if (!limited.ok) return limited;
  try {
    const row = await ctx.db
      .insertInto('users')
      .values({ name: '', phone, email: null, password_hash: null, created_at: ctx.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(ctx, 'registered', row.id, client);
    return ok(row.id);
  } catch (error) {
    const other = /unique/i.test(String(error)) ? await userByPhone(ctx, phone) : undefined;
    if (!other) throw error;
    return other.is_banned === 1 ? fail('forbidden', BANNED_MESSAGE) : ok(other.id);
  }
}

export async function logout(
  ctx: ShopContext,
  token: string | null,
  client: Client,
): Promise<Result<{ success: true; message: string }>> {
  const userId = await revokeSession(ctx, token);
  if (userId !== null) await audit(ctx, 'signed_out', userId, client);
  return ok({ success: true, message: 'You are signed out.' });
}

/** §7 Social check: no provider is configured on this shop, so it says so clearly. */
export async function socialLogin(_ctx: ShopContext): Promise<Result<never>> {
  return fail('not_configured', said('saidSocialNotSetUp'));
}
