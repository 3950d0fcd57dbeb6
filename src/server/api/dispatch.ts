// The API's one request path, free of any web framework: match the route, check
// the method, Origin and content type, parse with zod, call the service, answer
// JSON. The production server (serve.ts, via http/api-handler.ts) calls it straight from node:http, and an
// Astro catch-all endpoint calls it in development, so both behave the same.
// Bad input always gets a 4xx JSON error naming the field; a 500 is only ever a bug.
import { permissionCheck, permissionRefusal } from './staff-permission.ts';
import type { ApiError, ApiErrorBody, SaidCode } from '../../domain/api/errors.ts';
import { fail, statusOfError } from '../../domain/api/errors.ts';
import { cacheOf, catalogChangesSeen, minuteOf, recentRequestsOf, SERVE_STALE_MS, type TtlCache } from '../cache.ts';
import { renewalsOf } from '../renewals.ts';
import { readConfig } from '../config.ts';
import type { ShopContext } from '../context.ts';
import {
  auditActingCall,
  heldByStaff,
  heldStoreCheck,
  inPersonRefusal,
  scopeToHeldStores,
  withoutPickupCodes,
} from './acting.ts';
import type { ApiRoute, Call } from './route.ts';
import { LANGUAGE_COOKIE } from '../../domain/language.ts';
import { ACTING_COOKIE, REQUEST_ID_HEADER } from '../../domain/constants.ts';
import { fromShopOrigin } from '../../domain/same-origin.ts';
import { customerLabels } from '../services/shop/texts.ts';
import { errorIn, said, sayCode, validationError } from '../said.ts';
import { inCustomerLanguage } from '../services/shop/translations.ts';
import { hashToken, isHeldSessionToken, keptSessionUser } from '../services/sessions/sessions.ts';
import { cookieValue, createCall, refusal, shopOriginOf } from './session.ts';
import { reachZoneOf } from '../services/catalogue/stores.ts';
import {
  favouriteIdsOf,
  favouriteItemIds,
  favouriteStoreIds,
  keptFavouriteIds,
} from '../services/accounts/favourites.ts';
import {
  answerAt,
  type Favourites,
  locatedPoint,
  sameZoneAnswer,
  type ZoneAnswer,
  zoneAnswerOf,
} from './zone-answers.ts';
import type { LatLng } from '../../domain/types.ts';
import { reportUnexpected } from '../unexpected-errors.ts';

/** Request bodies above this are refused before parsing (no call needs more). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ApiRequest {
  method: string;
  /** The path after /api/, without the query string. */
  path: string;
  header(name: string): string | null;
  /** The body's text; null when it is larger than `maxBytes` (MAX_BODY_BYTES, or the route's own limit). */
  readBody(maxBytes: number): Promise<string | null>;
  /** The caller's network address (per-address rate limits); the adapter decides whether to trust proxies. */
  clientAddress?: string | undefined;
  /**
   * The shop's origin for this call (the Origin check, the session cookie's Secure flag), as the
   * adapter established it: PUBLIC_ORIGIN, else where the request was addressed (forwarded
   * headers only behind a trusted proxy); null when that is not a valid host. Absent: the Host
   * header, over http (session.ts, shopOriginOf).
   */
  shopOrigin?: string | null | undefined;
  /**
   * What the request is known by when a catalogue answer may be remembered for it (knownCallKey):
   * the adapter read the body first; absent, nothing is remembered.
   */
  known?: string | undefined;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  /** Cached catalog answers are kept as bytes, so a hit does not encode them again. */
  body: string | Buffer;
  /** Set-Cookie values (the session cookie of sign-in and sign-out answers). */
  cookies?: string[];
  /**
   * The body's bytes were joined for this request alone (zone-answers.ts): no compressed copy is
   * kept beside them (a known call's joined bytes are kept, and compressed once: rememberCall).
   */
  joined?: true;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function answer(status: number, body: string | Buffer, extra: Record<string, string> = {}): ApiAnswer {
  return { status, headers: { ...JSON_HEADERS, ...extra }, body };
}

