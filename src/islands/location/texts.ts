// The texts of the location islands, in the customer's language, picked once on
// the server (pages pass them as props: the shop texts on the page carry only
// the cart's labels).
import { type PresetTagNames, presetTagNames } from '../../domain/accounts/address-tag.ts';

export interface LocationTexts {
  useCurrentLocation: string;
  locating: string;
  searchPlaceholder: string;
  or: string;
  selectSaved: string;
  seeAll: string;
  noAddress: string;
  close: string;
  popularAreas: string;
  noResult: string;
  clearSearch: string;
  /** §3 Address: the preset tags in the page's language. */
  tags: PresetTagNames;
}

export function locationTexts(t: (key: string) => string): LocationTexts {
  return {
    useCurrentLocation: t('useCurrentLocationText'),
    locating: t('locatingText'),
    searchPlaceholder: t('searchAreaPlaceholder'),
    or: t('orText'),
    selectSaved: t('selectSavedAddressText'),
    seeAll: t('seeAllText'),
    noAddress: t('noAddressText'),
    close: t('closeText'),
    popularAreas: t('popularAreasText'),
    noResult: t('locationSearchNoResultText'),
    clearSearch: t('clearSearchText'),
    tags: presetTagNames(t),
  };
}

/** A formatted address as two lines: the locality, then its city, state and PIN. */
export function placeLines(formatted: string): [string, string] {
  const [first = formatted, ...rest] = formatted.split(', ');
  return [first, rest.join(', ')];
}
