// Suggestions as the customer types (decision 0293): items, categories and stores at the point,
// found as the full search finds them: halfway words, a typo, a synonym, Marathi names; through the
// real dispatcher too (public, cached, the query bounded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestionsAnswer } from '../../../../src/domain/api/search-suggestions.ts';
import { searchSuggestions } from '../../../../src/server/services/catalogue/suggestions.ts';
import { inCustomerLanguage } from '../../../../src/server/services/shop/translations.ts';
import { apiCall } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD, MUMBAI } from '../points.ts';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

describe.skipIf(!engineAvailable)('search suggestions', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('suggests items, a category and a store for a word typed halfway, each with the page it opens', async () => {
    const veg = unwrap(await searchSuggestions(shop, KOTHRUD, 'vegeta'));
    expect(veg.categories).toContainEqual({ name: 'Vegetables', href: '/category/vegetables' });
    const toma = unwrap(await searchSuggestions(shop, KOTHRUD, 'toma'));
    expect(names(toma.items)).toContain('Tomato (Local)');
    expect(toma.items.length).toBeLessThanOrEqual(5);
    for (const item of toma.items) {
      expect(item.name.toLowerCase()).toContain('toma');
      expect(item.href).toMatch(/^\/item\/[a-z0-9-]+$/);
      expect(item.store).not.toBe('');
    }
    const kothrud = unwrap(await searchSuggestions(shop, KOTHRUD, 'kothr'));
    expect(kothrud.stores).toContainEqual({ name: 'FarmCart Kothrud', href: '/stores/farmcart-kothrud' });
  });

  it('gives an item its picture, the size its price is for and that price, as its card shows them (decision 0329)', async () => {
    const papaya = unwrap(await searchSuggestions(shop, KOTHRUD, 'papay')).items.find((item) => item.name === 'Papaya');
    expect(papaya).toMatchObject({ unit: '1 pc (~1 kg)', price: '₹55', store: 'FarmCart Kothrud' });
    expect(papaya?.picture).toMatch(/^\/images\/items\/[a-z0-9-]+\.webp$/);
    expect(papaya?.srcset).toContain('160w');
  });

  it('forgives a typo and understands a synonym, as the full search does', async () => {
    const typo = unwrap(await searchSuggestions(shop, KOTHRUD, 'tomatoe'));
    expect(names(typo.items)).toContain('Tomato (Local)');
    const synonym = unwrap(await searchSuggestions(shop, KOTHRUD, 'aloo'));
    expect(names(synonym.items)).toContain('Potato');
    expect(synonym.items.every((item) => /potato/i.test(item.name))).toBe(true);
  });

  it('suggests nothing for words no name holds, and nothing where no store delivers', async () => {
    expect(unwrap(await searchSuggestions(shop, KOTHRUD, 'qwertyuiop'))).toEqual({
      query: 'qwertyuiop',
      items: [],
      categories: [],
      stores: [],
    });
    const far = unwrap(await searchSuggestions(shop, MUMBAI, 'toma'));
    expect([...far.items, ...far.categories, ...far.stores]).toEqual([]);
  });

  it('names things in the customer’s language and finds them by their English names too', async () => {
    const marathi = await inCustomerLanguage(shop, 'mr');
    const found = unwrap(await searchSuggestions(marathi, KOTHRUD, 'vegetab'));
    expect(found.categories.map((category) => category.href)).toContain('/category/vegetables');
    expect(names(found.categories)).not.toContain('Vegetables');
  });

  it('answers through the API, cached, and refuses an empty or too long query on its field', async () => {
    const body = { latitude: KOTHRUD.lat, longitude: KOTHRUD.lng, query: 'toma' };
    const first = await apiCall(shop, 'search-suggestions', body);
    expect(first.status).toBe(200);
    expect(names((first.body as SearchSuggestionsAnswer).items)).toContain('Tomato (Local)');
    const again = await apiCall(shop, 'search-suggestions', body);
    expect(again.body).toEqual(first.body);
    const empty = await apiCall(shop, 'search-suggestions', { ...body, query: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { error: { fields: object } }).error.fields)).toEqual(['query']);
    const long = await apiCall(shop, 'search-suggestions', { ...body, query: 'a'.repeat(81) });
    expect(long.status).toBe(400);
    expect(Object.keys((long.body as { error: { fields: object } }).error.fields)).toEqual(['query']);
  });
});
