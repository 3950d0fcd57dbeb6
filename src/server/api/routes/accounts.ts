// §7 Sign-in (register, login, OTP, forgot password, social check, logout) and the
// signed-in customer's own account (user info, profile, avatar, tax number, delete
// account, ban and running-order checks). Sign-in answers set the session cookie.
import type { SignedInAnswer } from '../../../domain/api/accounts.ts';
import type { Result } from '../../../domain/api/errors.ts';
import { login, loginWithOtp, logout, register, socialLogin } from '../../services/auth.ts';
import { sendOtp } from '../../services/otp.ts';
import { forgotPassword, resetPassword, verifyResetCode } from '../../services/password-reset.ts';
import {
  banCheck,
  deleteAccount,
  runningOrder,
  updateAvatar,
  updateProfile,
  updateTaxNumber,
  userInfo,
} from '../../services/users.ts';
import { route, signedInUserOf, type Call } from '../route.ts';

/** A sign-in answer also starts the browser's session: the token goes into the HttpOnly cookie. */
function withSession(call: Call, result: Result<SignedInAnswer>): Result<SignedInAnswer> {
  if (result.ok) call.setSession(result.value.data.auth_token);
  return result;
}

const self = { user_id: 'self' } as const;

const signInRoutes = [
  route('register', {
    mutates: true,
    handle: async (input, _params, call) => withSession(call, await register(call.shop, input, call.clientAddress)),
  }),
  route('login', {
    mutates: true,
    handle: async (input, _params, call) => withSession(call, await login(call.shop, input, call.clientAddress)),
  }),
  route('send-otp', {
    mutates: true,
    handle: (input, _params, call) => sendOtp(call.shop, { ...input, clientAddress: call.clientAddress }),
  }),
  route('verify-otp', {
    mutates: true,
    handle: async (input, _params, call) => withSession(call, await loginWithOtp(call.shop, input)),
  }),
  route('social-login', {
    mutates: true,
    handle: (_input, _params, call) => socialLogin(call.shop),
  }),
  route('forgot-password', {
    mutates: true,
    handle: (input, _params, call) => forgotPassword(call.shop, input.email, call.clientAddress),
  }),
  route('verify-reset-code', {
    mutates: true,
    handle: (input, _params, call) => verifyResetCode(call.shop, input.email, input.code),
  }),
  route('reset-password', {
    mutates: true,
    handle: (input, _params, call) => resetPassword(call.shop, input.email, input.code, input.password),
  }),
  route('logout', {
    // Works without a live session too, so a stale cookie can always be cleared.
    mutates: true,
    ids: self,
    handle: (_input, _params, call) => {
      call.setSession(null);
      return logout(call.shop, call.token);
    },
  }),
];

const accountRoutesOnly = [
  route('get-user-info', {
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) => userInfo(call.shop, (await signedInUserOf(call)).id),
  }),
  route('update-user-info', {
    // §7 "Update user info": the original name of the refresh call (answer data.default_address).
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) => userInfo(call.shop, (await signedInUserOf(call)).id),
  }),
  route('update-profile', {
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => updateProfile(call.shop, (await signedInUserOf(call)).id, input),
  }),
  route('update-tax-number', {
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) =>
      updateTaxNumber(call.shop, (await signedInUserOf(call)).id, input.tax_number),
  }),
  route('update-avatar', {
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => updateAvatar(call.shop, (await signedInUserOf(call)).id, input.avatar),
  }),
  route('delete-account', {
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => {
      const result = await deleteAccount(call.shop, (await signedInUserOf(call)).id, input.password);
      if (result.ok) call.setSession(null);
      return result;
    },
  }),
  route('check-ban', {
    // §4 Ban check: a banned customer still gets the answer (and is signed out with its message).
    auth: 'required-even-banned',
    ids: self,
    handle: async (_input, _params, call) => banCheck(call.shop, (await signedInUserOf(call)).id),
  }),
  route('check-running-order', {
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) => runningOrder(call.shop, (await signedInUserOf(call)).id),
  }),
];

export const accountRoutes = [...signInRoutes, ...accountRoutesOnly];
