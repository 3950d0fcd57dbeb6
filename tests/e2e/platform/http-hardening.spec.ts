// The HTTP edge against a client that lies or drags (docs/security.md; decision 0179):
// - X-Forwarded-Host, -Proto and -For are believed only with TRUST_PROXY=true: without it they
//   change neither the Origin check of state-changing calls nor the session cookie's flags;
// - PUBLIC_ORIGIN is the only origin absolute links name and calls are accepted from, and a
//   production server without it refuses to start, in one line;
// - every method but POST on the API is 405 with Allow;
// - a chunked body over the limit is answered 413 before the client has finished sending it, and
//   each refused or abandoned body is one log line, never a stack;
// - a page takes a small form only: a longer declared body is 413 and a chunked one 411, unread.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { MAX_BODY_BYTES } from '../../../src/server/api/dispatch.ts';
import { expect, test } from '../fixtures.ts';
import { DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import { type Instance, sleep, spawnInstance } from '../support/instances.ts';

/** A lying client's forwarded headers: another host, over https. */
const FORWARDED_EVIL = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** The session cookies a sign-in answer sets, as sent (Set-Cookie lines). */
async function signIn(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const answer = await request.post(url, { data: { phone: ROHAN.phone, password: DEMO_PASSWORD }, headers });
  const cookies = answer
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);
  return { status: answer.status(), cookies };
}

test.describe('without TRUST_PROXY, forwarded headers are not believed', () => {
  test('X-Forwarded-Host/-Proto change neither the Origin check nor the cookie flags', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    // A page of evil.example, claiming through the forwarded headers to be it: refused.
    const forged = await signIn(request, '/api/login', { origin: 'https://evil.example', ...FORWARDED_EVIL });
    expect(forged.status).toBe(403);
    expect(forged.cookies).toEqual([]);

    // Our own page, with forwarded headers that name another host over https: the check and the
    // cookie follow the Host the request was sent to (127.0.0.1, plain http: no Secure flag).
    const ours = await signIn(request, '/api/login', { origin, ...FORWARDED_EVIL });
    expect(ours.status).toBe(200);
    expect(ours.cookies.length).toBeGreaterThan(0);
    for (const cookie of ours.cookies) {
      expect(cookie).not.toMatch(/;\s*Secure/i);
      expect(cookie).not.toMatch(/^__Host-/);
    }
  });

  test('pages and the sitemap name the Host the request was sent to, never a forwarded one', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/search-location']) {
      const answer = await request.get(path, { headers: FORWARDED_EVIL });
      expect(answer.status(), path).toBe(200);
      const text = await answer.text();
      expect(text, path).not.toContain('evil.example');
    }
    const robots = await (await request.get('/robots.txt', { headers: FORWARDED_EVIL })).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});

