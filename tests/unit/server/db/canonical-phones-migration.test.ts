// Migration 006_canonical_phones (decision 0160; §5 Phone numbers):
// phones stored before the one rule are rewritten to E.164 in every table that holds them, on
// both engines; two accounts that turn out to share a number both stay, and nothing crashes.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { up } from '../../../../src/server/db/migrations/006_canonical_phones.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';

const NOW = '2026-11-23T08:00:00.000Z';

describe.skipIf(!engineAvailable)(`migration 006_canonical_phones on ${testEngine}`, () => {
  let shop: TestShop;
  const ids: Record<string, number> = {};
  const warnings: string[] = [];

  async function user(key: string, phone: string | null): Promise<void> {
    const { id } = await shop.db
      .insertInto('users')
      .values({
        name: `Legacy ${key}`,
        email: null,
        phone,
        password_hash: null,
        avatar: null,
        tax_number: null,
        default_address_id: null,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = id;
  }

  async function phoneOf(key: string): Promise<string | null> {
    const row = await shop.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', ids[key] ?? 0)
      .executeTakeFirstOrThrow();
    return row.phone;
  }

  beforeAll(async () => {
    shop = await openTestShop();
    // Rows as the shop stored them before the rule: the API kept digits with an optional +.
    await user('digits', '9811100101');
    await user('trunk', '09811100102');
    await user('canonical', '+919811100103');
    await user('sameAsAsha', '9800000001');
    await user('firstOfTwo', '9811100105');
    await user('secondOfTwo', '919811100105');
    await user('landline', '02025431234');
    await user('foreign', '+447911123456');
    await user('none', null);
    await shop.db
      .insertInto('otps')
      .values(
        ['9811100101', '+91 98111 00106', '12345'].map((phone) => ({
          phone,
          purpose: 'register' as const,
          code_hash: 'salt$hash',
          expires_at: NOW,
          created_at: NOW,
          consumed_at: null,
        })),
      )
      .execute();
    await shop.db
      .insertInto('farm_visits')
      .values(
        [
          { mobile: '9800000001', alt_mobile: '7000012345', visiting_date: '2026-11-28' },
          { mobile: '9800000001', alt_mobile: '', visiting_date: '2026-11-29' },
          { mobile: '02025431234', alt_mobile: 'not a number', visiting_date: '2026-12-05' },
        ].map((visit) => ({
          ...visit,
          user_id: 1,
          name: 'Asha Kulkarni',
          location: 'Kothrud, Pune',
          latitude: null,
          longitude: null,
          visitors: 1,
          created_at: NOW,
        })),
      )
      .execute();
    // Run as the migrator would, once more over the already migrated demo data plus these rows.
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
    await up(shop.db as unknown as Kysely<unknown>, testEngine);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await shop.close();
  });

  it('rewrites account phones to E.164 and leaves canonical ones and nulls alone', async () => {
    expect(await phoneOf('digits')).toBe('+919811100101');
    expect(await phoneOf('trunk')).toBe('+919811100102');
    expect(await phoneOf('canonical')).toBe('+919811100103');
    expect(await phoneOf('none')).toBeNull();
    const demo = await shop.db.selectFrom('users').select('phone').where('id', '<=', 3).orderBy('id').execute();
    expect(demo.map((row) => row.phone)).toEqual(['+919800000001', '+919800000002', '+919800000003']);
  });

  it('keeps both accounts when two are one number: the canonical or oldest takes it, the other keeps its text', async () => {
    expect(await phoneOf('sameAsAsha')).toBe('9800000001');
    expect(await phoneOf('firstOfTwo')).toBe('+919811100105');
    expect(await phoneOf('secondOfTwo')).toBe('919811100105');
    expect(warnings).toEqual([
      `[farmcart:migrate] 006_canonical_phones: users 1 and ${ids.sameAsAsha} have the same phone; user ${ids.sameAsAsha} keeps its old form`,
      `[farmcart:migrate] 006_canonical_phones: users ${ids.firstOfTwo} and ${ids.secondOfTwo} have the same phone; user ${ids.secondOfTwo} keeps its old form`,
    ]);
  });

  it('leaves what is not a mobile number of the shop as it was', async () => {
    expect(await phoneOf('landline')).toBe('02025431234');
    expect(await phoneOf('foreign')).toBe('+447911123456');
  });

  it('rewrites one-time codes and farm-visit numbers too', async () => {
    const otps = await shop.db.selectFrom('otps').select('phone').orderBy('id').execute();
    expect(otps.map((row) => row.phone)).toEqual(['+919811100101', '+919811100106', '12345']);
    const visits = await shop.db
      .selectFrom('farm_visits')
      .select(['mobile', 'alt_mobile'])
      .orderBy('visiting_date')
      .execute();
    expect(visits).toEqual([
      { mobile: '+919800000001', alt_mobile: '+917000012345' },
      { mobile: '+919800000001', alt_mobile: '' },
      { mobile: '02025431234', alt_mobile: 'not a number' },
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await shop.db.selectFrom('users').select(['id', 'phone']).orderBy('id').execute();
    await up(shop.db as unknown as Kysely<unknown>, testEngine);
    expect(await shop.db.selectFrom('users').select(['id', 'phone']).orderBy('id').execute()).toEqual(before);
  });
});
