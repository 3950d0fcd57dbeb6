// Whether the database can answer now (docs/architecture.md "Many instances"): PostgreSQL may
// restart, be unreachable for a while, or keep a row locked for longer than a request may
// wait. Those are not bugs, so they must not answer 500 "internal": the HTTP edge answers
// 503 with Retry-After instead, and the instance recovers by itself when the database does.
// - Errors are sorted here: the database cannot be reached (a connection error) or is too
//   busy to answer in time (a statement or lock timeout, no pooled connection in time).
// - A request's work runs in `watchRequest`, and every database error it meets is noted in
//   its scope, so the edge knows why a call failed even when the dispatcher swallowed the error.
// - A breaker per PostgreSQL pool: after a connection error the pool is "down", calls fail at
//   once (no queue of requests each waiting for a connect timeout) and a probe asks the server
//   every half second until it answers again.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Thrown instead of waiting for a database known to be down, or for a write slot (see write-slots.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
    // One line in a log, not a stack: it is an expected state, not a bug.
    this.stack = `${this.name}: ${message}`;
  }
}

/** Socket errors and SQLSTATE classes meaning the server cannot be reached now (and may come back). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
]);
// pg's own errors carry no code: a connection that ended, failed to open in time, or was lost.
const CONNECTION_MESSAGES = ['Connection terminated', 'timeout expired', 'not queryable'];
/** Answers too slow to wait for: statement timeout or cancel, lock timeout, too many connections. */
const BUSY_CODES = new Set(['57014', '55P03', '53300', '53400']);
const BUSY_MESSAGES = ['timeout exceeded when trying to connect'];

function errorChain(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 5) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function matches(error: unknown, codes: Set<string>, messages: string[]): boolean {
  return errorChain(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && (codes.has(code) || (codes === CONNECTION_CODES && code.startsWith('08')))) ||
      (typeof message === 'string' && messages.some((part) => message.includes(part))),
  );
}

/** The database cannot be reached: the pool is down until a probe gets an answer. */
export function isConnectionError(error: unknown): boolean {
  return matches(error, CONNECTION_CODES, CONNECTION_MESSAGES);
}

/** A failure that is the database's state, not the request's or the code's: answer 503 with Retry-After. */
export function isUnavailableError(error: unknown): boolean {
  return (
    error instanceof DatabaseUnavailableError || isConnectionError(error) || matches(error, BUSY_CODES, BUSY_MESSAGES)
  );
}

interface RequestScope {
  unavailable: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs one request's work; `unavailable` tells whether a database error of that kind happened in it. */
export async function watchRequest<T>(work: () => Promise<T>): Promise<{ value: T; unavailable: boolean }> {
  const scope: RequestScope = { unavailable: false };
  const value = await requestScope.run(scope, work);
  return { value, unavailable: scope.unavailable };
}

/** Starts one request's work in its own scope, for a handler that answers by itself (the pages). */
export function startRequest(work: () => void): void {
  requestScope.run({ unavailable: false }, work);
}

/** The current request (if any) met a database error: noted when it means "unavailable". */
export function noteRequestError(error: unknown): void {
  const scope = requestScope.getStore();
  if (scope && !scope.unavailable && isUnavailableError(error)) scope.unavailable = true;
}

/** Whether the current request has met an "unavailable" database error so far. */
export function requestSawUnavailable(): boolean {
  return requestScope.getStore()?.unavailable ?? false;
}

export interface Breaker {
  /** True from a connection error until a probe gets an answer. */
  readonly down: boolean;
  /** Looks at a database error: a connection error opens the breaker and starts the probe. */
  noteError(error: unknown): void;
  /** Starts watching: until then (opening the database, which has its own retries) errors are ignored. */
  arm(): void;
  /** Stops probing (the pool is being closed). */
  stop(): void;
}

const PROBE_INTERVAL_MS = 500;

/**
 * A breaker for one pool. `probe` must ask the server something (a fresh connection and
 * `select 1`) and throw when it cannot; `label` names the server in the two log lines of an
 * outage (when it starts, and when the server is back).
 */
export function createBreaker(probe: () => Promise<void>, label: string): Breaker {
  let down = false;
  let since = 0;
  let armed = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      probe().then(
        () => {
          if (!down) return;
          down = false;
          console.log(`Database ${label} answers again after ${((Date.now() - since) / 1000).toFixed(1)} s.`);
        },
        () => schedule(PROBE_INTERVAL_MS),
      );
    }, delay);
    timer.unref();
  };

  return {
    get down() {
      return down;
    },
    noteError(error) {
      if (down || !armed || stopped || !isConnectionError(error)) return;
      down = true;
      since = Date.now();
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Database ${label} is unavailable (${reason}): answering 503 until it is back.`);
      schedule(0);
    },
    arm() {
      armed = true;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
