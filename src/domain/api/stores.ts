// Requests and answers of the store calls (§7: delivery and self-pickup stores,
// stores by category, store categories, store info by slug / id / with location).
import { z } from 'zod';
import { id, latitude, longitude, optionalToken, slug } from './fields.ts';
import type { Store } from '../types.ts';
import type { Opening } from '../stores/opening-hours.ts';

export const storesNearRequest = z.object({ latitude, longitude, token: optionalToken });

export const storesByCategoryRequest = z.object({ latitude, longitude, category_ids: z.array(id).min(1).max(50) });

export const noInputRequest = z.object({});

/** §3 Store info, with what the store pages show. Money in rupees. */
export interface StoreInfo extends Store {
  slug: string;
  description: string;
  image: string;
  address: string;
  /** The store's rating (domain/catalogue/store-rating.ts); null for a store nobody has rated yet. */
  rating: number | null;
  is_delivery: 0 | 1;
  is_selfpickup: 0 | 1;
  delivery_radius_km: number;
  /** DYNAMIC charges: the first base_delivery_distance km cost delivery_charges, each further km extra_delivery_charge_per_km. */
  base_delivery_distance: number;
  extra_delivery_charge_per_km: number;
  /** km from the customer's point (1 decimal), when a point was sent. */
  distance: number | null;
  store_category_ids: number[];
  /** When a closed store opens next by its hours (opening-hours.ts nextOpening); null when open or unknown. */
  opens: Opening | null;
  /** The "with favourite" variants (§7): whether the signed-in customer favourited it; false for guests. */
  is_favorited?: boolean;
}

export interface StoreCategory {
  id: number;
  slug: string;
  name: string;
  image: string;
}

export const storeBySlugRequest = z.object({ token: optionalToken });
export const storeByIdRequest = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  token: optionalToken,
});
export const storeOperationalRequest = z.object({ id, latitude, longitude });

export interface StoreOperationalAnswer {
  payload: StoreInfo & { is_operational: boolean };
}

export { slug as storeSlug, id as storeId };
