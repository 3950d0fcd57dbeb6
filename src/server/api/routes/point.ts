import type { LatLng } from '../../../domain/types.ts';

/** The customer's point from a body's latitude/longitude, when both were sent. */
export function pointOf(input: { latitude?: number | undefined; longitude?: number | undefined }): LatLng | null {
  return input.latitude !== undefined && input.longitude !== undefined
    ? { lat: input.latitude, lng: input.longitude }
    : null;
}

export function requiredPoint(input: { latitude: number; longitude: number }): LatLng {
  return { lat: input.latitude, lng: input.longitude };
}
