// §7 Stores: delivery, self-pickup, by category, store categories, store info.
import { z } from 'zod';
import { ok } from '../../../domain/api/errors.ts';
import {
  noInputRequest,
  storeByIdRequest,
  storeBySlugRequest,
  storeId,
  storeOperationalRequest,
  storesByCategoryRequest,
  storeSlug,
  storesNearRequest,
} from '../../../domain/api/stores.ts';
import {
  deliveryStores,
  selfPickupStores,
  storeCategories,
  storeInfoById,
  storeInfoBySlug,
  storeOperationalStatus,
  storesByCategory,
} from '../../services/stores.ts';
import { storeWithFavourite } from '../../services/favourites.ts';
import { route } from '../route.ts';
import { pointOf, requiredPoint } from './point.ts';

export const storeRoutes = [
  route({
    path: 'get-delivery-restaurants',
    body: storesNearRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => deliveryStores(shop, requiredPoint(input)),
  }),
  route({
    path: 'get-selfpickup-restaurants',
    body: storesNearRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => selfPickupStores(shop, requiredPoint(input)),
  }),
  route({
    path: 'get-restaurants-by-category',
    body: storesByCategoryRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => storesByCategory(shop, requiredPoint(input), input.category_ids),
  }),
  route({
    path: 'get-store-categories',
    body: noInputRequest,
    cacheable: true,
    handle: (_input, _params, { shop }) => storeCategories(shop),
  }),
  route({
    // §7 "Store info with favourite": is_favorited for the signed-in customer, false for guests.
    path: 'get-restaurant-info/:slug',
    params: z.object({ slug: storeSlug }),
    body: storeBySlugRequest,
    cacheable: true,
    variesByUser: true,
    handle: async (_input, { slug }, call) => {
      const found = await storeInfoBySlug(call.shop, slug);
      return found.ok ? ok(await storeWithFavourite(call.shop, (await call.user())?.id ?? null, found.value)) : found;
    },
  }),
  route({
    // §8: with the latitude and longitude of a place the store does not serve, HTTP 400.
    path: 'get-restaurant-info-by-id/:id',
    params: z.object({ id: storeId }),
    body: storeByIdRequest,
    cacheable: true,
    handle: (input, { id }, { shop }) => storeInfoById(shop, id, pointOf(input)),
  }),
  route({
    path: 'get-restaurant-operational-status',
    body: storeOperationalRequest,
    handle: (input, _params, { shop }) => storeOperationalStatus(shop, input.id, requiredPoint(input)),
  }),
];
