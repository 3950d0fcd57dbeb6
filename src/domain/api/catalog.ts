// Requests and answers of the catalog calls (§7: categories, category items,
// store items, single item / product, item categories of stores, search).
import { z } from 'zod';
import { id, latitude, longitude, optionalToken, slug, text } from './fields.ts';
import type { Category, Item } from '../types.ts';
import type { StoreInfo } from './stores.ts';

/** §3 Item as the API sends it, with where it is sold. */
export interface ItemView extends Item {
  description: string;
  link_slug: string;
  category_id: number;
  restaurant_slug: string;
  restaurant_name: string;
}

export interface CategoryView extends Category {
  id: number;
  /** Items on offer in this category for the point asked about. */
  items_count: number;
}

export const locatedRequest = z.object({ latitude, longitude, token: optionalToken });

export const categoryItemsRequest = z.object({ latitude, longitude, slug, token: optionalToken });
export interface CategoryItemsAnswer {
  category: CategoryView;
  items: ItemView[];
}

export const storeItemsRequest = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  category_id: id.optional(),
  token: optionalToken,
});
export interface StoreItemsAnswer {
  store: StoreInfo;
  categories: { category: CategoryView; items: ItemView[] }[];
}

export const singleItemRequest = z
  .object({ id: id.optional(), slug: slug.optional(), token: optionalToken })
  .refine((input) => input.id !== undefined || input.slug !== undefined, {
    message: 'send the item id or slug',
    path: ['id'],
  });

export const singleProductRequest = z.object({ latitude, longitude, token: optionalToken });
export interface SingleProductAnswer {
  item: ItemView;
  store: StoreInfo;
}

export const searchRequest = z.object({ latitude, longitude, query: text(80).min(1, 'type what you are looking for') });
export interface SearchAnswer {
  query: string;
  stores: StoreInfo[];
  items: ItemView[];
}
