// Page benchmark (issue 13, ARCHITECTURE.md budgets): rendered pages of the built server
// for customers spread over the demo city's localities (each with an address of their
// own, a few hundred metres apart), guests and signed in, beside a bare node:http server
// that answers every request with exactly the bytes the shop answered that customer, each
// in its own process, in the same run. The targets alternate their order over 3 rounds and
// the spread is reported. Then a mixed load (pages and API calls over every locality) and
// the shop's resident memory. On SQLite, and on PostgreSQL when one answers
// (TEST_DATABASE_URL, a fresh schema). Loopback only; every run is bounded in time.
//   npm run build && node bench/pages.mjs
// Options: ENGINES=sqlite,postgres  SCALES=1,items10,stores10 (seed sizes, with the seed's
// SEED_SCALE_ITEMS / SEED_SCALE_STORES)  SECONDS=5  SHOP_NODE_OPTIONS (the shop's NODE_OPTIONS)
// NO_WRITE=1 (print only, leave docs/benchmarks.md as it is)
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { placeRows } from '../src/server/db/seed/places.ts';
import { serveFlags, startShop, writeSection } from './lib.mjs';

const PORTS = { shop: 4520, bare: 4521 };
const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = 3;
const CONNECTIONS = 20;
const CUSTOMERS_PER_LOCALITY = 8;
const MIXED_SECONDS = 15;
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';
const SCALE_ENV = {
  1: {},
  items10: { SEED_SCALE_ITEMS: '10' },
  stores10: { SEED_SCALE_STORES: '10' },
};

const engines = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const scales = (process.env.SCALES ?? '1').split(',');

/** Customers of every locality of the city: a point near its centre and an address of their own. */
function customers() {
  const list = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (const place of placeRows().filter((p) => p.city === 'Pune')) {
    for (let n = 0; n < CUSTOMERS_PER_LOCALITY; n++) {
      const address = {
        lat: place.latitude + (random() - 0.5) * 0.004,
        lng: place.longitude + (random() - 0.5) * 0.004,
        address: `${place.name}, ${place.area}, Pune ${place.postcode}`,
        house: `House ${n + 1}, Lane ${Math.floor(random() * 20) + 1}`,
        tag: n % 2 ? 'Home' : 'Work',
      };
      list.push({ locality: place.name, cookie: `loc=${encodeLocationCookie(address)}; gdpr=accepted` });
    }
  }
  return list;
}

