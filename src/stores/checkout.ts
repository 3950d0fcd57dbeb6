// The customer's choices for the order being put together (§3 device-stored state:
// userSelected, has_preitems, couponAppliedAmount), the cart's store, the
// availability flag of the last server check, and the idempotency key of the
// current checkout attempt. The cart itself is stores/cart.ts.
import { atom } from 'nanostores';
import { callApi } from '../client/api.ts';
import { checkAvailability } from '../client/orders.ts';
import type { TipInput } from '../domain/api/pricing.ts';
import type { ChosenSlot } from '../domain/api/slots.ts';
import type { StoreInfo } from '../domain/api/stores.ts';
import { STORAGE_KEYS } from '../domain/constants.ts';
import type { FulfilmentMode, LatLng } from '../domain/types.ts';
import { isLineWish, type LineWish } from '../domain/orders/substitutions.ts';
import { $appliedCoupon, $cart, applyCartAvailability } from './cart.ts';
import { persistentJson } from './persist.ts';

const isMode = (value: unknown): value is FulfilmentMode => value === 'DELIVERY' || value === 'SELFPICKUP';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumberOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number';
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isMinute = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;
function isChosenSlotOrNull(value: unknown): value is ChosenSlot | null {
  if (value === null) return true;
  const slot = value as Partial<ChosenSlot> | undefined;
  return (
    typeof slot === 'object' &&
    isMinute(slot.slot_id) &&
    isDay(slot.day) &&
    isMinute(slot.start_minute) &&
    isMinute(slot.end_minute)
  );
}
function isTip(value: unknown): value is TipInput | null {
  if (value === null) return true;
  const tip = value as Partial<TipInput> | undefined;
  return (
    typeof tip === 'object' &&
    (tip.kind === 'amount' || tip.kind === 'percent') &&
    typeof tip.value === 'number' &&
    tip.value > 0
  );
}

/** §1 userSelected: delivery or self-pickup. */
export const $userSelected = persistentJson<FulfilmentMode>(STORAGE_KEYS.userSelected, 'DELIVERY', isMode);
/** §9 The tip chosen from the settings' lists (null: no tip). */
export const $tip = persistentJson<TipInput | null>('cartTip', null, isTip);
/** The saved address chosen for delivery (signed-in customers); null: the default one. */
export const $chosenAddressId = persistentJson<number | null>('cartAddressId', null, isNumberOrNull);
/**
 * When the order comes, chosen in one place, the checkout (decision 0321): a slot of a day, or null,
 * as soon as possible (today, or the pre-order date). The cart shows it and the bill is asked for it.
 */
export const $deliverySlot = persistentJson<ChosenSlot | null>('cartSlot', null, isChosenSlotOrNull);
/**
 * What each cart line wants when it is short at packing (decision 0285), by cartLineKey; a line
 * without one takes the customer's default on the server.
 */
export const $substitutions = persistentJson<Record<string, LineWish>>(
  'cartSubstitutions',
  {},
  (value): value is Record<string, LineWish> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isLineWish),
);

export function chooseSubstitution(lineKey: string, wish: LineWish | null): void {
  const { [lineKey]: _dropped, ...rest } = $substitutions.get();
  $substitutions.set(wish === null ? rest : { ...rest, [lineKey]: wish });
}

/** §4 Pre-order: true when a cart pre-item's date is later than the selected date. */
export const $hasPreItems = persistentJson<boolean>(STORAGE_KEYS.hasPreItems, false, isBoolean);
/** §3 couponAppliedAmount: the discount of the applied coupon, in rupees, as the server answered it. */
export const $couponAppliedAmount = persistentJson<number | null>(
  STORAGE_KEYS.couponAppliedAmount,
  null,
  isNumberOrNull,
);

/** The customer removes the applied coupon (the cart's coupon box, or checkout when the bill refuses it). */
export function removeAppliedCoupon(): void {
  $appliedCoupon.set(null);
  $couponAppliedAmount.set(null);
}

/** §4 The all-items-available flag of the last availability check; null before one answered. */
export const $allItemsAvailable = atom<boolean | null>(null);

export function setFulfilment(mode: FulfilmentMode): void {
  $userSelected.set(mode);
  // A tip thanks the delivery partner: a pickup order takes none (the server refuses one).
  if (mode === 'SELFPICKUP') $tip.set(null);
}

export function chooseTip(tip: TipInput | null): void {
  $tip.set(tip);
}

export function chooseAddress(id: number): void {
  $chosenAddressId.set(id);
}

export function chooseSlot(slot: ChosenSlot | null): void {
  $deliverySlot.set(slot);
}

/** The cart's store (min order, delivery terms, modes), loaded once per store id and page. */
export const $cartStore = atom<StoreInfo | null>(null);
const loading = new Map<number, Promise<StoreInfo | null>>();

/** Loads the store of the cart (§4 "Adding an item loads its store info by id"); one call per store and page. */
export async function loadCartStore(storeId: number | null): Promise<StoreInfo | null> {
  if (storeId === null) {
    $cartStore.set(null);
    return null;
  }
  const current = $cartStore.get();
  if (current?.id === storeId) return current;
  let pending = loading.get(storeId);
  if (!pending) {
    pending = callApi('get-restaurant-info-by-id/:id', {}, { id: storeId }).then((answer) => {
      if (answer.ok) return answer.value;
      loading.delete(storeId);
      console.warn('Store info failed:', answer.error);
      return null;
    });
    loading.set(storeId, pending);
  }
  const store = await pending;
  if (store && store.id === storeId) $cartStore.set(store);
  return store;
}

// Idempotency (docs/architecture.md "API"): one key per checkout attempt, kept for this tab until the
// order succeeds, so a double tap, a retry or a reload after a lost answer sends the same key.
const ATTEMPT_KEYS = { regular: 'placeOrderAttempt', member: 'placeMemberOrderAttempt' } as const;
type OrderKind = keyof typeof ATTEMPT_KEYS;

export function checkoutAttemptKey(kind: OrderKind = 'regular'): string {
  try {
    const kept = sessionStorage.getItem(ATTEMPT_KEYS[kind]);
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(ATTEMPT_KEYS[kind], key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

/** A placed order ends its attempt: the next order gets a new key. */
export function endCheckoutAttempt(kind: OrderKind = 'regular'): void {
  try {
    sessionStorage.removeItem(ATTEMPT_KEYS[kind]);
  } catch {
    // Storage unavailable: the next attempt makes its own key anyway.
  }
}

/**
 * §4 Availability rechecked with the server (on opening the cart and before checkout): every line
 * gets fresh is_active, price, name and variant; answers the all-items-available flag, or null
 * when the check failed (§8: logged only) or the cart changed meanwhile.
 */
export async function recheckCartAvailability(point: LatLng | null): Promise<boolean | null> {
  const sent = $cart.get().lines;
  if (sent.length === 0) {
    $allItemsAvailable.set(true);
    return true;
  }
  const answer = await checkAvailability(sent, point);
  if (!answer.ok) {
    console.warn('Cart availability check failed:', answer.error);
    return null;
  }
  const all = applyCartAvailability(sent, answer.value);
  if (all !== null) $allItemsAvailable.set(all);
  return all;
}
