// §4 Delivery charge and distance to the customer's address.
import { EARTH_RADIUS_KM, MAPS_DISTANCE_DECIMALS } from '../constants.ts';
import { toMinor } from '../money.ts';
import { roundHalfUp } from '../numbers.ts';
import type { FulfilmentMode, LatLng, Store, StoredDeliveryAddress } from '../types.ts';

export interface DeliveryCharge {
  chargeMinor: number;
  /** §4 Free delivery reached: the store offers it and the total after coupon is at the threshold. */
  freeDeliveryUnlocked: boolean;
  /** §4 Minimum minus total while free delivery is offered but not reached; null when not offered. */
  freeDeliveryRemainingMinor: number | null;
}

/**
 * DYNAMIC pricing terms. §3 shows only delivery_charges and delivery_charge_type, so these two come
 * from the store row beside them (the API's StoreInfo carries both).
 */
export interface DynamicDeliveryTerms {
  /** km covered by delivery_charges. */
  base_delivery_distance: number;
  /** Rupees for each km beyond base_delivery_distance. */
  extra_delivery_charge_per_km: number;
}

export type DeliveryStore = Pick<
  Store,
  'is_free_delivery' | 'free_delivery_min_cart_value' | 'delivery_charges' | 'delivery_charge_type'
> &
  Partial<DynamicDeliveryTerms>;

/** What a bill says of its delivery, in rupees as the server answers them (the api's Bill). */
export interface BillDelivery {
  mode: FulfilmentMode;
  discount: number;
  total_after_coupon: number;
  delivery_charge: number;
  free_delivery_remaining: number | null;
}

/**
 * §4 Free delivery is judged on the total after the coupon, so a coupon can take a cart that had
 * free delivery below the minimum: the coupon then costs the delivery charge back. Answers the
 * minimum and the charge (paise) when that is so, else null (decision 0217).
 */
export function freeDeliveryLostToCoupon(bill: BillDelivery): { thresholdMinor: number; chargeMinor: number } | null {
  if (bill.mode !== 'DELIVERY' || bill.free_delivery_remaining === null || bill.delivery_charge <= 0) return null;
  const remainingMinor = toMinor(bill.free_delivery_remaining);
  const discountMinor = toMinor(bill.discount);
  // Without the coupon the total is higher by the discount: it reached the minimum then.
  if (remainingMinor <= 0 || discountMinor < remainingMinor) return null;
  return {
    thresholdMinor: toMinor(bill.total_after_coupon) + remainingMinor,
    chargeMinor: toMinor(bill.delivery_charge),
  };
}

/**
 * The charge before any free-delivery rule. FIXED: delivery_charges as is. DYNAMIC (the spec gives
 * no formula): delivery_charges covers the first base_delivery_distance km, and each km beyond costs
 * extra_delivery_charge_per_km, pro rata on the 1-decimal distance; the sum is rounded half up to
 * the whole rupee, as prices show 0 decimals. With no known distance only the base is charged.
 */
export function baseDeliveryChargeMinor(store: DeliveryStore, distanceKm: number | null): number {
  if (store.delivery_charge_type !== 'DYNAMIC') return toMinor(store.delivery_charges);
  const extraKm = Math.max((distanceKm ?? 0) - (store.base_delivery_distance ?? 0), 0);
  const rupees = store.delivery_charges + extraKm * (store.extra_delivery_charge_per_km ?? 0);
  return toMinor(roundHalfUp(rupees));
}

/**
 * §4 Delivery charge: self-pickup costs 0; free once the store offers free delivery and the total
 * after coupon reaches free_delivery_min_cart_value; otherwise the base charge, with the amount
 * still missing for free delivery.
 */
export function deliveryCharge(params: {
  mode: FulfilmentMode;
  store: DeliveryStore;
  totalAfterCouponMinor: number;
  distanceKm: number | null;
}): DeliveryCharge {
  const { mode, store, totalAfterCouponMinor, distanceKm } = params;
  if (mode === 'SELFPICKUP') return { chargeMinor: 0, freeDeliveryUnlocked: false, freeDeliveryRemainingMinor: null };
  const offersFreeDelivery = store.is_free_delivery === 1;
  const thresholdMinor = toMinor(store.free_delivery_min_cart_value);
  if (offersFreeDelivery && totalAfterCouponMinor >= thresholdMinor) {
    return { chargeMinor: 0, freeDeliveryUnlocked: true, freeDeliveryRemainingMinor: 0 };
  }
  return {
    chargeMinor: baseDeliveryChargeMinor(store, distanceKm),
    freeDeliveryUnlocked: false,
    freeDeliveryRemainingMinor: offersFreeDelivery ? thresholdMinor - totalAfterCouponMinor : null,
  };
}

/** §9 Distances are shown and compared in km with 1 decimal. */
export function roundKm(km: number): number {
  return roundHalfUp(km, MAPS_DISTANCE_DECIMALS);
}

/** §4 Straight-line (haversine) distance in km on a sphere of radius 6371 km, unrounded. */
export function straightLineKm(from: LatLng, to: LatLng): number {
  const radians = (degrees: number): number => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What the maps distance service answered; the adapter that calls it reports metres or a failure. */
export type MapsDistance = { ok: true; meters: number } | { ok: false; reason: string };

export interface ChosenDistance {
  km: number;
  source: 'maps' | 'straight_line';
}

/**
 * §4 Maps distance (km, 1 decimal) when it was asked for and answered; straight-line on failure or
 * when it was not asked for (`maps` null: enGDMA off). The straight line is rounded the same way,
 * so the operational check sees one kind of number whichever source won.
 */
export function chooseDistance(maps: MapsDistance | null, straightLine: number): ChosenDistance {
  if (maps?.ok && Number.isFinite(maps.meters) && maps.meters >= 0) {
    return { km: roundKm(maps.meters / 1000), source: 'maps' };
  }
  return { km: roundKm(straightLine), source: 'straight_line' };
}

/** Straight-line km from the store to the stored address; null when no address is stored. */
export function storeDistanceKm(
  store: Pick<Store, 'latitude' | 'longitude'>,
  address: Pick<StoredDeliveryAddress, 'lat' | 'lng'> | null,
): number | null {
  if (address === null) return null;
  return straightLineKm({ lat: store.latitude, lng: store.longitude }, address);
}

/**
 * How far apart two points may be and still be one delivery place: a saved address and the place
 * the customer picked on the map or from an area search (an area's centre, a phone's GPS) differ by
 * a few hundred metres for the same home (decision 0187).
 */
const SAME_PLACE_KM = 0.5;

/** Whether two points are one delivery place (within SAME_PLACE_KM, straight line). */
export function isSamePlace(a: LatLng, b: LatLng): boolean {
  return straightLineKm(a, b) <= SAME_PLACE_KM;
}

/**
 * §4 Operational check: within the delivery radius (the spec does not show the threshold, so the
 * caller passes the store's radius). A null distance means no stored address: assumed operational.
 */
export function isOperational(distanceKm: number | null, radiusKm: number): boolean {
  return distanceKm === null || distanceKm <= radiusKm;
}
