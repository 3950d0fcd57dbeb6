// Helpers of the account tests: a shop whose outbox sends one-time codes into memory, calls
// through our own dispatcher (in-process, with a plain request object), and the
// demo customers' sign-in. Not a mock: the same dispatcher and services serve
// production; only the transport is left out.
import { loginRequest } from '../../../../src/domain/api/accounts.ts';
import type { ApiError } from '../../../../src/domain/api/errors.ts';
import { dispatch, type ApiRequest } from '../../../../src/server/api/dispatch.ts';
import { apiRouter } from '../../../../src/server/api/routes/index.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { login } from '../../../../src/server/services/accounts/auth.ts';
import { type Client, clientOf } from '../../../../src/server/services/audit/client-info.ts';
import { openTestShop, type TestShop } from '../harness.ts';
import { createMemoryTransports, type MemorySender, memorySender } from '../notifications/memory-transport.ts';

export const DEMO_PASSWORD = 'demo1234';
/** Phones as stored and as the API hands them to services: E.164 (§5 Phone numbers). */
export const ASHA = { id: 1, phone: '+919800000001', email: 'asha@example.in' };
export const ROHAN = { id: 2, phone: '+919800000002', email: 'rohan@example.in' };
export const MEERA = { id: 3, phone: '+919800000003', email: 'meera@example.in' };

export async function openAccountsShop(
  options: { now?: Date } = {},
): Promise<{ shop: TestShop; sender: MemorySender }> {
  const recorder = createMemoryTransports();
  const shop = await openTestShop({ ...options, overrides: { transports: recorder.transports } });
  return { shop, sender: memorySender(recorder, shop.outbox) };
}

export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: ApiError }): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export function errorOf(result: { ok: true; value: unknown } | { ok: false; error: ApiError }): ApiError {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The same clock `minutes` later (services take the context, so a test can move time). */
export function later(shop: ShopContext, minutes: number): ShopContext {
  const at = new Date(shop.now().getTime() + minutes * 60_000);
  return { ...shop, now: () => at };
}

/** Where the service tests' calls come from: an address of the documentation range and a phone's Chrome. */
export const TEST_CLIENT: Client = clientOf(
  '198.51.100.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
);

/**
 * Signs a demo customer in with the password and returns the session token (which only the cookie
 * carries to a browser). The input goes through the call's schema, as the route's would.
 */
export async function signIn(shop: ShopContext, phone: string, password = DEMO_PASSWORD): Promise<string> {
  return unwrap(await login(shop, loginRequest.parse({ phone, password }), TEST_CLIENT)).token;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer`. */
  bearer?: string;
  cookie?: string;
  headers?: Record<string, string>;
  clientAddress?: string;
  /** The shop's origin as the HTTP edge established it (e.g. 'https://shop.example' behind TLS). */
  shopOrigin?: string;
}

export interface CallAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  cookies: string[];
}

/** POST /api/{path} through the dispatcher, as the node adapter would. */
export function apiCall(
  shop: ShopContext,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<CallAnswer> {
  return apiCallWithText(shop, path, JSON.stringify(body), options);
}

/** The same with the body's text as sent (JSON the encoder cannot write: deep nesting, 1e999, broken). */
export async function apiCallWithText(
  shop: ShopContext,
  path: string,
  text: string,
  options: CallOptions = {},
): Promise<CallAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: 'shop.example',
    ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  const request: ApiRequest = {
    method: 'POST',
    path,
    header: (name) => headers[name] ?? null,
    // The adapter hands over no body past the limit (http/api-handler.ts).
    readBody: async (maxBytes) => (Buffer.byteLength(text) > maxBytes ? null : text),
    clientAddress: options.clientAddress ?? '192.0.2.10',
    ...(options.shopOrigin ? { shopOrigin: options.shopOrigin } : {}),
  };
  const answer = await dispatch(apiRouter, async () => shop, request);
  const answerText = typeof answer.body === 'string' ? answer.body : answer.body.toString('utf8');
  return {
    status: answer.status,
    body: JSON.parse(answerText) as unknown,
    headers: answer.headers,
    cookies: answer.cookies ?? [],
  };
}

/** The fields of a zod object body (refined ones too), by name; empty for any other schema. */
export function shapeOf(schema: unknown): Record<string, unknown> {
  const shape = typeof schema === 'object' && schema !== null && 'shape' in schema ? schema.shape : null;
  return typeof shape === 'object' && shape !== null ? (shape as Record<string, unknown>) : {};
}

export function errorBody(answer: CallAnswer): ApiError {
  return (answer.body as { error: ApiError }).error;
}
