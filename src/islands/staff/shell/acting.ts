// The browser's side of a customer session held by staff (call-and-order, an admin signed in as
// a customer): the device takes the customer's profile and the chosen delivery address, the
// previous caller's cart is emptied, and the shop opens as that customer.
import type { AddressView, PublicUser } from '../../../domain/api/accounts.ts';
import { clearCart } from '../../../stores/cart.ts';
import { setDeliveryAddress } from '../../../stores/location.ts';
import { forgetUser, signIn } from '../../../stores/user.ts';

export function shopAs(customer: PublicUser, address: AddressView | null, path = '/'): void {
  forgetUser();
  clearCart();
  if (address)
    setDeliveryAddress({
      lat: address.latitude,
      lng: address.longitude,
      address: address.address,
      house: address.house,
      tag: address.tag,
    });
  signIn(customer);
  window.location.assign(path);
}
