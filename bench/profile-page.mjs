// Profiles the built shop's cached path of a located page under wrk: the shop runs with
// --cpu-prof, 20 customers spread over the city ask for the page (each with an address of their
// own, Chromium's Accept-Encoding), and the functions taking the most time are printed, by self
// time and with what they call. Loopback only; the run is bounded in time.
// An API path (/api/…) is asked as bench/api.mjs asks it: a POST from each of 200 points spread
// over the city (the body's latitude and longitude, BODY=json adds fields), no Accept-Encoding;
// `:store` in the path is the first store delivering to the first point; SIGNED_IN=1 asks with the
// demo customer's session (lib.mjs signInCookie), as bench/api.mjs's signed-in calls do.
//   npm run build && node bench/profile-page.mjs [path]   (path: / by default; SECONDS=8, TOP=25 lines)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { placeRows } from '../src/server/seed/demo/places.ts';
import { signInCookie, startShop } from './lib.mjs';
import { ensureWrk, loadAverage, wrkRun } from './wrk.mjs';

const path = process.argv[2] ?? '/';
const seconds = Number(process.env.SECONDS ?? 8);
const places = placeRows().filter((p) => p.city === 'Pune');
const cookies = Array.from({ length: 20 }, (_, n) => {
  const place = places[Math.floor((n * places.length) / 20)];
  const address = {
    lat: place.latitude + 0.001,
    lng: place.longitude - 0.001,
    address: `${place.name}, ${place.area}, Pune ${place.postcode}`,
    house: `House ${n + 1}`,
    tag: 'Home',
  };
  return `loc=${encodeLocationCookie(address)}; gdpr=accepted`;
});

/** 200 points spread over the city's localities (as bench/api.mjs spreads them). */
function spreadPoints() {
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: 200 }, (_, n) => {
    const place = places[n % places.length];
    return {
      latitude: Number((place.latitude + (random() - 0.5) * 0.006).toFixed(6)),
      longitude: Number((place.longitude + (random() - 0.5) * 0.006).toFixed(6)),
    };
  });
}

async function apiRequests(shopUrl) {
  const points = spreadPoints();
  let apiPath = path;
  if (apiPath.includes(':store')) {
    const stores = await fetch(`${shopUrl}/api/get-delivery-restaurants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(points[0]),
    }).then((response) => response.json());
    apiPath = apiPath.replace(':store', stores[0].slug);
  }
  const extra = process.env.BODY ? JSON.parse(process.env.BODY) : {};
  const headers = { 'content-type': 'application/json' };
  if (process.env.SIGNED_IN === '1') headers.cookie = await signInCookie(shopUrl);
  return points.map((point) => ({
    method: 'POST',
    path: apiPath,
    headers,
    body: JSON.stringify({ ...extra, ...point }),
  }));
}

ensureWrk();
const dir = mkdtempSync(join(tmpdir(), 'farmcart-profile-'));
const shop = await startShop(4530, { env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` } });
const requests = path.startsWith('/api/')
  ? await apiRequests(shop.url)
  : cookies.map((cookie) => ({ path, headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } }));
wrkRun(shop.url, requests, { seconds: 3 });
const result = wrkRun(shop.url, requests, { seconds });
console.log(
  `${path}: ${Math.round(result.rps)} req/s, p99 ${result.p99Ms.toFixed(1)} ms, load average ${loadAverage()}`,
);
await shop.stop();

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('The shop wrote no profile');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
rmSync(dir, { recursive: true, force: true });
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const label = ({ callFrame: f }) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
const own = new Map();
const within = new Map();
let total = 0;
profile.samples.forEach((id, index) => {
  const time = profile.timeDeltas[index] ?? 0;
  total += time;
  own.set(label(nodes.get(id)), (own.get(label(nodes.get(id))) ?? 0) + time);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const name = label(nodes.get(at));
    if (!seen.has(name)) within.set(name, (within.get(name) ?? 0) + time);
    seen.add(name);
  }
});
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
const TOP = Number(process.env.TOP ?? 25);
console.log(`Self time (share of the whole run, idle and start-up included):\n${top(own, TOP)}`);
console.log(`\nWith what they call:\n${top(within, TOP + 15)}`);
