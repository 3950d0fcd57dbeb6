// Logical backups of a PostgreSQL shop (decision 0323): `pg_dump -Fc` of the shop's schema (the
// first of DATABASE_URL's search_path) and `pg_restore` of it, with the same manifest as the
// embedded shop's. The live database's own protection (WAL archiving, a managed service's
// point-in-time recovery) is PostgreSQL's and is described in docs/deploy.md. PostgreSQL's client
// programs are not a dependency of the shop: without them the backup says so and does nothing.
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { LISTENER_NAME_PREFIX } from '../changes.ts';
import { checkBackup, startBackup } from './backup-files.ts';
import type { MadeBackup, RestoreOutcome } from './sqlite-backup.ts';

const run = promisify(execFile);
const DUMP_FILE = 'shop.dump';

/** pg_dump's or pg_restore's version line, or null when the program is not installed. */
export async function clientProgram(name: 'pg_dump' | 'pg_restore'): Promise<string | null> {
  try {
    return (await run(name, ['--version'])).stdout.trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const NO_CLIENT_PROGRAMS =
  "PostgreSQL's client programs (pg_dump, pg_restore) are not installed on this machine: install them " +
  "(Debian: apt-get install postgresql-client, of the server's major version or later), or rely on your " +
  'managed service\'s backups (docs/deploy.md, "Backups and restores").';

/**
 * libpq's connection for the client programs: the URL without its password, which goes in
 * PGPASSWORD, so that it is not shown in the machine's process list.
 */
function clientConnection(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { target: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

interface ShopSchema {
  schema: string;
  schemaVersion: string | null;
}

/** The shop's schema on `url` (what the server's queries use) and the last migration it holds. */
async function shopSchemaOf(url: string, pgSchema?: string): Promise<ShopSchema> {
  const client = new pg.Client({ connectionString: url, application_name: 'farmcart-backup' });
  await client.connect();
  try {
    const schema =
      pgSchema ??
      (await client.query<{ schema: string | null }>('select (current_schemas(false))[1] as schema')).rows[0]?.schema ??
      null;
    if (!schema) throw new Error('DATABASE_URL names no schema on its search_path');
    const found = await client.query<{ found: string | null }>('select to_regclass($1)::text as found', [
      `${pg.escapeIdentifier(schema)}.kysely_migration`,
    ]);
    if (!found.rows[0]?.found) return { schema, schemaVersion: null };
    const { rows } = await client.query<{ name: string }>(
      `select name from ${pg.escapeIdentifier(schema)}.kysely_migration order by name desc limit 1`,
    );
    return { schema, schemaVersion: rows[0]?.name ?? null };
  } finally {
    await client.end();
  }
}

/** `pg_dump -Fc` of the shop's schema into a new folder of `backupDir`. */
export async function backupPostgres(
  url: string,
  options: { backupDir: string; now: Date; pgSchema?: string },
): Promise<MadeBackup> {
  const started = performance.now();
  const { schema, schemaVersion } = await shopSchemaOf(url, options.pgSchema);
  if (!schemaVersion) throw new Error(`Schema "${schema}" holds no shop: start the server once to make it.`);
  const under = await startBackup(resolve(options.backupDir), options.now);
  try {
    const { target, env } = clientConnection(url);
    await run(
      'pg_dump',
      // A table another session holds exclusively (a migration under way) makes pg_dump wait: it
      // gives up after 20 s and says which table, rather than hanging the backup.
      [
        '--format=custom',
        '--lock-wait-timeout=20000',
        '--schema',
        schema,
        '--file',
        join(under.dir, DUMP_FILE),
        '--dbname',
        target,
      ],
      {
        env,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const { path, manifest } = await under.finish('postgres', schemaVersion, [DUMP_FILE]);
    return { path, manifest, took_ms: Math.round(performance.now() - started) };
  } catch (error) {
    await under.abandon();
    throw error;
  }
}

/** The running instances of the shop on `schema`: each keeps a listening connection named after it (db/changes.ts). */
async function instancesOn(client: pg.Client, schema: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
    [`${LISTENER_NAME_PREFIX}${schema}`],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Restores a `pg_dump` backup into its schema on `url`, in one transaction (all of it or nothing).
 * Refused while an instance of the shop is connected to the schema, and over a schema that exists
 * unless `force`: that one is then renamed `{schema}_replaced_{time}`, never dropped.
 */
export async function restorePostgres(
  path: string,
  url: string,
  options: { force: boolean; now: Date; pgSchema?: string },
): Promise<RestoreOutcome> {
  const checked = await checkBackup(path);
  if (!checked.ok) return checked;
  const { dir, manifest } = checked;
  if (manifest.engine !== 'postgres')
    return {
      ok: false,
      reason: 'it is a backup of the embedded database: restore it without DATABASE_URL, into DATA_DIR',
    };
  const { target, env } = clientConnection(url);
  const listing = (await run('pg_restore', ['--list', join(dir, DUMP_FILE)], { env, maxBuffer: 64 * 1024 * 1024 }))
    .stdout;
  const schema =
    /^\d+; \d+ \d+ SCHEMA - (\S+) /m.exec(listing)?.[1] ?? /^\d+; \d+ \d+ TABLE (\S+) /m.exec(listing)?.[1];
  if (!schema) return { ok: false, reason: 'its dump holds no schema of a shop' };
  const client = new pg.Client({ connectionString: url, application_name: 'farmcart-restore' });
  await client.connect();
  let replaced: string | null = null;
  try {
    const running = await instancesOn(client, schema);
    if (running > 0)
      return {
        ok: false,
        reason: `${running} running instance(s) of the shop use schema "${schema}": stop them first`,
      };
    const exists = (await client.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount === 1;
    if (exists && !options.force)
      return {
        ok: false,
        reason: `schema "${schema}" already exists: add --force to replace it (it is then renamed, not dropped)`,
      };
    if (exists) {
      replaced = `${schema}_replaced_${options.now.toISOString().replaceAll(/\D/g, '').slice(0, 14)}`;
      await client.query(`alter schema ${pg.escapeIdentifier(schema)} rename to ${pg.escapeIdentifier(replaced)}`);
    }
    // A dump of `public` does not create it (every database has one); any other schema's does.
    if (!/ SCHEMA - /m.test(listing)) await client.query(`create schema if not exists ${pg.escapeIdentifier(schema)}`);
  } finally {
    await client.end();
  }
  await run(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      '--dbname',
      target,
      join(dir, DUMP_FILE),
    ],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
  const counts = new pg.Client({ connectionString: url });
  await counts.connect();
  try {
    const count = async (table: string) =>
      Number(
        (await counts.query<{ n: string }>(`select count(*) as n from ${pg.escapeIdentifier(schema)}.${table}`)).rows[0]
          ?.n ?? 0,
      );
    return {
      ok: true,
      restored: { manifest, replaced, orders: await count('orders'), pictures: await count('media') },
    };
  } finally {
    await counts.end();
  }
}
