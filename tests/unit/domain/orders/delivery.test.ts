import { describe, expect, it } from 'vitest';
import {
  baseDeliveryChargeMinor,
  chooseDistance,
  deliveryCharge,
  freeDeliveryLostToCoupon,
  isOperational,
  isSamePlace,
  roundKm,
  storeDistanceKm,
  straightLineKm,
} from '../../../../src/domain/orders/delivery.ts';
import { banerStore, kalyaniNagarAddress, koregaonParkStore } from '../fixtures.ts';

describe('§4 Delivery charge', () => {
  it('is free when the store offers it and the total after coupon reaches the threshold (₹499)', () => {
    expect(
      deliveryCharge({ mode: 'DELIVERY', store: koregaonParkStore, totalAfterCouponMinor: 49_900, distanceKm: 1.5 }),
    ).toEqual({ chargeMinor: 0, freeDeliveryUnlocked: true, freeDeliveryRemainingMinor: 0 });
  });

  it('below the threshold charges delivery_charges and says how much is missing', () => {
    expect(
      deliveryCharge({ mode: 'DELIVERY', store: koregaonParkStore, totalAfterCouponMinor: 42_050, distanceKm: 1.5 }),
    ).toEqual({ chargeMinor: 3000, freeDeliveryUnlocked: false, freeDeliveryRemainingMinor: 7850 });
  });

  it('a store without free delivery always charges and has no remaining amount', () => {
    const store = { ...koregaonParkStore, is_free_delivery: 0 as const };
    expect(deliveryCharge({ mode: 'DELIVERY', store, totalAfterCouponMinor: 200_000, distanceKm: 1 })).toEqual({
      chargeMinor: 3000,
      freeDeliveryUnlocked: false,
      freeDeliveryRemainingMinor: null,
    });
  });

  it('names the delivery a coupon costs when it takes a cart that had free delivery below the ₹499', () => {
    // ₹539 of rice, KOTHRUD10 takes ₹54: ₹485 after the coupon is ₹14 short of ₹499, so ₹25 of delivery.
    const bill = {
      mode: 'DELIVERY' as const,
      discount: 54,
      total_after_coupon: 485,
      delivery_charge: 25,
      free_delivery_remaining: 14,
    };
    expect(freeDeliveryLostToCoupon(bill)).toEqual({ thresholdMinor: 49_900, chargeMinor: 2500 });
    // ₹450 with a ₹45 coupon: short of ₹499 with or without it, so the coupon costs nothing.
    expect(
      freeDeliveryLostToCoupon({ ...bill, discount: 45, total_after_coupon: 405, free_delivery_remaining: 94 }),
    ).toBeNull();
    // Exactly at the minimum without the coupon (₹499, ₹10 off): free delivery was reached, then lost.
    expect(
      freeDeliveryLostToCoupon({ ...bill, discount: 10, total_after_coupon: 489, free_delivery_remaining: 10 }),
    ).toEqual({ thresholdMinor: 49_900, chargeMinor: 2500 });
    // Still free after the coupon, no free delivery offered, or pickup: nothing lost.
    expect(freeDeliveryLostToCoupon({ ...bill, delivery_charge: 0, free_delivery_remaining: 0 })).toBeNull();
    expect(freeDeliveryLostToCoupon({ ...bill, free_delivery_remaining: null })).toBeNull();
    expect(freeDeliveryLostToCoupon({ ...bill, mode: 'SELFPICKUP', delivery_charge: 0 })).toBeNull();
  });

  it('self-pickup costs 0', () => {
    expect(
      deliveryCharge({ mode: 'SELFPICKUP', store: koregaonParkStore, totalAfterCouponMinor: 100, distanceKm: 1.5 })
        .chargeMinor,
    ).toBe(0);
  });
});

