// §3 userSetAddress lives on the device; a copy travels in the small `loc` cookie
// so the server can render location-dependent HTML (ARCHITECTURE.md "Rendering").
// Both sides encode and decode it here, and bad cookie text reads as "no address".
import type { StoredDeliveryAddress } from './types.ts';

export const LOCATION_COOKIE = 'loc';
const MAX_TEXT = 200;

export function encodeLocationCookie(address: StoredDeliveryAddress): string {
  const compact = {
    lat: Math.round(address.lat * 1e6) / 1e6,
    lng: Math.round(address.lng * 1e6) / 1e6,
    address: address.address.slice(0, MAX_TEXT),
    house: address.house?.slice(0, MAX_TEXT) ?? null,
    tag: address.tag?.slice(0, 40) ?? null,
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
