// Production entry: `node src/server/serve.ts` after `astro build`.
// Astro's standalone Node server does not compress (ARCHITECTURE.md, performance
// lessons), so this wraps its request handler with brotli/gzip compression and
// owns the listening socket. Only erasable TypeScript here: Node 24 runs it directly.
import http from 'node:http';
import compression from 'compression';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const entryUrl = new URL('../../dist/server/entry.mjs', import.meta.url);
type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const { handler } = (await import(entryUrl.href)) as { handler: NodeHandler };

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const compress = compression({ threshold: 1024 });

const server = http.createServer((req, res) => {
  // compression() is connect-style middleware; its types name express's req/res,
  // which extend node's own, so the cast only widens what we already have.
  const middleware = compress as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: (err?: unknown) => void,
  ) => void;
  middleware(req, res, () => handler(req, res));
});

server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`FarmCart storefront listening on http://${host}:${port}`);
});

function shutdown(signal: string): void {
  console.log(`${signal} received: closing the server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
