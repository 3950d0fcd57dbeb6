// The shop always keeps one live admin (decision 0272, domain/staff/staff-accounts.ts), also when
// two admins disable or demote each other at the same moment: the live admins' rows are locked
// while the rule counts them (services/staff/staff.ts), so on PostgreSQL the second change waits
// for the first and counts again. Each round sends the changes at once, through the console's
// services, each in its own transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../src/domain/staff/staff.ts';
import { setPersonDisabled, updatePerson } from '../../../../src/server/services/staff/staff-people.ts';
import { openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya is an admin; Anil, an editor, is made one for each round. */
const PRIYA = 1;
const ANIL = 5;
const ROUNDS = 6;

describe.skipIf(!engineAvailable)('the last live admin, under changes made at once', () => {
  let shop: TestShop;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
  });
  afterAll(async () => {
    await shop.close();
  });

  const admin = (id: number): StaffMember => ({
    id,
    name: `Admin ${id}`,
    email: `admin${id}@farmcart.example.in`,
    role: 'admin',
    store_ids: [],
    session_id: 0,
    language: 'en',
  });
  const [a, b] = [admin(PRIYA), admin(ANIL)];

  async function twoLiveAdmins(): Promise<void> {
    await shop.db
      .updateTable('staff')
      .set({ role: 'admin', is_disabled: 0 })
      .where('id', 'in', [PRIYA, ANIL])
      .execute();
  }

  async function liveAdmins(): Promise<number> {
    const rows = await shop.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_disabled', '=', 0)
      .execute();
    return rows.length;
  }

  it('keeps one when A disables B, B disables A and A demotes A at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await twoLiveAdmins();
      const answers = await Promise.all([
        setPersonDisabled(shop, a, { staff_id: ANIL, disabled: true }),
        setPersonDisabled(shop, b, { staff_id: PRIYA, disabled: true }),
        updatePerson(shop, a, { staff_id: PRIYA, role: 'editor', store_ids: [] }),
      ]);
      expect(await liveAdmins(), `round ${round}`).toBeGreaterThanOrEqual(1);
      // One change at least went through, and the refused ones said why.
      expect(answers.some((answer) => answer.ok)).toBe(true);
      for (const answer of answers) if (!answer.ok) expect(answer.error.code).toBe('conflict');
    }
  });

  it('keeps one when an admin disables the other while demoting themselves', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await twoLiveAdmins();
      await Promise.all([
        setPersonDisabled(shop, a, { staff_id: ANIL, disabled: true }),
        updatePerson(shop, a, { staff_id: PRIYA, role: 'editor', store_ids: [] }),
      ]);
      expect(await liveAdmins(), `round ${round}`).toBeGreaterThanOrEqual(1);
    }
  });
});
