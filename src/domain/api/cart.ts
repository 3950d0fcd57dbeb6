// Requests and answers of the cart availability calls (§7 "Cart availability (also
// member version)"; §3 Cart availability result; §4 Cart "rechecked with the server").
import { z } from 'zod';
import { id, latitude, longitude } from './fields.ts';
import type { CartAvailabilityResult } from '../types.ts';

/** Lines a cart may hold in one check; a real cart is far smaller. */
export const MAX_CART_LINES = 100;
/** Quantity bound of one line (no real basket needs more of one thing). */
export const MAX_LINE_QUANTITY = 999;
/** Addons one line may carry (the demo's richest item has a handful). */
export const MAX_LINE_ADDONS = 20;

/**
 * A cart line as the client holds it (§3 Cart line): only the identity and quantity are read.
 * Prices and names the client sends are ignored: the answer carries fresh ones.
 */
const cartLine = z.object({
  id,
  /** 1: the line is a combo and `id` is the combo's (§3 Item is_combo). */
  is_combo: z.union([z.literal(0), z.literal(1)]).optional(),
  variant_id: z.union([id, z.null()]).optional(),
  selectedvariant: z.union([z.object({ id }), z.null()]).optional(),
  /** The line's addons: the answer names them as the shop does now, in the customer's language. */
  addon_ids: z.array(id).max(MAX_LINE_ADDONS).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});

/** What the server reads of a line: item, variant and quantity. */
export interface CartLineRef {
  id: number;
  is_combo?: 0 | 1 | undefined;
  variant_id?: number | null | undefined;
  selectedvariant?: { id: number } | null | undefined;
  addon_ids?: number[] | undefined;
  quantity: number;
}

export const cartAvailabilityRequest = z
  .object({
    items: z.array(cartLine).max(MAX_CART_LINES),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((input) => (input.latitude === undefined) === (input.longitude === undefined), {
    message: 'send latitude and longitude together',
    path: ['longitude'],
  });

/** Why a line is not available, so the cart can say 'Sold Out', out of stock or not available (§8). */
export type UnavailableReason =
  | 'missing'
  | 'unavailable'
  | 'sold_out'
  | 'out_of_stock'
  | 'free_item'
  | 'not_delivered'
  | 'not_member';

/** §3 Cart availability result (price in rupees, fresh from the database), with the reason when inactive. */
export interface CartAvailabilityView extends CartAvailabilityResult {
  reason: UnavailableReason | null;
}

export type CartAvailabilityAnswer = CartAvailabilityView[];
