import { describe, expect, it } from 'vitest';
import {
  amountToReachMinor,
  couponDiscount,
  couponUseRefusal,
  totalAfterCoupon,
} from '../../../../src/domain/orders/coupon.ts';
import type { Coupon } from '../../../../src/domain/types.ts';
import { banerOnions, KITCHEN_SINK_TOTAL_MINOR, kitchenSinkLines, lineOf, makeItem } from '../fixtures.ts';

const mango10: Coupon = {
  code: 'MANGO10',
  discount_type: 'PERCENTAGE',
  discount: 10,
  max_discount: null,
  restaurants: [{ id: 1 }],
};

describe('§5 Coupon percentage', () => {
  it('is a percent of the items from the coupon stores, in whole rupees (§1): 10% of ₹871.50 = ₹87.15 → ₹87', () => {
    expect(couponDiscount(mango10, kitchenSinkLines)).toEqual({
      ok: true,
      discountMinor: 8700,
      eligibleSubtotalMinor: KITCHEN_SINK_TOTAL_MINOR,
    });
  });

  it('is capped by max_discount when present: 10% capped at ₹50', () => {
    const result = couponDiscount({ ...mango10, max_discount: 50 }, kitchenSinkLines);
    expect(result.ok && result.discountMinor).toBe(5000);
  });

  it('a max_discount of 0 means no cap', () => {
    const result = couponDiscount({ ...mango10, max_discount: 0 }, kitchenSinkLines);
    expect(result.ok && result.discountMinor).toBe(8700);
  });

  it('only counts items from the coupon stores', () => {
    const mixed = [...kitchenSinkLines, lineOf(banerOnions, 5)];
    const result = couponDiscount(mango10, mixed);
    expect(result.ok && result.eligibleSubtotalMinor).toBe(KITCHEN_SINK_TOTAL_MINOR);
  });

  it('rounds half up to the rupee: 12.5% of ₹19.99 is ₹2.49875 → ₹2', () => {
    const curryLeaves = makeItem({ id: 106, name: 'Curry Leaves', price: 19.99 });
    const result = couponDiscount({ ...mango10, discount: 12.5 }, [lineOf(curryLeaves, 1)]);
    expect(result.ok && result.discountMinor).toBe(200);
  });
});

describe('§5 Coupon fixed amount', () => {
  const flat100: Coupon = { ...mango10, code: 'FLAT100', discount_type: 'FIXED', discount: 100 };

  it('subtracts the discount amount', () => {
    const result = couponDiscount(flat100, kitchenSinkLines);
    expect(result.ok && result.discountMinor).toBe(10_000);
  });

  it('never exceeds the eligible subtotal', () => {
    const result = couponDiscount({ ...flat100, discount: 1000 }, kitchenSinkLines);
    expect(result.ok && result.discountMinor).toBe(KITCHEN_SINK_TOTAL_MINOR);
  });

  it('never goes below zero', () => {
    const result = couponDiscount({ ...flat100, discount: -20 }, kitchenSinkLines);
    expect(result.ok && result.discountMinor).toBe(0);
  });
});

describe('§5/§8 Coupon not applicable', () => {
  it('is an error value when no cart item is from the coupon stores', () => {
    expect(couponDiscount({ ...mango10, restaurants: [{ id: 2 }] }, kitchenSinkLines)).toEqual({
      ok: false,
      reason: 'not_applicable',
    });
  });

  it('a coupon without stores applies at every store (decision 0272)', () => {
    const mixed = [...kitchenSinkLines, lineOf(banerOnions, 5)];
    const everywhere = couponDiscount({ ...mango10, restaurants: [] }, mixed);
    const bothStores = couponDiscount(
      { ...mango10, restaurants: [{ id: 1 }, { id: banerOnions.restaurant_id }] },
      mixed,
    );
    expect(everywhere.ok && everywhere.eligibleSubtotalMinor).toBeGreaterThan(KITCHEN_SINK_TOTAL_MINOR);
    expect(everywhere).toEqual(bothStores);
  });
});

