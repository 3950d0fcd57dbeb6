import { GPS_TIMEOUT_MS } from '../domain/constants.ts';
import type { Address, LatLng, StoredDeliveryAddress } from '../domain/types.ts';
import { setDeliveryAddress, setGeoLocation } from '../stores/location.ts';
import { shopTexts, label } from '../stores/settings.ts';
import { callApi, unreachableText } from './api.ts';

const MY_LOCATION_PATH = '/my-location';
export const SEARCH_LOCATION_PATH = '/search-location';
/** sessionStorage key: the page to go back to once the address is confirmed (§4 "remember the item page path"). */
const RETURN_TO_KEY = 'returnTo';

/** The device's position, or an error on denial, timeout or a browser without geolocation. */
function currentPosition(timeoutMs: number = GPS_TIMEOUT_MS): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser has no geolocation.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message || `Geolocation error ${error.code}`)),
      { timeout: timeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
    );
  });
}

/**
 * §7 Reverse geocode: the point named after the shop's nearest area (and street, where the shop has
 * a geocoder). On failure (§8) the answer is logged and `fallback` stands in, else the server's
 * words for it ("This place is not near any area the shop serves"): never the bare coordinates
 * (decision 0315).
 */
export async function addressAt(point: LatLng, fallback?: string): Promise<string> {
  const answer = await callApi('coordinate-to-address', { lat: point.lat, lng: point.lng });
  if (answer.ok) return answer.value.data;
  console.warn('Reverse geocoding failed:', answer.error);
  return fallback ?? (answer.error.message_code ? answer.error.message : unreachableText());
}

/** Only a path of this site (not `//other.host`) may be returned to. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

export function rememberReturnPath(path: string): void {
  if (isLocalPath(path)) sessionStorage.setItem(RETURN_TO_KEY, path);
}

/** The remembered page, left remembered. */
export function peekReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  return path !== null && isLocalPath(path) ? path : null;
}

/** The remembered page, forgotten as it is read (one confirmation, one return). */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return path !== null && isLocalPath(path) ? path : null;
}

/** Stores the chosen place as the device geolocation and goes to confirm it. */
export function confirmPlace(formattedAddress: string, point: LatLng): void {
  setGeoLocation(formattedAddress, point.lat, point.lng);
  window.location.assign(MY_LOCATION_PATH);
}

function gpsNotGrantedMessage(): string {
  return label('gpsAccessNotGrantedMsg', shopTexts().settings.gpsAccessNotGrantedMsg);
}

/**
 * The 'Use current location' action: locate, reverse geocode, store, go to /my-location.
 * `returnTo` is the page to come back to after confirming (an item page, the farm form).
 * Answers false when the position could not be had (the alert has been shown).
 */
export async function locateAndConfirm(options: { returnTo?: string } = {}): Promise<boolean> {
  let point: LatLng;
  try {
    point = await currentPosition();
  } catch (error) {
    console.warn('Current location unavailable:', error instanceof Error ? error.message : error);
    window.alert(gpsNotGrantedMessage());
    return false;
  }
  const formatted = await addressAt(point);
  if (options.returnTo) rememberReturnPath(options.returnTo);
  confirmPlace(formatted, point);
  return true;
}

/**
 * §4 Choosing a saved address: it becomes the stored delivery address, and the
 * customer's default (best effort: a failed call is only logged, §8).
 */
export async function chooseSavedAddress(address: Address): Promise<StoredDeliveryAddress> {
  const chosen: StoredDeliveryAddress = {
    lat: address.latitude,
    lng: address.longitude,
    address: address.address,
    house: address.house,
    tag: address.tag,
  };
  setDeliveryAddress(chosen);
  // Awaited, so that a reload that follows does not cut the call short.
  const answer = await callApi('set-default-address', { address_id: address.id });
  if (!answer.ok) console.warn('Could not make it the default address:', answer.error);
  return chosen;
}
