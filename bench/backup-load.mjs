// A backup taken while customers shop (decision 0323; docs/deploy.md "Backups and restores"): what
// `npm run backup` (src/server/cli/backup.ts, SQLite's online backup) does to the pages customers
// load at the same time. The demo shop plus a year of orders (bench/seed-orders.mjs, BENCH_ORDERS,
// 250,000 unless set: a database file of about 390 MB, which a backup copies in seconds) in a temporary DATA_DIR, the built shop started on it (loopback only), and
// wrk (bench/wrk.mjs) loading the located home and the fruits category page for customers spread
// over the city's localities (as bench/pages.mjs makes them), CONNECTIONS connections for SECONDS
// seconds a run. Two kinds of run, alternated ROUNDS times (without, with, without, with, ...):
// without a backup, and with `node src/server/cli/backup.ts` (the shop's DATA_DIR, a temporary
// BACKUP_DIR) started BACKUP_AFTER seconds into the run. Where wrk is pinned to one core and the
// shop to the other (bench/wrk.mjs PINNED), the backup is pinned with the shop: it runs on the
// shop's machine, wrk stands for the customers. Reports per kind the median and spread of req/s
// and of p99, each backup's time and size, the load average at each run's start and wrk's ceiling
// (startTrivial); writes its section of docs/benchmarks.md. Every run is bounded in time (wrk -d)
// and in requests; the temporary directories are removed at the end.
//   npm run build && node bench/backup-load.mjs
// PostgreSQL with ENGINE=postgres (TEST_DATABASE_URL, a schema of its own dropped at the end; the
// backup is then pg_dump of that schema, decision 0323).
// Options: ENGINE=sqlite|postgres  BENCH_ORDERS=250000  SECONDS=20  BACKUP_AFTER=2  ROUNDS=3  CONNECTIONS=20  POINTS=20
// (customers, one per locality)  NO_WRITE=1 (print only, leave docs/benchmarks.md as it is)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { placeRows } from '../src/server/seed/demo/places.ts';
import { openShopDatabase } from '../src/server/shop-database.ts';
import { root, startShop, writeSection } from './lib.mjs';
import { fillLegs, fillSums, seedPostgres, seedSqlite } from './seed-orders.mjs';
import { ensureWrk, loadAverage, PINNED, pinServer, placement, startTrivial, trivialServer, wrkRun } from './wrk.mjs';

const ENGINE = process.env.ENGINE ?? 'sqlite';
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 250_000);
const SECONDS = Number(process.env.SECONDS ?? 20);
const BACKUP_AFTER = Number(process.env.BACKUP_AFTER ?? 2);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const POINTS = Number(process.env.POINTS ?? 20);
const PORT = 4530;
/** The probing customer's pace. */
const PROBE_MS = 100;
/** What Chromium sends. */
const ENCODING = 'gzip, deflate, br, zstd';
const PAGES = ['/', '/category/fruits'];
/** A bound on a run's requests far above what the shop answers in SECONDS here, so time ends it. */
const MAX_REQUESTS = SECONDS * 20_000;

/**
 * POINTS customers spread over the city: one in each of POINTS localities taken evenly from its
 * list, at a point of their own within ~200 m of the centre (as bench/pages.mjs makes them).
 */
function customerCookies() {
  const cookies = [];
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
    cookies.push(`loc=${encodeLocationCookie(address)}; gdpr=accepted`);
  }
  return cookies;
}

const bytesIn = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesIn(join(path, name)), 0);
};
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const pct = (ratio) => `${(ratio * 100).toFixed(0)} %`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values, digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/** The demo shop plus ORDERS orders in `dataDir`, its summary tables and legs filled as migrations do. */
async function seedShop(dataDir) {
  const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: dataDir };
  await (await openShopDatabase(config)).close();
  const start = performance.now();
  const { counts } = seedSqlite(join(dataDir, 'shop.sqlite'), ORDERS);
  const database = await openShopDatabase(config);
  try {
    await fillLegs(database.db, 'sqlite');
    await fillSums(database.db, 'sqlite');
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(`seeded ${JSON.stringify(counts)} in ${seconds.toFixed(0)} s`);
  return { counts, seconds };
}

