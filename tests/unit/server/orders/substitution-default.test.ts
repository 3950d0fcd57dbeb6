// The customer's default wish for short lines (decision 0285): read back as stored, 'similar'
// until set, and kept per customer (My account shows it; the cart starts new lines from it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSubstitutionDefault, substitutionDefaultOf } from '../../../../src/server/services/orders/substitutions.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { createCustomer, NOW, unwrap } from './orders-fixtures.ts';

describe.skipIf(!engineAvailable)(`the default substitution wish on ${testEngine}`, () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('is a similar item until the customer sets another, and reads back what was set', async () => {
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    expect(await substitutionDefaultOf(shop, customer)).toBe('similar');
    expect(unwrap(await setSubstitutionDefault(shop, customer, 'call'))).toEqual({ preference: 'call' });
    expect(await substitutionDefaultOf(shop, customer)).toBe('call');
    expect(await substitutionDefaultOf(shop, other)).toBe('similar');
    unwrap(await setSubstitutionDefault(shop, customer, 'refund'));
    expect(await substitutionDefaultOf(shop, customer)).toBe('refund');
  });

  it('answers the default for a customer who no longer exists', async () => {
    expect(await substitutionDefaultOf(shop, 987654)).toBe('similar');
  });
});
