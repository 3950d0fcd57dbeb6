// `node bench/reports.mjs`: the console's reports (decision 0278) on a year of orders, on a fresh
// SQLite database of the demo shop. BENCH_ORDERS orders (100,000 unless set) are written straight
// into the tables, spread over the last 365 shop days and the demo's nine stores: lines of each
// store's items, the status steps with their times, cancellations before and after acceptance,
// rejections, coupons with their redemptions, wallet parts and refunds, online payments and
// partners' deliveries. The seeding is not what is measured; each report is then read through the
// service the console's call uses (no HTTP), for every store, for the last 30 days and for 12
// months: one warm-up, then RUNS timed runs; p95 by nearest rank. Writes its section of docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { addDays, shopCalendarDate, shopDayStart, toIsoDate } from '../src/domain/calendar.ts';
import { REPORT_KINDS } from '../src/domain/reports/reports.ts';
import { createContext } from '../src/server/context.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { staffReport } from '../src/server/services/reports/reports.ts';
import { writeSection } from './lib.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(100, Math.round(ORDERS / 20));
const PARTNERS = 30;
const DAYS = 365;
const RUNS = { month: Number(process.env.RUNS_30 ?? 20), year: Number(process.env.RUNS_365 ?? 5) };
const ADMIN = { id: 1, name: 'Bench', email: 'bench@example.in', session_id: 0, role: 'admin', store_ids: [] };

/** A small deterministic generator, so two runs seed the same shop. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const rand = random(20261127);
const between = (low, high) => low + Math.floor(rand() * (high - low + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const plusMinutes = (iso, minutes) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** Writes the year of orders straight into the file; answers the counts of rows written. */
function seed(file) {
  const db = new DatabaseSync(file);
  const counts = { orders: 0, lines: 0, events: 0, deliveries: 0 };
  const now = new Date();
  const today = shopCalendarDate(now);
  const itemsOf = new Map();
  for (const row of db.prepare('select id, store_id, name from items where archived_at is null').all()) {
    const list = itemsOf.get(row.store_id) ?? [];
    list.push(row);
    itemsOf.set(row.store_id, list);
  }
  const stores = [...itemsOf.keys()];
  const coupons = db.prepare('select id, code from coupons').all();
  db.exec('begin');
  const created = now.toISOString();
  const addUser = db.prepare('insert into users (name, created_at) values (?, ?) returning id');
  const users = Array.from({ length: CUSTOMERS }, (_, index) => addUser.get(`Bench customer ${index}`, created).id);
  const addPartner = db.prepare(
    `insert into delivery_partners (name, phone, aadhaar_masked, vehicle_type, vehicle_number, password_hash, status, created_at)
     values (?, ?, 'XXXX-XXXX-1234', 'bike', ?, 'x', 'approved', ?) returning id`,
  );
  const partners = Array.from(
    { length: PARTNERS },
    (_, index) =>
      addPartner.get(`Bench rider ${index}`, `+9197${String(index).padStart(8, '0')}`, `MH12 ${index}`, created).id,
  );
  const addOrder = db.prepare(
    `insert into orders (unique_order_id, user_id, store_id, status, mode, subtotal_paise, discount_paise,
       delivery_charge_paise, tip_paise, wallet_used_paise, total_paise, total_payable_paise, payment_method,
       payment_provider, coupon_id, coupon_code, created_at, updated_at, cancelled_at, cancel_reason)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  );
  const addLine = db.prepare(
    `insert into order_items (order_id, item_id, name, quantity, unit_price_paise, line_total_paise)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const addEvent = db.prepare('insert into order_status_events (order_id, status, at) values (?, ?, ?)');
  const addDelivery = db.prepare(
    `insert into order_deliveries (order_id, partner_id, assigned_at, picked_up_at, delivered_at, distance_m, earning_paise)
     values (?, ?, ?, ?, ?, 2400, 3500)`,
  );
  const addRedemption = db.prepare(
    'insert into coupon_redemptions (coupon_id, user_id, order_id, created_at) values (?, ?, ?, ?)',
  );
  const addWallet = db.prepare(
    `insert into wallet_transactions (user_id, amount_paise, kind, order_id, balance_after_paise, created_at)
     values (?, ?, ?, ?, 0, ?)`,
  );

  for (let index = 0; index < ORDERS; index++) {
    const day = addDays(today, -between(0, DAYS - 1));
    // Between 07:00 and 22:59 in Pune, never later than now.
    let at = plusMinutes(shopDayStart(day).toISOString(), between(7 * 60, 23 * 60 - 1));
    if (at > created) at = created;
    const store = pick(stores);
    const user = pick(users);
    const delivery = rand() < 0.7;
    const lines = Array.from({ length: between(1, 4) }, () => {
      const item = pick(itemsOf.get(store));
      const quantity = between(1, 3);
      const unit = between(20, 500) * 100;
      return { item, quantity, unit, total: quantity * unit };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const coupon = coupons.length > 0 && rand() < 0.1 ? pick(coupons) : null;
    const discount = coupon ? Math.min(Math.round(subtotal / 10), 10_000) : 0;
    const charge = delivery ? 3_000 : 0;
    const tip = delivery && rand() < 0.2 ? 2_000 : 0;
    const total = subtotal - discount + charge + tip;
    const paying = rand();
    const method = paying < 0.45 ? 'COD' : paying < 0.85 ? 'ONLINE' : paying < 0.95 ? 'COD_WALLET' : 'WALLET';
    const wallet = method === 'WALLET' ? total : method === 'COD_WALLET' ? Math.min(total, 5_000) : 0;
    const fate = rand();
    const status =
      fate < 0.03
        ? 'cancelled'
        : fate < 0.06
          ? 'cancelled-late'
          : fate < 0.09
            ? 'rejected'
            : fate < 0.1
              ? 'accepted'
              : delivery
                ? 'delivered'
                : 'collected';
    const steps = [['placed', at]];
    let clock = at;
    const step = (name, low, high) => {
      clock = plusMinutes(clock, between(low, high));
      steps.push([name, clock]);
      return clock;
    };
    let ready = null;
    let onTheWay = null;
    let done = null;
    if (status === 'rejected') step('rejected', 1, 10);
    else if (status === 'cancelled') step('cancelled', 1, 5);
    else {
      step('accepted', 1, 8);
      if (status === 'cancelled-late') step('cancelled', 3, 15);
      else if (status !== 'accepted') {
        step('preparing', 1, 3);
        ready = step('ready_for_pickup', 8, 25);
        if (delivery) {
          onTheWay = step('on_the_way', 2, 15);
          done = step('delivered', 8, 35);
        } else done = step('collected', 5, 90);
      }
    }
    const finalStatus = status === 'cancelled-late' ? 'cancelled' : status;
    const calledOff = finalStatus === 'cancelled' || finalStatus === 'rejected';
    const id = addOrder.get(
      `BENCH-${index}`,
      user,
      store,
      finalStatus,
      delivery ? 'DELIVERY' : 'SELFPICKUP',
      subtotal,
      discount,
      charge,
      tip,
      wallet,
      total,
      total - wallet,
      method,
      method === 'ONLINE' ? 'razorpay' : null,
      coupon?.id ?? null,
      coupon?.code ?? null,
      at,
      clock,
      calledOff ? clock : null,
      finalStatus === 'rejected' ? 'Out of stock' : calledOff ? pick(['Ordered by mistake', 'Too late', '']) : null,
    ).id;
    counts.orders++;
    for (const line of lines) addLine.run(id, line.item.id, line.item.name, line.quantity, line.unit, line.total);
    counts.lines += lines.length;
    for (const [name, when] of steps) addEvent.run(id, name, when);
    counts.events += steps.length;
    if (coupon) addRedemption.run(coupon.id, user, id, at);
    if (wallet > 0) {
      addWallet.run(user, -wallet, 'order', id, at);
      if (calledOff) addWallet.run(user, wallet, 'refund', id, clock);
    }
    if (delivery && ready && onTheWay) {
      addDelivery.run(id, pick(partners), plusMinutes(ready, -2), onTheWay, done);
      counts.deliveries++;
    }
  }
  db.exec('commit');
  db.exec('analyze');
  db.close();
  return { counts, from: toIsoDate(addDays(today, -(DAYS - 1))), to: toIsoDate(today) };
}

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(0.95 * sorted.length)) - 1];
}

