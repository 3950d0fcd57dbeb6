// `node bench/reports.mjs`: the console's reports (decisions 0278, 0289) on a year of orders.
// SQLite: a fresh database of the demo shop with BENCH_ORDERS orders (100,000 unless set) over its
// nine stores. PostgreSQL (BENCH_ENGINE=postgres with BENCH_DATABASE_URL or TEST_DATABASE_URL): a
// schema of its own (BENCH_SCHEMA, dropped at the end unless BENCH_KEEP=1), the demo's stores made
// ten, 1,000,000 orders unless set, written with multi-row inserts. The orders are written straight
// into the tables (bench/seed-orders.mjs), oldest first and about as many each day over the last 365 shop days: lines of
// each store's items, the status steps with their times, cancellations before and after
// acceptance, rejections, coupons with their redemptions, wallet parts and refunds, online payments
// and partners' deliveries. The seeding is not what is measured; each report is then read through
// the service the console's call uses (no HTTP), for every store, for the last 30 days and for 12
// months: one warm-up, then RUNS_30 / RUNS_365 timed runs; p95 by nearest rank. A run that hits
// the statement timeout is counted and said. Writes its section of docs/benchmarks.md.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, shopCalendarDate, toIsoDate } from '../src/domain/calendar.ts';
import { REPORT_KINDS } from '../src/domain/reports/reports.ts';
import { createContext } from '../src/server/context.ts';
import { placeOrderRequest } from '../src/domain/api/orders.ts';
import { openShopDatabase } from '../src/server/shop-database.ts';
import { placeOrder } from '../src/server/services/orders/place-order.ts';
import { staffReport } from '../src/server/services/reports/reports.ts';
import { writeSection } from './lib.mjs';
import { customersFor, DAYS, fillLegs, fillSums, seedPostgres, seedSqlite } from './seed-orders.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? (process.env.BENCH_ENGINE === 'postgres' ? 1_000_000 : 100_000));
const CUSTOMERS = customersFor(ORDERS);
const RUNS = { month: Number(process.env.RUNS_30 ?? 20), year: Number(process.env.RUNS_365 ?? 5) };
const ADMIN = { id: 1, name: 'Bench', email: 'bench@example.in', session_id: 0, role: 'admin', store_ids: [] };

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(0.95 * sorted.length)) - 1];
}

async function measure(ctx, report, input, runs) {
  const once = async () => {
    const start = performance.now();
    const answer = await staffReport(ctx, ADMIN, { report, ...input });
    // A report that runs out of its statement timeout answers 503: counted, not measured.
    if (!answer.ok && answer.error.code !== 'unavailable') throw new Error(`${report}: ${answer.error.message}`);
    return {
      ms: performance.now() - start,
      rows: answer.ok ? answer.value.report.rows.length : 0,
      timedOut: !answer.ok,
    };
  };
  await once();
  const times = [];
  let timedOut = 0;
  for (let run = 0; run < runs; run++) {
    const result = await once();
    times.push(result.ms);
    if (result.timedOut) timedOut++;
  }
  return { p95: p95(times), median: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)], timedOut };
}

const ms = (value) => `${Math.round(value).toLocaleString('en-IN')} ms`;
const cell = (figures, key) =>
  figures.timedOut > 0 ? `${ms(figures[key])} (${figures.timedOut} timed out)` : ms(figures[key]);

/**
 * The reports measured: BENCH_REPORTS (a comma list, such as the summed ones) or every one. A run
 * of some writes its own section (BENCH_SECTION), so runs of other reports keep theirs.
 */
const MEASURED = process.env.BENCH_REPORTS ? process.env.BENCH_REPORTS.split(',') : REPORT_KINDS;
for (const report of MEASURED) if (!REPORT_KINDS.includes(report)) throw new Error(`no report ${report}`);
const SECTION = process.env.BENCH_SECTION ?? 'reports';
const TITLE = process.env.BENCH_REPORTS
  ? `Reports ${MEASURED.join(', ')} on a year of orders`
  : 'Reports on a year of orders';

