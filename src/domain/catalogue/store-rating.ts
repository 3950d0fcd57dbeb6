// §3 Store info shows a store's rating; its reviews page (/reviews/{slug}) shows what customers
// gave it. One number everywhere, so a card and /reviews never disagree (decision 0194): the
// store's stored rating counts as STORED_RATING_WEIGHT reviews of that many stars, and every review
// a customer leaves moves it, so one review nudges a well-established rating and many reviews take over.
import { roundHalfUp } from '../numbers.ts';

/** How many reviews the stored rating is worth. */
export const STORED_RATING_WEIGHT = 10;

export interface StoreReviewTotals {
  /** How many reviews the store has. */
  count: number;
  /** Their stars added up. */
  stars: number;
}

/**
 * The store's rating, 1 decimal: the stored rating weighted as STORED_RATING_WEIGHT reviews, with
 * the customers' reviews; the reviews' own average when the store has no stored rating (0); null
 * when there is neither.
 */
export function storeRating(stored: number | null, reviews: StoreReviewTotals): number | null {
  const base = stored !== null && stored > 0 ? stored : null;
  if (reviews.count <= 0) return base === null ? null : roundHalfUp(base, 1);
  if (base === null) return roundHalfUp(reviews.stars / reviews.count, 1);
  return roundHalfUp((base * STORED_RATING_WEIGHT + reviews.stars) / (STORED_RATING_WEIGHT + reviews.count), 1);
}

/** How a rating is drawn in five stars: whole stars, a half star, and the rest empty. */
export interface StarSplit {
  full: number;
  half: boolean;
  empty: number;
}

/**
 * A rating (0–5) as five stars, to the nearest half: 4.5 is four and a half stars, 4.2 four, 4.3
 * four and a half, 4.8 five. A whole star for 4.5 would promise more than the store has.
 */
export function starSplit(rating: number | null): StarSplit {
  const halves = Math.min(Math.max(Math.round((rating ?? 0) * 2), 0), 10);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
