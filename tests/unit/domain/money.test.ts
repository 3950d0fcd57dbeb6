import { describe, expect, it } from 'vitest';
import {
  addMinor,
  discountPercent,
  formatAddonPrice,
  formatPrice,
  fromMinor,
  multiplyMinor,
  orderedLineDetails,
  percentOfMinorInRupees,
  toMinor,
} from '../../../src/domain/money.ts';
import { parseDecimal, roundHalfUp } from '../../../src/domain/numbers.ts';
import { settings } from './fixtures.ts';

describe('§3/§9 toMinor / fromMinor: rupee prices to integer paise', () => {
  it('reads numbers and the API strings like "120.00"', () => {
    expect(toMinor(49.5)).toBe(4950);
    expect(toMinor('120.00')).toBe(12000);
    expect(toMinor(' 24.50 ')).toBe(2450);
  });

  it('rounds float noise away: 1.005 rupees is 101 paise, 4.35 is 435', () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(4.35)).toBe(435);
    expect(toMinor(0.07)).toBe(7);
  });

  it('throws on a value that is not an amount (a bug past the edge)', () => {
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
  });

  it('converts paise back to rupees', () => {
    expect(fromMinor(87_150)).toBe(871.5);
  });
});

describe('§3 Cart totals are summed in integer paise', () => {
  it('0.1 + 0.2 is exactly 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMinor(toMinor(0.1), toMinor(0.2))).toBe(30);
  });

  it('3 × 33.33 is exactly 99.99', () => {
    expect(multiplyMinor(toMinor(33.33), 3)).toBe(9999);
    expect(addMinor(toMinor(33.33), toMinor(33.33), toMinor(33.33))).toBe(9999);
  });

  it('addMinor of nothing is 0', () => {
    expect(addMinor()).toBe(0);
  });
});

describe('§1/§5 percentOfMinorInRupees for coupons and tips: whole rupees, half up, as prices show', () => {
  it('12.5% of ₹19.99 is ₹2.498…, so ₹2', () => {
    expect(percentOfMinorInRupees(1999, 12.5)).toBe(200);
  });

  it('10% of ₹871.50 is ₹87.15, so ₹87; 5% of ₹261 is ₹13.05, so ₹13', () => {
    expect(percentOfMinorInRupees(87_150, 10)).toBe(8700);
    expect(percentOfMinorInRupees(26_100, 5)).toBe(1300);
  });

  it('a half rupee rounds up: 20% of ₹262.50 is ₹52.50, so ₹53', () => {
    expect(percentOfMinorInRupees(26_250, 20)).toBe(5300);
  });

  it('below half a rupee is nothing: 5% of ₹9 is ₹0.45, so ₹0', () => {
    expect(percentOfMinorInRupees(900, 5)).toBe(0);
  });
});

describe('formatPrice (§1 0 decimals, symbol side from currencySymbolAlign)', () => {
  it('puts ₹ on the left without a space', () => {
    expect(formatPrice(34_900, settings)).toBe('₹349');
  });

  it('puts the symbol on the right with a space for any other alignment', () => {
    expect(formatPrice(34_900, { currencyFormat: '€', currencySymbolAlign: 'right' })).toBe('349 €');
  });

  it('rounds to 0 decimals half up: ₹49.50 shows ₹50, ₹871.49 shows ₹871', () => {
    expect(formatPrice(4950, settings)).toBe('₹50');
    expect(formatPrice(87_149, settings)).toBe('₹871');
  });

  it('writes a minus before the symbol and never "-₹0"', () => {
    expect(formatPrice(-2000, settings)).toBe('-₹20');
    expect(formatPrice(-20, settings)).toBe('₹0');
  });

  it('prints no stray space when the currency symbol is empty', () => {
    expect(formatPrice(12_000, { currencyFormat: '', currencySymbolAlign: 'right' })).toBe('120');
  });
});

describe('discountPercent (§2 badge)', () => {
  it('mango 1 kg ₹399 → ₹349 is 13% off', () => {
    expect(discountPercent(399, 349)).toBe(13);
  });

  it('rounds to 0 decimals: ₹120 → ₹100 is 16.67%, shown as 17', () => {
    expect(discountPercent('120.00', '100.00')).toBe(17);
  });

  it('is hidden (null) when the sale price is not below the regular price', () => {
    expect(discountPercent(349, 349)).toBeNull();
    expect(discountPercent(349, 399)).toBeNull();
  });

  it('is hidden when it rounds to 0% or cannot be computed (NaN)', () => {
    expect(discountPercent(1000, 999)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent('abc', 10)).toBeNull();
  });
});

describe('formatAddonPrice (§2 hidePriceWhenZero)', () => {
  it('an addon priced 0.00 shows no price when hidePriceWhenZero is on', () => {
    expect(formatAddonPrice('0.00', settings)).toBeNull();
  });

  it('shows ₹0 when hidePriceWhenZero is off', () => {
    expect(formatAddonPrice(0, { ...settings, hidePriceWhenZero: false })).toBe('₹0');
  });

  it('shows a priced addon rounded: ₹45.50 → ₹46', () => {
    expect(formatAddonPrice(45.5, settings)).toBe('₹46');
  });
});

describe('§9 rounding helpers behind prices and distances', () => {
  it('parseDecimal accepts plain decimals only', () => {
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('12,5')).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal(null)).toBeNull();
  });

  it('roundHalfUp keeps ties away from zero and never returns -0', () => {
    expect(roundHalfUp(5.05, 1)).toBe(5.1);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });
});

describe('orderedLineDetails (§2 showAddonPricesOnCart, hidePriceWhenZero): an ordered line’s size and addons', () => {
  const wrap = { addon_name: 'Gift wrap with card', price: 49 };
  const giftBox = { variant_name: 'Box of 12', selectedaddons: [wrap, { addon_name: 'Standard box', price: 0 }] };

  it('names the size and each addon, priced when the shop shows addon prices, a free one without', () => {
    expect(orderedLineDetails(giftBox, settings)).toBe('Box of 12 · Gift wrap with card (+₹49) · Standard box');
  });

  it('names the addons without prices when the shop hides them', () => {
    expect(orderedLineDetails(giftBox, { ...settings, showAddonPricesOnCart: false })).toBe(
      'Box of 12 · Gift wrap with card · Standard box',
    );
  });

  it('is empty for a line with neither a size nor addons, and the addons alone without a size', () => {
    expect(orderedLineDetails({ variant_name: null, selectedaddons: [] }, settings)).toBe('');
    expect(orderedLineDetails({ variant_name: null, selectedaddons: [wrap] }, settings)).toBe(
      'Gift wrap with card (+₹49)',
    );
  });
});