/** Every report for 30 days and for 12 months through the service; answers the timings. */
async function measureAll(ctx, from, to) {
  const results = [];
  for (const report of MEASURED) {
    const month = await measure(ctx, report, { range: 'last_30_days' }, RUNS.month);
    const year = await measure(ctx, report, { range: 'custom', from, to, grain: 'month' }, RUNS.year);
    results.push({ report, month, year });
    console.log(report, `30 days p95 ${month.p95.toFixed(0)} ms`, `12 months p95 ${year.p95.toFixed(0)} ms`);
  }
  return results;
}

function table(results) {
  return `| Report | 30 days p95 | (median) | 12 months p95 | (median) |
| --- | ---: | ---: | ---: | ---: |
${results.map(({ report, month, year }) => `| ${report} | ${cell(month, 'p95')} | ${ms(month.median)} | ${cell(year, 'p95')} | ${ms(year.median)} |`).join('\n')}`;
}

function seededText(engine, counts, stores, seedSeconds) {
  return `A fresh ${engine} of the demo shop with ${counts.orders.toLocaleString('en-IN')} orders over the last
${DAYS} shop days across ${stores} stores (${counts.lines.toLocaleString('en-IN')} lines, ${counts.events.toLocaleString('en-IN')} status
steps, ${counts.deliveries.toLocaleString('en-IN')} partner deliveries, ${CUSTOMERS.toLocaleString('en-IN')} customers; about 10 % with a coupon, 9 %
cancelled or rejected), written straight into the tables in ${seedSeconds.toFixed(0)} s. Each report is read
through the service of \`staff/reports\` (no HTTP) for every store, as an admin; the year by month.
One warm-up, then ${RUNS.month} runs (30 days) and ${RUNS.year} runs (12 months); p95 by nearest rank
(with ${RUNS.year} runs it is the slowest), median beside it. Node ${process.version} on ${cpus().length} cores shared with other work
(load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} at the end).`;
}

const fillText = (seconds) =>
  seconds > 0
    ? `The reports' summary tables were then filled from the orders in ${seconds.toFixed(0)} s (as migration 045 does).`
    : '';

