// `npm run build && node bench/slow-connections.mjs`: a wave of connections that never finish their
// first request (decision 0320). The built server on loopback; 1,000 sockets from 10 addresses
// (127.0.0.2–11, 100 each, CONNECTIONS_PER_ADDRESS) each send part of a request's head and never
// the rest; a second later another client (127.0.0.1) asks /healthz every 100 ms for 12 s, longer
// than HTTP_HEADERS_TIMEOUT_MS (10 s). Its answers, resets and waits; the wave's sockets still open
// a second after it came (an address keeps 20). Writes its section of docs/benchmarks.md unless NO_WRITE=1.
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { startShop, writeSection } from './lib.mjs';

const PORT = 4571;
const ADDRESSES = 10;
const PER_ADDRESS = 100;
const ASKING_MS = 12_000;

const shop = await startShop(PORT);
const wave = [];
try {
  for (let address = 0; address < ADDRESSES; address++)
    for (let index = 0; index < PER_ADDRESS; index++) {
      const socket = connect({ port: PORT, host: '127.0.0.1', localAddress: `127.0.0.${2 + address}` });
      socket.on('error', () => undefined);
      socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n'));
      wave.push(socket);
    }
  await new Promise((done) => setTimeout(done, 1_000));
  const open = wave.filter((socket) => !socket.destroyed && !socket.readableEnded).length;
  const asks = [];
  const start = Date.now();
  while (Date.now() - start < ASKING_MS) {
    const asked = Date.now();
    const status = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (answer) => answer.status,
      () => 0,
    );
    asks.push({ status, ms: Date.now() - asked });
    await new Promise((done) => setTimeout(done, 100));
  }
  const answered = asks
    .filter((ask) => ask.status === 200)
    .map((ask) => ask.ms)
    .sort((a, b) => a - b);
  const line = `| ${ADDRESSES * PER_ADDRESS} from ${ADDRESSES} addresses | ${open} | ${asks.length} | ${answered.length} | ${asks.length - answered.length} | ${answered[Math.floor(answered.length / 2)] ?? '-'} ms | ${answered.at(-1) ?? '-'} ms |`;
  const table = [
    '| Wave | Open after 1 s | Other client asked | Answered | Reset | p50 | Longest |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    line,
  ].join('\n');
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(`${table}\nload average ${load}`);
  if (process.env.NO_WRITE !== '1')
    writeSection(
      'slow-connections',
      `## A wave of connections that never finish their first request (bench/slow-connections.mjs, ${new Date().toISOString().slice(0, 10)})\n\nThe built server on loopback (MAX_CONNECTIONS 1,000, CONNECTIONS_PER_ADDRESS 100, HTTP_HEADERS_TIMEOUT_MS 10 s); 1,000 sockets from 10 addresses send part of a request's head and never the rest; from a second later another client asks /healthz every 100 ms for 12 s. Node ${process.version}, load average ${load}. Before decision 0320 the finding measured every other client reset for about 11 s of each wave.\n\n${table}`,
    );
} finally {
  for (const socket of wave) socket.destroy();
  await shop.stop();
}
