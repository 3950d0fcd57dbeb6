// Staff accounts in the console through the real dispatcher (decision 0272): an admin adds an
// account (a typed password, or one the shop makes and answers once), changes its role and
// stores, disables and enables it and sets a new password, each audited without any password; the
// new member signs in with their role's tabs; the last admin stays; everyone but admins gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPeopleAnswer, StaffPersonAnswer } from '../../../../src/domain/api/staff/people.ts';
import { tabsOf } from '../../../../src/domain/staff/console-tabs.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { setStaffDisabled, setStaffRole } from '../../../../src/server/services/staff/staff.ts';
import { apiCall, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const PRIYA = 1;
const MEERA = 4;
const ANIL = 5;

describe.skipIf(!engineAvailable)('staff accounts in the console', () => {
  let shop: TestShop;
  let priya: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    priya = await createRoleSession(shop, 'staff', PRIYA);
  });
  afterAll(async () => {
    await shop.close();
  });

  const asPriya = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_staff=${priya}` });

  async function staffChanges(entityId: number) {
    return shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'staff')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  }

  const noPasswordIn = (rows: { before_json: string | null; after_json: string | null }[], password: string) => {
    for (const row of rows) {
      const text = `${row.before_json ?? ''}${row.after_json ?? ''}`;
      expect(text).not.toContain(password);
      expect(text).not.toMatch(/password|hash|argon/i);
    }
  };

  it('lists the accounts with their roles, stores and whether disabled', async () => {
    const answer = (await asPriya('staff/people', {})).body as StaffPeopleAnswer;
    expect(answer.people.find((person) => person.id === MEERA)).toEqual({
      id: MEERA,
      name: expect.any(String),
      email: 'meera@farmcart.example.in',
      role: 'manager',
      store_ids: [1],
      disabled: false,
    });
    expect(answer.stores.length).toBeGreaterThan(1);
  });

  it('adds a manager of store 1 with a typed password, who signs in and sees Coupons but not People', async () => {
    const password = 'mango-season-2027';
    const added = await asPriya('staff/person-add', {
      name: 'Rupa Kulkarni',
      email: 'Rupa@FarmCart.example.in',
      role: 'manager',
      store_ids: [1],
      password,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { person, password: shown } = added.body as StaffPersonAnswer;
    expect(person).toMatchObject({
      email: 'rupa@farmcart.example.in',
      role: 'manager',
      store_ids: [1],
      disabled: false,
    });
    expect(shown).toBeNull();
    const rows = await staffChanges(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_id: PRIYA, action: 'create', store_id: 1 });
    noPasswordIn(rows, password);

    const signedIn = await apiCall(shop, 'staff/login', { email: 'rupa@farmcart.example.in', password });
    expect(signedIn.status).toBe(200);
    const labels = tabsOf('manager').map((tab) => tab.label);
    expect(labels).toContain('Coupons');
    expect(labels).not.toContain('People');
  });

  it('makes a password when none is typed, answered once and never audited', async () => {
    const added = await asPriya('staff/person-add', {
      name: 'Lata Pawar',
      email: 'lata@farmcart.example.in',
      role: 'counter',
      store_ids: [2],
      password: '',
    });
    const { person, password } = added.body as StaffPersonAnswer;
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await apiCall(shop, 'staff/login', { email: person.email, password: password ?? '' })).status).toBe(200);
    const renewed = (await asPriya('staff/person-password', { staff_id: person.id })).body as StaffPersonAnswer;
    expect(renewed.password).toMatch(/^[\w-]{16}$/);
    expect((await apiCall(shop, 'staff/login', { email: person.email, password: password ?? '' })).status).toBe(401);
    const rows = await staffChanges(person.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'password']);
    noPasswordIn(rows, password ?? '');
    noPasswordIn(rows, renewed.password ?? '');
  });

  it('refuses on the field: a taken e-mail, a store-bound role without stores', async () => {
    const taken = await asPriya('staff/person-add', {
      name: 'Meera Again',
      email: 'meera@farmcart.example.in',
      role: 'editor',
      store_ids: [],
    });
    expect(taken.status).toBe(409);
    expect(errorBody(taken).fields).toEqual({ email: 'has a staff account already' });
    const storeless = await asPriya('staff/person-add', {
      name: 'No Store',
      email: 'nostore@farmcart.example.in',
      role: 'counter',
      store_ids: [],
    });
    expect(errorBody(storeless).fields).toEqual({ store_ids: 'a manager or counter member needs at least one store' });
    expect(errorBody(storeless).field_codes).toEqual({ store_ids: { key: 'saidRuleStaffNeedsStore' } });
    const update = await asPriya('staff/person-update', { staff_id: ANIL, role: 'manager', store_ids: [] });
    expect(errorBody(update).fields).toEqual({ store_ids: 'a manager or counter member needs at least one store' });
  });

  it('changes a role and stores, and disables and enables an account, ending its sessions', async () => {
    const anil = await createRoleSession(shop, 'staff', ANIL);
    const changed = await asPriya('staff/person-update', { staff_id: ANIL, role: 'manager', store_ids: [2, 1] });
    expect((changed.body as StaffPersonAnswer).person).toMatchObject({ role: 'manager', store_ids: [1, 2] });
    const disabled = await asPriya('staff/person-disabled', { staff_id: ANIL, disabled: true });
    expect((disabled.body as StaffPersonAnswer).person.disabled).toBe(true);
    expect((await apiCall(shop, 'staff/me', {}, { cookie: `fc_staff=${anil}` })).status).toBe(401);
    await asPriya('staff/person-disabled', { staff_id: ANIL, disabled: false });
    const back = await asPriya('staff/person-update', { staff_id: ANIL, role: 'editor', store_ids: [1] });
    expect((back.body as StaffPersonAnswer).person).toMatchObject({ role: 'editor', store_ids: [] });
    const rows = await staffChanges(ANIL);
    expect(rows.map((row) => row.action)).toEqual(['update', 'disable', 'enable', 'update']);
    expect(JSON.parse(rows[0]?.before_json ?? '{}')).toMatchObject({ role: 'editor', store_ids: [] });
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ role: 'manager', store_ids: [1, 2] });
  });

  it('keeps the last live admin, and no admin disables themselves', async () => {
    const self = await asPriya('staff/person-disabled', { staff_id: PRIYA, disabled: true });
    expect(self.status).toBe(409);
    expect(errorBody(self).fields).toEqual({ disabled: 'you cannot disable your own account' });
    const demote = await asPriya('staff/person-update', { staff_id: PRIYA, role: 'manager', store_ids: [1] });
    expect(demote.status).toBe(409);
    expect(errorBody(demote).fields).toEqual({ role: 'the shop needs an admin: make another admin first' });
    const row = await shop.db.selectFrom('staff').select(['role']).where('id', '=', PRIYA).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    // Nothing of the refused change stayed (the stores were set first, in the same transaction).
    const links = await shop.db.selectFrom('staff_stores').select('store_id').where('staff_id', '=', PRIYA).execute();
    expect(links).toEqual([]);
    // The command line's functions keep it too.
    expect((await setStaffDisabled(shop, 'priya@farmcart.example.in', true)).ok).toBe(false);
    expect((await setStaffRole(shop, 'priya@farmcart.example.in', 'editor')).ok).toBe(false);
    // With a second admin, the first may step down.
    const second = await asPriya('staff/person-add', {
      name: 'Second Admin',
      email: 'admin2@farmcart.example.in',
      role: 'admin',
      store_ids: [],
    });
    expect(second.status).toBe(200);
    expect((await setStaffRole(shop, 'priya@farmcart.example.in', 'editor')).ok).toBe(true);
    expect((await setStaffRole(shop, 'priya@farmcart.example.in', 'admin')).ok).toBe(true);
  });

  it('answers 403 to every other role', async () => {
    for (const id of [2, MEERA, ANIL]) {
      const token = await createRoleSession(shop, 'staff', id);
      for (const [path, body] of [
        ['staff/people', {}],
        ['staff/person-add', { name: 'X', email: 'x@example.in', role: 'admin', store_ids: [] }],
        ['staff/person-update', { staff_id: PRIYA, role: 'editor', store_ids: [] }],
        ['staff/person-disabled', { staff_id: PRIYA, disabled: true }],
        ['staff/person-password', { staff_id: PRIYA }],
      ] as const) {
        const answer = await apiCall(shop, path, body, { cookie: `fc_staff=${token}` });
        expect(answer.status, `${path} as ${id}`).toBe(403);
      }
    }
  });
});
