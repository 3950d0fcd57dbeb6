// Long pure work written in steps (decision 0320): a generator whose every `yield` is a place where
// its caller may let other work run. The domain stays pure: it never waits; a server runs the steps
// in turns (src/server/in-turns.ts), a test or a script all at once.

/** The steps of a piece of pure work that ends with a T. */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps of pure work to the end at once. */
export function allAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
