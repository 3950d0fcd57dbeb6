import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesAt,
  categoryItems,
  itemsAt,
  search,
  singleItem,
  singleProduct,
  storeItems,
} from '../../../src/server/services/catalog.ts';
import { engineAvailable, openTestShop, type TestShop } from './harness.ts';
import { KOTHRUD, MUMBAI } from './points.ts';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

// Skipped only in the PostgreSQL pass when no server answers; the run prints why.
describe.skipIf(!engineAvailable)('catalog at a point (§2 listings, §7 catalog calls)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('lists only active, non-free items (§2: is_free_item = 1 hidden) of open stores serving the point', async () => {
    const items = await itemsAt(shop, KOTHRUD);
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) {
      expect(item.is_active).toBe(1);
      expect(item.is_free_item).toBe(0);
      expect(['farmcart-kothrud', 'baner-green-basket', 'aundh-dairy-bakehouse']).toContain(item.restaurant_slug);
    }
    const links = items.map((item) => item.link_slug);
    expect(new Set(links).size).toBe(links.length); // one offer per product
  });

  it('prefers the nearest store for a product sold by several', async () => {
    const items = await itemsAt(shop, KOTHRUD);
    const fromKothrud = items.filter((item) => item.restaurant_slug === 'farmcart-kothrud').length;
    expect(fromKothrud).toBeGreaterThan(0);
    const kothrudStock = unwrap(await storeItems(shop, 'farmcart-kothrud', { point: null }));
    const kothrudLinks = new Set(kothrudStock.categories.flatMap((group) => group.items.map((item) => item.link_slug)));
    for (const item of items) {
      if (kothrudLinks.has(item.link_slug)) expect(item.restaurant_slug).toBe('farmcart-kothrud');
    }
  });

  it('gives each item its variants with one default, prices in rupees (§3 Item, Variant)', async () => {
    for (const item of await itemsAt(shop, KOTHRUD)) {
      expect(item.variants.filter((variant) => variant.is_default === 1)).toHaveLength(1);
      const shown = item.variants.find((variant) => variant.is_default === 1);
      expect(item.price).toBe(shown?.sale_price);
      expect(item.old_price).toBe(shown?.regular_price);
      expect(Number.isInteger(Math.round(item.price * 100))).toBe(true);
    }
  });

  it('lists only categories with something on offer, with counts', async () => {
    const categories = unwrap(await categoriesAt(shop, KOTHRUD));
    expect(categories.length).toBeGreaterThan(5);
    for (const category of categories) expect(category.items_count).toBeGreaterThan(0);
    expect(categories.map((category) => category.slug)).not.toContain('frozen');
    expect(unwrap(await categoriesAt(shop, MUMBAI))).toEqual([]);
  });

  it('answers a category’s items at the point, and not_found for an unknown slug', async () => {
    const fruits = unwrap(await categoryItems(shop, KOTHRUD, 'fruits'));
    expect(fruits.items.length).toBeGreaterThan(0);
    expect(fruits.items.every((item) => item.category_id === fruits.category.id)).toBe(true);
    expect(fruits.category.items_count).toBe(fruits.items.length);
    const unknown = await categoryItems(shop, KOTHRUD, 'no-such-category');
    expect(unknown.ok ? null : unknown.error.code).toBe('not_found');
  });

  it('groups a store’s items by category, in category order, and says whether it serves the point', async () => {
    const answer = unwrap(await storeItems(shop, 'farmcart-kothrud', { point: KOTHRUD }));
    expect(answer.store.is_operational).toBe(true);
    expect(answer.categories.length).toBeGreaterThan(2);
    for (const group of answer.categories) {
      expect(group.items.every((item) => item.category_id === group.category.id && item.restaurant_id === 1)).toBe(
        true,
      );
    }
    const far = unwrap(await storeItems(shop, 'farmcart-kothrud', { point: MUMBAI }));
    expect(far.store.is_operational).toBe(false);
    const first = answer.categories[0]?.category.id ?? 0;
    const filtered = unwrap(await storeItems(shop, 'farmcart-kothrud', { point: null, categoryId: first }));
    expect(filtered.categories.map((group) => group.category.id)).toEqual([first]);
  });

  it('finds one item by id or slug, and hides free items even there', async () => {
    const [offered] = await itemsAt(shop, KOTHRUD);
    expect(offered).toBeDefined();
    if (!offered) return;
    expect(unwrap(await singleItem(shop, { id: offered.id })).slug).toBe(offered.slug);
    expect(unwrap(await singleItem(shop, { slug: offered.slug })).id).toBe(offered.id);
    const free = await shop.db.selectFrom('items').select('id').where('is_free_item', '=', 1).executeTakeFirst();
    expect(free).toBeDefined();
    const hidden = await singleItem(shop, { id: free?.id ?? 0 });
    expect(hidden.ok ? null : hidden.error.code).toBe('not_found');
  });

  it('answers a single product with its store’s status at the point (§7 single product)', async () => {
    const [offered] = await itemsAt(shop, KOTHRUD);
    const here = unwrap(await singleProduct(shop, offered?.id ?? 0, KOTHRUD));
    expect(here.store.is_operational).toBe(true);
    const far = unwrap(await singleProduct(shop, offered?.id ?? 0, MUMBAI));
    expect(far.store.is_operational).toBe(false);
  });

  it('searches stores and items by name, case-insensitively (§4 search)', async () => {
    const answer = unwrap(await search(shop, KOTHRUD, 'MANGO'));
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) expect(item.name.toLowerCase()).toContain('mango');
    const stores = unwrap(await search(shop, KOTHRUD, 'kothrud'));
    expect(stores.stores.map((store) => store.slug)).toContain('farmcart-kothrud');
    expect(unwrap(await search(shop, KOTHRUD, 'qwertyuiop'))).toMatchObject({ stores: [], items: [] });
  });
});
