// Requests and answers of the favourite calls (§7 toggle favourite store / item,
// favourite stores / items; §4 "Favourite toggle (signed-in only) then refreshes the list").
import { z } from 'zod';
import { id, latitude, longitude } from './fields.ts';
import { signedInRequest } from './accounts.ts';
import type { ItemView } from './catalog.ts';
import type { StoreInfo } from './stores.ts';

const favouriteKinds = ['store', 'item'] as const;
export type FavouriteKind = (typeof favouriteKinds)[number];

/** toggle-favorite: { type, id }; the store and item variants take only the id. */
export const toggleFavoriteRequest = signedInRequest({ type: z.enum(favouriteKinds), id });
export const toggleFavoriteOfKindRequest = signedInRequest({ id });

export const favouriteListRequest = signedInRequest({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
}).refine((input) => (input.latitude === undefined) === (input.longitude === undefined), {
  message: 'send latitude and longitude together',
  path: ['longitude'],
});

export interface ToggleFavoriteAnswer {
  type: FavouriteKind;
  id: number;
  is_favorited: boolean;
}

export type FavoriteStoreView = StoreInfo & { is_favorited: boolean };
export type FavoriteStoresAnswer = FavoriteStoreView[];
export type FavoriteItemsAnswer = ItemView[];
