// `node bench/catalogue-import.mjs`: the catalogue file's import (decision 0273) at 5,000 rows,
// through the services the console's calls use, on a fresh SQLite database of the demo shop (more
// items with SEED_SCALE_ITEMS=k). Two files for FarmCart Kothrud: first its export with every price
// raised and new items (one size each) up to 5,000 rows; then the export of the result with every
// price raised again (5,000 changed rows). Each is checked (the dry run) and applied; three rounds
// on fresh databases, median (min–max) of each step. Writes its section of docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseCsv } from '../src/domain/catalogue/csv-read.ts';
import { createContext } from '../src/server/context.ts';
import { openShopDatabase } from '../src/server/shop-database.ts';
import {
  applyCatalogueImport,
  checkCatalogueImport,
  exportCatalogue,
} from '../src/server/services/catalogue/staff-catalogue-csv.ts';
import { staffMember } from '../src/server/services/staff/staff.ts';
import { writeSection } from './lib.mjs';

const ROWS = 5_000;
const ROUNDS = 3;
const STORE = 1;

function tableOf(text) {
  const [header, ...records] = parseCsv(text).records;
  return {
    header: header.fields,
    rows: records.map((record) => Object.fromEntries(header.fields.map((name, index) => [name, record.fields[index]]))),
  };
}

function csvOf(header, rows) {
  const cell = (text) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${[header.join(','), ...rows.map((row) => header.map((name) => cell(row[name] ?? '')).join(','))].join('\r\n')}\r\n`;
}

/** Every price of the file raised by a rupee (sale and member price with it, so the rules still hold). */
function raised(rows) {
  const up = (text) => (text === '' ? '' : (Number(text) + 1).toFixed(2));
  return rows.map((row) => ({
    ...row,
    price: up(row.price),
    sale_price: up(row.sale_price),
    member_price: up(row.member_price),
  }));
}

function must(result) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

async function timed(work) {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

async function round() {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bench-import-'));
  const database = await openShopDatabase({ PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: dir });
  try {
    const ctx = createContext(database);
    const admin = await staffMember(ctx, 1, 0);
    const { header, rows } = tableOf(must(await exportCatalogue(ctx, admin, STORE)).text);
    const template = rows[0];
    const added = Array.from({ length: ROWS - rows.length }, (_, index) => ({
      ...template,
      item_slug: `bench-item-${index + 1}-kothrud`,
      item_name: `Bench item ${index + 1}`,
      item_name_mr: '',
      variant_name: '500 g',
      unit: 'g',
      measurement: '500',
      price: '40.00',
      sale_price: '36.00',
      member_price: '',
      stock: '25',
      infinite: 'no',
      negative_allowed: 'no',
      default: 'yes',
      variant_id: '',
    }));
    const first = csvOf(header, [...raised(rows), ...added]);
    const check1 = await timed(() => checkCatalogueImport(ctx, admin, { store_id: STORE, file: first }));
    const plan1 = must(check1.value);
    if (plan1.problems.length > 0) throw new Error(JSON.stringify(plan1.problems.slice(0, 3)));
    const apply1 = await timed(() =>
      applyCatalogueImport(ctx, admin, { store_id: STORE, file: first, check: plan1.check }),
    );
    must(apply1.value);

    const again = tableOf(must(await exportCatalogue(ctx, admin, STORE)).text);
    const second = csvOf(again.header, raised(again.rows));
    const check2 = await timed(() => checkCatalogueImport(ctx, admin, { store_id: STORE, file: second }));
    const plan2 = must(check2.value);
    const apply2 = await timed(() =>
      applyCatalogueImport(ctx, admin, { store_id: STORE, file: second, check: plan2.check }),
    );
    must(apply2.value);
    return {
      bytes: [Buffer.byteLength(first), Buffer.byteLength(second)],
      counts: [plan1.counts, plan2.counts],
      ms: [check1.ms, apply1.ms, check2.ms, apply2.ms],
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (let index = 0; index < ROUNDS; index++) results.push(await round());
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const show = (step) => {
  const values = results.map((result) => result.ms[step]);
  return `${(median(values) / 1000).toFixed(2)} s (${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)})`;
};
const [{ counts, bytes }] = results;
const section = `
## Catalogue import, 5,000 rows (bench/catalogue-import.mjs, ${new Date().toISOString().slice(0, 10)})

FarmCart Kothrud on a fresh SQLite database of the demo shop, through the services of the console's
calls (no HTTP), Node ${process.version} on ${cpus().length} cores shared with other work; ${ROUNDS} rounds,
median (min–max). The dry run reads the file and compares it with
the store; applying makes the plan again inside one write transaction and writes it.

| File | Rows | Check (dry run) | Apply |
| --- | --- | --- | --- |
| export + every price raised + new items (${(bytes[0] / 1024).toFixed(0)} KB) | ${counts[0].changed} changed, ${counts[0].new.toLocaleString('en-IN')} new | ${show(0)} | ${show(1)} |
| the result's export, every price raised (${(bytes[1] / 1024).toFixed(0)} KB) | ${counts[1].changed.toLocaleString('en-IN')} changed | ${show(2)} | ${show(3)} |
`;
writeSection('catalogue-import', section);
console.log(section);
