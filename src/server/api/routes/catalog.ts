import { ok } from '../../../domain/api/errors.ts';
import {
  categoriesAt,
  categoryItems,
  search,
  singleItem,
  singleProduct,
  storeItems,
} from '../../services/catalogue/catalog.ts';
import { singleItemWithFavourite, storeItemsWithFavourites } from '../../services/accounts/favourites.ts';
import { searchSuggestions } from '../../services/catalogue/suggestions.ts';
import { route } from '../route.ts';
import { pointOf, requiredPoint } from './point.ts';

export const catalogRoutes = [
  route('get-item-categories', {
    cacheable: true,
    handle: (input, _params, { shop }) => categoriesAt(shop, requiredPoint(input)),
  }),
  route('get-category-items', {
    cacheable: true,
    handle: (input, _params, { shop }) => categoryItems(shop, requiredPoint(input), input.slug, { after: input.after }),
  }),
  route('get-restaurant-items/:slug', {
    // §7 Store items "with-favorite variant when signed in": is_favorited on the store and each item,
    // the guest's here, the customer's filled in by the dispatcher (decision 0300).
    cacheable: true,
    favourites: true,
    handle: async (input, { slug }, { shop }) => {
      const found = await storeItems(shop, slug, {
        point: pointOf(input),
        categoryId: input.category_id,
        after: input.after,
      });
      return found.ok ? ok(await storeItemsWithFavourites(shop, null, found.value)) : found;
    },
  }),
  route('get-single-item', {
    // §7 Single item (and with-favorite, filled in by the dispatcher: decision 0300).
    cacheable: true,
    favourites: true,
    handle: async (input, _params, { shop }) => {
      const found = await singleItem(shop, input.id !== undefined ? { id: input.id } : { slug: input.slug ?? '' });
      return found.ok ? ok(await singleItemWithFavourite(shop, null, found.value)) : found;
    },
  }),
  route('get-single-product/:id', {
    cacheable: true,
    handle: (input, params, { shop }) => singleProduct(shop, params.id, requiredPoint(input)),
  }),
  route('search-items', {
    cacheable: true,
    handle: (input, _params, { shop }) => search(shop, requiredPoint(input), input.query, input.after),
  }),
  route('search-suggestions', {
    // Public and cached like search-items: a repeated keystroke answers from the cache (decision 0293).
    cacheable: true,
    handle: (input, _params, { shop }) => searchSuggestions(shop, requiredPoint(input), input.query),
  }),
];
