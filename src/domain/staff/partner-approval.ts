// Looking after delivery partners' accounts from the staff console (decision 0183,
// decision 0184): who may, what each account's row offers, and how much of
// each list the console shows. A partner signs up and waits (`pending`); an admin approves them
// or turns them down; an approved partner may be suspended, and a suspended one approved again.
// The command line (`npm run partner`) does the same as an operator. Pure: no database, no clock.
import type { StaffScope } from './staff.ts';

export const PARTNER_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type PartnerStatusName = (typeof PARTNER_STATUSES)[number];

/** What the console may set: approving lets the partner sign in; suspending ends their sessions. */
export const PARTNER_DECISIONS = ['approved', 'suspended'] as const;
export type PartnerDecision = (typeof PARTNER_DECISIONS)[number];

/** Partners' accounts are the shop's, not a store's: only an admin looks after them. */
export function mayManagePartners(scope: StaffScope): boolean {
  return scope.role === 'admin';
}

/** A button on a partner's row: the status it sets and what it says. */
export interface PartnerAction {
  status: PartnerDecision;
  label: 'Approve' | 'Reject' | 'Suspend' | 'Approve again';
}

/**
 * The buttons of a partner's row: one waiting is approved or rejected (a rejection keeps the
 * account suspended, so the phone cannot sign up again), an approved one suspended, and a
 * suspended one approved again.
 */
export function partnerActionsOf(status: PartnerStatusName): readonly PartnerAction[] {
  switch (status) {
    case 'pending':
      return [
        { status: 'approved', label: 'Approve' },
        { status: 'suspended', label: 'Reject' },
      ];
    case 'approved':
      return [{ status: 'suspended', label: 'Suspend' }];
    case 'suspended':
      return [{ status: 'approved', label: 'Approve again' }];
  }
}

/**
 * Whether setting `to` changes anything: a second admin's tap on a list that is a moment old
 * (the partner already approved) is answered with the account as it is, not an error.
 */
export function changesPartnerStatus(from: PartnerStatusName, to: PartnerDecision): boolean {
  return from !== to;
}

/**
 * How many rows each list of the console shows at most (decision 0181):
 * waiting partners oldest first, approved ones online first, suspended ones latest first. The
 * answer says how many there are in all, so a longer list says so rather than hiding the rest.
 */
export const PARTNER_LIST_LIMITS: Readonly<Record<PartnerStatusName, number>> = {
  pending: 100,
  approved: 200,
  suspended: 50,
};
