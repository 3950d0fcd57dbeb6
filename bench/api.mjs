// API benchmark (docs/architecture.md "Performance budgets"): the location-dependent catalogue calls of the built
// server, each asked from 200 distinct points spread over the demo city (as customers ask them),
// beside a bare node:http server answering every request exactly the bytes the shop answered it,
// each in its own process, in the same run. The load is wrk's (bench/wrk.mjs): its ceiling on this
// machine is measured in every round (a trivial bare server), and a ratio counts only where bare
// stays below 70 % of it.
// 3 rounds, each on a fresh launch of the shop and of the bare server, the targets taking turns in
// 1 s slices within a round; the spread is reported; the p99 is the shop's at a fixed 500 req/s.
// On SQLite, and on PostgreSQL when one answers (TEST_DATABASE_URL, a fresh schema, dropped after). Loopback only; every run is bounded in time. Usage:
//   npm run build && node bench/api.mjs
// Options: ENGINES=sqlite,postgres  SECONDS=5  POINTS=200  NO_WRITE=1 (print only)
//   CALLS=regex (only the calls whose name matches; print only, as NO_WRITE)
//   BASE_DIST=/other/dist (another build, measured alternately beside this one: before and after)
//   BARE_HEADERS=1 (a second bare server beside the first, sending each answer with the shop's own
//   header lines but the date, the request id and the connection's: printed, the table unchanged)
// The list calls at 1×, 10× items and 10× stores (bench/lists.mjs; docs/benchmarks.md "Bounded lists"):
//   node bench/api.mjs lists
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { placeRows } from '../src/server/seed/demo/places.ts';
import { bareAnswersFile, signInCookie, startShop, writeSection } from './lib.mjs';
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

const PORTS = { shop: 4510, bare: 4511, base: 4513, bareHeaders: 4514 };
const SECONDS = Number(process.env.SECONDS ?? 5);
const POINTS = Number(process.env.POINTS ?? 200);
const ROUNDS = 3;
const RATE = 500;
const CONNECTIONS = 20;
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';
const engines = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
/** CALLS=regex: only those calls (a partial run: printed, never written over the whole table). */
const CALLS = process.env.CALLS ? new RegExp(process.env.CALLS) : null;
const BARE_HEADERS = process.env.BARE_HEADERS === '1';

if (process.argv[2] === 'lists') {
  const { listsBench } = await import('./lists.mjs');
  await listsBench();
  process.exit(0);
}

/** POINTS points spread over the city's localities, a few around each centre (within ~300 m). */
function points() {
  const places = placeRows().filter((p) => p.city === 'Pune');
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: POINTS }, (_, n) => {
    const place = places[n % places.length];
    return {
      latitude: Number((place.latitude + (random() - 0.5) * 0.006).toFixed(6)),
      longitude: Number((place.longitude + (random() - 0.5) * 0.006).toFixed(6)),
    };
  });
}

async function post(url, body, tries = 2, cookie = '') {
  // A kept-alive connection the shop has just closed (it gives idle ones way, decision 0288): once more.
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  }).catch((error) => (tries > 1 ? null : Promise.reject(error)));
  if (!response) return post(url, body, tries - 1, cookie);
  // The shop's header lines but those every server writes per answer or per connection.
  const headers = [...response.headers].filter(
    ([name]) => !['date', 'x-request-id', 'connection', 'keep-alive', 'content-length'].includes(name),
  );
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers };
}

/** The cookie of a case's body: its index for the bare server (`n=`), after the session of a signed-in case. */
const cookieOf = (session, index) => (session ? `${session}; n=${index}` : `n=${index}`);

/** The requests of a case: one POST per body, told apart for the bare server by `n=` in the cookie. */
function requestsOf(path, bodies, session) {
  return bodies.map((body, index) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', cookie: cookieOf(session, index) },
    body: JSON.stringify(body),
  }));
}

async function forkServer(script, file, port) {
  const child = fork(new URL(script, import.meta.url).pathname, [file, String(port)]);
  await new Promise((resolve) => child.once('message', resolve));
  pinServer(child.pid);
  return child;
}