export function errorAnswer(error: ApiError, extra: Record<string, string> = {}): ApiAnswer {
  const body: ApiErrorBody = { error };
  const retryAfter =
    error.code === 'rate_limited' || error.code === 'unavailable' ? error.fields?.retry_after : undefined;
  return answer(
    statusOfError[error.code],
    JSON.stringify(body),
    retryAfter ? { ...extra, 'retry-after': retryAfter } : extra,
  );
}

/**
 * A state-changing call must come from our own pages (or a client that sends no Origin): its
 * Origin must be the shop's origin, scheme and port included (session.ts, shopOriginOf).
 */
function sameOrigin(request: ApiRequest): boolean {
  return fromShopOrigin(request.header('origin'), shopOriginOf(request));
}

export interface Router {
  match(path: string): { route: ApiRoute; params: Record<string, string> } | null;
  routes: readonly ApiRoute[];
}

export function createRouter(routes: readonly ApiRoute[]): Router {
  const byFirst = Map.groupBy(routes, (route) => route.segments[0] ?? '');
  // The routes without params, by their path: most calls are found without splitting their path.
  const exact = new Map<string, ApiRoute>();
  for (const route of routes) {
    if (!exact.has(route.path) && !route.segments.some((part) => part.startsWith(':'))) exact.set(route.path, route);
  }
  return {
    routes,
    match(path) {
      const route = exact.get(path);
      if (route) return { route, params: {} };
      const segments = path.split('/');
      for (const route of byFirst.get(segments[0] ?? '') ?? []) {
        if (route.segments.length !== segments.length) continue;
        const params: Record<string, string> = {};
        const fits = route.segments.every((part, index) => {
          const value = segments[index] ?? '';
          if (part.startsWith(':')) {
            try {
              params[part.slice(1)] = decodeURIComponent(value);
            } catch {
              params[part.slice(1)] = value;
            }
            return true;
          }
          return part === value;
        });
        if (fits) return { route, params };
      }
      return null;
    },
  };
}

/**
 * Arrays and objects nested deeper than this are refused before parsing: recursion over such a
 * body (stringifying, validating) could exhaust the stack. The deepest call of ours, an addon
 * of a cart line of an order, nests 5 levels.
 */
