// One server per embedded database: a second one on the same DATA_DIR would
// race the first on stock and orders, so it must stop with a clear message.
// The lock is a file holding the owner's pid; a lock whose process is gone is stale.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another FarmCart server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop that server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the data directory's lock; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file)) {
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    unlinkSync(file); // stale lock of a process that is gone (or our own)
  }
  throw new Error(`Could not take the lock in ${dataDir}`);
}
