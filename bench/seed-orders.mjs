// The year of orders of the benchmarks that need a shop with a history (bench/reports.mjs,
// bench/backup-load.mjs): written straight into the tables of a migrated demo shop, oldest first and
// about as many each day over the last DAYS shop days: lines of each store's items, the status
// steps with their times, cancellations before and after acceptance, rejections, coupons with their
// redemptions, wallet parts and refunds, online payments and partners' deliveries. The same
// deterministic generator seeds SQLite (one transaction of prepared inserts) and PostgreSQL
// (multi-row inserts), so two runs seed the same shop. Not a bench of its own: imported.
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { addDays, shopCalendarDate, shopDayStart, toIsoDate } from '../src/domain/calendar.ts';
import { fillOrderLegs } from '../src/server/db/migrations/046_order_legs.ts';
import { fillReportSums } from '../src/server/db/report-sums.ts';

const PARTNERS = 30;
export const DAYS = 365;

/** The customers who placed `orders` orders: about twenty orders each, at least 100. */
export const customersFor = (orders) => Math.max(100, Math.round(orders / 20));

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

/**
 * The year of orders, as rows with their own ids (order ids from `firstOrderId`), handed to
 * `write(table, row)`: the same generator seeds SQLite and PostgreSQL. `world` holds the shop's
 * stores with their items, its coupons, customers and partners.
 */
function generateOrders(world, count, firstOrderId, write) {
  const counts = { orders: 0, lines: 0, events: 0, deliveries: 0 };
  const { today, created, itemsOf, stores, coupons, users, partners, planned, firstId } = world;
  for (let index = 0; index < count; index++) {
    // Oldest first, as a shop's orders arrive (and are stored), about as many each day.
    const nth = firstOrderId - firstId + index;
    const day = addDays(today, -(DAYS - 1) + Math.floor((nth * DAYS) / planned));
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
      // Whole minutes and some seconds, so the durations are not all multiples of 60.
      clock = new Date(Date.parse(clock) + between(low * 60, high * 60) * 1000 + between(0, 999)).toISOString();
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
    const id = firstOrderId + index;
    write('orders', {
      id,
      unique_order_id: `BENCH-${id}`,
      user_id: user,
      store_id: store,
      status: finalStatus,
      mode: delivery ? 'DELIVERY' : 'SELFPICKUP',
      subtotal_paise: subtotal,
      discount_paise: discount,
      delivery_charge_paise: charge,
      tip_paise: tip,
      wallet_used_paise: wallet,
      total_paise: total,
      total_payable_paise: total - wallet,
      payment_method: method,
      payment_provider: method === 'ONLINE' ? 'razorpay' : null,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      created_at: at,
      updated_at: clock,
      cancelled_at: calledOff ? clock : null,
      cancel_reason:
        finalStatus === 'rejected' ? 'Out of stock' : calledOff ? pick(['Ordered by mistake', 'Too late', '']) : null,
    });
    counts.orders++;
    for (const line of lines)
      write('order_items', {
        order_id: id,
        item_id: line.item.id,
        name: line.item.name,
        quantity: line.quantity,
        unit_price_paise: line.unit,
        line_total_paise: line.total,
      });
    counts.lines += lines.length;
    for (const [name, when] of steps) write('order_status_events', { order_id: id, status: name, at: when });
    counts.events += steps.length;
    if (coupon) write('coupon_redemptions', { coupon_id: coupon.id, user_id: user, order_id: id, created_at: at });
    if (wallet > 0) {
      const move = { user_id: user, order_id: id, balance_after_paise: 0 };
      write('wallet_transactions', { ...move, amount_paise: -wallet, kind: 'order', created_at: at });
      if (calledOff) write('wallet_transactions', { ...move, amount_paise: wallet, kind: 'refund', created_at: clock });
    }
    if (delivery && ready && onTheWay) {
      write('order_deliveries', {
        order_id: id,
        partner_id: pick(partners),
        assigned_at: plusMinutes(ready, -2),
        picked_up_at: onTheWay,
        delivered_at: done,
        distance_m: 2400,
        earning_paise: 3500,
      });
      counts.deliveries++;
    }
  }
  return counts;
}

