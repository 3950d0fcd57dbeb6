// Production entry. Astro builds this file, with the pages, into ONE bundle
// (dist/server/entry.mjs; astro.config.mjs names it the adapter's server
// entrypoint), so the API, the pages and this file share one instance of every
// server module: one database handle, one cache, one configuration.
// `npm run serve` runs it; `npm start` builds first.
//
// Life of an instance (decision 0045, decision 0046, decision 0049, decision 0050, decision 0052):
// 1. The configuration is read; the server listens (GET /healthz answers at once).
// 2. The database is opened (created, migrated, seeded: ../shop-database.ts); PostgreSQL is waited
//    for while it cannot be reached. Until it is open, /readyz and everything but static assets answer 503.
// 3. Serving. While the database cannot answer, the API and pages answer 503 with Retry-After.
// 4. SIGTERM/SIGINT: /readyz turns 503, the connections drain (http/drain.ts), the database
//    closes, exit 0, within SHUTDOWN_TIMEOUT_MS.
// Any failure to start ends with one line naming the cause, and exit code 1.
// Every answer carries the browser's security headers (http/security-headers.ts, SecuredResponse).
import './autostart-off.ts';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handler as renderPage } from '@astrojs/node/server.js';
import { apiRouter } from '../api/routes/index.ts';
import { eventStreams } from '../api/streams/index.ts';
import { checkServerConfig, readConfig, type ServerConfig } from '../config.ts';
import { getContext, type ShopContext } from '../context.ts';
import { fail } from '../../domain/api/errors.ts';
import { said } from '../said.ts';
import { startRequest } from '../db/availability.ts';
import type { OpenDatabase, Readiness } from '../db/index.ts';
import { closeDatabase, getDatabase } from '../shop-database.ts';
import { apiCallFailed, createApiHandler, INTERNAL_BODY } from './api-handler.ts';
import { pageBodyRefusal } from './page-body.ts';
import { compressStream } from './compression.ts';
import { trackConnections } from './drain.ts';
import { OPENING_CONNECTIONS_PER_ADDRESS, SLOW_OPENING_MS, shareConnections } from './connection-shares.ts';
import { createEventStreamHandler, EVENTS_PREFIX } from './event-stream.ts';
import { createRequestLog } from './request-log.ts';
import { REQUEST_ID_HEADER } from '../../domain/constants.ts';
import { originInputsOf, shopOriginOf } from './request-origin.ts';
import { policiesOfStaticHeaders, securedResponseClass } from './security-headers.ts';
import { createHashedAssetHandler } from './static-assets.ts';
import {
  answerFromZoneCache,
  answerKnownRequest,
  cookieReader,
  isZoneCachedPath,
  knownRequestKey,
} from './page-cache.ts';
import { scheduleHousekeeping } from '../services/housekeeping/housekeeping.ts';
import { scheduleBackups } from '../db/backups/schedule.ts';
import { backupSqlite } from '../db/backups/sqlite-backup.ts';
import { schedulePaymentSweep } from '../services/orders/paid-online.ts';
import { scheduleDueContent } from '../services/content/content-store.ts';
import { createWebhookHandler, WEBHOOKS_PREFIX } from './payment-webhooks.ts';
import { createMessageStatusHandler, MESSAGE_STATUS_PREFIX } from './message-status.ts';
import { receiptSecretsFrom } from '../services/notifications/status-webhooks.ts';
import { createMediaHandler, MEDIA_PREFIX } from './media-files.ts';
import { pushBacklog, startPushWorker } from '../services/notifications/push-worker.ts';
import { cacheCounts } from '../cache.ts';
import { renewalsOf } from '../renewals.ts';
import { reportsQueued } from '../services/reports/reports.ts';
import { importsQueued } from '../services/catalogue/staff-catalogue-csv.ts';
import { picturesQueued } from '../services/media/media.ts';
import { createMetrics, METRICS_PATH } from './metrics-endpoint.ts';
import { type PageRoute, renderingPage } from '../metrics.ts';
import { configureErrorReports, reportUnexpected } from '../unexpected-errors.ts';
import { RETRY_AFTER_SECONDS, sendUnavailable, setUnavailablePage } from './unavailable.ts';

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

/** A failure to start: one line naming the cause, exit code 1. */
function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig();
  checkServerConfig(config);
} catch (error) {
  stop(oneLine(error));
}
const { PORT: port, HOST: host } = config;
configureErrorReports(config);

// This file runs as dist/server/entry.mjs: the browser's files are in dist/client.
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
try {
  setUnavailablePage(readFileSync(join(clientDir, 'unavailable', 'index.html'), 'utf8'));
} catch {
  // Not built (an old build directory): the plain screen of unavailable.ts answers.
}

