// Migrations run by Kysely's Migrator over the shop's own ordered list (src/server/db/migrate.ts).
// A database a previous release migrated kept its list in `schema_migrations`: it is adopted, so
// no migration runs twice, and only what the release added runs. On both engines.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../../src/server/db/index.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import { createNodeSqliteDialect, openSqlite } from '../../../src/server/db/sqlite-dialect.ts';
import { engineAvailable, testEngine } from './harness.ts';

const base = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true' } as const;
const postgresUrl = testEngine === 'postgres' ? inject('postgresUrl') : '';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the engine under test: a raw handle to it, and a way to open it as the shop does. */
async function emptyDatabase(): Promise<{ raw: Kysely<unknown>; schema?: string; open(): Promise<ShopDatabase> }> {
  if (testEngine === 'postgres') {
    const schema = `${inject('postgresSchemaPrefix')}mig_${randomBytes(4).toString('hex')}`;
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgresUrl, max: 1 }) }),
    });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    await admin.destroy();
    const raw = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: postgresUrl, max: 1, options: `-c search_path=${schema}` }),
      }),
    });
    cleanups.push(() => raw.destroy());
    return {
      raw,
      schema,
      open: () => openDatabase({ ...base, DATA_DIR: './data', DATABASE_URL: postgresUrl }, { pgSchema: schema }),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const raw = new Kysely<unknown>({ dialect: createNodeSqliteDialect(openSqlite(join(dir, 'shop.sqlite'))) });
  return { raw, open: () => openDatabase({ ...base, DATA_DIR: dir }) };
}

/** Migrates as the previous release's runner did: each migration in order, listed in schema_migrations. */
async function migrateAsBefore(db: Kysely<unknown>, upTo: string): Promise<void> {
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

/** The tables of the database under test (on PostgreSQL, of its schema only: the server holds other tests' too). */
const tablesOf = async (db: Kysely<unknown>, schema: string | undefined) =>
  (await db.introspection.getTables()).filter((each) => schema === undefined || each.schema === schema);
const columnsOf = async (db: Kysely<unknown>, schema: string | undefined, table: string) =>
  (await tablesOf(db, schema)).find((each) => each.name === table)?.columns.map((column) => column.name) ?? [];

describe.skipIf(!engineAvailable)(`migrations on ${testEngine}`, () => {
  it('a database of the previous release is adopted: only the migration it lacks runs, and none twice', async () => {
    const { raw, schema, open } = await emptyDatabase();
    await migrateAsBefore(raw, '022_pickup_code');
    await sql`insert into settings (key, value) values ('keptKey', 'kept before the upgrade')`.execute(raw);
    expect(await columnsOf(raw, schema, 'notifications')).not.toContain('message_code');

    const shop = await open();
    cleanups.push(() => shop.close());
    const applied = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name`.execute(raw);
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    // The earlier ones keep when they ran; the one this release added ran now.
    expect(applied.rows.find((row) => row.name === '001_catalog')?.timestamp).toBe('2026-11-26T10:00:00.000Z');
    expect(applied.rows.find((row) => row.name === '023_alert_codes')?.timestamp).not.toBe('2026-11-26T10:00:00.000Z');
    expect(await columnsOf(raw, schema, 'notifications')).toEqual(
      expect.arrayContaining(['message_code', 'message_params']),
    );
    expect((await tablesOf(raw, schema)).map((table) => table.name)).not.toContain('schema_migrations');
    const kept = await sql<{ value: string }>`select value from settings where key = 'keptKey'`.execute(raw);
    expect(kept.rows).toEqual([{ value: 'kept before the upgrade' }]);
  });

  it('a new database gets every migration, and a restart runs none again', async () => {
    const { raw, open } = await emptyDatabase();
    const first = await open();
    await first.close();
    const second = await open();
    cleanups.push(() => second.close());
    const applied = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(raw);
    expect(Number(applied.rows[0]?.n)).toBe(migrations.length);
  });
});
