// The role half of a staff call's check (decision 0268): the dispatcher, and the event streams'
// handler (http/event-stream.ts), ask this after the staff session is found and before the input is
// read, so a member whose role lacks the call's permission learns nothing about its input. Store scope is each service's (reachesStore, mayReachStore).
import { type ApiError, fail } from '../../domain/api/errors.ts';
import { said } from '../said.ts';
import { may, type Permission, ROLE_NAMES } from '../../domain/staff/permissions.ts';
import { staffMember } from '../services/staff/staff.ts';
import type { Call } from './route.ts';

/**
 * 403 when the member's role lacks the permission of the route or event stream; null otherwise (or
 * when no live member: the handler answers 401).
 */
export async function permissionRefusal(
  route: { permission: Permission | null },
  call: Call,
): Promise<ApiError | null> {
  return (await permissionCheck(route, call)).denied;
}

/**
 * The role half of a staff call's check, and the language the member reads the console in: a
 * staff call's refusals are said in it (decision 0345), null for a call that is not a staff call.
 */
export async function permissionCheck(
  route: { permission: Permission | null },
  call: Call,
): Promise<{ denied: ApiError | null; language: string | null }> {
  if (route.permission === null) return { denied: null, language: null };
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  if (!member) return { denied: null, language: null };
  if (may(member.role, route.permission)) return { denied: null, language: member.language };
  const role = ROLE_NAMES[member.role].toLowerCase();
  const denied = fail(
    'forbidden',
    said('saidRoleLacksPermission', { role, permission: route.permission.replace('_', ' ') }),
  ).error;
  return { denied, language: member.language };
}