test.describe('a server of its own', () => {
  const started: Instance[] = [];
  /** The built server with `env` added, stopped after the test. */
  async function serverWith(env: Record<string, string>): Promise<Instance> {
    const instance = await spawnInstance(env);
    started.push(instance);
    return instance;
  }
  test.afterEach(async () => {
    for (const instance of started.splice(0)) await instance.stop();
  });

  test('with TRUST_PROXY=true the balancer’s X-Forwarded-Host/-Proto decide the origin and the cookie', async ({
    playwright,
  }) => {
    const instance = await serverWith({ TRUST_PROXY: 'true' });
    await instance.waitReady();
    const request = await playwright.request.newContext({ baseURL: instance.baseURL });
    try {
      const forwarded = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
      // The shop as the balancer says it was reached: https://shop.example. Its own pages' calls pass,
      // and the cookie is for https (Secure).
      const ours = await signIn(request, '/api/login', { origin: 'https://shop.example', ...forwarded });
      expect(ours.status).toBe(200);
      expect(ours.cookies.length).toBeGreaterThan(0);
      expect(ours.cookies.find((cookie) => !/Max-Age=0/.test(cookie))).toMatch(/;\s*Secure/i);
      // A call from the address the socket reached is no longer the shop's origin.
      const direct = await signIn(request, '/api/login', { origin: instance.baseURL, ...forwarded });
      expect(direct.status).toBe(403);
    } finally {
      await request.dispose();
    }
  });

  test('PUBLIC_ORIGIN is the only origin links name and calls come from; production needs it', async ({
    playwright,
  }) => {
    const publicOrigin = 'https://shop.example';
    const instance = await serverWith({ NODE_ENV: 'production', SEED_DEMO: 'true', PUBLIC_ORIGIN: publicOrigin });
    await instance.waitReady();
    const request = await playwright.request.newContext({ baseURL: instance.baseURL });
    try {
      const robots = await (await request.get('/robots.txt', { headers: { host: 'evil.example' } })).text();
      expect(robots).toContain(`Sitemap: ${publicOrigin}/sitemap.xml`);
      // The sitemap (an index of sitemap files, or one file) and every file it names.
      const locationsIn = async (path: string) => {
        const xml = await (await request.get(path, { headers: FORWARDED_EVIL })).text();
        return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      };
      const locations = await locationsIn('/sitemap.xml');
      for (const file of locations.filter((location) => location.endsWith('.xml'))) {
        locations.push(...(await locationsIn(new URL(file).pathname)));
      }
      expect(locations.length).toBeGreaterThan(10);
      for (const location of locations) expect(location.startsWith(`${publicOrigin}/`), location).toBe(true);
      const page = await (await request.get('/search-location', { headers: { host: 'evil.example' } })).text();
      expect(page).toContain(`<link rel="canonical" href="${publicOrigin}/search-location">`);
      expect(page).not.toContain('evil.example');

      expect((await signIn(request, '/api/login', { origin: publicOrigin })).status).toBe(200);
      expect((await signIn(request, '/api/login', { origin: instance.baseURL })).status).toBe(403);
    } finally {
      await request.dispose();
    }
  });

  test('NODE_ENV=production without PUBLIC_ORIGIN: one line naming it, exit code 1', async () => {
    for (const [env, line] of [
      [
        { NODE_ENV: 'production', PUBLIC_ORIGIN: '' },
        "Invalid configuration: PUBLIC_ORIGIN: required when NODE_ENV=production (the shop's public origin, e.g. https://shop.example.in)",
      ],
      [
        { PUBLIC_ORIGIN: 'https://shop.example/shop' },
        'Invalid configuration: PUBLIC_ORIGIN: must be an http(s) origin such as https://shop.example.in, without a path',
      ],
    ] as const) {
      const instance = await serverWith(env);
      const timer = setTimeout(() => instance.child.kill('SIGKILL'), 20_000);
      const code = await instance.exited;
      clearTimeout(timer);
      expect(code, instance.output()).toBe(1);
      expect(instance.errors().trim()).toBe(line);
    }
  });

  test('a chunked body over the limit is refused with 413 while it is still being sent, in one log line', async () => {
    const instance = await serverWith({});
    await instance.waitReady();
    const { port } = instance;
    const chunk = 'x'.repeat(8 * 1024);
    const planned = 4 * MAX_BODY_BYTES;
    const outcome = await new Promise<{ answer: string; sentWhenAnswered: number; sent: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      let sentWhenAnswered = -1;
      socket.setEncoding('utf8');
      socket.on('data', (data: string) => {
        if (sentWhenAnswered === -1) sentWhenAnswered = sent;
        answer += data;
      });
      socket.on('error', () => undefined);
      socket.once('close', () => resolve({ answer, sentWhenAnswered, sent }));
      socket.once('connect', async () => {
        socket.write(
          'POST /api/get-settings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        );
        // Slowly: 8 KiB every 20 ms, until the answer comes (or the whole body is sent).
        while (sent < planned && sentWhenAnswered === -1 && !socket.destroyed) {
          socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
          sent += chunk.length;
          await sleep(20);
        }
        if (socket.destroyed) return;
        if (sent >= planned) socket.end('0\r\n\r\n');
        else socket.end();
      });
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toContain('"code":"payload_too_large"');
    expect(outcome.answer.toLowerCase()).toContain('connection: close');
    // Answered at the first chunk past the limit, not at the end of the body.
    expect(outcome.sentWhenAnswered).toBeGreaterThan(MAX_BODY_BYTES - chunk.length);
    expect(outcome.sentWhenAnswered).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * chunk.length);
    expect(outcome.sent).toBeLessThan(planned);

    // A body the client abandons halfway: one line too.
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/get-settings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        );
        setTimeout(() => socket.destroy(), 200);
      });
      socket.on('error', () => undefined);
      socket.once('close', () => resolve());
    });
    await expect.poll(() => instance.output()).toContain('went away');
    const lines = instance.output().split('\n');
    expect(lines.filter((line) => line.includes(`body over ${MAX_BODY_BYTES} bytes`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('the client went away before its body was complete'))).toHaveLength(1);
    expect(instance.errors()).not.toMatch(/^\s+at /m);
    expect((await fetch(`${instance.baseURL}/healthz`)).status).toBe(200);
  });

  test('a page takes a small form only: four 120 MB posts and a chunked one are refused before they are read', async () => {
    const instance = await serverWith({});
    await instance.waitReady();
    const { port } = instance;
    const before = residentBytes(instance);
    const huge = 120 * 1024 * 1024;
    const posts = await Promise.all(
      Array.from({ length: 4 }, () => rawPost(port, '/consent', { 'content-length': String(huge) }, huge)),
    );
    for (const post of posts) {
      expect(post.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(post.answer.toLowerCase()).toContain('connection: close');
      expect(post.sent).toBeLessThan(huge);
    }
    const chunked = await rawPost(port, '/consent', { 'transfer-encoding': 'chunked' }, 0);
    expect(chunked.answer).toMatch(/^HTTP\/1\.1 411 /);
    // Memory stays where it was (within 50 MB: the process's own churn).
    expect(residentBytes(instance) - before).toBeLessThan(50 * 1024 * 1024);
    // The cookie notice's own form still goes through.
    const accepted = await fetch(`${instance.baseURL}/consent`, {
      method: 'POST',
      body: new URLSearchParams({ back: '/categories' }),
      redirect: 'manual',
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/categories');
  });
});

/** The server process's resident memory, from /proc. */
function residentBytes(instance: Instance): number {
  const status = readFileSync(`/proc/${instance.child.pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error('no VmRSS in /proc status');
  return Number(kib) * 1024;
}

/**
 * A POST of `path` on a raw socket with `headers`; then, after a moment for an answer to the headers
 * alone, up to `bodyBytes` of body a megabyte at a time until the server answers or closes: what it
 * answered, and how much was sent. (Waiting first: a connection closed with body bytes unread may be
 * reset, and a reset can take the answer with it.)
 */
function rawPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  bodyBytes: number,
): Promise<{ answer: string; sent: number }> {
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      answer += data;
    });
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ answer, sent }));
    socket.once('connect', async () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n${lines.join('')}\r\n`,
      );
      await sleep(500);
      while (sent < bodyBytes && answer === '' && !socket.destroyed) {
        if (!socket.write(chunk)) await new Promise((drained) => socket.once('drain', drained));
        sent += chunk.length;
      }
      // Nothing more to send, or answered: give the server a moment to close, then close.
      await sleep(answer === '' ? 500 : 100);
      socket.destroy();
    });
  });
}

test('the API takes POST only: TRACE, PUT, DELETE, OPTIONS and GET are 405 with Allow: POST', async ({ request }) => {
  for (const path of ['/api/get-settings', '/api/no-such-call']) {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'GET']) {
      const answer = await request.fetch(path, { method });
      expect(answer.status(), `${method} ${path}`).toBe(405);
      expect(answer.headers().allow, `${method} ${path}`).toBe('POST');
      expect(await answer.json(), `${method} ${path}`).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  }
});
