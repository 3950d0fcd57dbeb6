// §3/§4 Location: the delivery address (userSetAddress) and the last device
// geolocation (geoLocation), kept on the device; the address is mirrored into the
// `loc` cookie so the server renders the right stores and items.
import { encodeLocationCookie, LOCATION_COOKIE } from '../domain/location-cookie.ts';
import { STORAGE_KEYS } from '../domain/constants.ts';
import type { StoredDeliveryAddress, StoredGeolocation } from '../domain/types.ts';
import { persistentJson } from './persist.ts';

function isAddress(value: unknown): value is StoredDeliveryAddress | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.lat === 'number' && typeof v.lng === 'number' && typeof v.address === 'string';
}

function isGeolocation(value: unknown): value is StoredGeolocation | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const v = value as { formatted_address?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } };
  return typeof v.formatted_address === 'string' && typeof v.geometry?.location?.lat === 'number';
}

export const $deliveryAddress = persistentJson<StoredDeliveryAddress | null>(
  STORAGE_KEYS.userSetAddress,
  null,
  isAddress,
);
export const $geoLocation = persistentJson<StoredGeolocation | null>(STORAGE_KEYS.geoLocation, null, isGeolocation);

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(address: StoredDeliveryAddress | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; this one cookie is all the server reads.
  document.cookie = address
    ? `${LOCATION_COOKIE}=${encodeLocationCookie(address)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
    : `${LOCATION_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export function setDeliveryAddress(address: StoredDeliveryAddress): void {
  $deliveryAddress.set(address);
  writeCookie(address);
}

export function setGeoLocation(formattedAddress: string, lat: number, lng: number): void {
  $geoLocation.set({ formatted_address: formattedAddress, geometry: { location: { lat, lng } } });
}

/** A device whose cookie was cleared (or expired) still has its address: send it again. */
export function syncLocationCookie(): void {
  const address = $deliveryAddress.get();
  const hasCookie = document.cookie
    .split('; ')
    .some((part) => part.startsWith(`${LOCATION_COOKIE}=`) && part.length > 4);
  if (address && !hasCookie) writeCookie(address);
}
