// Long pure work run in turns (decision 0320): the steps of a Steps generator are run for a few
// milliseconds, then the event loop serves what waits (other requests, timers) before the next
// turn, so that seconds of work (a catalogue file of 20,000 lines checked) hold no other request
// for longer than a turn.
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '../domain/steps.ts';

/**
 * How long the work of one pass of the event loop may run before others are served, shared by the
 * pieces of work running in turns at that moment (every one of them runs once a pass).
 */
const PASS_MS = 8;

let running = 0;

export async function inTurns<T>(steps: Steps<T>): Promise<T> {
  running++;
  try {
    let turnStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - turnStart >= PASS_MS / running) {
        await nextTurn();
        turnStart = performance.now();
      }
    }
  } finally {
    running--;
  }
}
