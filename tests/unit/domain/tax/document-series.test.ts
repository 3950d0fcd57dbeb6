import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_NUMBER_MAX,
  documentNumber,
  financialYearDays,
  financialYearOf,
  isSeriesPrefix,
  readDocumentNumber,
  seriesCapacity,
} from '../../../../src/domain/tax/document-series.ts';

describe('§10 Document numbers', () => {
  it('a financial year runs from 1 April to 31 March', () => {
    expect(financialYearOf('2026-03-31')).toEqual({ startYear: 2025, label: '2025-26' });
    expect(financialYearOf('2026-04-01')).toEqual({ startYear: 2026, label: '2026-27' });
    expect(financialYearOf('2099-12-31')).toEqual({ startYear: 2099, label: '2099-00' });
    expect(financialYearDays(2026)).toEqual({ first: '2026-04-01', last: '2027-03-31' });
  });

  it('a number is PREFIX/YYYY/N', () => {
    expect(documentNumber('KOT', 2026, 1)).toBe('KOT/2627/1');
    expect(documentNumber('KOTCN', 2099, 42)).toBe('KOTCN/9900/42');
  });

  it('a prefix is 1 to 6 capital letters or digits', () => {
    expect(isSeriesPrefix('KOT1')).toBe(true);
    expect(isSeriesPrefix('')).toBe(false);
    expect(isSeriesPrefix('kot')).toBe(false);
    expect(isSeriesPrefix('KOTHRUD')).toBe(false);
    expect(isSeriesPrefix('K-T')).toBe(false);
    expect(() => documentNumber('k', 2026, 1)).toThrow(RangeError);
  });

  it('every number of every series is at most 16 characters and reads back; the next past the capacity is refused', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,6}$/),
        fc.integer({ min: 2017, max: 2200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prefix, year, at) => {
          const capacity = seriesCapacity(prefix);
          const serial = Math.max(1, Math.round(at * capacity));
          const number = documentNumber(prefix, year, serial);
          expect(number.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX);
          expect(readDocumentNumber(number)).toMatchObject({ prefix, serial });
          expect(() => documentNumber(prefix, year, capacity + 1)).toThrow(RangeError);
        },
      ),
    );
  });

  it('a six-character prefix still holds 9,999 documents a year, a three-character one 9,999,999', () => {
    expect(seriesCapacity('KOTHRU')).toBe(9_999);
    expect(seriesCapacity('KOT')).toBe(9_999_999);
  });

  it('reads back only its own numbers', () => {
    expect(readDocumentNumber('KOT/2627/0')).toBeNull();
    expect(readDocumentNumber('KOT/2627/01')).toBeNull();
    expect(readDocumentNumber('INV-001')).toBeNull();
  });
});
