// Rendered pages cached by delivery zone (decision 0021).
// The located home (and its rows, /home-rows/{from}), category and categories pages depend on the customer's point only
// through the stores their lists draw on (the nearest few that deliver there, in order, those
// with sections of their own that deliver there, and those in reach that banners lead to) and,
// in the location header, on the
// customer's own address text. So a page is rendered once per zone and variant — origin,
// path, language, cookie notice shown or not, signed in or not, and those stores — with markers in place
// of the address text, kept as the pieces between the markers compressed as gzip segments that
// join without compressing again (http/gzip-segments.ts), and every request of the zone gets the pieces
// joined with its own address, escaped as Astro escapes it. A rendering that asked who is
// signed in, set a cookie or a Cache-Control, or did not answer 200 HTML is not kept.
// The cache belongs to the database handle, so catalogChanged (cache.ts) empties it on
// every instance with the catalog caches; it is bounded in bytes (PAGE_CACHE_MAX_BYTES).
// Cache hits are answered by serve.ts before Astro (answerFromZoneCache); misses render
// through src/middleware.ts (renderOrShare), which fills the cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { shownTag } from '../../domain/accounts/address-tag.ts';
import { ACTING_COOKIE } from '../../domain/constants.ts';
import { decodeLocationCookie, LOCATION_COOKIE } from '../../domain/location-cookie.ts';
import { truncateAddress } from '../../domain/text.ts';
import { STORES_IN_LISTS } from '../../domain/lists.ts';
import type { LatLng, StoredDeliveryAddress } from '../../domain/types.ts';
import { cacheOf, scopeCacheBy, type Touched, type TtlCache } from '../cache.ts';
import { readConfig } from '../config.ts';
import type { ShopContext } from '../context.ts';
import { brotliBest, COMPRESS_FROM_BYTES } from './compression.ts';
import {
  crc32Combine,
  crcShift,
  deflateSegment,
  FINAL_BLOCK,
  GZIP_HEADER,
  inflateSegment,
  storedSegment,
} from './gzip-segments.ts';
import { pageVariant } from '../pages/page.ts';
import { sessionTokenIn } from '../services/sessions/sessions.ts';
import { bannerStoresAt, storesWithSectionsAmong } from '../services/catalogue/sections.ts';
import { openStoresServing, reachZoneOf } from '../services/catalogue/stores.ts';

/** Paths whose HTML depends on the point only through the zone (checked by tests/e2e/page-cache.spec.ts). */
const ZONE_CACHED_PATH = /^\/(?:categories|category\/[^/]+|home-rows\/\d{1,3})?$/;

/** Whether a path's page may come from a zone's cache (cheap: serve.ts asks it of every request). */
export function isZoneCachedPath(pathname: string): boolean {
  return ZONE_CACHED_PATH.test(pathname);
}

/** Private-use characters: they pass Astro's escaping untouched and never occur in our texts. */
const MARK = {
  line: '\uE000line\uE001',
  short: '\uE000short\uE001',
  tag: '\uE000tag\uE001',
} as const;
type Marker = keyof typeof MARK;
const MARKERS = new RegExp(`(${Object.values(MARK).join('|')})`);
const MARKER_OF = new Map<string, Marker>(Object.entries(MARK).map(([name, text]) => [text, name as Marker]));

/** The location a zone's page is rendered with: the point's own, its texts replaced by markers. */
export function templateLocation(point: LatLng): StoredDeliveryAddress {
  return { lat: point.lat, lng: point.lng, address: MARK.line, house: null, tag: MARK.tag };
}

/**
 * The location header's texts (§2): the address line (house first; in an attribute only), the
 * line cut short and the tag (in text only). Markers in a zone's template rendering.
 */
function headerTexts(location: StoredDeliveryAddress): { line: string; short: string; tag: string } {
  if (location.address === MARK.line) return { line: MARK.line, short: MARK.short, tag: MARK.tag };
  const line = location.house ? `${location.house}, ${location.address}` : location.address;
  return { line, short: truncateAddress(line, 30), tag: location.tag || '' };
}

