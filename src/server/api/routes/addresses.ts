// §7 Saved addresses: get (with is_operational for a store), save, delete (never
// the default), set default. Another customer's address id answers 404.
import { addressIdRequest, getAddressesRequest, saveAddressRequest } from '../../../domain/api/addresses.ts';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from '../../services/addresses.ts';
import { route, signedInUserOf } from '../route.ts';

export const addressRoutes = [
  route({
    path: 'get-addresses',
    body: getAddressesRequest,
    auth: 'required',
    ids: { user_id: 'self', restaurant_id: 'store' },
    handle: async (input, _params, call) =>
      listAddresses(call.shop, (await signedInUserOf(call)).id, { restaurantId: input.restaurant_id }),
  }),
  route({
    path: 'save-address',
    body: saveAddressRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) =>
      saveAddress(call.shop, (await signedInUserOf(call)).id, input, { onlyDefault: input.get_only_default_address }),
  }),
  route({
    path: 'delete-address',
    body: addressIdRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', address_id: 'address' },
    handle: async (input, _params, call) => deleteAddress(call.shop, (await signedInUserOf(call)).id, input.address_id),
  }),
  route({
    path: 'set-default-address',
    body: addressIdRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', address_id: 'address' },
    handle: async (input, _params, call) =>
      setDefaultAddress(call.shop, (await signedInUserOf(call)).id, input.address_id),
  }),
];
