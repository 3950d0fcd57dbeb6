import { favouriteItems, favouriteStores, toggleFavourite } from '../../services/accounts/favourites.ts';
import { route, signedInUserOf } from '../route.ts';
import { pointOf } from './point.ts';

export const favouriteRoutes = [
  route('toggle-favorite', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', id: 'store-or-item' },
    handle: async (input, _params, call) =>
      toggleFavourite(call.shop, (await signedInUserOf(call)).id, input.type, input.id),
  }),
  route('toggle-favorite-store', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', id: 'store' },
    handle: async (input, _params, call) =>
      toggleFavourite(call.shop, (await signedInUserOf(call)).id, 'store', input.id),
  }),
  route('toggle-favorite-item', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', id: 'item' },
    handle: async (input, _params, call) =>
      toggleFavourite(call.shop, (await signedInUserOf(call)).id, 'item', input.id),
  }),
  route('get-favorite-stores', {
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) => favouriteStores(call.shop, (await signedInUserOf(call)).id, pointOf(input)),
  }),
  route('get-favorite-items', {
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => favouriteItems(call.shop, (await signedInUserOf(call)).id),
  }),
];
