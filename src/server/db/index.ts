// Opens the shop's database: the embedded SQLite file under DATA_DIR by default,
// PostgreSQL when DATABASE_URL is set. Migrates, and seeds the demo shop into an
// empty database. One handle per process, kept on globalThis so that `astro dev`,
// which re-evaluates modules on every edit, does not open a second one.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { readConfig, type ServerConfig } from '../config.ts';
import { lockDataDir } from './lock.ts';
import { migrateToLatest } from './migrate.ts';
import type { Engine } from './migrations/columns.ts';
import type { Database } from './schema.ts';
import { seedDemoShop } from './seed/index.ts';
import { createNodeSqliteDialect, openSqlite } from './sqlite-dialect.ts';

export type { Engine } from './migrations/columns.ts';
export type { Database } from './schema.ts';

export interface ShopDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Seed the demo shop when the database has no stores (default: true unless NO_SEED). */
  seed?: boolean;
  /** PostgreSQL only: use (and create) this schema, so tests get a fresh database. */
  pgSchema?: string;
}

function openPostgres(url: string, pgSchema: string | undefined): Kysely<Database> {
  // COUNT(*) and SUM() come back as int8; our counts and paise sums fit in a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function openDatabase(config: ServerConfig, options: OpenOptions = {}): Promise<ShopDatabase> {
  let db: Kysely<Database>;
  let engine: Engine;
  let release = () => {};
  if (config.DATABASE_URL) {
    engine = 'postgres';
    if (options.pgSchema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(options.pgSchema)) throw new Error('Invalid PostgreSQL schema name');
      const admin = openPostgres(config.DATABASE_URL, undefined);
      await admin.schema.createSchema(options.pgSchema).ifNotExists().execute();
      await admin.destroy();
    }
    db = openPostgres(config.DATABASE_URL, options.pgSchema);
  } else {
    engine = 'sqlite';
    const dataDir = resolve(config.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    try {
      db = new Kysely<Database>({ dialect: createNodeSqliteDialect(openSqlite(join(dataDir, 'shop.sqlite'))) });
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>, engine);
    const seed = options.seed ?? config.NO_SEED !== 'true';
    if (seed) {
      const { count } = await db
        .selectFrom('stores')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) === 0) await seedDemoShop(db, engine);
    }
  } catch (error) {
    await db.destroy();
    release();
    throw error;
  }
  return {
    db,
    engine,
    async close() {
      await db.destroy();
      release();
    },
  };
}

const SHARED = Symbol.for('farmcart.database');
type Shared = { [SHARED]?: Promise<ShopDatabase> };

/** The process's database, opened on first use with the environment's configuration. */
export function getDatabase(): Promise<ShopDatabase> {
  const holder = globalThis as Shared;
  holder[SHARED] ??= openDatabase(readConfig());
  return holder[SHARED];
}

/** Closes the process's database if it was opened (on SIGINT/SIGTERM). */
export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Shared;
  const pending = holder[SHARED];
  if (!pending) return;
  delete holder[SHARED];
  await (await pending).close();
}
