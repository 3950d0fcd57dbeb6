// Looking after partners' accounts in the staff console (src/domain/staff/partner-approval.ts;
// decision 0183, decision 0184 — the spec's §6 Delivery partner names
// the partner's screens, not who approves them, so these rules are ours).
import { describe, expect, it } from 'vitest';
import {
  changesPartnerStatus,
  mayManagePartners,
  PARTNER_LIST_LIMITS,
  PARTNER_STATUSES,
  partnerActionsOf,
} from '../../../../src/domain/staff/partner-approval.ts';

describe('who looks after partners', () => {
  it('is an admin, not the staff of a store (partners deliver for every store)', () => {
    expect(mayManagePartners({ role: 'admin', store_ids: [] })).toBe(true);
    expect(mayManagePartners({ role: 'counter', store_ids: [1, 2, 3] })).toBe(false);
  });
});

describe('the buttons of a partner’s row', () => {
  it('approves or rejects a waiting partner', () => {
    expect(partnerActionsOf('pending')).toEqual([
      { status: 'approved', label: 'Approve' },
      { status: 'suspended', label: 'Reject' },
    ]);
  });

  it('suspends an approved partner and approves a suspended one again', () => {
    expect(partnerActionsOf('approved')).toEqual([{ status: 'suspended', label: 'Suspend' }]);
    expect(partnerActionsOf('suspended')).toEqual([{ status: 'approved', label: 'Approve again' }]);
  });

  it('never offers the status a partner already has', () => {
    for (const status of PARTNER_STATUSES)
      for (const action of partnerActionsOf(status)) expect(changesPartnerStatus(status, action.status)).toBe(true);
  });
});

describe('a decision that is already so', () => {
  it('changes nothing (two admins tapping the same row)', () => {
    expect(changesPartnerStatus('approved', 'approved')).toBe(false);
    expect(changesPartnerStatus('suspended', 'suspended')).toBe(false);
    expect(changesPartnerStatus('pending', 'suspended')).toBe(true);
  });
});

describe('the lists’ bounds', () => {
  it('bounds every list', () => {
    for (const status of PARTNER_STATUSES) {
      expect(PARTNER_LIST_LIMITS[status]).toBeGreaterThan(0);
      expect(PARTNER_LIST_LIMITS[status]).toBeLessThanOrEqual(200);
    }
  });
});
