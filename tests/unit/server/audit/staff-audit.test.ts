// The console's audit log through the real dispatcher (decision 0272): console changes and actions
// in customers' sessions, newest first, a page at a time without gaps or repeats, filtered by
// person, kind, store and the shop's days; only admins read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, StaffAuditAnswer } from '../../../../src/domain/api/staff/audit.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { recordChange } from '../../../../src/server/services/audit/changes.ts';
import { staffAudit } from '../../../../src/server/services/staff/audit-log.ts';
import { apiCall, errorBody, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const PRIYA = 1;
const MEERA = 4;

describe.skipIf(!engineAvailable)('the audit log', () => {
  let shop: TestShop;
  let priya: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    priya = await createRoleSession(shop, 'staff', PRIYA);
    // The demo seed publishes its content through the console's services, audited as the demo editor's
    // changes: this log starts empty so that it holds only the changes below.
    await shop.db.deleteFrom('staff_changes').execute();
    // Twelve console changes over three days (in Pune: 1, 2 and 3 November 2026), four by Meera in store 1.
    for (let index = 0; index < 12; index++) {
      const at = new Date(Date.UTC(2026, 10, 1 + Math.floor(index / 4), 6, index));
      const byMeera = index % 3 === 0;
      await recordChange(
        shop.db,
        { id: byMeera ? MEERA : PRIYA },
        {
          kind: index % 2 === 0 ? 'coupon' : 'staff',
          action: 'update',
          entityId: 100 + index,
          storeId: byMeera ? 1 : null,
          summary: `Change ${index}`,
          before: { discount: index, code: 'SAME' },
          after: { discount: index + 1, code: 'SAME' },
        },
        at,
      );
    }
    // Two actions in a customer's session, one at the very moment of a change, and one account event without an action.
    const event = (at: string, eventName: 'acted_for_customer' | 'staff_signed_in', action: string | null) =>
      shop.db
        .insertInto('audit_events')
        .values({
          user_id: 1,
          event: eventName,
          client_address: '198.51.100.1',
          device: 'Chrome on Android',
          created_at: at,
          staff_id: PRIYA,
          action,
          partner_id: null,
        })
        .execute();
    await event(new Date(Date.UTC(2026, 10, 2, 6, 5)).toISOString(), 'acted_for_customer', 'place-order 200');
    await event(new Date(Date.UTC(2026, 10, 3, 9, 0)).toISOString(), 'acted_for_customer', 'save-address 200');
    await event(new Date(Date.UTC(2026, 10, 3, 9, 30)).toISOString(), 'staff_signed_in', null);
  });
  afterAll(async () => {
    await shop.close();
  });

  const read = async (body: Record<string, unknown>) => {
    const answer = await apiCall(shop, 'staff/audit', body, { cookie: `fc_staff=${priya}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as StaffAuditAnswer;
  };

  it('lists changes and session actions newest first, with who, the summary and the changed fields', async () => {
    const page = await read({});
    expect(page.entries).toHaveLength(14);
    expect(page.next).toBeNull();
    const moments = page.entries.map((entry) => entry.at);
    expect([...moments].sort().reverse()).toEqual(moments);
    expect(page.entries[0]).toMatchObject({
      kind: 'customer',
      staff: { id: PRIYA },
      summary: expect.stringContaining('save-address 200'),
      changes: [],
    });
    const change = page.entries.find((entry) => entry.summary === 'Change 4');
    expect(change?.changes).toEqual([{ field: 'discount', before: '4', after: '5' }]);
    // The sign-in (no action) is an account event, not in this log.
    expect(page.entries.some((entry) => entry.action === 'staff_signed_in')).toBe(false);
  });

  it('pages by keyset without gaps or repeats, also across a change and an action at one moment', async () => {
    const seen: AuditEntryView[] = [];
    let after: string | null | undefined;
    do {
      const page = unwrap(await staffAudit(shop, after ? { after } : {}, 3));
      seen.push(...page.entries);
      after = page.next;
    } while (after);
    const all = (await read({})).entries;
    expect(seen.map((entry) => entry.key)).toEqual(all.map((entry) => entry.key));
  });

  it('filters by person, kind, store and the shop’s days', async () => {
    const meera = await read({ staff_id: MEERA });
    expect(meera.entries.map((entry) => entry.summary).sort()).toEqual([
      'Change 0',
      'Change 3',
      'Change 6',
      'Change 9',
    ]);
    const customer = await read({ kind: 'customer' });
    expect(customer.entries).toHaveLength(2);
    const coupons = await read({ kind: 'coupon' });
    expect(coupons.entries.every((entry) => entry.kind === 'coupon')).toBe(true);
    expect(coupons.entries).toHaveLength(6);
    const store = await read({ store_id: 1 });
    expect(store.entries).toHaveLength(4);
    const secondDay = await read({ from: '2026-11-02', to: '2026-11-02' });
    expect(secondDay.entries.map((entry) => entry.summary)).toEqual([
      'Change 7',
      'Change 6',
      // At one moment (06:05 UTC) the console change comes first.
      'Change 5',
      'In Asha Kulkarni’s account: place-order 200',
      'Change 4',
    ]);
    expect(secondDay.people.map((person) => person.id)).toContain(MEERA);
  });

  it('refuses what is not a page’s next, and every role but admin', async () => {
    const wrong = await apiCall(shop, 'staff/audit', { after: 'nonsense' }, { cookie: `fc_staff=${priya}` });
    expect(wrong.status).toBe(400);
    expect(errorBody(wrong).fields).toHaveProperty('after');
    for (const id of [2, MEERA, 5]) {
      const token = await createRoleSession(shop, 'staff', id);
      expect((await apiCall(shop, 'staff/audit', {}, { cookie: `fc_staff=${token}` })).status).toBe(403);
    }
  });
});
