// Rendered pages cached by delivery zone (decision 0021).
// The located home (and its rows, /home-rows/{from}), category and categories pages depend on the customer's point only
// through the stores their lists draw on (the nearest few that deliver there, in order, those
// with sections of their own that deliver there, and those in reach that banners lead to). The
// customer's own address is filled in by the page from their cookie (decision 0296), so a page is
// rendered once per zone and variant — origin, path, language, cookie notice shown or not, signed
// in or not, and those stores — and kept as gzip, and as best brotli once that is made, each with
// its whole header list written ready (decision 0300). The rendering is made with markers in place
// of the customer's texts: one that still shows them (a component printing the address) is
// answered with them filled in and not kept, so no customer's text is ever shared. A rendering
// that asked who is signed in, set a cookie or a Cache-Control, or did not answer 200 HTML is not kept.
// The cache belongs to the database handle, so catalogChanged (cache.ts) empties it on
// every instance with the catalog caches; it is bounded in bytes (PAGE_CACHE_MAX_BYTES).
// Cache hits are answered by serve.ts before Astro (answerFromZoneCache); misses render
// through src/middleware.ts (renderOrShare), which fills the cache.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { shownTag } from '../../domain/accounts/address-tag.ts';
import { ACTING_COOKIE } from '../../domain/constants.ts';
import { decodeLocationCookie, LOCATION_COOKIE } from '../../domain/location-cookie.ts';
import { truncateAddress } from '../../domain/text.ts';
import { STORES_IN_LISTS } from '../../domain/lists.ts';
import type { LatLng, StoredDeliveryAddress } from '../../domain/types.ts';
import {
  cacheOf,
  minuteOf,
  recentRequestsOf,
  SERVE_STALE_MS,
  scopeCacheBy,
  type Touched,
  type TtlCache,
} from '../cache.ts';
import { readConfig } from '../config.ts';
import type { ShopContext } from '../context.ts';
import { brotliBest, COMPRESS_FROM_BYTES } from './compression.ts';
import { securityHeadersOf } from './security-headers.ts';
import { pageVariant } from '../pages/page.ts';
import { isHeldSessionToken, sessionTokenIn } from '../services/sessions/sessions.ts';
import { bannerStoresAt, storesWithSectionsAmong } from '../services/catalogue/sections.ts';
import { openStoresServing, reachZoneOf } from '../services/catalogue/stores.ts';

/** Paths whose HTML depends on the point only through the zone (checked by tests/e2e/platform/page-cache.spec.ts). */
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
const MARKERS = new RegExp(Object.values(MARK).join('|'), 'g');

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

/** The rendering with the customer's own texts where its markers are (a page that is not kept). */
function filledIn(html: string, location: StoredDeliveryAddress): string {
  const texts = headerTexts(location);
  // The location header puts the whole line in an attribute, the short line and the tag in text.
  const filled: Record<string, string> = {
    [MARK.line]: escapeAttribute(texts.line),
    [MARK.short]: escapeHtml(texts.short),
    [MARK.tag]: escapeHtml(texts.tag),
  };
  return html.replace(MARKERS, (marker) => filled[marker] ?? '');
}

/** How a cached page goes out: brotli, gzip, or as it is (a client that takes neither). */
type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A cached page: its headers as rendered, its bytes as gzip (the same for every customer of the
 * zone: a client that takes no gzip gets them inflated again) and, once made, as best brotli.
 */
interface CachedPage {
  status: number;
  headers: [string, string][];
  gzip: Buffer;
  /**
   * The page as best brotli too, for clients that take it, once it is made (brotliBest, off the
   * event loop): 15–20 % fewer bytes than gzip, which keeps the document within a new connection's
   * first round trip (decisions 0022, 0296). Null until then.
   */
  brotli: Buffer | null;
  /**
   * The whole header list of an answer, by encoding and whether the customer is signed in, made on
   * first use and written with one writeHead (decision 0300): setting fifteen headers one by one on
   * every answer was a cached page's own largest cost after the socket's.
   */
  heads: Map<string, OutgoingHttpHeader[]>;
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
  // A customer asks page after page from one point: its zone's stores are kept by the point too
  // (measuring the distance to every store for each request was a twentieth of a cached page's time).
  return cacheOf<string>(shop.db, 'point-zone-stores', 20_000, 60_000).getOrLoad(
    `${minute}|${point.lat},${point.lng}`,
    async () => {
      const key = `${minute}|${await reachZoneOf(shop, point)}`;
      return cacheOf<string>(shop.db, 'zone-stores', 2_000, 60_000).getOrLoad(key, () => zoneStores(shop, point));
    },
  );
}

