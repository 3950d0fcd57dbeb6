import { describe, expect, it } from 'vitest';
import { type CatalogRows, scaleCatalog, seedScaleFromEnv } from '../../../../src/server/seed/demo/scale.ts';

// The measuring shop of docs/benchmarks.md, "Bounded lists": SEED_SCALE_ITEMS and SEED_SCALE_STORES.
const store = {
  id: 1,
  slug: 'farmcart-kothrud',
  name: 'FarmCart Kothrud',
  image: '/s.svg',
  address: 'Paud Road',
  latitude: 18.5074,
  longitude: 73.8077,
  delivery_time: 25,
  delivery_radius_km: 10,
  sort_order: 1,
};
const item = (id: number, key: string, free = 0) => ({
  id,
  slug: `${key}-kothrud`,
  link_slug: key,
  store_id: 1,
  category_id: 1,
  name: key,
  image: '/i.svg',
  bg_image: null,
  is_veg: 1 as const,
  is_free_item: free as 0 | 1,
  is_recommended: 1 as const,
  pre_avail_date: null,
  nutritional_facts: null,
  sort_order: id,
});
const rows: CatalogRows = {
  stores: [store],
  store_category_links: [{ store_id: 1, store_category_id: 1 }],
  items: [item(1, 'tomato'), item(2, 'onion'), item(3, 'cloth-bag', 1)],
  item_variants: [1, 2, 3].map((itemId) => ({
    id: itemId,
    item_id: itemId,
    name: '1 kg',
    unit_id: 1,
    measurement: 1,
    regular_price_paise: 5000,
    sale_price_paise: 4500,
    member_price_paise: null,
  })),
  item_addon_categories: [{ item_id: 1, addon_category_id: 1, sort_order: 1 }],
};

describe('seed scale (SEED_SCALE_ITEMS, SEED_SCALE_STORES)', () => {
  it('defaults to the demo shop as it is, and refuses a scale out of range', () => {
    expect(seedScaleFromEnv({})).toEqual({ items: 1, stores: 1 });
    expect(seedScaleFromEnv({ SEED_SCALE_ITEMS: '10', SEED_SCALE_STORES: '' })).toEqual({ items: 10, stores: 1 });
    expect(() => seedScaleFromEnv({ SEED_SCALE_STORES: '0' })).toThrow();
    expect(() => seedScaleFromEnv({ SEED_SCALE_ITEMS: 'many' })).toThrow();
    expect(scaleCatalog(rows, { items: 1, stores: 1 })).toEqual(rows);
  });

  it('adds editions of every product sold (not free items) as products of their own, after the store’s own', () => {
    const scaled = scaleCatalog(rows, { items: 3, stores: 1 });
    expect(scaled.items).toHaveLength(3 + 2 * 2);
    const editions = scaled.items.slice(3);
    expect(editions.map((row) => row.name)).toEqual([
      'Organic tomato',
      'Organic onion',
      'Farm Select tomato',
      'Farm Select onion',
    ]);
    expect(editions.map((row) => row.link_slug)).toContain('farm-select-onion');
    expect(editions.every((row) => row.is_recommended === 0 && (row.sort_order ?? 0) > 3)).toBe(true);
    const variants = scaled.item_variants.slice(3);
    expect(variants).toHaveLength(4);
    // No deals among the editions: the deal lists keep the size the editors gave them.
    expect(variants.every((variant) => variant.sale_price_paise === variant.regular_price_paise)).toBe(true);
    expect(new Set(scaled.item_variants.map((variant) => variant.id)).size).toBe(scaled.item_variants.length);
    expect(scaled.item_addon_categories).toHaveLength(3);
  });

  it('adds branches of every store nearby, selling the same products under their own slugs', () => {
    const scaled = scaleCatalog(rows, { items: 2, stores: 3 });
    expect(scaled.stores.map((row) => row.slug)).toEqual([
      'farmcart-kothrud',
      'farmcart-kothrud-2',
      'farmcart-kothrud-3',
    ]);
    expect(scaled.items).toHaveLength(5 * 3);
    const branch = scaled.items.filter((row) => row.store_id === scaled.stores[1]?.id);
    expect(branch.map((row) => row.link_slug)).toEqual([
      'tomato',
      'onion',
      'cloth-bag',
      'organic-tomato',
      'organic-onion',
    ]);
    expect(branch.map((row) => row.slug)).toContain('organic-tomato-kothrud-2');
    for (const copy of scaled.stores.slice(1)) {
      const km = Math.hypot((copy.latitude - store.latitude) * 111, (copy.longitude - store.longitude) * 105.3);
      expect(km).toBeGreaterThan(0.7);
      expect(km).toBeLessThan(2.7);
    }
    expect(scaled.store_category_links).toHaveLength(3);
  });
});
