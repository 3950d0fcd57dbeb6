// Startup errors: every failure to start ends with ONE line naming the cause and the path (or the
// variable), and exit code 1: a bad configuration, a DATA_DIR that is a file or is not
// writable, a corrupt database file, a port in use. And the HTTP limits: a page asked for
// with TRACE (or another method pages do not take) answers 405, not 500; a client that is
// slow to send its headers is cut off (HTTP_HEADERS_TIMEOUT_MS); connections beyond
// MAX_CONNECTIONS are closed at once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';
import { freePort, sleep, spawnInstance } from '../support/instances.ts';

const scratch = mkdtempSync(join(tmpdir(), 'farmcart-e2e-startup-'));

// Alone (fixtures.ts): a slow client's cut-off and a refused connection are timed.
test.use({ runsAlone: true });

test.afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the built server with `env`, expects it to exit 1 within 20 s, and answers its last (and only) error line. */
async function failingStart(env: Record<string, string>, port?: number): Promise<string> {
  const instance = await spawnInstance(env, port);
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 20_000);
  const code = await instance.exited;
  clearTimeout(timer);
  await instance.stop();
  const errorLines = instance.errors().split('\n').filter(Boolean);
  expect(code, instance.output()).toBe(1);
  expect(errorLines, instance.output()).toHaveLength(1);
  expect(instance.output().trimEnd().split('\n').at(-1)).toBe(errorLines[0]);
  return errorLines[0] ?? '';
}

test('a bad configuration names the variable', async () => {
  expect(await failingStart({ DATABASE_URL: 'mysql://db.example/shop' })).toBe(
    'Invalid configuration: DATABASE_URL: DATABASE_URL must start with postgres://',
  );
  expect(await failingStart({ PG_POOL_MAX: 'many' })).toMatch(/^Invalid configuration: PG_POOL_MAX: /);
  expect(await failingStart({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toBe(
    'Invalid configuration: HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
  );
});

test('a DATA_DIR that is a file names the path', async () => {
  const file = join(scratch, 'not-a-directory');
  writeFileSync(file, 'hello');
  expect(await failingStart({ DATA_DIR: file })).toBe(`Cannot use DATA_DIR ${file}: it is a file, not a directory`);
});

test('a DATA_DIR that is not writable names the path', async () => {
  const dir = join(scratch, 'read-only');
  mkdirSync(dir);
  const asRoot = process.getuid?.() === 0;
  // Root writes through permissions: an immutable directory (ext4, xfs…) refuses root too.
  if (asRoot) {
    try {
      execFileSync('chattr', ['+i', dir], { stdio: 'pipe' });
    } catch {
      test.skip(true, 'running as root where chattr +i does not work: no directory is unwritable for root');
    }
  } else {
    execFileSync('chmod', ['0555', dir]);
  }
  try {
    expect(await failingStart({ DATA_DIR: dir })).toMatch(
      new RegExp(
        `^Cannot use DATA_DIR ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: it is not writable \\(E(ACCES|PERM)\\)$`,
      ),
    );
  } finally {
    execFileSync(asRoot ? 'chattr' : 'chmod', asRoot ? ['-i', dir] : ['0755', dir]);
  }
});

test('a corrupt database file names the file', async () => {
  const dir = join(scratch, 'corrupt');
  mkdirSync(dir);
  writeFileSync(join(dir, 'shop.sqlite'), Buffer.alloc(8192, 'not a database '));
  expect(await failingStart({ DATA_DIR: dir })).toBe(
    `Cannot open the database ${join(dir, 'shop.sqlite')}: file is not a database`,
  );
});

test('a port in use names the address', async () => {
  const port = await freePort();
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  try {
    expect(await failingStart({}, port)).toBe(
      `Cannot listen on 127.0.0.1:${port}: the port is already in use (PORT, HOST)`,
    );
  } finally {
    holder.close();
  }
});

test('pages refuse TRACE and methods they do not take with 405', async ({ request }) => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PROPFIND', 'OPTIONS']) {
    const response = await request.fetch('/stores', { method, maxRedirects: 0 });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD, POST');
  }
  expect((await request.get('/offline')).status()).toBe(200);
  expect((await request.head('/offline')).status()).toBe(200);
});

/** What the server sends on a raw connection until it closes it, and how long that took (at most `limitMs`). */
function rawConnection(port: number, send: string, limitMs: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const limit = setTimeout(() => socket.destroy(), limitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(limit);
      resolve({ answer, ms: Date.now() - started });
    });
    socket.once('connect', () => socket.write(send));
  });
}

test('a slow client is cut off after HTTP_HEADERS_TIMEOUT_MS; connections beyond MAX_CONNECTIONS are closed', async () => {
  const instance = await spawnInstance({
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    MAX_CONNECTIONS: '4',
  });
  try {
    await instance.waitReady();
    // Headers that never end: 408 and closed within the timeout (checked every second).
    const slow = await rawConnection(instance.port, 'GET /offline HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n', 5_000);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.ms).toBeLessThan(3_000);

    // Four open connections; a fifth is closed at once, with no answer.
    const held = Array.from({ length: 4 }, () => connect(instance.port, '127.0.0.1'));
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
    await sleep(200);
    const extra = await rawConnection(instance.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 5_000);
    expect(extra.answer).toBe('');
    expect(extra.ms).toBeLessThan(1_000);
    for (const socket of held) socket.destroy();
    await sleep(200);
    expect((await fetch(`${instance.baseURL}/healthz`)).status).toBe(200);
  } finally {
    await instance.stop();
  }
});
