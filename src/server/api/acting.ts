// Calls in a customer session a staff member holds (services/accounts/acting-sessions.ts;
// decision 0183, decision 0276): the calls only the customer in person may make are refused; an
// order of a store the member does not work at is "not found", as a missing one is, ordering
// from such a store is refused, and a cart's store is the member's (heldCartStore); no answer carries a pickup code (the customer shows it at the
// counter themselves); and every call, a change or a read, is written to the audit log with the
// staff member's id, the call and how it was answered. The dispatcher asks these for every route.
import { type ApiError, fail, ok, type Result } from '../../domain/api/errors.ts';
import { heldCartStore, reachesStore } from '../../domain/staff/staff.ts';
import { auditActing } from '../services/accounts/acting-sessions.ts';
import { clientOf } from '../services/audit/client-info.ts';
import { ORDER_NOT_FOUND } from '../services/orders/orders.ts';
import type { ApiRoute, Call } from './route.ts';
import { said } from '../said.ts';

function isCustomerRoute(route: ApiRoute): boolean {
  return route.auth === 'required' || route.auth === 'required-even-banned';
}

/**
 * In a held session, the call's shop shows and offers only the stores the member reaches
 * (decision 0294), for every customer call, a catalogue read as much as an order. `marked`: the
 * session's token says it is held (decision 0320), or the banner's cookie does (a session started
 * before held tokens were marked); either only says to look, the session decides.
 */
export async function scopeToHeldStores(route: ApiRoute, call: Call, marked: boolean): Promise<void> {
  if (!marked || route.auth === 'staff' || route.auth === 'partner') return;
  const scope = (await call.user())?.acting?.scope;
  if (scope) call.shop = { ...call.shop, storeScope: scope };
}

/** 403 for an in-person-only call in a session a staff member holds; null otherwise. */
export async function inPersonRefusal(route: ApiRoute, call: Call): Promise<ApiError | null> {
  if (!route.inPersonOnly) return null;
  const user = await call.user();
  return user?.acting ? fail('forbidden', said('saidCustomerInPersonOnly')).error : null;
}

/** The id fields of the call that reach a store: its orders', and the store it orders from. */
function storeBoundIds(route: ApiRoute): [field: string, kind: 'order' | 'store' | 'cart-store'][] {
  return Object.entries(route.ids).flatMap(([field, kind]): [string, 'order' | 'store' | 'cart-store'][] =>
    kind === 'order' || kind === 'cart-store' || (kind === 'store' && route.mutates) ? [[field, kind]] : [],
  );
}

const otherStoreRefusal = (field: string) =>
  fail('forbidden', said('saidHeldOtherStore'), { [field]: said('saidFieldNotYourStore') });

/**
 * In a held session, a call naming an order of a store the member does not reach answers 404 (as
 * for an order that is not there), and one ordering from such a store 403; a call that prices or
 * places a cart has its store decided from the member's stores (heldCartStore), never from the
 * cart's first line. Answers the input the handler takes.
 */
export async function heldStoreCheck(route: ApiRoute, call: Call, input: unknown): Promise<Result<unknown>> {
  const fields = storeBoundIds(route);
  if (fields.length === 0) return ok(input);
  const user = await call.user();
  if (!user?.acting) return ok(input);
  const scope = user.acting.scope;
  const body = { ...((input ?? {}) as Record<string, unknown>) };
  for (const [field, kind] of fields) {
    const value = body[field];
    if (kind === 'cart-store') {
      const decided = heldCartStore(scope, typeof value === 'number' ? value : null);
      if (!decided.ok && decided.refused === 'not-yours') return otherStoreRefusal(field);
      if (!decided.ok)
        return fail('validation_failed', said('saidHeldNameAStore'), { [field]: said('saidFieldNameAStore') });
      if (decided.storeId !== null) body[field] = decided.storeId;
    }
    if (kind === 'store' && typeof value === 'number' && !reachesStore(scope, value)) return otherStoreRefusal(field);
    if (kind === 'order' && typeof value === 'string') {
      const order = await call.shop.db
        .selectFrom('orders')
        .select('store_id')
        .where('unique_order_id', '=', value)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (order && !reachesStore(scope, order.store_id))
        return fail('not_found', ORDER_NOT_FOUND, { [field]: said('saidFieldNoSuchOrder') });
    }
  }
  return ok(body);
}

/** Whether the call's answers go to a session a staff member holds (their pickup codes are taken out). */
export async function heldByStaff(route: ApiRoute, call: Call): Promise<boolean> {
  if (!isCustomerRoute(route)) return false;
  return (await call.user())?.acting != null;
}

/** An answer with every pickup code in it taken out (null, as before the order is ready). */
export function withoutPickupCodes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPickupCodes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'pickup_code' && typeof inner === 'string' ? null : withoutPickupCodes(inner),
    ]),
  );
}

/** Audits a customer call made in a session a staff member holds, a change or a read, with its answer's status. */
export async function auditActingCall(route: ApiRoute, call: Call, status: number): Promise<void> {
  if (!isCustomerRoute(route)) return;
  const user = await call.user();
  if (!user?.acting) return;
  await auditActing(
    call.shop,
    user,
    `${route.path} ${status}`,
    clientOf(call.clientAddress, call.header('user-agent')),
    route.mutates,
  );
}
