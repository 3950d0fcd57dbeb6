// An empty database of the engine under test, with a raw handle beside the shop's own: for the
// tests of what a start does to a database (migrations, essentials), which write it as an earlier
// release would have before the shop opens it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { ShopDatabase } from '../../../src/server/db/index.ts';
import { openShopDatabase } from '../../../src/server/shop-database.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import { createNodeSqliteDialect, openSqlite } from '../../../src/server/db/sqlite-dialect.ts';
import { testEngine } from './harness.ts';

type StartEnv = { NODE_ENV?: 'production'; NO_SEED?: 'true' | 'false' };

export interface RawDatabase {
  raw: Kysely<unknown>;
  /** PostgreSQL: the schema it lives in. */
  schema?: string;
  /** Opens it as the shop's start does (no demo unless `env` says otherwise). */
  open(env?: StartEnv): Promise<ShopDatabase>;
}

/** A new empty database; `cleanUp` is given what removes it after the test. */
export async function emptyDatabase(cleanUp: (step: () => Promise<void> | void) => void): Promise<RawDatabase> {
  const base = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true' } as const;
  if (testEngine === 'postgres') {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}raw_${randomBytes(4).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    const raw = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`create schema ${sql.id(schema)}`.execute(raw);
    cleanUp(() => raw.destroy());
    return {
      raw,
      schema,
      open: (env = {}) =>
        openShopDatabase({ ...base, ...env, DATA_DIR: './data', DATABASE_URL: url }, { pgSchema: schema }),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-raw-'));
  cleanUp(() => rmSync(dir, { recursive: true, force: true }));
  const raw = new Kysely<unknown>({ dialect: createNodeSqliteDialect(openSqlite(join(dir, 'shop.sqlite'))) });
  return { raw, open: (env = {}) => openShopDatabase({ ...base, ...env, DATA_DIR: dir }) };
}

/** Migrates as the previous release's runner did, up to `upTo`: each migration in order, listed in schema_migrations. */
export async function migrateAsBefore(db: Kysely<unknown>, upTo: string): Promise<void> {
  await sql`create table schema_migrations (name text primary key, applied_at text not null)`.execute(db);
  for (const migration of migrations) {
    await db.transaction().execute(async (trx) => {
      await migration.up(trx, testEngine);
      await sql`insert into schema_migrations (name, applied_at) values (${migration.name}, ${'2026-11-26T10:00:00.000Z'})`.execute(
        trx,
      );
    });
    if (migration.name === upTo) return;
  }
}
