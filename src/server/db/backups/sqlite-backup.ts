// Backups of the embedded database (decision 0323). The copy is SQLite's online backup, never a
// file copy: a file copied while the server writes can tear between pages, and the WAL beside it
// holds commits the main file does not have yet. What DATA_DIR holds besides the database is either
// made again (`media/`, this instance's copies of the pictures, which are rows of the database) or
// copied with it (`vapid-keys.json`: new keys would orphan every push subscription).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { lockDataDir } from '../lock.ts';
import { type BackupManifest, checkBackup, describeFile, startBackup } from './backup-files.ts';

export const DATABASE_FILE = 'shop.sqlite';
/** The files of DATA_DIR a backup carries besides the database, when they are there. */
const CARRIED_FILES = ['vapid-keys.json'] as const;
/** What a restore moves aside: the database, its WAL and index (stale beside another database), the carried files. */
const REPLACED_FILES = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...CARRIED_FILES];

/** Copies the database online into `file`, `pagesPerStep` pages at a time; answers the pages copied. */
export type OnlineCopy = (file: string) => Promise<number>;

/**
 * An online copy over `connection`. Each step runs on libuv's pool and the event loop turns between
 * steps, so a server copying its own connection keeps answering; its own writes go into the copy
 * as they happen. A write by another connection restarts the copy, so a separate process copies
 * in one step (one read snapshot: in WAL mode the server's writers are not held up by it).
 */
export function onlineCopy(connection: DatabaseSync, pagesPerStep: number): OnlineCopy {
  return (file) => backup(connection, file, { rate: pagesPerStep });
}

/**
 * A copy opened to be read. Not read-only: a read-only connection to a database in WAL mode leaves
 * its -wal and -shm files behind, while the last connection's close removes them; reading writes
 * nothing, so the file stays byte for byte what its checksum says.
 */
function openCopy(file: string): DatabaseSync {
  return new DatabaseSync(file);
}

/** The last migration a database file holds. */
function schemaVersionOf(database: DatabaseSync): string {
  const row = database.prepare('select name from kysely_migration order by name desc limit 1').get() as
    | { name: string }
    | undefined;
  if (!row) throw new Error('the database has no migrations');
  return row.name;
}

export interface MadeBackup {
  path: string;
  manifest: BackupManifest;
  took_ms: number;
}

/** Backs the embedded shop of `dataDir` up into a new folder of `backupDir`. */
export async function backupSqlite(
  copy: OnlineCopy,
  options: { dataDir: string; backupDir: string; now: Date },
): Promise<MadeBackup> {
  const started = performance.now();
  const under = await startBackup(resolve(options.backupDir), options.now);
  try {
    await copy(join(under.dir, DATABASE_FILE));
    const copied = openCopy(join(under.dir, DATABASE_FILE));
    let schemaVersion: string;
    try {
      schemaVersion = schemaVersionOf(copied);
    } finally {
      copied.close();
    }
    const files: string[] = [DATABASE_FILE];
    for (const name of CARRIED_FILES) {
      const source = join(options.dataDir, name);
      if (!existsSync(source)) continue;
      await copyFile(source, join(under.dir, name));
      files.push(name);
    }
    const { path, manifest } = await under.finish('sqlite', schemaVersion, files);
    return { path, manifest, took_ms: Math.round(performance.now() - started) };
  } catch (error) {
    await under.abandon();
    throw error;
  }
}

export interface RestoredShop {
  manifest: BackupManifest;
  /** Where the files the restore replaced were moved, if there were any. */
  replaced: string | null;
  orders: number;
  pictures: number;
}

export type RestoreOutcome = { ok: true; restored: RestoredShop } | { ok: false; reason: string };

/** Checks the restored database before it takes the place of anything: whole, and at the manifest's schema. */
function checkRestored(file: string, manifest: BackupManifest): { orders: number; pictures: number } | string {
  const database = openCopy(file);
  try {
    const check = database.prepare('pragma quick_check').get() as { quick_check: string };
    if (check.quick_check !== 'ok') return `its database fails SQLite's check (${check.quick_check})`;
    const version = schemaVersionOf(database);
    if (version !== manifest.schema_version)
      return `its database is at schema ${version}, its manifest says ${manifest.schema_version}`;
    const count = (table: string) =>
      Number((database.prepare(`select count(*) as n from ${table}`).get() as { n: number | bigint }).n);
    return { orders: count('orders'), pictures: count('media') };
  } finally {
    database.close();
  }
}

/**
 * Restores the backup at `path` into `dataDir`. Refused while a server holds the data directory's
 * lock (the restore holds it too, so none starts meanwhile), and over an existing database unless
 * `force`: then the replaced files are moved to `dataDir/replaced-{time}/`, never deleted.
 */
export async function restoreSqlite(
  path: string,
  dataDir: string,
  options: { force: boolean; now: Date },
): Promise<RestoreOutcome> {
  const checked = await checkBackup(path);
  if (!checked.ok) return checked;
  const { dir, manifest } = checked;
  if (manifest.engine !== 'sqlite')
    return { ok: false, reason: 'it is a PostgreSQL backup: restore it with DATABASE_URL set (docs/deploy.md)' };
  const target = resolve(dataDir);
  await mkdir(target, { recursive: true });
  let release: () => void;
  try {
    release = lockDataDir(target);
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  try {
    if (existsSync(join(target, DATABASE_FILE)) && !options.force) {
      return {
        ok: false,
        reason: `${target} already holds a shop database: add --force to replace it (its files are then kept in ${target}/replaced-…)`,
      };
    }
    const incoming = join(target, `.${DATABASE_FILE}.restoring`);
    await copyFile(join(dir, DATABASE_FILE), incoming);
    const expected = manifest.files.find((file) => file.name === DATABASE_FILE);
    if (!expected || (await describeFile(incoming)).sha256 !== expected.sha256) {
      await rm(incoming, { force: true });
      return {
        ok: false,
        reason: 'the copy of its database in DATA_DIR does not match its checksum (is the disk full?)',
      };
    }
    const found = checkRestored(incoming, manifest);
    if (typeof found === 'string') {
      await rm(incoming, { force: true });
      return { ok: false, reason: found };
    }
    const present = REPLACED_FILES.filter((name) => existsSync(join(target, name)));
    let replaced: string | null = null;
    if (present.length > 0) {
      replaced = join(target, `replaced-${options.now.toISOString().replaceAll(':', '-')}`);
      await mkdir(replaced);
      for (const name of present) await rename(join(target, name), join(replaced, name));
    }
    await rename(incoming, join(target, DATABASE_FILE));
    for (const file of manifest.files) {
      if (file.name !== DATABASE_FILE) await copyFile(join(dir, file.name), join(target, file.name));
    }
    // The replaced database's pictures, kept by its key: made again from the restored rows on first read.
    await rm(join(target, 'media'), { recursive: true, force: true });
    return { ok: true, restored: { manifest, replaced, ...found } };
  } finally {
    release();
  }
}