/** As Astro escapes an attribute's value (toAttributeString in astro/runtime/server/render/util). */
function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** As Astro escapes an expression in text (escapeHTML in astro/runtime/server/escape). */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>'"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );
}

/**
 * The filled markers of the addresses seen lately, by their texts: a customer asks for page after
 * page with one address, and cutting the line short (by grapheme) and escaping it was a twentieth
 * of a cached page's time.
 */
const filledByTexts = new LRUCache<string, Record<Marker, Buffer>>({ max: 5_000 });

/** The bytes that replace each marker for a customer at `location`. */
function filledMarkers(location: StoredDeliveryAddress): Record<Marker, Buffer> {
  const key = `${location.address}\u0000${location.house ?? ''}\u0000${location.tag ?? ''}`;
  let filled = filledByTexts.get(key);
  if (!filled) {
    filled = fillMarkers(location);
    filledByTexts.set(key, filled);
  }
  return filled;
}

function fillMarkers(location: StoredDeliveryAddress): Record<Marker, Buffer> {
  const texts = headerTexts(location);
  return {
    // The location header puts the whole line in its aria-label, the short line and the tag in text.
    line: Buffer.from(escapeAttribute(texts.line)),
    short: Buffer.from(escapeHtml(texts.short)),
    tag: Buffer.from(escapeHtml(texts.tag)),
  };
}

/**
 * A cached page: its headers, its pieces between the markers as joinable gzip segments
 * (http/gzip-segments.ts; an eighth of the page's size, and a client that takes no gzip gets
 * them inflated again), and which marker goes between them.
 */
interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The pieces as joinable gzip segments. */
  gzipped: Buffer[];
  /** Each piece's own CRC-32 and length, and the operator that moves a CRC past that many bytes. */
  crcs: number[];
  lengths: number[];
  shifts: Uint32Array[];
  /** gaps[i] is filled between pieces[i] and pieces[i + 1]. */
  gaps: Marker[];
  /**
   * A page without markers (no customer's own texts: the category pages, the home's rows) as best
   * brotli too, for clients that take it, once it is made (brotliBest, off the event loop): 15–20 %
   * fewer bytes than the gzip segments, which takes a category page's document back within a new
   * connection's first round trip (decision 0022). Null until then.
   */
  brotli: Buffer | null;
  bytes: number;
}

let configured: { maxBytes: number; publicOrigin: string | undefined } | undefined;

function pageCacheConfig(): { maxBytes: number; publicOrigin: string | undefined } {
  if (!configured) {
    const config = readConfig();
    configured = { maxBytes: config.PAGE_CACHE_MAX_BYTES, publicOrigin: config.PUBLIC_ORIGIN };
  }
  return configured;
}

function pageCacheLimit(): number {
  return pageCacheConfig().maxBytes;
}

/**
 * How long a zone's page is kept (decision 0247): every change
 * a customer must see at once (stock running out, availability, prices, stores, settings) empties
 * the cache on every instance (catalogChanged), so the lifetime only bounds what nobody announced.
 */
const ZONE_PAGE_TTL_MS = 5 * 60_000;

function pageCacheOf(db: object): TtlCache<CachedPage> {
  const cache = cacheOf<CachedPage>(
    db,
    'zone-pages',
    { maxEntries: 5_000, maxBytes: pageCacheLimit(), sizeOf: (page) => page.bytes },
    ZONE_PAGE_TTL_MS,
  );
  if (!scopedOwners.has(db)) {
    scopedOwners.add(db);
    scopeCacheBy(db, 'zone-pages', zonePageDependsOn);
  }
  return cache;
}

const scopedOwners = new WeakSet<object>();

/**
 * Whether a zone's page depends on a touched store: its key ends with the zone's stores (zoneStores:
 * `listing|sections|banners`), and a change within a store's items shows only on pages drawing on it.
 */
export function zonePageDependsOn(key: string, touched: Touched): boolean {
  const parts = key.split('|');
  const stores = new Set(
    parts
      .slice(-3)
      .flatMap((list) => list.split(','))
      .filter((id) => id !== '')
      .map(Number),
  );
  return touched.stores.some((store) => stores.has(store));
}

