// GET /metrics (decision 0324): the instance's metrics in the Prometheus text format, for a
// scraper holding METRICS_TOKEN as a bearer token; without METRICS_TOKEN the address is not there
// (404) and requests are not timed. Requests are counted and timed by route, never by path: an
// API call by its name in the route table, a page by its route pattern (the middleware names it
// in the rendering's scope: metrics.ts renderingPage), the rest by what serves them (static, media, events, webhooks,
// health). The gauges (database pool, event streams, caches, queues) are read at each scrape.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry, type PageRoute } from '../metrics.ts';

export const METRICS_PATH = '/metrics';

/** What each scrape reads of the instance; null while the database is not open. */
export interface MetricsReadings {
  pool(): { max: number; total: number; idle: number; waiting: number } | null;
  streamsOpen(): number;
  caches(): readonly { name: string; hits: number; misses: number; entries: number }[];
  queues(): Promise<readonly { name: string; waiting: number; oldestSeconds?: number }[]>;
}

const ZONE_PAGES: readonly [RegExp, string][] = [
  [/^\/$/, '/'],
  [/^\/categories$/, '/categories'],
  [/^\/category\//, '/category/[slug]'],
  [/^\/home-rows\//, '/home-rows/[index]'],
];

/**
 * The route a request is counted under: bounded whatever the path. `apiName` answers the route
 * table's name of a call's path (null when there is none).
 */
export function routeLabel(
  path: string,
  page: PageRoute | undefined,
  apiName: (call: string) => string | null,
): string {
  if (path.startsWith('/api/')) return `api:${apiName(path.slice('/api/'.length)) ?? 'unknown'}`;
  if (path.startsWith('/_astro/')) return 'static';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/events/')) return 'events';
  if (path.startsWith('/webhooks/')) return 'webhooks';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === METRICS_PATH) return 'metrics';
  if (page?.pattern) return `page:${page.pattern}`;
  for (const [pattern, route] of ZONE_PAGES) if (pattern.test(path)) return `page:${route}`;
  // Files of the public folder, redirects and not-found answers: no page's route.
  return 'other';
}

/** The families the edge registers (createMetrics), the rest being metrics.ts's. */
const EDGE_FAMILIES = [
  'farmcart_http_requests_total',
  'farmcart_http_request_duration_seconds',
  'farmcart_db_pool_connections',
  'farmcart_event_streams_open',
  'farmcart_cache_reads_total',
  'farmcart_cache_entries',
  'farmcart_queue_depth',
  'farmcart_queue_oldest_seconds',
];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function createMetrics(options: {
  token: string;
  readings: MetricsReadings;
  apiName: (call: string) => string | null;
}): {
  /** Counts and times the request under its route once its answer is sent (or its client goes). */
  observe(req: IncomingMessage, res: ServerResponse, path: string, page: PageRoute): void;
  /** Answers GET /metrics. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>;
} {
  const expected = digest(`Bearer ${options.token}`);
  // One edge per process; made again (a test), it takes the place of the last one's families.
  for (const name of EDGE_FAMILIES) metricsRegistry.removeSingleMetric(name);
  const requests = new Counter({
    name: 'farmcart_http_requests_total',
    help: 'Requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [metricsRegistry],
  });
  const durations = new Histogram({
    name: 'farmcart_http_request_duration_seconds',
    help: 'From a request’s arrival to its answer’s last byte, by route.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry],
  });
  const { readings } = options;
  new Gauge({
    name: 'farmcart_db_pool_connections',
    help: 'Database connections: the pool’s size (max), open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      const pool = readings.pool();
      if (!pool) return;
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'farmcart_event_streams_open',
    help: 'Live screens’ event streams open on this instance.',
    registers: [metricsRegistry],
    collect() {
      this.set(readings.streamsOpen());
    },
  });
  new Counter({
    name: 'farmcart_cache_reads_total',
    help: 'Reads of each cache, answered from it (hit) or not (miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [metricsRegistry],
    collect() {
      // The caches count their own reads: the counter takes their totals as they are.
      this.reset();
      for (const cache of readings.caches()) {
        this.inc({ cache: cache.name, result: 'hit' }, cache.hits);
        this.inc({ cache: cache.name, result: 'miss' }, cache.misses);
      }
    },
  });
  new Gauge({
    name: 'farmcart_cache_entries',
    help: 'Entries each cache holds.',
    labelNames: ['cache'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const cache of readings.caches()) this.set({ cache: cache.name }, cache.entries);
    },
  });
  const queueDepth = new Gauge({
    name: 'farmcart_queue_depth',
    help: 'Background work waiting or running: cached answers’ renewals, reports, catalogue files, pushes.',
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
  });
  const queueAge = new Gauge({
    name: 'farmcart_queue_oldest_seconds',
    help: 'How long the oldest piece of a queue has waited, where the queue knows.',
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
  });

  return {
    observe(req, res, path, page) {
      const started = performance.now();
      let counted = false;
      const count = () => {
        if (counted) return;
        counted = true;
        const route = routeLabel(path, page, options.apiName);
        requests.inc({ route, method: req.method ?? 'GET', status: String(res.statusCode) });
        durations.observe({ route }, (performance.now() - started) / 1000);
      };
      res.once('finish', count);
      res.once('close', count);
    },
    async answer(req, res) {
      const given = req.headers.authorization;
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
        res.writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'www-authenticate': 'Bearer realm="metrics"',
        });
        res.end('A bearer token is needed (METRICS_TOKEN)\n');
        return;
      }
      queueDepth.reset();
      queueAge.reset();
      for (const queue of await readings.queues()) {
        queueDepth.set({ queue: queue.name }, queue.waiting);
        if (queue.oldestSeconds !== undefined) queueAge.set({ queue: queue.name }, queue.oldestSeconds);
      }
      const body = await metricsRegistry.metrics();
      res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
      res.end(body);
    },
  };
}
