// staff/reports over the real dispatcher with a console cookie (decision 0278): the permission is
// checked before the report runs, and a manager's store scope holds at the API as it does on the
// page and in the CSV: another store's report is "not found", exactly like a store that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffReportAnswer } from '../../../../src/domain/api/staff/reports.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts). */
const PRIYA = 1; // admin, every store
const KIRAN = 2; // counter of store 1
const MEERA = 4; // manager of store 1 (FarmCart Kothrud)

describe.skipIf(!engineAvailable)('staff/reports through the dispatcher', () => {
  let shop: TestShop;
  const cookies: Record<'admin' | 'counter' | 'manager', string> = { admin: '', counter: '', manager: '' };
  const ask = (who: keyof typeof cookies, body: Record<string, unknown>) =>
    apiCall(
      shop,
      'staff/reports',
      { report: 'sales', range: 'last_7_days', ...body },
      {
        cookie: `fc_staff=${cookies[who]}`,
      },
    );

  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    cookies.admin = await createRoleSession(shop, 'staff', PRIYA);
    cookies.counter = await createRoleSession(shop, 'staff', KIRAN);
    cookies.manager = await createRoleSession(shop, 'staff', MEERA);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers a manager their own store’s report', async () => {
    const answer = await ask('manager', { store_ids: [1] });
    expect(answer.status).toBe(200);
    const value = answer.body as StaffReportAnswer;
    expect(value.store_ids).toEqual([1]);
    expect(value.report.kind).toBe('sales');
    // Seven shop days, one row each, and the totals row.
    expect(value.report.rows).toHaveLength(7);
    expect(value.report.totals?.period).toBe('Total');
  });

  it('counts only the manager’s stores when none is named', async () => {
    const answer = await ask('manager', { report: 'orders' });
    expect(answer.status).toBe(200);
    expect((answer.body as StaffReportAnswer).store_ids).toEqual([1]);
  });

  it('answers a manager another store’s report as not found, like a missing store', async () => {
    const theirs = await ask('manager', { store_ids: [2] });
    expect(theirs.status).toBe(404);
    const missing = await ask('manager', { store_ids: [999] });
    expect(missing.status).toBe(404);
    expect(errorBody(theirs)).toEqual(errorBody(missing));
    // Naming their own store beside another does not open the other.
    expect((await ask('manager', { store_ids: [1, 2] })).status).toBe(404);
  });

  it('refuses a counter: their role has no reports', async () => {
    const answer = await ask('counter', { store_ids: [1] });
    expect(answer.status).toBe(403);
    expect(errorBody(answer).code).toBe('forbidden');
  });

  it('answers an admin any store, and every store when none is named', async () => {
    expect((await ask('admin', { store_ids: [2] })).status).toBe(200);
    const all = await ask('admin', {});
    expect(all.status).toBe(200);
    expect((all.body as StaffReportAnswer).store_ids.length).toBeGreaterThan(1);
  });

  it('refuses a custom range that ends before it starts, on the field', async () => {
    const answer = await ask('admin', { range: 'custom', from: '2026-11-05', to: '2026-11-01' });
    expect(answer.status).toBe(400);
    expect(errorBody(answer).fields).toHaveProperty('to');
  });
});
