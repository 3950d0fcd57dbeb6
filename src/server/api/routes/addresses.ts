import {
  deleteAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
  updateAddress,
} from '../../services/accounts/addresses.ts';
import { route, signedInUserOf } from '../route.ts';

export const addressRoutes = [
  route('get-addresses', {
    auth: 'required',
    ids: { user_id: 'self', restaurant_id: 'store' },
    handle: async (input, _params, call) =>
      listAddresses(call.shop, (await signedInUserOf(call)).id, { storeId: input.restaurant_id }),
  }),
  route('save-address', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) =>
      saveAddress(call.shop, (await signedInUserOf(call)).id, input, { onlyDefault: input.get_only_default_address }),
  }),
  route('delete-address', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', address_id: 'address' },
    handle: async (input, _params, call) => deleteAddress(call.shop, (await signedInUserOf(call)).id, input.address_id),
  }),
  route('set-default-address', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', address_id: 'address' },
    handle: async (input, _params, call) =>
      setDefaultAddress(call.shop, (await signedInUserOf(call)).id, input.address_id),
  }),
  route('update-address', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', address_id: 'address' },
    handle: async (input, _params, call) =>
      updateAddress(call.shop, (await signedInUserOf(call)).id, input.address_id, {
        house: input.house,
        tag: input.tag,
      }),
  }),
];
