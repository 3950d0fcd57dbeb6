// `node bench/import-lag.mjs`: what another client waits while six catalogue files are checked at
// once (decision 0320). One process, as the shop runs: a fresh SQLite database of the demo shop, the
// console's check service (no HTTP for the checks), and beside it a node:http server answering a
// small JSON answer, which another process asks every 10 ms over one keep-alive connection. Six
// members check a 19,990-line file (about 4.3 MB) of FarmCart Kothrud at once; the other client's
// waits during the checks are its p50, p99 and longest; and, each round, its waits for 5 s while
// nothing is checked (what the machine's own load costs it). 3 rounds. `BASE_SRC=/other/src` measures
// another tree's services too, by turns with this one (the code before a change: that commit's src
// unpacked beside a link to node_modules, e.g. `git archive <commit> src | tar -x -C /tmp/base`).
// Writes its section of docs/benchmarks.md unless NO_WRITE=1.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeSection } from './lib.mjs';

const LINES = 19_990;
const CHECKS = 6;
const ROUNDS = 3;
const EVERY_MS = 10;
const STORE = 1;

if (process.argv[2] === 'client') {
  const url = process.argv[3];
  const waits = [];
  let stopped = false;
  process.on('message', (message) => {
    if (message === 'mark') waits.length = 0;
    if (message === 'stop') stopped = true;
  });
  process.send('ready');
  while (!stopped) {
    const start = performance.now();
    await fetch(url).then((response) => response.text());
    waits.push(performance.now() - start);
    await new Promise((done) => setTimeout(done, Math.max(0, EVERY_MS - (performance.now() - start))));
  }
  process.send({ waits });
  process.exit(0);
}

/** The services of the tree at `src`. */
async function treeAt(src) {
  return {
    ...(await import(join(src, 'server/context.ts'))),
    ...(await import(join(src, 'server/shop-database.ts'))),
    ...(await import(join(src, 'server/services/catalogue/staff-catalogue-csv.ts'))),
    ...(await import(join(src, 'domain/catalogue/csv-catalogue.ts'))),
  };
}

const trees = [{ name: 'this tree', src: resolve(new URL('../src', import.meta.url).pathname) }];
if (process.env.BASE_SRC) trees.unshift({ name: 'before', src: resolve(process.env.BASE_SRC) });
for (const tree of trees) tree.services = await treeAt(tree.src);
const { CATALOGUE_COLUMNS } = trees[0].services;

/** A file of `lines` new items, about 215 bytes a line, as a large shop's export is. */
function fileOf(lines) {
  const values = {
    store_slug: () => 'farmcart-kothrud',
    item_slug: (index) => `bench-lag-item-${index}-kothrud`,
    item_name: (index) => `Bench item ${index} fresh organic produce from our partner farms`,
    item_name_mr: () => 'ताजी सेंद्रिय भाजी',
    category_slug: () => 'vegetables',
    veg: () => 'yes',
    active: () => 'yes',
    variant_name: () => '500 g',
    unit: () => 'g',
    measurement: () => '500',
    price: () => '40.00',
    sale_price: () => '36.00',
    member_price: () => '',
    stock: () => '25',
    infinite: () => 'no',
    negative_allowed: () => 'no',
    default: () => 'yes',
    variant_id: () => '',
  };
  const row = (index) => CATALOGUE_COLUMNS.map((column) => values[column]?.(index) ?? '').join(',');
  return `${[CATALOGUE_COLUMNS.join(','), ...Array.from({ length: lines }, (_, index) => row(index + 1))].join('\r\n')}\r\n`;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function round(file, { createContext, openShopDatabase, checkCatalogueImport }, idleMs) {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bench-lag-'));
  const database = await openShopDatabase({ PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: dir });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const client = fork(new URL(import.meta.url).pathname, ['client', `http://127.0.0.1:${server.address().port}/`]);
  try {
    const ctx = createContext(database);
    await new Promise((done) => client.once('message', done));
    await new Promise((done) => setTimeout(done, 500));
    client.send('mark');
    const start = performance.now();
    // No checks: the other client's waits on this machine as it is, for as long.
    if (idleMs !== undefined) await new Promise((done) => setTimeout(done, idleMs));
    const answers = await Promise.all(
      Array.from({ length: idleMs === undefined ? CHECKS : 0 }, (_, index) =>
        checkCatalogueImport(
          ctx,
          { id: 100 + index, name: 'Bench', email: 'b@example.in', session_id: 0, role: 'admin', store_ids: [] },
          { store_id: STORE, file },
        ),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    const { waits } = await new Promise((done) => {
      client.once('message', done);
      client.send('stop');
    });
    for (const answer of answers)
      if (!answer.ok || answer.value.counts.new !== LINES) throw new Error(JSON.stringify(answer).slice(0, 300));
    const sorted = [...waits].sort((a, b) => a - b);
    return {
      seconds,
      asks: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1),
    };
  } finally {
    client.kill();
    server.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const file = fileOf(LINES);
const results = new Map(trees.map((tree) => [tree.name, []]));
results.set('no check', []);
for (let index = 0; index < ROUNDS; index++) {
  for (const tree of trees) {
    const result = await round(file, tree.services);
    console.log(tree.name, JSON.stringify(result));
    results.get(tree.name).push(result);
  }
  const idle = await round(file, trees.at(-1).services, 5_000);
  console.log('no check', JSON.stringify(idle));
  results.get('no check').push(idle);
}
const ms = (value) => `${value.toFixed(0)} ms`;
const load = (await import('node:os'))
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');
const table = [
  `| Code | Round | Six checks took | Other client's asks | p50 | p99 | longest |`,
  `| --- | --- | ---: | ---: | ---: | ---: | ---: |`,
  ...[...results].flatMap(([name, rounds]) =>
    rounds.map(
      (result, index) =>
        `| ${name} | ${index + 1} | ${result.seconds.toFixed(2)} s | ${result.asks} | ${ms(result.p50)} | ${ms(result.p99)} | ${ms(result.max)} |`,
    ),
  ),
].join('\n');
const size = `${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB, ${LINES.toLocaleString('en-IN')} lines`;
console.log(`${size}; load average ${load}\n${table}`);
if (process.env.NO_WRITE !== '1')
  writeSection(
    'import-lag',
    `## Another client during six catalogue checks (bench/import-lag.mjs, ${new Date().toISOString().slice(0, 10)})\n\nOne process, a fresh SQLite database of the demo shop; six members check a file of ${size} for FarmCart Kothrud at once, through the console's check service, while another process asks a small JSON answer of a node:http server in the same process every 10 ms; its waits during the checks ("no check": 5 s with none, what the machine's own load costs it). ${trees.length > 1 ? 'The code before decision 0320 and this tree by turns, ' : ''}Node ${process.version} on 2 cores shared with other work (load average at the end ${load}).\n\n${table}`,
  );
