// The optional street-level geocoder (decision 0315, §4 Location): the Nominatim adapter against a
// local fake speaking jsonv2, kept to its usage policy (one request a second, an identifying
// User-Agent, answers cached), and beside the shop's own areas: a position named after the nearest
// area and the street the geocoder knows there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAreaGeocoder } from '../../../../src/server/geo/areas.ts';
import { createNominatimGeocoder, NOMINATIM_INTERVAL_MS } from '../../../../src/server/geo/http-providers.ts';
import type { GeoPlace, Geocoder } from '../../../../src/server/geo/providers.ts';
import { type FakeNominatim, startFakeNominatim } from '../../../e2e/support/fake-nominatim.ts';

const PAUD_ROAD = { road: 'Paud Road', suburb: 'Kothrud', city: 'Pune', postcode: '411038', lat: 18.51, lon: 73.803 };
const KARVE_ROAD = {
  road: 'Karve Road',
  suburb: 'Erandwane',
  city: 'Pune',
  postcode: '411004',
  lat: 18.5121,
  lon: 73.8251,
};

/** The shop's one area, as the gazetteer answers for it. */
const KOTHRUD: GeoPlace = {
  formatted_address: 'Kothrud, Pune, 411038',
  name: 'Kothrud',
  latitude: 18.5074,
  longitude: 73.8077,
};
const onlyKothrud: Geocoder = {
  async reverse(point) {
    return Math.abs(point.lat - KOTHRUD.latitude) < 0.03 && Math.abs(point.lng - KOTHRUD.longitude) < 0.03
      ? KOTHRUD
      : null;
  },
  async search(query) {
    return 'kothrud'.startsWith(query.toLowerCase()) ? [KOTHRUD] : [];
  },
};

describe('the Nominatim adapter against a local fake', () => {
  let fake: FakeNominatim;
  beforeAll(async () => {
    fake = await startFakeNominatim([PAUD_ROAD, KARVE_ROAD]);
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('reads the street of a reverse answer and a search’s places, sending who asks', async () => {
    const geocoder = createNominatimGeocoder(fake.url, {
      userAgent: 'storefront (+https://shop.example)',
      minIntervalMs: 0,
    });
    const here = await geocoder.reverse({ lat: 18.5101, lng: 73.8031 });
    expect(here).toMatchObject({ street: 'Paud Road', name: 'Paud Road', latitude: 18.51, longitude: 73.803 });
    expect((await geocoder.search('karve', 5)).map((place) => place.formatted_address)).toEqual([
      'Karve Road, Erandwane, Pune, Maharashtra, 411004, India',
    ]);
    expect(fake.requests.at(-2)?.path).toMatch(/^\/reverse\?format=jsonv2&lat=18\.5101&lon=73\.8031$/);
    expect(fake.requests.at(-1)?.path).toMatch(/^\/search\?format=jsonv2&q=karve&limit=5$/);
    expect(new Set(fake.requests.map((request) => request.userAgent))).toEqual(
      new Set(['storefront (+https://shop.example)']),
    );
  });

  it('answers null where Nominatim says it cannot geocode', async () => {
    const geocoder = createNominatimGeocoder(fake.url, { minIntervalMs: 0 });
    expect(await geocoder.reverse({ lat: 10, lng: 10 })).toBeNull();
  });

  it('asks at most once per interval, one request at a time, and asks a question once', async () => {
    expect(NOMINATIM_INTERVAL_MS).toBe(1000);
    const geocoder = createNominatimGeocoder(fake.url, { minIntervalMs: 250 });
    const before = fake.requests.length;
    await Promise.all([geocoder.search('paud', 5), geocoder.search('karve', 5), geocoder.search('paud', 5)]);
    expect(await geocoder.search('paud', 5)).toHaveLength(1);
    const asked = fake.requests.slice(before);
    expect(asked.map((request) => request.path.split('&q=')[1])).toEqual(['paud&limit=5', 'karve&limit=5']);
    const [first, second] = asked;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(240);
  });

  it('names a position after the nearest area and the street there; the areas answer alone without it', async () => {
    const streets = createNominatimGeocoder(fake.url, { minIntervalMs: 0 });
    const withStreets = createAreaGeocoder(onlyKothrud, streets);
    expect((await withStreets.reverse({ lat: 18.5101, lng: 73.8031 }))?.formatted_address).toBe(
      'Paud Road, Kothrud, Pune, 411038',
    );
    expect(
      (await createAreaGeocoder(onlyKothrud, null).reverse({ lat: 18.5101, lng: 73.8031 }))?.formatted_address,
    ).toBe('Kothrud, Pune, 411038');
    // The shop's areas first, then the geocoder's places it has not listed.
    expect((await withStreets.search('k', 5)).map((place) => place.name)).toEqual(['Kothrud', 'Karve Road']);
    expect((await withStreets.search('karve', 5)).map((place) => place.name)).toEqual(['Karve Road']);
  });
});
