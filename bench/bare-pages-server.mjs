// The bare comparison server of bench/pages.mjs and bench/api.mjs, in its own process (as the shop is):
// answers each request with the bytes the shop answered for the same path and the
// same customer (picked by the request's cookie header), as text/html, in the encoding the
// shop sent them.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
/** { pages: { [path]: base64[] }, encodings: { [path]: string[] }, customers: { [cookie]: index into pages[path] } } */
const recorded = JSON.parse(readFileSync(file, 'utf8'));
const pages = new Map(
  Object.entries(recorded.pages).map(([path, list]) => [path, list.map((b64) => Buffer.from(b64, 'base64'))]),
);
const encodings = new Map(Object.entries(recorded.encodings ?? {}));
const customers = new Map(Object.entries(recorded.customers));
/** For bench/api.mjs's BARE_HEADERS: each answer's own header lines, [name, value][], by path. */
const headerLines = new Map(Object.entries(recorded.headers ?? {}));
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const list = pages.get(req.url) ?? [];
    const index = customers.get(req.headers.cookie ?? '') ?? 0;
    const bytes = list[index] ?? Buffer.from('');
    const encoding = encodings.get(req.url)?.[index] ?? 'identity';
    const lines = headerLines.get(req.url)?.[index];
    if (lines) {
      res.writeHead(200, [...lines.flat(), 'content-length', String(bytes.length)]);
      res.end(bytes);
      return;
    }
    const headers = { 'content-type': 'text/html', 'content-length': bytes.length };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(bytes);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
