// `npm run db:reset`: rebuilds the demo shop from scratch. Refuses while a server
// uses the database: on SQLite the data directory's lock says which; on PostgreSQL
// every running instance keeps a listening connection named after its schema
// (changes.ts), and while one is there the schema is left alone. Otherwise it drops
// and recreates DATABASE_URL's schema (the first on its search_path: public unless
// the URL's options say otherwise) and seeds it.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { readConfig } from '../config.ts';
import { LISTENER_NAME_PREFIX } from '../db/changes.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { openShopDatabase } from '../shop-database.ts';

class InstancesRunningError extends Error {}

/** Drops and recreates the schema of `url`, unless instances of the shop are connected to it. */
async function emptyPostgresSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'farmcart-reset' });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('The database has no schema on its search_path.');
    const running = await client.query<{ n: number; addresses: string | null }>(
      `select count(*)::int as n, string_agg(distinct coalesce(client_addr::text, 'local'), ', ') as addresses
         from pg_stat_activity where datname = current_database() and application_name = $1`,
      [`${LISTENER_NAME_PREFIX}${schema}`],
    );
    const found = running.rows[0];
    if (found && found.n > 0) {
      throw new InstancesRunningError(
        `Refusing to reset: ${found.n} running instance(s) of the shop use schema "${schema}" ` +
          `(from ${found.addresses}). Stop them first.`,
      );
    }
    await client.query(`drop schema ${pg.escapeIdentifier(schema)} cascade`);
    await client.query(`create schema ${pg.escapeIdentifier(schema)}`);
  } finally {
    await client.end();
  }
}

const config = readConfig();
try {
  if (config.DATABASE_URL) {
    await emptyPostgresSchema(config.DATABASE_URL);
  } else {
    const dataDir = resolve(config.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    const release = lockDataDir(dataDir);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `shop.sqlite${suffix}`), { force: true });
    // The media library's files kept on this disk (services/media/media-files.ts) were the old database's.
    rmSync(join(dataDir, 'media'), { recursive: true, force: true });
    release();
  }
  const database = await openShopDatabase(config, { demo: true });
  await database.close();
  console.log(`The demo shop was rebuilt (${config.DATABASE_URL ? 'PostgreSQL' : resolve(config.DATA_DIR)}).`);
} catch (error) {
  const known = error instanceof DataDirLockedError || error instanceof InstancesRunningError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