// The policies Astro computed for the prerendered pages (the Node adapter serves each page with
// its own); their union is the policy of a document no policy came with (the 404 and 503 screens).
let pagePolicies: string[] = [];
try {
  pagePolicies = policiesOfStaticHeaders(readFileSync(new URL('../_headers.json', import.meta.url), 'utf8'));
} catch {
  // Not built with static headers: documents may run scripts and styles from files only.
}

/** Set once the database is open: until then the shop answers 503. */
let database: OpenDatabase | null = null;
/** The shop's context once made (getContext), for what is answered without waiting (decision 0301). */
let shop: ShopContext | null = null;
/** Whom the server believes about where a request was addressed (request-origin.ts). */
const proxyTrust = { trustProxy: config.TRUST_PROXY === 'true' };

const api = createApiHandler(apiRouter, getContext, {
  trustProxy: config.TRUST_PROXY === 'true',
  publicOrigin: config.PUBLIC_ORIGIN,
  databaseDown: () => database?.unavailable() ?? true,
});
// Live screens' server-sent events (GET /events/…): the API's session rules, ended when draining.
const streams = createEventStreamHandler(eventStreams, getContext, {
  trustProxy: config.TRUST_PROXY === 'true',
  publicOrigin: config.PUBLIC_ORIGIN,
  databaseDown: () => database?.unavailable() ?? true,
  limits: { perAddress: config.STREAMS_PER_ADDRESS, perSession: config.STREAMS_PER_SESSION },
});
// Payment providers' signed webhooks (POST /webhooks/razorpay): raw body, no session.
const webhooks = createWebhookHandler(getContext);
// Message providers' delivery receipts (/api/messages/status/…, decision 0341): raw body, no session.
const messageStatus = createMessageStatusHandler(getContext, receiptSecretsFrom(config), config.PUBLIC_ORIGIN);
const hashedAssets = createHashedAssetHandler(clientDir);
// The media library's pictures (GET /media/…): from this instance's disk after the first read.
const mediaFiles = createMediaHandler(getContext, {
  dataDir: config.DATA_DIR,
  databaseOpen: () => database !== null,
  databaseDown: () => database?.unavailable() ?? true,
});
const logRequest = createRequestLog(config);
/** Whether the push worker runs (VAPID keys set): only then do unpushed alerts wait for it. */
let pushing = false;
// GET /metrics for a scraper with METRICS_TOKEN (decision 0324); without it, requests are not timed.
const metrics = config.METRICS_TOKEN
  ? createMetrics({
      token: config.METRICS_TOKEN,
      apiName: (call) => apiRouter.match(call)?.route.path ?? null,
      readings: {
        pool: () => database?.poolUse() ?? null,
        streamsOpen: () => streams.open,
        caches: () => (database ? cacheCounts(database.db) : []),
        async queues() {
          if (!database) return [];
          const renewals = renewalsOf(database.db).pending;
          const queues: { name: string; waiting: number; oldestSeconds?: number }[] = [
            { name: 'renewals', waiting: renewals.running + renewals.waiting },
            { name: 'reports', waiting: reportsQueued() },
            { name: 'imports', waiting: importsQueued() },
            { name: 'pictures', waiting: picturesQueued() },
          ];
          if (pushing && shop) queues.push({ name: 'push', ...(await pushBacklog(database.db, shop.now())) });
          return queues;
        },
      },
    })
  : null;

