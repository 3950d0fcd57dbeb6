import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATES,
  formatRatePercent,
  parseRatePercent,
  rateProblem,
  ratesInForce,
} from '../../../../src/domain/tax/rates.ts';

describe('§10 Rates', () => {
  it('the slabs change on 22 September 2025: 12 % and 28 % end, 40 % begins', () => {
    expect(ratesInForce(DEFAULT_TAX_RATES, '2025-09-21')).toEqual([0, 500, 1200, 1800, 2800]);
    expect(ratesInForce(DEFAULT_TAX_RATES, '2025-09-22')).toEqual([0, 500, 1800, 4000]);
    expect(ratesInForce(DEFAULT_TAX_RATES, '2026-11-28')).toEqual([0, 500, 1800, 4000]);
  });

  it('reads a rate as people type it', () => {
    expect(parseRatePercent('5')).toBe(500);
    expect(parseRatePercent('18 %')).toBe(1800);
    expect(parseRatePercent('2.5')).toBe(250);
    expect(parseRatePercent('0.25')).toBe(25);
    expect(parseRatePercent('100')).toBe(10_000);
    expect(parseRatePercent('101')).toBeNull();
    expect(parseRatePercent('-5')).toBeNull();
    expect(parseRatePercent('5.125')).toBeNull();
    expect(parseRatePercent('five')).toBeNull();
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(parseRatePercent(formatRatePercent(bp))).toBe(bp);
      }),
    );
    expect(formatRatePercent(250)).toBe('2.5');
    expect(formatRatePercent(25)).toBe('0.25');
  });

  it('a rate added when the law changes must be a rate, on real days, in order, and not in force twice', () => {
    const others = DEFAULT_TAX_RATES;
    expect(rateProblem({ bp: 300, from: '2026-12-01', until: null }, others)).toBeNull();
    expect(rateProblem({ bp: 1200, from: '2026-12-01', until: null }, others)).toBeNull();
    expect(rateProblem({ bp: 500, from: '2026-12-01', until: null }, others)).toBe('overlap');
    expect(rateProblem({ bp: 2800, from: '2025-01-01', until: '2025-12-31' }, others)).toBe('overlap');
    expect(rateProblem({ bp: 10_001, from: '2026-12-01', until: null }, others)).toBe('rate');
    expect(rateProblem({ bp: 300, from: '2026-02-30', until: null }, others)).toBe('day');
    expect(rateProblem({ bp: 300, from: '2026-12-01', until: '2026-11-30' }, others)).toBe('order');
  });
});
