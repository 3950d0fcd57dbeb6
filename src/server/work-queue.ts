// Bounded queues for heavy staff work that runs in the instance's own process: reports, one at a
// time (decision 0302), and the catalogue file's check and apply, two at a time (decision 0320).
// A queue holds no database connection while its work waits, and a full one says so at once rather
// than letting staff pile up work; each key (a staff member) has a share of its places, so that
// one person cannot fill it for everyone else.

export interface WorkQueue {
  /**
   * Runs `work` when its turn comes, in the order asked; null when the queue is full, or when
   * `key` already holds its share of places, which its caller turns into "try again".
   */
  run<T>(work: () => Promise<T>, key?: string | number): Promise<T> | null;
  /** The pieces waiting or running (the metrics). */
  readonly queued: number;
}

export interface QueueLimits {
  /** Pieces running at once. */
  atOnce: number;
  /** Pieces running or waiting, in all. */
  places: number;
  /** Pieces running or waiting of one key. */
  placesPerKey: number;
}

export function createQueue({ atOnce, places, placesPerKey }: QueueLimits): WorkQueue {
  const waiting: (() => void)[] = [];
  const heldBy = new Map<string | number, number>();
  let held = 0;
  let running = 0;
  const next = () => {
    if (running >= atOnce) return;
    const start = waiting.shift();
    if (!start) return;
    running++;
    start();
  };
  return {
    get queued() {
      return held;
    },
    run<T>(work: () => Promise<T>, key: string | number = ''): Promise<T> | null {
      const ofKey = heldBy.get(key) ?? 0;
      if (held >= places || ofKey >= placesPerKey) return null;
      held++;
      heldBy.set(key, ofKey + 1);
      const turn = new Promise<void>((resolve) => {
        waiting.push(resolve);
      });
      next();
      // A piece that throws is its own caller's failure, never the next one's.
      return turn.then(work).finally(() => {
        running--;
        held--;
        const left = (heldBy.get(key) ?? 1) - 1;
        if (left === 0) heldBy.delete(key);
        else heldBy.set(key, left);
        next();
      });
    },
  };
}
