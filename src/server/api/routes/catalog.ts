// §7 Catalog: item categories, category items, store items, single item and product, search.
import { z } from 'zod';
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
    path: 'get-restaurant-items/:slug',
    params: z.object({ slug: storeSlug }),
    body: storeItemsRequest,
    cacheable: true,
    handle: (input, { slug }, { shop }) => storeItems(shop, slug, { point: pointOf(input), categoryId: input.category_id }),
  }),
  route({
    path: 'get-single-item',
    body: singleItemRequest,
    cacheable: true,
    handle: (input, _params, { shop }) =>
      singleItem(shop, input.id !== undefined ? { id: input.id } : { slug: input.slug ?? '' }),
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