/**
 * The locations of the `loc` cookies seen lately, by the cookie's text: decoding it (URI escapes,
 * JSON, checks) for every request was a fiftieth of a cached page's time. Not the shop's data, so
 * nothing empties it; the entries are never changed.
 */
const locationsByCookie = new LRUCache<string, { location: StoredDeliveryAddress | null }>({ max: 5_000 });

function locationOfCookie(raw: string | undefined): StoredDeliveryAddress | null {
  if (!raw) return null;
  let found = locationsByCookie.get(raw);
  if (!found) {
    found = { location: decodeLocationCookie(raw) };
    locationsByCookie.set(raw, found);
  }
  return found.location;
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
  const location = locationOfCookie(request.cookie(LOCATION_COOKIE));
  if (!location) return null;
  // A session a staff member holds sees only the member's stores (page.ts): never a zone's page.
  if (isHeldSessionToken(sessionTokenIn(request.cookie)) || request.cookie(ACTING_COOKIE) !== undefined) return null;
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

/** The cached page of `zone` as a Response for its customer, or null (none, or past its lifetime). */
export function cachedZonePage(shop: ShopContext, zone: ZoneKey): Response | null {
  const found = pageCacheOf(shop.db).lookup(zone.key);
  return found && found.expiredForMs === 0 ? responseOf(found.value) : null;
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
  const headers: [string, string][] = [];
  rendered.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value]);
  });
  const keep =
    shareable &&
    rendered.status === 200 &&
    (rendered.headers.get('content-type') ?? '').startsWith('text/html') &&
    !rendered.headers.has('set-cookie') &&
    !rendered.headers.has('cache-control') &&
    !html.includes(MARK.line) &&
    !html.includes(MARK.short) &&
    !html.includes(MARK.tag);
  if (!keep) return new Response(filledIn(html, zone.location), { status: rendered.status, headers });
  const whole = Buffer.from(html);
  const gzip = gzipSync(whole);
  // A brotli copy may come later, kept only if no larger than the gzip: counted from the start.
  const page: CachedPage = {
    status: rendered.status,
    headers,
    gzip,
    brotli: null,
    heads: new Map(),
    bytes: 2 * gzip.length,
  };
  const cache = pageCacheOf(shop.db);
  cache.set(zone.key, page);
  // One at a time, after the pages kept before it, and only while the page is still the zone's.
  if (whole.length >= COMPRESS_FROM_BYTES) queueBrotli(page, whole, () => cache.peek(zone.key)?.value === page);
  return new Response(whole, { status: rendered.status, headers });
}

/**
 * Best-brotli copies waiting to be made, one at a time: each takes 40–70 ms of a zlib pool thread,
 * the pool that compresses every streamed page and API answer too, and a change to the catalogue
 * that empties the cache has every zone page rendered, and kept, again. At most this many wait;
 * a page past them is answered as gzip.
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
    // Without it the page is answered as gzip; nothing is lost.
    .catch(() => {})
    .finally(() => {
      brotliWaiting--;
    });
}

function responseOf(page: CachedPage): Response {
  return new Response(gunzipSync(page.gzip), { status: page.status, headers: page.headers });
}

/** Security headers (security-headers.ts) for the answers of cached pages, by the public origin. */
let securityHeaders: readonly [string, string][] | undefined;

/**
 * The whole header list of a cached page's answer in `encoding`: the request's id first (its
 * value filled in by each answer: REQUEST_ID_AT), the rendering's own, then what every answer
 * from the cache adds, then the security headers the page does not carry itself, so that
 * SecuredResponse finds nothing to add.
 */
function headOf(page: CachedPage, encoding: PageEncoding, signedIn: boolean, size: number): OutgoingHttpHeader[] {
  const name = `${encoding}|${signedIn ? 'in' : 'out'}`;
  let head = page.heads.get(name);
  if (!head) {
    const list: [string, string][] = [['x-request-id', ''], ...page.headers, ['vary', 'Accept-Encoding']];
    // As src/middleware.ts marks a page answered to a customer with a session cookie.
    if (signedIn) list.push(['cache-control', 'private, no-store']);
    if (encoding !== 'identity') list.push(['content-encoding', encoding]);
    list.push(['content-length', String(size)]);
    securityHeaders ??= securityHeadersOf(pageCacheConfig().publicOrigin);
    for (const [header, value] of securityHeaders) {
      if (!list.some(([given]) => given === header)) list.push([header, value]);
    }
    head = list.flat();
    page.heads.set(name, head);
  }
  return head;
}

