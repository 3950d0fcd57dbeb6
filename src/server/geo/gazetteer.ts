// The offline geocoder: the demo city's localities in the `places` table.
import type { Kysely } from 'kysely';
import { straightLineKm } from '../../domain/delivery.ts';
import type { Database } from '../db/schema.ts';
import type { GeoPlace, Geocoder } from './providers.ts';

/** Beyond this no locality is "here": the point is outside the gazetteer's city. */
const REVERSE_RADIUS_KM = 25;

interface PlaceRow {
  name: string;
  area: string;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

function toGeoPlace(row: PlaceRow): GeoPlace {
  const locality = row.name === row.area ? row.name : `${row.name}, ${row.area}`;
  return {
    formatted_address: `${locality}, ${row.city}, ${row.state} ${row.postcode}`,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function createGazetteer(db: Kysely<Database>): Geocoder {
  let cache: PlaceRow[] | undefined;
  const places = async () =>
    (cache ??= await db
      .selectFrom('places')
      .select(['name', 'area', 'city', 'state', 'postcode', 'latitude', 'longitude'])
      .orderBy('id')
      .execute());

  return {
    async reverse(point) {
      let best: { row: PlaceRow; km: number } | undefined;
      for (const row of await places()) {
        const km = straightLineKm(point, { lat: row.latitude, lng: row.longitude });
        if (!best || km < best.km) best = { row, km };
      }
      return best && best.km <= REVERSE_RADIUS_KM ? toGeoPlace(best.row) : null;
    },
    async search(query, limit) {
      const needle = query.trim().toLowerCase();
      if (needle === '') return [];
      const scored = (await places())
        .map((row) => {
          const haystack = `${row.name} ${row.area} ${row.city} ${row.postcode}`.toLowerCase();
          const name = row.name.toLowerCase();
          const score = name.startsWith(needle) ? 0 : name.includes(needle) ? 1 : haystack.includes(needle) ? 2 : -1;
          return { row, score };
        })
        .filter((entry) => entry.score >= 0)
        .sort((a, b) => a.score - b.score || a.row.name.localeCompare(b.row.name));
      return scored.slice(0, limit).map((entry) => toGeoPlace(entry.row));
    },
  };
}
