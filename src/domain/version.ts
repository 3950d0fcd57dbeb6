// §4 Startup version check against GET /version.json.
import { STORAGE_KEYS } from './constants.ts';

export type VersionValue = string | number | null;

export interface StoredVersions {
  settingsVersion: VersionValue;
  cacheClearVersion: VersionValue;
}

export interface VersionFile {
  forceNewSettingsVersion: VersionValue;
  forceCacheClearVersion: VersionValue;
}

export type VersionAction = 'none' | 'refetch_settings' | 'clear_cache';

/** What a device keeps for the updating overlay (§4): the shop's colour and logo, the message in the customer's language. */
export interface DeviceKeeps {
  storeColor: string;
  storeLogo: string;
  updatingMessage: string;
  /** The offline screen's texts (§2: the shop's offline title and subtitle, and its action) in the page's language. */
  offline: OfflineTexts;
}

/** What the precached offline screen says, kept on the device in the customer's language (inline-scripts.ts, OFFLINE_TEXTS_SCRIPT). */
export interface OfflineTexts {
  lang: string;
  title: string;
  subtitle: string;
  action: string;
}

function differs(stored: VersionValue, fetched: VersionValue): boolean {
  // A device that never stored a version (first visit) has nothing stale; it just records the file's.
  if (stored === null || fetched === null) return false;
  return String(stored) !== String(fetched);
}

/**
 * §4 A differing cache-clear version clears storage (and refetches settings as part of it), so it
 * wins over a differing settings version; a differing settings version alone refetches settings.
 * Versions compare as text, so 3 and '3' are the same version.
 */
export function decideVersionAction(stored: StoredVersions, fetched: VersionFile): VersionAction {
  if (differs(stored.cacheClearVersion, fetched.forceCacheClearVersion)) return 'clear_cache';
  if (differs(stored.settingsVersion, fetched.forceNewSettingsVersion)) return 'refetch_settings';
  return 'none';
}

/**
 * §4 Kept on cache clear: location, address, colour, logo, updating message, active restaurant,
 * preferred language; and the offline screen's texts, which a device without a connection needs. The updating overlay and the next page need exactly these.
 */
export const keysKeptOnCacheClear: readonly string[] = [
  STORAGE_KEYS.geoLocation,
  STORAGE_KEYS.userSetAddress,
  STORAGE_KEYS.storeColor,
  STORAGE_KEYS.storeLogo,
  STORAGE_KEYS.updatingMessage,
  STORAGE_KEYS.offlineTexts,
  STORAGE_KEYS.activeRestaurant,
  STORAGE_KEYS.preferredLanguage,
];

/** Every stored key except the ones kept on cache clear. */
export function keysToClear(allKeys: readonly string[]): string[] {
  const kept = new Set(keysKeptOnCacheClear);
  return allKeys.filter((key) => !kept.has(key));
}

/**
 * §4 "A new service worker triggers a reload", once per tab, and never in the middle of a checkout
 * (decision 0248): on the cart, the checkout and the payment steps the new worker waits for the next
 * page the customer opens, which it then controls anyway.
 */
export function reloadsForNewWorker(path: string, reloadedBefore: boolean): boolean {
  if (reloadedBefore) return false;
  return !/^\/(cart|checkout|payment|pay)(\/|$)/.test(path);
}
