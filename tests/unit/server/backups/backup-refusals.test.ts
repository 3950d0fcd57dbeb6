// What a backup and a restore of the embedded shop refuse, and the schedule's keeping and hook
// (decision 0323): a damaged file, a schema this release does not know, a data directory a
// running server holds, an existing database without --force (kept aside with it); the newest
// BACKUP_KEEP kept and BACKUP_HOOK given the new backup's path; the configuration's words.
// The files are the engine's own business: this runs in the SQLite pass.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config.ts';
import { checkBackup, listBackups, MANIFEST_FILE } from '../../../../src/server/db/backups/backup-files.ts';
import { backupRound } from '../../../../src/server/db/backups/schedule.ts';
import { backupSqlite, type MadeBackup, restoreSqlite } from '../../../../src/server/db/backups/sqlite-backup.ts';
import type { OpenDatabase } from '../../../../src/server/db/index.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { testEngine } from '../harness.ts';

const now = () => new Date();

describe.skipIf(testEngine !== 'sqlite')('backups of the embedded shop refuse what does not fit', () => {
  let root: string;
  let dataDir: string;
  let backupDir: string;
  let database: OpenDatabase;
  let made: MadeBackup;
  const make = () => {
    if (!database.onlineCopy) throw new Error('the embedded database offers no online copy');
    return backupSqlite(database.onlineCopy, { dataDir, backupDir, now: now() });
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'farmcart-backups-'));
    dataDir = join(root, 'data');
    backupDir = join(root, 'backups');
    database = await openShopDatabase({ NO_SEED: 'true', DATA_DIR: dataDir });
    writeFileSync(join(dataDir, 'vapid-keys.json'), '{"publicKey":"p","privateKey":"k"}\n');
    made = await make();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A copy of the good backup, changed by `damage`. */
  function damagedCopy(damage: (dir: string) => void): string {
    const dir = mkdtempSync(join(root, 'damaged-'));
    for (const name of readdirSync(made.path)) writeFileSync(join(dir, name), readFileSync(join(made.path, name)));
    damage(dir);
    return dir;
  }

  it('carries the database and the push keys, each with its checksum, and nothing half-written', async () => {
    expect(made.manifest.files.map((file) => file.name)).toEqual(['shop.sqlite', 'vapid-keys.json']);
    expect(readdirSync(made.path).sort()).toEqual([MANIFEST_FILE, 'shop.sqlite', 'vapid-keys.json']);
    expect(readdirSync(backupDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(await checkBackup(join(made.path, MANIFEST_FILE))).toMatchObject({ ok: true });
  });

  it('refuses a backup whose file does not match its checksum', async () => {
    const dir = damagedCopy((copy) => {
      const bytes = readFileSync(join(copy, 'shop.sqlite'));
      bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
      writeFileSync(join(copy, 'shop.sqlite'), bytes);
    });
    const target = join(root, 'into-damaged');
    expect(await restoreSqlite(dir, target, { force: false, now: now() })).toEqual({
      ok: false,
      reason: 'shop.sqlite does not match its checksum: the backup is damaged',
    });
    expect(existsSync(join(target, 'shop.sqlite'))).toBe(false);
  });

  it('refuses a backup of a schema this release does not know', async () => {
    const dir = damagedCopy((copy) => {
      const manifest = JSON.parse(readFileSync(join(copy, MANIFEST_FILE), 'utf8'));
      writeFileSync(join(copy, MANIFEST_FILE), JSON.stringify({ ...manifest, schema_version: '999_from_the_future' }));
    });
    const outcome = await restoreSqlite(dir, join(root, 'into-future'), { force: false, now: now() });
    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringContaining('made by a newer release (schema 999_from_the_future'),
    });
  });

  it('refuses while a server holds the data directory, and over a database without --force', async () => {
    // A server's lock: a live process's pid (this process's own would count as its own lock, taken again).
    const other = join(root, 'other-server');
    expect((await restoreSqlite(made.path, other, { force: false, now: now() })).ok).toBe(true);
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(join(other, 'server.lock'), String(sleeper.pid));
      expect(await restoreSqlite(made.path, other, { force: true, now: now() })).toMatchObject({
        ok: false,
        reason: expect.stringContaining(`pid ${sleeper.pid}`),
      });
    } finally {
      sleeper.kill();
      rmSync(join(other, 'server.lock'), { force: true });
    }
    expect(await restoreSqlite(made.path, other, { force: false, now: now() })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('add --force'),
    });
    const forced = await restoreSqlite(made.path, other, { force: true, now: now() });
    if (!forced.ok) throw new Error(forced.reason);
    expect(forced.restored.replaced).not.toBeNull();
    expect(readdirSync(forced.restored.replaced ?? '').sort()).toEqual(['shop.sqlite', 'vapid-keys.json']);
    expect(readdirSync(other).filter((name) => name.startsWith('shop.sqlite'))).toEqual(['shop.sqlite']);
  });

  it('keeps the newest BACKUP_KEEP and runs BACKUP_HOOK with the new backup', async () => {
    const told = join(root, 'hook-told');
    const hook = `printf '%s' "$1" > ${told}`;
    let last: MadeBackup | undefined;
    for (let round = 0; round < 3; round++) {
      const done = await backupRound(make, { backupDir, keep: 2, hook });
      expect(done.hookProblem).toBeNull();
      last = done.made;
    }
    const kept = await listBackups(backupDir);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(made.path.split('/').at(-1));
    expect(readFileSync(told, 'utf8')).toBe(last?.path);
    const failing = await backupRound(make, { backupDir, keep: 2, hook: 'echo no remote >&2; exit 3' });
    expect(failing.hookProblem).toBe('BACKUP_HOOK failed (exit 3): no remote');
  });
});

describe('the backup configuration', () => {
  it('reads BACKUP_EVERY as a duration and refuses what it cannot mean', () => {
    expect(readConfig({ BACKUP_EVERY: '6h' }).BACKUP_EVERY).toBe(6 * 3_600_000);
    expect(readConfig({ BACKUP_EVERY: '' }).BACKUP_EVERY).toBeUndefined();
    expect(() => readConfig({ BACKUP_EVERY: 'often' })).toThrow(
      'Invalid configuration: BACKUP_EVERY: must be a number and a unit, m, h or d (e.g. 6h)',
    );
    expect(() => readConfig({ BACKUP_EVERY: '5m' })).toThrow('BACKUP_EVERY: must be from 15m to 7d');
    expect(() => readConfig({ BACKUP_EVERY: '6h', DATABASE_URL: 'postgres://x@y/z' })).toThrow(
      'BACKUP_EVERY: the server backs up only the embedded database',
    );
    expect(() => readConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
    expect(() => readConfig({ DATA_DIR: '/srv/shop', BACKUP_DIR: '/srv/shop/backups' })).toThrow(
      'BACKUP_DIR: must not be inside DATA_DIR',
    );
  });
});
