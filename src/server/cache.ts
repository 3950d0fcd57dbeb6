// A small in-memory cache for catalog reads that may be a little stale
// (docs/architecture.md "Database"): bounded in entries (and in bytes where a size is
// known), each kept for a short time, and one set of caches per database handle
// (tests open several in one process). The caches are lru-cache's. A change that customers must see at once
// goes through catalogChanged: it empties this instance's caches and, on PostgreSQL,
// every other instance's through LISTEN/NOTIFY (db/changes.ts).

import { LRUCache } from 'lru-cache';
import { Renewals, renewalsOf } from './renewals.ts';

/** How a cache bounds what it holds: entries always, bytes when it can size its values. */
interface Bounds<V> {
  maxEntries: number;
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

/** The clock a cache reads (tests give a fixed one). */
interface Clock {
  now(): number;
}

/**
 * A cache of catalog reads: lru-cache (bounded in entries, and in bytes where values are sized;
 * the least recently used go first), each entry kept `ttlMs`. A value bigger than the whole byte
 * budget is not kept. `peek` answers an entry past its lifetime too, with how long ago it expired
 * (page-cache.ts serves a page a little stale while it renders a fresh one).
 */
export class TtlCache<V extends Cached> {
  private readonly lru: LRUCache<string, V>;
  /** getOrLoad's readings under way, by key: one at a time (`hurry`: a renewal still waiting for its turn). */
  private readonly loads = new Map<string, { loading: Promise<V>; hurry?: () => void }>();
  /** Moved by every forgetting: a reading begun before one is not kept. */
  private generation = 0;
  private readonly renewals: Renewals;
  /** Reads answered from the cache (stale ones included) and reads it had to load or had not (the metrics). */
  hits = 0;
  misses = 0;

  /**
   * `renewals`: the turns its background renewals wait for (those of its database: renewals.ts);
   * a cache of its own when none is given.
   */
  constructor(
    bounds: number | Bounds<V>,
    ttlMs: number,
    clock: Clock = performance,
    renewals: Renewals = new Renewals(),
  ) {
    this.renewals = renewals;
    const { maxEntries, maxBytes, sizeOf } = typeof bounds === 'number' ? { maxEntries: bounds } : bounds;
    this.lru = new LRUCache<string, V>({
      max: maxEntries,
      ttl: ttlMs,
      // Read the clock on every call (its default caches it for a millisecond).
      ttlResolution: 0,
      perf: clock,
      ...(maxBytes !== undefined && sizeOf
        ? { maxSize: maxBytes, sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) }
        : {}),
    });
  }

  get(key: string): V | undefined {
    const value = this.lru.get(key);
    if (value === undefined) this.misses++;
    else this.hits++;
    return value;
  }

  peek(key: string): { value: V; expiredForMs: number } | undefined {
    return this.aged(key, this.lru.peek(key, { allowStale: true }));
  }

  /** `peek`, counted among the cache's reads (a read that serves, not a look the cache takes itself). */
  lookup(key: string): { value: V; expiredForMs: number } | undefined {
    const found = this.peek(key);
    if (found === undefined) this.misses++;
    else this.hits++;
    return found;
  }

  /**
   * The value past its lifetime too, with how long ago it expired, counted as used (`get` drops an
   * expired entry; `peek` leaves its place among the least recently used as it was).
   */
  recall(key: string): { value: V; expiredForMs: number } | undefined {
    const value = this.lru.get(key, { allowStale: true, noDeleteOnStaleGet: true });
    if (value === undefined) this.misses++;
    else this.hits++;
    return this.aged(key, value);
  }

  /** A value read under `key`, with how long ago it expired (0 while within its lifetime). */
  private aged(key: string, value: V | undefined): { value: V; expiredForMs: number } | undefined {
    if (value === undefined) return undefined;
    return { value, expiredForMs: Math.max(0, -this.lru.getRemainingTTL(key)) };
  }

  set(key: string, value: V): void {
    this.lru.set(key, value);
  }

  delete(key: string): void {
    this.lru.delete(key);
    this.forgotten();
  }

