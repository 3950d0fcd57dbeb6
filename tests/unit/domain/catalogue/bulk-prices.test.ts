// §6 Catalogue work in the console: a bulk price change (decision 0319). Every chosen size's price,
// offer and member price move by one percentage (rounded to the whole paisa, half up) or one
// amount; a result of ₹0 or less is refused.
import { describe, expect, it } from 'vitest';
import {
  bulkChangeRefusal,
  changedPaise,
  changedSize,
  changedSizeRefusal,
} from '../../../../src/domain/catalogue/bulk-prices.ts';
import { offerPaiseOf } from '../../../../src/domain/catalogue/prices.ts';

const percent = (value: number) => ({ kind: 'percent', percent: value }) as const;
const amount = (paise: number) => ({ kind: 'amount', amount_paise: paise }) as const;

describe('one price after the change', () => {
  it('moves by a percentage, rounded to the whole paisa, half a paisa up', () => {
    expect(changedPaise(4000, percent(10))).toBe(4400);
    // ₹45.45 + 10 % = 4999.5 paise → 5000.
    expect(changedPaise(4545, percent(10))).toBe(5000);
    // ₹45.44 + 10 % = 4998.4 paise → 4998.
    expect(changedPaise(4544, percent(10))).toBe(4998);
    // ₹12.35 − 5.5 % = 1167.075 paise → 1167.
    expect(changedPaise(1235, percent(-5.5))).toBe(1167);
    // 0.15 % of ₹1 is 0.15 paise: rounds to none; of ₹10, 1.5 paise → 2.
    expect(changedPaise(100, percent(0.15))).toBe(100);
    expect(changedPaise(1000, percent(0.15))).toBe(1002);
  });
  it('moves by an amount as it is', () => {
    expect(changedPaise(4000, amount(500))).toBe(4500);
    expect(changedPaise(4000, amount(-250))).toBe(3750);
  });
});

describe('a size after the change', () => {
  it('moves its offer and member price with its price: an offer stays one, no offer stays none', () => {
    const offered = { regular_price_paise: 5000, sale_price_paise: 4500, member_price_paise: 4000 };
    expect(changedSize(offered, percent(10))).toEqual({
      regular_price_paise: 5500,
      sale_price_paise: 4950,
      member_price_paise: 4400,
    });
    const plain = { regular_price_paise: 5000, sale_price_paise: 5000, member_price_paise: null };
    for (const change of [percent(7.25), amount(-1999)]) {
      const after = changedSize(plain, change);
      expect(offerPaiseOf(after.regular_price_paise, after.sale_price_paise)).toBeNull();
      expect(after.member_price_paise).toBeNull();
    }
  });
  it('is refused when any of its prices would be ₹0 or less, saying which size and what it would cost', () => {
    const size = { regular_price_paise: 3000, sale_price_paise: 2500, member_price_paise: 2000 };
    expect(changedSizeRefusal(changedSize(size, amount(-2000)), 'Methi 250 g')?.text).toBe(
      'Methi 250 g would cost ₹0.00: a price must stay above ₹0',
    );
    expect(changedSizeRefusal(changedSize(size, amount(-2100)), 'Methi 250 g')?.text).toBe(
      'Methi 250 g would cost −₹1.00: a price must stay above ₹0',
    );
    expect(changedSizeRefusal(changedSize(size, amount(-1999)), 'Methi 250 g')).toBeNull();
    expect(changedSizeRefusal(changedSize(size, percent(-90)), 'Methi 250 g')).toBeNull();
  });
  it('is refused above the most a price may be', () => {
    const dear = { regular_price_paise: 90_000_000, sale_price_paise: 90_000_000, member_price_paise: null };
    expect(changedSizeRefusal(changedSize(dear, percent(20)), 'Saffron')?.key).toBe('saidRuleBulkTooLarge');
  });
});

describe('the change itself', () => {
  it('takes a percentage from −90 to 500 with at most 2 decimals, and an amount, never 0', () => {
    for (const ok of [percent(10), percent(-90), percent(500), percent(2.55), amount(1), amount(-50_000)])
      expect(bulkChangeRefusal(ok), JSON.stringify(ok)).toBeNull();
    for (const bad of [percent(0), percent(-91), percent(501), percent(1.234), percent(Number.NaN), amount(0)])
      expect(bulkChangeRefusal(bad), JSON.stringify(bad)).not.toBeNull();
  });
});