/**
 * What of the point its zone's pages depend on: the nearest stores the lists draw on, in
 * order (the order decides which store's copy of an item a list shows), the stores with
 * sections of their own that deliver there, and the stores in reach that banners lead to
 * (decision 0245).
 */
async function zoneStores(shop: ShopContext, point: LatLng): Promise<string> {
  const [serving, banners] = await Promise.all([openStoresServing(shop, point), bannerStoresAt(shop, point)]);
  const listing = serving.slice(0, STORES_IN_LISTS).map((store) => store.id);
  const sections = await storesWithSectionsAmong(shop, serving);
  return `${listing.join(',')}|${sections.join(',')}|${banners.join(',')}`;
}

/**
 * zoneStores for every point of one delivery zone (reachZoneOf: the stores in reach, in order),
 * worked out once per zone and minute: it follows from the stores in reach, which of them are open
 * (decided by the minute, decision 0270) and the catalogue, whose changes empty this cache with the
 * others (catalogChanged). Working it out for each request was a fifth of a cached page's time.
 */
async function zoneStoresOfReach(shop: ShopContext, point: LatLng): Promise<string> {
  const minute = Math.floor(shop.now().getTime() / 60_000);
  const key = `${minute}|${await reachZoneOf(shop, point)}`;
  return cacheOf<string>(shop.db, 'zone-stores', 2_000, 60_000).getOrLoad(key, () => zoneStores(shop, point));
}

/** What the key of a request's page is made of. */
export interface ZoneRequest {
  method: string;
  /** The origin the request was addressed to, as the renderer sees it (canonical links name it without PUBLIC_ORIGIN). */
  origin: string;
  pathname: string;
  search: string;
  cookie(name: string): string | undefined;
}

export interface ZoneKey {
  key: string;
  location: StoredDeliveryAddress;
  signedIn: boolean;
}

/** The cache key of a request's page, or null when the page is not one to share. */
export async function zoneKeyOf(shop: ShopContext, request: ZoneRequest): Promise<ZoneKey | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // A query string makes another page (a search, the desktop view) or junk: rendered each time, never kept.
  if (request.search !== '' || !ZONE_CACHED_PATH.test(request.pathname) || pageCacheLimit() === 0) return null;
  const location = decodeLocationCookie(request.cookie(LOCATION_COOKIE));
  if (!location) return null;
  // A session a staff member holds sees only the member's stores (page.ts): never a zone's page.
  if (request.cookie(ACTING_COOKIE) !== undefined) return null;
  const point = { lat: location.lat, lng: location.lng };
  const signedIn = sessionTokenIn(request.cookie) !== null;
  const [variant, stores] = await Promise.all([pageVariant(shop, request.cookie), zoneStoresOfReach(shop, point)]);
  const who = `${variant.language}|${variant.consentNotice ? 'notice' : 'consented'}|${signedIn ? 'in' : 'out'}`;
  // Canonical links name PUBLIC_ORIGIN, else the origin the request was addressed to (SeoTags.astro).
  const origin = pageCacheConfig().publicOrigin ?? request.origin;
  // The header's tag as the page's language says a preset one (§3 Address); the page has a marker there.
  const shown = { ...location, tag: shownTag(location.tag, variant.tagNames) };
  return { key: `${origin}${request.pathname}|${who}|${stores}`, location: shown, signedIn };
}

/**
 * Renders under way, by key: requests for a page that is being rendered wait for that rendering
 * instead of each rendering it again (when a zone's page expires under load, twenty connections
 * would otherwise render it twenty times at once).
 */
const rendering = new WeakMap<object, Map<string, Promise<void>>>();

function renderingOf(db: object): Map<string, Promise<void>> {
  let renders = rendering.get(db);
  if (!renders) {
    renders = new Map();
    rendering.set(db, renders);
  }
  return renders;
}

