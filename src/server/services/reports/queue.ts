// One report at a time per instance (decision 0302): reports wait in a queue that holds no
// database connection while it waits, so staff opening reports together take one core between
// them, not every core the orders need.

/**
 * A queue that runs its work one piece at a time, in the order given. At most `limit` pieces wait
 * or run; `run` answers null for one more, which its caller turns into "try again".
 */
export function createQueue(limit: number): {
  run<T>(work: () => Promise<T>): Promise<T> | null;
  readonly queued: number;
} {
  let last: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return {
    /** The pieces waiting or running (the metrics). */
    get queued() {
      return queued;
    },
    run<T>(work: () => Promise<T>): Promise<T> | null {
      if (queued >= limit) return null;
      queued++;
      const turn = last.then(work).finally(() => {
        queued--;
      });
      // The queue itself never fails: a piece that throws is its caller's, not the next one's.
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}
