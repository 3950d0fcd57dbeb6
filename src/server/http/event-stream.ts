// Server-sent events for the live screens (decision 0236): GET
// /events/{stream path} answers `text/event-stream`. The caller is checked like an API call
// (api/session.ts: the same cookies, the route's auth rule; a staff stream's permission, as a staff
// call's: api/staff-permission.ts), the stream's `open` says what it
// follows, and then:
// - the state (`read()`) is sent at once, and again after each event on its topics
//   (src/server/events.ts), coalesced over COALESCE_MS and only when it changed;
// - every HEARTBEAT_MS the state is read again (what an event could not tell: a notice lost while
//   PostgreSQL was away; a command-line tool's change on SQLite comes sooner, db/other-writers.ts)
//   and, when unchanged,
//   a comment keeps proxies from closing an idle connection;
// - `retry:` tells the browser when to reconnect; a stream ends after LIFETIME_MS (the browser
//   reconnects and its session is checked again), and at once when the instance drains
//   (SIGTERM must not wait for open streams: the browser reconnects to another instance);
// - when read() answers null (the caller may no longer see it), an `end` event tells the
//   browser's helper (src/client/live.ts) to stop for good; so does a stream whose session ended
//   (signed out, expired, disabled) or whose role lost the permission: both are checked again at
//   every read (decision 0277);
// - one client gets a fair share (decision 0277): at most `perAddress` open streams per client
//   address and `perSession` per session; one more answers 429.
// Answers are not compressed: each event must reach the browser when it is written.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from '../../domain/api/errors.ts';
import { fail, statusOfError } from '../../domain/api/errors.ts';
import { said, validationError } from '../said.ts';
import { createCall, refusal } from '../api/session.ts';
import { permissionRefusal } from '../api/staff-permission.ts';
import { type EventStream, matchStream, type StreamSource } from '../api/stream.ts';
import type { ShopContext } from '../context.ts';
import { subscribeEvents } from '../events.ts';
import { sendUnavailable } from './unavailable.ts';
import { clientAddressOf, type ProxyTrust, shopOriginOf } from './request-origin.ts';

/** Every stream is served under this prefix, before Astro (serve.ts). */
export const EVENTS_PREFIX = '/events/';
const HEARTBEAT_MS = 15_000;
const COALESCE_MS = 100;
/** After this a stream ends and the browser reconnects, so a revoked session stops being served. */
const LIFETIME_MS = 10 * 60_000;
/** What `retry:` tells the browser to wait before reconnecting (after a drain, a lifetime's end, a cut). */
const RETRY_MS = 2_000;

/** Open streams one client may hold (STREAMS_PER_ADDRESS, STREAMS_PER_SESSION). */
export interface StreamLimits {
  perAddress: number;
  perSession: number;
}

const DEFAULT_LIMITS: StreamLimits = { perAddress: 20, perSession: 6 };
/** What a client refused a stream over its share is told to wait. */
const BUSY_RETRY_SECONDS = 30;

export interface StreamTimings {
  heartbeatMs: number;
  coalesceMs: number;
  lifetimeMs: number;
  retryMs: number;
}

const DEFAULT_TIMINGS: StreamTimings = {
  heartbeatMs: HEARTBEAT_MS,
  coalesceMs: COALESCE_MS,
  lifetimeMs: LIFETIME_MS,
  retryMs: RETRY_MS,
};

/** An open stream: `end()` closes it (the browser reconnects after `retry`). */
interface OpenStream {
  end(): void;
}

/**
 * Serves one open stream on `res` (headers not yet sent) until the client goes away, its
 * lifetime is over, `read()` answers null, or end() is called. `owner` is the database handle
 * the events are published on.
 */
function serveEventStream(
  req: IncomingMessage,
  res: ServerResponse,
  owner: object,
  source: StreamSource,
  timings: StreamTimings = DEFAULT_TIMINGS,
): OpenStream {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // A proxy (nginx) must pass each event on as it comes, not buffer the answer.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${timings.retryMs}\n\n`);
  let ended = false;
  let lastSent: string | null = null;
  let reading = false;
  let readAgain = false;
  let coalesce: NodeJS.Timeout | undefined;

  const sendState = async (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      let state: unknown;
      try {
        state = await source.read();
      } catch (error) {
        // The database may be away for a moment; the next event or heartbeat reads again.
        console.error('Event stream read failed:', error instanceof Error ? error.message : error);
        return;
      }
      if (ended) return;
      if (state === null) {
        res.write('event: end\ndata: {}\n\n');
        end();
        return;
      }
      const json = JSON.stringify(state);
      if (json !== lastSent) {
        lastSent = json;
        res.write(`data: ${json}\n\n`);
      } else {
        res.write(': still here\n\n');
      }
    } finally {
      reading = false;
      if (readAgain && !ended) {
        readAgain = false;
        void sendState();
      }
    }
  };

  const onEvent = () => {
    if (coalesce !== undefined || ended) return;
    coalesce = setTimeout(() => {
      coalesce = undefined;
      void sendState();
    }, timings.coalesceMs);
  };
  const unsubscribes = source.topics.map((topic) => subscribeEvents(owner, topic, onEvent));
  const heartbeat = setInterval(() => void sendState(), timings.heartbeatMs);
  const lifetime = setTimeout(() => end(), timings.lifetimeMs);

  function end(): void {
    if (ended) return;
    ended = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    clearTimeout(coalesce);
    if (!res.writableEnded) res.end();
  }
  req.once('close', end);
  res.once('close', end);
  void sendState();
  return { end };
}

