// The edges of the input rules the fuzz test relies on (decision 0031):
// how deep a body may nest, which control characters a one-line and a
// multi-line field keep, and that a catalog read drops an unknown key where an account call
// names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../../src/server/services/sessions/sessions.ts';
import { apiCall, apiCallWithText, ASHA, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };

/** `{"query":"Kothrud","x":[[…]]}` with the array nested `depth` levels inside the body. */
function nested(depth: number): string {
  return `{"query":"Kothrud","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

describe.skipIf(!engineAvailable)('input limits', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    token = await createSession(shop, ASHA.id);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('reads a body nested 32 levels deep and refuses one of 33 before parsing it', async () => {
    expect((await apiCallWithText(shop, 'search-location', nested(32))).status).toBe(200);
    const deeper = await apiCallWithText(shop, 'search-location', nested(33));
    expect(deeper.status).toBe(400);
    expect(errorBody(deeper)).toMatchObject({ code: 'validation_failed', fields: { body: expect.any(String) } });
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const query = `Kothrud \\"${'['.repeat(80)}`;
    expect((await apiCallWithText(shop, 'search-location', `{"query":"${query}"}`)).status).toBe(200);
  });

  it('refuses a NUL and a line break in a one-line field, naming it', async () => {
    for (const house of ['Flat\u00004', 'Flat\n4', 'Flat\t4']) {
      const answer = await apiCall(
        shop,
        'save-address',
        { ...KOTHRUD, address: 'Paud Road', house },
        { bearer: token },
      );
      expect(answer.status, JSON.stringify(house)).toBe(400);
      expect(errorBody(answer).fields).toEqual({ house: 'must not contain control characters' });
    }
  });

  it('keeps tabs and line breaks in a multi-line field, and refuses a NUL there too', async () => {
    const comment = (text: string) => ({ unique_order_id: 'FC-20261102-AAAAAAAA', stars: 5, comment: text });
    // The order does not exist: a 404 means the comment itself passed.
    expect((await apiCall(shop, 'rate-order', comment('Fresh,\r\n\tand on time'), { bearer: token })).status).toBe(404);
    const refused = await apiCall(shop, 'rate-order', comment('Fresh\u0000'), { bearer: token });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields).toHaveProperty('comment');
  });

  it('drops an unknown key of a catalog read, and names it in an account call', async () => {
    expect((await apiCall(shop, 'get-delivery-restaurants', { ...KOTHRUD, is_admin: true })).status).toBe(200);
    const refused = await apiCall(shop, 'get-user-info', { is_admin: true }, { bearer: token });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields).toEqual({ is_admin: 'is not accepted by this call' });
  });
});
