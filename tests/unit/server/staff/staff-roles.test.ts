// Each staff role reaches exactly the calls its permissions name (decision 0268): every staff call,
// enumerated from the route table so a new one is covered without touching this file, is made by a
// member of each role. A role without the call's permission gets 403 and nothing changes; a role with
// it is never refused for its role (the call may still refuse its input or scope). The same matrix
// for the console's event streams is staff-streams.test.ts's, for its screens and files
// tests/e2e/console/console-roles.spec.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { may, STAFF_CALL_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../../src/domain/staff/permissions.ts';
import { apiRoutes } from '../../../../src/server/api/routes/index.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** One demo member of each role (src/server/seed/demo/staff.ts). */
const MEMBER_OF: Readonly<Record<StaffRole, number>> = { admin: 1, counter: 2, manager: 4, editor: 5, rider: 6 };

const staffRoutes = apiRoutes.filter((route) => route.auth === 'staff');

/** Rows a refused call must leave as they were. */
async function snapshot(shop: ShopContext): Promise<string> {
  const tables = [
    'stores',
    'items',
    'item_variants',
    'categories',
    'coupons',
    'staff',
    'orders',
    'staff_changes',
    'settings',
    'languages',
  ] as const;
  const rows = await Promise.all(tables.map((table) => shop.db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows);
}

describe('the table of permissions', () => {
  it('names every staff call, and only staff calls', () => {
    const paths = staffRoutes.map((route) => route.path).sort();
    expect(Object.keys(STAFF_CALL_PERMISSIONS).sort()).toEqual(paths);
    for (const route of staffRoutes) expect(route.permission, route.path).not.toBeNull();
  });

  it('gives an admin everything and the other roles less, each their own', () => {
    for (const route of staffRoutes) expect(may('admin', route.permission ?? 'session'), route.path).toBe(true);
    expect(may('manager', 'catalogue')).toBe(true);
    expect(may('counter', 'catalogue')).toBe(false);
    expect(may('editor', 'orders')).toBe(false);
    expect(may('manager', 'staff_accounts')).toBe(false);
  });
});

describe.skipIf(!engineAvailable)('every staff call with every role', () => {
  let shop: TestShop;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    for (const role of STAFF_ROLES)
      cookies.set(role, `fc_staff=${await createRoleSession(shop, 'staff', MEMBER_OF[role])}`);
  });
  afterAll(async () => {
    await shop.close();
  });

  for (const route of staffRoutes) {
    const permission = route.permission ?? 'session';
    const refused = STAFF_ROLES.filter((role) => !may(role, permission));
    const allowed = STAFF_ROLES.filter((role) => may(role, permission));
    if (refused.length > 0)
      it(`${route.path} (${permission}): 403 for ${refused.join(', ')}, and nothing changes`, async () => {
        for (const role of refused) {
          const before = await snapshot(shop);
          const answer = await apiCall(shop, route.path, {}, { cookie: cookies.get(role) });
          expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBe(403);
          expect(errorBody(answer).message).toContain(`needs the ${permission.replace('_', ' ')} permission`);
          expect(await snapshot(shop), `${role} changed something with ${route.path}`).toBe(before);
        }
      });
    // Called without its input: what answers is the input's check (or the call itself), never the role's.
    it(`${route.path} (${permission}): not refused for its role to ${allowed.join(', ')}`, async () => {
      for (const role of allowed) {
        if (route.path === 'staff/logout') continue;
        const answer = await apiCall(shop, route.path, {}, { cookie: cookies.get(role) });
        const message = answer.status === 403 ? errorBody(answer).message : '';
        expect(message, `${role}: ${route.path}`).not.toContain('permission');
      }
    });
  }
});
