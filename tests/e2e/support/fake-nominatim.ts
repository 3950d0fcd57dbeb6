// A local stand-in for a Nominatim server (its jsonv2 output: nominatim.org/release-docs/latest/api/Output),
// listening on 127.0.0.1 only: GET /reverse?format=jsonv2&lat=&lon= answers the street it was given
// for the point (an `address.road`), or {"error":"Unable to geocode"} as Nominatim does where it
// knows nothing; GET /search?format=jsonv2&q= answers its streets whose name holds the query. It
// keeps each request's path, User-Agent and time, for tests to check the usage policy is kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStreet {
  road: string;
  suburb: string;
  city: string;
  postcode: string;
  lat: number;
  lon: number;
}

export interface FakeNominatim {
  url: string;
  readonly requests: readonly { path: string; userAgent: string; at: number }[];
  stop(): Promise<void>;
}

/** A street within this many degrees (about 300 m) of the point is the one reverse names. */
const NEAR_DEGREES = 0.003;

function placeOf(street: FakeStreet, id: number) {
  return {
    place_id: id,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    osm_type: 'way',
    osm_id: 1000 + id,
    lat: String(street.lat),
    lon: String(street.lon),
    category: 'highway',
    type: 'primary',
    place_rank: 26,
    importance: 0.1,
    addresstype: 'road',
    name: street.road,
    display_name: `${street.road}, ${street.suburb}, ${street.city}, Maharashtra, ${street.postcode}, India`,
    address: {
      road: street.road,
      suburb: street.suburb,
      city: street.city,
      state: 'Maharashtra',
      postcode: street.postcode,
      country: 'India',
      country_code: 'in',
    },
    boundingbox: [
      String(street.lat - 0.001),
      String(street.lat + 0.001),
      String(street.lon - 0.001),
      String(street.lon + 0.001),
    ],
  };
}

/** On `port` when given (a server configured before the fake starts), else on any free port. */
export async function startFakeNominatim(streets: readonly FakeStreet[], port = 0): Promise<FakeNominatim> {
  const requests: { path: string; userAgent: string; at: number }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({
      path: `${url.pathname}${url.search}`,
      userAgent: req.headers['user-agent'] ?? '',
      at: performance.now(),
    });
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (url.searchParams.get('format') !== 'jsonv2') {
      res.writeHead(400).end(JSON.stringify({ error: { code: 400, message: 'Parameter format must be jsonv2 here' } }));
      return;
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      const index = streets.findIndex(
        (street) => Math.abs(street.lat - lat) < NEAR_DEGREES && Math.abs(street.lon - lon) < NEAR_DEGREES,
      );
      const street = streets[index];
      res.end(JSON.stringify(street ? placeOf(street, index + 1) : { error: 'Unable to geocode' }));
    } else if (url.pathname === '/search') {
      const query = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? '10');
      res.end(
        JSON.stringify(
          streets
            .map((street, index) => ({ street, index }))
            .filter(({ street }) => street.road.toLowerCase().includes(query))
            .slice(0, limit)
            .map(({ street, index }) => placeOf(street, index + 1)),
        ),
      );
    } else {
      res.writeHead(404).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