function sendError(res: ServerResponse, error: ApiError, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ error });
  res.writeHead(statusOfError[error.code], {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

export interface EventStreamHandler {
  /** Answers a request under EVENTS_PREFIX. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Ends every open stream (the instance drains); streams asked for from now on end at once. */
  endAll(): void;
  /** How many streams are open. */
  readonly open: number;
}

export function createEventStreamHandler(
  streams: readonly EventStream[],
  shop: () => Promise<ShopContext>,
  options: ProxyTrust & {
    /** True while the database is known to be unreachable: answer 503 at once. */
    databaseDown?: () => boolean;
    timings?: Partial<StreamTimings>;
    limits?: Partial<StreamLimits>;
  },
): EventStreamHandler {
  const open = new Set<OpenStream>();
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  /** Open streams by client address and by session (`auth rule:token`). */
  const held = new Map<string, number>();
  const take = (key: string) => held.set(key, (held.get(key) ?? 0) + 1);
  const give = (key: string) => {
    const left = (held.get(key) ?? 1) - 1;
    if (left <= 0) held.delete(key);
    else held.set(key, left);
  };
  let draining = false;

  return {
    get open() {
      return open.size;
    },
    endAll() {
      draining = true;
      for (const stream of open) stream.end();
    },
    async handle(req, res) {
      if (req.method !== 'GET') {
        sendError(res, fail('method_not_allowed', said('saidFollowWithGet')).error, { allow: 'GET' });
        return;
      }
      if (draining) {
        // The browser comes back after `retry`, through the load balancer to another instance.
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
        res.end(`retry: ${timings.retryMs}\n\n`);
        return;
      }
      if (options.databaseDown?.()) {
        sendUnavailable(res, 'api', req.method);
        return;
      }
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const path = (query === -1 ? url : url.slice(0, query)).slice(EVENTS_PREFIX.length);
      const matched = matchStream(streams, path);
      if (!matched) {
        sendError(res, fail('not_found', said('saidNoSuchStream', { path: `${EVENTS_PREFIX}${path}` })).error);
        return;
      }
      const { stream } = matched;
      let params: unknown = matched.params;
      if (stream.paramsSchema) {
        const parsed = stream.paramsSchema.safeParse(matched.params);
        if (!parsed.success) {
          sendError(res, validationError(parsed.error.issues, 'path.'));
          return;
        }
        params = parsed.data;
      }
      const context = await shop();
      const clientAddress = clientAddressOf(req, options);
      const request = {
        method: 'GET',
        path,
        header: (name: string) => {
          const value = req.headers[name];
          return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
        },
        readBody: async () => '',
        clientAddress,
        shopOrigin: shopOriginOf(req, options),
      };
      // The same session rules as an API call: the same cookies, the same refusals.
      const { call } = createCall(context, request, undefined);
      if (stream.auth) {
        // A staff stream's permission as a staff call's (api/staff-permission.ts): 403 before it opens.
        const refused = (await refusal(stream.auth, call)) ?? (await permissionRefusal(stream, call));
        if (refused) {
          sendError(res, refused);
          return;
        }
      }
      const auth = stream.auth;
      const token = auth === 'staff' || auth === 'partner' ? call.roleToken(auth) : call.token;
      const keys = [`address:${clientAddress}`, ...(auth && token ? [`session:${auth}:${token}`] : [])];
      const full = keys.some(
        (key) => (held.get(key) ?? 0) >= (key.startsWith('address:') ? limits.perAddress : limits.perSession),
      );
      if (full) {
        sendError(
          res,
          fail('rate_limited', said('saidTooManyScreens'), {
            retry_after: said('saidValue', { value: BUSY_RETRY_SECONDS }),
          }).error,
          { 'retry-after': String(BUSY_RETRY_SECONDS) },
        );
        return;
      }
      // Held from here, so parallel opens cannot pass the share while this one is opening.
      for (const key of keys) take(key);
      let given = false;
      const giveBack = () => {
        if (given) return;
        given = true;
        for (const key of keys) give(key);
      };
      const opened = await stream.open(params, call).catch((error: unknown) => {
        giveBack();
        throw error;
      });
      if (!opened.ok) {
        giveBack();
        sendError(res, opened.error);
        return;
      }
      if (req.destroyed || draining) {
        giveBack();
        res.end();
        return;
      }
      const source = opened.value;
      // A stream follows its session: once it ended (signed out, expired, disabled), the next read
      // answers null, which sends `end` and closes the stream. A new call each time: a call looks
      // its session up once.
      const followed = auth
        ? {
            topics: source.topics,
            read: async () => {
              const { call: now } = createCall(context, request, undefined);
              // A member whose role lost the permission meanwhile sees no more of it.
              const refused = (await refusal(auth, now)) ?? (await permissionRefusal(stream, now));
              return refused ? null : source.read();
            },
          }
        : source;
      const served = serveEventStream(req, res, context.db, followed, timings);
      open.add(served);
      res.once('close', () => {
        open.delete(served);
        giveBack();
      });
    },
  };
}
