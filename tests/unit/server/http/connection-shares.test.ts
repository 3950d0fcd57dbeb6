// Fair shares of connections (decisions 0288 and 0320), on a real HTTP server on 127.0.0.1 with
// clients from other loopback addresses (127.0.0.2, 127.0.0.3...: Linux routes all of 127/8 to lo).
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConnectionShares, shareConnections } from '../../../../src/server/http/connection-shares.ts';

const servers: http.Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function serverWith(
  shares: Pick<ConnectionShares, 'max' | 'perAddress'> & Partial<ConnectionShares>,
): Promise<number> {
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' });
    res.end('ok');
  });
  shareConnections(server, { openingPerAddress: null, slowOpeningMs: 60_000, ...shares });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Client {
  socket: Socket;
  /** Resolves with what the server answered (empty when it closed without answering). */
  get(): Promise<string>;
  closed: Promise<void>;
}

/** A keep-alive connection from `from`; connected once the promise resolves. */
async function client(port: number, from: string): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  socket.on('error', () => undefined);
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  await new Promise<void>((done, failed) => {
    socket.once('connect', done);
    socket.once('error', failed);
  });
  return {
    socket,
    closed,
    get: () =>
      new Promise<string>((done) => {
        let answer = '';
        const onData = (chunk: Buffer) => {
          answer += chunk.toString('latin1');
          if (answer.endsWith('\r\n\r\nok')) finish();
        };
        const finish = () => {
          socket.off('data', onData);
          done(answer);
        };
        socket.on('data', onData);
        socket.once('close', finish);
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      }),
  };
}

const answered = (answer: string) => answer.startsWith('HTTP/1.1 200 ');

describe('connection shares', () => {
  it('one address holding its whole share of idle keep-alive connections cannot make another client wait or be reset', async () => {
    const port = await serverWith({ max: 8, perAddress: 4 });
    // The greedy client opens 8 and makes each a served, idle keep-alive connection.
    const greedy: Client[] = [];
    for (let index = 0; index < 8; index++) {
      const next = await client(port, '127.0.0.2');
      if (answered(await next.get())) greedy.push(next);
    }
    // Each connection beyond its share took the place of one of its own idle ones: 4 live at most.
    await new Promise((done) => setTimeout(done, 100));
    expect(greedy.filter((held) => !held.socket.destroyed).length).toBeLessThanOrEqual(4);

    // Others fill the rest of the server with idle connections too.
    for (const from of ['127.0.0.3', '127.0.0.4']) {
      for (let index = 0; index < 2; index++) expect(answered(await (await client(port, from)).get())).toBe(true);
    }
    // The server is full of idle connections; a newcomer is answered at once, not reset.
    const started = Date.now();
    const newcomer = await client(port, '127.0.0.5');
    expect(answered(await newcomer.get())).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('closes a connection beyond the share at once when every one of the address’s connections is busy', async () => {
    const port = await serverWith({ max: 100, perAddress: 3 });
    // Three connections that never finish their headers (busy until the headers' timeout).
    for (let index = 0; index < 3; index++) {
      const held = await client(port, '127.0.0.6');
      held.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    }
    await new Promise((done) => setTimeout(done, 50));
    const extra = await client(port, '127.0.0.6');
    expect(await extra.get()).toBe('');
    // Another address is served.
    expect(answered(await (await client(port, '127.0.0.7')).get())).toBe(true);
  });

  it('never takes the place of a connection still sending its first request', async () => {
    const port = await serverWith({ max: 2, perAddress: null });
    const waiting = await client(port, '127.0.0.8');
    const idle = await client(port, '127.0.0.9');
    expect(answered(await idle.get())).toBe(true);
    // Full: the newcomer takes the idle one's place, never the one that has not asked yet.
    const newcomer = await client(port, '127.0.0.10');
    expect(answered(await newcomer.get())).toBe(true);
    await idle.closed;
    expect(waiting.socket.destroyed).toBe(false);
    expect(answered(await waiting.get())).toBe(true);
  });

  it('without a per-address share (behind a trusted balancer) one address may hold every connection', async () => {
    const port = await serverWith({ max: 5, perAddress: null });
    const held: Client[] = [];
    for (let index = 0; index < 5; index++) {
      const next = await client(port, '127.0.0.11');
      held.push(next);
      expect(answered(await next.get())).toBe(true);
    }
    await new Promise((done) => setTimeout(done, 50));
    expect(held.every((connection) => !connection.socket.destroyed)).toBe(true);
  });

  /** Connections from `from` that send part of a request's head and never the rest. */
  async function slowOpening(port: number, from: string, count: number): Promise<Client[]> {
    const opened: Client[] = [];
    for (let index = 0; index < count; index++) {
      const held = await client(port, from);
      held.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      opened.push(held);
    }
    return opened;
  }

  it('connections from a few addresses that never finish their first request cannot shut others out', async () => {
    // A wave of 80 from 4 addresses, on a server of 40: each address keeps its 5 newest.
    const port = await serverWith({ max: 40, perAddress: 20, openingPerAddress: 5 });
    const waves = await Promise.all(
      ['127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15'].map((from) => slowOpening(port, from, 20)),
    );
    await new Promise((done) => setTimeout(done, 50));
    for (const wave of waves) expect(wave.filter((held) => !held.socket.destroyed).length).toBeLessThanOrEqual(5);
    const started = Date.now();
    expect(answered(await (await client(port, '127.0.0.16')).get())).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('when full, a connection still sending its first request after a few seconds gives its place first', async () => {
    const port = await serverWith({ max: 4, perAddress: null, slowOpeningMs: 300 });
    const slow = await slowOpening(port, '127.0.0.17', 4);
    // Not slow yet: the server is full of connections that may still be a phone's first request.
    expect(await (await client(port, '127.0.0.18')).get()).toBe('');
    await new Promise((done) => setTimeout(done, 400));
    expect(answered(await (await client(port, '127.0.0.18')).get())).toBe(true);
    // The oldest of them gave its place; the others are still open.
    await slow[0]?.closed;
    expect(slow.slice(1).filter((held) => !held.socket.destroyed).length).toBe(3);
  });
});
