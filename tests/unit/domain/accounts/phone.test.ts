import { describe, expect, it } from 'vitest';
import { asciiDigits, canonicalMobile, displayPhone } from '../../../../src/domain/accounts/phone.ts';

describe('§5 Phone numbers: one canonical form, E.164', () => {
  it('reads every way a customer types the same mobile number as +919800000001', () => {
    for (const typed of [
      '9800000001',
      '+91 98000 00001',
      '098000 00001',
      '+919800000001',
      '919800000001',
      '0091 98000 00001',
      ' +91-98000-00001 ',
      '(+91) 98000.00001',
      '98000 00001',
    ])
      expect(canonicalMobile(typed), typed).toBe('+919800000001');
  });

  it('reads digits typed on a Marathi or another Indian keyboard as 0-9', () => {
    expect(canonicalMobile('९८०००००००१')).toBe('+919800000001');
    expect(canonicalMobile('+९१ ९८००० ००००१')).toBe('+919800000001');
    // Gujarati and Tamil digits, and a mix with 0-9.
    expect(canonicalMobile('૯૮૦૦૦૦૦૦૦૧')).toBe('+919800000001');
    expect(canonicalMobile('௯௮௦௦௦௦௦௦௦௧')).toBe('+919800000001');
    expect(canonicalMobile('98000 ०००0१')).toBe('+919800000001');
    expect(asciiDigits('फ्लॅट १२, पौड रोड')).toBe('फ्लॅट 12, पौड रोड');
    // Still a mobile number of the shop's country only.
    expect(canonicalMobile('०२० २५४३ १२३४')).toBeNull();
  });

  it('keeps the number itself: a different digit is a different number', () => {
    expect(canonicalMobile('9822012345')).toBe('+919822012345');
    expect(canonicalMobile('+91 70000 12345')).toBe('+917000012345');
  });

  it('refuses what is not a mobile number of the shop’s country', () => {
    for (const typed of [
      '',
      '   ',
      '12345',
      // A Pune landline, typed nationally and internationally.
      '020 2543 1234',
      '+91 20 4000 1234',
      // No Indian mobile number starts with 5; one digit too many or too few.
      '5822012345',
      '98220123456',
      '982201234',
      // Mobile numbers of other countries (codes are not sent abroad).
      '+44 7911 123456',
      '+1 415 555 2671',
    ])
      expect(canonicalMobile(typed), typed).toBeNull();
  });

  it('refuses letters, extensions and text around a number instead of picking digits out of it', () => {
    for (const typed of ['call 9800000001', '9800000001 ext. 5', '98000abc00001', '1-800-FLOWERS', '+91 98000 00001;'])
      expect(canonicalMobile(typed), typed).toBeNull();
  });

  it('refuses input longer than any typed number, however it is spaced', () => {
    expect(canonicalMobile(`+91${' '.repeat(20)}98000 00001`)).toBeNull();
  });
});

describe('§5 Phone numbers as shown', () => {
  it('shows a number of the shop’s country in its national grouping, without +91 or a trunk 0', () => {
    expect(displayPhone('+919800000001')).toBe('98000 00001');
    expect(displayPhone('+917000012345')).toBe('70000 12345');
  });

  it('shows anything else as stored (a legacy row the migration could not rewrite)', () => {
    expect(displayPhone('02025431234')).toBe('02025431234');
    expect(displayPhone('+447911123456')).toBe('+447911123456');
  });

  it('shows the canonical form of what was typed the same whatever the typing', () => {
    const shown = ['9800000001', '+91 98000 00001', '098000 00001'].map((typed) =>
      displayPhone(canonicalMobile(typed) ?? ''),
    );
    expect(new Set(shown)).toEqual(new Set(['98000 00001']));
  });
});