/**
 * The CPU time a process has used (user and system, all its threads), in µs: a server's CPU time
 * per answer moves far less than its rate when other work shares the machine (bench/page-path.mjs).
 */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: (Number(fields[11]) * 1e6) / 100, sys: (Number(fields[12]) * 1e6) / 100 };
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
  const schema = `bench_api_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
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

/** The cases, with slugs the demo shop has at the first point that a store serves. */
async function casesAt(shopUrl, spreadPoints) {
  let home = null;
  for (const point of spreadPoints) {
    const stores = JSON.parse((await post(`${shopUrl}/api/get-delivery-restaurants`, point)).bytes.toString());
    if (stores.length > 0) {
      home = { point, stores };
      break;
    }
  }
  if (!home) throw new Error('No store delivers to any benchmark point');
  const categories = JSON.parse((await post(`${shopUrl}/api/get-item-categories`, home.point)).bytes.toString());
  const sections = JSON.parse(
    (await post(`${shopUrl}/api/get-dynamic-featured-sections`, home.point)).bytes.toString(),
  );
  const store = home.stores[0];
  const category = categories[0];
  const section = sections[0];
  const each = (extra) => spreadPoints.map((point) => ({ ...extra, ...point }));
  const session = await signInCookie(shopUrl);
  return [
    { name: 'home components', path: '/api/get-home-components', bodies: each({ slug: 'home' }) },
    { name: 'home components, signed in', path: '/api/get-home-components', bodies: each({ slug: 'home' }), session },
    { name: 'dynamic featured sections', path: '/api/get-dynamic-featured-sections', bodies: each({}) },
    ...(section
      ? [
          {
            name: `featured section (${section.slug})`,
            path: `/api/get-dynamic-featured-section/${section.slug}`,
            bodies: each({}),
          },
        ]
      : []),
    { name: 'featured items', path: '/api/get-featured-items', bodies: each({}) },
    { name: 'deals', path: '/api/get-deal-items', bodies: each({}) },
    { name: 'delivery stores', path: '/api/get-delivery-restaurants', bodies: each({}) },
    { name: `store items (${store.slug})`, path: `/api/get-restaurant-items/${store.slug}`, bodies: each({}) },
    {
      name: `store items (${store.slug}), signed in`,
      path: `/api/get-restaurant-items/${store.slug}`,
      bodies: each({}),
      session,
    },
    ...(category
      ? [
          {
            name: `category items (${category.slug})`,
            path: '/api/get-category-items',
            bodies: each({ slug: category.slug }),
          },
        ]
      : []),
  ];
}

/** The shop (and BASE_DIST's build beside it), launched afresh on a database of its own. */
async function launch(engine) {
  const databases = [];
  const launched = [];
  const stop = async () => {
    for (const server of launched) await server.stop();
    for (const database of databases) await database.drop();
  };
  try {
    const shopDatabase = engine === 'postgres' ? await freshSchema() : null;
    if (shopDatabase) databases.push(shopDatabase);
    const shop = await startShop(PORTS.shop, { env: shopDatabase ? { DATABASE_URL: shopDatabase.url } : {} });
    launched.push(shop);
    pinServer(shop.pid);
    // Another build, on a database of its own, measured alternately beside this one.
    let base = null;
    if (process.env.BASE_DIST) {
      const baseDatabase = engine === 'postgres' ? await freshSchema() : null;
      if (baseDatabase) databases.push(baseDatabase);
      base = await startShop(PORTS.base, {
        dist: process.env.BASE_DIST,
        env: baseDatabase ? { DATABASE_URL: baseDatabase.url } : {},
      });
      launched.push(base);
      pinServer(base.pid);
    }
    return { shop, base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * One round of one call: the bare server (a fresh process) answers each body exactly the bytes this
 * launch of the shop answered it (errors included); each target runs once, in the round's order,
 * then the shop at the fixed rate and the same fixed-rate run against the trivial server.
 */
async function roundOf(c, round, { shop, base, trivial }, into) {
  const answers = [];
  const headerLines = [];
  for (const [index, body] of c.bodies.entries()) {
    const { status, bytes, headers } = await post(`${shop.url}${c.path}`, body, 2, cookieOf(c.session, index));
    into.statuses.add(status);
    answers.push(bytes);
    headerLines.push(headers);
  }
  into.sizes.push(...answers.map((bytes) => bytes.length));
  const { dir, file } = bareAnswersFile(c.path, answers, (index) => cookieOf(c.session, index));
  const bare = await forkServer('./bare-pages-server.mjs', file, PORTS.bare);
  let bareHeaders = null;
  if (BARE_HEADERS) {
    const withHeaders = bareAnswersFile(c.path, answers, (index) => cookieOf(c.session, index), headerLines);
    bareHeaders = await forkServer('./bare-pages-server.mjs', withHeaders.file, PORTS.bareHeaders);
    rmSync(withHeaders.dir, { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  try {
    const requests = requestsOf(c.path, c.bodies, c.session);
    // The earlier build has a database of its own: a signed-in case signs in there too.
    const baseRequests = base && c.session ? requestsOf(c.path, c.bodies, await signInCookie(base.url)) : requests;
    const requestsTo = (name) => (name === 'base' ? baseRequests : requests);
    const targets = { shop: shop.url, bare: `http://127.0.0.1:${PORTS.bare}`, ceiling: trivial.url };
    if (base) targets.base = base.url;
    if (bareHeaders) targets.bareHeaders = `http://127.0.0.1:${PORTS.bareHeaders}`;
    const order = Object.keys(targets);
    // Warm-up (not recorded): the JIT and the caches reach their steady state first.
    for (const name of order) wrkRun(targets[name], requestsTo(name), { seconds: 2, connections: CONNECTIONS });
    const pids = { shop: shop.pid, bare: bare.pid, base: base?.pid, bareHeaders: bareHeaders?.pid };
    // SECONDS of each target in 1 s slices, the targets taking turns (the order reversed every other
    // slice): this machine's own speed drifts by a quarter within a minute (the trivial server's
    // rate from round to round), so targets measured 5 s apart each met another machine.
    const totals = Object.fromEntries(order.map((name) => [name, { requests: 0, seconds: 0, cpu: 0, sys: 0 }]));
    for (let slice = 0; slice < SECONDS; slice++) {
      for (const name of (round + slice) % 2 === 0 ? order : [...order].reverse()) {
        const before = pids[name] ? cpuMicros(pids[name]) : null;
        const result = wrkRun(targets[name], requestsTo(name), { seconds: 1, connections: CONNECTIONS });
        if (result.errors > 0) throw new Error(`${name} ${c.path}: ${result.errors} socket errors`);
        const total = totals[name];
        total.requests += result.requests;
        total.seconds += result.requests / result.rps;
        if (pids[name] && before) {
          const after = cpuMicros(pids[name]);
          total.cpu += after.user - before.user + after.sys - before.sys;
          total.sys += after.sys - before.sys;
        }
      }
    }
    for (const name of order) {
      const total = totals[name];
      into.rps[name] = [...(into.rps[name] ?? []), total.requests / total.seconds];
      if (pids[name]) {
        into.cpu[name] = [
          ...(into.cpu[name] ?? []),
          { total: total.cpu / total.requests, sys: total.sys / total.requests },
        ];
      }
    }
    const fixed = wrkRun(shop.url, requests, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      rate: RATE,
      maxRequests: RATE * SECONDS,
    });
    into.p99.push(fixed.p99Ms);
    into.loads.push(loadAverage());
    // The fixed rate's own ceiling: what the same run holds, and its p99, against the trivial server.
    into.fixedCeiling.push(
      wrkRun(trivial.url, requests, {
        seconds: SECONDS,
        connections: CONNECTIONS,
        rate: RATE,
        maxRequests: RATE * SECONDS,
      }),
    );
    const last = (name) => Math.round(into.rps[name].at(-1));
    console.log(
      `  round ${round + 1}, ${c.name}: shop ${last('shop')}/s, bare ${last('bare')}/s, ceiling ${last('ceiling')}/s` +
        `${base ? `, base ${last('base')}/s` : ''}; p99 at ${RATE}/s ${fixed.p99Ms.toFixed(1)} ms`,
    );
  } finally {
    for (const child of [bare, bareHeaders]) {
      if (!child) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

/**
 * Every call, ROUNDS times, each round on a fresh launch of the shop (and of each bare server): one
 * launch's rate can sit up to a quarter from another's for the same code (V8's state of Node's own
 * stream and tick functions differs from launch to launch, decision 0307), so a round per launch
 * makes the spread the launches' too, and the median no one launch's luck.
 */
async function measure(engine) {
  if (engine === 'postgres') {
    const probe = await freshSchema();
    if (!probe) {
      console.log(`No PostgreSQL answers at ${new URL(POSTGRES_URL).host}: skipping it`);
      return null;
    }
    await probe.drop();
  }
  const trivial = await startTrivial();
  const seen = new Map();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const launched = await launch(engine);
      try {
        const cases = (await casesAt(launched.shop.url, points())).filter((c) => CALLS === null || CALLS.test(c.name));
        for (const c of cases) {
          if (round > 0 && !seen.has(c.name)) throw new Error(`${engine}: ${c.name} was not asked in the first round`);
          if (!seen.has(c.name)) {
            seen.set(c.name, {
              c,
              statuses: new Set(),
              sizes: [],
              rps: {},
              cpu: {},
              p99: [],
              fixedCeiling: [],
              loads: [],
            });
          }
          await roundOf(c, round, { ...launched, trivial }, seen.get(c.name));
        }
      } finally {
        await launched.stop();
      }
    }
  } finally {
    await trivial.stop();
  }
  const rows = [];
  for (const { c, statuses, sizes, rps, cpu, p99, fixedCeiling, loads } of seen.values()) {
    const row = {
      name: c.name,
      bodies: c.bodies.length,
      statuses: [...statuses].sort().join(', '),
      kb: `${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)}`,
      shopRps: Math.round(median(rps.shop)),
      bareRps: Math.round(median(rps.bare)),
      ceiling: Math.round(median(rps.ceiling)),
      ratio: ratioOf(rps.shop, rps.bare, rps.ceiling),
      base: rps.base ? ratioOf(rps.base, rps.bare, rps.ceiling) : null,
      p99: msSpread(p99),
      held: `${Math.round(median(fixedCeiling.map((run) => run.rps)))}/s, p99 ${msSpread(fixedCeiling.map((run) => run.p99Ms))}`,
      load: loads.join(', '),
      cpu: Object.entries(cpu)
        .map(([name, runs]) => {
          const each = runs.map((run) => run.total.toFixed(1)).join(', ');
          return `${name} ${median(runs.map((run) => run.total)).toFixed(1)} (${each}; system ${median(runs.map((run) => run.sys)).toFixed(1)})`;
        })
        .join(', '),
    };
    rows.push(row);
    console.log(
      `${engine} ${c.name}: shop ${row.shopRps}/s, bare ${row.bareRps}/s, ceiling ${row.ceiling}/s, shop/bare ${row.ratio}` +
        (rps.base ? `, base/bare ${row.base}` : '') +
        (rps.bareHeaders
          ? `, shop/bare with the shop's header lines ${ratioOf(rps.shop, rps.bareHeaders, rps.ceiling)}` +
            (rps.base ? ` (base ${ratioOf(rps.base, rps.bareHeaders, rps.ceiling)})` : '')
          : '') +
        `; p99 at ${RATE}/s ${row.p99} (the fixed rate against the trivial server: ${row.held}); server CPU µs per answer ${row.cpu}; load ${row.load}`,
    );
  }
  return { engine, rows };
}