/**
 * The demo shop plus ORDERS orders in a schema of its own on POSTGRES_URL (the demo's stores made
 * ten by the seeding); answers its URL (the schema first on the search path), its size and how to drop it.
 */
async function seedPostgresShop() {
  const schema = `bench_backup_${process.pid}`;
  const url = new URL(POSTGRES_URL);
  // %20, not URLSearchParams' `+`: pg_dump (libpq) reads a `+` in the URL as itself, not a space.
  url.search = `${url.search ? `${url.search}&` : '?'}options=-c%20search_path%3D${schema}`;
  const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: './data', DATABASE_URL: POSTGRES_URL };
  const database = await openShopDatabase(config, { pgSchema: schema, demo: true });
  const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
  await client.connect();
  const drop = async () => {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  try {
    const start = performance.now();
    const { counts } = await seedPostgres(client, ORDERS);
    await fillLegs(database.db, 'postgres');
    await fillSums(database.db, 'postgres');
    const seconds = (performance.now() - start) / 1000;
    console.log(`seeded ${JSON.stringify(counts)} in ${seconds.toFixed(0)} s`);
    const { rows } = await client.query(
      `select sum(pg_total_relation_size(c.oid))::bigint as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'm')`,
      [schema],
    );
    const version = (await client.query('show server_version')).rows[0].server_version;
    return { url: url.href, bytes: Number(rows[0].bytes), seeded: { counts, seconds }, version, drop };
  } catch (error) {
    await drop();
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * `npm run backup`'s script started BACKUP_AFTER seconds from now, pinned with the shop; answers
 * a promise of its wall time (Node's start included), the time the backup itself reported, when it
 * ran (ms from `runStart`) and the backup's size, or throws with its output when it made none.
 */
function backupLater(env, runStart = performance.now()) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const start = performance.now();
      const child = spawn(process.execPath, [join(root, 'src/server/cli/backup.ts')], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      pinServer(child.pid);
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      // Bounded: a backup still running long after the load has ended is stopped and said.
      const limit = setTimeout(() => child.kill('SIGTERM'), (SECONDS + 120) * 1000);
      child.once('exit', (code) => {
        clearTimeout(limit);
        const wallMs = performance.now() - start;
        const made = /Backup made: (\S+) .* in ([\d.]+) s/.exec(output);
        if (code !== 0 || !made) return reject(new Error(`The backup failed (${code}):\n${output}`));
        const bytes = bytesIn(made[1]);
        // One backup at a time on the disk: each is measured, then removed.
        rmSync(made[1], { recursive: true, force: true });
        resolve({
          wallMs,
          reportedS: Number(made[2]),
          bytes,
          from: start - runStart,
          to: start - runStart + wallMs,
        });
      });
    }, BACKUP_AFTER * 1000);
  });
}

/**
 * One more customer, on their own beside wrk's: the located home page, one request every PROBE_MS
 * for the run's SECONDS, each answer's time with when it was asked (ms from `runStart`), so that
 * the pages answered while the backup ran can be told from the others.
 */
async function probe(url, headers, runStart) {
  const answers = [];
  while (performance.now() - runStart < SECONDS * 1000) {
    const asked = performance.now();
    let ms = 10_000;
    try {
      const answer = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
      await answer.arrayBuffer();
      if (answer.ok) ms = performance.now() - asked;
    } catch {
      // Counted as the 10 s it was allowed.
    }
    answers.push({ at: asked - runStart, ms });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_MS - (performance.now() - asked))));
  }
  return answers;
}

/**
 * One run of SECONDS over every customer's two pages, with a backup started BACKUP_AFTER seconds in
 * when `backupEnv` is given; answers wrk's figures, the probe's answers, the load average at the
 * start and the backup's figures.
 */
