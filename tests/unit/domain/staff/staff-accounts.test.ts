// Staff accounts as an admin manages them (decision 0272): stores of store-bound roles, and the
// shop's last live admin.
import { describe, expect, it } from 'vitest';
import {
  disableRefusal,
  roleChangeRefusal,
  staffPasswordRefusal,
  staffStoresRefusal,
} from '../../../../src/domain/staff/staff-accounts.ts';

const priya = { id: 1, role: 'admin', disabled: false } as const;
const meera = { id: 5, role: 'manager', disabled: false } as const;

describe('staff accounts', () => {
  it('a manager or counter member needs a store; an admin or editor none', () => {
    expect(staffStoresRefusal('manager', [])).toEqual({
      key: 'saidRuleStaffNeedsStore',
      text: 'a manager or counter member needs at least one store',
    });
    expect(staffStoresRefusal('counter', [])).not.toBeNull();
    expect(staffStoresRefusal('counter', [2])).toBeNull();
    expect(staffStoresRefusal('admin', [])).toBeNull();
    expect(staffStoresRefusal('editor', [])).toBeNull();
  });

  it('no admin disables their own account', () => {
    expect(disableRefusal(1, priya, 3)?.key).toBe('saidRuleOwnAccount');
    expect(disableRefusal(1, meera, 1)).toBeNull();
  });

  it('the last live admin is neither disabled nor given another role', () => {
    const other = { ...priya, id: 9 };
    expect(disableRefusal(1, other, 1)?.key).toBe('saidRuleLastAdminDisabled');
    expect(disableRefusal(1, other, 2)).toBeNull();
    expect(disableRefusal(null, other, 1)?.key).toBe('saidRuleLastAdminDisabled');
    expect(roleChangeRefusal(priya, 'manager', 1)?.key).toBe('saidRuleShopNeedsAdmin');
    expect(roleChangeRefusal(priya, 'admin', 1)).toBeNull();
    expect(roleChangeRefusal(priya, 'editor', 2)).toBeNull();
    // A disabled admin is not what keeps the shop running.
    expect(roleChangeRefusal({ ...priya, disabled: true }, 'editor', 1)).toBeNull();
  });

  it('a password is 8 to 128 characters', () => {
    expect(staffPasswordRefusal('short')).toEqual({
      key: 'saidRulePasswordLength',
      params: { min: 8, max: 128 },
      text: 'must be 8 to 128 characters',
    });
    expect(staffPasswordRefusal('long enough pass')).toBeNull();
  });
});
