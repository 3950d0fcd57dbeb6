// What each piece of the shop's server costs on a cached page's path (decision 0301): the built
// shop and an experiment server (page-path-server.mjs) answering the shop's recorded bytes and
// header list, from bare up to everything serve.ts does before the page cache answers, one layer
// more at each step, alternating in every round, all pinned as bench/wrk.mjs pins them. The 20
// customers of bench/profile-page.mjs (each an address of their own, Chromium's Accept-Encoding).
//   npm run build && node bench/page-path.mjs [path]   (path: / by default; ROUNDS=3, SECONDS=3, ONLY, SHOP=0, BASE_DIST)
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { placeRows } from '../src/server/seed/demo/places.ts';
import { startShop } from './lib.mjs';
import { ensureWrk, loadAverage, pinServer, placement, wrkRun } from './wrk.mjs';

const path = process.argv[2] ?? '/';
/** ONLY=regex: the variants whose layers (joined with commas) match it, and bare. */
const only = process.env.ONLY ? new RegExp(`^$|${process.env.ONLY}`) : null;
/** SHOP=0: the experiment's variants only. */
const withShop = process.env.SHOP !== '0';
const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS ?? 3);
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
const requests = cookies.map((cookie) => ({ path, headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } }));

/** One answer's raw headers and body, as sent. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ raw: res.rawHeaders, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** Each variant adds one piece to the one before it; `idinlist` is `requestid` as the cached page sends it now. */
const VARIANTS = [
  ['bare (bare-pages-server.mjs)', []],
  ['+ answered at once', ['direct']],
  ["+ the shop's header list", ['direct', 'heads']],
  ['+ SecuredResponse', ['direct', 'heads', 'secured']],
  ['+ request id set before writeHead', ['direct', 'heads', 'secured', 'requestid']],
  ['+ request id in the list instead', ['direct', 'heads', 'secured', 'idinlist']],
  ['+ connection shares and tracking', ['direct', 'heads', 'secured', 'idinlist', 'shares']],
  ['+ timeouts', ['direct', 'heads', 'secured', 'idinlist', 'shares', 'timeouts']],
  ["+ serve.ts's steps before the cache", ['direct', 'heads', 'secured', 'idinlist', 'shares', 'timeouts', 'hops']],
];

ensureWrk();
const shop = await startShop(4540);
// BASE_DIST: an earlier build, measured beside this one in every round.
const base = process.env.BASE_DIST ? await startShop(4542, { dist: process.env.BASE_DIST }) : null;
// The page cached for every customer, and its brotli copy made (queued after the rendering).
for (let pass = 0; pass < 3; pass++) {
  for (const r of requests) await get(`${shop.url}${path}`, r.headers);
  for (const r of base ? requests : []) await get(`${base.url}${path}`, r.headers);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}
const sample = await get(`${shop.url}${path}`, requests[0].headers);
const skipped = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding']);
const headers = [];
for (let i = 0; i < sample.raw.length; i += 2) {
  if (!skipped.has(sample.raw[i].toLowerCase())) headers.push([sample.raw[i], sample.raw[i + 1]]);
}
const dir = mkdtempSync(join(tmpdir(), 'farmcart-page-path-'));
const file = join(dir, 'page.json');
writeFileSync(file, JSON.stringify({ headers, body: sample.body.toString('base64') }));
const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
console.log(
  `${path}: ${sample.body.length} bytes of body, ${headers.length} headers of ${headerBytes} bytes (without date, connection, keep-alive, the request id); ${placement()}`,
);
pinServer(shop.pid);
pinServer(base?.pid);

/**
 * The CPU time a process has used (user and system, all its threads), in µs: a server's CPU time
 * per answer moves far less than its rate when other work shares the machine.
 */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/** A measured run: req/s, and the server's CPU µs per answer. */
function measure(url, pid) {
  const before = cpuMicros(pid);
  const run = wrkRun(url, requests, { seconds });
  return { rps: run.rps, cpu: (cpuMicros(pid) - before) / run.requests, load: loadAverage() };
}

async function startExperiment(layers, port) {
  const child = fork(new URL('./page-path-server.mjs', import.meta.url).pathname, [file, String(port)], {
    env: { ...process.env, LAYERS: layers.join(',') },
  });
  await new Promise((resolve) => child.once('message', resolve));
  pinServer(child.pid);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const results = new Map();
const note = (name, value) => results.set(name, [...(results.get(name) ?? []), value]);
wrkRun(shop.url, requests, { seconds: 2 });
if (base) wrkRun(base.url, requests, { seconds: 2 });
for (let round = 0; round < rounds; round++) {
  for (const [name, layers] of VARIANTS.filter(([, layers]) => only === null || only.test(layers.join(',')))) {
    const server = await startExperiment(layers, 4541);
    wrkRun(server.url, requests, { seconds: 1 });
    note(name, measure(server.url, server.pid));
    await server.stop();
  }
  if (withShop) {
    note('the shop (built)', measure(shop.url, shop.pid));
    if (base) note('the earlier build (BASE_DIST)', measure(base.url, base.pid));
  }
  console.log(`round ${round + 1} done, load average ${loadAverage()}`);
}
await shop.stop();
await base?.stop();
rmSync(dir, { recursive: true, force: true });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values, digits) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
const bareRuns = results.get('bare (bare-pages-server.mjs)');
const bare = median(bareRuns.map((r) => r.rps));
const bareCpu = median(bareRuns.map((r) => r.cpu));
console.log(
  `\n| Server | req/s, median (min–max) | of bare | server CPU µs per answer | more than bare | load averages |\n|---|---:|---:|---:|---:|---|`,
);
for (const [name, runs] of results) {
  const rps = runs.map((r) => r.rps);
  const cpu = runs.map((r) => r.cpu);
  console.log(
    `| ${name} | ${spread(rps, 0)} | ${Math.round((100 * median(rps)) / bare)} % | ${spread(cpu, 1)} | ${(median(cpu) - bareCpu).toFixed(1)} | ${runs.map((r) => r.load).join(', ')} |`,
  );
}
