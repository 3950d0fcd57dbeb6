// `npm run db:reset`: rebuilds the demo shop from scratch. Refuses while a server
// holds the embedded database (the lock says which); on PostgreSQL it drops and
// recreates the public schema of DATABASE_URL's database.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { readConfig } from '../config.ts';
import { openDatabase } from './index.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const config = readConfig();
try {
  if (config.DATABASE_URL) {
    const database = await openDatabase(config, { seed: false });
    await sql`drop schema public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
    await database.close();
  } else {
    const dataDir = resolve(config.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    const release = lockDataDir(dataDir);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `shop.sqlite${suffix}`), { force: true });
    release();
  }
  const database = await openDatabase(config, { seed: true });
  await database.close();
  console.log(`The demo shop was rebuilt (${config.DATABASE_URL ? 'PostgreSQL' : resolve(config.DATA_DIR)}).`);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