ensureWrk();
const results = [];
for (const engine of engines) {
  const result = await measure(engine);
  if (result) results.push(result);
}

const date = new Date().toISOString().slice(0, 10);
const withBase = Boolean(process.env.BASE_DIST);
const table = [
  `## API from spread points (bench/api.mjs, ${date})`,
  '',
  `Built server (\`node dist/server/entry.mjs\` with \`npm run serve\`'s flags) with the demo shop, on this 2-core machine shared with other work (the load average is given beside each figure), loopback, ${placement()}. ` +
    `Each location-dependent catalogue call is asked from ${POINTS} distinct points spread over the demo city's localities (a few within ~300 m of each centre), as customers ask. ` +
    `Each throughput figure is ${SECONDS} s of unthrottled wrk (1 thread, ${CONNECTIONS} connections, a Lua script cycling through the bodies) in 1 s slices, the targets taking turns slice by slice (the order reversed every other slice), as this machine's own speed drifts within a minute; ` +
    `the shop and a bare node:http server answering every body exactly the bytes the shop answered it (each its own process) are measured ${ROUNDS} times in alternating order, each round on a fresh launch of both (a launch's rate can sit up to a quarter from another's, decision 0307), ` +
    `and the ratio is given as median (min–max). wrk's ceiling is measured in every round beside them, on ${trivialServer}; a ratio counts only where bare stays below ${pct(CEILING_SHARE)} of the round's ceiling in every round. ` +
    `The p99 is the shop's at a fixed ${RATE} req/s (wrk's per-connection delay), median (min–max) of ${ROUNDS} runs; the same fixed-rate run against the trivial server gives that method's own ceiling (the rate it holds, and its p99). ` +
    `Budget: throughput ≥ 50 % of bare, p99 ≤ 15 ms at ${RATE} req/s.`,
  '',
  `| Engine | wrk ceiling | Call | Points | Answer KB | Shop req/s | Bare req/s | Shop / bare |${withBase ? ' Earlier build / bare |' : ''} p99 at ${RATE}/s | Fixed rate on the trivial server | Load average, each round |`,
  `|---|---:|---|---:|---:|---:|---:|---:|${withBase ? '---:|' : ''}---:|---:|---:|`,
  ...results.flatMap((r) =>
    r.rows.map(
      (row) =>
        `| ${r.engine} | ${row.ceiling} | ${row.name} | ${row.bodies} | ${row.kb} | ${row.shopRps} | ${row.bareRps} | ${row.ratio} |${withBase ? ` ${row.base} |` : ''} ${row.p99} | ${row.held} | ${row.load} |`,
    ),
  ),
].join('\n');
if (process.env.NO_WRITE || CALLS) console.log(table);
else {
  writeSection('api', table);
  console.log('Written to docs/benchmarks.md');
}