async function measure(ctx, report, input, runs) {
  const once = async () => {
    const start = performance.now();
    const answer = await staffReport(ctx, ADMIN, { report, ...input });
    if (!answer.ok) throw new Error(`${report}: ${answer.error.message}`);
    return { ms: performance.now() - start, rows: answer.value.report.rows.length };
  };
  await once();
  const times = [];
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    const result = await once();
    times.push(result.ms);
    rows = result.rows;
  }
  return { p95: p95(times), median: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)], rows };
}

const dir = mkdtempSync(join(tmpdir(), 'farmcart-bench-reports-'));
try {
  const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: dir };
  await (await openDatabase(config)).close();
  const seedStart = performance.now();
  const { counts, from, to } = seed(join(dir, 'shop.sqlite'));
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(`seeded ${JSON.stringify(counts)} in ${seedSeconds.toFixed(1)} s`);
  const database = await openDatabase(config);
  const ctx = createContext(database);
  const results = [];
  try {
    for (const report of REPORT_KINDS) {
      const month = await measure(ctx, report, { range: 'last_30_days' }, RUNS.month);
      const year = await measure(ctx, report, { range: 'custom', from, to, grain: 'month' }, RUNS.year);
      results.push({ report, month, year });
      console.log(report, `30 days p95 ${month.p95.toFixed(0)} ms`, `12 months p95 ${year.p95.toFixed(0)} ms`);
    }
  } finally {
    await database.close();
  }
  const ms = (value) => `${Math.round(value).toLocaleString('en-IN')} ms`;
  const section = `
## Reports on a year of orders, SQLite (bench/reports.mjs, ${new Date().toISOString().slice(0, 10)})

A fresh SQLite database of the demo shop with ${counts.orders.toLocaleString('en-IN')} orders over the last
${DAYS} shop days across its 9 stores (${counts.lines.toLocaleString('en-IN')} lines, ${counts.events.toLocaleString('en-IN')} status
steps, ${counts.deliveries.toLocaleString('en-IN')} partner deliveries, ${CUSTOMERS.toLocaleString('en-IN')} customers; about 10 % with a coupon, 9 %
cancelled or rejected), written straight into the tables in ${seedSeconds.toFixed(0)} s. Each report is read
through the service of \`staff/reports\` (no HTTP) for every store, as an admin; the year by month.
One warm-up, then ${RUNS.month} runs (30 days) and ${RUNS.year} runs (12 months); p95 by nearest rank
(with ${RUNS.year} runs it is the slowest), median beside it. Node ${process.version} on ${cpus().length} cores shared with other work.
PostgreSQL and the issue's 1,000,000 orders are not measured here yet.

| Report | 30 days p95 | (median) | 12 months p95 | (median) |
| --- | ---: | ---: | ---: | ---: |
${results.map(({ report, month, year }) => `| ${report} | ${ms(month.p95)} | ${ms(month.median)} | ${ms(year.p95)} | ${ms(year.median)} |`).join('\n')}
`;
  writeSection('reports', section);
  console.log(section);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