describe('§4 total after coupon', () => {
  it('subtracts the discount and stops at zero', () => {
    expect(totalAfterCoupon(KITCHEN_SINK_TOTAL_MINOR, 8715)).toBe(78_435);
    expect(totalAfterCoupon(5000, 9000)).toBe(0);
  });
});

describe('§5 Coupons: use limits in all and per customer', () => {
  const unlimited = { maxUses: null, usedCount: 0, maxUsesPerCustomer: null, customerUses: 0 };

  it('allows a coupon without limits however often it was used', () => {
    expect(couponUseRefusal({ ...unlimited, usedCount: 10_000, customerUses: 500 })).toBeNull();
  });

  it('refuses the use after the last of the total limit', () => {
    expect(couponUseRefusal({ ...unlimited, maxUses: 3, usedCount: 2 })).toBeNull();
    expect(couponUseRefusal({ ...unlimited, maxUses: 3, usedCount: 3 })).toBe('used_up');
  });

  it('refuses a customer who has had the uses allowed to each customer', () => {
    expect(couponUseRefusal({ ...unlimited, maxUsesPerCustomer: 1, customerUses: 0 })).toBeNull();
    expect(couponUseRefusal({ ...unlimited, maxUsesPerCustomer: 1, customerUses: 1 })).toBe('customer_limit');
    expect(couponUseRefusal({ ...unlimited, maxUsesPerCustomer: 2, customerUses: 1 })).toBeNull();
  });

  it('judges a guest (no customer known) by the total only', () => {
    expect(couponUseRefusal({ ...unlimited, maxUsesPerCustomer: 1, customerUses: null })).toBeNull();
  });

  it('says used up before the customer’s own limit when both are reached', () => {
    expect(couponUseRefusal({ maxUses: 1, usedCount: 1, maxUsesPerCustomer: 1, customerUses: 1 })).toBe('used_up');
  });
});

describe('§4 free delivery: how much more to add with a coupon in the cart', () => {
  const fresh20 = { discount_type: 'PERCENTAGE' as const, discount: 20, max_discount: 100 };
  const reached = (subtotal: number, coupon: typeof fresh20 | null, fixedDiscount: number) =>
    totalAfterCoupon(
      subtotal,
      coupon ? Math.min(Math.round((subtotal * coupon.discount) / 100 / 100) * 100, toCap(coupon)) : fixedDiscount,
    );
  const toCap = (coupon: typeof fresh20) =>
    coupon.max_discount === null ? Number.POSITIVE_INFINITY : coupon.max_discount * 100;

  it('counts the percentage coupon growing with the cart, to its cap (₹117 needed, not ₹113)', () => {
    // ₹482 with FRESH20 (−₹96) is ₹386; ₹499 for free delivery. ₹597 (−₹100, the cap) is ₹497: ₹2 short.
    expect(amountToReachMinor(49_900, 48_200, fresh20, 9_600)).toBe(11_700);
    expect(reached(48_200 + 11_700, fresh20, 0)).toBeGreaterThanOrEqual(49_900);
    expect(reached(48_200 + 11_600, fresh20, 0)).toBeLessThan(49_900);
  });

  it('is the plain difference for a fixed coupon, or none, in whole rupees up', () => {
    expect(
      amountToReachMinor(49_900, 40_000, { discount_type: 'FIXED', discount: 50, max_discount: null }, 5_000),
    ).toBe(14_900);
    expect(amountToReachMinor(49_900, 40_050, null, 0)).toBe(9_900);
  });

  it('is the least whole rupees that reach it for an uncapped percentage', () => {
    const ten = { discount_type: 'PERCENTAGE' as const, discount: 10, max_discount: null };
    const needed = amountToReachMinor(49_900, 30_000, ten, 3_000);
    const reachedWith = (extra: number) => {
      const subtotal = 30_000 + extra;
      return subtotal - Math.round(subtotal / 10 / 100) * 100;
    };
    expect(reachedWith(needed)).toBeGreaterThanOrEqual(49_900);
    expect(reachedWith(needed - 100)).toBeLessThan(49_900);
  });
});
