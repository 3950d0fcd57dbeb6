import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soonestAt } from '../../../../src/server/services/catalogue/store-slots.ts';
import { openStoresServing } from '../../../../src/server/services/catalogue/stores.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD, MUMBAI } from '../points.ts';

/** Noon in Pune on a Monday: every demo store is within its hours. */
const NOON = new Date('2026-11-02T06:30:00.000Z');

describe.skipIf(!engineAvailable)('§2 The home header’s delivery estimate (decision 0329)', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOON });
  });
  afterAll(async () => {
    await shop.close();
  });

  const pause = (storeIds: number[], paused: 0 | 1) =>
    shop.db.updateTable('stores').set({ is_paused: paused }).where('id', 'in', storeIds).execute();

  it('is the nearest store’s "as soon as possible" minutes, as the checkout offers them', async () => {
    const [nearest] = await openStoresServing(shop, KOTHRUD);
    expect(nearest?.slug).toBe('farmcart-kothrud');
    expect(await soonestAt(shop, KOTHRUD)).toBe(25);
  });

  it('passes over a store that takes no order now to the next one of the lists, and is null when none does', async () => {
    const reach = (await openStoresServing(shop, KOTHRUD)).slice(0, 5);
    const [first, second] = reach;
    if (!first || !second) throw new Error('Kothrud is served by two stores or more in the demo');
    try {
      await pause([first.id], 1);
      expect(await soonestAt(shop, KOTHRUD)).toBe(second.delivery_time);
      await pause(
        reach.map((store) => store.id),
        1,
      );
      expect(await soonestAt(shop, KOTHRUD)).toBeNull();
    } finally {
      await pause(
        reach.map((store) => store.id),
        0,
      );
    }
  });

  it('is null where no store delivers', async () => {
    expect(await soonestAt(shop, MUMBAI)).toBeNull();
  });
});
