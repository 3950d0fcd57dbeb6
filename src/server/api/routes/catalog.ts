// §7 Catalog: item categories, category items, store items, single item and product, search.
import { z } from 'zod';
import { ok } from '../../../domain/api/errors.ts';
import {
  categoryItemsRequest,
  locatedRequest,
  searchRequest,
  singleItemRequest,
  singleProductRequest,
  storeItemsRequest,
} from '../../../domain/api/catalog.ts';
import { id } from '../../../domain/api/fields.ts';
import { storeSlug } from '../../../domain/api/stores.ts';
import { categoriesAt, categoryItems, search, singleItem, singleProduct, storeItems } from '../../services/catalog.ts';
import { singleItemWithFavourite, storeItemsWithFavourites } from '../../services/favourites.ts';
import { route } from '../route.ts';
import { pointOf, requiredPoint } from './point.ts';

export const catalogRoutes = [
  route({
    path: 'get-item-categories',
    body: locatedRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => categoriesAt(shop, requiredPoint(input)),
  }),
  route({
    path: 'get-category-items',
    body: categoryItemsRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => categoryItems(shop, requiredPoint(input), input.slug),
  }),
  route({
    // §7 Store items "with-favorite variant when signed in": is_favorited on the store and each item.
    path: 'get-restaurant-items/:slug',
    params: z.object({ slug: storeSlug }),
    body: storeItemsRequest,
    cacheable: true,
    variesByUser: true,
    handle: async (input, { slug }, call) => {
      const found = await storeItems(call.shop, slug, { point: pointOf(input), categoryId: input.category_id });
      return found.ok
        ? ok(await storeItemsWithFavourites(call.shop, (await call.user())?.id ?? null, found.value))
        : found;
    },
  }),
  route({
    // §7 Single item (and with-favorite).
    path: 'get-single-item',
    body: singleItemRequest,
    cacheable: true,
    variesByUser: true,
    handle: async (input, _params, call) => {
      const found = await singleItem(call.shop, input.id !== undefined ? { id: input.id } : { slug: input.slug ?? '' });
      return found.ok
        ? ok(await singleItemWithFavourite(call.shop, (await call.user())?.id ?? null, found.value))
        : found;
    },
  }),
  route({
    path: 'get-single-product/:id',
    params: z.object({ id }),
    body: singleProductRequest,
    cacheable: true,
    handle: (input, params, { shop }) => singleProduct(shop, params.id, requiredPoint(input)),
  }),
  route({
    path: 'search-items',
    body: searchRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => search(shop, requiredPoint(input), input.query),
  }),
];
