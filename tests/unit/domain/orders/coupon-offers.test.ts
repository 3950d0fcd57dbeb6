import { describe, expect, it } from 'vitest';
import { isOfferedAt, type OfferableCoupon } from '../../../../src/domain/orders/coupon.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const open: OfferableCoupon = {
  is_active: 1,
  starts_at: null,
  expires_at: null,
  max_uses: null,
  used_count: 0,
  storeIds: [],
};

describe('§7 Offers at the cart: which coupons a cart of a store is offered', () => {
  it('offers a coupon switched on, within its dates, with uses left, of every store or of this one', () => {
    expect(isOfferedAt(open, 1, NOW)).toBe(true);
    expect(isOfferedAt({ ...open, storeIds: [1, 2] }, 1, NOW)).toBe(true);
    expect(
      isOfferedAt({ ...open, starts_at: '2026-11-01T00:00:00.000Z', expires_at: '2026-12-01T00:00:00.000Z' }, 1, NOW),
    ).toBe(true);
  });

  it('offers none switched off, not started, ended, used up, or of other stores only', () => {
    expect(isOfferedAt({ ...open, is_active: 0 }, 1, NOW)).toBe(false);
    expect(isOfferedAt({ ...open, starts_at: '2026-11-21T00:00:00.000Z' }, 1, NOW)).toBe(false);
    expect(isOfferedAt({ ...open, expires_at: '2026-11-19T23:59:59.000Z' }, 1, NOW)).toBe(false);
    expect(isOfferedAt({ ...open, max_uses: 3, used_count: 3 }, 1, NOW)).toBe(false);
    expect(isOfferedAt({ ...open, storeIds: [2, 3] }, 1, NOW)).toBe(false);
  });
});
