// §7 Sign-in (register, login, OTP, forgot password, social check, logout), the signed-in
// customer's own account (user info, profile with e-mail and phone changes, avatar, tax
// number, delete account, ban and running-order checks) and its security (change password,
// signed-in devices). Sign-in answers set the session cookie; the token is never in the JSON.
import { ok, type Result } from '../../../domain/api/errors.ts';
import {
  changePassword,
  sessionsOf,
  signOutOtherSessions,
  signOutSession,
} from '../../services/accounts/account-security.ts';
import { login, loginWithOtp, logout, register, type SignedIn, socialLogin } from '../../services/accounts/auth.ts';
import { type Client, clientOf } from '../../services/audit/client-info.ts';
import { sendOtp } from '../../services/sessions/otp.ts';
import { resendContactCode, withdrawContactChange } from '../../services/accounts/contact-changes.ts';
import { revokeSession } from '../../services/sessions/sessions.ts';
import { forgotPassword, resetPassword, verifyResetCode } from '../../services/accounts/password-reset.ts';
import {
  banCheck,
  confirmContactChange,
  deleteAccount,
  updateAvatar,
  updateProfile,
  updateTaxNumber,
  userInfo,
} from '../../services/accounts/users.ts';
import { forgetPushTokensOfSession } from '../../services/notifications/push.ts';
import { heldBy, runningOrder } from '../../services/orders/orders.ts';
import { route, signedInUserOf, type Call } from '../route.ts';

/**
 * A sign-in starts the browser's session: the token goes into the HttpOnly cookie, the profile into
 * the JSON; a session the call still carried ends (ASVS 5 7.2.4: a new token at each sign-in, the
 * one before terminated).
 */
async function withSession(call: Call, result: Result<SignedIn>) {
  if (!result.ok) return result;
  await revokeSession(call.shop, call.token);
  call.setSession(result.value.token);
  return { ok: true as const, value: result.value.answer };
}

/** The caller's address and a summary of its browser, for the sessions list and the audit log. */
function clientOfCall(call: Call): Client {
  return clientOf(call.clientAddress, call.header('user-agent'));
}

const self = { user_id: 'self' } as const;

const signInRoutes = [
  route('register', {
    mutates: true,
    handle: async (input, _params, call) => {
      const result = await register(call.shop, input, clientOfCall(call));
      if (!result.ok) return result;
      // The phone's code is on its way: no session until it comes back.
      if ('code_sent' in result.value) return ok(result.value);
      return withSession(call, ok(result.value));
    },
  }),
  route('login', {
    mutates: true,
    handle: async (input, _params, call) => withSession(call, await login(call.shop, input, clientOfCall(call))),
  }),
  route('send-otp', {
    mutates: true,
    handle: (input, _params, call) => sendOtp(call.shop, { ...input, clientAddress: call.clientAddress }),
  }),
  route('verify-otp', {
    mutates: true,
    handle: async (input, _params, call) => withSession(call, await loginWithOtp(call.shop, input, clientOfCall(call))),
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
    handle: (input, _params, call) => resetPassword(call.shop, input, clientOfCall(call)),
  }),
  route('logout', {
    // Works without a live session too, so a stale cookie can always be cleared.
    mutates: true,
    ids: self,
    handle: async (_input, _params, call) => {
      call.setSession(null);
      // That device's push subscription goes with the session (decision 0250).
      await forgetPushTokensOfSession(call.shop.db, call.token);
      return logout(call.shop, call.token, clientOfCall(call));
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
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) =>
      updateProfile(call.shop, (await signedInUserOf(call)).id, input, clientOfCall(call)),
  }),
  route('confirm-contact-change', {
    mutates: true,
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) =>
      confirmContactChange(call.shop, (await signedInUserOf(call)).id, input.code, clientOfCall(call)),
  }),
  route('withdraw-contact-change', {
    mutates: true,
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) =>
      withdrawContactChange(call.shop, (await signedInUserOf(call)).id, clientOfCall(call)),
  }),
  route('resend-contact-code', {
    mutates: true,
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) =>
      resendContactCode(call.shop, (await signedInUserOf(call)).id, clientOfCall(call)),
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
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => {
      const result = await deleteAccount(
        call.shop,
        (await signedInUserOf(call)).id,
        input.password,
        clientOfCall(call),
      );
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
    handle: async (_input, _params, call) => {
      const user = await signedInUserOf(call);
      return runningOrder(call.shop, user.id, heldBy(user));
    },
  }),
];

const securityRoutes = [
  route('change-password', {
    mutates: true,
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) =>
      changePassword(call.shop, await signedInUserOf(call), input, clientOfCall(call)),
  }),
  route('get-sessions', {
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) => sessionsOf(call.shop, await signedInUserOf(call)),
  }),
  route('revoke-session', {
    mutates: true,
    inPersonOnly: true,
    auth: 'required',
    ids: { ...self, session_id: 'session' },
    handle: async (input, _params, call) => {
      const session = await signedInUserOf(call);
      const result = await signOutSession(call.shop, session, input, clientOfCall(call));
      // This device signed itself out: its cookie goes too.
      if (result.ok && input.session_id === session.session_id) call.setSession(null);
      return result;
    },
  }),
  route('revoke-other-sessions', {
    mutates: true,
    inPersonOnly: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) =>
      signOutOtherSessions(call.shop, await signedInUserOf(call), input.current_password, clientOfCall(call)),
  }),
];

export const accountRoutes = [...signInRoutes, ...accountRoutesOnly, ...securityRoutes];
