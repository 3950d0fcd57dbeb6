// What a restore must give back, table by table: the number of rows and a sha256 of the rows
// themselves, each row written out in one way whatever the engine (blobs as base64, numbers as
// text) and the rows sorted, so two reads of the same data agree and any changed cell does not.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, Engine } from '../../../../src/server/db/index.ts';

export interface TableFingerprint {
  rows: number;
  sha256: string;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Uint8Array) return `b:${Buffer.from(value).toString('base64')}`;
  if (value instanceof Date) return `d:${value.toISOString()}`;
  return `${typeof value === 'string' ? 's' : 'n'}:${String(value)}`;
}

async function tablesOf(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/** Every table of the shop's database with its fingerprint. */
export async function fingerprintsOf(db: Kysely<Database>, engine: Engine): Promise<Record<string, TableFingerprint>> {
  const result: Record<string, TableFingerprint> = {};
  for (const table of await tablesOf(db, engine)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows
      .map((row) =>
        Object.keys(row)
          .sort()
          .map((column) => `${column}=${cellText(row[column])}`)
          .join('\u001f'),
      )
      .sort();
    result[table] = { rows: rows.length, sha256: createHash('sha256').update(lines.join('\u001e')).digest('hex') };
  }
  return result;
}