const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`: one pass that skips strings, before any parse. */
function nestsDeeperThan(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth++;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

/** Whether a Content-Type names JSON, the one type a call's body is read in. */
export function isJsonType(type: string | null | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(type ?? '');
}

async function readJson(
  request: ApiRequest,
  maxBytes: number,
): Promise<{ ok: true; body: unknown } | { ok: false; error: ApiError }> {
  if (!isJsonType(request.header('content-type'))) {
    return fail('unsupported_media_type', said('saidSendJson'));
  }
  const raw = await request.readBody(maxBytes);
  if (raw === null) return fail('payload_too_large', said('saidBodyTooLarge', { n: maxBytes }));
  if (raw.trim() === '') return { ok: true, body: {} };
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
    return fail('validation_failed', said('saidBodyTooDeep', { n: MAX_JSON_DEPTH }), {
      body: said('saidFieldTooDeep', { n: MAX_JSON_DEPTH }),
    });
  }
  try {
    return { ok: true, body: JSON.parse(raw) as unknown };
  } catch {
    return fail('validation_failed', said('saidBodyNotJson'), { body: said('saidFieldNotJson') });
  }
}

let answerCacheBytes: number | undefined;

/**
 * Catalog answers of `db`'s shop (decision 0020), bounded in bytes (ANSWER_CACHE_MAX_BYTES); a
 * located one is kept once per delivery zone (decision 0290, zone-answers.ts). A kept answer also
 * keeps its gzip and brotli copies beside it (http/compression.ts), each well under a quarter of
 * the answer: an entry counts 1.5× its size.
 */
export function answerCacheOf(db: object): TtlCache<ZoneAnswer> {
  answerCacheBytes ??= readConfig().ANSWER_CACHE_MAX_BYTES;
  return cacheOf<ZoneAnswer>(db, 'api-answers', {
    maxEntries: 10_000,
    maxBytes: answerCacheBytes,
    sizeOf: (kept) => Math.ceil(kept.body.length * 1.5),
  });
}

/** An answer being worked out, and the catalogue changes seen when it began (catalogChangesSeen). */
interface AnswerLoad {
  loading: Promise<ZoneAnswer | null>;
  changes: number;
  /** A renewal still waiting for its turn begins now (renewals.ts). */
  hurry?: () => void;
}

const answerLoads = new WeakMap<object, Map<string, AnswerLoad>>();

/**
 * The answers of `db`'s shop being worked out, by cache key: the calls that miss meanwhile wait for
 * that one (or take the old answer) instead of each reading the database for the same answer.
 */
function answerLoadsOf(db: object): Map<string, AnswerLoad> {
  let loads = answerLoads.get(db);
  if (!loads) {
    loads = new Map();
    answerLoads.set(db, loads);
  }
  return loads;
}

/**
 * The cache key of a catalog answer: the route, the language of its catalogue texts, its parsed
 * params and its parsed input without credentials, and for a located call its delivery zone in
 * place of the point (decision 0290). Never the raw body: the schemas drop unknown keys and ignored
 * fields, so junk in a request cannot make a new entry (decision 0031).
 */
function cacheKey(
  route: ApiRoute,
  params: unknown,
  input: unknown,
  language: string | undefined,
  zone: string | null,
): string {
  const { token: _token, ...rest } = (input ?? {}) as Record<string, unknown>;
  if (zone !== null) {
    delete rest.latitude;
    delete rest.longitude;
  }
  return `${route.path}|${language ?? ''}|${zone === null ? '' : `zone:${zone}`}|${JSON.stringify(params)}|${JSON.stringify(rest)}`;
}

export async function dispatch(
  router: Router,
  shop: () => Promise<ShopContext>,
  request: ApiRequest,
): Promise<ApiAnswer> {
  const matched = router.match(request.path);
  // Said in English until the call's language is known: words for a client's developer.
  if (!matched) return errorAnswer(fail('not_found', said('saidNoSuchCall', { path: `/api/${request.path}` })).error);
  const { route } = matched;
  if (request.method !== 'POST') {
    return errorAnswer(fail('method_not_allowed', said('saidUsePost')).error, { allow: 'POST' });
  }
  if (route.mutates && !sameOrigin(request)) {
    return errorAnswer(fail('forbidden', said('saidCrossSite')).error);
  }
  let params: unknown = matched.params;
  if (route.paramsSchema) {
    const parsed = route.paramsSchema.safeParse(matched.params);
    if (!parsed.success) return errorAnswer(validationError(parsed.error.issues, 'path.'));
    params = parsed.data;
  }
  const read = await readJson(request, await bodyLimitOf(route, shop, request));
  if (!read.ok) return errorAnswer(read.error);

  // The labels an error is said in, once the request's language is known (said.ts errorIn).
  let labels: Readonly<Record<string, string>> = {};
  try {
    // Catalogue texts in the customer's language (services/shop/translations.ts); cached answers are keyed by it.
    const context = await inCustomerLanguage(await shop(), cookieValue(request.header('cookie'), LANGUAGE_COOKIE));
    labels = readsEnglishOnly(route) ? {} : await customerLabels(context);
    const { call, cookies } = createCall(context, request, read.body);
    await scopeToHeldStores(route, call, heldMarked(call));
    // Before validation: a caller without a session learns nothing about the call's input.
    const refused = route.auth ? await refusal(route.auth, call) : null;
    if (refused) return errorAnswer(errorIn(labels, refused));
    const staffCheck = await permissionCheck(route, call);
    // A staff call's refusals in the language the member reads the console in (decision 0345).
    if (staffCheck.language !== null && staffCheck.language !== context.language)
      labels = await customerLabels({ ...context, language: staffCheck.language });
    if (staffCheck.denied) return errorAnswer(errorIn(labels, staffCheck.denied));
    // A session a staff member holds for a customer: some calls are the customer's alone (api/acting.ts).
    const notInPerson = await inPersonRefusal(route, call);
    if (notInPerson) {
      await auditActingCall(route, call, 403);
      return errorAnswer(errorIn(labels, notInPerson));
    }
    const parsed = route.bodySchema.safeParse(read.body);
    // A field's line a customer reads under a form (domain/api/field-words.ts) in the request's language.
    if (!parsed.success) return errorAnswer(errorIn(labels, validationError(parsed.error.issues)));
    // In a held session, another store's order is not there, another store takes no order, and the
    // member's stores decide a cart's (api/acting.ts).
    const held = await heldStoreCheck(route, call, parsed.data);
    if (!held.ok) {
      await auditActingCall(route, call, statusOfError[held.error.code]);
      return errorAnswer(errorIn(labels, held.error));
    }
    const result = await answerWith(route, held.value, params, call, labels, request.known);
    await auditActingCall(route, call, result.status);
    return cookies.length > 0 ? { ...result, cookies } : result;
  } catch (error) {
    reportUnexpected(error, { route: `api:${route.path}`, requestId: request.header(REQUEST_ID_HEADER) ?? undefined });
    return errorAnswer(errorIn(labels, fail('internal', said('saidInternal')).error));
  }
}

/**
 * The largest body read for the call: a route that takes a file (route.maxBodyBytes) gets its own
 * limit only for a caller signed in by cookie or header whose role has the route's permission, so
 * nobody without a session, nor a member who may not make the call, makes the server read
 * megabytes (decision 0320); anyone else gets MAX_BODY_BYTES, and a bigger body answers 413.
 */
async function bodyLimitOf(route: ApiRoute, shop: () => Promise<ShopContext>, request: ApiRequest): Promise<number> {
  if (route.maxBodyBytes === null || route.maxBodyBytes <= MAX_BODY_BYTES || !route.auth) return MAX_BODY_BYTES;
  try {
    const { call } = createCall(await shop(), request, {});
    const refused = (await refusal(route.auth, call)) ?? (await permissionRefusal(route, call));
    return refused ? MAX_BODY_BYTES : route.maxBodyBytes;
  } catch {
    // The database is not answering: the call meets it again below, and answers there.
    return MAX_BODY_BYTES;
  }
}

/**
 * Runs the route; a catalog answer comes from (and goes to) the cache, shared by every customer of
 * the zone: a call "with favourite" answers the guest's view, and a signed-in customer's own
 * is_favorited fields are filled in on top of it (decision 0300).
 */
async function answerWith(
  route: ApiRoute,
  input: unknown,
  params: unknown,
  call: Call,
  labels: Readonly<Record<string, string>>,
  known: string | undefined,
): Promise<ApiAnswer> {
  const point = route.cacheable ? locatedPoint(input) : null;
  // A held session's answers show only the member's stores (api/acting.ts): never the shared copy.
  if (route.cacheable && call.shop.storeScope === undefined) {
    const cache = answerCacheOf(call.shop.db);
    const minute = minuteOf(call.shop.now());
    const zone = point ? await reachZoneOf(call.shop, point) : null;
    const key = cacheKey(route, params, input, call.shop.language, zone);
    const found = cache.peek(key);
    const loads = answerLoadsOf(call.shop.db);
    const changes = catalogChangesSeen(call.shop.db);
    // A working-out begun before a change of the catalogue is no one's to wait for.
    const load = loads.get(key);
    const underway = load?.changes === changes ? load : undefined;
    /**
     * Reads the answer (one reading of the key at a time) and keeps it unless the catalogue changed
     * meanwhile; `inTurn`, a renewal behind an old answer, reads when its database's earlier
     * renewals are done (decision 0306).
     */
    const workOut = async (
      inTurn = false,
    ): Promise<{ result: Awaited<ReturnType<ApiRoute['run']>>; kept: ZoneAnswer | null }> => {
      let settle: (kept: ZoneAnswer | null) => void = () => undefined;
      const loading = new Promise<ZoneAnswer | null>((resolve) => {
        settle = resolve;
      });
      if (underway === undefined) loads.set(key, { loading, changes });
      let kept: ZoneAnswer | null = null;
      try {
        const run = () => route.run(input, params, call);
        const turn = inTurn ? renewalsOf(call.shop.db).inTurn(run) : undefined;
        const entry = loads.get(key);
        if (turn && entry?.loading === loading) entry.hurry = turn.hurry;
        const result = await (turn ?? run());
        kept = result.ok ? zoneAnswerOf(result.value, point !== null, route.favourites) : null;
        // Renewed to the same bytes: the kept answer stays, with the calls known by it and the
        // compressed copies beside them, so a renewal costs no call a join or a compression.
        const before = cache.peek(key)?.value;
        if (kept && before && sameZoneAnswer(before, kept)) kept = before;
        // Read before a change that emptied the cache meanwhile: answered, not kept.
        if (kept && catalogChangesSeen(call.shop.db) === changes) cache.set(key, kept);
        return { result, kept };
      } finally {
        if (loads.get(key)?.loading === loading) loads.delete(key);
        settle(kept);
      }
    };
    let cached: ZoneAnswer | null | undefined;
    if (found && found.expiredForMs === 0) cached = found.value;
    // Past its lifetime: the old answer, while one reading (this call's, behind its answer, or
    // another's under way) works it out anew; no call waits for the database meanwhile.
    else if (found && found.expiredForMs < SERVE_STALE_MS) {
      if (!underway)
        workOut(true).catch((error: unknown) =>
          console.error(`Renewing the kept answer of ${route.path} failed:`, error),
        );
      cached = found.value;
    }
    // Being worked out by another call: one reading of the database for them all (null: it kept
    // none); a renewal still waiting for its turn begins now, as nothing can be given meanwhile.
    else if (underway) {
      underway.hurry?.();
      cached = await underway.loading;
    }
    if (cached) {
      const favourites = await favouritesFor(route, call, cached);
      if (favourites === null && cached === found?.value && found.expiredForMs === 0) {
        // Known before by this answer (its minute or its lifetime over): its bytes again, not joined anew.
        const before = known === undefined ? undefined : knownCallsOf(call.shop.db).recall(known)?.value;
        const body =
          before && before.key === key && before.kept === cached ? before.body : answerAt(cached, point, null);
        if (rememberCall(route, call, known, { key, point, minute, kept: cached, body })) return keptAnswer(body);
        return body === cached.body ? keptAnswer(body) : { ...keptAnswer(body), joined: true };
      }
      if (favourites !== null && known !== undefined) {
        const user = await call.user();
        if (user) return signedInAnswer(call, known, { key, minute, kept: cached, point }, user, favourites);
      }
      return zoneAnswer(cached, point, favourites);
    }
    const { result, kept } = await workOut();
    if (!result.ok) return errorAnswer(errorIn(labels, result.error));
    if (!kept) return answer(200, await withFavouritesOf(route, call, result.value));
    return zoneAnswer(kept, point, await favouritesFor(route, call, kept));
  }
  const result = await route.run(input, params, call);
  if (!result.ok) return errorAnswer(errorIn(labels, result.error));
  if (route.cacheable) return answer(200, await withFavouritesOf(route, call, result.value));
  // Staff holding a customer's session never see a pickup code: the customer shows it in person.
  const value = (await heldByStaff(route, call)) ? withoutPickupCodes(result.value) : result.value;
  return answer(200, JSON.stringify(couponReasonIn(labels, value)));
}

/**
 * A call seen lately whose answer came from its zone's cache (decision 0303): the answer's key and
 * the request's point, for the minute the key was worked out in (the zone's stores follow from
 * which stores are open, decided by the minute: zoneStoresOfReach).
 */
interface KnownCall {
  key: string;
  point: LatLng | null;
  minute: number;
  bytes: number;
  /** The zone's answer the call was answered from, and its bytes for the call's point (the same Buffer on every hit). */
  kept: ZoneAnswer;
  body: Buffer;
}

/**
 * Known calls, in a cache of the database handle: every change catalogChanged announces empties
 * it with the caches its keys were worked out from (the zones' stores, the offered languages, the
 * answers), on every instance; kept no longer than those (the catalogue's 30 s), bounded in bytes:
 * as many as the answers' own cache (ANSWER_CACHE_MAX_BYTES), as a call's joined answer is kept
 * with it (a store's items from 200 points are 8 MB).
 */
function knownCallsOf(db: object): TtlCache<KnownCall> {
  return callsOf<KnownCall>(db, 'api-known-calls');
}

/** A cache of calls seen lately with their own bytes, bounded as the answers' own cache is (ANSWER_CACHE_MAX_BYTES). */
function callsOf<V extends { bytes: number }>(db: object, name: string): TtlCache<V> {
  answerCacheBytes ??= readConfig().ANSWER_CACHE_MAX_BYTES;
  return recentRequestsOf<V>(db, name, answerCacheBytes);
}

/**
 * The key a call is known by: everything of the request its answer follows from — the path (the
 * route and its params), the Cookie header (the language, a session or a held store's marker),
 * the Authorization header (a Bearer session) and the body's exact text (the input, and a `token`
 * in it). The method is POST and the body's type JSON, or nothing is remembered; the Origin is
 * read only by a call that changes something, and those are never remembered.
 */
export function knownCallKey(
  path: string,
  cookie: string | undefined,
  authorization: string | undefined,
  body: string,
): string {
  return `${path}\n${cookie ?? ''}\n${authorization ?? ''}\n${body}`;
}

/**
 * Remembers a call answered from its zone's cache, when nothing but its key and its point made the
 * answer: a call that changes nothing and needs no session, a key worked out within one minute,
 * and no session, or one whose answer does not follow from it: an answer showing no favourites, in
 * a session no staff member holds (a held one's store scope is read per request). Such a call's
 * answer is a guest's whether its session is current, signed out or never was, and the general
 * way reads no session for it either (favouritesFor), so a signed-in customer's call is answered
 * as fast as a guest's (decision 0337).
 */
function rememberCall(route: ApiRoute, call: Call, known: string | undefined, seen: Omit<KnownCall, 'bytes'>): boolean {
  if (known === undefined || route.mutates || route.auth) return false;
  if (call.token !== null && (showsFavourites(route, seen.kept) || heldMarked(call))) return false;
  if (seen.minute !== minuteOf(call.shop.now())) return false;
  // A joined answer is this call's own bytes; the zone's own bytes are counted once, in its cache.
  // Counted 1.5× as the zone's answers are, for the compressed copies kept beside it.
  const own = seen.body === seen.kept.body ? 0 : Math.ceil(seen.body.length * 1.5);
  knownCallsOf(call.shop.db).set(known, { ...seen, bytes: 2 * (known.length + seen.key.length) + 64 + own });
  return true;
}

/**
 * A call seen lately (knownCallKey) whose answer is in its zone's cache, answered as dispatch would
 * answer it, without parsing, validating or looking its zone up again; null for anything else,
 * which dispatch then answers (decision 0303).
 */
export function answerKnownCall(shop: ShopContext, known: string): (ApiAnswer & { body: Buffer }) | null {
  // Recalled past its lifetime too, so the dispatcher can answer the call's bytes again (answerWith).
  const recalled = knownCallsOf(shop.db).recall(known);
  if (!recalled || recalled.expiredForMs > 0) return answerKnownSignedInCall(shop, known);
  const seen = recalled.value;
  if (!stillCurrent(shop, seen)) return null;
  // The call's bytes were joined once, when it was remembered: the same Buffer on every hit, so
  // its compressed copies are kept beside it as a zone's own answer's are.
  return keptAnswer(seen.body);
}

/**
 * Whether a remembered call's zone answer is still the one kept, within its lifetime and its minute:
 * else the dispatcher answers (and, past its lifetime, one call works it out anew while the others
 * take it).
 */
function stillCurrent(shop: ShopContext, seen: { key: string; minute: number; kept: ZoneAnswer }): boolean {
  if (seen.minute !== minuteOf(shop.now())) return false;
  const found = answerCacheOf(shop.db).peek(seen.key);
  return found !== undefined && found.expiredForMs === 0 && found.value === seen.kept;
}

/**
 * A signed-in call answered as signedInAnswer answered it last, without a promise (decision 0337):
 * while its zone's answer is the one it was joined from, its session is one this instance keeps
 * for the same customer (so a sign-out anywhere holds within the session cache's half second, as
 * for every other call) and the customer's favourites are the ones it was joined with.
 */
function answerKnownSignedInCall(shop: ShopContext, known: string): (ApiAnswer & { body: Buffer }) | null {
  const seen = callsOf<SignedInCall>(shop.db, SIGNED_IN_CALLS).get(known);
  if (!seen || !stillCurrent(shop, seen)) return null;
  const user = keptSessionUser(shop, seen.tokenHash);
  if (user?.id !== seen.userId || user.acting !== null) return null;
  if (keptFavouriteIds(shop, seen.userId) !== seen.favourites) return null;
  return keptAnswer(seen.body);
}

/**
 * A signed-in call's bytes joined with the customer's favourites, kept while its zone's answer and
 * the customer's favourites (favouriteIdsOf: a new object after any change) are the ones it was
 * joined from. The session is read by every call before this (a revoked one answers as a guest).
 */
interface SignedInCall {
  /** The zone answer's key and the minute it was worked out in, as a known call's (KnownCall). */
  key: string;
  minute: number;
  kept: ZoneAnswer;
  /** Whose call it was, by the hash of the session's token (the session cache's key) and the customer. */
  tokenHash: string;
  userId: number;
  favourites: Favourites;
  body: Buffer;
  bytes: number;
}

const SIGNED_IN_CALLS = 'api-signed-in-calls';

/**
 * A signed-in call's answer from its zone's kept one: the bytes joined for it before when they
 * were joined from the same answer and favourites, so neither the join nor the compression is made
 * again for every call (their compressed copies are kept beside them); else joined and kept.
 */
function signedInAnswer(
  call: Call,
  known: string,
  seen: { key: string; minute: number; kept: ZoneAnswer; point: LatLng | null },
  user: { id: number },
  favourites: Favourites,
): ApiAnswer & { body: Buffer } {
  const { kept } = seen;
  // By knownCallKey: its session token and body are in it.
  const calls = callsOf<SignedInCall>(call.shop.db, SIGNED_IN_CALLS);
  const before = calls.get(known);
  const joinedBefore = before?.kept === kept && before.favourites === favourites;
  if (joinedBefore && before.minute === seen.minute) return keptAnswer(before.body);
  const body = joinedBefore ? before.body : answerAt(kept, seen.point, favourites);
  if (call.token === null || seen.minute !== minuteOf(call.shop.now())) return keptAnswer(body);
  // Kept even when the favourites changed nothing in it, so the call is answered without a promise
  // next time; kept again with this minute when only the minute turned, as the fast way checks the
  // minute (answerKnownSignedInCall) and would otherwise miss until the entry's lifetime ran out.
  const own = body === kept.body ? 0 : Math.ceil(body.length * 1.5);
  calls.set(known, {
    key: seen.key,
    minute: seen.minute,
    kept,
    tokenHash: hashToken(call.token),
    userId: user.id,
    favourites,
    body,
    bytes: 2 * (known.length + seen.key.length) + 128 + own,
  });
  return keptAnswer(body);
}

/** A 200 of kept bytes (a zone's own, or a known call's joined once). */
function keptAnswer(body: Buffer): ApiAnswer & { body: Buffer } {
  return { status: 200, headers: JSON_HEADERS, body };
}

/** A kept answer for the request's point and customer: its own bytes, or the pieces joined for this request. */
function zoneAnswer(
  kept: ZoneAnswer,
  point: LatLng | null,
  favourites: Favourites | null,
): ApiAnswer & { body: Buffer } {
  const body = answerAt(kept, point, favourites);
  return body === kept.body ? keptAnswer(body) : { ...keptAnswer(body), joined: true };
}

/** Whether a kept answer has is_favorited fields a signed-in customer's favourites fill in. */
function showsFavourites(route: ApiRoute, kept: ZoneAnswer): boolean {
  return route.favourites && (kept.favourites.stores || kept.favourites.items);
}

/** Whether the call's session says it may be one a staff member holds (api/acting.ts scopeToHeldStores). */
function heldMarked(call: Call): boolean {
  return isHeldSessionToken(call.token) || cookieValue(call.header('cookie'), ACTING_COOKIE) !== null;
}

/** The signed-in customer's favourites a kept answer shows, read only for the kinds it has; null for a guest. */
async function favouritesFor(route: ApiRoute, call: Call, kept: ZoneAnswer): Promise<Favourites | null> {
  if (!showsFavourites(route, kept)) return null;
  const user = await call.user();
  if (!user) return null;
  // Kept per instance by customer (decision 0301): a hit costs only the session's query.
  return favouriteIdsOf(call.shop, user.id);
}

/** An answer that is not kept, as JSON, with the signed-in customer's favourites when the call shows them. */
async function withFavouritesOf(route: ApiRoute, call: Call, value: unknown): Promise<string> {
  const user = route.favourites ? await call.user() : null;
  if (!user) return JSON.stringify(value);
  const stores = await favouriteStoreIds(call.shop, user.id);
  const items = await favouriteItemIds(call.shop, user.id);
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, field: unknown) {
    if (key !== 'is_favorited' || typeof field !== 'boolean' || typeof this.id !== 'number') return field;
    if (typeof this.latitude === 'number' && typeof this.longitude === 'number') return stores.has(this.id);
    return typeof this.restaurant_id === 'number' ? items.has(this.id) : field;
  });
}

/**
 * A successful answer's own words for the customer: a coupon's reason (§8 coupon_error), at the top
 * of apply-coupon's answer and in a bill's coupon, said in the request's language by its code
 * (coupon_error_code, sent beside it).
 */
function couponReasonIn(labels: Readonly<Record<string, string>>, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const answer = value as { coupon_error?: unknown; coupon_error_code?: unknown; coupon?: unknown };
  if (isSaidCode(answer.coupon_error_code)) {
    return { ...answer, coupon_error: sayCode(labels, answer.coupon_error_code) ?? answer.coupon_error };
  }
  const coupon = answer.coupon as { coupon_error?: unknown; coupon_error_code?: unknown } | null | undefined;
  if (typeof coupon === 'object' && coupon !== null && isSaidCode(coupon.coupon_error_code)) {
    const reason = sayCode(labels, coupon.coupon_error_code) ?? coupon.coupon_error;
    return { ...answer, coupon: { ...coupon, coupon_error: reason } };
  }
  return value;
}

function isSaidCode(value: unknown): value is SaidCode {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/**
 * The staff console's and the partner app's calls: their screens are English only (decision 0183),
 * so their refusals are said in English whatever the `lang` cookie, their codes sent beside them
 * as every call's are (decision 0308).
 */
function readsEnglishOnly(route: ApiRoute): boolean {
  return route.path.startsWith('staff/') || route.path.startsWith('delivery/');
}
