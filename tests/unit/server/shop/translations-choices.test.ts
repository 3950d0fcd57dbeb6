// The catalogue's choices in the customer's language (decision 0199: combo names, addon and
// addon group names, variant names and nutrition facts stayed English; search matched only the
// English names): services/shop/translations.ts on the item views, combos and cart lines, and the
// Marathi name in search (offers.ts). Runs on SQLite and again on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemView } from '../../../../src/domain/api/catalog.ts';
import { catalogChanged } from '../../../../src/server/cache.ts';
import { checkCartAvailability } from '../../../../src/server/services/orders/cart.ts';
import { categoryItems, search, singleItem, storeItems } from '../../../../src/server/services/catalogue/catalog.ts';
import { combosAt } from '../../../../src/server/services/catalogue/deals.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD } from '../points.ts';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Every text of an item's choices: variant names, addon group and addon names, nutrient names. */
function choiceTexts(item: ItemView): string[] {
  return [
    ...item.variants.map((variant) => variant.name),
    ...item.addon_categories.flatMap((category) => [category.name, ...category.addons.map((addon) => addon.name)]),
    ...(item.nutritional_facts ?? []).map((fact) => fact.name),
  ];
}

describe.skipIf(!engineAvailable)('catalogue choices in Marathi (migration 011 rows)', () => {
  let shop: TestShop;
  const marathi = () => ({ ...shop, language: 'mr' });
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('names an item’s sizes, addon groups, addons and nutrition facts in Marathi on the item page', async () => {
    const english = unwrap(await singleItem(shop, { slug: 'tomato-kothrud' }));
    const page = unwrap(await singleItem(marathi(), { slug: 'tomato-kothrud' }));
    expect(english.variants.map((variant) => variant.name)).toEqual(['500 g', '1 kg']);
    expect(page.variants.map((variant) => variant.name)).toEqual(['अर्धा किलो', '1 किलो']);
    expect(page.addon_categories.map((category) => category.name)).toEqual(['कापण्याची पद्धत', 'सोबत जोडा']);
    expect(page.addon_categories[0]?.addons.map((addon) => addon.name)).toEqual([
      'अख्खे',
      'बारीक चौकोनी',
      'काप',
      'उभे पातळ काप',
    ]);
    expect(page.nutritional_facts?.[0]).toEqual({ name: 'ऊर्जा', value: expect.stringMatching(/^[0-9.]+ किलोकॅलरी$/) });
    // No text of the choices is left as the English one, and everything else is the same item.
    const englishTexts = choiceTexts(english);
    expect(choiceTexts(page).filter((text) => englishTexts.includes(text))).toEqual([]);
    expect(choiceTexts(page)).toHaveLength(englishTexts.length);
    const shape = (item: ItemView) => ({
      variants: item.variants.map(({ id, price, stock, is_default }) => ({ id, price, stock, is_default })),
      addons: item.addon_categories.map(({ id, type, addons }) => ({ id, type, addons: addons.map((a) => a.price) })),
      facts: item.nutritional_facts?.length,
    });
    expect(shape(page)).toEqual(shape(english));
    // The English views the caches hold are left as they were.
    expect(unwrap(await singleItem(shop, { slug: 'tomato-kothrud' })).variants[0]?.name).toBe('500 g');
  });

  it('names the sizes and addons of listed items (the options sheet reads them) in Marathi', async () => {
    const items = unwrap(await categoryItems(marathi(), KOTHRUD, 'vegetables')).items;
    const tomato = items.find((item) => item.link_slug === 'tomato');
    expect(tomato?.variants.map((variant) => variant.name)).toEqual(['अर्धा किलो', '1 किलो']);
    expect(tomato?.addon_categories[1]?.addons.map((addon) => addon.name)).toContain('ताजी कोथिंबीर');
    const english = unwrap(await categoryItems(shop, KOTHRUD, 'vegetables')).items;
    expect(english.find((item) => item.link_slug === 'tomato')?.variants[0]?.name).toBe('500 g');
  });

  it('has Marathi for every combo, addon, addon group, variant and nutrition table of the demo shop', async () => {
    const rows = await shop.db
      .selectFrom('catalog_translations')
      .select(['entity', 'entity_id', 'field'])
      .where('language_code', '=', 'mr')
      .execute();
    const translated = (entity: string, field: string) =>
      new Set(rows.filter((row) => row.entity === entity && row.field === field).map((row) => row.entity_id));
    const missing = async (
      table: 'combos' | 'addons' | 'addon_categories' | 'item_variants',
      entity: string,
      field = 'name',
    ) => {
      const ids = (await shop.db.selectFrom(table).select('id').execute()).map((row) => row.id);
      expect(ids.length).toBeGreaterThan(0);
      const found = translated(entity, field);
      return ids.filter((id) => !found.has(id));
    };
    expect(await missing('combos', 'combo')).toEqual([]);
    expect(await missing('combos', 'combo', 'description')).toEqual([]);
    expect(await missing('addons', 'addon')).toEqual([]);
    expect(await missing('addon_categories', 'addon_category')).toEqual([]);
    expect(await missing('item_variants', 'variant')).toEqual([]);
    const withFacts = await shop.db
      .selectFrom('items')
      .select('id')
      .where('nutritional_facts', 'is not', null)
      .execute();
    const facts = translated('item', 'nutritional_facts');
    expect(withFacts.filter((item) => !facts.has(item.id))).toEqual([]);
  });

  it('names combos, their store, their parts and the parts’ sizes in Marathi on the combos screen', async () => {
    const english = unwrap(await combosAt(shop, KOTHRUD));
    const combos = unwrap(await combosAt(marathi(), KOTHRUD));
    const basket = combos.find((combo) => combo.slug === 'weekly-veggie-basket');
    expect(basket).toMatchObject({ name: 'आठवड्याची भाजी टोपली', restaurant_name: 'फार्मकार्ट कोथरूड' });
    expect(basket?.description).toMatch(/टोमॅटो/);
    expect(basket?.items.map((part) => part.name)).toContain('टोमॅटो (गावरान)');
    expect(basket?.items.map((part) => part.item_variant.name)).toContain('1 जुडी');
    expect(combos.map((combo) => [combo.id, combo.price, combo.items.length])).toEqual(
      english.map((combo) => [combo.id, combo.price, combo.items.length]),
    );
    expect(combos.filter((combo) => english.some((other) => other.name === combo.name))).toEqual([]);
    expect(unwrap(await combosAt(shop, KOTHRUD)).find((c) => c.slug === 'weekly-veggie-basket')?.name).toBe(
      'Weekly Veggie Basket',
    );
  });

  it('gives cart lines (items and combos) their Marathi names, sizes and parts', async () => {
    const tomato = unwrap(await singleItem(shop, { slug: 'tomato-kothrud' }));
    const kilo = tomato.variants.find((variant) => variant.name === '1 kg');
    const combo = unwrap(await combosAt(shop, KOTHRUD)).find((c) => c.slug === 'weekly-veggie-basket');
    const whole = tomato.addon_categories[0]?.addons[0];
    const coriander = tomato.addon_categories[1]?.addons[0];
    const lines = [
      { id: tomato.id, variant_id: kilo?.id ?? null, addon_ids: [whole?.id ?? 0, coriander?.id ?? 0], quantity: 1 },
      { id: combo?.id ?? 0, is_combo: 1 as const, quantity: 1 },
    ];
    const [item, basket] = unwrap(await checkCartAvailability(marathi(), lines, KOTHRUD));
    expect(item).toMatchObject({ is_active: 1, name: 'टोमॅटो (गावरान)', selectedvariant: { name: '1 किलो' } });
    // The line's addons as the cart shows them (chosen on an English page, shown in Marathi now).
    expect(item?.selectedaddons?.map((addon) => [addon.addon_category_name, addon.addon_name])).toEqual([
      ['कापण्याची पद्धत', 'अख्खे'],
      ['सोबत जोडा', 'ताजी कोथिंबीर'],
    ]);
    expect(basket).toMatchObject({ is_active: 1, is_combo: 1, name: 'आठवड्याची भाजी टोपली' });
    expect(basket?.items?.map((part) => part.name)).toContain('टोमॅटो (गावरान)');
    expect(basket?.items?.map((part) => part.item_variant?.name)).toContain('1 किलो');
    const [englishItem, englishBasket] = unwrap(await checkCartAvailability(shop, lines, KOTHRUD));
    expect(englishItem?.selectedvariant?.name).toBe('1 kg');
    expect(englishItem?.selectedaddons?.map((addon) => addon.addon_name)).toEqual(['Whole', 'Fresh coriander']);
    expect(englishBasket?.name).toBe('Weekly Veggie Basket');
    expect([basket?.price, item?.price]).toEqual([englishBasket?.price, englishItem?.price]);
  });

  it('finds items by their Marathi name, and still by the English one, showing Marathi names', async () => {
    const found = unwrap(await search(marathi(), KOTHRUD, 'आंबा')).items;
    expect(found.map((item) => item.link_slug)).toContain('alphonso-mango');
    expect(found.every((item) => item.name.includes('आंबा'))).toBe(true);
    const byEnglish = unwrap(await search(marathi(), KOTHRUD, 'mango')).items;
    expect(byEnglish.map((item) => item.link_slug)).toContain('alphonso-mango');
    expect(byEnglish.find((item) => item.link_slug === 'alphonso-mango')?.name).toBe('हापूस आंबा (रत्नागिरी)');
    // An English page finds a Marathi word too (many customers type Marathi on it),
    // showing the English names; the two languages keep their own pages.
    const onEnglishPage = unwrap(await search(shop, KOTHRUD, 'आंबा')).items;
    expect(onEnglishPage.map((item) => item.link_slug)).toContain('alphonso-mango');
    expect(onEnglishPage.find((item) => item.link_slug === 'alphonso-mango')?.name).toBe('Alphonso Mango (Ratnagiri)');
    expect(unwrap(await search(shop, KOTHRUD, 'कांदा')).items.map((item) => item.link_slug)).toContain('onion');
    expect(unwrap(await search(shop, KOTHRUD, 'mango')).items[0]?.name).not.toMatch(/आंबा/);
    // A query typed in decomposed form finds the same items.
    const decomposed = unwrap(await search(marathi(), KOTHRUD, 'आंबा'.normalize('NFD'))).items;
    expect(decomposed.map((item) => item.id)).toEqual(found.map((item) => item.id));
    // The plural आंबे finds what आंबा finds.
    const plural = unwrap(await search(marathi(), KOTHRUD, 'आंबे')).items;
    expect(plural.map((item) => item.id)).toEqual(found.map((item) => item.id));
  });

  it('finds stores by their Marathi or stored name, and searches a store’s items in Marathi', async () => {
    const stores = async (query: string) =>
      unwrap(await search(marathi(), KOTHRUD, query)).stores.map((store) => store.slug);
    expect(await stores('कोथरूड')).toContain('farmcart-kothrud');
    expect(await stores('Kothrud')).toContain('farmcart-kothrud');
    const inStore = unwrap(await storeItems(marathi(), 'farmcart-kothrud', { point: KOTHRUD, query: 'आंबा' }));
    const names = inStore.categories.flatMap((group) => group.items.map((item) => item.name));
    expect(names).toContain('हापूस आंबा (रत्नागिरी)');
  });

  it('finds an item by its edited Marathi name once the catalogue changes', async () => {
    const mango = unwrap(await singleItem(shop, { slug: 'alphonso-mango-kothrud' }));
    await shop.db
      .updateTable('catalog_translations')
      .set({ text: 'हापूस (देवगड)' })
      .where('language_code', '=', 'mr')
      .where('entity', '=', 'item')
      .where('entity_id', '=', mango.id)
      .where('field', '=', 'name')
      .execute();
    catalogChanged(shop.db);
    const found = unwrap(await search(marathi(), KOTHRUD, 'देवगड')).items;
    expect(found.find((item) => item.id === mango.id)?.name).toBe('हापूस (देवगड)');
  });
});