function run(url, cookies, seconds = SECONDS) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest(request) {
              request.headers = { ...request.headers, cookie: cookies[next++ % cookies.length] };
              return request;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function get(url, cookie) {
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function forkServer(script, file, port) {
  const child = fork(new URL(script, import.meta.url).pathname, [file, String(port)]);
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (value) => `${(value * 100).toFixed(0)} %`;
const spread = (values) => `${pct(median(values))} (${pct(Math.min(...values))}–${pct(Math.max(...values))})`;

/** A fresh schema on the test PostgreSQL, as a DATABASE_URL; null when none answers. */
async function freshSchema() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `bench_pages_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await client.query(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.href,
    async drop() {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function signInCookie(shopUrl) {
  const response = await fetch(`${shopUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify({ phone: '9800000002', password: 'demo1234' }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

async function measure(engine, scale) {
  const database = engine === 'postgres' ? await freshSchema() : null;
  if (engine === 'postgres' && !database) {
    console.log(`No PostgreSQL answers at ${new URL(POSTGRES_URL).host}: skipping it`);
    return null;
  }
  const env = {
    ...SCALE_ENV[scale],
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(process.env.SHOP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SHOP_NODE_OPTIONS } : {}),
  };
  const shop = await startShop(PORTS.shop, { env });
  const children = [];
  try {
    const session = await signInCookie(shop.url);
    const guests = customers();
    // Localities no store serves get the no-service page: still a page of the city, kept in the mix.
    const signedIn = guests.map((c) => ({ ...c, cookie: `${c.cookie}; ${session}` }));
    const cases = [
      { name: 'home, guests', path: '/', customers: guests },
      { name: 'home, signed in', path: '/', customers: signedIn },
      { name: 'category page, guests', path: '/category/fruits', customers: guests },
    ];
    // The bare server answers each customer exactly what the shop answered them.
    const recorded = { pages: {}, customers: {} };
    for (const c of cases) {
      recorded.pages[c.path] ??= [];
      const list = recorded.pages[c.path];
      for (const customer of c.customers) {
        const bytes = await get(`${shop.url}${c.path}`, customer.cookie);
        recorded.customers[customer.cookie] = list.length;
        list.push(bytes.toString('base64'));
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'farmcart-bare-pages-'));
    const file = join(dir, 'pages.json');
    writeFileSync(file, JSON.stringify(recorded));
    children.push(await forkServer('./bare-pages-server.mjs', file, PORTS.bare));
    rmSync(dir, { recursive: true, force: true });
    const targets = { shop: shop.url, bare: `http://127.0.0.1:${PORTS.bare}` };
    const order = Object.keys(targets);

    const rows = [];
    for (const c of cases) {
      const cookies = c.customers.map((customer) => customer.cookie);
      const sizes = recorded.pages[c.path].map((b64) => Buffer.from(b64, 'base64').length);
      for (const name of order) await run(`${targets[name]}${c.path}`, cookies, 2);
      const rps = { shop: [], bare: [] };
      const p99 = [];
      for (let round = 0; round < ROUNDS; round++) {
        const sequence = round % 2 === 0 ? order : [...order].reverse();
        for (const name of sequence) {
          const result = await run(`${targets[name]}${c.path}`, cookies);
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${name} ${c.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          rps[name].push(result.requests.average);
          if (name === 'shop') p99.push(result.latency.p99);
        }
      }
      const ratios = rps.shop.map((value, index) => value / rps.bare[index]);
      const row = {
        name: c.name,
        customers: c.customers.length,
        kb: `${Math.round(Math.min(...sizes) / 1024)}–${Math.round(Math.max(...sizes) / 1024)}`,
        shopRps: Math.round(median(rps.shop)),
        bareRps: Math.round(median(rps.bare)),
        ratio: spread(ratios),
        p99: `${median(p99)} ms (${Math.min(...p99)}–${Math.max(...p99)})`,
      };
      rows.push(row);
      console.log(
        `${engine} ${scale} ${c.name}: shop ${row.shopRps}/s, bare ${row.bareRps}/s, shop/bare ${row.ratio}, p99 ${row.p99}`,
      );
    }

    // Mixed load: pages and catalog calls of every locality at once, then the shop's memory.
    const apiCases = guests.flatMap((customer, index) => {
      const { lat, lng } = JSON.parse(decodeURIComponent(customer.cookie.slice(4).split(';')[0]));
      return index % 4 === 0
        ? [
            { path: '/api/get-home-components', body: { slug: 'home', latitude: lat, longitude: lng } },
            { path: '/api/get-delivery-restaurants', body: { latitude: lat, longitude: lng } },
          ]
        : [];
    });
    let n = 0;
    await new Promise((resolve, reject) =>
      autocannon(
        {
          url: shop.url,
          connections: CONNECTIONS,
          duration: MIXED_SECONDS,
          requests: [
            {
              setupRequest(request) {
                n++;
                if (n % 3 === 0) {
                  const call = apiCases[n % apiCases.length];
                  return {
                    ...request,
                    method: 'POST',
                    path: call.path,
                    headers: { 'content-type': 'application/json' },
                    body: JSON.stringify(call.body),
                  };
                }
                const c = cases[n % cases.length];
                return {
                  ...request,
                  method: 'GET',
                  path: c.path,
                  body: undefined,
                  headers: { cookie: c.customers[n % c.customers.length].cookie },
                };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    const memory = memoryOf(shop.pid);
    console.log(`${engine} ${scale} after the mixed load: RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB)`);
    return { engine, scale, rows, memory };
  } finally {
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await shop.stop();
    await database?.drop();
  }
}

const results = [];
for (const scale of scales)
  for (const engine of engines) {
    const result = await measure(engine, scale);
    if (result) results.push(result);
  }

const date = new Date().toISOString().slice(0, 10);
const table = [
  `## Pages (bench/pages.mjs, ${date})`,
  '',
  `Built server, run as \`npm run serve\` runs it (\`node ${serveFlags().join(' ')} dist/server/entry.mjs\`), with the demo shop, on this 2-core machine, loopback. Customers are spread over the demo city's ` +
    `${customers().length / CUSTOMERS_PER_LOCALITY} localities, ${CUSTOMERS_PER_LOCALITY} per locality, each at a point of their own within ~200 m of its centre ` +
    `and with an address text of their own (localities no store serves get the no-service page). Each throughput figure is a ${SECONDS} s unthrottled ` +
    `autocannon run with ${CONNECTIONS} connections without compression; the shop and a bare node:http server answering every customer exactly the bytes ` +
    `the shop answered them (each its own process) are measured ${ROUNDS} times in alternating order, and the ratio is given as median (min–max). ` +
    `Then a ${MIXED_SECONDS} s mixed load (the three pages and two catalog calls at every locality) and the shop's resident memory. ` +
    `Budget: ≥ 20 % of bare for the located home and the category page, RSS under 400 MB.`,
  '',
  '| Engine | Seed | Page | Customers | Page KB | Shop req/s | Bare req/s | Shop / bare | Shop p99 |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ...results.flatMap((r) =>
    r.rows.map(
      (row) =>
        `| ${r.engine} | ${r.scale === '1' ? '1×' : r.scale} | ${row.name} | ${row.customers} | ${row.kb} | ${row.shopRps} | ${row.bareRps} | ${row.ratio} | ${row.p99} |`,
    ),
  ),
  '',
  '| Engine | Seed | RSS after the mixed load | Peak RSS |',
  '|---|---|---:|---:|',
  ...results.map(
    (r) => `| ${r.engine} | ${r.scale === '1' ? '1×' : r.scale} | ${r.memory.rssMb} MB | ${r.memory.peakMb} MB |`,
  ),
].join('\n');
if (process.env.NO_WRITE) console.log(table);
else {
  writeSection('pages', table);
  console.log('Written to docs/benchmarks.md');
}
