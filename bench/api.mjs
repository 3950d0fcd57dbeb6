// API benchmark (ARCHITECTURE.md budgets): catalog reads on the built server with
// the embedded database, beside a bare node:http server answering the same bytes
// in the same run. Loopback only; every run is bounded in time. Usage:
//   npm run build && node bench/api.mjs
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop, writeSection } from './lib.mjs';

const SHOP_PORT = 4510;
const BARE_PORT = 4511;
const SECONDS = 8;
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

const shop = await startShop(SHOP_PORT);
let bare;
try {
  const stores = await (
    await fetch(`${shop.url}/api/get-delivery-restaurants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(kothrud),
    })
  ).json();
  const storeSlug = stores[0]?.slug;
  if (!storeSlug) throw new Error('No store delivers to the benchmark point');
  cases[2].path = `/api/get-restaurant-items/${storeSlug}`;

  // The bare server answers each path with exactly the bytes the shop answered.
  const answers = new Map();
  for (const c of cases) {
    const response = await fetch(`${shop.url}${c.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(c.body),
    });
    if (!response.ok) throw new Error(`${c.path} answered ${response.status}`);
    answers.set(c.path, Buffer.from(await response.arrayBuffer()));
  }
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries([...answers].map(([path, bytes]) => [path, bytes.toString('base64')]))),
  );
  bare = fork(new URL('./bare-server.mjs', import.meta.url).pathname, [file, String(BARE_PORT)]);
  await new Promise((resolve) => bare.once('message', resolve));
  rmSync(dir, { recursive: true, force: true });

  const rows = [];
  // Warm-up (not recorded): the JIT and the catalog cache reach their steady state first.
  for (const c of cases) await run(`${shop.url}${c.path}`, c.body, RATE, 3);
  for (const c of cases) {
    const atRate = await run(`${shop.url}${c.path}`, c.body, RATE);
    const shopMax = await run(`${shop.url}${c.path}`, c.body);
    const bareMax = await run(`http://127.0.0.1:${BARE_PORT}${c.path}`, c.body);
    const row = {
      name: c.name,
      bytes: answers.get(c.path).length,
      rateP50: atRate.latency.p50,
      rateP99: atRate.latency.p99,
      rateErrors: atRate.errors + atRate.non2xx,
      shopRps: Math.round(shopMax.requests.average),
      bareRps: Math.round(bareMax.requests.average),
    };
    row.ratio = row.shopRps / row.bareRps;
    rows.push(row);
    console.log(
      `${c.name}: at ${RATE} req/s p50 ${row.rateP50} ms, p99 ${row.rateP99} ms (${row.rateErrors} errors); ` +
        `max ${row.shopRps} req/s vs bare ${row.bareRps} req/s (${(row.ratio * 100).toFixed(0)} %)`,
    );
  }

  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `## API (bench/api.mjs, ${date})`,
    '',
    `Built server with the embedded SQLite database and the demo shop, on this 2-core machine, loopback. ` +
      `After a 3 s warm-up per call, each figure is one ${SECONDS} s autocannon run with ${CONNECTIONS} connections; the latency columns are at a fixed ${RATE} req/s, ` +
      `the throughput columns unthrottled, beside a bare node:http server (its own process, like the shop) answering the same bytes in the same run. ` +
      `Budget: p99 ≤ 15 ms at 500 req/s, throughput ≥ 50 % of the bare server.`,
    '',
    '| Call | Answer bytes | p50 at 500/s | p99 at 500/s | Errors | Shop req/s | Bare req/s | Shop / bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.bytes} | ${r.rateP50} ms | ${r.rateP99} ms | ${r.rateErrors} | ${r.shopRps} | ${r.bareRps} | ${(r.ratio * 100).toFixed(0)} % |`,
    ),
  ].join('\n');
  writeSection('api', table);
  console.log('Written to docs/benchmarks.md');
} finally {
  if (bare) {
    bare.kill('SIGTERM');
    await new Promise((resolve) => bare.once('exit', resolve));
  }
  await shop.stop();
}
