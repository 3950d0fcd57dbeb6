// API benchmark (ARCHITECTURE.md budgets): catalog reads on the built server with
// the embedded database, beside a bare node:http server and a bare Hono server
// answering the same bytes, each in its own process, in the same run. Honest by
// construction: the targets are measured in alternating order, 3 rounds, and the
// spread is reported. Loopback only; every run is bounded in time. Usage:
//   npm run build && node bench/api.mjs
// Compare another build in the same run (e.g. the commit before a change):
//   BASE_ENTRY=/tmp/base/src/server/http/serve.ts BASE_CWD=/tmp/base node bench/api.mjs
// The list calls at 1×, 10× items and 10× stores (bench/lists.mjs; docs/benchmarks.md "Bounded lists"):
//   node bench/api.mjs lists
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop, writeSection } from './lib.mjs';

const PORTS = { shop: 4510, bare: 4511, hono: 4512, base: 4513 };
const SECONDS = 5;
const ROUNDS = 3;
const RATE = 500;
const CONNECTIONS = 20;
const kothrud = { latitude: 18.5074, longitude: 73.8077 };

const cases = [
  { name: 'delivery stores', path: '/api/get-delivery-restaurants', body: kothrud },
  { name: 'home components', path: '/api/get-home-components', body: { slug: 'home', ...kothrud } },
  { name: 'store items', path: null, body: kothrud },
];

function run(url, body, overallRate, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: CONNECTIONS,
        duration: seconds,
        ...(overallRate ? { overallRate } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function forkServer(script, file, port) {
  const child = fork(new URL(script, import.meta.url).pathname, [file, String(port)]);
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (value) => `${(value * 100).toFixed(0)} %`;
const spread = (values) => `${pct(median(values))} (${pct(Math.min(...values))}–${pct(Math.max(...values))})`;

if (process.argv[2] === 'lists') {
  const { listsBench } = await import('./lists.mjs');
  await listsBench();
  process.exit(0);
}

const shop = await startShop(PORTS.shop);
const base = process.env.BASE_ENTRY
  ? await startShop(PORTS.base, {
      entry: process.env.BASE_ENTRY,
      cwd: process.env.BASE_CWD,
      dist: join(process.env.BASE_CWD ?? '.', 'dist'),
    })
  : null;
const children = [];
try {
  const stores = JSON.parse((await post(`${shop.url}/api/get-delivery-restaurants`, kothrud)).toString());
  const storeSlug = stores[0]?.slug;
  if (!storeSlug) throw new Error('No store delivers to the benchmark point');
  cases[2].path = `/api/get-restaurant-items/${storeSlug}`;

  // The comparison servers answer each path with exactly the bytes the shop answered.
  const answers = new Map();
  for (const c of cases) answers.set(c.path, await post(`${shop.url}${c.path}`, c.body));
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries([...answers].map(([p, bytes]) => [p, bytes.toString('base64')]))),
  );
  children.push(await forkServer('./bare-server.mjs', file, PORTS.bare));
  children.push(await forkServer('./hono-server.mjs', file, PORTS.hono));
  rmSync(dir, { recursive: true, force: true });

  const targets = { shop: shop.url, bare: `http://127.0.0.1:${PORTS.bare}`, hono: `http://127.0.0.1:${PORTS.hono}` };
  if (base) targets.base = base.url;
  const order = Object.keys(targets);

  const rows = [];
  for (const c of cases) {
    // Warm-up (not recorded): the JIT and the catalog cache reach their steady state first.
    for (const name of order) await run(`${targets[name]}${c.path}`, c.body, RATE, 2);
    const rps = Object.fromEntries(order.map((name) => [name, []]));
    const p99 = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order of the targets between rounds, so drift favours none.
      const sequence = round % 2 === 0 ? order : [...order].reverse();
      for (const name of sequence) rps[name].push((await run(`${targets[name]}${c.path}`, c.body)).requests.average);
      p99.push((await run(`${shop.url}${c.path}`, c.body, RATE)).latency.p99);
    }
    const ratio = (name) => rps[name].map((value, index) => value / rps.bare[index]);
    const row = {
      name: c.name,
      bytes: answers.get(c.path).length,
      p99: `${median(p99)} ms (${Math.min(...p99)}–${Math.max(...p99)})`,
      shopRps: Math.round(median(rps.shop)),
      bareRps: Math.round(median(rps.bare)),
      shop: spread(ratio('shop')),
      hono: spread(ratio('hono')),
      base: base ? spread(ratio('base')) : null,
    };
    rows.push(row);
    console.log(
      `${c.name}: p99 at ${RATE}/s ${row.p99}; shop/bare ${row.shop}; hono/bare ${row.hono}` +
        (base ? `; base/bare ${row.base}` : ''),
    );
  }

  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `## API (bench/api.mjs, ${date})`,
    '',
    `Built server (one bundle, \`node dist/server/entry.mjs\`) with the embedded SQLite database and the demo shop, on this 2-core machine, loopback, ` +
      `a guest in Kothrud (cache hits of the catalog answer cache). Each throughput figure is a ${SECONDS} s unthrottled autocannon run with ${CONNECTIONS} connections; ` +
      `the shop, a bare node:http server and a bare Hono server (each its own process, answering the same bytes) are measured ${ROUNDS} times in alternating order ` +
      `and the ratios to bare are given as median (min–max). The p99 is the shop's at a fixed ${RATE} req/s, median (min–max) of ${ROUNDS} runs. ` +
      `Budget: p99 ≤ 15 ms at 500 req/s, throughput ≥ 50 % of the bare server.`,
    '',
    `| Call | Answer bytes | p99 at ${RATE}/s | Shop req/s | Bare req/s | Shop / bare | Hono (nothing else) / bare |${base ? ' Earlier build / bare |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|${base ? '---:|' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.bytes} | ${r.p99} | ${r.shopRps} | ${r.bareRps} | ${r.shop} | ${r.hono} |${base ? ` ${r.base} |` : ''}`,
    ),
  ].join('\n');
  writeSection('api', table);
  console.log('Written to docs/benchmarks.md');
} finally {
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await base?.stop();
  await shop.stop();
}
