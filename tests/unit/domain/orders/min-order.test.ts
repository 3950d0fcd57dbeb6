import { describe, expect, it } from 'vitest';
import { minOrderStatus } from '../../../../src/domain/orders/min-order.ts';
import { banerStore, KITCHEN_SINK_TOTAL_MINOR, koregaonParkStore, settings } from '../fixtures.ts';

describe('§5 Minimum order', () => {
  it('is met when the cart total reaches min_order_price (₹871.50 ≥ ₹199)', () => {
    expect(minOrderStatus(KITCHEN_SINK_TOTAL_MINOR, koregaonParkStore, settings)).toEqual({
      enabled: true,
      remainingMinor: 0,
      message: null,
    });
  });

  it('is met at exactly the minimum', () => {
    expect(minOrderStatus(19_900, koregaonParkStore, settings).enabled).toBe(true);
  });

  it("below it the bar is greyed and reads 'Shop for ₹50 more to place the order'", () => {
    expect(minOrderStatus(14_900, koregaonParkStore, settings)).toEqual({
      enabled: false,
      remainingMinor: 5000,
      message: 'Shop for ₹50 more to place the order',
    });
  });

  it('rounds the remaining amount for display only: ₹175.50 in cart leaves ₹23.50, shown ₹24', () => {
    const status = minOrderStatus(17_550, koregaonParkStore, settings);
    expect(status.remainingMinor).toBe(2350);
    expect(status.message).toBe('Shop for ₹24 more to place the order');
  });

  it('a store with min_order_price 0 has no minimum', () => {
    expect(minOrderStatus(100, banerStore, settings).enabled).toBe(true);
  });
});
