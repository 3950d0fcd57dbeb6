// Background renewals wait for their turn (decision 0306): one at a time unless a database allows
// more, each begun in a task of its own so what arrived meanwhile is handled between them, and a
// failing renewal gives up its turn. A cache's old value is given while its renewal waits; a value
// too old to give has its renewal begun at once (hurried), not after the others.
import { describe, expect, it } from 'vitest';
import { SERVE_STALE_MS, TtlCache } from '../../../../src/server/cache.ts';
import { Renewals } from '../../../../src/server/renewals.ts';

/** A renewal the test lets finish. */
function held(): { done: Promise<void>; finish: () => void } {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

const nextTask = () => new Promise((resolve) => setImmediate(resolve));

const START = 3_600_000;

/** A cache whose value is 31 s old (past its 30 s), and a renewal holding the only turn until `blocker` finishes. */
function oldValueBehindABusyTurn() {
  const clock = { at: START, now: () => clock.at };
  const renewals = new Renewals();
  const cache = new TtlCache<string>(10, 30_000, clock, renewals);
  cache.set('stores', 'old');
  clock.at = START + 31_000;
  const blocker = held();
  const busy = renewals.inTurn(() => blocker.done);
  let count = 0;
  const load = async () => {
    count += 1;
    return 'new';
  };
  return { clock, cache, blocker, busy, load, loads: () => count };
}

describe('renewals in turn', () => {
  it('runs one renewal at a time, in the order they were asked', async () => {
    const renewals = new Renewals();
    const begun: string[] = [];
    const first = held();
    const second = held();
    const a = renewals.inTurn(async () => {
      begun.push('a');
      await first.done;
      return 'a';
    });
    const b = renewals.inTurn(async () => {
      begun.push('b');
      await second.done;
      return 'b';
    });
    const c = renewals.inTurn(async () => {
      begun.push('c');
      return 'c';
    });
    await nextTask();
    await nextTask();
    expect(begun).toEqual(['a']);
    expect(renewals.pending).toEqual({ running: 1, waiting: 2 });
    first.finish();
    expect(await a).toBe('a');
    await nextTask();
    expect(begun).toEqual(['a', 'b']);
    second.finish();
    expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    expect(renewals.pending).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a task that arrived during a renewal run before the next renewal begins', async () => {
    const renewals = new Renewals();
    const order: string[] = [];
    // Each renewal holds the thread for its whole length, as a synchronous driver's reading does.
    const first = renewals.inTurn(async () => {
      order.push('first renewal');
      setImmediate(() => order.push('a request that arrived meanwhile'));
    });
    const second = renewals.inTurn(async () => {
      order.push('second renewal');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first renewal', 'a request that arrived meanwhile', 'second renewal']);
  });

  it('runs as many side by side as it is allowed', async () => {
    const renewals = new Renewals();
    renewals.concurrent = 2;
    const gates = [held(), held(), held()];
    let begun = 0;
    const all = gates.map((gate) =>
      renewals.inTurn(async () => {
        begun += 1;
        await gate.done;
      }),
    );
    await nextTask();
    await nextTask();
    expect(begun).toBe(2);
    gates[0]?.finish();
    await all[0];
    await nextTask();
    expect(begun).toBe(3);
    for (const gate of gates) gate.finish();
    await Promise.all(all);
  });

  it('begins a hurried renewal at once, ahead of those before it, and the others keep their order', async () => {
    const renewals = new Renewals();
    const begun: string[] = [];
    const first = held();
    const a = renewals.inTurn(async () => {
      begun.push('a');
      await first.done;
    });
    const b = renewals.inTurn(async () => {
      begun.push('b');
    });
    const c = renewals.inTurn(async () => {
      begun.push('c');
    });
    await nextTask();
    expect(begun).toEqual(['a']);
    c.hurry();
    await c;
    expect(begun).toEqual(['a', 'c']);
    // Hurrying one already begun or done changes nothing.
    c.hurry();
    a.hurry();
    first.finish();
    await Promise.all([a, b]);
    expect(begun).toEqual(['a', 'c', 'b']);
    expect(renewals.pending).toEqual({ running: 0, waiting: 0 });
  });

  it('a value too old to give is read at once by its caller, not after the renewals before it', async () => {
    const { clock, cache, blocker, busy, load, loads } = oldValueBehindABusyTurn();
    // Old: given at once, its renewal waiting behind the busy one.
    expect(await cache.getOrLoad('stores', load)).toBe('old');
    clock.at = START + 30_000 + SERVE_STALE_MS + 1;
    // Now too old to give: the waiting renewal begins at once, and its caller gets what it read.
    expect(await cache.getOrLoad('stores', load)).toBe('new');
    expect(loads()).toBe(1);
    blocker.finish();
    await busy;
  });

  it('gives up the turn of a renewal that fails, and answers its failure', async () => {
    const renewals = new Renewals();
    const failing = renewals.inTurn(async () => {
      throw new Error('the database went away');
    });
    const after = renewals.inTurn(async () => 'renewed');
    await expect(failing).rejects.toThrow('the database went away');
    expect(await after).toBe('renewed');
    expect(renewals.pending).toEqual({ running: 0, waiting: 0 });
  });

  it('a cache gives its old value at once while the renewal waits behind another', async () => {
    const { cache, blocker, busy, load, loads } = oldValueBehindABusyTurn();
    expect(await cache.getOrLoad('stores', load)).toBe('old');
    // Asked again while its renewal waits: old again, and no second renewal.
    expect(await cache.getOrLoad('stores', load)).toBe('old');
    await nextTask();
    expect(loads()).toBe(0);
    blocker.finish();
    await busy;
    await nextTask();
    await nextTask();
    expect(loads()).toBe(1);
    expect(cache.get('stores')).toBe('new');
  });
});
