// Applies the numbered migrations of ./migrations/index.ts with Kysely's Migrator (decision 0265): the pending
// ones in one transaction, recorded in Kysely's `kysely_migration` table so a restart applies
// only what is new. On PostgreSQL the caller holds the shop's own advisory lock around this and
// the seed (db/index.ts, one per schema); the Migrator takes its own as well.
import { type Kysely, sql } from 'kysely';
import { type Migration as KyselyMigration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Engine } from './migrations/columns.ts';
import { migrations } from './migrations/index.ts';

/** Kysely's table of applied migrations (its default name). */
export const MIGRATION_TABLE = 'kysely_migration';

/** The table this shop recorded its migrations in before it used Kysely's Migrator. */
const EARLIER_TABLE = 'schema_migrations';

/** Our list, in its order, as Kysely's provider; each migration is told the engine it runs on. */
function listProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, KyselyMigration>> {
      return Object.fromEntries(
        migrations.map((migration) => [migration.name, { up: (db: Kysely<unknown>) => migration.up(db, engine) }]),
      );
    },
  };
}

async function tableExists(db: Kysely<unknown>, engine: Engine, table: string): Promise<boolean> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(db);
    return rows[0]?.found != null;
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return rows.length > 0;
}

/**
 * A database migrated before the Migrator listed its migrations in schema_migrations (name,
 * applied_at): they are copied into Kysely's table once, so none runs again, and the old table goes.
 */
async function adoptEarlierRecords(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (!(await tableExists(db, engine, EARLIER_TABLE)) || (await tableExists(db, engine, MIGRATION_TABLE))) return;
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable(MIGRATION_TABLE)
      .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
      .execute();
    await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp) select name, applied_at from ${sql.table(EARLIER_TABLE)}`.execute(
      trx,
    );
    await trx.schema.dropTable(EARLIER_TABLE).execute();
  });
}

/**
 * `db` as the Migrator sees it on PostgreSQL: the same handle, but whose introspection knows only
 * the tables of `schema`. Kysely's own lists every schema's tables and columns, which is slow on a
 * server of many schemas and fails outright when another schema is dropped or altered while it
 * reads (the tests' schemas are); the Migrator only asks whether its two tables exist here.
 */
function inSchemaOnly(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const introspection = {
    async getSchemas() {
      return [{ name: schema }];
    },
    async getTables() {
      const { rows } = await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields: they must run on the handle itself, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Runs what is pending; answers the names it ran. A failure rolls all of them back and is thrown. */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<string[]> {
  await adoptEarlierRecords(db, engine);
  // On PostgreSQL the tables live in the connection's schema (tests use one schema each), which
  // Kysely must be told: unqualified, it would take another schema's table for this one's.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: schema ? inSchemaOnly(db, schema) : db,
    provider: listProvider(engine),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