/** Marks `zone`'s page as being rendered; call the answer when the rendering is kept or given up. */
export function renderingZonePage(shop: ShopContext, zone: ZoneKey): () => void {
  const renders = renderingOf(shop.db);
  let done = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  if (!renders.has(zone.key)) renders.set(zone.key, finished);
  return () => {
    if (renders.get(zone.key) === finished) renders.delete(zone.key);
    done();
  };
}

/**
 * How long after its lifetime a page may still be served while one request renders it anew (the
 * catalog's changes do not wait for this: catalogChanged empties the cache at once).
 */
const SERVE_STALE_MS = 60_000;

/** The cached page of `zone` as a Response for its customer, or null (none, or past its lifetime). */
export function cachedZonePage(shop: ShopContext, zone: ZoneKey): Response | null {
  const found = pageCacheOf(shop.db).peek(zone.key);
  return found && found.expiredForMs === 0 ? responseOf(found.value, zone.location) : null;
}

/**
 * Keeps a template rendering (made with templateLocation) when it may be shared, and answers
 * it for the zone's customer; one that may not be shared is answered with the markers filled.
 */
export async function keepZonePage(
  shop: ShopContext,
  zone: ZoneKey,
  rendered: Response,
  shareable: boolean,
): Promise<Response> {
  const html = await rendered.text();
  const parts = html.split(MARKERS);
  const pieces: Buffer[] = [];
  const gaps: Marker[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) pieces.push(Buffer.from(part));
    else gaps.push(MARKER_OF.get(part) ?? 'line');
  });
  const headers: [string, string][] = [];
  rendered.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value]);
  });
  const keep =
    shareable &&
    rendered.status === 200 &&
    (rendered.headers.get('content-type') ?? '').startsWith('text/html') &&
    !rendered.headers.has('set-cookie') &&
    !rendered.headers.has('cache-control');
  const page = keep ? cachedPageOf(rendered.status, headers, pieces, gaps) : null;
  if (page) {
    const cache = pageCacheOf(shop.db);
    cache.set(zone.key, page);
    const [whole] = pieces;
    if (gaps.length === 0 && whole && whole.length >= COMPRESS_FROM_BYTES) {
      // One at a time, after the pages kept before it, and only while the page is still the zone's.
      queueBrotli(page, whole, () => cache.peek(zone.key)?.value === page);
    }
  }
  return new Response(Buffer.concat(joinedPieces(pieces, gaps, zone.location)), {
    status: rendered.status,
    headers,
  });
}

/**
 * Best-brotli copies waiting to be made, one at a time: each takes 40–70 ms of a zlib pool thread,
 * the pool that compresses every streamed page and API answer too, and a change to the catalogue
 * that empties the cache has every zone page rendered, and kept, again. At most this many wait;
 * a page past them is answered as gzip, as before.
 */
const BROTLI_QUEUE_MAX = 64;
let brotliQueue: Promise<void> = Promise.resolve();
let brotliWaiting = 0;

function queueBrotli(page: CachedPage, whole: Buffer, stillKept: () => boolean): void {
  if (brotliWaiting >= BROTLI_QUEUE_MAX) return;
  brotliWaiting++;
  brotliQueue = brotliQueue
    .then(async () => {
      if (!stillKept()) return;
      const brotli = await brotliBest(whole);
      // Kept only when no larger than the gzip it stands beside: the entry's size counts no more.
      if (2 * brotli.length <= page.bytes) page.brotli = brotli;
    })
    // Without it the page is answered as gzip, as before; nothing is lost.
    .catch(() => {})
    .finally(() => {
      brotliWaiting--;
    });
}

function cachedPageOf(status: number, headers: [string, string][], pieces: Buffer[], gaps: Marker[]): CachedPage {
  const gzipped = pieces.map(deflateSegment);
  const gzipBytes = gzipped.reduce((sum, segment) => sum + segment.length, 0);
  // A page without markers may get a brotli copy later, kept only if no larger than its gzip: counted from the start.
  const bytes = gaps.length === 0 ? 2 * gzipBytes : gzipBytes;
  return {
    status,
    headers,
    gzipped,
    crcs: pieces.map((piece) => crc32(piece)),
    lengths: pieces.map((piece) => piece.length),
    shifts: pieces.map((piece) => crcShift(piece.length)),
    gaps,
    brotli: null,
    bytes,
  };
}

