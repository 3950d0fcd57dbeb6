// Page benchmark (docs/architecture.md "Performance budgets"): rendered pages of the built server
// for customers spread over the demo city's localities (each with an address of their
// own, a few hundred metres apart), guests and signed in, beside a bare node:http server
// that answers every request with exactly the bytes the shop answered that customer, each
// in its own process, in the same run. The load is wrk's (bench/wrk.mjs), whose ceiling on this
// machine is measured in every round (a trivial bare server); a ratio counts only where bare stays
// below 70 % of it.
// The targets alternate their order over 3 rounds and the spread is reported. Then a mixed load (pages and API calls over every locality) and
// the shop's resident memory. On SQLite, and on PostgreSQL when one answers
// (TEST_DATABASE_URL, a fresh schema). Loopback only; every run is bounded in time.
//   npm run build && node bench/pages.mjs
// Options: ENGINES=sqlite,postgres  SCALES=1,items10,stores10 (seed sizes, with the seed's
// SEED_SCALE_ITEMS / SEED_SCALE_STORES)  SECONDS=5  SHOP_NODE_OPTIONS (the shop's NODE_OPTIONS)
// NO_WRITE=1 (print only, leave docs/benchmarks.md as it is)  ENCODING (the pages' Accept-Encoding;
// Chromium's by default, `identity` for uncompressed pages)  POINTS=20 (customers, one per locality,
// spread over the city)  BASE_DIST=/other/dist (another build's shop, measured alternately beside
// this one: before and after a change)  CASES=home,signed,category  PARTS=pages,api,orders,mixed
import { fork } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { placeRows } from '../src/server/seed/demo/places.ts';
import { bareAnswersFile, serveCommand, signInCookie, startShop, writeSection } from './lib.mjs';
import {
  CEILING_SHARE,
  ensureWrk,
  loadAverage,
  pinServer,
  placement,
  ratioOf,
  startTrivial,
  trivialServer,
  wrkRun,
} from './wrk.mjs';

const PORTS = { shop: 4520, bare: 4521, base: 4523 };
const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = 3;
const CONNECTIONS = 20;
const POINTS = Number(process.env.POINTS ?? 20);
/** What Chromium sends. */
const ENCODING = process.env.ENCODING ?? 'gzip, deflate, br, zstd';
const CASES = (process.env.CASES ?? 'home,signed,category').split(',');
const PARTS = (process.env.PARTS ?? 'pages,api,orders,mixed').split(',');
const MIXED_SECONDS = 15;
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';
const SCALE_ENV = {
  1: {},
  items10: { SEED_SCALE_ITEMS: '10' },
  stores10: { SEED_SCALE_STORES: '10' },
};

const engines = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const scales = (process.env.SCALES ?? '1').split(',');

/**
 * POINTS customers spread over the city: one in each of POINTS localities taken evenly from its
 * list, at a point of their own within ~200 m of the centre, with an address text of their own.
 */
function customers() {
  const list = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const places = placeRows().filter((p) => p.city === 'Pune');
  for (let n = 0; n < POINTS; n++) {
    const place = places[Math.floor((n * places.length) / POINTS) % places.length];
    const address = {
      lat: place.latitude + (random() - 0.5) * 0.004,
      lng: place.longitude + (random() - 0.5) * 0.004,
      address: `${place.name}, ${place.area}, Pune ${place.postcode}`,
      house: `House ${n + 1}, Lane ${Math.floor(random() * 20) + 1}`,
      tag: n % 2 ? 'Home' : 'Work',
    };
    list.push({ locality: place.name, cookie: `loc=${encodeLocationCookie(address)}; gdpr=accepted` });
  }
  return list;
}

/** A wrk run of GETs of `path` cycling through the customers' cookies, as a browser asks. */
function run(origin, path, cookies, seconds = SECONDS) {
  return wrkRun(
    origin,
    cookies.map((cookie) => ({ path, headers: { cookie, 'accept-encoding': ENCODING } })),
    { seconds, connections: CONNECTIONS },
  );
}

/** A page as the shop sent it to a browser taking ENCODING: its bytes on the wire and their encoding. */
function get(url, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, 'accept-encoding': ENCODING } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] ?? 'identity' });
      });
    });
    request.on('error', reject);
  });
}

