import { describe, expect, it } from 'vitest';
import { isGstin, normalTaxNumber } from '../../../../src/domain/accounts/tax-number.ts';

describe('§5 a tax number is a GSTIN', () => {
  it('takes a GSTIN whose check character is right (published ones), as capitals without spaces or dashes', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(normalTaxNumber(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalTaxNumber('27-AAPFU-0939F-1ZV')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a wrong check character, a wrong form or length, and any other text', () => {
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isGstin('27ABCDE1234F1Z5')).toBe(false);
    expect(isGstin('27AAPFU0939F1YV')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('<<>>!!')).toBe(false);
    expect(isGstin('')).toBe(false);
  });
});