function joinedPieces(pieces: readonly Buffer[], gaps: readonly Marker[], location: StoredDeliveryAddress): Buffer[] {
  const filled = filledMarkers(location);
  const chunks: Buffer[] = [];
  pieces.forEach((piece, index) => {
    chunks.push(piece);
    const gap = gaps[index];
    if (gap) chunks.push(filled[gap]);
  });
  return chunks;
}

/** The page for a client that takes no gzip: its pieces inflated again, with the customer's texts. */
function joined(page: CachedPage, location: StoredDeliveryAddress): Buffer[] {
  return joinedPieces(page.gzipped.map(inflateSegment), page.gaps, location);
}

function responseOf(page: CachedPage, location: StoredDeliveryAddress): Response {
  return new Response(Buffer.concat(joined(page, location)), { status: page.status, headers: page.headers });
}

/** The page as one gzip member, from its cached segments and the customer's texts. */
function gzipOf(page: CachedPage, location: StoredDeliveryAddress): Buffer[] {
  const filled = filledMarkers(location);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.gzipped.forEach((segment, index) => {
    chunks.push(segment);
    crc = crc32Combine(crc, page.crcs[index] ?? 0, page.shifts[index] ?? crcShift(0));
    length += page.lengths[index] ?? 0;
    const gap = page.gaps[index];
    if (gap) {
      chunks.push(storedSegment(filled[gap]));
      crc = crc32(filled[gap], crc);
      length += filled[gap].length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return chunks;
}

/**
 * serve.ts, before Astro: answers a request whose page is in its zone's cache (true), or leaves
 * it to the renderer (false). Brotli when the page has a brotli copy and the client takes it, else gzip
 * when the client takes it (brotli cannot be joined with a customer's texts as gzip can).
 */
export async function answerFromZoneCache(
  shop: ShopContext,
  request: ZoneRequest,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (!isZoneCachedPath(request.pathname)) return false;
  const zone = await zoneKeyOf(shop, request);
  if (!zone) return false;
  const cache = pageCacheOf(shop.db);
  const found = cache.peek(zone.key);
  const underway = renderingOf(shop.db).get(zone.key);
  let page: CachedPage | undefined;
  if (found && found.expiredForMs === 0) page = found.value;
  else if (found && found.expiredForMs < SERVE_STALE_MS && underway) {
    // Past its lifetime and being rendered anew by another request: this one takes the old page.
    page = found.value;
  } else if (underway) {
    await underway;
    page = cache.get(zone.key);
  }
  // None, or past its lifetime with no rendering under way: this request renders it (middleware).
  if (!page) return false;
  // Pages are far above COMPRESS_FROM_BYTES; the pieces' own lengths say so without inflating them.
  const size = page.lengths.reduce((sum, length) => sum + length, 0);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const compress = size >= COMPRESS_FROM_BYTES;
  const brotli = compress && /\bbr\b/.test(accepts) ? page.brotli : null;
  const accepted = brotli ? 'br' : compress && /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const body = brotli ? [brotli] : accepted ? gzipOf(page, zone.location) : joined(page, zone.location);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('vary', 'Accept-Encoding');
  // As src/middleware.ts marks a page answered to a customer with a session cookie.
  if (zone.signedIn) res.setHeader('cache-control', 'private, no-store');
  if (accepted) res.setHeader('content-encoding', accepted);
  res.setHeader(
    'content-length',
    body.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  res.writeHead(page.status);
  if (request.method === 'HEAD') {
    res.end();
    return true;
  }
  res.cork();
  for (const chunk of body) res.write(chunk);
  res.end();
  return true;
}

/** A Cookie header's values by name, decoded as Astro's cookies decode them (the `cookie` package). */
export function cookieReader(header: string | undefined): (name: string) => string | undefined {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    const name = pair.slice(0, at).trim();
    if (values.has(name)) continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        // Kept as sent, as the cookie package does.
      }
    }
    values.set(name, value);
  }
  return (name) => values.get(name);
}
