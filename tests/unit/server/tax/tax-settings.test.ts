// §10 The shop's GST rates and how its charges are taxed (decision 0332): rates added from a day
// and ended, never in force twice; the charges' treatments kept as settings and used by the next
// document; every change audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTaxRate,
  endTaxRate,
  saveChargeTreatments,
  taxSettings,
} from '../../../../src/server/services/tax/settings.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { errorOf, NOW, unwrap } from '../orders/orders-fixtures.ts';

const ADMIN = { id: 1, role: 'admin', store_ids: [] } as const;

describe.skipIf(!engineAvailable)(`§10 tax settings on ${testEngine}`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop.close();
  });

  const settingChanges = () =>
    shop.db.selectFrom('staff_changes').select(['summary']).where('kind', '=', 'setting').orderBy('id').execute();

  it('starts with the slabs of the law, those of today in force, and the default treatments', async () => {
    const answer = unwrap(await taxSettings(shop));
    expect(answer.rates.filter((rate) => rate.in_force).map((rate) => rate.bp)).toEqual([0, 500, 1800, 4000]);
    expect(answer.charges).toEqual({
      delivery: { kind: 'principal' },
      packing: { kind: 'principal' },
      tip: { kind: 'outside' },
      addons: { kind: 'item' },
    });
  });

  it('adds a rate from a day and ends it; one in force twice, a bad rate or a day out of order is refused', async () => {
    const added = unwrap(await addTaxRate(shop, ADMIN, { rate: '3', from: '2027-01-01', until: null }));
    const three = added.rates.find((rate) => rate.bp === 300);
    expect(three).toMatchObject({ from: '2027-01-01', until: null, in_force: false });
    expect(errorOf(await addTaxRate(shop, ADMIN, { rate: '3', from: '2027-06-01', until: null })).fields).toEqual({
      rate: 'This rate is in force already on some of these days: end the other first.',
    });
    expect(errorOf(await addTaxRate(shop, ADMIN, { rate: 'five', from: '2027-06-01', until: null })).fields).toEqual({
      rate: 'Give a rate from 0 to 100 %, such as 5 or 0.25.',
    });
    expect(errorOf(await endTaxRate(shop, ADMIN, { rate_id: three?.id ?? 0, until: '2026-12-31' })).fields).toEqual({
      until: 'The last day cannot come before the first.',
    });
    const ended = unwrap(await endTaxRate(shop, ADMIN, { rate_id: three?.id ?? 0, until: '2027-03-31' }));
    expect(ended.rates.find((rate) => rate.id === three?.id)?.until).toBe('2027-03-31');
    expect(errorOf(await endTaxRate(shop, ADMIN, { rate_id: 999_999, until: '2027-03-31' })).code).toBe('not_found');
    expect((await settingChanges()).map((change) => change.summary)).toEqual([
      'GST rate 3 % from 2027-01-01',
      'GST rate 3 % ends on 2027-03-31',
    ]);
  });

  it('keeps how the charges are taxed; a rate that is not one is refused on its field', async () => {
    const refused = errorOf(
      await saveChargeTreatments(shop, ADMIN, {
        delivery: { kind: 'rate', rate: '180' },
        packing: { kind: 'principal' },
        tip: { kind: 'outside' },
        addons: { kind: 'item' },
      }),
    );
    expect(refused.fields).toEqual({ 'delivery.rate': 'Give a rate from 0 to 100 %, such as 5 or 0.25.' });
    const saved = unwrap(
      await saveChargeTreatments(shop, ADMIN, {
        delivery: { kind: 'rate', rate: '18' },
        packing: { kind: 'exempt' },
        tip: { kind: 'outside' },
        addons: { kind: 'rate', rate: '5' },
      }),
    );
    expect(saved.charges).toEqual({
      delivery: { kind: 'rate', bp: 1800 },
      packing: { kind: 'exempt' },
      tip: { kind: 'outside' },
      addons: { kind: 'rate', bp: 500 },
    });
    expect((await settingChanges()).at(-1)?.summary).toBe('How charges are taxed');
  });
});
