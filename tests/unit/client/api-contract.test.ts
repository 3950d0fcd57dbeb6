// The typed API contract (src/domain/api/contract.ts) as the browser uses it
// (src/client/api.ts), against the real dispatcher and route table on a fresh shop.
// The `@ts-expect-error` lines are the type test: `npm run check` fails if a wrong
// path, a misspelt body field, a misread answer field or a missing path parameter
// ever compiles (an unused @ts-expect-error is itself an error).
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../src/client/api.ts';
import { withRealApi } from './real-api.ts';

withRealApi();

describe('the browser client derived from the contract', () => {
  it('fills path parameters and answers the contract’s type', async () => {
    const store = await callApi('get-restaurant-info-by-id/:id', {}, { id: 1 });
    expect(store.ok).toBe(true);
    if (!store.ok) return;
    expect(store.value.slug).toBe('farmcart-kothrud');
    // @ts-expect-error a misread answer field: StoreInfo has no `title`
    expect(store.value.title).toBeUndefined();
  });

  it('sends the body fields the server validates, and hands back its 4xx error as a value', async () => {
    const refused = await callApi('search-location', { query: '' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('validation_failed');
    expect(refused.error.fields).toHaveProperty('query');
  });

  it('pages through a list with `next` and `after`, and names a cursor that is not one (decision 0181)', async () => {
    const kothrud = { latitude: 18.5074, longitude: 73.8077 };
    const seen: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer = await callApi('get-restaurant-items/:slug', { ...kothrud, after }, { slug: 'farmcart-kothrud' });
      if (!answer.ok) throw new Error(answer.error.message);
      seen.push(...answer.value.categories.flatMap((group) => group.items.map((item) => item.id)));
      if (answer.value.next === null) break;
      after = answer.value.next;
    }
    expect(seen.length).toBeGreaterThan(24);
    expect(new Set(seen).size).toBe(seen.length);
    const refused = await callApi('get-category-items', { ...kothrud, slug: 'fruits', after: 'page-2' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('validation_failed');
    expect(refused.error.fields).toHaveProperty('after');
  });

  it('rejects wrong paths, misspelt fields and missing parameters at compile time', async () => {
    // @ts-expect-error a path the route table does not have
    const unknown = await callApi('get-restaurant-infos', {});
    expect(unknown.ok).toBe(false);
    // @ts-expect-error a misspelt body field (`querry` for `query`)
    const misspelt = await callApi('search-location', { querry: 'Kothrud' });
    expect(misspelt.ok).toBe(false);
    // @ts-expect-error the store id of the path is missing
    const noParams = await callApi('get-restaurant-info-by-id/:id', {});
    expect(noParams.ok).toBe(false);
  });
});
