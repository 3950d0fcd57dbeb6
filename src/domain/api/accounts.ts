// Requests and answers of the account calls (§7: register, login, social check,
// send / verify OTP, forgot password, ban and running-order checks, user info,
// avatar, tax number, delete account; §3 User). Every account request is a strict
// object: a field the call does not take (a wallet balance, a ban flag, a role, a
// membership...) is refused with 400 naming it, never silently ignored.
import { z } from 'zod';
import { id, latitude, longitude, optionalToken, printable, text } from './fields.ts';
import type { Address, Membership } from '../types.ts';

/** Password length bounds (the spec shows none; 8 is the usual floor, 128 keeps scrypt input sane). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
/** §7 OTP and reset codes: 6 digits. */
const CODE_LENGTH = 6;

/** Digits with an optional leading +; spaces, dashes, dots and brackets are dropped. */
const phone = z
  .string()
  .trim()
  .max(30)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{7,15}$/, 'must be a phone number'));

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address'));
const password = printable().min(PASSWORD_MIN, `at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, `must be the ${CODE_LENGTH}-digit code`);
const personName = text(100).min(1, 'type your name');

/** What every signed-in call may carry beside its own fields (§7: token, user_id; the session decides whose data). */
const signedInFields = {
  token: optionalToken,
  /** Sent by the original clients; ignored: the session, not the body, says who is calling. */
  user_id: z.union([id, z.null()]).optional(),
};

/** A strict request of a signed-in call. */
export function signedInRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...signedInFields, ...shape });
}

/**
 * §3 Stored delivery address as the device holds it; register and login may send it to save.
 * Other fields the device keeps on it are dropped.
 */
export const deviceAddress = z.object({
  lat: latitude,
  lng: longitude,
  address: text(500).min(1),
  house: z.union([text(200), z.null()]).optional(),
  tag: z.union([text(50), z.null()]).optional(),
});

const optionalText = (max: number) => z.union([text(max), z.null()]).optional();
const deviceFields = {
  token: optionalToken,
  device_token: optionalText(4096),
  address: z.union([deviceAddress, z.null()]).optional(),
};

export const registerRequest = z.strictObject({
  ...deviceFields,
  name: personName,
  phone,
  email,
  password,
  /** Required when the shop verifies phones on registering (setting enableOtpOnRegister). */
  otp: code.optional(),
  accessToken: optionalText(4096),
  provider: optionalText(40),
});

export const loginRequest = z
  .strictObject({
    ...deviceFields,
    name: optionalText(100),
    phone: phone.optional(),
    email: email.optional(),
    password: printable().min(1, 'type your password').max(PASSWORD_MAX),
  })
  .refine((input) => input.phone !== undefined || input.email !== undefined, {
    message: 'send your phone number or e-mail',
    path: ['phone'],
  });

export const socialLoginRequest = z.strictObject({
  ...deviceFields,
  name: optionalText(100),
  email: email.optional(),
  phone: phone.optional(),
  accessToken: optionalText(4096),
  provider: text(40).min(1),
});

const otpPurposes = ['login', 'register'] as const;

export const sendOtpRequest = z.strictObject({
  token: optionalToken,
  phone,
  purpose: z.enum(otpPurposes).default('login'),
});
export const verifyOtpRequest = z.strictObject({ ...deviceFields, phone, otp: code });

export const forgotPasswordRequest = z.strictObject({ email });
export const verifyResetCodeRequest = z.strictObject({ email, code });
export const resetPasswordRequest = z.strictObject({ email, code, password });

export const logoutRequest = signedInRequest({ device_token: optionalText(4096) });
export const accountRequest = signedInRequest({});
/** Deleting the account asks for the password again, so a stolen session alone cannot do it. */
export const deleteAccountRequest = signedInRequest({
  password: printable().min(1, 'type your password').max(PASSWORD_MAX),
});

export const updateProfileRequest = signedInRequest({
  name: personName.optional(),
  email: email.optional(),
  tax_number: optionalText(32),
}).refine((input) => input.name !== undefined || input.email !== undefined || input.tax_number !== undefined, {
  message: 'send the name, e-mail or tax number to change',
  path: ['name'],
});

/** A tax number (e.g. a 15-character GSTIN): letters, digits, spaces and dashes; empty or null clears it. */
const taxNumber = z.union([text(32).regex(/^[A-Za-z0-9 -]*$/, 'letters, digits, spaces and dashes only'), z.null()]);
export const updateTaxNumberRequest = signedInRequest({ tax_number: taxNumber });

/** Avatars are small: a https URL, a path on this site, or a PNG/JPEG/WebP data URL (never SVG, which can hold script). */
export const AVATAR_MAX_CHARS = 48_000;
const avatar = z
  .string()
  .trim()
  .max(AVATAR_MAX_CHARS, 'the picture is too large (48 KB at most)')
  .regex(
    /^(https:\/\/[^\s"'<>\p{Cc}]+|\/[^\s"'<>\p{Cc}]*|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*)$/u,
    'must be a https URL or a PNG, JPEG or WebP picture',
  );
export const updateAvatarRequest = signedInRequest({ avatar: z.union([avatar, z.null()]) });

/** §3 Address as the account calls answer it, with whether it is the default (the card's tick). */
export interface AddressView extends Address {
  house: string;
  tag: string;
  is_default: boolean;
}

/** §3 User data without the token: what the browser keeps (id, name, phone, default address). */
export interface PublicUser {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  tax_number: string | null;
  /** Rupees. */
  wallet_balance: number;
  default_address: AddressView | null;
  default_address_id: number | null;
  membership: Membership | null;
}

/** §3 User: get-user-info / update-user-info and the profile edits. */
export interface UserAnswer {
  success: true;
  data: PublicUser;
}

/**
 * §3 User with auth_token, answered by login, register and verify-otp. The browser
 * also gets the HttpOnly session cookie and keeps only the public profile; API
 * clients send the token back as `token` or `Authorization: Bearer`.
 */
export interface SignedInAnswer {
  success: true;
  data: PublicUser & { auth_token: string };
}

export interface DoneAnswer {
  success: true;
  message: string;
}

export interface OtpSentAnswer extends DoneAnswer {
  /** Seconds the code stays valid. */
  expires_in: number;
}

export interface BanCheckAnswer {
  success: true;
  is_banned: boolean;
  message: string | null;
}

export interface RunningOrderAnswer {
  success: true;
  has_running_order: boolean;
  unique_order_id: string | null;
}
