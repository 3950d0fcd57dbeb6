// `node src/server/db/advance-order.ts <unique_order_id>`: takes the order's next step
// as the 'operator' actor of the order state machine (§4 Order lifecycle,
// domain/order-flow.ts; services/order-status.ts), standing in for the store and the
// delivery partner until their screens exist. Works while the server runs, on its database.
//
// It does not take the data directory's lock (db/lock.ts): that lock keeps a second
// *server* off the embedded database, and taking it here would refuse exactly when
// the command is needed. A second writer is safe: SQLite in WAL mode lets this
// process write while the server reads, and the change runs in one BEGIN IMMEDIATE
// transaction, so it waits (busy_timeout) for the server's write transactions
// instead of interleaving with them. It does not migrate or seed either: the
// server owns the schema, so the command refuses a database the server never made.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely } from 'kysely';
import { readConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { advanceOrder } from '../services/order-status.ts';
import { openDatabase, type ShopDatabase } from './index.ts';
import type { Database } from './schema.ts';
import { createNodeSqliteDialect, openSqlite } from './sqlite-dialect.ts';

async function openShared(): Promise<ShopDatabase> {
  const config = readConfig();
  // PostgreSQL has no data-directory lock: many app nodes share it.
  if (config.DATABASE_URL) return openDatabase(config, { seed: false });
  const file = join(resolve(config.DATA_DIR), 'shop.sqlite');
  if (!existsSync(file))
    throw new Error(`There is no shop database at ${file}. Start the server once (npm run serve) to create it.`);
  const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(openSqlite(file)) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

const uniqueOrderId = process.argv[2]?.trim().toUpperCase();
if (!uniqueOrderId) {
  console.error('Usage: node src/server/db/advance-order.ts <unique_order_id>');
  process.exit(2);
}

let database: ShopDatabase | undefined;
try {
  database = await openShared();
  const result = await advanceOrder(createContext(database), uniqueOrderId);
  if (result.ok) {
    console.log(`${result.value.unique_order_id}: ${result.value.from} → ${result.value.status}`);
  } else {
    console.error(result.error.message);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
