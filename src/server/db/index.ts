// Opens the shop's database: the embedded SQLite file under DATA_DIR by default,
// PostgreSQL when DATABASE_URL is set, migrates it, and runs what the caller passes as
// `prepare` before handing it back. What a shop needs written into it (the essentials, the
// demo shop) is the start-up's (../shop-database.ts): the data layer knows no seed and no
// service (decision 0310).
// On PostgreSQL (decision 0044, decision 0045, decision 0046, decision 0047):
// - the pool has a size, connect/acquire, statement and lock timeouts, and error listeners
//   (a restart of the server must not crash the process);
// - a breaker (availability.ts) fails calls at once while the server cannot be reached;
// - migrations and `prepare` run under an advisory lock, so N instances starting together
//   on an empty database migrate and seed it once;
// - openWhenReachable waits for an unreachable server with backoff.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { type DialectAdapter, Kysely, PostgresAdapter, PostgresDialect, type PostgresPool, sql } from 'kysely';
import pg from 'pg';
import { readConfig, type ServerConfig } from '../config.ts';
import {
  type Breaker,
  createBreaker,
  DatabaseUnavailableError,
  isConnectionError,
  noteRequestError,
} from './availability.ts';
import { listenForChanges } from './changes.ts';
import { lockDataDir } from './lock.ts';
import { MIGRATION_TABLE, migrateToLatest } from './migrate.ts';
import type { Engine } from './migrations/columns.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { watchOtherWriters } from './other-writers.ts';
import { createNodeSqliteDialect, openSqlite } from './sqlite-dialect.ts';
import { limitWrites } from './write-slots.ts';
import { type OnlineCopy, onlineCopy } from './backups/sqlite-backup.ts';
import { renewalsOf } from '../renewals.ts';

export type { Engine } from './migrations/columns.ts';
export type { Database } from './schema.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ShopDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/** A database this module opened: it also knows whether it can answer. */
export interface OpenDatabase extends ShopDatabase {
  /** PostgreSQL known to be unreachable just now (calls fail at once until a probe gets an answer). */
  unavailable(): boolean;
  /** Whether this instance can take traffic: the database answers and has every migration of this build. */
  readiness(): Promise<Readiness>;
  /** The embedded database only: its online copy, made in steps between which the server answers (decision 0323). */
  onlineCopy?: OnlineCopy;
  /** The connections in use, idle, and requests waiting for one (the metrics); SQLite has one connection. */
  poolUse(): PoolUse;
}

export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** What opening the database reads of the configuration; unset pool settings take config.ts's defaults. */
export type DatabaseConfig = Pick<ServerConfig, 'DATA_DIR' | 'DATABASE_URL'> &
  Partial<
    Pick<ServerConfig, 'PG_POOL_MAX' | 'PG_CONNECT_TIMEOUT_MS' | 'PG_STATEMENT_TIMEOUT_MS' | 'PG_LOCK_TIMEOUT_MS'>
  >;

/** Work on a freshly migrated database, before anyone else uses it. */
export type PrepareDatabase = (db: Kysely<Database>, engine: Engine) => Promise<void>;

export interface OpenOptions {
  /**
   * Run once the migrations are done, before the database is handed back: on PostgreSQL on the
   * connection that holds the migration lock, without statement or lock timeouts, so instances
   * starting together run it one after the other. A failure fails the opening.
   */
  prepare?: PrepareDatabase;
  /** PostgreSQL only: use (and create) this schema, so tests get a fresh database. */
  pgSchema?: string;
}

/**
 * The advisory lock that migrations and `prepare` run under: pg_advisory_lock(MIGRATION_LOCK,
 * hashtext(current_schema())). The first key is 'FCMG' in ASCII; the second keeps instances
 * of different schemas (the tests') from waiting for each other.
 */
const MIGRATION_LOCK = 1178815815;

/** The migration lock's key for this connection's schema. */
const migrationLockKey = () => sql`${sql.lit(MIGRATION_LOCK)}, hashtext(coalesce(current_schema(), ''))`;

/**
 * Kysely's Migrator takes its adapter's lock around a run. PostgreSQL's default is one fixed key
 * for the whole server, so tests migrating schemas side by side would wait for each other; this
 * takes the shop's own key for the schema instead. prepareOnPostgres already holds it on the
 * same connection, and an advisory lock is re-entrant for its session, so the run goes on.
 */
class ShopPostgresAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`select pg_advisory_lock(${migrationLockKey()})`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`select pg_advisory_unlock(${migrationLockKey()})`.execute(db);
  }
}

class ShopPostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new ShopPostgresAdapter();
  }
}

