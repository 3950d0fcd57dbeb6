// Staff accounts as an admin manages them (decision 0272), in the console or on the command line:
// a manager or counter member needs a store, and the shop always keeps one live admin (no admin
// disables their own account, and the last live admin can be neither disabled nor given another
// role). Pure: the callers count the live admins, their rows locked until the change is written
// (services/staff/staff.ts), so two admins changing each other at once cannot both pass.
import { type Said, sentenceOf } from '../api/errors.ts';
import { isStoreBound, type StaffRole } from './permissions.ts';

const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_NAME_MAX = 100;

/** Why an account's change is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const STAFF_ACCOUNT_WORDS = {
  saidRuleStaffNeedsStore: 'a manager or counter member needs at least one store',
  saidRuleOwnAccount: 'you cannot disable your own account',
  saidRuleLastAdminDisabled: 'the last admin cannot be disabled: make another admin first',
  saidRuleShopNeedsAdmin: 'the shop needs an admin: make another admin first',
  saidRulePasswordLength: 'must be {min} to {max} characters',
} as const;

const sentence = (key: keyof typeof STAFF_ACCOUNT_WORDS, params?: Readonly<Record<string, number>>): Said =>
  sentenceOf(STAFF_ACCOUNT_WORDS, key, params);

/** What is wrong with the stores of a member of `role`, or null. */
export function staffStoresRefusal(role: StaffRole, storeIds: readonly number[]): Said | null {
  return isStoreBound(role) && storeIds.length === 0 ? sentence('saidRuleStaffNeedsStore') : null;
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
export function disableRefusal(actorId: number | null, target: StaffTarget, liveAdmins: number): Said | null {
  if (actorId === target.id) return sentence('saidRuleOwnAccount');
  if (target.role === 'admin' && !target.disabled && liveAdmins <= 1) return sentence('saidRuleLastAdminDisabled');
  return null;
}

/** Why the account cannot take `role`, or null: the last live admin stays an admin. */
export function roleChangeRefusal(target: StaffTarget, role: StaffRole, liveAdmins: number): Said | null {
  if (target.role === 'admin' && role !== 'admin' && !target.disabled && liveAdmins <= 1)
    return sentence('saidRuleShopNeedsAdmin');
  return null;
}

/** What is wrong with a password typed for a staff account (its strength is the server's to judge too). */
export function staffPasswordRefusal(password: string): Said | null {
  if (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX)
    return sentence('saidRulePasswordLength', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX });
  return null;
}