/** Where a ready header list holds the request id's value (headOf). */
const REQUEST_ID_AT = 1;

/**
 * A request seen lately whose page came from its zone's cache: the page's key, by all the request
 * carries that the key follows from (where it was addressed, its path and its Cookie header:
 * knownRequestKey), for the minute the key was worked out in (the zone's stores follow from which
 * stores are open, decided by the minute: zoneStoresOfReach).
 */
interface KnownRequest {
  key: string;
  signedIn: boolean;
  minute: number;
  bytes: number;
}

/**
 * Known requests, in a cache of the database handle (decision 0301): every change catalogChanged
 * announces empties it with the caches its keys were worked out from (the zone's stores, the
 * shop's texts), on every instance. Kept no longer than those (the catalogue's 30 s); bounded in
 * bytes, the Cookie headers included.
 */
function knownRequestsOf(db: object): TtlCache<KnownRequest> {
  return recentRequestsOf<KnownRequest>(db, 'zone-page-requests');
}

/** The key a request is known by: where it was addressed (originInputsOf), its path, its Cookie header. */
export function knownRequestKey(originInputs: string, url: string, cookieHeader: string | undefined): string {
  return `${originInputs}\n${url}\n${cookieHeader ?? ''}`;
}

/**
 * serve.ts, first, without waiting for anything: answers a request seen lately (knownRequestKey)
 * whose page is in its zone's cache and within its lifetime, as answerFromZoneCache would answer
 * it (true); anything else is left to answerFromZoneCache (false). Working out the page's key
 * again for every request (the cookie's fields, the language and consent, the zone's stores, each
 * from a cache behind a promise) took more of a cached page's time than anything else of ours.
 */
export function answerKnownRequest(
  shop: ShopContext,
  known: string,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): boolean {
  const seen = knownRequestsOf(shop.db).get(known);
  if (!seen || seen.minute !== minuteOf(shop.now())) return false;
  const found = pageCacheOf(shop.db).lookup(seen.key);
  if (!found || found.expiredForMs > 0) return false;
  writePage(found.value, seen.signedIn, req, res, requestId);
  return true;
}

/**
 * serve.ts, before Astro: answers a request whose page is in its zone's cache (true), or leaves
 * it to the renderer (false), which then sets the request's id on the answer itself. A request
 * answered from the cache is remembered by `known` (answerKnownRequest).
 */
export async function answerFromZoneCache(
  shop: ShopContext,
  request: ZoneRequest,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  known: string,
): Promise<boolean> {
  if (!isZoneCachedPath(request.pathname)) return false;
  const minute = minuteOf(shop.now());
  const zone = await zoneKeyOf(shop, request);
  if (!zone) return false;
  const cache = pageCacheOf(shop.db);
  const found = cache.lookup(zone.key);
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
  // Worked out within one minute: the zone's stores are those of that minute.
  if (minute === minuteOf(shop.now())) {
    knownRequestsOf(shop.db).set(known, {
      key: zone.key,
      signedIn: zone.signedIn,
      minute,
      bytes: 2 * (known.length + zone.key.length) + 64,
    });
  }
  writePage(page, zone.signedIn, req, res, requestId);
  return true;
}

/**
 * A cached page's answer: brotli when the page has a brotli copy and the client takes it, else
 * gzip when the client takes it, else the page inflated again; one writeHead of the ready header
 * list, the request's id written into it (decision 0301: a header set on the answer before
 * writeHead has Node merge and validate the whole list again), and one end with the bytes.
 */
function writePage(
  page: CachedPage,
  signedIn: boolean,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): void {
  const accepts = req.headers['accept-encoding'] ?? '';
  const encoding: PageEncoding =
    page.brotli && /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  const body = encoding === 'br' ? (page.brotli as Buffer) : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  const head = headOf(page, encoding, signedIn, body.length);
  // The list is shared by every answer of the entry: writeHead reads it at once, before any other
  // request's answer can write its own id there.
  head[REQUEST_ID_AT] = requestId;
  res.writeHead(page.status, head);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
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