describe('§4 DYNAMIC delivery charge (decision: base covers base_delivery_distance, then per km, whole rupees)', () => {
  it('within the base distance only delivery_charges is due: 1.5 km costs ₹25', () => {
    expect(baseDeliveryChargeMinor(banerStore, 1.5)).toBe(2500);
  });

  it('beyond it each km costs extra: 5.3 km is ₹25 + 3.3 × ₹8 = ₹51.40, rounded to ₹51', () => {
    expect(baseDeliveryChargeMinor(banerStore, 5.3)).toBe(5100);
  });

  it('rounds half up to the rupee: 4.5625 km is ₹25 + ₹20.50 = ₹45.50 → ₹46', () => {
    expect(baseDeliveryChargeMinor(banerStore, 4.5625)).toBe(4600);
  });

  it('an unknown distance charges the base only', () => {
    expect(baseDeliveryChargeMinor(banerStore, null)).toBe(2500);
  });

  it('a store without DYNAMIC terms charges the base at any distance', () => {
    const { base_delivery_distance: _base, extra_delivery_charge_per_km: _perKm, ...withoutTerms } = banerStore;
    expect(baseDeliveryChargeMinor(withoutTerms, 40)).toBe(2500);
  });

  it('flows into deliveryCharge: Baner store to a customer 11.6 km away is ₹25 + 9.6 × ₹8 = ₹101.80 → ₹102', () => {
    expect(
      deliveryCharge({ mode: 'DELIVERY', store: banerStore, totalAfterCouponMinor: 50_000, distanceKm: 11.6 })
        .chargeMinor,
    ).toBe(10_200);
  });
});

describe('§4/§9 Distance', () => {
  it('straight-line distance uses an earth radius of 6371 km: 1° of latitude is 111.195 km', () => {
    expect(straightLineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
  });

  it('Pune to Mumbai in a straight line is about 120.2 km', () => {
    expect(roundKm(straightLineKm({ lat: 18.5204, lng: 73.8567 }, { lat: 19.076, lng: 72.8777 }))).toBe(120.2);
  });

  it('the same point is 0 km away', () => {
    expect(straightLineKm({ lat: 18.5362, lng: 73.894 }, { lat: 18.5362, lng: 73.894 })).toBe(0);
  });

  it('roundKm keeps 1 decimal, half up', () => {
    expect(roundKm(1.4908)).toBe(1.5);
    expect(roundKm(5.05)).toBe(5.1);
    expect(roundKm(5.04)).toBe(5);
  });

  it('uses the maps distance in km with 1 decimal when it answered', () => {
    expect(chooseDistance({ ok: true, meters: 2349 }, 1.49)).toEqual({ km: 2.3, source: 'maps' });
  });

  it('falls back to the straight line when the maps service failed', () => {
    expect(chooseDistance({ ok: false, reason: 'OVER_QUERY_LIMIT' }, 1.4908)).toEqual({
      km: 1.5,
      source: 'straight_line',
    });
  });

  it('uses the straight line when maps was not asked (enGDMA off) or answered nonsense', () => {
    expect(chooseDistance(null, 11.58)).toEqual({ km: 11.6, source: 'straight_line' });
    expect(chooseDistance({ ok: true, meters: Number.NaN }, 11.58).source).toBe('straight_line');
  });

  it('measures store to stored address; null without an address', () => {
    expect(roundKm(storeDistanceKm(koregaonParkStore, kalyaniNagarAddress) ?? -1)).toBe(1.5);
    expect(storeDistanceKm(koregaonParkStore, null)).toBeNull();
  });
});

describe('§4 Operational check', () => {
  it('is operational within the radius, including exactly at it', () => {
    expect(isOperational(1.5, 5)).toBe(true);
    expect(isOperational(5, 5)).toBe(true);
  });

  it('is not operational beyond the radius', () => {
    expect(isOperational(11.6, 5)).toBe(false);
  });

  it('without a stored address the store is assumed operational', () => {
    expect(isOperational(storeDistanceKm(banerStore, null), 5)).toBe(true);
  });
});

describe('one delivery place (the header’s place and a saved address)', () => {
  const pickedInKothrud = { lat: 18.5074, lng: 73.8077 };
  it('takes a saved home 290 m from the point picked for it as the same place', () => {
    expect(isSamePlace(pickedInKothrud, { lat: 18.5062, lng: 73.8101 })).toBe(true);
  });
  it('takes Shivajinagar and a home in Kothrud as two places', () => {
    expect(isSamePlace({ lat: 18.5308, lng: 73.8475 }, { lat: 18.5062, lng: 73.8101 })).toBe(false);
  });
});
