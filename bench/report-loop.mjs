// Forked by bench/reports.mjs (BENCH_PART=throughput): reads the reports it is given for 12 months,
// for every store, one after another through the console's service, until told to stop (or each
// once, with 'once'); then sends
// how many it read. A process of its own, as a member of staff on another instance would be, so its
// work is not the ordering process's.
import { createContext } from '../src/server/context.ts';
import { openShopDatabase } from '../src/server/shop-database.ts';
import { staffReport } from '../src/server/services/reports/reports.ts';

const [url, schema, from, to, reports, mode] = process.argv.slice(2);
const ADMIN = { id: 1, name: 'Bench', email: 'bench@example.in', session_id: 0, role: 'admin', store_ids: [] };
const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true', DATA_DIR: './data', DATABASE_URL: url };
const database = await openShopDatabase(config, { pgSchema: schema });
const ctx = createContext(database);
let stop = false;
let read = 0;
process.on('message', () => {
  stop = true;
});
process.send?.('ready');
// 'once': each report read once, as a person opening them one after another, then idle until told.
let rounds = 0;
while (!stop && (mode !== 'once' || rounds++ < 1)) {
  for (const report of reports.split(',')) {
    const answer = await staffReport(ctx, ADMIN, { report, range: 'custom', from, to, grain: 'month' });
    if (!answer.ok && answer.error.code !== 'unavailable') throw new Error(answer.error.message);
    read++;
    if (stop) break;
  }
}
while (!stop) await new Promise((resolve) => setTimeout(resolve, 50));
await database.close();
process.send?.({ read });
