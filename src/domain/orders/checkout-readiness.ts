// Why an order cannot be placed yet (behaviour.md §2 "Checkout and orders", §5 Minimum order;
// decision 0188: a grey Place order without a reason is a dead end). The first reason that
// holds, most fundamental first, is the one a customer is shown next to the disabled button;
// none means the button can be pressed.
import type { FulfilmentMode } from '../types.ts';

export type OrderBlocker =
  /** The store of the cart is closed (§8 closed store). */
  | 'store_closed'
  /** Lines the server answered unavailable are still in the cart (§4 availability recheck). */
  | 'unavailable_items'
  /** Delivery without any address to deliver to. */
  | 'no_address'
  /** Delivery, and the customer's saved addresses are all outside the store's area. */
  | 'not_delivered'
  /** §5 Minimum order not reached. */
  | 'below_minimum'
  /** The applied coupon is one the server's bill refuses (§8 coupon_error): it must be removed first. */
  | 'coupon_refused'
  /** The server's bill is on its way, or it refused the cart (its message is shown instead). */
  | 'bill_pending'
  | 'bill_refused';

export interface CheckoutState {
  mode: FulfilmentMode;
  storeClosed: boolean;
  unavailableLines: number;
  /** The last availability check said some line is not available. */
  someUnavailable: boolean;
  /** Where the delivery would go is known (a served saved address, or the device's address). */
  hasDeliveryPoint: boolean;
  /** The customer has saved addresses, none of which the store serves. */
  onlyUnservedAddresses: boolean;
  /** The addresses are still loading (no address reason yet). */
  addressesLoading: boolean;
  billLoading: boolean;
  billRefused: boolean;
  /** §5 the server's min_order.enabled, or null before a bill answered. */
  minimumMet: boolean | null;
  /** The bill answered that the applied coupon cannot be used (its coupon_error). */
  couponRefused: boolean;
}

/** The reason Place order is disabled, or null when it can be pressed. */
export function orderBlocker(state: CheckoutState): OrderBlocker | null {
  if (state.storeClosed) return 'store_closed';
  if (state.unavailableLines > 0 || state.someUnavailable) return 'unavailable_items';
  if (state.mode === 'DELIVERY' && !state.addressesLoading && !state.hasDeliveryPoint) {
    return state.onlyUnservedAddresses ? 'not_delivered' : 'no_address';
  }
  if (state.minimumMet === false) return 'below_minimum';
  if (state.couponRefused) return 'coupon_refused';
  if (state.billRefused) return 'bill_refused';
  if (state.billLoading || state.addressesLoading || state.minimumMet === null) return 'bill_pending';
  return null;
}

/**
 * §8 coupon_error: whether the bill's answer refuses the coupon the cart has applied (an answer for
 * another code, or none yet, refuses nothing). A refused coupon is shown with its reason and must be
 * removed before the order can go on: the server would refuse the order with it.
 */
export function couponRefused(
  applied: string | null,
  answer: { code: string; success: boolean } | null | undefined,
): boolean {
  return applied !== null && answer != null && answer.code === applied && !answer.success;
}
