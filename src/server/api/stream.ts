// One live screen's server-sent event stream (docs/architecture.md, "The path of an API
// call"; decision 0236): its path under /events/, who may follow it (the
// same auth rules as an API route, and a staff stream's permission as a staff call's), the zod schema of its path parameters, and what it
// follows — the event topics (src/server/events.ts) and how to read the state it shows.
// Declared like API routes, one file per concern under api/streams/, listed in
// api/streams/index.ts; src/server/http/event-stream.ts serves them.
import type { z } from 'zod';
import type { Result } from '../../domain/api/errors.ts';
import { type Permission, permissionOfStream, type StaffStreamPath } from '../../domain/staff/permissions.ts';
import type { AuthRule, Call } from './route.ts';

/** What an opened stream follows: read() is sent first, then again after each event on `topics`. */
export interface StreamSource {
  topics: readonly string[];
  /**
   * The state the screen shows, as a JSON-able value, read afresh with the caller's access
   * rules; null when the caller may no longer see it (the stream then ends for good).
   */
  read(): Promise<unknown>;
}

export interface EventStream {
  /** Under /events/, with `:name` parameters: 'running-order/:unique_order_id'. */
  path: string;
  segments: string[];
  auth: AuthRule | null;
  /** What a staff stream needs of the member's role (domain/staff/permissions.ts); null for other streams. */
  permission: Permission | null;
  paramsSchema: z.ZodType | undefined;
  /** Checks the caller may follow it (an error answers the request, e.g. 404) and names what it follows. */
  open(params: unknown, call: Call): Promise<Result<StreamSource>>;
}

interface StreamOptions<S extends z.ZodType | undefined> {
  params?: S;
  open(params: S extends z.ZodType ? z.output<S> : Record<string, string>, call: Call): Promise<Result<StreamSource>>;
}

/**
 * Declares a stream; `open` gets the path parameters as its schema parsed them. A staff stream's
 * path must be in STAFF_STREAM_PERMISSIONS (checked by type, and at start for a path made at run time).
 */
export function eventStream<S extends z.ZodType | undefined = undefined>(
  path: StaffStreamPath,
  options: StreamOptions<S> & { auth: 'staff' },
): EventStream;
export function eventStream<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: StreamOptions<S> & { auth?: Exclude<AuthRule, 'staff'> },
): EventStream;
export function eventStream<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: StreamOptions<S> & { auth?: AuthRule },
): EventStream {
  const permission = options.auth === 'staff' ? permissionOfStream(path) : null;
  // Every staff stream is in the one table of permissions: a new one without an entry never starts.
  if (options.auth === 'staff' && permission === null)
    throw new Error(
      `The staff stream ${path} needs an entry in STAFF_STREAM_PERMISSIONS (domain/staff/permissions.ts).`,
    );
  return {
    path,
    segments: path.split('/'),
    auth: options.auth ?? null,
    permission,
    paramsSchema: options.params,
    // The handler has parsed the params with this very schema.
    open: (params, call) => options.open(params as Parameters<typeof options.open>[0], call),
  };
}

/** The stream of `path` (without /events/) and its raw path parameters, or null. */
export function matchStream(
  streams: readonly EventStream[],
  path: string,
): { stream: EventStream; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const stream of streams) {
    if (stream.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = stream.segments.every((part, index) => {
      const value = segments[index] ?? '';
      if (!part.startsWith(':')) return part === value;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return false;
      }
      return value !== '';
    });
    if (fits) return { stream, params };
  }
  return null;
}