  /**
   * The value, read by `load` when missing: one reading of a key at a time, the others waiting for
   * it; past its lifetime (up to SERVE_STALE_MS) the old value is answered at once while one reading
   * renews it, so no caller waits for the database when a value merely grew old (decision 0305). The
   * renewal waits for its turn among its database's (decision 0306).
   */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    // An entry past its lifetime is kept for the lines below (get drops it).
    const fresh = this.lru.get(key, { noDeleteOnStaleGet: true });
    if (fresh !== undefined) {
      this.hits++;
      return Promise.resolve(fresh);
    }
    const underway = this.loads.get(key);
    const old = this.peek(key);
    if (old && old.expiredForMs < SERVE_STALE_MS) {
      this.hits++;
      if (!underway)
        this.renew(key, load, true).catch((error: unknown) => console.error('Renewing a cached read failed:', error));
      return Promise.resolve(old.value);
    }
    this.misses++;
    if (!underway) return this.renew(key, load, false);
    // Nothing to give meanwhile: a renewal still waiting for its turn begins now.
    underway.hurry?.();
    return underway.loading;
  }

  private renew(key: string, load: () => Promise<V>, inTurn: boolean): Promise<V> {
    const generation = this.generation;
    const turn = inTurn ? this.renewals.inTurn(load) : undefined;
    const loading = (turn ?? load())
      .then((value) => {
        if (this.generation === generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loads.get(key)?.loading === loading) this.loads.delete(key);
      });
    this.loads.set(key, { loading, ...(turn ? { hurry: turn.hurry } : {}) });
    return loading;
  }

  private forgotten(): void {
    this.generation += 1;
    this.loads.clear();
  }

  clear(): void {
    this.lru.clear();
    this.forgotten();
  }

  /** Forgets the entries whose key `matches`; answers how many. */
  deleteWhere(matches: (key: string) => boolean): number {
    let deleted = 0;
    for (const key of [...this.lru.keys()]) {
      if (matches(key)) {
        this.lru.delete(key);
        deleted++;
      }
    }
    if (deleted > 0) this.forgotten();
    return deleted;
  }

  /** Entries held, expired ones included until they are next read (tests check growth with it). */
  get size(): number {
    return this.lru.size;
  }

  /** The bytes its values take by its sizeOf (0 without one). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

/** Any value a cache holds (lru-cache holds no null or undefined). */
type Cached = NonNullable<unknown>;

/** Catalog data is cached for this long: an editor's change shows within it. */
const CATALOG_TTL_MS = 30_000;

/**
 * How long after its lifetime a zone's page or API answer may still be given while one request
 * works it out anew (page-cache.ts, api/dispatch.ts; the catalogue's changes do not wait for this:
 * catalogChanged empties the caches at once).
 */
export const SERVE_STALE_MS = 60_000;

const cachesByOwner = new WeakMap<object, Map<string, TtlCache<Cached>>>();

