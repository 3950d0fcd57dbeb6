import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter } from '../../../../src/domain/tax/gstin.ts';
import { isIntraState, stateCodeOf } from '../../../../src/domain/tax/states.ts';

const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digits = fc.constantFrom(...'0123456789'.split(''));
const stateCodes = fc.constantFrom('01', '07', '19', '24', '27', '29', '33', '36', '38', '97');
const first14 = fc
  .tuple(
    stateCodes,
    fc.array(letters, { minLength: 5, maxLength: 5 }),
    fc.array(digits, { minLength: 4, maxLength: 4 }),
    letters,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')),
  )
  .map(([state, five, four, one, entity]) => `${state}${five.join('')}${four.join('')}${one}${entity}Z`);

describe('§10 GSTIN', () => {
  it('accepts a real GSTIN, typed in lower case with spaces, and names its state and PAN', () => {
    expect(checkGstin('27aapfu 0939f1zv')).toEqual({
      ok: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      pan: 'AAPFU0939F',
    });
  });

  it('names the first thing wrong: length, shape, state, then the check character', () => {
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({ ok: false, problem: 'length' });
    expect(checkGstin('27AAPFU0939F1XV')).toEqual({ ok: false, problem: 'shape' });
    expect(checkGstin('2AAAPFU0939F1ZV')).toEqual({ ok: false, problem: 'shape' });
    expect(checkGstin('27AAPFU0939F0ZV')).toEqual({ ok: false, problem: 'shape' });
    expect(checkGstin('28AAPFU0939F1ZV')).toEqual({ ok: false, problem: 'state' });
    expect(checkGstin('27AAPFU0939F1ZW')).toEqual({ ok: false, problem: 'check' });
  });

  it('any GSTIN of the right shape with its check character is accepted; any other last character is not', () => {
    fc.assert(
      fc.property(first14, fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')), (start, last) => {
        const check = gstinCheckCharacter(start);
        expect(checkGstin(start + check).ok).toBe(true);
        if (last !== check) expect(checkGstin(start + last)).toEqual({ ok: false, problem: 'check' });
      }),
    );
  });

  it('a single character changed in the first 14 is caught (a typo is not a valid GSTIN)', () => {
    fc.assert(
      fc.property(first14, fc.integer({ min: 2, max: 11 }), (start, at) => {
        const gstin = start + gstinCheckCharacter(start);
        const swapped =
          gstin.charAt(at) === 'A' ? 'B' : gstin.charAt(at) === '0' ? '1' : /\d/.test(gstin.charAt(at)) ? '0' : 'A';
        const typo = gstin.slice(0, at) + swapped + gstin.slice(at + 1);
        expect(checkGstin(typo).ok).toBe(false);
      }),
    );
  });
});

describe('§10 Place of supply', () => {
  it('reads a state by its name, a common other spelling, or its code', () => {
    expect(stateCodeOf('Maharashtra')).toBe('27');
    expect(stateCodeOf(' tamil nadu ')).toBe('33');
    expect(stateCodeOf('Orissa')).toBe('21');
    expect(stateCodeOf('New Delhi')).toBe('07');
    expect(stateCodeOf('7')).toBe('07');
    expect(stateCodeOf('27')).toBe('27');
    expect(stateCodeOf('28')).toBeNull();
    expect(stateCodeOf('Atlantis')).toBeNull();
  });

  it('within the seller’s state is intra-state, anywhere else inter-state', () => {
    expect(isIntraState('27', '27')).toBe(true);
    expect(isIntraState('27', '29')).toBe(false);
  });
});
