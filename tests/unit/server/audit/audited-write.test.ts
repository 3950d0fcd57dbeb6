// The one audited console write (decision 0346): the work and its audit row commit together, a
// refusal or a change recorded against a store beyond the member's reach leaves nothing behind,
// and the customers' caches are told only after a write that committed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../src/domain/api/errors.ts';
import { catalogChangesSeen } from '../../../../src/server/cache.ts';
import { auditedWrite, auditIn, BEYOND_REACH } from '../../../../src/server/services/audit/audited-write.ts';
import { inWriteTransaction } from '../../../../src/server/db/write-transaction.ts';
import { said } from '../../../../src/server/said.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

const ADMIN = { id: 1, role: 'admin', store_ids: [] } as const;
const MANAGER_OF_1 = { id: 4, role: 'manager', store_ids: [1] } as const;

describe.skipIf(!engineAvailable)('an audited console write', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ now: new Date('2026-11-02T06:00:00Z') });
  });
  afterAll(async () => {
    await shop.close();
  });

  const unitNamed = (name: string) =>
    shop.db.selectFrom('units').select('id').where('name', '=', name).executeTakeFirst();
  const changesAbout = (summary: string) =>
    shop.db.selectFrom('staff_changes').selectAll().where('summary', '=', summary).execute();

  it('commits the work with its audit row, by the member at the shop’s time, then tells the caches', async () => {
    const seen = catalogChangesSeen(shop.db);
    const written = await auditedWrite(
      shop,
      MANAGER_OF_1,
      async (tx, audit) => {
        const { id } = await tx.db
          .insertInto('units')
          .values({ name: 'Handful', symbol: 'hf' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit.record({
          kind: 'unit',
          action: 'create',
          entityId: id,
          storeId: 1,
          summary: 'Unit Handful added',
          before: null,
          after: { id },
        });
        return ok({ id });
      },
      { announce: () => ({ stores: [1] }) },
    );
    expect(written.ok).toBe(true);
    expect(await unitNamed('Handful')).toBeDefined();
    const [row, ...more] = await changesAbout('Unit Handful added');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ staff_id: 4, via: 'console', kind: 'unit', store_id: 1, before_json: null });
    expect(row?.created_at).toBe('2026-11-02T06:00:00.000Z');
    expect(catalogChangesSeen(shop.db)).toBe(seen + 1);
  });

  it('rolls back a change recorded against a store beyond the member’s reach and answers as if it did not exist', async () => {
    const seen = catalogChangesSeen(shop.db);
    let reachedTwo: boolean | undefined;
    const written = await auditedWrite(
      shop,
      MANAGER_OF_1,
      async (tx, audit) => {
        reachedTwo = audit.reaches(2);
        await tx.db.insertInto('units').values({ name: 'Pinch', symbol: 'pn' }).execute();
        await audit.record({
          kind: 'unit',
          action: 'create',
          entityId: null,
          storeId: 2,
          summary: 'Unit Pinch added',
          before: null,
          after: null,
        });
        return ok(null);
      },
      { announce: () => 'all' },
    );
    expect(reachedTwo).toBe(false);
    expect(written).toEqual(BEYOND_REACH);
    expect(await unitNamed('Pinch')).toBeUndefined();
    expect(await changesAbout('Unit Pinch added')).toEqual([]);
    expect(catalogChangesSeen(shop.db)).toBe(seen);
  });

  it('rolls back a refused write with its audit row and tells no cache; a shop-wide member reaches every store', async () => {
    const seen = catalogChangesSeen(shop.db);
    const refusal = fail('validation_failed', said('saidOneFieldBeforeSaving'), {});
    const written = await auditedWrite(
      shop,
      ADMIN,
      async (tx, audit) => {
        expect(audit.reaches(2)).toBe(true);
        await tx.db.insertInto('units').values({ name: 'Sprig', symbol: 'sg' }).execute();
        await audit.record({
          kind: 'unit',
          action: 'create',
          entityId: null,
          storeId: 2,
          summary: 'Unit Sprig added',
          before: null,
          after: null,
        });
        return refusal;
      },
      { announce: () => 'all' },
    );
    expect(written).toEqual(refusal);
    expect(await unitNamed('Sprig')).toBeUndefined();
    expect(await changesAbout('Unit Sprig added')).toEqual([]);
    expect(catalogChangesSeen(shop.db)).toBe(seen);
  });

  it('audits inside a transaction another service opened: by the member in a held session, and never beyond reach', async () => {
    const change = (storeId: number, summary: string) => ({
      kind: 'order' as const,
      action: 'accept',
      entityId: null,
      storeId,
      summary,
      before: null,
      after: null,
    });
    const taken = await inWriteTransaction(shop, async (tx) => {
      await auditIn(tx, MANAGER_OF_1, 'acting').record(change(1, 'Accepted on the phone'));
      return ok(null);
    });
    expect(taken.ok).toBe(true);
    expect(await changesAbout('Accepted on the phone')).toMatchObject([{ staff_id: 4, via: 'acting', store_id: 1 }]);
    await expect(
      inWriteTransaction(shop, async (tx) => {
        await auditIn(tx, MANAGER_OF_1).record(change(2, 'Accepted at another store'));
        return ok(null);
      }),
    ).rejects.toThrow(/beyond/);
    expect(await changesAbout('Accepted at another store')).toEqual([]);
  });
});
