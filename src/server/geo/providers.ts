// Where addresses and road distances come from (§4 Location, §7 reverse geocode).
// The embedded shop works offline from the gazetteer shipped with the seed; an
// operator points GEOCODER_URL / DISTANCE_URL at real services to switch.
import type { LatLng } from '../../domain/types.ts';
import type { MapsDistance } from '../../domain/orders/delivery.ts';

export interface GeoPlace {
  /** One line, as shown to the customer: "Kothrud, Pune, Maharashtra 411038". */
  formatted_address: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** The address at a point, or null when the provider knows none. */
  reverse(point: LatLng): Promise<GeoPlace | null>;
  /** Places matching what the customer typed, best first. */
  search(query: string, limit: number): Promise<GeoPlace[]>;
}

export interface DistanceProvider {
  /** Road distance; a failure is a value, so the caller can fall back (§4). */
  roadDistance(from: LatLng, to: LatLng): Promise<MapsDistance>;
}
