// Reports are read one at a time per instance, in the order asked, and a queue that is full says
// so at once rather than letting staff pile up work (decision 0302); one member holds two of its
// places at most, and the catalogue file's queue runs two at once (decision 0320).
import { describe, expect, it } from 'vitest';
import { createQueue } from '../../../../src/server/work-queue.ts';

/** A piece of work that runs until `finish` is called, noting when it starts and ends. */
function piece(name: string, log: string[]) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the reports queue', () => {
  it('runs one piece at a time, in the order asked', async () => {
    const log: string[] = [];
    const queue = createQueue({ atOnce: 1, places: 8, placesPerKey: 8 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => piece(name, log));
    if (!a || !b || !c) throw new Error('three pieces');
    const answers = [queue.run(a.work), queue.run(b.work), queue.run(c.work)];
    await settle();
    expect(log).toEqual(['start a']);
    c.finish();
    b.finish();
    await settle();
    expect(log).toEqual(['start a']);
    a.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('refuses one more than it may hold, and takes work again once there is room', async () => {
    const log: string[] = [];
    const queue = createQueue({ atOnce: 1, places: 2, placesPerKey: 2 });
    const first = piece('first', log);
    const second = piece('second', log);
    const running = [queue.run(first.work), queue.run(second.work)];
    expect(queue.run(async () => 'third')).toBeNull();
    first.finish();
    second.finish();
    await Promise.all(running);
    expect(await queue.run(async () => 'fourth')).toBe('fourth');
  });

  it('goes on after a piece that fails; the failure is its own caller’s', async () => {
    const queue = createQueue({ atOnce: 1, places: 8, placesPerKey: 8 });
    const failing = queue.run(async () => {
      throw new Error('statement timeout');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('statement timeout');
    expect(await next).toBe('next');
  });

  it('keeps one member to two of its places, while others still find room', async () => {
    const log: string[] = [];
    const queue = createQueue({ atOnce: 1, places: 8, placesPerKey: 2 });
    const pieces = ['m1', 'm2'].map((name) => piece(name, log));
    const mine = pieces.map((one) => queue.run(one.work, 4));
    expect(queue.run(async () => 'm3', 4)).toBeNull();
    const other = queue.run(async () => 'other', 9);
    expect(other).not.toBeNull();
    for (const one of pieces) one.finish();
    expect(await Promise.all([...mine, other])).toEqual(['m1', 'm2', 'other']);
    expect(await queue.run(async () => 'again', 4)).toBe('again');
  });

  it('runs as many pieces at once as it is told, the rest in turn', async () => {
    const log: string[] = [];
    const queue = createQueue({ atOnce: 2, places: 6, placesPerKey: 6 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => piece(name, log));
    if (!a || !b || !c) throw new Error('three pieces');
    const answers = [queue.run(a.work), queue.run(b.work), queue.run(c.work)];
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a.finish();
    c.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
  });
});
