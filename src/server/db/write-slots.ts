// A bulkhead for write transactions on PostgreSQL. A write transaction takes row locks
// (stock, coupons, the customer: write-transaction.ts) and may wait for a lock another
// session holds. Waiting holds a pooled connection, so without a limit a single row locked
// elsewhere took every connection of the pool and stalled reads that need no lock at all
// (14 s before write slots). Write transactions may hold at most `slots` connections at once; the rest
// of the pool stays free for everything else. A write that waits longer than `waitMs` for a
// slot fails as "unavailable" (503 with Retry-After).
import { DatabaseUnavailableError, noteRequestError } from './availability.ts';

export interface WriteSlots {
  /** Waits for a slot; answers the function that frees it. */
  acquire(): Promise<() => void>;
}

const slotsOf = new WeakMap<object, WriteSlots>();

function createWriteSlots(slots: number, waitMs: number): WriteSlots {
  let used = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else used--;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    acquire() {
      if (used < slots) {
        used++;
        return Promise.resolve(once());
      }
      return new Promise((resolve, reject) => {
        const granted = () => {
          clearTimeout(timer);
          resolve(once());
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(granted), 1);
          const error = new DatabaseUnavailableError(
            `No write slot within ${waitMs} ms: ${slots} write transactions are waiting for the database`,
          );
          noteRequestError(error);
          reject(error);
        }, waitMs);
        waiting.push(granted);
      });
    },
  };
}

/** Limits the write transactions of `db` (a PostgreSQL handle) to `slots` at once. */
export function limitWrites(db: object, slots: number, waitMs: number): void {
  slotsOf.set(db, createWriteSlots(slots, waitMs));
}

/** The limit of `db`, when it has one (the embedded database has one writer anyway). */
export function writeSlotsOf(db: object): WriteSlots | undefined {
  return slotsOf.get(db);
}
