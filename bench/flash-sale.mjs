// The busy hour: a flash sale (docs/benchmarks.md "The busy hour: a flash sale"). CUSTOMERS signed-in
// customers, each with a delivery point of their own in Kothrud, open the located home, add the deal
// item (STOCK units), apply a coupon (COUPON_CAP uses, once per customer), take one of three slots
// tomorrow (SLOT_CAPACITY orders each; most want the evening one) and place their orders, cash or
// wallet, each with its idempotency key (one in ten taps twice), CONCURRENCY customers at a time, all
// from the same instant (tests/e2e/support/flash-sale.ts plays them; a refusal makes a customer try
// fewer units, the next slot, no coupon or cash). On SQLite with one instance of the built shop, and
// on PostgreSQL (TEST_DATABASE_URL, a schema of its own, dropped at the end) with two instances over
// the one database. Loopback only; every request is bounded in time, every customer in attempts.
// Afterwards the database is read: exactly STOCK units sold, the coupon within its cap and once per
// customer, no slot over its capacity, no wallet below zero; and no answer of 500 or more.
// Beside it a floor: the same transaction's SQL (lock and decrement the stock, count the coupon use,
// take a slot, insert the order, its line and the redemption) run by this script on the same
// database, for the same customers at the same concurrency (on PostgreSQL over as many connections
// as the instances' pools together; on SQLite one connection, one writer, as the shop has), before
// the shop's run, its rows removed after. Usage:
//   npm run build && node bench/flash-sale.mjs
// Options: ENGINES=sqlite,postgres  CUSTOMERS=2000  STOCK=500  CONCURRENCY=200  COUPON_CAP=150
//   SLOT_CAPACITY=250  NO_WRITE=1 (print only, leave docs/benchmarks.md as it is)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { openShopDatabase } from '../src/server/shop-database.ts';
import { checkFlashSale, percentile, runFlashSale, seedFlashSale } from '../tests/e2e/support/flash-sale.ts';
import { startShop, writeSection } from './lib.mjs';

const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 2000);
const STOCK = Number(process.env.STOCK ?? 500);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const COUPON_CAP = Number(process.env.COUPON_CAP ?? Math.round(STOCK * 0.3));
const SLOT_CAPACITY = Number(process.env.SLOT_CAPACITY ?? Math.round(STOCK / 2));
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';
/** The shop's PG_POOL_MAX unless set (config.ts). */
const POOL_MAX = Number(process.env.PG_POOL_MAX ?? 10);
const PORTS = [4540, 4541];
const options = { customers: CUSTOMERS, stock: STOCK, couponCap: COUPON_CAP, slotCapacity: SLOT_CAPACITY };

const ms = (value) => `${value.toFixed(0)} ms`;
const load = () => loadavg()[0].toFixed(1);

/**
 * The floor's database: `run(sql, params)` answers rows (and the rows changed), `transaction(work)`
 * runs `work` on one connection between begin and commit (rolled back when it throws).
 */
function sqliteFloor(file) {
  const db = new DatabaseSync(file);
  db.exec('pragma busy_timeout = 5000');
  const run = (text, params) => {
    const statement = db.prepare(text);
    if (/^\s*(select|insert[^;]*returning)/i.test(text)) return { rows: statement.all(...params), changes: 0 };
    return { rows: [], changes: Number(statement.run(...params).changes) };
  };
  return {
    concurrency: 1,
    async transaction(work) {
      db.exec('begin immediate');
      try {
        const answer = await work(async (text, params) => run(text, params));
        db.exec('commit');
        return answer;
      } catch (error) {
        db.exec('rollback');
        throw error;
      }
    },
    run: async (text, params) => run(text, params),
    close: () => db.close(),
  };
}

function postgresFloor(url, connections) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const numbered = (text) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  const query = async (client, text, params) => {
    const answer = await client.query(numbered(text), params);
    return { rows: answer.rows, changes: answer.rowCount ?? 0 };
  };
  return {
    concurrency: CONCURRENCY,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const answer = await work((text, params) => query(client, text, params));
        await client.query('commit');
        return answer;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    run: (text, params) => query(pool, text, params),
    close: () => pool.end(),
  };
}

