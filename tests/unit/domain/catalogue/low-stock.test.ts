// A variant's low-stock threshold and when a variant is low (decision 0327).
import { describe, expect, it } from 'vitest';
import { variantProblems } from '../../../../src/domain/catalogue/catalogue-rules.ts';
import { isLowStock, LOW_STOCK_MAX, lowStockProblem } from '../../../../src/domain/catalogue/low-stock.ts';

describe('the low-stock threshold', () => {
  it('takes none, or a whole number from 0 to the most', () => {
    expect(lowStockProblem(null)).toBeNull();
    expect(lowStockProblem(0)).toBeNull();
    expect(lowStockProblem(5)).toBeNull();
    expect(lowStockProblem(LOW_STOCK_MAX)).toBeNull();
    expect(lowStockProblem(-1)).toMatch(/0 or more/);
    expect(lowStockProblem(2.5)).toMatch(/whole number/);
    expect(lowStockProblem(Number.NaN)).toMatch(/whole number/);
    expect(lowStockProblem(LOW_STOCK_MAX + 1)).toMatch(/or fewer/);
  });

  it('is checked with the rest of a size, under its own field', () => {
    const size = {
      name: '1 kg',
      name_mr: '',
      measurement: 1,
      regular_price_paise: 5000,
      sale_price_paise: null,
      member_price_paise: null,
      stock: 10,
      is_infinite: false,
      is_negative: false,
      is_default: true,
    };
    expect(variantProblems({ ...size, low_stock_at: 3 }, false)).toEqual([]);
    expect(variantProblems(size, false)).toEqual([]);
    expect(variantProblems({ ...size, low_stock_at: -2 }, false).map((problem) => problem.field)).toEqual([
      'low_stock_at',
    ]);
  });
});

describe('a low variant', () => {
  it('is one whose stock is at or below its threshold', () => {
    expect(isLowStock({ stock: 5, low_stock_at: 5, is_infinite: false })).toBe(true);
    expect(isLowStock({ stock: 4, low_stock_at: 5, is_infinite: false })).toBe(true);
    expect(isLowStock({ stock: -1, low_stock_at: 0, is_infinite: false })).toBe(true);
    expect(isLowStock({ stock: 6, low_stock_at: 5, is_infinite: false })).toBe(false);
  });

  it('never without a threshold, nor when it never runs out', () => {
    expect(isLowStock({ stock: 0, low_stock_at: null, is_infinite: false })).toBe(false);
    expect(isLowStock({ stock: 0, low_stock_at: 5, is_infinite: true })).toBe(false);
  });
});
