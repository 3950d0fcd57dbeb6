// §4 Location: the real-service adapters, against a local stand-in of the
// third-party services (Nominatim-style geocoder, OSRM-style router) on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNominatimGeocoder,
  createOsrmDistance,
  noRoadDistance,
} from '../../../../src/server/geo/http-providers.ts';

let server: http.Server;
let base: string;
let mode: 'ok' | 'broken' = 'ok';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (mode === 'broken') {
      res.writeHead(503).end('down');
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/reverse') {
      res.end(
        JSON.stringify({
          display_name: `Point ${url.searchParams.get('lat')}, ${url.searchParams.get('lon')}`,
          lat: url.searchParams.get('lat'),
          lon: url.searchParams.get('lon'),
        }),
      );
    } else if (url.pathname === '/search') {
      res.end(
        JSON.stringify([
          { display_name: 'Kothrud, Pune, Maharashtra, India', name: 'Kothrud', lat: '18.5074', lon: '73.8077' },
          { bad: true },
        ]),
      );
    } else if (url.pathname.startsWith('/route/v1/driving/')) {
      res.end(JSON.stringify({ routes: [{ distance: 4321.5 }] }));
    } else {
      res.writeHead(404).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('geocoding and road distance through configured services (§4, §7)', () => {
  it('reverse-geocodes and searches through a Nominatim-compatible service', async () => {
    mode = 'ok';
    const geocoder = createNominatimGeocoder(base, { minIntervalMs: 0 });
    expect((await geocoder.reverse({ lat: 18.5, lng: 73.8 }))?.formatted_address).toBe('Point 18.5, 73.8');
    const found = await geocoder.search('kothrud', 5);
    expect(found).toEqual([
      {
        formatted_address: 'Kothrud, Pune, Maharashtra, India',
        name: 'Kothrud',
        latitude: 18.5074,
        longitude: 73.8077,
      },
    ]);
  });

  it('answers "unknown" (null, empty) instead of failing when the geocoder is down (§8: logged only)', async () => {
    mode = 'broken';
    const geocoder = createNominatimGeocoder(base, { minIntervalMs: 0 });
    expect(await geocoder.reverse({ lat: 18.5, lng: 73.8 })).toBeNull();
    expect(await geocoder.search('kothrud', 5)).toEqual([]);
  });

  it('reads the road distance in metres from an OSRM-compatible router', async () => {
    mode = 'ok';
    expect(await createOsrmDistance(base).roadDistance({ lat: 18.5, lng: 73.8 }, { lat: 18.52, lng: 73.85 })).toEqual({
      ok: true,
      meters: 4321.5,
    });
  });

  it('reports a failure (so the caller falls back to the straight line) when the router is down or absent', async () => {
    mode = 'broken';
    const result = await createOsrmDistance(base).roadDistance({ lat: 18.5, lng: 73.8 }, { lat: 18.52, lng: 73.85 });
    expect(result.ok).toBe(false);
    expect((await noRoadDistance.roadDistance({ lat: 0, lng: 0 }, { lat: 1, lng: 1 })).ok).toBe(false);
  });
});
