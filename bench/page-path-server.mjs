// The experiment server of bench/page-path.mjs, in its own process: answers every request with a
// cached page's recorded bytes, doing as much of what the shop's server does per request as LAYERS
// (comma-separated, cumulative in page-path.mjs) names, each piece with the shop's own code:
//   direct    answer at once (bare-pages-server.mjs waits for the request's end first)
//   heads     the shop's whole recorded header list, one writeHead of a flat list made once
//   secured   the shop's SecuredResponse (security-headers.ts)
//   requestid the request log's X-Request-Id (request-log.ts, LOG_FORMAT=none), set before writeHead
//   idinlist  the same id written into the ready list's first header instead (as page-cache.ts does)
//   shares    the connection shares and the drain's tracking (connection-shares.ts, drain.ts)
//   timeouts  the server's headersTimeout, requestTimeout and connectionsCheckingInterval
//   hops      what serve.ts does before the cache's answer: the path, shopOriginOf, cookieReader and
//             the awaits of getContext and zoneKeyOf (resolved promises here)
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { trackConnections } from '../src/server/http/drain.ts';
import { shareConnections } from '../src/server/http/connection-shares.ts';
import { createRequestLog } from '../src/server/http/request-log.ts';
import { shopOriginOf } from '../src/server/http/request-origin.ts';
import { cookieReader } from '../src/server/http/page-cache.ts';
import { securedResponseClass } from '../src/server/http/security-headers.ts';

const [file, port] = process.argv.slice(2);
const layers = new Set((process.env.LAYERS ?? '').split(',').filter(Boolean));
/** { headers: [name, value][] (the shop's, without date, connection, keep-alive, x-request-id), body: base64 } */
const recorded = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const flat = recorded.headers.flat();
const withId = ['x-request-id', '', ...flat];
const small = { 'content-type': 'text/html', 'content-length': body.length, 'content-encoding': 'br' };
const logRequest = createRequestLog({ LOG_FORMAT: 'none', TRUST_PROXY: 'false' });
const context = Promise.resolve({});

function answer(res, requestId) {
  if (requestId !== undefined) {
    withId[1] = requestId;
    res.writeHead(200, withId);
  } else if (layers.has('heads')) res.writeHead(200, flat);
  else res.writeHead(200, small);
  res.end(body);
}

async function hops(req, res, requestId) {
  const url = req.url ?? '/';
  const path = url.split('?', 1)[0] ?? '/';
  const origin = shopOriginOf(req, { trustProxy: false });
  const cookie = cookieReader(req.headers.cookie);
  const shop = await context;
  const [a, b] = await Promise.all([Promise.resolve(cookie('lang')), Promise.resolve(cookie('loc'))]);
  if (!shop || origin === null || path === '' || (a === 'x' && b === 'y')) return false;
  answer(res, requestId);
  return true;
}

const server = http.createServer(
  {
    ...(layers.has('secured') ? { ServerResponse: securedResponseClass({ pagePolicies: [] }) } : {}),
    ...(layers.has('timeouts')
      ? { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }
      : {}),
  },
  (req, res) => {
    if (layers.has('requestid')) logRequest(req, res);
    const requestId = layers.has('idinlist') ? logRequest(req, res, false) : undefined;
    if (layers.has('hops')) {
      void hops(req, res, requestId);
      return;
    }
    if (layers.has('direct')) {
      answer(res, requestId);
      return;
    }
    req.resume();
    req.on('end', () => answer(res));
  },
);
server.keepAliveTimeout = 65_000;
if (layers.has('shares')) {
  shareConnections(server, { max: 1000, perAddress: 100 });
  trackConnections(server);
}
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
