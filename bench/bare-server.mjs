// The bare comparison server of bench/api.mjs, in its own process (as the shop
// is), answering each path with exactly the bytes recorded from the shop.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]),
);
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const bytes = answers.get(req.url) ?? Buffer.from('{}');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