async function postBytes(url, body, cookie, tries = 2) {
  // A kept-alive connection the shop has just closed (it gives idle ones way, decision 0288): once more.
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  }).catch((error) => (tries > 1 ? null : Promise.reject(error)));
  if (!response) return postBytes(url, body, cookie, tries - 1);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** A wrk run of POSTs cycling through `bodies` (the bare server tells them apart by `n=` in the cookie). */
function post(origin, path, bodies, cookie, seconds = SECONDS) {
  return wrkRun(
    origin,
    bodies.map((body, index) => ({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', cookie: cookie ? `${cookie}; n=${index}` : `n=${index}` },
      body: JSON.stringify(body),
    })),
    { seconds, connections: CONNECTIONS },
  );
}

/** Orders per second of one signed-in customer (cash, self-pickup, an item whose stock never runs out). */
async function placeOrders(shopUrl, session) {
  // The store's items page by page (24 at a time) until one never runs out.
  let unlimited;
  let after;
  do {
    const page = JSON.parse(
      (
        await postBytes(
          `${shopUrl}/api/get-restaurant-items/farmcart-kothrud`,
          { latitude: 18.5074, longitude: 73.8077, ...(after ? { after } : {}) },
          '',
        )
      ).toString(),
    );
    unlimited = page.categories
      .flatMap((category) => category.items)
      .flatMap((item) => (item.variants ?? []).map((variant) => ({ item, variant })))
      .find(({ variant }) => variant.is_infinite === 1 && variant.is_active !== 0);
    after = page.next;
  } while (!unlimited && after);
  if (!unlimited) throw new Error('No item with unlimited stock at FarmCart Kothrud');
  const price = unlimited.variant.sale_price || unlimited.variant.regular_price || 100;
  const quantity = Math.max(1, Math.ceil(150 / price));
  // Each request gets an idempotency key of its own (wrk.mjs, `unique`).
  const result = wrkRun(
    shopUrl,
    [
      {
        method: 'POST',
        path: '/api/place-order',
        headers: { 'content-type': 'application/json', origin: shopUrl, cookie: session },
        body: JSON.stringify({
          items: [{ item_id: unlimited.item.id, variant_id: unlimited.variant.id, quantity }],
          mode: 'SELFPICKUP',
          payment_method: 'COD',
        }),
      },
    ],
    { seconds: SECONDS, connections: 5, unique: true },
  );
  if (result.non2xx > 0) throw new Error(`place-order: ${result.non2xx} answers were not 200`);
  return { rps: Math.round(result.rps), p99: `${result.p99Ms.toFixed(1)} ms` };
}

