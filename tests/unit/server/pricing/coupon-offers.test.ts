import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCachesOf } from '../../../../src/server/cache.ts';
import { offeredCoupons } from '../../../../src/server/services/pricing/coupons.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

const NOW = new Date('2026-11-02T06:30:00.000Z');
/** The demo's stores by id (src/server/seed/demo/stores.ts). */
const KOTHRUD_STORE = 1;
const MULSHI_FARM = 9;

describe.skipIf(!engineAvailable)('§7 Offers at the cart (decision 0329)', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop.close();
  });

  const codesAt = async (storeId: number) => (await offeredCoupons(shop, storeId)).map((offer) => offer.code);

  it('offers a store’s cart the coupons that apply there now, with their names and descriptions', async () => {
    expect(await codesAt(KOTHRUD_STORE)).toEqual(['FRESH20', 'FLAT50', 'KOTHRUD10', 'MANGO15', 'LIMITED3']);
    expect((await offeredCoupons(shop, KOTHRUD_STORE))[1]).toEqual({
      code: 'FLAT50',
      name: 'Flat ₹50 off',
      description: '₹50 off orders of ₹299 or more.',
    });
  });

  it('leaves out the ended, the switched-off, the used-up and other stores’ coupons', async () => {
    expect(await codesAt(MULSHI_FARM)).toEqual(['FLAT50', 'LIMITED3']);
    await shop.db.updateTable('coupons').set({ used_count: 3 }).where('code', '=', 'LIMITED3').execute();
    try {
      expect(await codesAt(KOTHRUD_STORE)).not.toContain('LIMITED3');
    } finally {
      await shop.db.updateTable('coupons').set({ used_count: 0 }).where('code', '=', 'LIMITED3').execute();
    }
  });

  it('names and describes them in the customer’s language where the shop wrote it, as stored otherwise (decision 0334)', async () => {
    const marathi = await offeredCoupons({ ...shop, language: 'mr' }, KOTHRUD_STORE);
    expect(marathi[1]).toEqual({
      code: 'FLAT50',
      name: 'सरळ ₹50 सूट',
      description: '₹299 किंवा अधिकच्या ऑर्डरवर ₹50 सूट.',
    });
    await shop.db
      .deleteFrom('catalog_translations')
      .where('entity', '=', 'coupon')
      .where('entity_id', '=', 2)
      .execute();
    try {
      clearCachesOf(shop.db);
      expect((await offeredCoupons({ ...shop, language: 'mr' }, KOTHRUD_STORE))[1]?.name).toBe('Flat ₹50 off');
    } finally {
      await shop.db
        .insertInto('catalog_translations')
        .values([
          { language_code: 'mr', entity: 'coupon', entity_id: 2, field: 'name', text: 'सरळ ₹50 सूट' },
          {
            language_code: 'mr',
            entity: 'coupon',
            entity_id: 2,
            field: 'description',
            text: '₹299 किंवा अधिकच्या ऑर्डरवर ₹50 सूट.',
          },
        ])
        .execute();
    }
  });
});
