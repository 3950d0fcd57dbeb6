// The running shop's database, for a command-line tool (npm run order:advance, npm run staff)
// that works while the server runs. It does not take the data directory's lock (db/lock.ts):
// that lock keeps a second *server* off the embedded database, and taking it here would refuse
// exactly when the command is needed. A second writer is safe: SQLite in WAL mode lets this
// process write while the server reads, and each change runs in one statement or one
// BEGIN IMMEDIATE transaction, so it waits (busy_timeout) for the server's write transactions
// instead of interleaving with them. It does not migrate or seed either: the server owns the
// schema, so a database the server never made is refused.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely } from 'kysely';
import { readConfig } from '../config.ts';
import type { Database, ShopDatabase } from '../db/index.ts';
import { createNodeSqliteDialect, openSqlite } from '../db/sqlite-dialect.ts';
import { openShopDatabase } from '../shop-database.ts';

export async function openSharedDatabase(): Promise<ShopDatabase> {
  const config = readConfig();
  // PostgreSQL has no data-directory lock: many app nodes share it.
  if (config.DATABASE_URL) return openShopDatabase(config, { demo: false });
  const file = join(resolve(config.DATA_DIR), 'shop.sqlite');
  if (!existsSync(file))
    throw new Error(`There is no shop database at ${file}. Start the server once (npm run serve) to create it.`);
  const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(openSqlite(file)) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
