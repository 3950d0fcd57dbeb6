// One API operation (docs/architecture.md "API"): its path under /api/, the zod schemas
// of its path parameters and JSON body, and the service call that answers it.
// The path and schemas come from the contract (src/domain/api/contract.ts); the
// handler is typed by it while it is declared, then erased to `ApiRoute` so a
// table can hold them all.
import type { z } from 'zod';
import {
  type AnswerOf,
  type ApiPath,
  apiContract,
  type ParsedParamsOf,
  type ParsedRequestOf,
} from '../../domain/api/contract.ts';
import type { Result } from '../../domain/api/errors.ts';
import { type Permission, permissionOfCall } from '../../domain/staff/permissions.ts';
import type { ShopContext } from '../context.ts';
import type { RoleHolder, SessionRole } from '../services/sessions/role-sessions.ts';
import type { SignedInUser } from '../services/sessions/sessions.ts';

/** What a handler knows of the call besides its input. */
export interface Call {
  shop: ShopContext;
  /** A request header (lower-case name), or null. */
  header(name: string): string | null;
  /** The caller's network address, for per-address rate limits. */
  clientAddress: string;
  /** The shop's origin for this call (PUBLIC_ORIGIN, or where it was addressed): for links that leave the shop and come back. */
  origin: string | null;
  /** The session token the call carried (cookie `fc_session`, `Authorization: Bearer`, or the body's `token`), or null. */
  token: string | null;
  /** The signed-in customer, or null for a guest (looked up once per call). */
  user(): Promise<SignedInUser | null>;
  /** Sets (a new token) or clears (null) the browser's session cookie with this call's answer. */
  setSession(token: string | null): void;
  /** The delivery partner or staff member signed in for `role` (their own cookie, or a Bearer token), or null. */
  holder(role: SessionRole): Promise<RoleHolder | null>;
  /** The token the call carried for `role` (for sign-out), or null. */
  roleToken(role: SessionRole): string | null;
  /** Sets or clears the role's session cookie with this call's answer. */
  setRoleSession(role: SessionRole, token: string | null): void;
  /**
   * Sets or clears (null) the readable cookie that names who a staff member is serving, for the
   * banner on every page (services/accounts/acting-sessions.ts); call it after setSession, which clears it.
   */
  setActingMarker(value: string | null): void;
}

/**
 * 'required': 401 without a live session, 403 for a banned customer, before the
 * handler runs. 'required-even-banned': the calls a banned customer still makes
 * (the ban check itself, logout). 'partner' and 'staff': 401 without a live session
 * of that role (services/sessions/role-sessions.ts); a customer's session never counts.
 */
export type AuthRule = 'required' | 'required-even-banned' | SessionRole;

/**
 * What an id field of a request refers to: something a customer owns (another
 * customer gets 404 for it), a public catalog entry, or `self` (the signed-in
 * customer's own id, ignored: the session decides). The ownership test reads
 * these, and fails for an id field of an account route that is not declared.
 */
export const OWNED_ID_KINDS = ['address', 'notification', 'order', 'purchase', 'session'] as const;
export type OwnedIdKind = (typeof OWNED_ID_KINDS)[number];
/**
 * `provider-payment`: an id a payment provider gave (Razorpay's order_… and pay_…); it reaches
 * nothing by itself: the provider's signature over it is checked, and it must belong to the caller's order.
 */
export type IdKind =
  | OwnedIdKind
  | 'store'
  /**
   * The store a cart is priced or ordered at (§7 confirm cart, place order): the one sent, else the
   * first line's; in a session a staff member holds, decided from the member's stores instead
   * (domain/staff/staff.ts heldCartStore, api/acting.ts).
   */
  | 'cart-store'
  | 'item'
  | 'store-or-item'
  | 'self'
  | StaffIdKind
  | 'partner-order'
  | 'provider-payment'
  /** A membership plan on offer (decision 0260): public, like the catalog. */
  | 'plan';

/**
 * What an id field of a staff call refers to: something of a store (an order, an item,
 * a variant; 'store' itself), which staff of another store get 404 for, a customer, or a delivery
 * partner's account (admins only: store staff get 403 for any), a picture of the media library
 * (the shop's one library: no store's), or a category (shop-wide: every member with the catalogue
 * permission reaches every one). The staff scope test
 * (tests/unit/server/staff/staff-scope.test.ts) walks the staff routes by these.
 */