/** The longest /readyz waits for the database's answer. */
const READINESS_TIMEOUT_MS = 2_000;

/** The server's address without credentials, for messages. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

interface PoolSettings {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

interface Postgres {
  db: Kysely<Database>;
  breaker: Breaker;
  /** How the pool connects, for a connection of its own (the change listener). */
  clientConfig: pg.ClientConfig;
  poolUse(): PoolUse;
}

function openPostgres(url: string, pgSchema: string | undefined, settings: PoolSettings): Postgres {
  // COUNT(*) and SUM() come back as int8; our counts and paise sums fit in a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    // Opening a connection, and waiting for one of a full pool (pg-pool uses the one setting for both).
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    application_name: 'farmcart',
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.lockTimeoutMs > 0 ? { lock_timeout: settings.lockTimeoutMs } : {}),
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: settings.max, idleTimeoutMillis: 10_000 });
  const breaker = createBreaker(async () => {
    const client = await pool.connect();
    try {
      await client.query('select 1');
    } finally {
      client.release();
    }
  }, describeUrl(url));
  // An idle connection whose server went away emits 'error' on the pool (and is dropped from
  // it); without a listener that crashed the process. A connection lent out may too.
  pool.on('error', (error) => breaker.noteError(error));
  pool.on('connect', (client) => client.on('error', (error) => breaker.noteError(error)));
  const guarded: PostgresPool = {
    options: pool.options,
    Client: pg.Client,
    async connect() {
      if (breaker.down) {
        const error = new DatabaseUnavailableError(`The database ${describeUrl(url)} is unavailable`);
        noteRequestError(error);
        throw error;
      }
      try {
        return await pool.connect();
      } catch (error) {
        breaker.noteError(error);
        noteRequestError(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({
    dialect: new ShopPostgresDialect({ pool: guarded }),
    log(event) {
      if (event.level !== 'error') return;
      breaker.noteError(event.error);
      noteRequestError(event.error);
    },
  });
  const poolUse = (): PoolUse => ({
    max: settings.max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, breaker, clientConfig, poolUse };
}

/** Migrates and prepares on one connection holding the migration lock, without timeouts. */
async function prepareOnPostgres(db: Kysely<Database>, prepare: PrepareDatabase | undefined): Promise<void> {
  await db.connection().execute(async (connection) => {
    const key = migrationLockKey();
    // Preparing (the seed) and a long migration may take longer than a request's statement;
    // waiting for the lock takes as long as another instance's migration.
    await sql`set statement_timeout = 0`.execute(connection);
    await sql`set lock_timeout = 0`.execute(connection);
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      await migrateAndPrepare(connection, 'postgres', prepare);
    } finally {
      // Back to the pool's settings; a connection that is gone has released its lock already.
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => undefined);
      await sql`reset statement_timeout`.execute(connection).catch(() => undefined);
      await sql`reset lock_timeout`.execute(connection).catch(() => undefined);
    }
  });
}

async function migrateAndPrepare(
  db: Kysely<Database>,
  engine: Engine,
  prepare: PrepareDatabase | undefined,
): Promise<void> {
  await migrateToLatest(db as unknown as Kysely<unknown>, engine);
  await prepare?.(db, engine);
}

async function readinessOf(db: Kysely<Database>): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((done) => {
    timer = setTimeout(() => done({ ready: false, reason: 'database_timeout' }), READINESS_TIMEOUT_MS);
  });
  const check = sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db).then(
    ({ rows }): Readiness => {
      const applied = new Set(rows.map((row) => row.name));
      return migrations.every((migration) => applied.has(migration.name))
        ? { ready: true }
        : { ready: false, reason: 'migrations_pending' };
    },
    (): Readiness => ({ ready: false, reason: 'database_unavailable' }),
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function poolSettings(config: DatabaseConfig): PoolSettings {
  const defaults = readConfig({});
  return {
    max: config.PG_POOL_MAX ?? defaults.PG_POOL_MAX,
    connectTimeoutMs: config.PG_CONNECT_TIMEOUT_MS ?? defaults.PG_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.PG_STATEMENT_TIMEOUT_MS ?? defaults.PG_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.PG_LOCK_TIMEOUT_MS ?? defaults.PG_LOCK_TIMEOUT_MS,
  };
}

async function openPostgresDatabase(
  config: DatabaseConfig & { DATABASE_URL: string },
  options: OpenOptions,
): Promise<OpenDatabase> {
  const url = config.DATABASE_URL;
  const settings = poolSettings(config);
  if (options.pgSchema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.pgSchema)) throw new Error('Invalid PostgreSQL schema name');
    const admin = openPostgres(url, undefined, settings);
    try {
      await admin.db.schema.createSchema(options.pgSchema).ifNotExists().execute();
    } finally {
      admin.breaker.stop();
      await admin.db.destroy();
    }
  }
  const { db, breaker, clientConfig, poolUse } = openPostgres(url, options.pgSchema, settings);
  try {
    await prepareOnPostgres(db, options.prepare);
  } catch (error) {
    breaker.stop();
    await db.destroy();
    if (isConnectionError(error)) throw error; // the caller may wait and try again
    throw new Error(`Cannot open the database ${describeUrl(url)}: ${messageOf(error)}`, { cause: error });
  }
  // At most half the pool waits for row locks (write-slots.ts); a write waits for a slot as
  // long as a request may wait for a connection.
  limitWrites(db, Math.max(1, Math.floor(settings.max / 2)), settings.connectTimeoutMs);
  // Its readings wait on the network, so cached values are renewed a few at a time, never with
  // more than a quarter of the pool (renewals.ts, decision 0306).
  renewalsOf(db).concurrent = Math.max(1, Math.floor(settings.max / 4));
  breaker.arm();
  const changes = listenForChanges(db, clientConfig);
  await changes.ready;
  const database: OpenDatabase = {
    db,
    engine: 'postgres',
    unavailable: () => breaker.down,
    readiness: async () => (breaker.down ? { ready: false, reason: 'database_unavailable' } : await readinessOf(db)),
    poolUse,
    async close() {
      breaker.stop();
      await changes.stop();
      await db.destroy();
    },
  };
  return database;
}

