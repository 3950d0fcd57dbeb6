// The catalog caches (decision 0020, decision 0029):
// bounded in bytes as well as entries, and emptied on every instance of a PostgreSQL
// database within a second of a change announced on one of them.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import {
  cacheOf,
  catalogChanged,
  clearCachesOf,
  customerChanged,
  keyCacheByCustomer,
  SERVE_STALE_MS,
  scopeCacheBy,
  TtlCache,
} from '../../../../src/server/cache.ts';
import { zonePageDependsOn } from '../../../../src/server/http/page-cache.ts';
import { LISTENER_NAME_PREFIX } from '../../../../src/server/db/changes.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { engineAvailable, testEngine } from '../harness.ts';

describe('TtlCache bounded in bytes', () => {
  /** A clock the test moves (from an hour in: lru-cache takes a start of 0 for "no lifetime"). */
  const START = 3_600_000;
  const clock = { at: START, now: () => clock.at };
  const sized = () =>
    new TtlCache<Buffer>({ maxEntries: 100, maxBytes: 1_000, sizeOf: (body) => body.length }, 60_000, clock);

  it('drops the oldest entries to stay within its bytes', () => {
    clock.at = START;
    const cache = sized();
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, Buffer.alloc(300));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(3);
    expect(cache.get('k9')).toBeDefined();
    expect(cache.get('k6')).toBeUndefined();
  });

  it('does not keep a value bigger than its whole budget, nor drop others for it', () => {
    clock.at = START;
    const cache = sized();
    cache.set('small', Buffer.alloc(10));
    cache.set('huge', Buffer.alloc(5_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.bytes).toBe(10);
  });

  it('counts a replaced, expired or cleared entry out of its bytes', () => {
    clock.at = START;
    const cache = sized();
    cache.set('a', Buffer.alloc(400));
    cache.set('a', Buffer.alloc(100));
    expect(cache.bytes).toBe(100);
    clock.at = START + 61_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.set('b', Buffer.alloc(200));
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('peek answers an entry past its lifetime with how long ago it expired, without dropping it', () => {
    clock.at = START;
    const cache = sized();
    cache.set('page', Buffer.alloc(10));
    clock.at = START + 30_000;
    expect(cache.peek('page')?.expiredForMs).toBe(0);
    clock.at = START + 75_000;
    expect(cache.peek('page')?.expiredForMs).toBe(15_000);
    expect(cache.peek('page')?.value.length).toBe(10);
    expect(cache.get('page')).toBeUndefined();
    expect(cache.peek('page')).toBeUndefined();
  });

  it('still bounds entries', () => {
    const cache = new TtlCache<number>(2, 60_000);
    for (let i = 0; i < 5; i++) cache.set(String(i), i);
    expect(cache.size).toBe(2);
  });
});

describe('TtlCache.getOrLoad: one reading at a time, the old value while it is renewed (decision 0305)', () => {
  const START = 3_600_000;
  const clock = { at: START, now: () => clock.at };
  /** A reading the test ends, and how many were begun. */
  function readings() {
    const ends: ((value: string) => void)[] = [];
    return {
      ends,
      load: () =>
        new Promise<string>((resolve) => {
          ends.push(resolve);
        }),
    };
  }

  it('callers that miss together wait for one reading', async () => {
    clock.at = START;
    const cache = new TtlCache<string>(10, 30_000, clock);
    const { ends, load } = readings();
    const all = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(ends).toHaveLength(1);
    ends[0]?.('first');
    expect(await all).toEqual(['first', 'first', 'first']);
    expect(await cache.getOrLoad('k', load)).toBe('first');
    expect(ends).toHaveLength(1);
  });

  it('past its lifetime the old value is answered at once while one reading renews it', async () => {
    clock.at = START;
    const cache = new TtlCache<string>(10, 30_000, clock);
    cache.set('k', 'old');
    clock.at = START + 31_000;
    const { ends, load } = readings();
    expect(await cache.getOrLoad('k', load)).toBe('old');
    expect(await cache.getOrLoad('k', load)).toBe('old');
    // The renewal begins in a task of its own (renewals.ts).
    await new Promise((resolve) => setImmediate(resolve));
    expect(ends).toHaveLength(1);
    ends[0]?.('new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrLoad('k', load)).toBe('new');
    expect(ends).toHaveLength(1);
  });

  it('an old value past SERVE_STALE_MS is not answered: the caller waits for the reading', async () => {
    clock.at = START;
    const cache = new TtlCache<string>(10, 30_000, clock);
    cache.set('k', 'old');
    clock.at = START + 30_000 + SERVE_STALE_MS + 1;
    const { ends, load } = readings();
    const waiting = cache.getOrLoad('k', load);
    ends[0]?.('new');
    expect(await waiting).toBe('new');
  });

  it('a reading begun before the cache was emptied answers its callers but is not kept', async () => {
    clock.at = START;
    const cache = new TtlCache<string>(10, 30_000, clock);
    const { ends, load } = readings();
    const before = cache.getOrLoad('k', load);
    cache.clear();
    const after = cache.getOrLoad('k', load);
    expect(ends).toHaveLength(2);
    ends[1]?.('after');
    ends[0]?.('before');
    expect(await before).toBe('before');
    expect(await after).toBe('after');
    expect(cache.get('k')).toBe('after');
  });

  it('a failed reading is the caller’s error, and the next caller reads again', async () => {
    clock.at = START;
    const cache = new TtlCache<string>(10, 30_000, clock);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', () => Promise.resolve('up'))).toBe('up');
  });
});

describe('a change within some stores (decision 0275)', () => {
  it('drops only the zone pages drawing on a touched store, and every entry of the caches that cannot tell', () => {
    const owner = {};
    const pages = cacheOf<string>(owner, 'zone-pages', 10);
    const answers = cacheOf<string>(owner, 'answers', 10);
    scopeCacheBy(owner, 'zone-pages', zonePageDependsOn);
    // Keys as zoneKeyOf makes them: …|listing|sections|banners.
    pages.set('http://shop/category/greens|en|consented|out|1,2|1|', 'Kothrud and Baner');
    pages.set('http://shop/category/greens|en|consented|out|3|3|4', 'Aundh');
    pages.set('http://shop/|mr|notice|in|5,1|', 'Hadapsar, with Kothrud further');
    answers.set('get-settings', '{}');
    clearCachesOf(owner, { stores: [1] });
    expect(pages.get('http://shop/category/greens|en|consented|out|1,2|1|')).toBeUndefined();
    expect(pages.get('http://shop/|mr|notice|in|5,1|')).toBeUndefined();
    expect(pages.get('http://shop/category/greens|en|consented|out|3|3|4')).toBe('Aundh');
    expect(answers.get('get-settings')).toBeUndefined();
    // A change of anything (a store moved, a setting): everything goes.
    catalogChanged(owner);
    expect(pages.get('http://shop/category/greens|en|consented|out|3|3|4')).toBeUndefined();
  });

  it('reads a banner store or a sections store as a dependency too, and never a store id inside another', () => {
    expect(zonePageDependsOn('o/|en|c|out|2|7|', { stores: [7] })).toBe(true);
    expect(zonePageDependsOn('o/|en|c|out|2||9', { stores: [9] })).toBe(true);
    expect(zonePageDependsOn('o/|en|c|out|12,21|12|', { stores: [1, 2] })).toBe(false);
  });
});

describe.runIf(testEngine === 'postgres' && engineAvailable)('change notices between instances', () => {
  it('a change announced by one instance empties the caches of another within a second', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase(config, { pgSchema: schema });
    const b = await openShopDatabase(config, { pgSchema: schema });
    const elsewhere = await openShopDatabase(config, { pgSchema: `${schema}x` });
    try {
      const onB = cacheOf<string>(b.db, 'stock', 10);
      const onElsewhere = cacheOf<string>(elsewhere.db, 'stock', 10);
      onB.set('broccoli', 'in stock');
      onElsewhere.set('broccoli', 'in stock');
      const announced = Date.now();
      catalogChanged(a.db);
      while (onB.get('broccoli') !== undefined && Date.now() - announced < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(onB.get('broccoli'), 'B forgot its copy').toBeUndefined();
      expect(Date.now() - announced).toBeLessThan(1_000);
      // Another schema (another shop on the same server) keeps its caches.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onElsewhere.get('broccoli')).toBe('in stock');
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
    }
  });

  it('a change to a customer’s own things reaches another instance as that customer’s, and nothing else goes', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase(config, { pgSchema: schema });
    const b = await openShopDatabase(config, { pgSchema: schema });
    try {
      const favourites = cacheOf<string>(b.db, 'customer-favourites', 10);
      keyCacheByCustomer(b.db, 'customer-favourites');
      const stock = cacheOf<string>(b.db, 'stock', 10);
      favourites.set('7', 'Kothrud');
      favourites.set('8', 'Baner');
      stock.set('broccoli', 'in stock');
      const announced = Date.now();
      customerChanged(a.db, 7);
      while (favourites.get('7') !== undefined && Date.now() - announced < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(favourites.get('7'), 'dropped on B within a second').toBeUndefined();
      expect(favourites.get('8')).toBe('Baner');
      expect(stock.get('broccoli')).toBe('in stock');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a change within a store reaches another instance as that store’s change', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase(config, { pgSchema: schema });
    const b = await openShopDatabase(config, { pgSchema: schema });
    try {
      const pages = cacheOf<string>(b.db, 'zone-pages', 10);
      scopeCacheBy(b.db, 'zone-pages', zonePageDependsOn);
      pages.set('o/|en|c|out|1|1|', 'Kothrud');
      pages.set('o/|en|c|out|2|2|', 'Baner');
      const announced = Date.now();
      catalogChanged(a.db, { stores: [1] });
      while (pages.get('o/|en|c|out|1|1|') !== undefined && Date.now() - announced < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(pages.get('o/|en|c|out|1|1|'), 'dropped on B within a second').toBeUndefined();
      expect(pages.get('o/|en|c|out|2|2|')).toBe('Baner');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('an instance whose listening connection drops listens again and hears the next change', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase(config, { pgSchema: schema });
    const b = await openShopDatabase(config, { pgSchema: schema });
    try {
      const onB = cacheOf<string>(b.db, 'stock', 10);
      // As a restart of PostgreSQL or a network cut would: every listening connection ends.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`${LISTENER_NAME_PREFIX}${schema}`}`.execute(
        a.db,
      );
      const deadline = Date.now() + 10_000;
      // Once B listens again, a change on A reaches it.
      for (;;) {
        onB.set('broccoli', 'in stock');
        catalogChanged(a.db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (onB.get('broccoli') === undefined) break;
        expect(Date.now(), 'B listens again within 10 s').toBeLessThan(deadline);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
