// A coupon as the console makes it (decision 0272): the form's and the server's one set of rules,
// rupees and shop days to stored paise and moments, and which coupons a member may manage.
import { describe, expect, it } from 'vitest';
import {
  type CouponFields,
  couponFieldsOf,
  couponMarathiRefusals,
  couponRefusals,
  couponStoresRefusal,
  mayManageCoupon,
  normaliseCouponCode,
  storedCoupon,
} from '../../../../src/domain/staff/coupon-rules.ts';

const percent: CouponFields = {
  code: 'monsoon 15',
  name: 'Monsoon 15% off',
  description: '',
  discount_type: 'PERCENTAGE',
  discount: 15,
  max_discount: 120,
  min_order: 199,
  store_ids: [1],
  starts_on: '2026-07-01',
  ends_on: '2026-07-31',
  max_uses: 500,
  max_uses_per_customer: 2,
};
const fixed: CouponFields = { ...percent, code: 'FLAT40', discount_type: 'FIXED', discount: 40.5, max_discount: null };

describe('a valid coupon', () => {
  it('is refused on no field', () => {
    expect(couponRefusals(percent)).toEqual({});
    expect(couponRefusals(fixed)).toEqual({});
  });

  it('normalises its code to upper case without spaces', () => {
    expect(normaliseCouponCode(' monsoon 15 ')).toBe('MONSOON15');
  });
});

describe('each refused field says why', () => {
  it('a percentage is a whole percent from 1 to 100', () => {
    for (const discount of [0, 101, 12.5, Number.NaN])
      expect(couponRefusals({ ...percent, discount }).discount?.key).toBe('saidRuleCouponPercent');
    expect(couponRefusals({ ...percent, discount: 100 })).toEqual({});
  });

  it('a fixed discount is more than ₹0, in rupees and paise', () => {
    expect(couponRefusals({ ...fixed, discount: 0 }).discount?.key).toBe('saidRuleCouponAboveZero');
    expect(couponRefusals({ ...fixed, discount: 10.005 }).discount?.key).toBe('saidRuleCouponTwoDecimals');
  });

  it('only a percentage has a maximum discount, and it is more than ₹0', () => {
    expect(couponRefusals({ ...fixed, max_discount: 50 }).max_discount?.key).toBe('saidRuleCouponCapPercentOnly');
    expect(couponRefusals({ ...percent, max_discount: 0 }).max_discount?.key).toBe('saidRuleCouponAboveZero');
    expect(couponRefusals({ ...percent, max_discount: null })).toEqual({});
  });

  it('the code is 3 to 20 letters or digits, and a name is given', () => {
    expect(couponRefusals({ ...percent, code: 'ab' }).code?.key).toBe('saidRuleCouponCodeShape');
    expect(couponRefusals({ ...percent, code: 'SALE-10' }).code?.key).toBe('saidRuleCouponCodeShape');
    expect(couponRefusals({ ...percent, code: '' }).code?.key).toBe('saidRuleCouponTypeCode');
    expect(couponRefusals({ ...percent, name: '  ' }).name?.key).toBe('saidRuleCouponTypeName');
  });

  it('the minimum order is not negative', () => {
    expect(couponRefusals({ ...percent, min_order: -1 }).min_order?.key).toBe('saidRuleCouponNotBelowZero');
    expect(couponRefusals({ ...percent, min_order: 0 })).toEqual({});
  });

  it('the start is not after the end; one day is fine', () => {
    expect(couponRefusals({ ...percent, ends_on: '2026-06-30' }).ends_on?.key).toBe('saidRuleCouponEndsBeforeStart');
    expect(couponRefusals({ ...percent, ends_on: '2026-07-01' })).toEqual({});
    expect(couponRefusals({ ...percent, starts_on: '2026-02-30' }).starts_on?.key).toBe('saidRuleDate');
  });

  it('limits are whole numbers from 1, per customer not above the total, total not below the uses had', () => {
    expect(couponRefusals({ ...percent, max_uses: 0 }).max_uses?.key).toBe('saidRuleCouponWholeUses');
    expect(couponRefusals({ ...percent, max_uses_per_customer: 1.5 }).max_uses_per_customer?.key).toBe(
      'saidRuleCouponWholeUses',
    );
    expect(couponRefusals({ ...percent, max_uses: 1, max_uses_per_customer: 2 }).max_uses_per_customer?.key).toBe(
      'saidRuleCouponPerCustomerOverTotal',
    );
    expect(couponRefusals({ ...percent, max_uses: 10 }, 12).max_uses).toEqual({
      key: 'saidRuleCouponUsedAlready',
      params: { n: 12 },
      text: 'must be at least 12: it has been used 12 times',
    });
    expect(couponRefusals({ ...percent, max_uses: null, max_uses_per_customer: null })).toEqual({});
  });
});

describe('stored as the shop keeps coupons', () => {
  it('keeps a percent, and rupees as paise; days as the shop’s day start and last moment', () => {
    expect(storedCoupon(percent)).toEqual({
      code: 'MONSOON15',
      name: 'Monsoon 15% off',
      description: '',
      discount_type: 'PERCENTAGE',
      discount: 15,
      max_discount_paise: 12000,
      min_subtotal_paise: 19900,
      // 00:00 in Pune is 18:30 UTC the day before.
      starts_at: '2026-06-30T18:30:00.000Z',
      expires_at: '2026-07-31T18:29:59.999Z',
      max_uses: 500,
      max_uses_per_customer: 2,
    });
    expect(storedCoupon(fixed)).toMatchObject({ discount: 4050, max_discount_paise: null });
  });

  it('reads back the fields it was made from', () => {
    expect(couponFieldsOf(storedCoupon(percent), [1])).toEqual({ ...percent, code: 'MONSOON15' });
    expect(couponFieldsOf(storedCoupon(fixed), [1])).toEqual(fixed);
    const open = { ...fixed, starts_on: null, ends_on: null, max_uses: null, max_uses_per_customer: null };
    expect(couponFieldsOf(storedCoupon(open), [1])).toEqual(open);
  });
});

describe('who manages which coupon', () => {
  const meera = { role: 'manager', store_ids: [1] } as const;
  const admin = { role: 'admin', store_ids: [] } as const;

  it('a manager: only coupons all of whose stores they reach, never one of every store', () => {
    expect(mayManageCoupon(meera, [1])).toBe(true);
    expect(mayManageCoupon(meera, [1, 2])).toBe(false);
    expect(mayManageCoupon(meera, [])).toBe(false);
    expect(mayManageCoupon(admin, [])).toBe(true);
    expect(mayManageCoupon(admin, [3, 4])).toBe(true);
  });

  it('only an admin makes a coupon of every store', () => {
    expect(couponStoresRefusal(meera, [])?.key).toBe('saidRuleCouponChooseStore');
    expect(couponStoresRefusal(meera, [1])).toBeNull();
    expect(couponStoresRefusal(admin, [])).toBeNull();
  });
});

describe('a coupon in Marathi (decision 0334)', () => {
  it('may have none, and its texts are held to the lengths of the stored ones', () => {
    expect(couponMarathiRefusals({ name_mr: '', description_mr: '' })).toEqual({});
    expect(couponMarathiRefusals({ name_mr: 'आंबा हंगाम', description_mr: 'सर्व दुकानांत' })).toEqual({});
    const long = couponMarathiRefusals({ name_mr: 'अ'.repeat(81), description_mr: 'ब'.repeat(301) });
    expect(Object.keys(long).sort()).toEqual(['description_mr', 'name_mr']);
  });
});