/** What is wrong with the data directory, in a few words. */
function dataDirProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'it is a file, not a directory';
  if (code === 'EACCES' || code === 'EPERM') return `it is not writable (${code})`;
  if (code === 'EROFS') return 'it is on a read-only file system';
  return messageOf(error);
}

/**
 * Pages of the embedded database a backup copies per step while the server runs: 100 (400 KB) take
 * about a millisecond, which is what a customer's query may wait behind one (decision 0323).
 */
const PAGES_PER_BACKUP_STEP = 100;

async function openSqliteDatabase(config: DatabaseConfig, options: OpenOptions): Promise<OpenDatabase> {
  const dataDir = resolve(config.DATA_DIR);
  let release: () => void;
  try {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  } catch (error) {
    if ((error as Error).name === 'DataDirLockedError') throw error;
    throw new Error(`Cannot use DATA_DIR ${dataDir}: ${dataDirProblem(error)}`, { cause: error });
  }
  const file = join(dataDir, 'shop.sqlite');
  let db: Kysely<Database>;
  let connection: DatabaseSync;
  try {
    connection = openSqlite(file);
    db = new Kysely<Database>({ dialect: createNodeSqliteDialect(connection) });
  } catch (error) {
    release();
    throw new Error(`Cannot open the database ${file}: ${messageOf(error)}`, { cause: error });
  }
  try {
    await migrateAndPrepare(db, 'sqlite', options.prepare);
  } catch (error) {
    await db.destroy();
    release();
    throw new Error(`Cannot open the database ${file}: ${messageOf(error)}`, { cause: error });
  }
  const stopWatching = watchOtherWriters(connection, db);
  return {
    db,
    engine: 'sqlite',
    unavailable: () => false,
    readiness: () => readinessOf(db),
    // One synchronous connection: never idle while a statement runs, and no one waits for it.
    poolUse: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    onlineCopy: onlineCopy(connection, PAGES_PER_BACKUP_STEP),
    async close() {
      stopWatching();
      await db.destroy();
      release();
    },
  };
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<OpenDatabase> {
  const url = config.DATABASE_URL;
  return url ? openPostgresDatabase({ ...config, DATABASE_URL: url }, options) : openSqliteDatabase(config, options);
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5_000;

/**
 * Opens the database; while PostgreSQL cannot be reached (down, starting, a network away),
 * waits and tries again with a growing delay (0.5 s doubling to 5 s, with jitter so that
 * instances do not knock together), one log line per try. Other errors end the wait.
 */
export async function openWhenReachable(config: DatabaseConfig, options: OpenOptions = {}): Promise<OpenDatabase> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(config, options);
    } catch (error) {
      if (!config.DATABASE_URL || !isConnectionError(error)) throw error;
      const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1)) * (0.8 + Math.random() * 0.4);
      console.warn(
        `Waiting for the database ${describeUrl(config.DATABASE_URL)}: ${messageOf(error)} ` +
          `(try ${attempt}; next in ${(delay / 1000).toFixed(1)} s)`,
      );
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}