/** The named cache belonging to `owner` (a database handle); its bounds are fixed by the first call. */
export function cacheOf<V extends Cached>(
  owner: object,
  name: string,
  bounds: number | Bounds<V>,
  ttlMs = CATALOG_TTL_MS,
): TtlCache<V> {
  let caches = cachesByOwner.get(owner);
  if (!caches) {
    caches = new Map();
    cachesByOwner.set(owner, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new TtlCache<Cached>(bounds as Bounds<Cached>, ttlMs, performance, renewalsOf(owner));
    caches.set(name, cache);
  }
  return cache as unknown as TtlCache<V>;
}

/** Each named cache of `owner` with its reads answered and missed and its entries (the metrics). */
export function cacheCounts(owner: object): { name: string; hits: number; misses: number; entries: number }[] {
  return [...(cachesByOwner.get(owner) ?? new Map<string, TtlCache<Cached>>())].map(([name, cache]) => ({
    name,
    hits: cache.hits,
    misses: cache.misses,
    entries: cache.size,
  }));
}

/**
 * A cache of requests seen lately (decisions 0301, 0303): what each request's answer was found
 * by, bounded in the bytes each entry says it holds, kept as long as the catalogue's caches and
 * emptied with them by every change catalogChanged announces.
 */
export function recentRequestsOf<V extends { bytes: number }>(
  owner: object,
  name: string,
  maxBytes = 8 * 1024 * 1024,
): TtlCache<V> {
  return cacheOf<V>(owner, name, { maxEntries: 10_000, maxBytes, sizeOf: (seen) => seen.bytes });
}

/**
 * The minute an instant falls in: a request's remembered key holds for the minute it was worked out
 * in, as the zones' stores follow from which stores are open, decided by the minute.
 */
export function minuteOf(now: Date): number {
  return Math.floor(now.getTime() / 60_000);
}

/**
 * What a change touched, when it is known to be within some stores' own things (an item's price, a
 * variant's stock): the caches that can tell which entries depend on those stores drop only those
 * (decision 0275). Without it, a change empties every cache.
 */
export interface Touched {
  stores: readonly number[];
}

/** For named caches of an owner: which of its keys depend on a touched store. */
const scopedKeysByOwner = new WeakMap<object, Map<string, (key: string, touched: Touched) => boolean>>();

/** From now on, a change that touched some stores drops only the keys of the named cache `dependsOn` says. */
export function scopeCacheBy(owner: object, name: string, dependsOn: (key: string, touched: Touched) => boolean): void {
  let scoped = scopedKeysByOwner.get(owner);
  if (!scoped) {
    scoped = new Map();
    scopedKeysByOwner.set(owner, scoped);
  }
  scoped.set(name, dependsOn);
}

/**
 * Forgets `owner`'s cached values in this process (what a change notice from another instance does):
 * every value, or, for a change that touched some stores, what depends on them in the caches that
 * can tell, and everything in the others.
 */
export function clearCachesOf(owner: object, touched?: Touched): void {
  catalogChangesByOwner.set(owner, catalogChangesSeen(owner) + 1);
  const scoped = touched ? scopedKeysByOwner.get(owner) : undefined;
  for (const [name, cache] of cachesByOwner.get(owner) ?? []) {
    const dependsOn = scoped?.get(name);
    if (dependsOn && touched) cache.deleteWhere((key) => dependsOn(key, touched));
    else cache.clear();
  }
}

/** Catalogue changes seen by this process, by owner (so a reading begun before one is not kept). */
const catalogChangesByOwner = new WeakMap<object, number>();

/** How many times `owner`'s caches were emptied here: a reading keeps its value only if this did not move meanwhile. */
export function catalogChangesSeen(owner: object): number {
  return catalogChangesByOwner.get(owner) ?? 0;
}

/** How `owner`'s other instances hear of a change (set by db/changes.ts on PostgreSQL). */
const announcers = new WeakMap<object, (touched?: Touched) => void>();

/** From now on, catalogChanged(owner) also calls `announce` (which tells the other instances). */
export function announceChangesWith(owner: object, announce: (touched?: Touched) => void): void {
  announcers.set(owner, announce);
}

/**
 * After a change customers must see at once (stock, availability, a store opening or closing,
 * prices, settings): forgets `owner`'s cached values here and in every other instance; `touched`
 * when the change is within some stores' own items.
 */
export function catalogChanged(owner: object, touched?: Touched): void {
  clearCachesOf(owner, touched);
  announcers.get(owner)?.(touched);
}

/** For named caches of an owner: keyed by a customer's id (customerChanged forgets that customer's entry). */
const customerCachesByOwner = new WeakMap<object, Set<string>>();
/** Changes to each customer's own things seen by this process, by owner (so a read begun before one is not kept). */
const customerChangesByOwner = new WeakMap<object, Map<number, number>>();
const customerAnnouncers = new WeakMap<object, (customers: readonly number[]) => void>();

/** From now on, the named cache of `owner` is keyed by customer ids (String(id)). */
export function keyCacheByCustomer(owner: object, name: string): void {
  let names = customerCachesByOwner.get(owner);
  if (!names) {
    names = new Set();
    customerCachesByOwner.set(owner, names);
  }
  names.add(name);
}

/** How many changes to the customer's own things this process has seen: a read keeps its value only if this did not move meanwhile. */
export function customerChangesSeen(owner: object, customer: number): number {
  return customerChangesByOwner.get(owner)?.get(customer) ?? 0;
}

/** Forgets the customers' entries in `owner`'s caches keyed by customer, in this process (a notice from another instance). */
export function forgetCustomers(owner: object, customers: readonly number[]): void {
  let changes = customerChangesByOwner.get(owner);
  if (!changes) {
    changes = new Map();
    customerChangesByOwner.set(owner, changes);
  }
  for (const customer of customers) changes.set(customer, (changes.get(customer) ?? 0) + 1);
  const caches = cachesByOwner.get(owner);
  for (const name of customerCachesByOwner.get(owner) ?? []) {
    for (const customer of customers) caches?.get(name)?.delete(String(customer));
  }
}

/** From now on, customerChanged(owner) also calls `announce` (which tells the other instances). */
export function announceCustomerChangesWith(owner: object, announce: (customers: readonly number[]) => void): void {
  customerAnnouncers.set(owner, announce);
}

/**
 * After a change to a customer's own things kept per instance (their favourites, decision 0301):
 * forgets them here and in every other instance, leaving every other cache as it is.
 */
export function customerChanged(owner: object, customer: number): void {
  forgetCustomers(owner, [customer]);
  customerAnnouncers.get(owner)?.([customer]);
}

/** Each owner's per-instance forgetting of cached sessions (services/sessions), and its announcer. */
const sessionForgetters = new WeakMap<object, (users: readonly number[]) => void>();
const sessionEndAnnouncers = new WeakMap<object, (users: readonly number[]) => void>();

/** From now on, forgetSessionsOf(owner) calls `forget` (the owner's session cache drops those users' sessions). */
export function forgetSessionsWith(owner: object, forget: (users: readonly number[]) => void): void {
  sessionForgetters.set(owner, forget);
}

/** Drops the users' cached sessions in this process (a notice from another instance). */
export function forgetSessionsOf(owner: object, users: readonly number[]): void {
  sessionForgetters.get(owner)?.(users);
}

/** From now on, sessionsEnded(owner) also calls `announce` (which tells the other instances). */
export function announceSessionEndsWith(owner: object, announce: (users: readonly number[]) => void): void {
  sessionEndAnnouncers.set(owner, announce);
}

/**
 * After some of the users' sessions ended (sign-out, password change, erasure; decision 0337):
 * this instance drops their cached sessions at once and every other instance when the notice arrives.
 */
export function sessionsEnded(owner: object, users: readonly number[]): void {
  forgetSessionsOf(owner, users);
  sessionEndAnnouncers.get(owner)?.(users);
}
