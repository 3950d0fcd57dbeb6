// What customers' place search and reverse geocoding answer with (decision 0315): the shop's own
// areas always, and a street-level geocoder's answers beside them where one is configured
// (GEOCODER_URL). The areas come first: they are the places the shop serves, with its own names
// and PINs; the geocoder names the street at a point and finds places the shop has not listed.
import type { GeoPlace, Geocoder } from './providers.ts';

/** "Paud Road, Kothrud, Pune 411038": the street before the area's line, when it is not already in it. */
function onStreet(area: GeoPlace, street: string | undefined): GeoPlace {
  if (!street || area.formatted_address.toLowerCase().includes(street.toLowerCase())) return area;
  return { ...area, formatted_address: `${street}, ${area.formatted_address}`, street };
}

export function createAreaGeocoder(areas: Geocoder, streets: Geocoder | null): Geocoder {
  return {
    async reverse(point) {
      const [area, street] = await Promise.all([areas.reverse(point), streets ? streets.reverse(point) : null]);
      if (area) return onStreet(area, street?.street);
      // Outside every area the shop keeps, the geocoder's own address is still words, not numbers.
      return street;
    },
    async search(query, limit) {
      const own = await areas.search(query, limit);
      if (!streets || own.length >= limit) return own;
      const more = await streets.search(query, limit - own.length);
      const named = new Set(own.map((place) => place.formatted_address));
      return [...own, ...more.filter((place) => !named.has(place.formatted_address))];
    },
  };
}
