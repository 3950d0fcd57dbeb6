import { ok } from '../../../domain/api/errors.ts';
import {
  deliveryStores,
  selfPickupStores,
  storeCategories,
  storeInfoById,
  storeInfoBySlug,
  storeOperationalStatus,
  storesByCategory,
} from '../../services/catalogue/stores.ts';
import { storeWithFavourite } from '../../services/accounts/favourites.ts';
import { route } from '../route.ts';
import { pointOf, requiredPoint } from './point.ts';

export const storeRoutes = [
  route('get-delivery-restaurants', {
    cacheable: true,
    handle: (input, _params, { shop }) => deliveryStores(shop, requiredPoint(input)),
  }),
  route('get-selfpickup-restaurants', {
    cacheable: true,
    handle: (input, _params, { shop }) => selfPickupStores(shop, requiredPoint(input)),
  }),
  route('get-restaurants-by-category', {
    cacheable: true,
    handle: (input, _params, { shop }) => storesByCategory(shop, requiredPoint(input), input.category_ids),
  }),
  route('get-store-categories', {
    cacheable: true,
    handle: (_input, _params, { shop }) => storeCategories(shop),
  }),
  route('get-restaurant-info/:slug', {
    // §7 "Store info with favourite": is_favorited for the signed-in customer (filled in by the
    // dispatcher on the guest's answer: decision 0300), false for guests.
    cacheable: true,
    favourites: true,
    handle: async (_input, { slug }, { shop }) => {
      const found = await storeInfoBySlug(shop, slug);
      return found.ok ? ok(await storeWithFavourite(shop, null, found.value)) : found;
    },
  }),
  route('get-restaurant-info-by-id/:id', {
    // §8: with the latitude and longitude of a place the store does not serve, HTTP 400.
    cacheable: true,
    handle: (input, { id }, { shop }) => storeInfoById(shop, id, pointOf(input)),
  }),
  route('get-restaurant-operational-status', {
    handle: (input, _params, { shop }) => storeOperationalStatus(shop, input.id, requiredPoint(input)),
  }),
];
