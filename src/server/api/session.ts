// The session side of a call (docs/architecture.md "Auth"; decision 0169):
// which token it carries, who that is, and the HttpOnly session cookie its
// answer sets or clears. Browsers hold the token only in the cookie — `__Host-fc_session`
// over https, `fc_session` over plain http — and no answer has it in its JSON. A client
// may still send a token it holds as `Authorization: Bearer` or as `token` in the body (§7).
import { type ApiError, fail } from '../../domain/api/errors.ts';
import type { ShopContext } from '../context.ts';
import { ACTING_COOKIE } from '../../domain/constants.ts';
import {
  ROLE_COOKIES,
  type RoleHolder,
  resolveRoleSession,
  type SessionRole,
} from '../services/sessions/role-sessions.ts';
import {
  resolveSession,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  type SignedInUser,
  sessionTokenIn,
} from '../services/sessions/sessions.ts';
import { BANNED_MESSAGE } from '../services/accounts/users.ts';
import type { ApiRequest } from './dispatch.ts';
import type { AuthRule, Call } from './route.ts';
import { said } from '../said.ts';

/** A cookie's value in a Cookie header, or null (absent or empty). */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

/** The token, looked for in this order: the cookies, a Bearer header, the body's `token`. */
function sessionTokenOf(request: ApiRequest, body: unknown): string | null {
  return sessionTokenIn((name) => cookieValue(request.header('cookie'), name)) ?? clientHeldToken(request, body);
}

/** A role's token: its own cookie (https one first), else one the client holds itself. */
function roleTokenOf(role: SessionRole, request: ApiRequest, body: unknown): string | null {
  const names = ROLE_COOKIES[role];
  const cookie = request.header('cookie');
  return cookieValue(cookie, names.secure) ?? cookieValue(cookie, names.plain) ?? clientHeldToken(request, body);
}

/** A token sent as `Authorization: Bearer` or as the body's `token` (§7), or null. */
function clientHeldToken(request: ApiRequest, body: unknown): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : null;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** `scheme://host` as an origin; null when `host` is not a bare host[:port] (a path, credentials, junk). */
export function originOfHost(scheme: 'http' | 'https', host: string | null | undefined): string | null {
  if (!host || /[/\\?#@\s]/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The shop's origin for this call, as the HTTP edge established it (PUBLIC_ORIGIN, or where the
 * request was addressed, believing X-Forwarded-* only behind a trusted proxy:
 * src/server/http/request-origin.ts); a caller that did not say is taken at its Host header's
 * word over http. No header of the request itself is believed beyond Host.
 */
export function shopOriginOf(request: ApiRequest): string | null {
  return request.shopOrigin !== undefined ? request.shopOrigin : originOfHost('http', request.header('host'));
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocalHost(request: ApiRequest): boolean {
  const origin = shopOriginOf(request);
  return origin !== null && LOOPBACK_HOSTS.has(new URL(origin).hostname);
}

function cookieLine(name: string, token: string | null, secure: boolean): string {
  // Session cookies all share one shape; only their names differ by role.
  const parts = [
    `${name}=${token ?? ''}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${token === null ? 0 : SESSION_MAX_AGE_SECONDS}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Set-Cookie for a new session (token) or for signing out (null). Over https (the shop's origin)
 * the `__Host-` cookie — Secure, Path=/, no Domain — and the plain one of before is cleared.
 * Over http the plain one, Secure everywhere but on a loopback host (a browser keeps no Secure
 * cookie from plain http://127.0.0.1 in development).
 */
function sessionCookies(
  token: string | null,
  request: ApiRequest,
  names: { plain: string; secure: string } = { plain: SESSION_COOKIE, secure: SECURE_SESSION_COOKIE },
): string[] {
  if (shopOriginOf(request)?.startsWith('https:')) {
    return [cookieLine(names.secure, token, true), cookieLine(names.plain, null, true)];
  }
  return [cookieLine(names.plain, token, !isLocalHost(request))];
}

/**
 * The readable cookie naming who a staff member serves in a customer session (the banner of
 * every page reads it; services/accounts/acting-sessions.ts). Not HttpOnly: it holds only a kind and a
 * name, and deciding anything is the session's. Secure as the session cookie is.
 */
function actingMarkerCookie(value: string | null, request: ApiRequest): string {
  const parts = [
    `${ACTING_COOKIE}=${value ?? ''}`,
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${value === null ? 0 : SESSION_MAX_AGE_SECONDS}`,
  ];
  if (shopOriginOf(request)?.startsWith('https:') || !isLocalHost(request)) parts.push('Secure');
  return parts.join('; ');
}

/** A call's session: the Call handlers see, and the cookies its answer must carry. */
export function createCall(shop: ShopContext, request: ApiRequest, body: unknown): { call: Call; cookies: string[] } {
  const cookies: string[] = [];
  const token = sessionTokenOf(request, body);
  let user: Promise<SignedInUser | null> | undefined;
  const holders = new Map<SessionRole, Promise<RoleHolder | null>>();
  const call: Call = {
    shop,
    header: request.header,
    clientAddress: request.clientAddress ?? 'unknown',
    origin: shopOriginOf(request),
    token,
    user: () => (user ??= resolveSession(shop, token)),
    setSession: (next) => {
      cookies.length = 0;
      cookies.push(...sessionCookies(next, request));
      // Signing in or out ends whatever acting session the browser's banner still names; a
      // staff route that starts one sets the marker again after this (setActingMarker).
      if (cookieValue(request.header('cookie'), ACTING_COOKIE) !== null)
        cookies.push(actingMarkerCookie(null, request));
    },
    holder: (role) => {
      let holder = holders.get(role);
      if (!holder) {
        holder = resolveRoleSession(shop, role, roleTokenOf(role, request, body));
        holders.set(role, holder);
      }
      return holder;
    },
    roleToken: (role) => roleTokenOf(role, request, body),
    setRoleSession: (role, next) => {
      cookies.length = 0;
      cookies.push(...sessionCookies(next, request, ROLE_COOKIES[role]));
    },
    setActingMarker: (value) => {
      const earlier = cookies.findIndex((line) => line.startsWith(`${ACTING_COOKIE}=`));
      if (earlier !== -1) cookies.splice(earlier, 1);
      cookies.push(actingMarkerCookie(value, request));
    },
  };
  return { call, cookies };
}

/**
 * 401 without a live session (of the route's role, for partner and staff calls); 403 for a
 * banned customer unless the route is one a banned customer still needs.
 */
export async function refusal(rule: AuthRule, call: Call): Promise<ApiError | null> {
  if (rule === 'partner' || rule === 'staff') {
    return (await call.holder(rule)) ? null : fail('unauthorized', said('saidSignInFirst')).error;
  }
  const user = await call.user();
  if (!user) return fail('unauthorized', said('saidSignInFirst')).error;
  if (user.is_banned && rule !== 'required-even-banned') return fail('forbidden', BANNED_MESSAGE).error;
  return null;
}
