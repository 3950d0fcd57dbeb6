// §6 Catalogue work in the console: a size's sale price is an offer; left blank, customers pay
// the price, and a stored sale price equal to the price is read back as blank (decision 0319).
import { describe, expect, it } from 'vitest';
import { effectivePricePaise, offerPaiseOf } from '../../../../src/domain/catalogue/prices.ts';

describe('the price a customer pays for a size', () => {
  it('is the offer when the size has one', () => {
    expect(effectivePricePaise(4000, 3500)).toBe(3500);
  });
  it('is the price when the sale price was left blank', () => {
    expect(effectivePricePaise(4000, null)).toBe(4000);
  });
});

describe('the offer a stored size holds', () => {
  it('is its sale price when below the price', () => {
    expect(offerPaiseOf(4000, 3999)).toBe(3999);
  });
  it('is none when the sale price is the price (or, from an old import, above it)', () => {
    expect(offerPaiseOf(4000, 4000)).toBeNull();
    expect(offerPaiseOf(4000, 4100)).toBeNull();
  });
  it('round-trips: a blank offer is stored as the price and read back blank', () => {
    expect(offerPaiseOf(2500, effectivePricePaise(2500, null))).toBeNull();
    expect(offerPaiseOf(2500, effectivePricePaise(2500, 2000))).toBe(2000);
  });
});
