// §7 Favourites: toggle a store or an item (signed-in only, §5), and the lists.
// `toggle-favorite` takes { type, id }; the store and item variants are its aliases.
import {
  favouriteListRequest,
  toggleFavoriteOfKindRequest,
  toggleFavoriteRequest,
} from '../../../domain/api/favourites.ts';
import { favouriteItems, favouriteStores, toggleFavourite } from '../../services/favourites.ts';
import { route, signedInUserOf } from '../route.ts';
import { pointOf } from './point.ts';

export const favouriteRoutes = [
  route({
    path: 'toggle-favorite',
    body: toggleFavoriteRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', id: 'store-or-item' },
    handle: async (input, _params, call) =>
      toggleFavourite(call.shop, (await signedInUserOf(call)).id, input.type, input.id),
  }),
  route({
    path: 'toggle-favorite-store',
    body: toggleFavoriteOfKindRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', id: 'store' },
    handle: async (input, _params, call) =>
      toggleFavourite(call.shop, (await signedInUserOf(call)).id, 'store', input.id),
  }),
  route({
    path: 'toggle-favorite-item',
    body: toggleFavoriteOfKindRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', id: 'item' },
    handle: async (input, _params, call) =>
      toggleFavourite(call.shop, (await signedInUserOf(call)).id, 'item', input.id),
  }),
  route({
    path: 'get-favorite-stores',
    body: favouriteListRequest,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) => favouriteStores(call.shop, (await signedInUserOf(call)).id, pointOf(input)),
  }),
  route({
    path: 'get-favorite-items',
    body: favouriteListRequest,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => favouriteItems(call.shop, (await signedInUserOf(call)).id),
  }),
];
