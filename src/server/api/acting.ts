// Calls in a customer session a staff member holds (services/sessions/acting-sessions.ts;
// decision 0183): the calls only the customer in person may make are refused, and every call
// that changes something is written to the audit log with the staff member's id, the call and
// how it was answered. The dispatcher asks these two for every customer route.
import type { ApiError } from '../../domain/api/errors.ts';
import { auditActing } from '../services/sessions/acting-sessions.ts';
import { clientOf } from '../services/sessions/client-info.ts';
import type { ApiRoute, Call } from './route.ts';

const IN_PERSON_ONLY_MESSAGE =
  'Only the customer can change how they sign in or delete their account, not staff in their account.';

function isCustomerRoute(route: ApiRoute): boolean {
  return route.auth === 'required' || route.auth === 'required-even-banned';
}

/** 403 for an in-person-only call in a session a staff member holds; null otherwise. */
export async function inPersonRefusal(route: ApiRoute, call: Call): Promise<ApiError | null> {
  if (!route.inPersonOnly) return null;
  const user = await call.user();
  return user?.acting ? { code: 'forbidden', message: IN_PERSON_ONLY_MESSAGE } : null;
}

/** Audits a changing customer call made in a session a staff member holds, with its answer's status. */
export async function auditActingCall(route: ApiRoute, call: Call, status: number): Promise<void> {
  if (!route.mutates || !isCustomerRoute(route)) return;
  const user = await call.user();
  if (!user?.acting) return;
  await auditActing(
    call.shop,
    user,
    `${route.path} ${status}`,
    clientOf(call.clientAddress, call.header('user-agent')),
  );
}