export type StaffIdKind =
  | 'store-order'
  | 'variant'
  | 'customer'
  | 'partner'
  | 'media'
  | 'category'
  /** An addon group (shop-wide, as a category: decision 0280). */
  | 'addon-group'
  /** A combo: a store's thing; the service answers 404 for another store's (decision 0280). */
  | 'combo'
  /** A coupon: a manager gets 404 for one not all of whose stores they reach (decision 0272). */
  | 'coupon'
  /** Another staff member's account (admins only: everyone else gets 403). */
  | 'staff-account'
  /** Stores a thing is given (a coupon's, a staff member's): the service answers 404 for one the member does not reach. */
  | 'store-list'
  /** A rider of the order's store (decision 0314): the service answers 404 for anyone else. */
  | 'store-rider'
  /** An id that only narrows a list the member may read whole (the audit log's filters). */
  | 'filter'
  /** A revision of a content entry (shop-wide, as the content itself: decision 0281). */
  | 'content-revision'
  /** An area the shop serves (shop-wide: decision 0315). */
  | 'area'
  /** A unit sizes are measured in (shop-wide, as a category: decision 0319). */
  | 'unit'
  /** A GST rate the shop keeps (shop-wide: decision 0332). */
  | 'tax-rate'
  /** A message of the outbox (shop-wide, admins only: decision 0341). */
  | 'message';
// 'partner-order': an order a delivery partner's call names: on offer to every partner
// near its store, or the partner's own job; another partner's job answers 404
// (tests/unit/server/api/ownership.test.ts walks the partner routes by it).

/** How the server handles one operation of the contract (src/domain/api/contract.ts). */
export interface RouteOptions<P extends ApiPath> {
  /** Changes state: the Origin must be ours, and the answer is never cached. */
  mutates?: boolean;
  /**
   * The answer depends only on the input and the catalog (no customer data), so its
   * bytes may be served from the catalog cache for a short time.
   */
  cacheable?: boolean;
  /**
   * A cacheable answer "with favourite" (§7): `handle` answers the guest's view (is_favorited false),
   * and the dispatcher fills in a signed-in customer's own favourites on top of it (decision 0300).
   */
  favourites?: boolean;
  auth?: AuthRule;
  /** The id fields of the body and path, by what they refer to. */
  ids?: Readonly<Record<string, IdKind>>;
  /**
   * Only the customer in person: refused (403) in a session a staff member holds for them
   * (call-and-order, an admin signed in as them): password, e-mail and phone changes, devices,
   * deleting the account (services/accounts/acting-sessions.ts).
   */
  inPersonOnly?: boolean;
  /**
   * The largest body taken, in bytes, when a call carries a file (a catalogue import, decision
   * 0273); MAX_BODY_BYTES (api/dispatch.ts) otherwise. Such a call is read only for a caller whose
   * session is in the cookie or the Authorization header (a token in the body is not looked for).
   */
  maxBodyBytes?: number;
  /** Answers the contract's answer type for this path, or an error. */
  handle(input: ParsedRequestOf<P>, params: ParsedParamsOf<P>, call: Call): Promise<Result<AnswerOf<P>>>;
}

export interface ApiRoute {
  path: ApiPath;
  segments: string[];
  mutates: boolean;
  cacheable: boolean;
  favourites: boolean;
  auth: AuthRule | null;
  ids: Readonly<Record<string, IdKind>>;
  inPersonOnly: boolean;
  /** The largest body taken, in bytes; null for the dispatcher's own limit. */
  maxBodyBytes: number | null;
  /** What a staff call needs of the member's role (domain/staff/permissions.ts); null for other calls. */
  permission: Permission | null;
  paramsSchema: z.ZodType | undefined;
  bodySchema: z.ZodType;
  run(input: unknown, params: unknown, call: Call): Promise<Result<unknown>>;
}

/** The server side of the contract's operation `path`: its schemas come from the contract. */
export function route<P extends ApiPath>(path: P, options: RouteOptions<P>): ApiRoute {
  const endpoint: { body: z.ZodType; params?: z.ZodType } = apiContract[path];
  const permission = options.auth === 'staff' ? permissionOfCall(path) : null;
  // Every staff call is in the one table of permissions: a new one without an entry never starts.
  if (options.auth === 'staff' && permission === null)
    throw new Error(`The staff call ${path} needs an entry in STAFF_CALL_PERMISSIONS (domain/staff/permissions.ts).`);
  return {
    path,
    segments: path.split('/'),
    mutates: options.mutates ?? false,
    cacheable: options.cacheable ?? false,
    favourites: options.favourites ?? false,
    auth: options.auth ?? null,
    ids: options.ids ?? {},
    inPersonOnly: options.inPersonOnly ?? false,
    maxBodyBytes: options.maxBodyBytes ?? null,
    permission,
    paramsSchema: endpoint.params,
    bodySchema: endpoint.body,
    // The dispatcher has parsed input and params with these very schemas.
    run: (input, params, call) => options.handle(input as ParsedRequestOf<P>, params as ParsedParamsOf<P>, call),
  };
}

/** The signed-in customer of an auth route (the dispatcher has refused the call without one). */
export async function signedInUserOf(call: Call): Promise<SignedInUser> {
  const user = await call.user();
  if (!user) throw new Error('An auth route ran without a signed-in user: the dispatcher must refuse it first.');
  return user;
}