class Refused extends Error {}

/**
 * Each customer's order as bare SQL, the shop's checks kept (stock never below zero, the coupon
 * within its cap, the slot within its capacity) and everything else left out: no pricing, no
 * idempotency key, no status step, no wallet. Answers the orders made and the seconds taken; the
 * floor's rows are removed and the sale's counts put back afterwards.
 */
async function floorRun(floor, sale, engine) {
  const [{ id: couponId }] = (await floor.run('select id from coupons where code = ?', ['FLASHSALE'])).rows;
  const lock = engine === 'postgres' ? ' for no key update' : '';
  let orders = 0;
  let lastOrderSeconds = 0;
  let next = 0;
  const now = new Date().toISOString();
  const started = performance.now();
  const one = async (customer) => {
    try {
      await floor.transaction(async (run) => {
        await run(`select id from item_variants where id = ?${lock}`, [sale.variantId]);
        const taken = await run('update item_variants set stock = stock - ? where id = ? and stock >= ?', [
          customer.quantity,
          sale.variantId,
          customer.quantity,
        ]);
        if (taken.changes !== 1) throw new Refused('out_of_stock');
        let coupon = null;
        if (customer.wantsCoupon) {
          await run(`select id from coupons where id = ?${lock}`, [couponId]);
          const used = await run(
            'update coupons set used_count = used_count + 1 where id = ? and (max_uses is null or used_count < max_uses)',
            [couponId],
          );
          if (used.changes === 1) coupon = couponId;
        }
        let slot = null;
        for (const slotId of sale.slotIds) {
          const [template] = (await run(`select capacity from store_slots where id = ?${lock}`, [slotId])).rows;
          const [{ taken: count }] = (
            await run('select count(*) as taken from orders where slot_id = ? and slot_day = ? and slot_held = 1', [
              slotId,
              sale.slotDay,
            ])
          ).rows;
          if (Number(count) < template.capacity) {
            slot = slotId;
            break;
          }
        }
        if (slot === null) throw new Refused('slot_full');
        const [order] = (
          await run(
            `insert into orders (unique_order_id, user_id, store_id, status, mode, address_id, subtotal_paise, total_paise,
              total_payable_paise, payment_method, coupon_id, coupon_code, membership_id, member_weight_grams, created_at,
              updated_at, cancelled_at, cancel_reason, slot_id, slot_day, slot_held)
             values (?, ?, ?, 'placed', 'DELIVERY', ?, 4000, 4000, 4000, 'COD', ?, ?, null, null, ?, ?, null, null, ?, ?, 1)
             returning id`,
            [
              `FLOOR-${customer.id}`,
              customer.id,
              sale.storeId,
              customer.addressId,
              coupon,
              coupon ? 'FLASHSALE' : null,
              now,
              now,
              slot,
              sale.slotDay,
            ],
          )
        ).rows;
        await run(
          `insert into order_items (order_id, item_id, variant_id, name, variant_name, quantity, unit_price_paise, line_total_paise, stock_taken)
           values (?, ?, ?, 'Deal', null, ?, 4000, 4000, 1)`,
          [order.id, sale.itemId, sale.variantId, customer.quantity],
        );
        if (coupon)
          await run('insert into coupon_redemptions (coupon_id, user_id, order_id, created_at) values (?, ?, ?, ?)', [
            coupon,
            customer.id,
            order.id,
            now,
          ]);
        orders++;
      });
      lastOrderSeconds = (performance.now() - started) / 1000;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
  };
  await Promise.all(
    Array.from({ length: floor.concurrency }, async () => {
      while (next < sale.customers.length) await one(sale.customers[next++]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Put the sale back as it was seeded.
  const floorOrders = "select id from orders where unique_order_id like 'FLOOR-%'";
  await floor.run(`delete from coupon_redemptions where order_id in (${floorOrders})`, []);
  await floor.run(`delete from order_items where order_id in (${floorOrders})`, []);
  await floor.run("delete from orders where unique_order_id like 'FLOOR-%'", []);
  await floor.run('update item_variants set stock = ? where id = ?', [sale.options.stock, sale.variantId]);
  await floor.run('update coupons set used_count = 0 where id = ?', [couponId]);
  return { orders, seconds, lastOrderSeconds };
}

/** One engine's run: seed, floor, the shop's instances, the customers, the checks. */
async function benchEngine(engine) {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bench-flash-'));
  const schema = `bench_flash_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: dir };
  let url = null;
  let admin = null;
  if (engine === 'postgres') {
    admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
    try {
      await admin.connect();
    } catch {
      console.log('no PostgreSQL answers: skipped');
      return null;
    }
    const address = new URL(POSTGRES_URL);
    address.searchParams.set('options', `-c search_path=${schema}`);
    url = address.href;
    config.DATABASE_URL = POSTGRES_URL;
  }
  const shops = [];
  try {
    const database = await openShopDatabase(config, engine === 'postgres' ? { pgSchema: schema, demo: true } : {});
    let sale;
    try {
      sale = await seedFlashSale(database.db, options);
    } finally {
      await database.close();
    }
    const instances = engine === 'postgres' ? 2 : 1;
    const floor =
      engine === 'postgres' ? postgresFloor(url, POOL_MAX * instances) : sqliteFloor(join(dir, 'shop.sqlite'));
    const floorLoad = load();
    let floorResult;
    try {
      floorResult = await floorRun(floor, sale, engine);
    } finally {
      await floor.close();
    }
    console.log(`${engine} floor`, JSON.stringify(floorResult));
    const env = engine === 'postgres' ? { DATABASE_URL: url } : { DATA_DIR: dir };
    // One after the other: the first finds the schema migrated, the second too.
    for (let index = 0; index < instances; index++) shops.push(await startShop(PORTS[index], { env }));
    const loadAtStart = load();
    const result = await runFlashSale(
      shops.map((shop) => shop.url),
      sale,
      { concurrency: CONCURRENCY },
    );
    // An answer of 5xx says why in the shops' logs.
    if (Object.keys(result.serverErrors).length > 0)
      for (const shop of shops) console.log(`${shop.url} said:\n${shop.log().slice(-3000)}`);
    // The data directory is the server's while it runs: the checks read the database after.
    for (const shop of shops.splice(0)) await shop.stop();
    const checkDb = await openShopDatabase(
      engine === 'postgres' ? { ...config, DATABASE_URL: url } : config,
      engine === 'postgres' ? { pgSchema: schema } : {},
    );
    let check;
    try {
      check = await checkFlashSale(checkDb.db, sale);
    } finally {
      await checkDb.close();
    }
    console.log(engine, JSON.stringify({ ...result, placeMs: undefined, homeMs: undefined }), JSON.stringify(check));
    return { engine, instances, sale, result, check, floor: floorResult, loadAtStart, floorLoad };
  } finally {
    for (const shop of shops) await shop.stop();
    if (admin) {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

const runs = [];
for (const engine of ENGINES) {
  const run = await benchEngine(engine);
  if (run) runs.push(run);
}

const verdict = (run) => {
  const { check, result, sale } = run;
  const faults = [];
  if (check.sold !== sale.options.stock) faults.push(`sold ${check.sold} of ${sale.options.stock}`);
  if (check.stockLeft < 0) faults.push(`stock ${check.stockLeft}`);
  if (check.couponUses > sale.options.couponCap || check.couponRedemptions !== check.couponUses)
    faults.push(`coupon ${check.couponUses} uses, ${check.couponRedemptions} redemptions`);
  if (check.couponTwice > 0) faults.push(`${check.couponTwice} customers used the coupon twice`);
  if (check.slotsOverCapacity > 0) faults.push(`${check.slotsOverCapacity} slots over capacity`);
  if (check.negativeWallets > 0) faults.push(`${check.negativeWallets} wallets below zero`);
  const fives = Object.values(result.serverErrors).reduce((sum, n) => sum + n, 0);
  if (fives > 0) faults.push(`${fives} answers of 5xx (${JSON.stringify(result.serverErrors)})`);
  if (result.failed > 0) faults.push(`${result.failed} requests without an answer`);
  if (result.doubleTapMismatches > 0) faults.push(`${result.doubleTapMismatches} double taps answered differently`);
  if (result.orders !== check.orders) faults.push(`${result.orders} orders answered, ${check.orders} stored`);
  return faults.length === 0 ? 'all held' : faults.join('; ');
};
const name = (run) => (run.engine === 'postgres' ? 'PostgreSQL, two instances' : 'SQLite, one instance');
const trio = (values) =>
  `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.95))} / ${ms(percentile(values, 0.99))}`;
const refusals = (run) =>
  Object.entries(run.result.refusals)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
// Orders over the selling time: from the start to the last order placed (the sold-out tail after it is
// refusals, in the p99s).
const rate = (run) => run.result.orders / run.result.lastOrderSeconds;
const floorRate = (run) => run.floor.orders / run.floor.lastOrderSeconds;

const section = `
## The busy hour: a flash sale (bench/flash-sale.mjs, ${new Date().toISOString().slice(0, 10)})

${CUSTOMERS.toLocaleString('en-IN')} signed-in customers, each with a delivery point of their own in Kothrud, ${CONCURRENCY} at
a time and all from the same instant, open the located home, add the deal item (${STOCK} units; one or two
each), apply the sale's coupon (${COUPON_CAP} uses, once per customer; six in ten want it), take one of three
slots tomorrow (${SLOT_CAPACITY} orders each; seven in ten want the evening one) and place their orders,
cash or wallet (three in ten; one in ten of those short), each with its idempotency key, one in ten
tapping twice. A refused customer tries again as a person would: one unit instead of two, the next
slot the refusal names, without the coupon, cash instead of the wallet; four attempts at most; one
answered 5xx, or not answered within 30 s, gives up. orders/s counts the orders over the selling
time (from the start to the last order placed); the sold-out tail is in the p99s. The
built shop with \`npm run serve\`'s flags on loopback; the customers (tests/e2e/support/flash-sale.ts,
the same that tests/e2e/orders/flash-sale.spec.ts plays with 200) in one Node process beside it.
The **floor** is the same transaction's SQL (lock and decrement the stock, count the coupon use, take
a slot, insert the order, its line and the redemption) run by the bench itself on the same database
for the same customers, on PostgreSQL ${CONCURRENCY} at a time over ${POOL_MAX * 2} connections (the two instances'
pools), on SQLite on one connection (one writer, as the shop has): no HTTP, no pricing, no key.
Node ${process.version} on ${cpus().length} cores **shared with other engineers' work**: the load average
at each run's start is in the table, and the figures are as noisy as it says.

| Engine | orders/s | floor orders/s | shop/floor | place-order p50 / p95 / p99 | home p50 / p95 / p99 | load average (shop, floor) |
| --- | ---: | ---: | ---: | --- | --- | --- |
${runs.map((run) => `| ${name(run)} | ${rate(run).toFixed(0)} (${run.result.orders} in ${run.result.lastOrderSeconds.toFixed(1)} s; all customers served in ${run.result.seconds.toFixed(1)} s) | ${floorRate(run).toFixed(0)} | ${((100 * rate(run)) / floorRate(run)).toFixed(0)} % | ${trio(run.result.placeMs)} | ${trio(run.result.homeMs)} | ${run.loadAtStart}, ${run.floorLoad} |`).join('\n')}

Refusals of place-order by error and message code, and what the database held afterwards:

| Engine | refusals | sold / stock | coupon uses / cap | fullest slot / capacity | checks |
| --- | --- | ---: | ---: | ---: | --- |
${runs.map((run) => `| ${name(run)} | ${refusals(run)} | ${run.check.sold} / ${run.sale.options.stock} | ${run.check.couponUses} / ${run.sale.options.couponCap} | ${run.check.fullestSlot} / ${run.sale.options.slotCapacity} | ${verdict(run)} |`).join('\n')}
`;
console.log(section);
if (!process.env.NO_WRITE) writeSection('flash-sale', section);
const failed = runs.filter((run) => verdict(run) !== 'all held');
if (failed.length > 0) {
  console.error(`The sale broke a rule: ${failed.map((run) => `${run.engine}: ${verdict(run)}`).join('; ')}`);
  process.exitCode = 1;
}
