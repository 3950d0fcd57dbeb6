// `node bench/api.mjs lists`: the list calls (store items, category items) on the demo
// shop as it is, with ten times the items (SEED_SCALE_ITEMS=10) and with ten times the
// stores (SEED_SCALE_STORES=10), each shop its own process beside a bare node:http server
// answering its bytes. Three rounds in alternating order; median (min–max). "Same request"
// repeats one body (the answer cache serves it); "spread" sends each request from another
// point within about 2 km of Kothrud, so every answer is computed (the answer cache misses;
// the catalog's 30 s caches of pages and items still help, as they do for real customers).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop, writeSection } from './lib.mjs';

const SECONDS = 5;
const ROUNDS = 3;
const CONNECTIONS = 20;
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };

const SCALES = [
  { name: '1×', env: {}, port: 4640, barePort: 4650 },
  { name: '10× items', env: { SEED_SCALE_ITEMS: '10' }, port: 4641, barePort: 4651 },
  { name: '10× stores', env: { SEED_SCALE_STORES: '10' }, port: 4642, barePort: 4652 },
];

const CASES = [
  { name: 'store items', path: '/api/get-restaurant-items/farmcart-kothrud', body: {} },
  { name: 'category items', path: '/api/get-category-items', body: { slug: 'fruits' } },
];

/** The i-th point of the spread: a fixed walk over a 4 km square around Kothrud, distinct each time. */
function spreadPoint(index) {
  return {
    latitude: Number((KOTHRUD.latitude + (((index * 7919) % 4001) - 2000) * 1e-5).toFixed(5)),
    longitude: Number((KOTHRUD.longitude + (((index * 104729) % 4003) - 2001) * 1e-5).toFixed(5)),
  };
}

let spreadIndex = 0;

function nextSpreadPoint() {
  spreadIndex += 1;
  return spreadPoint(spreadIndex);
}

function run(url, body, { spread = false } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...KOTHRUD, ...body }),
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(spread
          ? {
              requests: [
                {
                  setupRequest: (request) => ({
                    ...request,
                    body: JSON.stringify({ ...body, ...nextSpreadPoint() }),
                  }),
                },
              ],
            }
          : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} answers were not 2xx`));
        else resolve(result);
      },
    );
  });
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...KOTHRUD, ...body }),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function forkBare(answers, port) {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries([...answers].map(([p, bytes]) => [p, bytes.toString('base64')]))),
  );
  const child = fork(new URL('./bare-server.mjs', import.meta.url).pathname, [file, String(port)]);
  await new Promise((resolve) => child.once('message', resolve));
  rmSync(dir, { recursive: true, force: true });
  return child;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values, format) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const whole = (value) => String(Math.round(value));
const pct = (value) => `${(value * 100).toFixed(0)} %`;

/** Refuses to start beside another program on one of our ports (its answers would be measured as ours). */
async function ensureFree(port) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is in use: stop what listens there first.`);
}

export async function listsBench() {
  const shops = [];
  const bares = [];
  for (const scale of SCALES) {
    await ensureFree(scale.port);
    await ensureFree(scale.barePort);
  }
  try {
    for (const scale of SCALES) shops.push(await startShop(scale.port, { env: scale.env }));
    const answers = [];
    for (const [index, scale] of SCALES.entries()) {
      const recorded = new Map();
      for (const c of CASES) recorded.set(c.path, await post(`${shops[index].url}${c.path}`, c.body));
      answers.push(recorded);
      bares.push(await forkBare(recorded, scale.barePort));
    }
    const rows = [];
    for (const c of CASES) {
      const targets = SCALES.flatMap((scale, index) => [
        { key: `${scale.name}|shop`, url: `${shops[index].url}${c.path}` },
        { key: `${scale.name}|spread`, url: `${shops[index].url}${c.path}`, spread: true },
        { key: `${scale.name}|bare`, url: `http://127.0.0.1:${scale.barePort}${c.path}` },
      ]);
      // Warm-up (not recorded): the JIT and the caches reach their steady state first.
      for (const target of targets) await run(target.url, c.body, { spread: target.spread });
      const rps = Object.fromEntries(targets.map((target) => [target.key, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        const sequence = round % 2 === 0 ? targets : [...targets].reverse();
        for (const target of sequence) {
          rps[target.key].push((await run(target.url, c.body, { spread: target.spread })).requests.average);
        }
      }
      for (const [index, scale] of SCALES.entries()) {
        const shop = rps[`${scale.name}|shop`];
        const spread = rps[`${scale.name}|spread`];
        const bare = rps[`${scale.name}|bare`];
        const row = {
          call: c.name,
          scale: scale.name,
          bytes: answers[index].get(c.path).length,
          items: JSON.parse(answers[index].get(c.path).toString()),
          shop: range(shop, whole),
          ratio: range(
            shop.map((value, round) => value / bare[round]),
            pct,
          ),
          spread: range(spread, whole),
          spreadRatio: range(
            spread.map((value, round) => value / bare[round]),
            pct,
          ),
        };
        rows.push(row);
        console.log(
          `${c.name} ${scale.name}: ${row.bytes} B; shop ${row.shop} req/s (${row.ratio} of bare); spread ${row.spread}`,
        );
      }
    }
    const itemsOf = (answer) =>
      'items' in answer ? answer.items.length : answer.categories.reduce((sum, group) => sum + group.items.length, 0);
    const date = new Date().toISOString().slice(0, 10);
    writeSection(
      'lists',
      [
        `## Bounded lists (bench/api.mjs lists, ${date})`,
        '',
        `Built server, embedded SQLite, this 2-core machine, loopback, a guest in Kothrud: the first page of FarmCart Kothrud's items and of Fruits, ` +
          `on the demo shop (1×), with ten times its items (\`SEED_SCALE_ITEMS=10\`) and with ten times its stores (\`SEED_SCALE_STORES=10\`), ` +
          `each shop its own process beside a bare node:http server answering the same bytes. ${SECONDS} s autocannon runs with ${CONNECTIONS} connections, ` +
          `${ROUNDS} rounds in alternating order, median (min–max). "Same request": one body repeated (the answer cache serves it). ` +
          `"Spread": every request from another point within about 2 km of Kothrud, so every answer is computed. Page size 24 (\`PAGE_SIZE\`, src/domain/lists.ts).`,
        '',
        '| Call | Catalog | Answer bytes | Items | Same request req/s | Same request / bare | Spread req/s | Spread / bare |',
        '|---|---|---:|---:|---:|---:|---:|---:|',
        ...rows.map(
          (r) =>
            `| ${r.call} | ${r.scale} | ${r.bytes} | ${itemsOf(r.items)} | ${r.shop} | ${r.ratio} | ${r.spread} | ${r.spreadRatio} |`,
        ),
      ].join('\n'),
    );
    console.log('Written to docs/benchmarks.md');
  } finally {
    for (const child of bares) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    for (const shop of shops) await shop.stop();
  }
}
