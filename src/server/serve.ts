// Production entry: `node src/server/serve.ts` after `astro build`.
// Astro's standalone Node server does not compress (ARCHITECTURE.md, performance
// lessons), so this wraps its request handler with brotli/gzip compression and
// owns the listening socket. Only erasable TypeScript here: Node 24 runs it directly.
import http from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import { readConfig } from './config.ts';
import { closeDatabase, getDatabase } from './db/index.ts';
import { DataDirLockedError } from './db/lock.ts';
import { createApiHandler } from './api/node.ts';
import { apiRouter } from './api/routes/index.ts';
import { getContext } from './context.ts';
import { createHashedAssetHandler } from './static-assets.ts';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';

// Open (create, migrate, seed) the database before listening, so that a broken
// configuration or a second server on the same data directory stops here, clearly.
try {
  const database = await getDatabase();
  console.log(`Database ready (${database.engine}).`);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}

// DIST_DIR: where `astro build` wrote its output (default ./dist beside src).
const distDir = new URL(process.env.DIST_DIR ? `file://${resolve(process.env.DIST_DIR)}/` : '../../dist/', import.meta.url);
const entryUrl = new URL('server/entry.mjs', distDir);
type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const { handler } = (await import(entryUrl.href)) as { handler: NodeHandler };

const { PORT: port, HOST: host } = readConfig();
const compress = compression({ threshold: 1024 });
const api = createApiHandler(apiRouter, getContext);
const hashedAssets = createHashedAssetHandler(new URL('client/', distDir).pathname);

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/')) {
    // The API compresses its own answers (and keeps compressed copies of cached ones).
    api(req, res).catch((error: unknown) => {
      console.error('API call failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"error":{"code":"internal","message":"Something went wrong on our side."}}');
    });
    return;
  }
  if (req.url?.startsWith('/_astro/')) {
    hashedAssets(req, res)
      .then((served) => {
        if (!served) serveRendered(req, res);
      })
      .catch(() => serveRendered(req, res));
    return;
  }
  serveRendered(req, res);
});

function serveRendered(req: http.IncomingMessage, res: http.ServerResponse): void {
  // compression() is connect-style middleware; its types name express's req/res,
  // which extend node's own, so the cast only widens what we already have.
  const middleware = compress as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: (err?: unknown) => void,
  ) => void;
  middleware(req, res, () => handler(req, res));
}

server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`FarmCart storefront listening on http://${host}:${port}`);
});

function shutdown(signal: string): void {
  console.log(`${signal} received: closing the server`);
  server.close(() => {
    closeDatabase()
      .catch((error: unknown) => console.error('Closing the database failed:', error))
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
