// The few column shapes that differ between SQLite and PostgreSQL, so that every
// migration is written once with Kysely's schema builder and runs on both.
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

type Table = CreateTableBuilder<string, string>;

/** An auto-numbered integer primary key named `id`. */
export function withId(table: Table, engine: Engine): Table {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A 0/1 flag, as the spec's fields are (is_active 1/0 and the like). */
export function flag(defaultValue: 0 | 1) {
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);
}

/** Floating coordinates and measurements: 8-byte on both engines. */
export const double = sql`double precision`;
