// Serves /api/ calls straight from node:http, without the page renderer's
// pipeline: measured on this machine, that pipeline alone held a small catalog
// read to a tenth of a bare server's throughput (docs/benchmarks.md). Answers are
// compressed here; a cached catalog answer is compressed once, not per request.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { dispatch, MAX_BODY_BYTES, type Router } from '../api/dispatch.ts';
import { readConfig } from '../config.ts';
import type { ShopContext } from '../context.ts';
import { watchRequest } from '../db/availability.ts';
import { sendUnavailable } from '../unavailable.ts';
import { COMPRESS_FROM_BYTES, chooseEncoding, compressBuffer, compressedCopyOf } from './compression.ts';

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is drained and dropped, so memory stays bounded.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The caller's address: the socket's peer, or behind a trusted load balancer
 * (TRUST_PROXY) the last X-Forwarded-For entry, which that balancer appended.
 */
function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = req.headers['x-forwarded-for'];
  const list = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = trustProxy ? list?.split(',').at(-1)?.trim() : undefined;
  return last || req.socket.remoteAddress;
}

export function createApiHandler(
  router: Router,
  shop: () => Promise<ShopContext>,
  options: {
    trustProxy?: boolean;
    /** True while the database is known to be unreachable: answer 503 at once, without trying. */
    databaseDown?: () => boolean;
  } = {},
) {
  const trustProxy = options.trustProxy ?? readConfig().TRUST_PROXY === 'true';
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (options.databaseDown?.()) {
      sendUnavailable(res, 'api', req.method);
      return;
    }
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = (query === -1 ? url : url.slice(0, query)).slice('/api/'.length);
    const declared = Number(req.headers['content-length'] ?? 0);
    // The dispatcher turns every thrown error into 500 "internal"; the database errors met on
    // the way (availability.ts) tell an outage or a timeout apart, which answers 503.
    const { value: answer, unavailable } = await watchRequest(() =>
      dispatch(router, shop, {
        method: req.method ?? 'GET',
        path,
        header: (name) => {
          const value = req.headers[name];
          return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
        },
        readBody: () => (declared > MAX_BODY_BYTES ? Promise.resolve(null) : readBody(req)),
        clientAddress: clientAddressOf(req, trustProxy),
      }),
    );
    if (unavailable && answer.status === 500) {
      sendUnavailable(res, 'api', req.method);
      return;
    }
    const headers: OutgoingHttpHeaders = { ...answer.headers, vary: 'Accept-Encoding' };
    if (answer.cookies) headers['set-cookie'] = answer.cookies;
    if (declared > MAX_BODY_BYTES) headers.connection = 'close';
    const cached = typeof answer.body !== 'string';
    let body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding && body.length >= COMPRESS_FROM_BYTES) {
      body = await (cached ? compressedCopyOf(body, encoding) : compressBuffer(body, encoding));
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    res.writeHead(answer.status, headers);
    res.end(body);
  };
}
