// Hono on @hono/node-server answering each path with exactly the bytes recorded
// from the shop, in its own process: the ceiling of an API moved to Hono (the
// framework's own cost, before any of our work), for decision 0002.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]),
);
const app = new Hono();
app.post('/api/*', async (c) => {
  await c.req.arrayBuffer();
  const bytes = answers.get(c.req.path) ?? Buffer.from('{}');
  return c.body(bytes, 200, { 'content-type': 'application/json; charset=utf-8' });
});
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
