// Real providers, chosen by configuration — a Nominatim-compatible geocoder
// (GEOCODER_URL) and an OSRM-compatible router (DISTANCE_URL). Every call has a
// timeout; a failure is logged and answered as "unknown", never as a crash (§8).
import { LRUCache } from 'lru-cache';
import type { MapsDistance } from '../../domain/orders/delivery.ts';
import type { DistanceProvider, GeoPlace, Geocoder } from './providers.ts';

const TIMEOUT_MS = 4000;

async function getJson(url: URL, userAgent = 'storefront'): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': userAgent },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url.host} answered HTTP ${response.status}`);
  return response.json();
}

/** Nominatim's place, as its jsonv2 output writes it (nominatim.org/release-docs/latest/api/Output). */
interface NominatimPlace {
  display_name?: unknown;
  name?: unknown;
  lat?: unknown;
  lon?: unknown;
  /** The address broken into parts (reverse sends it by default): `road` is the street. */
  address?: { road?: unknown; pedestrian?: unknown };
  /** What reverse answers, with HTTP 200, at a point it knows nothing of. */
  error?: unknown;
}

function toGeoPlace(place: NominatimPlace): GeoPlace | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (typeof place.display_name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const name =
    typeof place.name === 'string' && place.name !== '' ? place.name : (place.display_name.split(',')[0] ?? '');
  const road = place.address?.road ?? place.address?.pedestrian;
  return {
    formatted_address: place.display_name,
    name,
    latitude,
    longitude,
    ...(typeof road === 'string' && road !== '' ? { street: road } : {}),
  };
}

/**
 * Nominatim's usage policy (operations.osmfoundation.org/policies/nominatim): at most one request a
 * second, an identifying User-Agent, and answers cached rather than asked again.
 */
export const NOMINATIM_INTERVAL_MS = 1000;
const ANSWERS_KEPT = 2000;
const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;

export interface NominatimOptions {
  /** Who is asking (the policy asks for it): the shop's public origin where known. */
  userAgent?: string;
  /** The least time between two requests; the policy's one a second unless a self-hosted server allows more. */
  minIntervalMs?: number;
}

/**
 * A Nominatim-compatible geocoder (jsonv2: `/search?format=jsonv2&q=` and
 * `/reverse?format=jsonv2&lat=&lon=`): requests one at a time, at most one per `minIntervalMs`,
 * and each answer kept a day, so a customer's repeated search or a shop of busy phones never
 * asks the service more often than its policy allows. A failure is logged and answered as
 * "unknown" (null, no places); it is not kept, so the next request asks again.
 */
export function createNominatimGeocoder(baseUrl: string, options: NominatimOptions = {}): Geocoder {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const userAgent = options.userAgent ?? 'storefront';
  const interval = options.minIntervalMs ?? NOMINATIM_INTERVAL_MS;
  const answers = new LRUCache<string, { answer: unknown }>({ max: ANSWERS_KEPT, ttl: ANSWER_TTL_MS });
  let queue: Promise<unknown> = Promise.resolve();
  let lastAt = Number.NEGATIVE_INFINITY;

  const ask = (url: URL): Promise<unknown> => {
    const key = url.toString();
    const kept = answers.get(key);
    if (kept) return Promise.resolve(kept.answer);
    const turn = queue.then(async () => {
      const again = answers.get(key);
      if (again) return again.answer;
      const wait = lastAt + interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastAt = performance.now();
      const answer = await getJson(url, userAgent);
      answers.set(key, { answer });
      return answer;
    });
    queue = turn.catch(() => undefined);
    return turn;
  };

  return {
    async reverse(point) {
      const url = new URL('reverse', base);
      url.search = new URLSearchParams({ format: 'jsonv2', lat: String(point.lat), lon: String(point.lng) }).toString();
      try {
        const answer = (await ask(url)) as NominatimPlace;
        return answer.error === undefined ? toGeoPlace(answer) : null;
      } catch (error) {
        console.warn('Reverse geocoding failed:', error instanceof Error ? error.message : error);
        return null;
      }
    },
    async search(query, limit) {
      const url = new URL('search', base);
      url.search = new URLSearchParams({ format: 'jsonv2', q: query, limit: String(limit) }).toString();
      try {
        const answer = await ask(url);
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