async function benchSqlite() {
  // BENCH_DIR keeps the database (in that directory) for a look at its queries afterwards.
  const dir = process.env.BENCH_DIR ?? mkdtempSync(join(tmpdir(), 'farmcart-bench-reports-'));
  try {
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: dir };
    await (await openShopDatabase(config)).close();
    const seedStart = performance.now();
    const { counts, stores, from, to } = seedSqlite(join(dir, 'shop.sqlite'), ORDERS);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`seeded ${JSON.stringify(counts)} in ${seedSeconds.toFixed(1)} s`);
    const database = await openShopDatabase(config);
    let results;
    let fillSeconds;
    try {
      await fillLegs(database.db, 'sqlite');
      fillSeconds = await fillSums(database.db, 'sqlite');
      results = await measureAll(createContext(database), from, to);
    } finally {
      await database.close();
    }
    const section = `
## ${TITLE}, SQLite (bench/reports.mjs, ${new Date().toISOString().slice(0, 10)})

${seededText('SQLite database', counts, stores, seedSeconds)} ${fillText(fillSeconds)}

${table(results)}
`;
    writeSection(SECTION, section);
    console.log(section);
  } finally {
    if (!process.env.BENCH_DIR) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL in a schema of its own (BENCH_SCHEMA, dropped at the end unless BENCH_KEEP=1; with
 * BENCH_KEEP=1 a second run finds the orders and measures without seeding again).
 */
async function benchPostgres(url) {
  const schema = process.env.BENCH_SCHEMA ?? 'bench_reports';
  const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: './data', DATABASE_URL: url };
  const database = await openShopDatabase(config, { pgSchema: schema, demo: true });
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from orders where unique_order_id like 'BENCH-%'`);
    let seeded;
    let seedSeconds = 0;
    // Orders found from an earlier run were summed when their schema was migrated (migration 045).
    let fillSeconds = Number(process.env.BENCH_FILL_SECONDS ?? 0);
    if (rows[0].n === 0) {
      const seedStart = performance.now();
      seeded = await seedPostgres(client, ORDERS);
      seedSeconds = (performance.now() - seedStart) / 1000;
      console.log(`seeded ${JSON.stringify(seeded.counts)} in ${seedSeconds.toFixed(1)} s`);
      await fillLegs(database.db, 'postgres');
      fillSeconds = await fillSums(database.db, 'postgres');
    } else {
      const count = async (query) => Number((await client.query(query)).rows[0].n);
      const today = shopCalendarDate(new Date());
      seeded = {
        counts: {
          orders: rows[0].n,
          lines: await count('select count(*) as n from order_items'),
          events: await count('select count(*) as n from order_status_events'),
          deliveries: await count('select count(*) as n from order_deliveries'),
        },
        stores: await count('select count(*) as n from stores'),
        from: toIsoDate(addDays(today, -(DAYS - 1))),
        to: toIsoDate(today),
      };
      seedSeconds = Number(process.env.BENCH_SEED_SECONDS ?? 0);
      console.log(`found ${JSON.stringify(seeded.counts)}`);
      // BENCH_FILL=1: fill the summary tables again, to time it.
      if (process.env.BENCH_FILL === '1') fillSeconds = await fillSums(database.db, 'postgres');
    }
    if (process.env.BENCH_SEED_ONLY === '1') return;
    if (process.env.BENCH_PART === 'throughput') {
      await measureThroughput(createContext(database), client, { url, schema, from: seeded.from, to: seeded.to });
      return;
    }
    const results = await measureAll(createContext(database), seeded.from, seeded.to);
    const section = `
## ${TITLE}, PostgreSQL (bench/reports.mjs, ${new Date().toISOString().slice(0, 10)})

${seededText('PostgreSQL schema (in time order: orders oldest first, as a shop stores them)', seeded.counts, seeded.stores, seedSeconds)} ${fillText(fillSeconds)} PostgreSQL ${(await client.query('show server_version')).rows[0].server_version}
on the same machine, default settings (shared_buffers ${(await client.query('show shared_buffers')).rows[0].shared_buffers}, work_mem ${(await client.query('show work_mem')).rows[0].work_mem}).

${table(results)}
`;
    writeSection(`${SECTION}-postgres`, section);
    console.log(section);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}

const THROUGHPUT_SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const THROUGHPUT_WORKERS = 5;
/** Every report, read by each reader in turn (decision 0302: one at a time across the shop). */
const LOOP_REPORTS = REPORT_KINDS.join(',');

/**
 * Orders placed through the place-order service (no HTTP) by THROUGHPUT_WORKERS customers at
 * once for THROUGHPUT_SECONDS: cash, self-pickup, an item whose stock never runs out at the first
 * store. Answers orders per second and the p99 of one order.
 */
async function placeFor(ctx, customers, item) {
  const times = [];
  const end = performance.now() + THROUGHPUT_SECONDS * 1000;
  let key = 0;
  await Promise.all(
    customers.map(async (userId) => {
      while (performance.now() < end) {
        const input = placeOrderRequest.parse({
          items: [{ ...item, addon_ids: [] }],
          mode: 'SELFPICKUP',
          payment_method: 'COD',
          address_id: null,
          idempotency_key: `bench-${process.pid}-${Date.now()}-${key++}`,
        });
        const start = performance.now();
        const answer = await placeOrder(ctx, userId, input);
        if (!answer.ok) throw new Error(`place-order: ${answer.error.message}`);
        times.push(performance.now() - start);
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  return { rate: times.length / THROUGHPUT_SECONDS, p99: sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0 };
}

/**
 * `readers` report loops (bench/report-loop.mjs), each in a process of its own as staff on other
 * instances would be; answers how to stop them, which answers how many reports they read.
 */
async function startReportLoops({ url, schema, from, to }, readers, mode) {
  const children = Array.from({ length: readers }, () =>
    fork(new URL('./report-loop.mjs', import.meta.url).pathname, [url, schema, from, to, LOOP_REPORTS, mode]),
  );
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('message', resolve))));
  return async () => {
    const read = await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            child.once('message', (message) => resolve(message.read));
            child.send('stop');
          }),
      ),
    );
    return read.reduce((sum, count) => sum + count, 0);
  };
}

/**
 * Ordering with no report, with every report for 12 months read once each beside it, with one
 * reader reading them back to back, and with three such readers at once (three staff, each on an instance of their own), alternating,
 * three runs each (decisions 0298, 0302: the orders write the summary tables' rows of their store
 * and day; reports are read one at a time across the shop).
 */
async function measureThroughput(ctx, client, loop) {
  const item = (
    await client.query(`select i.id as item_id, v.id as variant_id, v.sale_price_paise, v.regular_price_paise from items i join item_variants v on v.item_id = i.id
      where i.store_id = (select min(id) from stores) and v.is_infinite = 1 and v.is_active = 1 and i.is_active = 1
      order by v.id limit 1`)
  ).rows[0];
  if (!item) throw new Error('no item that never runs out at the first store');
  // Enough of it for the least order (as bench/pages.mjs does).
  const quantity = Math.max(
    1,
    Math.ceil(15_000 / (Number(item.sale_price_paise) || Number(item.regular_price_paise) || 10_000)),
  );
  const line = { item_id: item.item_id, variant_id: item.variant_id, quantity };
  const customers = (await client.query(`select id from users order by id limit ${THROUGHPUT_WORKERS}`)).rows.map(
    (row) => row.id,
  );
  await placeFor(ctx, customers, line);
  const readersOf = {
    'No report': 0,
    'Each report once (an owner opening them)': 1,
    'One reader, back to back': 1,
    'Three readers at once, back to back': 3,
  };
  const runs = Object.fromEntries(Object.keys(readersOf).map((side) => [side, []]));
  for (let round = 0; round < 3; round++) {
    const sides = Object.keys(readersOf);
    for (const side of round % 2 === 0 ? sides : sides.reverse()) {
      const stop =
        readersOf[side] > 0
          ? await startReportLoops(loop, readersOf[side], side.startsWith('Each') ? 'once' : 'loop')
          : null;
      const figures = await placeFor(ctx, customers, line);
      const reports = stop ? await stop() : 0;
      runs[side].push({ ...figures, reports });
      console.log(
        side,
        `${figures.rate.toFixed(0)} orders/s, p99 ${figures.p99.toFixed(0)} ms, reports read ${reports}`,
      );
    }
  }
  const row = (side) =>
    `| ${side} | ${runs[side].map((run) => run.rate.toFixed(0)).join(', ')} | ${runs[side].map((run) => `${run.p99.toFixed(0)} ms`).join(', ')} | ${runs[side].map((run) => run.reports).join(', ')} |`;
  const section = `
## Place-order while reports run, PostgreSQL (bench/reports.mjs BENCH_PART=throughput, ${new Date().toISOString().slice(0, 10)})

On the schema of the year of orders above: ${THROUGHPUT_WORKERS} customers place orders at once through the
place-order service (no HTTP; cash, self-pickup, one item that never runs out, all at the first
store, so every order adds to the same store-day rows of the summary tables) for ${THROUGHPUT_SECONDS} s;
beside it no report; every report (${LOOP_REPORTS.replaceAll(',', ', ')}) for 12 months, for every
store, read once each, one after another, as an owner opening them would; or one or three other
processes each reading every report in a loop without pause. The shop reads one report at a
time (decision 0302), so three readers wait for each other. Alternating, 3 runs each, after one
warm-up run. Load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} at the end, on ${cpus().length} cores shared with other work.

| Beside the orders (12-month reports) | orders/s | p99 of one order | reports read meanwhile |
| --- | --- | --- | --- |
${Object.keys(readersOf).map(row).join('\n')}
`;
  writeSection('reports-throughput', section);
  console.log(section);
}

// SQLite at BENCH_ORDERS (100,000) unless BENCH_ENGINE=postgres: then PostgreSQL at BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) with BENCH_ORDERS (1,000,000 unless set).
if (process.env.BENCH_ENGINE === 'postgres') {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('BENCH_ENGINE=postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await benchPostgres(url);
} else await benchSqlite();
