// Renewing cached values in the background, in turn (decision 0306). An answer or a catalogue read
// past its lifetime is given old while one reading renews it (decision 0305); the entries filled
// together grow old together, so without turns every zone's renewal began in the same moment. On
// SQLite a reading blocks the event loop for its whole length (the driver is synchronous, and its
// awaits resolve at once), so thirty zones' renewals of 2–5 ms each ran back to back and held every
// answer for up to 100 ms. In turn, each renewal begins in a task of its own (setImmediate) once the
// one before has finished: the requests that arrived meanwhile are answered between them. On
// PostgreSQL a reading waits on the network, so a few run side by side, never more than a part of
// the pool (db/index.ts).

/** A renewal waiting for its turn or under way; `hurry` begins it at once if it is still waiting. */
export type Turn<T> = Promise<T> & { hurry: () => void };

/** The background renewals of one database: at most `concurrent` at once, the others waiting in order. */
export class Renewals {
  concurrent = 1;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * Runs `work` in its turn, in a task of its own; answers what it answers. A caller that cannot be
   * given an old value (past SERVE_STALE_MS, or forgotten) hurries it rather than wait for others'.
   */
  inTurn<T>(work: () => Promise<T>): Turn<T> {
    let begin: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      begin = resolve;
    });
    this.waiting.push(begin);
    const done = started.then(async () => {
      try {
        return await work();
      } finally {
        this.running -= 1;
        this.next();
      }
    });
    const hurry = () => {
      const at = this.waiting.indexOf(begin);
      if (at === -1) return;
      this.waiting.splice(at, 1);
      this.running += 1;
      begin();
    };
    this.next();
    return Object.assign(done, { hurry });
  }

  /** Renewals begun and not yet finished, and those waiting for their turn (tests read them). */
  get pending(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private next(): void {
    if (this.running >= this.concurrent) return;
    const begin = this.waiting.shift();
    if (!begin) return;
    this.running += 1;
    setImmediate(begin);
  }
}

const renewalsByOwner = new WeakMap<object, Renewals>();

/** The background renewals of `owner` (a database handle): one at a time until set otherwise. */
export function renewalsOf(owner: object): Renewals {
  let renewals = renewalsByOwner.get(owner);
  if (!renewals) {
    renewals = new Renewals();
    renewalsByOwner.set(owner, renewals);
  }
  return renewals;
}
