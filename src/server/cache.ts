// A small in-memory cache for catalog reads that may be a little stale
// (ARCHITECTURE.md "Database"): bounded in entries (and in bytes where a size is
// known), each kept for a short time, and one set of caches per database handle
// (tests open several in one process). A change that customers must see at once
// goes through catalogChanged: it empties this instance's caches and, on PostgreSQL,
// every other instance's through LISTEN/NOTIFY (db/changes.ts).

/** How a cache bounds what it holds: entries always, bytes when it can size its values. */
interface Bounds<V> {
  maxEntries: number;
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; bytes: number }>();
  private readonly bounds: Bounds<V>;
  private readonly ttlMs: number;
  private heldBytes = 0;

  constructor(bounds: number | Bounds<V>, ttlMs: number) {
    this.bounds = typeof bounds === 'number' ? { maxEntries: bounds } : bounds;
    this.ttlMs = ttlMs;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The entry of `key` even past its lifetime, with how long ago it expired (0 while fresh);
   * a caller that can serve a little stale (page-cache.ts) uses it while a fresh one is made.
   */
  peek(key: string, now = Date.now()): { value: V; expiredForMs: number } | undefined {
    const entry = this.entries.get(key);
    return entry ? { value: entry.value, expiredForMs: Math.max(0, now - entry.expires) } : undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.remove(key);
    const bytes = this.bounds.sizeOf?.(value) ?? 0;
    const maxBytes = this.bounds.maxBytes ?? Number.POSITIVE_INFINITY;
    // A value bigger than the whole budget is not kept at all.
    if (bytes > maxBytes) return;
    // The oldest entries make room (Map keeps insertion order).
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.bounds.maxEntries || this.heldBytes + bytes > maxBytes)
    ) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, bytes });
    this.heldBytes += bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
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
    this.heldBytes = 0;
  }

  /** Entries held, expired ones included until they are next read (tests check growth with it). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes its values take by its sizeOf (0 without one). */
  get bytes(): number {
    return this.heldBytes;
  }
}

/** Catalog data is cached for this long: an editor's change shows within it. */
const CATALOG_TTL_MS = 30_000;

const cachesByOwner = new WeakMap<object, Map<string, TtlCache<unknown>>>();

/** The named cache belonging to `owner` (a database handle); its bounds are fixed by the first call. */
export function cacheOf<V>(
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
    cache = new TtlCache<unknown>(bounds as Bounds<unknown>, ttlMs);
    caches.set(name, cache);
  }
  return cache as TtlCache<V>;
}

/** Forgets every cached value of `owner` in this process (what a change notice from another instance does). */
export function clearCachesOf(owner: object): void {
  for (const cache of cachesByOwner.get(owner)?.values() ?? []) cache.clear();
}

/** How `owner`'s other instances hear of a change (set by db/changes.ts on PostgreSQL). */
const announcers = new WeakMap<object, () => void>();

/** From now on, catalogChanged(owner) also calls `announce` (which tells the other instances). */
export function announceChangesWith(owner: object, announce: () => void): void {
  announcers.set(owner, announce);
}

/**
 * After a change customers must see at once (stock, availability, a store opening or closing,
 * prices, settings): forgets `owner`'s cached values here and in every other instance.
 */
export function catalogChanged(owner: object): void {
  clearCachesOf(owner);
  announcers.get(owner)?.();
}
