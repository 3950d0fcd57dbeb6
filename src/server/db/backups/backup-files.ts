// A backup is a folder of BACKUP_DIR named by its time, holding the database's copy (and, on the
// embedded database, the files of DATA_DIR the shop cannot make again) with a manifest: each file's
// size and sha256, the schema version (the last migration the copy has) and when it was made
// (decision 0323). A folder is written under a dot-name and renamed once its manifest is written, so
// a listing, the pruning and a restore never meet half a backup.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Engine } from '../migrations/columns.ts';
import { migrations } from '../migrations/index.ts';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'farmcart-backup';
const PREFIX = 'farmcart-';

export interface BackupFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  engine: Engine;
  created_at: string;
  /** The last migration the copy holds (kysely_migration's last name). */
  schema_version: string;
  files: BackupFile[];
}

/** A verified backup, or why it cannot be used. */
export type CheckedBackup = { ok: true; dir: string; manifest: BackupManifest } | { ok: false; reason: string };

/** The folder name of a backup made at `at`: sortable, and free of ':' (refused by some file systems). */
function backupName(at: Date): string {
  return `${PREFIX}${at.toISOString().replaceAll(':', '-')}`;
}

/** The size and sha256 of a file, read as a stream (a database of pictures is too large to hold twice). */
export async function describeFile(path: string): Promise<BackupFile> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { name: basename(path), bytes: (await stat(path)).size, sha256: hash.digest('hex') };
}

/** A backup being written: its files go into `dir`; `finish` writes the manifest and names the folder. */
export interface BackupUnderWay {
  dir: string;
  finish(
    engine: Engine,
    schemaVersion: string,
    fileNames: readonly string[],
  ): Promise<{ path: string; manifest: BackupManifest }>;
  abandon(): Promise<void>;
}

export async function startBackup(backupDir: string, at: Date): Promise<BackupUnderWay> {
  const name = backupName(at);
  const dir = join(backupDir, `.${name}.partial`);
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async finish(engine, schemaVersion, fileNames) {
      const files: BackupFile[] = [];
      for (const file of fileNames) files.push(await describeFile(join(dir, file)));
      const manifest: BackupManifest = {
        format: FORMAT,
        version: 1,
        engine,
        created_at: at.toISOString(),
        schema_version: schemaVersion,
        files,
      };
      await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      const path = join(backupDir, name);
      await rename(dir, path);
      return { path, manifest };
    },
    abandon: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Whether `name` is a migration of this build: a copy at a later one was made by a newer release. */
function schemaProblem(name: string): string | null {
  if (migrations.some((migration) => migration.name === name)) return null;
  const last = migrations.at(-1)?.name ?? '';
  return name > last
    ? `it was made by a newer release (schema ${name}; this one knows up to ${last}): restore it with that release or a later one`
    : `its schema version ${name} is no migration of this release`;
}

function manifestProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'its manifest is not a JSON object';
  const manifest = value as Partial<BackupManifest>;
  if (manifest.format !== FORMAT || manifest.version !== 1) return 'its manifest is not a FarmCart backup manifest';
  if (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres') return 'its manifest names no engine';
  if (typeof manifest.schema_version !== 'string' || typeof manifest.created_at !== 'string')
    return 'its manifest has no schema version or time';
  const files = manifest.files;
  if (!Array.isArray(files) || files.length === 0) return 'its manifest lists no files';
  for (const file of files as unknown[]) {
    const entry = file as Partial<BackupFile>;
    if (typeof entry.name !== 'string' || entry.name !== basename(entry.name) || entry.name.startsWith('.'))
      return 'its manifest names a file outside the backup';
    if (typeof entry.sha256 !== 'string' || typeof entry.bytes !== 'number')
      return `its manifest lacks ${entry.name}'s checksum`;
  }
  return null;
}

/**
 * Reads the backup at `path` (its folder or its manifest) and checks every file against the manifest
 * and the schema version against this release's migrations.
 */
export async function checkBackup(path: string): Promise<CheckedBackup> {
  const dir = basename(path) === MANIFEST_FILE ? dirname(path) : path;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      reason:
        code === 'ENOENT' || code === 'ENOTDIR'
          ? `${dir} holds no ${MANIFEST_FILE}`
          : `its manifest cannot be read (${(error as Error).message})`,
    };
  }
  const problem = manifestProblem(parsed);
  if (problem) return { ok: false, reason: problem };
  const manifest = parsed as BackupManifest;
  for (const expected of manifest.files) {
    let found: BackupFile;
    try {
      found = await describeFile(join(dir, expected.name));
    } catch {
      return { ok: false, reason: `${expected.name}, listed in its manifest, is missing` };
    }
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256)
      return { ok: false, reason: `${expected.name} does not match its checksum: the backup is damaged` };
  }
  const schema = schemaProblem(manifest.schema_version);
  if (schema) return { ok: false, reason: schema };
  return { ok: true, dir, manifest };
}

/** The finished backups of `backupDir`, oldest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((name) => name.startsWith(PREFIX)).sort();
}

/** When the newest finished backup of `backupDir` was made, by its name; null when there is none. */
export async function newestBackupTime(backupDir: string): Promise<Date | null> {
  const newest = (await listBackups(backupDir)).at(-1);
  if (!newest) return null;
  const at = new Date(newest.slice(PREFIX.length).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3'));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Removes the oldest finished backups beyond the newest `keep`; answers the paths removed. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = await listBackups(backupDir);
  const removed = names.slice(0, Math.max(0, names.length - keep)).map((name) => join(backupDir, name));
  for (const path of removed) await rm(path, { recursive: true, force: true });
  return removed;
}

/** A size for people: 1.2 MB, 830 KB, 12 B. */
export function sizeOf(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