async function loadRun(shopUrl, requests, backupEnv) {
  const load = loadAverage();
  const runStart = performance.now();
  const backup = backupEnv ? backupLater(backupEnv, runStart) : null;
  const [result, answers] = await Promise.all([
    wrkAsync(shopUrl, requests),
    probe(`${shopUrl}${requests[0].path}`, requests[0].headers, runStart),
  ]);
  return { ...result, load, answers, backup: backup ? await backup : null };
}

/**
 * wrkRun in a Node process of its own: wrkRun waits for wrk synchronously, which would hold back
 * this process's timer that starts the backup.
 */
function wrkAsync(shopUrl, requests) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { wrkRun } from ${JSON.stringify(join(root, 'bench/wrk.mjs'))};
         const [url, requests, options] = JSON.parse(process.argv[1]);
         process.stdout.write(JSON.stringify(wrkRun(url, requests, options)));`,
        JSON.stringify([shopUrl, requests, { seconds: SECONDS, connections: CONNECTIONS, maxRequests: MAX_REQUESTS }]),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`wrk's run failed (${code})`)),
    );
  });
}

ensureWrk();
const dir = mkdtempSync(join(tmpdir(), 'farmcart-bench-backup-'));
let shop = null;
let trivial = null;
let postgres = null;
try {
  const dataDir = join(dir, 'data');
  const backupDir = join(dir, 'backups');
  mkdirSync(dataDir);
  let seeded;
  let fileBytes;
  let env;
  if (ENGINE === 'postgres') {
    postgres = await seedPostgresShop();
    seeded = postgres.seeded;
    fileBytes = postgres.bytes;
    env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: postgres.url };
  } else {
    seeded = await seedShop(dataDir);
    fileBytes = bytesIn(join(dataDir, 'shop.sqlite'));
    env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
  }
  console.log(`database ${mb(fileBytes)}`);
  shop = await startShop(PORT, { env });
  pinServer(shop.pid);
  trivial = await startTrivial();
  const cookies = customerCookies();
  const requests = PAGES.flatMap((path) =>
    cookies.map((cookie) => ({ path, headers: { cookie, 'accept-encoding': ENCODING } })),
  );
  for (const request of requests) {
    const answer = await fetch(`${shop.url}${request.path}`, { headers: request.headers });
    if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
    await answer.arrayBuffer();
  }
  // A first backup outside the measured runs: the database file's pages are then in the page cache,
  // as they are on a shop that has been serving, for every measured backup alike.
  console.log('warm-up backup', JSON.stringify(await backupLater(env)));
  wrkRun(shop.url, requests, { seconds: 3, connections: CONNECTIONS, maxRequests: MAX_REQUESTS });
  const ceiling = wrkRun(trivial.url, [{ path: '/' }], { seconds: 3, connections: CONNECTIONS }).rps;
  console.log(`wrk's ceiling ${ceiling.toFixed(0)} req/s`);
  const runs = { without: [], with: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of ['without', 'with']) {
      const result = await loadRun(shop.url, requests, kind === 'with' ? env : null);
      runs[kind].push(result);
      const { answers, ...figures } = result;
      console.log(kind, JSON.stringify(figures), `probe: ${answers.length} answers`);
    }
  }
  const ceilingAfter = wrkRun(trivial.url, [{ path: '/' }], { seconds: 3, connections: CONNECTIONS }).rps;
  const backups = runs.with.map((run) => run.backup);
  const row = (kind, name) => {
    const list = runs[kind];
    const errors = list.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
    return `| ${name} | ${spread(list.map((run) => run.rps))} | ${spread(
      list.map((run) => run.p50Ms),
      1,
    )} ms | ${spread(list.map((run) => run.p99Ms))} ms | ${errors} | ${list.map((run) => run.load).join(', ')} |`;
  };
  const times = (answers) => answers.map((answer) => answer.ms);
  const probed = {
    without: runs.without.flatMap((run) => times(run.answers)),
    during: runs.with.flatMap((run) =>
      times(run.answers.filter((answer) => answer.at >= run.backup.from && answer.at <= run.backup.to)),
    ),
    outside: runs.with.flatMap((run) =>
      times(run.answers.filter((answer) => answer.at < run.backup.from || answer.at > run.backup.to)),
    ),
  };
  const nearestRank = (values, share) =>
    [...values].sort((a, b) => a - b)[Math.max(1, Math.ceil(share * values.length)) - 1] ?? 0;
  const probeRow = (name, values) =>
    values.length === 0
      ? `| ${name} | 0 | | | |`
      : `| ${name} | ${values.length} | ${median(values).toFixed(0)} ms | ${nearestRank(values, 0.9).toFixed(0)} ms | ${Math.max(...values).toFixed(0)} ms |`;
  const section = `
## A backup under load, ${ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite'} (bench/backup-load.mjs${ENGINE === 'postgres' ? ' ENGINE=postgres' : ''}, ${new Date().toISOString().slice(0, 10)})

The demo shop plus ${seeded.counts.orders.toLocaleString('en-IN')} orders over a year (bench/seed-orders.mjs:
${seeded.counts.lines.toLocaleString('en-IN')} lines, ${seeded.counts.events.toLocaleString('en-IN')} status steps, the summary tables filled), ${
    ENGINE === 'postgres'
      ? `a schema of its own of ${mb(fileBytes)} (its tables with their indexes) on PostgreSQL ${postgres.version} on the same machine,`
      : `a database file of ${mb(fileBytes)},`
  } served by the built shop (with \`npm run serve\`'s flags) on loopback. wrk loads the located
home and the fruits category page for ${POINTS} customers in as many localities, ${CONNECTIONS} connections for
${SECONDS} s a run. A run **with** a backup starts \`node src/server/cli/backup.ts\` (what \`npm run backup\`
runs: ${ENGINE === 'postgres' ? "pg_dump --format=custom of the shop's schema" : "SQLite's online backup in one step"}, decision 0323) ${BACKUP_AFTER} s into the run; runs without and with
alternate, ${ROUNDS} each, after one backup and a 3 s load to warm up. ${placement()}; the backup is pinned
with the shop, as it runs on the shop's machine${ENGINE === 'postgres' ? " (PostgreSQL's server is not pinned: its processes, the dump's included, run on both cores)" : ''}. wrk's ceiling (${trivialServer}): ${ceiling.toFixed(0)} req/s
before, ${ceilingAfter.toFixed(0)} after. Node ${process.version} on ${cpus().length} cores shared with other work: the
load average at each run's start is in the table, and the figures are as noisy as it says.

| Run | req/s, median (min–max) | p50 | p99 | errors and non-2xx | load average at start |
| --- | ---: | ---: | ---: | ---: | --- |
${row('without', 'Without a backup')}
${row('with', 'With a backup')}

With a backup, the median req/s was ${pct(median(runs.with.map((run) => run.rps)) / median(runs.without.map((run) => run.rps)))} of the runs without, the median p99 ${median(runs.with.map((run) => run.p99Ms)).toFixed(0)} ms against ${median(runs.without.map((run) => run.p99Ms)).toFixed(0)} ms.
One more customer beside wrk's loads the located home page alone, one request every ${PROBE_MS} ms,
in every run; their answers, pooled over the runs of a kind, split by whether they were asked while
the backup's command ran:

| The probing customer's home page | answers | median | p90 | slowest |
| --- | ---: | ---: | ---: | ---: |
${probeRow('Runs without a backup', probed.without)}
${probeRow('Runs with a backup, while it ran', probed.during)}
${probeRow('Runs with a backup, before and after it', probed.outside)}

Each backup, as it reported its copy (and the command's wall time with Node's start), its size, and
when it ended in its ${SECONDS} s run: ${backups.map((made) => `${made.reportedS.toFixed(1)} s (${(made.wallMs / 1000).toFixed(1)} s), ${mb(made.bytes)}, ended at ${(made.to / 1000).toFixed(1)} s`).join('; ')}.
`;
  console.log(section);
  if (!process.env.NO_WRITE) writeSection(ENGINE === 'postgres' ? 'backup-load-postgres' : 'backup-load', section);
} finally {
  await trivial?.stop();
  await shop?.stop();
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
}
if (!PINNED) console.log('(not pinned: wrk, the shop and the backup shared every core)');
