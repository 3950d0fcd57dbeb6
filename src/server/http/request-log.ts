// Request logs (decision 0028): with LOG_FORMAT=json one JSON object
// per request on stdout — time, request id, method, route (the path without its query,
// which may carry coordinates), status, duration in ms, bytes sent — for a log
// collector; LOG_FORMAT=text one short line; none by default. Every answer carries its
// request id in X-Request-Id; a load balancer's id is kept only behind a trusted proxy.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';

/** An id a proxy may pass on: short, and only characters that are safe in a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export interface RequestLogEntry {
  time: string;
  request_id: string;
  method: string;
  route: string;
  status: number;
  duration_ms: number;
  bytes: number;
  /** The client went away before the answer was sent. */
  aborted?: true;
}

function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-request-id'];
  if (trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomUUID();
}

/** A line of the text format: `GET /cart 200 12.3ms 4567B id`. */
function textLine(entry: RequestLogEntry): string {
  const aborted = entry.aborted ? ' aborted' : '';
  return `${entry.method} ${entry.route} ${entry.status} ${entry.duration_ms}ms ${entry.bytes}B ${entry.request_id}${aborted}`;
}

/**
 * Gives each request its id (X-Request-Id) and, unless the format is `none`, logs it once
 * when its answer is sent or its connection closes first; answers the id. `write` is console.log
 * but for tests. With `setsHeader` false the caller sends the id itself: a cached page writes it
 * in its ready header list, since a header set on the answer beforehand has Node merge and
 * validate that whole list again (decision 0301).
 */
export function createRequestLog(
  config: Pick<ServerConfig, 'LOG_FORMAT' | 'TRUST_PROXY'>,
  write: (line: string) => void = (line) => console.log(line),
): (req: IncomingMessage, res: ServerResponse, setsHeader?: boolean) => string {
  const trustProxy = config.TRUST_PROXY === 'true';
  const format = config.LOG_FORMAT;
  return (req, res, setsHeader = true) => {
    const requestId = requestIdOf(req, trustProxy);
    if (setsHeader) res.setHeader('x-request-id', requestId);
    if (format === 'none') return requestId;
    const started = performance.now();
    // Bytes written to the connection meanwhile (headers included); keep-alive requests on one
    // connection come one after another.
    const writtenBefore = req.socket?.bytesWritten ?? 0;
    let logged = false;
    const log = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const entry: RequestLogEntry = {
        time: new Date().toISOString(),
        request_id: requestId,
        method: req.method ?? 'GET',
        route: (req.url ?? '/').split('?', 1)[0] ?? '/',
        status: res.statusCode,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: (req.socket?.bytesWritten ?? writtenBefore) - writtenBefore,
        ...(aborted ? { aborted: true as const } : {}),
      };
      write(format === 'json' ? JSON.stringify(entry) : textLine(entry));
    };
    res.once('finish', () => log(false));
    res.once('close', () => log(!res.writableFinished));
    return requestId;
  };
}
