// Requests and answers of the item-list calls around deals (§7: deal items, combos,
// featured items, linked items; §2 frequently bought, deal of the day, combos screen,
// linked items screen; §3 Combo, Item `items` of a combo).
import { z } from 'zod';
import { ignored, latitude, longitude, looseFlag, optionalToken, slug } from './fields.ts';
import type { Combo, ComboComponent, Variant } from '../types.ts';
import type { ItemView } from './catalog.ts';
import type { StoreInfo } from './stores.ts';

/** §2 /deal-of-the-day-items/{restaurant}, /frequently-bought-items/{restaurant}: a store slug, or 'all'. */
export const ALL_STORES = 'all';
const restaurant = z.union([z.literal(ALL_STORES), slug]).optional();

export const dealItemsRequest = z.object({
  latitude,
  longitude,
  token: optionalToken,
  is_randomize: looseFlag.optional(),
  restaurant,
});

export const combosRequest = z.object({ latitude, longitude, token: optionalToken });

export const featuredItemsRequest = z.object({
  latitude,
  longitude,
  token: optionalToken,
  is_randomize: looseFlag.optional(),
});

export const frequentlyBoughtRequest = z.object({ latitude, longitude, token: optionalToken, restaurant });

/** §7 Linked items: `slug` is the product (link_slug) whose offers are wanted; `flag` is not described and is ignored. */
export const linkedItemsRequest = z.object({ latitude, longitude, token: optionalToken, flag: ignored, slug });

/** A list for one store (when a store slug was sent) or for the whole shop. */
export interface StoreItemList {
  /** The store asked for, with is_operational for the point; null for 'all'. */
  restaurant: StoreInfo | null;
  items: ItemView[];
}

/** §3 A combo component: the item with the variant the combo includes, and how many. */
export interface ComboComponentView extends ComboComponent {
  slug: string;
  image: string | null;
  quantity: number;
  item_variant: Variant;
}

/** §3 Combo, with what the combos screen shows. Prices in rupees. */
export interface ComboView extends Combo {
  description: string;
  image: string;
  restaurant_id: number;
  restaurant_slug: string;
  restaurant_name: string;
  items: ComboComponentView[];
}
