// An error tracker speaking the Sentry protocol (decision 0331), which Sentry and GlitchTip both
// take: each unexpected error goes as one envelope (an envelope header line, an item header line,
// the event) to the project's `/api/<project>/envelope/` address named by SENTRY_DSN, with the
// DSN's public key in X-Sentry-Auth. Sent after the answer, never awaited by a request; a few at a
// time at most, the rest dropped and counted, so a storm of errors cannot pile up sockets or memory.
import { randomUUID } from 'node:crypto';

/** Where the events of a project go, from its DSN: `https://<public key>@<host>[/<path>]/<project id>`. */
export interface TrackerAddress {
  dsn: string;
  publicKey: string;
  envelopeUrl: string;
}

/** The DSN's parts, or null when it is not one (a bad SENTRY_DSN stops the server at start). */
export function parseDsn(text: string): TrackerAddress | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username === '') return null;
  const parts = url.pathname.split('/').filter((part) => part !== '');
  const project = parts.pop();
  if (!project || !/^\d+$/.test(project)) return null;
  const prefix = parts.length > 0 ? `/${parts.join('/')}` : '';
  return {
    dsn: text,
    publicKey: decodeURIComponent(url.username),
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
  };
}

export interface StackFrame {
  function?: string;
  filename: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

const FRAME_LINE = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

/** V8's stack lines as the protocol's frames, the outermost call first (as Sentry orders them). */
export function framesOf(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const match = FRAME_LINE.exec(line);
    if (!match) continue;
    const [, fn, filename = '', lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: !filename.startsWith('node:') && !filename.includes('/node_modules/'),
    });
  }
  return frames.reverse();
}

/** Where an error happened, as the logs and the metrics name it. */
export interface ErrorPlace {
  route: string;
  requestId?: string | undefined;
}

/** One envelope of one event (https://develop.sentry.dev/sdk/data-model/envelopes/). */
function envelopeOf(
  error: unknown,
  place: ErrorPlace,
  address: TrackerAddress,
  context: { release: string; environment: string; at: Date },
): { eventId: string; body: string } {
  const eventId = randomUUID().replaceAll('-', '');
  const thrown = error instanceof Error ? error : new Error(String(error));
  const event = {
    event_id: eventId,
    timestamp: context.at.getTime() / 1000,
    platform: 'node',
    level: 'error',
    logger: 'farmcart',
    release: context.release,
    environment: context.environment,
    transaction: place.route,
    tags: { route: place.route, ...(place.requestId ? { request_id: place.requestId } : {}) },
    exception: {
      values: [{ type: thrown.name, value: thrown.message, stacktrace: { frames: framesOf(thrown.stack) } }],
    },
  };
  const payload = JSON.stringify(event);
  const header = JSON.stringify({ event_id: eventId, dsn: address.dsn, sent_at: context.at.toISOString() });
  const item = JSON.stringify({ type: 'event', content_type: 'application/json', length: Buffer.byteLength(payload) });
  return { eventId, body: `${header}\n${item}\n${payload}\n` };
}

export interface ErrorTracker {
  capture(error: unknown, place: ErrorPlace): void;
  /** Waits for the envelopes on their way (a test; a server stopping). */
  flush(): Promise<void>;
  /** Envelopes the tracker took (2xx), refused or could not reach, and dropped for too many on their way. */
  readonly counts: { sent: number; refused: number; failed: number; dropped: number };
}

/** Envelopes on their way at once; more are dropped (counted) rather than queued. */
const MAX_IN_FLIGHT = 8;
const SEND_TIMEOUT_MS = 5_000;

export function createErrorTracker(
  address: TrackerAddress,
  options: { release: string; environment: string; now?: () => Date },
): ErrorTracker {
  const now = options.now ?? (() => new Date());
  const onTheirWay = new Set<Promise<void>>();
  const counts = { sent: 0, refused: 0, failed: 0, dropped: 0 };
  const auth = `Sentry sentry_version=7, sentry_key=${address.publicKey}, sentry_client=farmcart/1`;
  return {
    counts,
    capture(error, place) {
      if (onTheirWay.size >= MAX_IN_FLIGHT) {
        counts.dropped += 1;
        return;
      }
      const { body } = envelopeOf(error, place, address, { ...options, at: now() });
      const sending = fetch(address.envelopeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': auth },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
        .then(async (answer) => {
          await answer.body?.cancel();
          if (answer.ok) counts.sent += 1;
          else counts.refused += 1;
        })
        .catch(() => {
          counts.failed += 1;
        })
        .finally(() => onTheirWay.delete(sending));
      onTheirWay.add(sending);
    },
    async flush() {
      await Promise.all([...onTheirWay]);
    },
  };
}
