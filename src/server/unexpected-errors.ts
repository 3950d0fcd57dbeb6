// Errors no rule expected (a bug, a lost database), reported once where they are caught (decision
// 0331): one log line on stderr with the request's id, the route (by name, never the path) and the
// stack, JSON with LOG_FORMAT=json; counted in the metrics by route (decision 0324); and, when
// SENTRY_DSN names a project, sent to the error tracker.
import type { ServerConfig } from './config.ts';
import { createErrorTracker, type ErrorPlace, type ErrorTracker, parseDsn } from './error-tracker.ts';
import { countUnexpectedError } from './metrics.ts';

interface Reporting {
  json: boolean;
  tracker: ErrorTracker | null;
  write: (line: string) => void;
}

let reporting: Reporting = { json: false, tracker: null, write: (line) => console.error(line) };

/** Sets the reports up from the configuration (the server's start); `write` is console.error but for tests. */
export function configureErrorReports(
  config: Pick<ServerConfig, 'LOG_FORMAT' | 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE'>,
  write: (line: string) => void = (line) => console.error(line),
): ErrorTracker | null {
  const address = config.SENTRY_DSN ? parseDsn(config.SENTRY_DSN) : null;
  const tracker = address
    ? createErrorTracker(address, {
        release: config.SENTRY_RELEASE ?? 'unknown',
        environment: config.SENTRY_ENVIRONMENT ?? 'production',
      })
    : null;
  reporting = { json: config.LOG_FORMAT === 'json', tracker, write };
  return tracker;
}

/** Logs, counts and tracks one unexpected error. */
export function reportUnexpected(error: unknown, place: ErrorPlace): void {
  countUnexpectedError(place.route);
  const thrown = error instanceof Error ? error : new Error(String(error));
  if (reporting.json) {
    reporting.write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'error',
        request_id: place.requestId ?? null,
        route: place.route,
        error: thrown.name,
        message: thrown.message,
        stack: thrown.stack ?? null,
      }),
    );
  } else {
    reporting.write(
      `Unexpected error on ${place.route} (request ${place.requestId ?? '-'}): ${thrown.stack ?? thrown}`,
    );
  }
  reporting.tracker?.capture(thrown, place);
}