/** Pages take these; anything else (TRACE, PUT, PROPFIND…) is refused before Astro sees it. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

function sendJson(res: http.ServerResponse, status: number, value: unknown, extra: http.OutgoingHttpHeaders = {}) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

function serveRendered(req: http.IncomingMessage, res: http.ServerResponse, page?: PageRoute): void {
  if (!database) {
    sendUnavailable(res, 'page', req.method);
    return;
  }
  // In a request scope: src/middleware.ts tells a database outage from a bug by what the request met.
  const render = () => compressStream(req, res, () => void renderPage(req, res));
  // With metrics on, the middleware names the page's route for them.
  startRequest(page ? () => renderingPage(page, render) : render);
}

/** GET /healthz: the process is alive. GET /readyz: it should get traffic (database open and current, not draining). */
async function answerHealth(path: string, res: http.ServerResponse): Promise<void> {
  if (path === '/healthz') {
    sendJson(res, 200, { status: 'ok' });
    return;
  }
  const readiness: Readiness = connections.draining
    ? { ready: false, reason: 'draining' }
    : database
      ? await database.readiness()
      : { ready: false, reason: 'starting' };
  if (readiness.ready) sendJson(res, 200, { status: 'ready' });
  else
    sendJson(
      res,
      503,
      { status: 'not_ready', reason: readiness.reason },
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
}

const server = http.createServer(
  {
    ServerResponse: securedResponseClass({ publicOrigin: config.PUBLIC_ORIGIN, pagePolicies }),
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    // How often Node looks for requests past those timeouts (its default, 30 s, would let a slow client stay 30 s more).
    connectionsCheckingInterval: Math.min(1_000, config.HTTP_HEADERS_TIMEOUT_MS),
  },
  (req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0] ?? '/';
    const method = req.method ?? 'GET';
    // A page a delivery zone may share: answered from its cache when there, whose ready header
    // list carries the request's id (decision 0301); none of the branches below takes its paths.
    const zonePage =
      (method === 'GET' || method === 'HEAD') &&
      isZoneCachedPath(path) &&
      database !== null &&
      !database.unavailable() &&
      !/%00/i.test(url);
    // The API writes the id into its answers' ready header lists too (decision 0303).
    const apiCall = path.startsWith('/api/');
    const requestId = logRequest(req, res, !zonePage && !apiCall);
    // The id the request is logged under, for whatever reports an error on its way (unexpected-errors.ts).
    req.headers[REQUEST_ID_HEADER] = requestId;
    // The page's route pattern, named while it renders (metrics only).
    const page: PageRoute | undefined = metrics ? {} : undefined;
    if (metrics && page) metrics.observe(req, res, path, page);
    if (path === METRICS_PATH && metrics) {
      if (method !== 'GET' && method !== 'HEAD')
        sendJson(res, 405, { status: 'method_not_allowed' }, { allow: 'GET, HEAD' });
      else
        metrics.answer(req, res).catch((error: unknown) => {
          console.error('Metrics failed:', error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end();
        });
      return;
    }
    if (path === '/healthz' || path === '/readyz') {
      if (method !== 'GET' && method !== 'HEAD')
        sendJson(res, 405, { status: 'method_not_allowed' }, { allow: 'GET, HEAD' });
      else void answerHealth(path, res);
      return;
    }
    if (path.startsWith(MESSAGE_STATUS_PREFIX)) {
      if (!database) {
        sendJson(res, 503, { error: fail('unavailable', said('saidStartingUp')).error }, { 'retry-after': '5' });
        return;
      }
      messageStatus(req, res).catch((error: unknown) => {
        reportUnexpected(error, { route: 'message-status', requestId });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(INTERNAL_BODY);
      });
      return;
    }
    if (apiCall) {
      // The API compresses its own answers (and keeps compressed copies of cached ones).
      api(req, res, requestId)?.catch((error: unknown) => apiCallFailed(res, requestId, error));
      return;
    }
    if (path.startsWith(WEBHOOKS_PREFIX)) {
      if (!database) {
        sendJson(res, 503, { error: fail('unavailable', said('saidStartingUp')).error }, { 'retry-after': '5' });
        return;
      }
      webhooks(req, res).catch((error: unknown) => {
        reportUnexpected(error, { route: 'webhooks', requestId });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(INTERNAL_BODY);
      });
      return;
    }
    // A NUL byte is in no path or query of the shop's pages and files, and PostgreSQL refuses it in
    // any text it is asked to compare: refused here, before a page or a file looks anything up with it.
    // (The API and the webhooks read their addresses themselves, and answer in JSON.)
    if (/%00/i.test(url)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Bad request\n');
      return;
    }
    if (path.startsWith(EVENTS_PREFIX)) {
      streams.handle(req, res).catch((error: unknown) => {
        reportUnexpected(error, { route: 'events', requestId });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end();
      });
      return;
    }
    if (path.startsWith(MEDIA_PREFIX)) {
      mediaFiles(req, res, path).catch((error: unknown) => {
        reportUnexpected(error, { route: 'media', requestId });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      });
      return;
    }
    if (!PAGE_METHODS.has(method)) {
      res.writeHead(405, { allow: 'GET, HEAD, POST', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    const bodyRefused = pageBodyRefusal(path, req.headers);
    if (bodyRefused !== null) {
      // Unread: the connection closes after the answer, and the body with it.
      res.writeHead(bodyRefused, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end(bodyRefused === 413 ? 'Payload too large\n' : 'Length required\n');
      return;
    }
    if (path.startsWith('/_astro/')) {
      hashedAssets(req, res)
        .then((served) => {
          if (!served) serveRendered(req, res, page);
        })
        .catch(() => serveRendered(req, res, page));
      return;
    }
    if (zonePage) {
      // A request seen lately, its page in the cache: answered now, without a promise (decision 0301).
      const known = knownRequestKey(originInputsOf(req, proxyTrust), url, req.headers.cookie);
      if (shop && answerKnownRequest(shop, known, req, res, requestId)) return;
      const rendered = () => {
        if (!res.headersSent) res.setHeader('x-request-id', requestId);
        serveRendered(req, res, page);
      };
      void fromZoneCache(req, res, url, path, requestId, known).then((served) => served || rendered(), rendered);
      return;
    }
    serveRendered(req, res, page);
  },
);

/** A page a delivery zone shares, from its cache without rendering (page-cache.ts); false when it is not there. */
async function fromZoneCache(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: string,
  path: string,
  requestId: string,
  known: string,
) {
  // The origin as the renderer sees it: Host alone, unless a trusted balancer names it.
  const origin = shopOriginOf(req, proxyTrust);
  if (origin === null) return false;
  const query = url.indexOf('?');
  const request = {
    method: req.method ?? 'GET',
    origin,
    pathname: path,
    search: query === -1 || query === url.length - 1 ? '' : url.slice(query),
    cookie: cookieReader(req.headers.cookie),
  };
  return answerFromZoneCache(await getContext(), request, req, res, requestId, known);
}
server.keepAliveTimeout = 65_000;
shareConnections(server, {
  max: config.MAX_CONNECTIONS,
  perAddress: config.TRUST_PROXY === 'true' ? null : config.CONNECTIONS_PER_ADDRESS,
  openingPerAddress: config.TRUST_PROXY === 'true' ? null : OPENING_CONNECTIONS_PER_ADDRESS,
  slowOpeningMs: Math.min(SLOW_OPENING_MS, config.HTTP_HEADERS_TIMEOUT_MS),
});
const connections = trackConnections(server);

function listenProblem(error: NodeJS.ErrnoException): string {
  const where = `${host}:${port}`;
  if (error.code === 'EADDRINUSE') return `Cannot listen on ${where}: the port is already in use (PORT, HOST)`;
  if (error.code === 'EACCES')
    return `Cannot listen on ${where}: permission denied (a port below 1024 needs privileges)`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return `Cannot listen on ${where}: no such address on this machine (HOST)`;
  }
  return `Cannot listen on ${where}: ${oneLine(error)}`;
}

const onListenError = (error: NodeJS.ErrnoException) => stop(listenProblem(error));
server.once('error', onListenError);
server.listen(port, host, () => {
  server.off('error', onListenError);
  server.on('error', (error) => console.error('HTTP server error:', error));
  console.log(`FarmCart storefront listening on http://${host}:${port}`);
  getDatabase().then(
    (opened) => {
      database = opened;
      console.log(`Database ready (${opened.engine}).`);
      void getContext().then((ctx) => {
        shop = ctx;
      });
      scheduleHousekeeping(getContext, config.HOUSEKEEPING_INTERVAL_MS);
      // With online payments on, holds that ended are let go every minute, not only hourly (decision 0254).
      void getContext().then((ctx) => {
        if ((ctx.payments?.list.length ?? 0) > 0) schedulePaymentSweep(getContext, config.PAYMENT_SWEEP_MS);
      });
      // Scheduled content publishes and take-downs at their time, checked again then (decision 0281).
      scheduleDueContent(getContext, config.CONTENT_DUE_MS, (message) => console.error(message));
      // The embedded shop's own backups (decision 0323); config.ts refuses BACKUP_EVERY with PostgreSQL.
      const copy = opened.onlineCopy;
      if (config.BACKUP_EVERY !== undefined && copy) {
        scheduleBackups(
          () => backupSqlite(copy, { dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR, now: new Date() }),
          {
            everyMs: config.BACKUP_EVERY,
            keep: config.BACKUP_KEEP,
            backupDir: config.BACKUP_DIR,
            hook: config.BACKUP_HOOK,
          },
          { info: (line) => console.log(line), error: (line) => console.error(line) },
        );
      }
      // Web Push of customers' alerts (decision 0250): off every request's path.
      void getContext().then((ctx) => {
        pushing = startPushWorker(opened.db, config, () => ctx.now()) !== null;
        // The outbox of codes and notices (decision 0335): sent on a wake after each commit, and swept.
        ctx.outbox.start();
      });
    },
    (error: unknown) => stop(oneLine(error)),
  );
});

let shuttingDown = false;

async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) {
    console.log(`${signal} received again: exiting now`);
    process.exit(1);
  }
  shuttingDown = true;
  const started = Date.now();
  console.log(`${signal} received: draining (at most ${config.SHUTDOWN_TIMEOUT_MS} ms)`);
  // Open event streams would hold the drain to its deadline: they end now, and browsers reconnect elsewhere.
  streams.endAll();
  const { cut } = await connections.drain({ delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
  const took = Date.now() - started;
  console.log(
    cut > 0 ? `Drain timed out after ${took} ms: cut ${cut} connection(s)` : `Drained in ${took} ms: every answer sent`,
  );
  if (database) {
    // Nothing uses it any more; a database that does not answer is not waited for long.
    await Promise.race([
      closeDatabase().catch((error: unknown) => console.error('Closing the database failed:', oneLine(error))),
      new Promise((done) => setTimeout(done, 1_000).unref()),
    ]);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
