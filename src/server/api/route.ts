// One API operation (ARCHITECTURE.md "API"): its path under /api/, the zod schemas
// of its path parameters and JSON body, and the service call that answers it.
// Generic while it is declared; erased to `ApiRoute` so a table can hold them all.
import type { z } from 'zod';
import type { Result } from '../../domain/api/errors.ts';
import type { ShopContext } from '../context.ts';
import type { SignedInUser } from '../services/sessions.ts';

/** What a handler knows of the call besides its input. */
export interface Call {
  shop: ShopContext;
  /** A request header (lower-case name), or null. */
  header(name: string): string | null;
  /** The caller's network address, for per-address rate limits. */
  clientAddress: string;
  /** The session token the call carried (cookie `fc_session`, `Authorization: Bearer`, or the body's `token`), or null. */
  token: string | null;
  /** The signed-in customer, or null for a guest (looked up once per call). */
  user(): Promise<SignedInUser | null>;
  /** Sets (a new token) or clears (null) the browser's session cookie with this call's answer. */
  setSession(token: string | null): void;
}

/**
 * 'required': 401 without a live session, 403 for a banned customer, before the
 * handler runs. 'required-even-banned': the calls a banned customer still makes
 * (the ban check itself, logout).
 */
export type AuthRule = 'required' | 'required-even-banned';

/**
 * What an id field of a request refers to: something a customer owns (another
 * customer gets 404 for it), a public catalog entry, or `self` (the signed-in
 * customer's own id, ignored: the session decides). The ownership test reads
 * these, and fails for an id field of an account route that is not declared.
 */
export const OWNED_ID_KINDS = ['address', 'notification', 'order'] as const;
export type OwnedIdKind = (typeof OWNED_ID_KINDS)[number];
export type IdKind = OwnedIdKind | 'store' | 'item' | 'store-or-item' | 'self';

export interface RouteSpec<P extends z.ZodType, S extends z.ZodType, T> {
  /** Path under /api/, with `:name` for a path parameter: 'get-restaurant-info/:slug'. */
  path: string;
  params?: P;
  body: S;
  /** Changes state: the Origin must be ours, and the answer is never cached. */
  mutates?: boolean;
  /**
   * The answer depends only on the input and the catalog (no customer data), so its
   * bytes may be served from the catalog cache for a short time.
   */
  cacheable?: boolean;
  /** A cacheable answer that differs for a signed-in customer (is_favorited): only guests get the cached copy. */
  variesByUser?: boolean;
  auth?: AuthRule;
  /** The id fields of the body and path, by what they refer to. */
  ids?: Readonly<Record<string, IdKind>>;
  handle(input: z.output<S>, params: z.output<P>, call: Call): Promise<Result<T>>;
}

export interface ApiRoute {
  path: string;
  segments: string[];
  mutates: boolean;
  cacheable: boolean;
  variesByUser: boolean;
  auth: AuthRule | null;
  ids: Readonly<Record<string, IdKind>>;
  paramsSchema: z.ZodType | undefined;
  bodySchema: z.ZodType;
  run(input: unknown, params: unknown, call: Call): Promise<Result<unknown>>;
}

export function route<P extends z.ZodType, S extends z.ZodType, T>(spec: RouteSpec<P, S, T>): ApiRoute {
  return {
    path: spec.path,
    segments: spec.path.split('/'),
    mutates: spec.mutates ?? false,
    cacheable: spec.cacheable ?? false,
    variesByUser: spec.variesByUser ?? false,
    auth: spec.auth ?? null,
    ids: spec.ids ?? {},
    paramsSchema: spec.params,
    bodySchema: spec.body,
    // The dispatcher has parsed input and params with these very schemas.
    run: (input, params, call) => spec.handle(input as z.output<S>, params as z.output<P>, call),
  };
}

/** The signed-in customer of an auth route (the dispatcher has refused the call without one). */
export async function signedInUserOf(call: Call): Promise<SignedInUser> {
  const user = await call.user();
  if (!user) throw new Error('An auth route ran without a signed-in user: the dispatcher must refuse it first.');
  return user;
}
