// Kysely's SqliteDialect expects better-sqlite3's interface; Node's built-in
// node:sqlite is close enough that this thin adapter is all it takes, and the
// embedded database then needs no native build (docs/architecture.md "Database").
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { type DialectAdapter, SqliteAdapter, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

type SqliteValue = null | number | bigint | string | Uint8Array;

function toSqliteValue(value: unknown): SqliteValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const params = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...params(parameters)),
    run: (parameters) => {
      const result = statement.run(...params(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...params(parameters)),
  };
}

export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  return database;
}

/**
 * SQLite runs schema changes inside a transaction and rolls them back with it; Kysely's adapter
 * does not claim so, and its Migrator would then run our migrations outside any transaction. With
 * this, the pending migrations run in one transaction, their record included, as on PostgreSQL
 * (decision 0265): a failed one leaves the database as it was.
 */
class ShopSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ShopSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new ShopSqliteAdapter();
  }
}

export function createNodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  // Prepared statements are cached: the catalog reads repeat the same SQL, and
  // preparing is a large share of a small query's cost.
  const cache = new Map<string, SqliteStatement>();
  const adapter: SqliteDatabase = {
    close: () => database.close(),
    prepare: (sqlText) => {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = adaptStatement(database.prepare(sqlText));
        if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
  return new ShopSqliteDialect({ database: adapter });
}