function forkServer(script, file, port) {
  const child = fork(new URL(script, import.meta.url).pathname, [file, String(port)]);
  return new Promise((resolve) =>
    child.once('message', () => {
      pinServer(child.pid);
      resolve(child);
    }),
  );
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const rolled = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return {
    rssMb: Math.round(kb('VmRSS') / 1024),
    peakMb: Math.round(kb('VmHWM') / 1024),
    anonMb: Math.round(rolled('Anonymous') / 1024),
    fileMb: Math.round((rolled('Rss') - rolled('Anonymous')) / 1024),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (value) => `${(value * 100).toFixed(0)} %`;
const msSpread = (values) =>
  `${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;

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
  pinServer(shop.pid);
  const children = [];
  let trivial = null;
  let base = null;
  let baseDatabase = null;
  try {
    // Another build, on a database of its own, measured alternately beside this one.
    baseDatabase = process.env.BASE_DIST && engine === 'postgres' ? await freshSchema() : null;
    base = process.env.BASE_DIST
      ? await startShop(PORTS.base, {
          dist: process.env.BASE_DIST,
          env: { ...env, ...(baseDatabase ? { DATABASE_URL: baseDatabase.url } : {}) },
        })
      : null;
    pinServer(base?.pid);
    const session = await signInCookie(shop.url);
    const guests = customers();
    // Localities no store serves get the no-service page: still a page of the city, kept in the mix.
    const signedIn = guests.map((c) => ({ ...c, cookie: `${c.cookie}; ${session}` }));
    const cases = [
      { key: 'home', name: 'home, guests', path: '/', customers: guests },
      { key: 'signed', name: 'home, signed in', path: '/', customers: signedIn },
      { key: 'category', name: 'category page, guests', path: '/category/fruits', customers: guests },
    ].filter((c) => CASES.includes(c.key));
    trivial = await startTrivial();
    // The bare server answers each customer exactly what the shop answered them, in the same
    // encoding: recorded after a first pass, so as a page the shop already has for their zone.
    const recorded = { pages: {}, encodings: {}, customers: {} };
    for (const c of cases) for (const customer of c.customers) await get(`${shop.url}${c.path}`, customer.cookie);
    // The best-brotli copies of pages without a customer's texts are made after a page is kept.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const c of cases) {
      recorded.pages[c.path] ??= [];
      recorded.encodings[c.path] ??= [];
      const list = recorded.pages[c.path];
      for (const customer of c.customers) {
        const { bytes, encoding } = await get(`${shop.url}${c.path}`, customer.cookie);
        recorded.customers[customer.cookie] = list.length;
        recorded.encodings[c.path].push(encoding);
        list.push(bytes.toString('base64'));
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'farmcart-bare-pages-'));
    const file = join(dir, 'pages.json');
    writeFileSync(file, JSON.stringify(recorded));
    children.push(await forkServer('./bare-pages-server.mjs', file, PORTS.bare));
    rmSync(dir, { recursive: true, force: true });
    const targets = { shop: shop.url, bare: `http://127.0.0.1:${PORTS.bare}`, ceiling: trivial.url };
    if (base) {
      for (const c of cases) for (const customer of c.customers) await get(`${base.url}${c.path}`, customer.cookie);
      targets.base = base.url;
    }
    const order = Object.keys(targets);

    const rows = [];
    for (const c of PARTS.includes('pages') ? cases : []) {
      const cookies = c.customers.map((customer) => customer.cookie);
      const sizes = recorded.pages[c.path].map((b64) => Buffer.from(b64, 'base64').length);
      for (const name of order) run(targets[name], c.path, cookies, 2);
      const rps = Object.fromEntries(order.map((name) => [name, []]));
      const p99 = [];
      for (let round = 0; round < ROUNDS; round++) {
        const sequence = round % 2 === 0 ? order : [...order].reverse();
        for (const name of sequence) {
          const result = run(targets[name], c.path, cookies);
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${name} ${c.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          rps[name].push(result.rps);
          if (name === 'shop') p99.push(result.p99Ms);
        }
      }
      const row = {
        name: c.name,
        customers: c.customers.length,
        kb: `${Math.round(Math.min(...sizes) / 1024)}–${Math.round(Math.max(...sizes) / 1024)}`,
        shopRps: Math.round(median(rps.shop)),
        bareRps: Math.round(median(rps.bare)),
        ceiling: Math.round(median(rps.ceiling)),
        ratio: ratioOf(rps.shop, rps.bare, rps.ceiling),
        base: base ? ratioOf(rps.base, rps.bare, rps.ceiling) : null,
        p99: msSpread(p99),
        load: loadAverage(),
      };
      rows.push(row);
      console.log(
        `${engine} ${scale} ${c.name}: shop ${row.shopRps}/s, bare ${row.bareRps}/s, ceiling ${row.ceiling}/s, shop/bare ${row.ratio}` +
          (base ? `, base/bare ${row.base}` : '') +
          `, p99 ${row.p99}, load ${row.load}`,
      );
    }

    // Catalog calls from every customer's own point (the answer cache holds them by delivery zone,
    // decision 0290), and a signed-in call (store items with the customer's favourites filled in on the zone's shared answer, decision 0300).
    const points = guests.map((customer) => {
      const { lat, lng } = JSON.parse(decodeURIComponent(customer.cookie.slice(4).split(';')[0]));
      return { latitude: lat, longitude: lng };
    });
    const apiCases = [
      {
        name: 'API: home components, every customer’s own point',
        path: '/api/get-home-components',
        bodies: points.map((point) => ({ slug: 'home', ...point })),
        cookie: '',
      },
      {
        name: 'API: store items, signed in',
        path: '/api/get-restaurant-items/farmcart-kothrud',
        bodies: points.slice(0, 1).map((point) => ({ ...point })),
        cookie: session,
      },
    ];
    const apiRows = [];
    for (const c of PARTS.includes('api') ? apiCases : []) {
      const answers = [];
      for (const body of c.bodies) answers.push(await postBytes(`${shop.url}${c.path}`, body, c.cookie));
      // The bare server picks a body's bytes by the request's cookie header: each body's index there.
      const { dir, file } = bareAnswersFile(c.path, answers, (index) =>
        c.cookie ? `${c.cookie}; n=${index}` : `n=${index}`,
      );
      const bare = await forkServer('./bare-pages-server.mjs', file, PORTS.bare + 1);
      rmSync(dir, { recursive: true, force: true });
      try {
        const rps = { shop: [], bare: [], ceiling: [] };
        const p99 = [];
        const target = { shop: shop.url, bare: `http://127.0.0.1:${PORTS.bare + 1}`, ceiling: trivial.url };
        const names = Object.keys(target);
        for (const name of names) post(target[name], c.path, c.bodies, c.cookie, 2);
        for (let round = 0; round < ROUNDS; round++) {
          for (const name of round % 2 === 0 ? names : [...names].reverse()) {
            const result = post(target[name], c.path, c.bodies, c.cookie);
            if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name} ${c.path}: ${result.non2xx} non-2xx`);
            rps[name].push(result.rps);
            if (name === 'shop') p99.push(result.p99Ms);
          }
        }
        const row = {
          name: c.name,
          bodies: c.bodies.length,
          kb: `${Math.round(Math.min(...answers.map((a) => a.length)) / 1024)}–${Math.round(Math.max(...answers.map((a) => a.length)) / 1024)}`,
          shopRps: Math.round(median(rps.shop)),
          bareRps: Math.round(median(rps.bare)),
          ratio: ratioOf(rps.shop, rps.bare, rps.ceiling),
          p99: msSpread(p99),
        };
        apiRows.push(row);
        console.log(
          `${engine} ${scale} ${c.name}: shop ${row.shopRps}/s, bare ${row.bareRps}/s, shop/bare ${row.ratio}`,
        );
      } finally {
        bare.kill('SIGTERM');
        await new Promise((resolve) => bare.once('exit', resolve));
      }
    }

    // Orders: a signed-in customer places cash pickup orders of an item with unlimited stock, each
    // with its own idempotency key (writes: no bare comparison; orders per second and p99).
    const orders = PARTS.includes('orders') ? await placeOrders(shop.url, session) : null;
    if (orders) console.log(`${engine} ${scale} place-order: ${orders.rps}/s, p99 ${orders.p99}`);

    // Mixed load: pages and catalog calls of every locality at once, then the shop's memory.
    const mixedCalls = guests.flatMap((customer, index) => {
      const { lat, lng } = JSON.parse(decodeURIComponent(customer.cookie.slice(4).split(';')[0]));
      return index % 2 === 0
        ? [
            { path: '/api/get-home-components', body: { slug: 'home', latitude: lat, longitude: lng } },
            { path: '/api/get-delivery-restaurants', body: { latitude: lat, longitude: lng } },
          ]
        : [];
    });
    // Two page requests for each API call, every case's customers in turn.
    const mixed = [];
    for (const [index, call] of mixedCalls.entries()) {
      for (const c of cases) {
        const customer = c.customers[index % c.customers.length];
        mixed.push({ path: c.path, headers: { 'accept-encoding': ENCODING, cookie: customer.cookie } });
      }
      mixed.push({
        method: 'POST',
        path: call.path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call.body),
      });
    }
    if (PARTS.includes('mixed')) wrkRun(shop.url, mixed, { seconds: MIXED_SECONDS, connections: CONNECTIONS });
    const memory = memoryOf(shop.pid);
    console.log(
      `${engine} ${scale} after the mixed load: RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB; anonymous ${memory.anonMb} MB, file-backed ${memory.fileMb} MB)`,
    );
    if (process.env.HEAP_SNAPSHOT) {
      // The shop must run with SHOP_NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2; it writes into its cwd.
      process.kill(shop.pid, 'SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 20_000));
    }
    return { engine, scale, rows, apiRows, orders, memory };
  } finally {
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await trivial?.stop();
    await shop.stop();
    await base?.stop();
    await database?.drop();
    await baseDatabase?.drop();
  }
}

ensureWrk();
const results = [];
for (const scale of scales)
  for (const engine of engines) {
    const result = await measure(engine, scale);
    if (result) results.push(result);
  }

const date = new Date().toISOString().slice(0, 10);
const seedName = (r) => (r.scale === '1' ? '1×' : r.scale);
const table = [
  `## Pages (bench/pages.mjs, ${date})`,
  '',
  `Built server, run as \`npm run serve\` runs it (\`${serveCommand()}\`), with the demo shop, on this 2-core machine shared with other work (the load average is given beside each figure), loopback, ${placement()}. ` +
    `${POINTS} customers spread over the demo city, one in each of ${POINTS} localities taken evenly from its list, each at a point of their own within ~200 m of its centre ` +
    `and with an address text of their own (localities no store serves get the no-service page). Each throughput figure is a ${SECONDS} s unthrottled ` +
    `wrk run (1 thread, ${CONNECTIONS} connections, a Lua script cycling through the customers); pages are asked for with \`Accept-Encoding: ${ENCODING}\` (as Chromium asks) and API calls without compression; ` +
    `the shop and a bare node:http server answering every customer exactly the bytes the shop answered them, in the same encoding (each its own process) are measured ${ROUNDS} times in alternating order, and the ratio is given as median (min–max). ` +
    `wrk's ceiling is measured in every round beside them, on ${trivialServer}; a ratio counts only where bare stays below ${pct(CEILING_SHARE)} of the round's ceiling in every round. ` +
    `Then a ${MIXED_SECONDS} s mixed load (the pages and two catalog calls at every locality) and the shop's resident memory. ` +
    `Budget: ≥ 50 % of bare for the located home and the category page, RSS under 400 MB.`,
  '',
  `| Engine | Seed | wrk ceiling | Page | Customers | Page KB sent | Shop req/s | Bare req/s | Shop / bare |${process.env.BASE_DIST ? ' Earlier build / bare |' : ''} Shop p99 | Load average |`,
  `|---|---|---:|---|---:|---:|---:|---:|---:|${process.env.BASE_DIST ? '---:|' : ''}---:|---:|`,
  ...results.flatMap((r) =>
    r.rows.map(
      (row) =>
        `| ${r.engine} | ${seedName(r)} | ${row.ceiling} | ${row.name} | ${row.customers} | ${row.kb} | ${row.shopRps} | ${row.bareRps} | ${row.ratio} |${process.env.BASE_DIST ? ` ${row.base} |` : ''} ${row.p99} | ${row.load} |`,
    ),
  ),
  '',
  'Calls from each customer’s own point and signed in, against a bare server answering each request the same bytes; and orders placed by one signed-in customer (5 connections, cash, self-pickup, each with its own idempotency key: writes, so no bare figure).',
  '',
  '| Engine | Seed | Call | Distinct bodies | Answer KB | Shop req/s | Bare req/s | Shop / bare | Shop p99 |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ...results.flatMap((r) =>
    r.apiRows.map(
      (row) =>
        `| ${r.engine} | ${seedName(r)} | ${row.name} | ${row.bodies} | ${row.kb} | ${row.shopRps} | ${row.bareRps} | ${row.ratio} | ${row.p99} |`,
    ),
  ),
  ...results
    .filter((r) => r.orders)
    .map((r) => `| ${r.engine} | ${seedName(r)} | place-order | — | — | ${r.orders.rps} | — | — | ${r.orders.p99} |`),
  '',
  '| Engine | Seed | RSS after the mixed load | Peak RSS |',
  '|---|---|---:|---:|',
  ...results.map((r) => `| ${r.engine} | ${seedName(r)} | ${r.memory.rssMb} MB | ${r.memory.peakMb} MB |`),
].join('\n');
if (process.env.NO_WRITE) console.log(table);
else {
  writeSection('pages', table);
  console.log('Written to docs/benchmarks.md');
}
