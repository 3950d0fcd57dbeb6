// Requests and answers of the catalog calls (§7: categories, category items,
// store items, single item / product, item categories of stores, search). The lists
// come a page at a time (decision 0181): `after` is the `next` of
// the page before, and an answer's `next` is null on the last page.
import { z } from 'zod';
import { fieldLine } from './field-words.ts';
import { decodeCursor, ITEM_KEY_LENGTH, type ListKey, STORE_KEY_LENGTH } from '../lists.ts';
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

/** A list's `after`: a cursor an earlier answer gave as `next`, for a list whose keys have `length` parts. */
function listCursor(length: number) {
  return z
    .string()
    .max(64)
    .transform((value, context): ListKey => {
      const key = decodeCursor(value, length);
      if (key) return key;
      context.addIssue({ code: 'custom', message: 'must be the `next` of an earlier answer' });
      return z.NEVER;
    });
}

export const locatedRequest = z.object({ latitude, longitude, token: optionalToken });

export const categoryItemsRequest = z.object({
  latitude,
  longitude,
  slug,
  token: optionalToken,
  after: listCursor(ITEM_KEY_LENGTH).optional(),
});
export interface CategoryItemsAnswer {
  /** items_count: every item of the category on offer at the point, not only this page's. */
  category: CategoryView;
  items: ItemView[];
  next: string | null;
}

export const storeItemsRequest = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  category_id: id.optional(),
  token: optionalToken,
  after: listCursor(STORE_KEY_LENGTH).optional(),
});
export interface StoreItemsAnswer {
  store: StoreInfo;
  /** This page's items by category; a category's items_count counts all of its items in the store. */
  categories: { category: CategoryView; items: ItemView[] }[];
  next: string | null;
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

export const searchRequest = z.object({
  latitude,
  longitude,
  query: text(80).min(1, fieldLine('saidFieldSearch')),
  after: listCursor(ITEM_KEY_LENGTH).optional(),
});
export interface SearchAnswer {
  query: string;
  /** Words of the query that no name in the shop holds: the results match the rest (domain/spelling.ts). */
  left_out: string[];
  /**
   * A word set aside since nothing at the point matches it with the rest, though some name holds it
   * ("fresh" of "fresh tomatoes"): the results match the other words ([] when every word is matched).
   */
  set_aside: string[];
  /** Matching stores, on the first page only (later pages answer []). */
  stores: StoreInfo[];
  items: ItemView[];
  next: string | null;
}
