// Real providers, chosen by configuration — a Nominatim-compatible geocoder
// (GEOCODER_URL) and an OSRM-compatible router (DISTANCE_URL). Every call has a
// timeout; a failure is logged and answered as "unknown", never as a crash (§8).
import type { MapsDistance } from '../../domain/orders/delivery.ts';
import type { DistanceProvider, GeoPlace, Geocoder } from './providers.ts';

const TIMEOUT_MS = 4000;

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': 'FarmCart storefront' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url.host} answered HTTP ${response.status}`);
  return response.json();
}

interface NominatimPlace {
  display_name?: unknown;
  name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function toGeoPlace(place: NominatimPlace): GeoPlace | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (typeof place.display_name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const name =
    typeof place.name === 'string' && place.name !== '' ? place.name : (place.display_name.split(',')[0] ?? '');
  return { formatted_address: place.display_name, name, latitude, longitude };
}

export function createNominatimGeocoder(baseUrl: string): Geocoder {
  return {
    async reverse(point) {
      const url = new URL('reverse', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ format: 'jsonv2', lat: String(point.lat), lon: String(point.lng) }).toString();
      try {
        return toGeoPlace((await getJson(url)) as NominatimPlace);
      } catch (error) {
        console.warn('Reverse geocoding failed:', error instanceof Error ? error.message : error);
        return null;
      }
    },
    async search(query, limit) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ format: 'jsonv2', q: query, limit: String(limit) }).toString();
      try {
        const answer = await getJson(url);
        if (!Array.isArray(answer)) return [];
        return answer.map((place) => toGeoPlace(place as NominatimPlace)).filter((place) => place !== null);
      } catch (error) {
        console.warn('Place search failed:', error instanceof Error ? error.message : error);
        return [];
      }
    },
  };
}

export function createOsrmDistance(baseUrl: string): DistanceProvider {
  return {
    async roadDistance(from, to): Promise<MapsDistance> {
      const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
      const url = new URL(`route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}`, base);
      url.search = 'overview=false';
      try {
        const answer = (await getJson(url)) as { routes?: { distance?: unknown }[] };
        const meters = Number(answer.routes?.[0]?.distance);
        if (!Number.isFinite(meters) || meters < 0) return { ok: false, reason: 'no route in the answer' };
        return { ok: true, meters };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn('Road distance failed, using the straight line:', reason);
        return { ok: false, reason };
      }
    },
  };
}

/** With no routing service configured, asking for a road distance fails at once (§4 falls back). */
export const noRoadDistance: DistanceProvider = {
  async roadDistance() {
    return { ok: false, reason: 'no distance service configured (DISTANCE_URL)' };
  },
};
