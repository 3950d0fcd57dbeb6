// Requests and answers of the location calls (§7: popular locations, reverse
// geocode, area search, operational-service check).
import { z } from 'zod';
import { fieldLine } from './field-words.ts';
import { latitude, longitude, text } from './fields.ts';

export const popularLocationsRequest = z.object({ latitude: latitude.optional(), longitude: longitude.optional() });

export interface PopularLocation {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** §7 Reverse geocode: `lat`, `lng`; the answer's `data` is the formatted address text. */
export const coordinateToAddressRequest = z.object({ lat: latitude, lng: longitude });
export interface CoordinateToAddressAnswer {
  success: true;
  data: string;
}

export const searchLocationRequest = z.object({ query: text(100).min(2, fieldLine('saidFieldPlace')) });
export interface LocationSuggestion {
  formatted_address: string;
  name: string;
  latitude: number;
  longitude: number;
}

export const operationalServiceRequest = z.object({ latitude, longitude });
export interface OperationalServiceAnswer {
  /** Some open store delivers to, or offers self-pickup near, this point. */
  is_operational: boolean;
  delivery_stores: number;
  selfpickup_stores: number;
}
