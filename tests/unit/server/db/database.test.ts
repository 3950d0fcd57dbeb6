// docs/architecture.md "Database": the embedded database is created, migrated and seeded on
// first start, keeps its data across restarts, and belongs to one server at a time.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { DataDirLockedError, lockDataDir } from '../../../../src/server/db/lock.ts';
import { testEngine } from '../harness.ts';

const config = (dir: string) => ({ PORT: 4321, HOST: '127.0.0.1', DATA_DIR: dir, NO_SEED: 'false' as const });
const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded database only: the PostgreSQL pass has no data directory to lock.
describe.skipIf(testEngine !== 'sqlite')('the embedded database', () => {
  it('is seeded once, and keeps changes across a restart', async () => {
    const dir = freshDir();
    const first = await openShopDatabase(config(dir));
    const stores = await first.db.selectFrom('stores').select('id').execute();
    expect(stores.length).toBeGreaterThanOrEqual(7);
    await first.db.updateTable('stores').set({ name: 'Renamed while open' }).where('id', '=', 1).execute();
    await first.close();

    const second = await openShopDatabase(config(dir));
    const store = await second.db.selectFrom('stores').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(store.name).toBe('Renamed while open');
    expect((await second.db.selectFrom('stores').select('id').execute()).length).toBe(stores.length);
    await second.close();
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = freshDir();
    const script = join(dir, 'hold.mjs');
    // A child process plays the first server: it takes the lock and waits.
    writeFileSync(
      script,
      `import { writeFileSync, openSync, closeSync } from 'node:fs';
      const fd = openSync(${JSON.stringify(join(dir, 'server.lock'))}, 'wx'); writeFileSync(fd, String(process.pid)); closeSync(fd);
      process.send('locked'); setTimeout(() => {}, 60000);`,
    );
    const child = fork(script);
    try {
      await new Promise((resolve) => child.once('message', resolve));
      await expect(openShopDatabase(config(dir))).rejects.toThrow(DataDirLockedError);
      await expect(openShopDatabase(config(dir))).rejects.toThrow(/already using the data directory/);
    } finally {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // The first server is gone: its lock is stale and the next start succeeds.
    const database = await openShopDatabase(config(dir));
    await database.close();
  });

  it('releases the lock on close, so a restart in the same process works', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
