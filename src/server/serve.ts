// Production entry. Astro builds this file, with the pages, into ONE bundle
// (dist/server/entry.mjs; astro.config.mjs names it the adapter's server
// entrypoint), so the API, the pages and this file share one instance of every
// server module: one database handle, one cache, one configuration.
// `npm run serve` runs it; `npm start` builds first.
import './autostart-off.ts';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { handler as renderPage } from '@astrojs/node/server.js';
import { apiRouter } from './api/routes/index.ts';
import { readConfig } from './config.ts';
import { getContext } from './context.ts';
import { closeDatabase, getDatabase } from './db/index.ts';
import { DataDirLockedError } from './db/lock.ts';
import { createApiHandler } from './http/api-handler.ts';
import { compressStream } from './http/compression.ts';
import { createHashedAssetHandler } from './http/static-assets.ts';

// Open (create, migrate, seed) the database before listening, so that a broken
// configuration or a second server on the same data directory stops here, clearly.
try {
  const database = await getDatabase();
  console.log(`Database ready (${database.engine}).`);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}

const { PORT: port, HOST: host } = readConfig();
const api = createApiHandler(apiRouter, getContext);
// This file runs as dist/server/entry.mjs: the browser's files are in dist/client.
const hashedAssets = createHashedAssetHandler(fileURLToPath(new URL('../client/', import.meta.url)));

function serveRendered(req: http.IncomingMessage, res: http.ServerResponse): void {
  compressStream(req, res, () => void renderPage(req, res));
}

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
