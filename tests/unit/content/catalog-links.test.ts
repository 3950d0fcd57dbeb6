import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_VALUES } from '../../../src/server/seed/essentials/settings.ts';
import { campaignItemsAt, campaignPoint, recipeBasketAt } from '../../../src/server/services/content/content-items.ts';
import { openTestShop, type TestShop } from '../server/harness.ts';
import { KOTHRUD, MUMBAI } from '../server/points.ts';
import { publishedDoc } from '../../../src/server/services/content/content-store.ts';

// Editors name catalog products in their campaigns and recipes (that each exists is a publish
// check: services/content/content-store.ts); these tests read them as customers' pages do.
describe('editors’ pages and the catalog (§2 campaign and recipe items)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('a campaign lists its items in the editor’s order, each once, from stores delivering to the point', async () => {
    const items = await campaignItemsAt(shop, KOTHRUD, ['alphonso-mango', 'tomato', 'alphonso-mango', 'no-such-thing']);
    expect(items.map((item) => item.link_slug)).toEqual(['alphonso-mango', 'tomato']);
    expect(await campaignItemsAt(shop, MUMBAI, ['alphonso-mango'])).toEqual([]);
  });

  it('an item slug names that store’s item', async () => {
    const [item] = await campaignItemsAt(shop, KOTHRUD, ['malai-paneer-kothrud']);
    expect(item?.slug).toBe('malai-paneer-kothrud');
  });

  it('a recipe’s basket comes from the one store that stocks the most of it (§4 one store per cart)', async () => {
    const refs = [['malai-paneer'], ['onion'], ['tomato'], ['green-chillies'], ['coriander']];
    const basket = await recipeBasketAt(shop, KOTHRUD, refs);
    expect(basket.store).not.toBeNull();
    const stores = new Set(basket.items.map((item) => item?.restaurant_id));
    expect([...stores]).toEqual([basket.store?.id]);
    expect(basket.items.map((item) => item?.link_slug)).toEqual(refs.flat());
    expect((await recipeBasketAt(shop, MUMBAI, refs)).store).toBeNull();
  });

  it('an ingredient of several products is the first the chosen store sells', async () => {
    // FarmCart Kothrud sells cow ghee, not A2 ghee (seed/demo/assortments.ts).
    const basket = await recipeBasketAt(shop, KOTHRUD, [
      ['alphonso-mango'],
      ['a2-ghee', 'cow-ghee'],
      ['no-such-thing'],
    ]);
    expect(basket.store?.name).toBe('FarmCart Kothrud');
    expect(basket.items.map((item) => item?.link_slug)).toEqual(['alphonso-mango', 'cow-ghee', undefined]);
  });

  it('a recipe’s store sells its first, main ingredient when a store near the customer does (docs/editors.md)', async () => {
    // FarmCart Kothrud has the onions, tomatoes and chillies but no A2 ghee; a store that has the
    // ghee comes first, though it has fewer of the rest (not a fish shop's onions for a paneer bhurji).
    const refs = [['a2-ghee'], ['onion'], ['tomato'], ['green-chillies']];
    const basket = await recipeBasketAt(shop, KOTHRUD, refs);
    expect(basket.items[0]?.link_slug).toBe('a2-ghee');
    expect(basket.store?.name).not.toBe('FarmCart Kothrud');
    // Where no store near sells it, the one with the most of the rest.
    const none = await recipeBasketAt(shop, KOTHRUD, [['no-such-thing'], ['onion'], ['tomato']]);
    expect(none.store?.name).toBe('FarmCart Kothrud');
  });

  it('the campaign button’s fixed coordinates (§2) are served and offer the mango campaign', async () => {
    const point = campaignPoint(EXTRA_VALUES);
    expect(point).not.toBeNull();
    const mango = await publishedDoc(shop, 'campaign', 'mango');
    const items = await campaignItemsAt(shop, point ?? MUMBAI, mango?.items ?? []);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items[0]?.link_slug).toBe('alphonso-mango');
  });

  it('a broken coordinate setting reads as none', () => {
    expect(campaignPoint({ campaignLatitude: 'null', campaignLongitude: '73.8' })).toBeNull();
    expect(campaignPoint({ campaignLatitude: '95', campaignLongitude: '73.8' })).toBeNull();
  });
});
