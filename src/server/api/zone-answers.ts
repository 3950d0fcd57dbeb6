// Catalog answers shared by a delivery zone (decision 0290). A located catalogue answer depends on
// the customer's point only through its zone (stores.ts, reachZoneOf) and through the distance
// each store in it shows (`distance` beside the store's own latitude and longitude, StoreInfo).
// So the answer is kept once per zone as the JSON between those distances, and each request gets
// the pieces joined with the distances from its own point, rounded as the services round them.
import { roundKm, straightLineKm } from '../../domain/orders/delivery.ts';
import type { LatLng } from '../../domain/types.ts';

/** A private-use character pair around a gap's number: JSON.stringify leaves them as they are. */
const GAP_OPEN = '\uE000';
const GAP_CLOSE = '\uE001';
const GAPS = new RegExp(`"${GAP_OPEN}\\d+${GAP_CLOSE}"`);

/** A zone's answer: its bytes as first answered, and where the distances go when there are any. */
export interface ZoneAnswer {
  /**
   * The answer as JSON bytes when it shows no distance (the same Buffer on every hit, so its
   * compressed copies are kept beside it); else the JSON with the gaps, which only sizes the entry.
   */
  body: Buffer;
  /** The JSON between the distances (one more than `stores`); null when the answer shows none. */
  pieces: string[] | null;
  /** The store each distance is measured to, in the order of the gaps. */
  stores: LatLng[];
}

/** The point a located request names (latitude and longitude both sent), else null. */
export function locatedPoint(input: unknown): LatLng | null {
  if (typeof input !== 'object' || input === null) return null;
  const { latitude, longitude } = input as { latitude?: unknown; longitude?: unknown };
  return typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null;
}

/**
 * An answer as its zone keeps it, or null when it cannot be kept as one (a text of the catalogue
 * holding the gaps' own private-use characters beside a distance: then it is answered, not kept).
 */
export function zoneAnswerOf(value: unknown, located: boolean): ZoneAnswer | null {
  const stores: LatLng[] = [];
  // An answer for no point shows no distance of its own: its bytes as they are.
  if (!located) return { body: Buffer.from(JSON.stringify(value)), pieces: null, stores };
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key: string, field: unknown) {
    if (
      key === 'distance' &&
      typeof field === 'number' &&
      typeof this.latitude === 'number' &&
      typeof this.longitude === 'number'
    ) {
      stores.push({ lat: this.latitude, lng: this.longitude });
      return `${GAP_OPEN}${stores.length - 1}${GAP_CLOSE}`;
    }
    return field;
  });
  if (stores.length === 0) return { body: Buffer.from(text), pieces: null, stores };
  const pieces = text.split(GAPS);
  if (pieces.length !== stores.length + 1 || pieces.some((piece) => piece.includes(GAP_OPEN))) return null;
  return { body: Buffer.from(text), pieces, stores };
}

/** The answer for a customer at `point`: the kept bytes, or the pieces joined with the point's distances. */
export function answerAt(answer: ZoneAnswer, point: LatLng): Buffer | string {
  return answer.pieces ? answerText(answer.pieces, answer.stores, point) : answer.body;
}

function answerText(pieces: string[], stores: LatLng[], point: LatLng): string {
  let text = pieces[0] ?? '';
  stores.forEach((store, index) => {
    text += JSON.stringify(roundKm(straightLineKm(store, point))) + (pieces[index + 1] ?? '');
  });
  return text;
}
