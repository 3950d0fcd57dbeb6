// Changes another process made to the embedded database (decision 0313): the operator's commands
// (npm run order:advance, npm run staff) write beside the running server (cli/open-shared.ts), and
// the server's caches and open event streams would otherwise learn of them only when a cached value
// ages out or a stream's heartbeat reads again (up to 15 s). SQLite's `PRAGMA data_version` changes
// when another connection has committed, never for this connection's own commits, so reading it
// now and then costs a few microseconds and fires only for a write from outside. On PostgreSQL
// every instance hears of changes through LISTEN (db/changes.ts) instead.
import type { DatabaseSync } from 'node:sqlite';
import { clearCachesOf } from '../cache.ts';
import { resyncSubscribers } from '../events.ts';

/** How often the version is read: a change from outside reaches open pages within this. */
export const OTHER_WRITERS_EVERY_MS = 500;

/**
 * Watches `database` (the connection `owner`, the Kysely handle, runs on) for commits by other
 * processes; on one, forgets `owner`'s cached values and has every open stream read again.
 * Answers the function that stops watching.
 */
export function watchOtherWriters(database: DatabaseSync, owner: object, everyMs = OTHER_WRITERS_EVERY_MS): () => void {
  const read = database.prepare('PRAGMA data_version');
  const version = () => Number((read.get() as { data_version: number | bigint }).data_version);
  let seen = version();
  const timer = setInterval(() => {
    let now: number;
    try {
      now = version();
    } catch {
      // The database was closed under the timer (a shutdown): nothing left to watch.
      clearInterval(timer);
      return;
    }
    if (now === seen) return;
    seen = now;
    clearCachesOf(owner);
    resyncSubscribers(owner);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