/** The shop's stores with their items, and its coupons, as the generator needs them. */
function worldOf(storeItems, coupons, users, partners, firstId, planned) {
  const now = new Date();
  const itemsOf = new Map();
  for (const row of storeItems) {
    const list = itemsOf.get(row.store_id) ?? [];
    list.push(row);
    itemsOf.set(row.store_id, list);
  }
  return {
    today: shopCalendarDate(now),
    created: now.toISOString(),
    itemsOf,
    stores: [...itemsOf.keys()],
    coupons,
    users,
    partners,
    planned,
    firstId,
  };
}

const partnerRow = (index, created) => ({
  name: `Bench rider ${index}`,
  phone: `+9197${String(index).padStart(8, '0')}`,
  aadhaar_masked: 'XXXX-XXXX-1234',
  vehicle_type: 'bike',
  vehicle_number: `MH12 ${index}`,
  password_hash: 'x',
  status: 'approved',
  created_at: created,
});

/** Writes the year of orders straight into the SQLite file; answers the counts of rows written. */
export function seedSqlite(file, orders) {
  const customers = customersFor(orders);
  const db = new DatabaseSync(file);
  const created = new Date().toISOString();
  db.exec('begin');
  const addUser = db.prepare('insert into users (name, created_at) values (?, ?) returning id');
  const users = Array.from({ length: customers }, (_, index) => addUser.get(`Bench customer ${index}`, created).id);
  const partners = Array.from({ length: PARTNERS }, (_, index) => {
    const row = partnerRow(index, created);
    const names = Object.keys(row);
    return db
      .prepare(`insert into delivery_partners (${names}) values (${names.map(() => '?')}) returning id`)
      .get(...Object.values(row)).id;
  });
  const firstId = db.prepare('select coalesce(max(id), 0) + 1 as id from orders').get().id;
  const world = worldOf(
    db.prepare('select id, store_id, name from items where archived_at is null').all(),
    db.prepare('select id, code from coupons').all(),
    users,
    partners,
    firstId,
    orders,
  );
  const statements = new Map();
  const counts = generateOrders(world, orders, firstId, (table, row) => {
    const names = Object.keys(row);
    const key = `${table}:${names}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(`insert into ${table} (${names}) values (${names.map(() => '?')})`);
      statements.set(key, statement);
    }
    statement.run(...Object.values(row));
  });
  db.exec('commit');
  db.exec('analyze');
  db.close();
  return {
    counts,
    stores: world.stores.length,
    from: toIsoDate(addDays(world.today, -(DAYS - 1))),
    to: toIsoDate(world.today),
  };
}

/** A value as a PostgreSQL literal (the rows are the generator's own: numbers, null and text). */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * Writes the year of orders into the PostgreSQL schema with multi-row inserts (1,000 rows a
 * statement), after making the demo's nine stores ten: store 10 is a copy of store 1 with its items.
 */
export async function seedPostgres(client, orders) {
  const customers = customersFor(orders);
  const created = new Date().toISOString();
  const columnsOf = async (table) =>
    (
      await client.query(
        `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name <> 'id' order by ordinal_position`,
        [table],
      )
    ).rows.map((row) => row.column_name);
  const { rows: storeCount } = await client.query('select count(*)::int as n from stores');
  if (storeCount[0].n < 10) {
    const storeColumns = await columnsOf('stores');
    const copied = storeColumns.map((name) =>
      name === 'slug' ? `slug || '-bench'` : name === 'name' ? `name || ' (bench copy)'` : name,
    );
    const { rows } = await client.query(
      `insert into stores (${storeColumns}) select ${copied} from stores where id = 1 returning id`,
    );
    const itemColumns = await columnsOf('items');
    const itemCopy = itemColumns.map((name) =>
      name === 'slug' ? `slug || '-bench'` : name === 'store_id' ? String(rows[0].id) : name,
    );
    await client.query(`insert into items (${itemColumns}) select ${itemCopy} from items where store_id = 1`);
  }
  const insertMany = async (table, rows) => {
    if (rows.length === 0) return;
    const names = Object.keys(rows[0]);
    await client.query(
      `insert into ${table} (${names}) values ${rows.map((row) => `(${names.map((name) => literal(row[name]))})`).join(',')}`,
    );
  };
  const users = [];
  for (let from = 0; from < customers; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, customers - from) }, (_, index) => ({
      name: `Bench customer ${from + index}`,
      created_at: created,
    }));
    const names = Object.keys(batch[0]);
    const { rows } = await client.query(
      `insert into users (${names}) values ${batch.map((row) => `(${names.map((name) => literal(row[name]))})`).join(',')} returning id`,
    );
    users.push(...rows.map((row) => row.id));
  }
  const partners = [];
  for (let index = 0; index < PARTNERS; index++) {
    const row = partnerRow(index, created);
    const names = Object.keys(row);
    const { rows } = await client.query(
      `insert into delivery_partners (${names}) values (${names.map((name) => literal(row[name]))}) returning id`,
    );
    partners.push(rows[0].id);
  }
  const { rows: idRows } = await client.query('select coalesce(max(id), 0) + 1 as id from orders');
  const world = worldOf(
    (await client.query('select id, store_id, name from items where archived_at is null')).rows,
    (await client.query('select id, code from coupons')).rows,
    users,
    partners,
    Number(idRows[0].id),
    orders,
  );
  const buffers = new Map();
  const flush = async (table) => {
    const rows = buffers.get(table) ?? [];
    buffers.set(table, []);
    await insertMany(table, rows);
  };
  // Orders first, then what points at them: each batch of orders is flushed before its children.
  const order = [
    'orders',
    'order_items',
    'order_status_events',
    'coupon_redemptions',
    'wallet_transactions',
    'order_deliveries',
  ];
  const CHUNK = 2_000;
  const counts = { orders: 0, lines: 0, events: 0, deliveries: 0 };
  const firstId = Number(idRows[0].id);
  for (let done = 0; done < orders; done += CHUNK) {
    const chunk = generateOrders(world, Math.min(CHUNK, orders - done), firstId + done, (table, row) => {
      const list = buffers.get(table) ?? [];
      list.push(row);
      buffers.set(table, list);
    });
    for (const key of Object.keys(counts)) counts[key] += chunk[key];
    for (const table of order) {
      const rows = buffers.get(table) ?? [];
      buffers.set(table, []);
      for (let from = 0; from < rows.length; from += 1000) await insertMany(table, rows.slice(from, from + 1000));
    }
  }
  for (const table of order) await flush(table);
  await client.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  // Only this schema's tables: a bare ANALYZE would read every schema of the database.
  for (const table of ['stores', 'items', 'users', 'delivery_partners', ...order])
    await client.query(`analyze ${table}`);
  return {
    counts,
    stores: world.stores.length,
    from: toIsoDate(addDays(world.today, -(DAYS - 1))),
    to: toIsoDate(world.today),
  };
}

/**
 * The orders were written straight into the tables, past the services that keep each order's legs
 * and each customer's first order (decision 0299): they are filled from them, as migration 046 does.
 */
export async function fillLegs(db, engine) {
  const start = performance.now();
  // The shop's connections have a statement timeout; the filling is one long statement a table.
  await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`set local statement_timeout = 0`.execute(trx);
    await fillOrderLegs(trx, engine);
  });
  for (const table of ['order_legs', 'customer_first_orders']) await sql.raw(`analyze ${table}`).execute(db);
  console.log(`filled the orders' legs in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/**
 * The orders are written straight into the tables, around the services that keep the reports'
 * summary tables (decision 0298): they are filled from the orders once seeded, as migration 045
 * fills them from a shop's orders. Answers the seconds it took.
 */
export async function fillSums(db, engine) {
  const start = performance.now();
  // The shop's connections have a statement timeout; filling a year is one long statement a table.
  await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`set local statement_timeout = 0`.execute(trx);
    await fillReportSums(trx, engine);
  });
  const seconds = (performance.now() - start) / 1000;
  console.log(`summary tables filled in ${seconds.toFixed(1)} s`);
  return seconds;
}
