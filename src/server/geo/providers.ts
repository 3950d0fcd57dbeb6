// Where addresses and road distances come from (§4 Location, §7 reverse geocode).
// The shop's own areas always answer (geo/areas.ts, decision 0315); an operator adds a
// street-level geocoder with GEOCODER_URL and road distances with DISTANCE_URL.
import type { LatLng } from '../../domain/types.ts';
import type { MapsDistance } from '../../domain/orders/delivery.ts';

export interface GeoPlace {
  /** One line, as shown to the customer: "Kothrud, Pune, Maharashtra 411038". */
  formatted_address: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The street at the point, where a street-level geocoder is configured and knows one. */
  street?: string;
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
