// What the cart and the checkout both read: the device cart, its store, and the
// customer's choices for this order (mode, address, slot, tip, coupon).
import { useStore } from '@nanostores/react';
import { $appliedCoupon, $cart } from '../../stores/cart.ts';
import {
  $allItemsAvailable,
  $cartStore,
  $chosenAddressId,
  $deliverySlot,
  $tip,
  $userSelected,
} from '../../stores/checkout.ts';
import { $deliveryAddress } from '../../stores/location.ts';

export function useCheckoutChoices() {
  return {
    cart: useStore($cart),
    store: useStore($cartStore),
    chosenMode: useStore($userSelected),
    chosenAddressId: useStore($chosenAddressId),
    keptSlot: useStore($deliverySlot),
    chosenTip: useStore($tip),
    coupon: useStore($appliedCoupon),
    deviceAddress: useStore($deliveryAddress),
    allAvailable: useStore($allItemsAvailable),
  };
}
