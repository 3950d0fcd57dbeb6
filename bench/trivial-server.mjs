// The trivial bare server of bench/wrk.mjs (startTrivial): two bytes for every request, in its own
// process, so that what a run measures against it is the load generator's ceiling on this machine.
import http from 'node:http';

const [port] = process.argv.slice(2);
const body = Buffer.from('ok');
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
