// The session side of a call (ARCHITECTURE.md "Auth"): which token it carries,
// who that is, and the HttpOnly session cookie its answer sets or clears.
// Browsers hold the token only in the `fc_session` cookie; API clients send it as
// `Authorization: Bearer` or as `token` in the body (§7).
import type { ApiError } from '../../domain/api/errors.ts';
import type { ShopContext } from '../context.ts';
import { resolveSession, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, type SignedInUser } from '../services/sessions.ts';
import { BANNED_MESSAGE } from '../services/users.ts';
import type { ApiRequest } from './dispatch.ts';
import type { AuthRule, Call } from './route.ts';

function cookieValue(header: string | null, name: string): string | null {
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

/** The token, looked for in this order: the cookie, a Bearer header, the body's `token`. */
function sessionTokenOf(request: ApiRequest, body: unknown): string | null {
  const cookie = cookieValue(request.header('cookie'), SESSION_COOKIE);
  if (cookie) return cookie;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : null;
  return typeof token === 'string' && token !== '' ? token : null;
}

function isLocalHost(request: ApiRequest): boolean {
  const host = (request.header('x-forwarded-host') ?? request.header('host') ?? '').toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]';
}

/** Set-Cookie for a new session (token) or for signing out (null). Secure everywhere but localhost. */
function sessionCookie(token: string | null, request: ApiRequest): string {
  const parts = [
    `${SESSION_COOKIE}=${token ?? ''}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${token === null ? 0 : SESSION_MAX_AGE_SECONDS}`,
  ];
  if (!isLocalHost(request)) parts.push('Secure');
  return parts.join('; ');
}

/** A call's session: the Call handlers see, and the cookies its answer must carry. */
export function createCall(shop: ShopContext, request: ApiRequest, body: unknown): { call: Call; cookies: string[] } {
  const cookies: string[] = [];
  const token = sessionTokenOf(request, body);
  let user: Promise<SignedInUser | null> | undefined;
  const call: Call = {
    shop,
    header: request.header,
    clientAddress: request.clientAddress ?? 'unknown',
    token,
    user: () => (user ??= resolveSession(shop, token)),
    setSession: (next) => {
      cookies.length = 0;
      cookies.push(sessionCookie(next, request));
    },
  };
  return { call, cookies };
}

/** 401 without a live session; 403 for a banned customer unless the route is one a banned customer still needs. */
export async function refusal(rule: AuthRule, call: Call): Promise<ApiError | null> {
  const user = await call.user();
  if (!user) return { code: 'unauthorized', message: 'Please sign in to continue.' };
  if (user.is_banned && rule !== 'required-even-banned') return { code: 'forbidden', message: BANNED_MESSAGE };
  return null;
}
