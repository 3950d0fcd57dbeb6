// Catalog answers shared by a delivery zone (decision 0290) and by every customer (decision 0300).
// A located catalogue answer depends on the customer's point only through its zone (stores.ts,
// reachZoneOf) and through the distance each store in it shows (`distance` beside the store's own
// latitude and longitude, StoreInfo); an answer "with favourite" (§7) depends on the customer only
// through `is_favorited` beside a store's or an item's id. So the answer is kept once per zone as
// the JSON between those fields, and each request gets the pieces joined with the distances from
// its own point, rounded as the services round them, and the customer's own favourites.
import { roundKm, straightLineKm } from '../../domain/orders/delivery.ts';
import type { LatLng } from '../../domain/types.ts';

/** A private-use character pair around a gap's number: JSON.stringify leaves them as they are. */
const GAP_OPEN = '\uE000';
const GAP_CLOSE = '\uE001';
const GAPS = new RegExp(`"${GAP_OPEN}\\d+${GAP_CLOSE}"`);

/** What fills a gap: the distance from the customer's point to a store, or whether they favourited a store or an item. */
export type Gap = { distanceTo: LatLng } | { favourite: 'store' | 'item'; id: number };

/** A signed-in customer's favourite stores and items (services/accounts/favourites.ts). */
export interface Favourites {
  stores: ReadonlySet<number>;
  items: ReadonlySet<number>;
}

/** A zone's answer: its bytes as a guest is answered, and where the distances and favourites go when there are any. */
export interface ZoneAnswer {
  /**
   * The answer as JSON bytes when it shows no distance (the same Buffer on every guest's hit, so its
   * compressed copies are kept beside it); else the JSON with the gaps, which only sizes the entry.
   */
  body: Buffer;
  /**
   * The JSON between the gaps as UTF-8 bytes (one more than `gaps`), so an answer is one copy of
   * bytes, not a long string encoded again per request; null when the answer has none.
   */
  pieces: Buffer[] | null;
  /** What each gap is filled with, in order. */
  gaps: Gap[];
  /** Whether a gap is a distance (then even a guest's answer is joined per request). */
  located: boolean;
  /** Whether a gap is a store's or an item's favourite, so which favourites a signed-in request reads. */
  favourites: { stores: boolean; items: boolean };
}

/** The point a located request names (latitude and longitude both sent), else null. */
export function locatedPoint(input: unknown): LatLng | null {
  if (typeof input !== 'object' || input === null) return null;
  const { latitude, longitude } = input as { latitude?: unknown; longitude?: unknown };
  return typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null;
}

/** The favourite a holder's `is_favorited` names: a store (it has its own place) or an item (it has its store). */
function favouriteOf(holder: Record<string, unknown>): Gap | null {
  if (typeof holder.id !== 'number') return null;
  if (typeof holder.latitude === 'number' && typeof holder.longitude === 'number') {
    return { favourite: 'store', id: holder.id };
  }
  if (typeof holder.restaurant_id === 'number') return { favourite: 'item', id: holder.id };
  return null;
}

/**
 * An answer as its zone keeps it, or null when it cannot be kept as one (a text of the catalogue
 * holding the gaps' own private-use characters beside a gap: then it is answered, not kept).
 * `located`: the request named a point, so the distances are the customer's; `withFavourites`:
 * the call's is_favorited fields (false in the guest's answer it is given) are the customer's.
 */
export function zoneAnswerOf(value: unknown, located: boolean, withFavourites = false): ZoneAnswer | null {
  const gaps: Gap[] = [];
  const favourites = { stores: false, items: false };
  const guestText = JSON.stringify(value);
  if (!located && !withFavourites) return { body: Buffer.from(guestText), pieces: null, gaps, located, favourites };
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key: string, field: unknown) {
    if (
      located &&
      key === 'distance' &&
      typeof field === 'number' &&
      typeof this.latitude === 'number' &&
      typeof this.longitude === 'number'
    ) {
      gaps.push({ distanceTo: { lat: this.latitude, lng: this.longitude } });
      return `${GAP_OPEN}${gaps.length - 1}${GAP_CLOSE}`;
    }
    if (withFavourites && key === 'is_favorited' && typeof field === 'boolean') {
      const gap = favouriteOf(this);
      if (gap && 'favourite' in gap) {
        gaps.push(gap);
        if (gap.favourite === 'store') favourites.stores = true;
        else favourites.items = true;
        return `${GAP_OPEN}${gaps.length - 1}${GAP_CLOSE}`;
      }
    }
    return field;
  });
  const hasDistance = gaps.some((gap) => 'distanceTo' in gap);
  if (gaps.length === 0) return { body: Buffer.from(guestText), pieces: null, gaps, located: false, favourites };
  const pieces = text.split(GAPS);
  if (pieces.length !== gaps.length + 1 || pieces.some((piece) => piece.includes(GAP_OPEN))) return null;
  return {
    body: Buffer.from(hasDistance ? text : guestText),
    pieces: pieces.map((piece) => Buffer.from(piece)),
    gaps,
    located: hasDistance,
    favourites,
  };
}

/** Whether two kept answers give every customer the same bytes (a renewal that found nothing changed). */
export function sameZoneAnswer(a: ZoneAnswer, b: ZoneAnswer): boolean {
  if (a.located !== b.located || a.gaps.length !== b.gaps.length || !a.body.equals(b.body)) return false;
  if (a.favourites.stores !== b.favourites.stores || a.favourites.items !== b.favourites.items) return false;
  return a.gaps.every((gap, index) => sameGap(gap, b.gaps[index]));
}

function sameGap(a: Gap, b: Gap | undefined): boolean {
  if (b === undefined) return false;
  if ('distanceTo' in a)
    return 'distanceTo' in b && a.distanceTo.lat === b.distanceTo.lat && a.distanceTo.lng === b.distanceTo.lng;
  return 'favourite' in b && a.favourite === b.favourite && a.id === b.id;
}

/**
 * The answer for a customer at `point` (null: the request named none) with `favourites` (null for
 * a guest): the kept bytes when nothing is the customer's own, else the pieces joined.
 */
export function answerAt(answer: ZoneAnswer, point: LatLng | null, favourites: Favourites | null): Buffer {
  if (!answer.pieces || (!answer.located && favourites === null)) return answer.body;
  const { pieces, gaps } = answer;
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    parts.push(piece);
    const gap = gaps[index];
    if (gap) parts.push(fill(gap, point, favourites));
  });
  return Buffer.concat(parts);
}

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');

function fill(gap: Gap, point: LatLng | null, favourites: Favourites | null): Buffer {
  if ('distanceTo' in gap) return point ? Buffer.from(String(roundKm(straightLineKm(gap.distanceTo, point)))) : NULL;
  const ids = gap.favourite === 'store' ? favourites?.stores : favourites?.items;
  return ids?.has(gap.id) ? TRUE : FALSE;
}
