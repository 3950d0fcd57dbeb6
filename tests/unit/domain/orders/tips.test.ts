import { describe, expect, it } from 'vitest';
import {
  parseTipList,
  tipAmountOptions,
  tipFromPercent,
  tipPercentOptions,
} from '../../../../src/domain/orders/tips.ts';
import { KITCHEN_SINK_TOTAL_MINOR, settings } from '../fixtures.ts';

describe('§9 Tips from settings comma lists', () => {
  it("parses amounts '10,20,30'", () => {
    expect(parseTipList('10,20,30')).toEqual([10, 20, 30]);
  });

  it("parses percentages '5,10' and decimals, trimming spaces", () => {
    expect(parseTipList(' 5, 10 ,2.5')).toEqual([5, 10, 2.5]);
  });

  it('drops blanks, non-numbers, negatives and zero', () => {
    expect(parseTipList('10,,abc, -5,0,30,')).toEqual([10, 30]);
  });

  it('an empty or missing list offers nothing', () => {
    expect(parseTipList('')).toEqual([]);
    expect(parseTipList(null)).toEqual([]);
  });

  it('tip amounts come back in paise, and none when showTipsAmount is off', () => {
    expect(tipAmountOptions(settings)).toEqual([1000, 2000, 3000]);
    expect(tipAmountOptions({ ...settings, showTipsAmount: false })).toEqual([]);
  });

  it('tip percentages, and none when showTipsPercentage is off', () => {
    expect(tipPercentOptions(settings)).toEqual([5, 10]);
    expect(tipPercentOptions({ ...settings, showTipsPercentage: false })).toEqual([]);
  });

  it('a percentage tip of the subtotal is whole rupees, half up (§1): 5% of ₹871.50 is ₹43.575 → ₹44', () => {
    expect(tipFromPercent(KITCHEN_SINK_TOTAL_MINOR, 5)).toBe(4400);
  });
});
