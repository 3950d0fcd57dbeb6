// Staff accounts as an admin manages them (decision 0272), in the console or on the command line:
// a manager or counter member needs a store, and the shop always keeps one live admin (no admin
// disables their own account, and the last live admin can be neither disabled nor given another
// role). Pure: the callers count the live admins, their rows locked until the change is written
// (services/staff/staff.ts), so two admins changing each other at once cannot both pass.
import { isStoreBound, type StaffRole } from './permissions.ts';

const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_NAME_MAX = 100;

/** What is wrong with the stores of a member of `role`, or null. */
export function staffStoresRefusal(role: StaffRole, storeIds: readonly number[]): string | null {
  return isStoreBound(role) && storeIds.length === 0 ? 'a manager or counter member needs at least one store' : null;
}

/** The account an admin is about to change. */
export interface StaffTarget {
  id: number;
  role: StaffRole;
  disabled: boolean;
}

/**
 * Why the account cannot be disabled, or null. `actorId`: who disables it (null on the command line);
 * `liveAdmins`: the admins not disabled, the target among them when it is one.
 */
export function disableRefusal(actorId: number | null, target: StaffTarget, liveAdmins: number): string | null {
  if (actorId === target.id) return 'you cannot disable your own account';
  if (target.role === 'admin' && !target.disabled && liveAdmins <= 1)
    return 'the last admin cannot be disabled: make another admin first';
  return null;
}

/** Why the account cannot take `role`, or null: the last live admin stays an admin. */
export function roleChangeRefusal(target: StaffTarget, role: StaffRole, liveAdmins: number): string | null {
  if (target.role === 'admin' && role !== 'admin' && !target.disabled && liveAdmins <= 1)
    return 'the shop needs an admin: make another admin first';
  return null;
}

/** What is wrong with a password typed for a staff account (its strength is the server's to judge too). */
export function staffPasswordRefusal(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX)
    return `must be ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters`;
  return null;
}
