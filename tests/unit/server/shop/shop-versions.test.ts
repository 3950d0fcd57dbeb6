// §4 Startup and device, §7 Version file (decision 0248): an admin bumps the version file's numbers
// from the staff console's call; store staff and customers cannot; GET /version.json's service
// answers the new numbers at once, and the pages' cached settings are emptied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { getVersion } from '../../../../src/server/services/shop/settings.ts';
import { nextVersion } from '../../../../src/server/services/shop/shop-versions.ts';
import { apiCall, openAccountsShop, signIn, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const PRIYA_ADMIN = 1;
const KIRAN_STORE_STAFF = 2;

describe('version numbers', () => {
  it('go up by one; a version that is not a whole number starts again at 1', () => {
    expect(nextVersion('1')).toBe('2');
    expect(nextVersion('41')).toBe('42');
    expect(nextVersion(undefined)).toBe('1');
    expect(nextVersion('v7')).toBe('1');
    expect(nextVersion('-3')).toBe('1');
  });
});

describe.skipIf(!engineAvailable)('staff/shop-version (§7 Version file)', () => {
  let shop: TestShop;
  let admin: string;
  let storeStaff: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    admin = await createRoleSession(shop, 'staff', PRIYA_ADMIN);
    storeStaff = await createRoleSession(shop, 'staff', KIRAN_STORE_STAFF);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('an admin bumps the cache-clear version, then the settings version; the version file answers them', async () => {
    expect(unwrap(await getVersion(shop))).toEqual({ forceNewSettingsVersion: '1', forceCacheClearVersion: '1' });
    const cleared = await apiCall(shop, 'staff/shop-version', { bump: 'cache_clear' }, { cookie: `fc_staff=${admin}` });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ forceNewSettingsVersion: '1', forceCacheClearVersion: '2' });
    const refreshed = await apiCall(shop, 'staff/shop-version', { bump: 'settings' }, { cookie: `fc_staff=${admin}` });
    expect(refreshed.body).toEqual({ forceNewSettingsVersion: '2', forceCacheClearVersion: '2' });
    expect(unwrap(await getVersion(shop))).toEqual({ forceNewSettingsVersion: '2', forceCacheClearVersion: '2' });
  });

  it('store staff get 403, customers and strangers 401, and a bad bump names the field', async () => {
    const before = unwrap(await getVersion(shop));
    const staff = await apiCall(
      shop,
      'staff/shop-version',
      { bump: 'cache_clear' },
      { cookie: `fc_staff=${storeStaff}` },
    );
    expect(staff.status).toBe(403);
    const customer = await signIn(shop, '+919800000001');
    expect((await apiCall(shop, 'staff/shop-version', { bump: 'cache_clear' }, { bearer: customer })).status).toBe(401);
    expect((await apiCall(shop, 'staff/shop-version', { bump: 'cache_clear' })).status).toBe(401);
    const bad = await apiCall(shop, 'staff/shop-version', { bump: 'everything' }, { cookie: `fc_staff=${admin}` });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { bump: expect.any(String) } } });
    expect(unwrap(await getVersion(shop))).toEqual(before);
  });
});
