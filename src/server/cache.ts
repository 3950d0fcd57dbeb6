// A small in-memory cache for catalog reads that may be a little stale
// (ARCHITECTURE.md "Database"): bounded in entries, each kept for a short time,
// and one set of caches per database handle (tests open several in one process).
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(maxEntries: number, ttlMs: number) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Entries held, expired ones included until they are next read (tests check growth with it). */
  get size(): number {
    return this.entries.size;
  }
}

/** Catalog data is cached for this long: an editor's change shows within it. */
const CATALOG_TTL_MS = 30_000;

const cachesByOwner = new WeakMap<object, Map<string, TtlCache<unknown>>>();

/** The named cache belonging to `owner` (a database handle). */
export function cacheOf<V>(owner: object, name: string, maxEntries: number, ttlMs = CATALOG_TTL_MS): TtlCache<V> {
  let caches = cachesByOwner.get(owner);
  if (!caches) {
    caches = new Map();
    cachesByOwner.set(owner, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new TtlCache<unknown>(maxEntries, ttlMs);
    caches.set(name, cache);
  }
  return cache as TtlCache<V>;
}

/** Forgets every cached value of `owner` (after the catalog changes, e.g. an order takes stock). */
export function clearCachesOf(owner: object): void {
  for (const cache of cachesByOwner.get(owner)?.values() ?? []) cache.clear();
}
