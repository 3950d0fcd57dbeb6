// Requests and answers of the account calls (§7: register, login, social check,
// send / verify OTP, forgot password, ban and running-order checks, user info,
// avatar, tax number, delete account; §3 User; and change password, e-mail and
// phone changes and signed-in devices, docs/security.md, "Accounts"). Every account request is a strict
// object: a field the call does not take (a wallet balance, a ban flag, a role, a
// membership...) is refused with 400 naming it, never silently ignored.
import { z } from 'zod';
import { id, latitude, longitude, optionalToken, phoneSchema, printable, text } from './fields.ts';
import type { Address, Membership } from '../types.ts';
import { fieldLine } from './field-words.ts';
import { isGstin, normalTaxNumber } from '../accounts/tax-number.ts';

/**
 * Password length bounds (decision 0165; ASVS 5 6.2.1 and 6.2.9): at least 8,
 * and up to 128 characters, so any passphrase of 64 fits and Argon2id's input stays bounded. Being
 * common is checked on the server (services/sessions/password-policy.ts), whose list the browser never loads.
 */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
/** §7 OTP and reset codes: 6 digits. */
const CODE_LENGTH = 6;

/** §5 Phone numbers: a mobile number in any typed form, parsed to E.164 ('+919800000001'). */
const phone = phoneSchema;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(fieldLine('saidFieldEmail')));
export const password = printable()
  .min(PASSWORD_MIN, fieldLine('saidFieldPasswordLength', { n: PASSWORD_MIN }))
  .max(PASSWORD_MAX);
export const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, fieldLine('saidFieldCode', { n: CODE_LENGTH }));
export const personName = text(100).min(1, fieldLine('saidFieldName'));

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
/**
 * §5 A tax number: a GSTIN, typed with or without spaces and dashes, in any case (kept as capitals,
 * domain/accounts/tax-number.ts); empty or null clears it.
 */
const taxNumber = z.union([
  text(32)
    .transform(normalTaxNumber)
    .refine((typed) => typed === '' || isGstin(typed), fieldLine('saidFieldTaxNumber')),
  z.null(),
]);
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
    password: printable().min(1, fieldLine('saidFieldPassword')).max(PASSWORD_MAX),
  })
  .refine((input) => input.phone !== undefined || input.email !== undefined, {
    message: fieldLine('saidFieldPhoneOrEmail'),
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

/** The password the customer signs in with now: any length the sign-in takes (an older one may be shorter). */
const currentPassword = printable().min(1, fieldLine('saidFieldCurrentPassword')).max(PASSWORD_MAX);

/** Changing the password asks for the current one; every other session of the account ends. */
export const changePasswordRequest = signedInRequest({ current_password: currentPassword, new_password: password });

export const logoutRequest = signedInRequest({ device_token: optionalText(4096) });
export const accountRequest = signedInRequest({});
/** Deleting the account asks for the password again, so a stolen session alone cannot do it. */
export const deleteAccountRequest = signedInRequest({
  password: printable().min(1, fieldLine('saidFieldPassword')).max(PASSWORD_MAX),
});

/**
 * A new e-mail or phone needs the current password, and takes effect once the code sent to it
 * comes back (confirm-contact-change); the name and tax number change at once.
 */
export const updateProfileRequest = signedInRequest({
  name: personName.optional(),
  email: email.optional(),
  phone: phone.optional(),
  tax_number: taxNumber.optional(),
  current_password: currentPassword.optional(),
}).refine(
  (input) =>
    input.name !== undefined ||
    input.email !== undefined ||
    input.phone !== undefined ||
    input.tax_number !== undefined,
  { message: 'send the name, e-mail, phone or tax number to change', path: ['name'] },
);

/** The code sent to the new e-mail or phone of update-profile. */
export const confirmContactChangeRequest = signedInRequest({ code });

/**
 * Signing a device out asks for the password again (ASVS 5 7.5.2), so a session someone else got
 * hold of cannot sign the owner out: one of the customer's own sessions, or every other one.
 */
export const sessionIdRequest = signedInRequest({ session_id: id, current_password: currentPassword });
export const otherSessionsRequest = signedInRequest({ current_password: currentPassword });

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
 * §3 User, answered by login, register and verify-otp. The session token is only in the
 * HttpOnly session cookie of the same answer, never in the JSON (decision 0169), so no script on the page can read it.
 */
export interface SignedInAnswer {
  success: true;
  data: PublicUser;
}

/** A new e-mail or phone waiting for the code sent to it. */
export interface PendingContactChange {
  field: 'email' | 'phone';
  value: string;
  /** Seconds the code stays valid: 0 once it expired (the address keeps waiting; a fresh code can be sent). */
  expires_in: number;
  /** The code sent expired: the change waits for a fresh one (decision 0297). */
  code_expired: boolean;
  message: string;
}

/** resend-contact-code: a new code went to the change's e-mail or phone (the old one no longer works). */
export interface ContactCodeSentAnswer {
  success: true;
  message: string;
  pending_change: PendingContactChange;
}

/** update-profile: the profile as it is now, and the e-mail or phone change waiting for its code, if any. */
export interface ProfileAnswer extends UserAnswer {
  pending_change: PendingContactChange | null;
}

/** One signed-in device ("Signed-in devices" on /my-account). */
export interface SessionView {
  id: number;
  /** 'Chrome on Android': a summary of the browser it signed in with. */
  device: string;
  /** ISO timestamps. */
  signed_in_at: string;
  last_seen_at: string;
  /** The session of this call. */
  is_current: boolean;
}

export interface SessionsAnswer {
  success: true;
  data: SessionView[];
}

export interface DoneAnswer {
  success: true;
  message: string;
}

export interface OtpSentAnswer extends DoneAnswer {
  /** Seconds the code stays valid. */
  expires_in: number;
}

/**
 * register without `otp` when the shop verifies phones and every other field is right: the code
 * is on its way to the phone, and the same call with `otp` finishes the registration.
 */
export interface RegisterCodeSentAnswer extends OtpSentAnswer {
  code_sent: true;
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
