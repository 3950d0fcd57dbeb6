// §3 userSetAddress lives on the device; a copy travels in the small `loc` cookie
// so the server can render location-dependent HTML (docs/architecture.md "Rendering").
// Both sides encode and decode it here, and bad cookie text reads as "no address".
import { type PresetTag, storedPresetOf } from './accounts/address-tag.ts';
import { truncateAddress } from './text.ts';
import type { StoredDeliveryAddress } from './types.ts';

export const LOCATION_COOKIE = 'loc';
const MAX_TEXT = 200;

/** §2 The location header's address line: the house first, then the address. */
export function headerLine(address: Pick<StoredDeliveryAddress, 'address' | 'house'>): string {
  return address.house ? `${address.house}, ${address.address}` : address.address;
}

/** §2 The header cuts its line at 30 characters (§9). */
const HEADER_LINE_LENGTH = 30;

/**
 * The cookie's JSON. Besides the address, it carries what the location header shows, made where
 * the address is saved (decision 0296): the line cut short by grapheme (`short`: a segmenter costs
 * tens of milliseconds of a slow phone's main thread, too much before the first paint) and the
 * preset the tag is (`preset`), so that the header's inline script (LOCATION_HEADER_SCRIPT) only
 * copies texts, and one page serves a whole delivery zone.
 */
interface LocationCookie {
  lat: number;
  lng: number;
  address: string;
  house: string | null;
  tag: string | null;
  short: string;
  preset: PresetTag | null;
}

export function encodeLocationCookie(address: StoredDeliveryAddress): string {
  const texts = {
    address: address.address.slice(0, MAX_TEXT),
    house: address.house?.slice(0, MAX_TEXT) ?? null,
    tag: address.tag?.slice(0, 40) ?? null,
  };
  const compact: LocationCookie = {
    lat: Math.round(address.lat * 1e6) / 1e6,
    lng: Math.round(address.lng * 1e6) / 1e6,
    ...texts,
    short: truncateAddress(headerLine(texts), HEADER_LINE_LENGTH),
    preset: storedPresetOf(texts.tag),
  };
  return encodeURIComponent(JSON.stringify(compact));
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' ? value.slice(0, max) : null;
}

export function decodeLocationCookie(raw: string | undefined | null): StoredDeliveryAddress | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const lat = Number(record.lat);
    const lng = Number(record.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    const address = text(record.address, MAX_TEXT);
    if (address === null || address.trim() === '') return null;
    return { lat, lng, address, house: text(record.house, MAX_TEXT), tag: text(record.tag, 40) };
  } catch {
    return null;
  }
}
