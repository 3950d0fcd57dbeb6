// Server-sent events (src/server/http/event-stream.ts; decision 0236): a
// stream sends its state at once, again after events on its topics (several close together
// make one read), a comment when a heartbeat finds nothing new, and `end` when the caller may
// no longer see it; it is refused like an API call without a session; closing it leaves no
// subscriber behind; and every open stream ends when the instance drains.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/domain/api/errors.ts';
import { eventStream } from '../../../../src/server/api/stream.ts';
import { publishEvent, subscriberCount } from '../../../../src/server/events.ts';
import { createEventStreamHandler, type EventStreamHandler } from '../../../../src/server/http/event-stream.ts';
import { createSession } from '../../../../src/server/services/sessions/sessions.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

interface Listening {
  url: string;
  close(): Promise<void>;
}

/** Reads a stream's text as it comes; `until` waits for some text to have arrived. */
function follow(url: string, headers: Record<string, string> = {}) {
  let text = '';
  let status = 0;
  let contentType = '';
  let ended = false;
  const request = http.get(url, { headers });
  const answered = new Promise<void>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      status = response.statusCode ?? 0;
      contentType = String(response.headers['content-type'] ?? '');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('end', () => {
        ended = true;
      });
      resolve();
    });
  });
  return {
    answered,
    get text() {
      return text;
    },
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    get ended() {
      return ended;
    },
    async until(check: (text: string) => boolean, ms = 2_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!check(text)) {
        if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms; got ${JSON.stringify(text)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close() {
      request.destroy();
    },
  };
}

const dataLines = (text: string) => text.split('\n').filter((line) => line.startsWith('data: '));

/** Long enough that a heartbeat does not fall inside the coalescing test's window on a busy machine. */
const HEARTBEAT_MS = 2_000;

/** Waits until `check` holds (the server sees a closed connection a moment after the client closes it). */
async function eventually(check: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.skipIf(!engineAvailable)('server-sent event streams', () => {
  let shop: TestShop;
  let handler: EventStreamHandler;
  let server: Listening;
  let reads = 0;
  let visible = true;

  beforeAll(async () => {
    shop = await openTestShop();
    const streams = [
      eventStream('counter/:name', {
        async open(params) {
          return ok({
            topics: [`counter:${params.name}`],
            read: async () => {
              reads += 1;
              return visible ? { name: params.name, reads } : null;
            },
          });
        },
      }),
      eventStream('mine', {
        auth: 'required',
        open: async () => ok({ topics: [], read: async () => ({ mine: true }) }),
      }),
    ];
    handler = createEventStreamHandler(streams, async () => shop, {
      trustProxy: false,
      timings: { heartbeatMs: HEARTBEAT_MS, coalesceMs: 100, lifetimeMs: 60_000, retryMs: 1_500 },
    });
    const listener = http.createServer((req, res) => void handler.handle(req, res));
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const { port } = listener.address() as AddressInfo;
    server = {
      url: `http://127.0.0.1:${port}/events/`,
      close: () => new Promise((resolve) => listener.close(() => resolve())),
    };
  });
  afterAll(async () => {
    handler?.endAll();
    await server?.close();
    await shop?.close();
  });

  it('sends the state at once with retry:, then again after an event, several events making one read', async () => {
    const stream = follow(`${server.url}counter/a`);
    await stream.answered;
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    await stream.until((text) => dataLines(text).length === 1);
    expect(stream.text.startsWith('retry: 1500\n\n')).toBe(true);
    const readsBefore = reads;
    for (let i = 0; i < 5; i++) void publishEvent(shop.db, 'counter:a', { i });
    await stream.until((text) => dataLines(text).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads - readsBefore, 'five events close together are one read').toBe(1);
    // Another topic is not followed.
    void publishEvent(shop.db, 'counter:b', { i: 1 });
    stream.close();
  });

  it('reads again at each heartbeat: a comment when nothing changed, the state when it did', async () => {
    const stream = follow(`${server.url}counter/quiet`);
    await stream.until((text) => text.includes(': still here') || dataLines(text).length >= 2, HEARTBEAT_MS + 2_000);
    // Each read here counts, so the state changed: the heartbeat sent it.
    expect(dataLines(stream.text).length).toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it('ends with an `end` event when the caller may no longer see the state', async () => {
    const stream = follow(`${server.url}counter/gone`);
    await stream.until((text) => dataLines(text).length === 1);
    visible = false;
    void publishEvent(shop.db, 'counter:gone', { gone: true });
    await stream.until((text) => text.includes('event: end\n'));
    visible = true;
    await stream.until(() => stream.ended);
  });

  it('leaves no subscriber behind when the client goes away', async () => {
    await eventually(() => handler.open === 0);
    const before = subscriberCount(shop.db);
    const stream = follow(`${server.url}counter/leaving`);
    await stream.until((text) => dataLines(text).length === 1);
    expect(subscriberCount(shop.db)).toBe(before + 1);
    stream.close();
    await eventually(() => subscriberCount(shop.db) === before && handler.open === 0);
    expect(subscriberCount(shop.db)).toBe(before);
    expect(handler.open).toBe(0);
  });

  it('is refused like an API call: 401 without a session, 404 for no such stream, 405 for POST, 400 naming a bad parameter', async () => {
    const refused = follow(`${server.url}mine`);
    await refused.answered;
    await refused.until(() => refused.ended);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'unauthorized' } });
    const token = await createSession(shop, 1);
    const allowed = follow(`${server.url}mine`, { cookie: `fc_session=${token}` });
    await allowed.until((text) => dataLines(text).length === 1);
    allowed.close();
    const missing = follow(`${server.url}nothing-here`);
    await missing.answered;
    expect(missing.status).toBe(404);
    const posted = await fetch(`${server.url}counter/a`, { method: 'POST' });
    expect(posted.status).toBe(405);
  });

  it('ends every open stream when the instance drains, and ends new ones at once', async () => {
    await eventually(() => handler.open === 0);
    const streams = [follow(`${server.url}counter/x`), follow(`${server.url}counter/y`)];
    for (const stream of streams) await stream.until((text) => dataLines(text).length === 1);
    expect(handler.open).toBe(2);
    handler.endAll();
    for (const stream of streams) await stream.until(() => stream.ended);
    const late = follow(`${server.url}counter/z`);
    await late.until(() => late.ended);
    expect(late.text).toBe('retry: 1500\n\n');
    await eventually(() => handler.open === 0);
    expect(handler.open).toBe(0);
  });
});

// Fair shares (decision 0277): one client address, or one session, holds at most its share of
// open streams; holding all of it does not keep another client out; a stream ends with its session.
describe.skipIf(!engineAvailable)('each client’s share of event streams', () => {
  let shop: TestShop;
  let handler: EventStreamHandler;
  let server: Listening;

  beforeAll(async () => {
    shop = await openTestShop();
    const streams = [
      eventStream('open/:name', {
        open: async (params) => ok({ topics: [], read: async () => ({ name: params.name }) }),
      }),
      eventStream('mine', {
        auth: 'required',
        open: async () => ok({ topics: [], read: async () => ({ mine: true }) }),
      }),
    ];
    // Behind a trusted balancer, so the test can speak from several addresses.
    handler = createEventStreamHandler(streams, async () => shop, {
      trustProxy: true,
      timings: { heartbeatMs: 200, coalesceMs: 50, lifetimeMs: 60_000, retryMs: 1_000 },
      limits: { perAddress: 3, perSession: 2 },
    });
    const listener = http.createServer((req, res) => void handler.handle(req, res));
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const { port } = listener.address() as AddressInfo;
    server = {
      url: `http://127.0.0.1:${port}/events/`,
      close: () => new Promise((resolve) => listener.close(() => resolve())),
    };
  });
  afterAll(async () => {
    handler?.endAll();
    await server?.close();
    await shop?.close();
  });

  const from = (address: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...extra });

  it('refuses an address its fourth stream while it holds three, and serves another address at once', async () => {
    const hog = [1, 2, 3].map((n) => follow(`${server.url}open/${n}`, from('203.0.113.9')));
    for (const stream of hog) await stream.until((text) => dataLines(text).length === 1);
    const more = follow(`${server.url}open/4`, from('203.0.113.9'));
    await more.answered;
    await more.until(() => more.ended);
    expect(more.status).toBe(429);
    expect(JSON.parse(more.text)).toMatchObject({ error: { code: 'rate_limited' } });
    // Another client is served at once, while the first still holds its whole share.
    const started = Date.now();
    const other = follow(`${server.url}open/other`, from('198.51.100.20'));
    await other.until((text) => dataLines(text).length === 1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(hog.every((stream) => !stream.ended)).toBe(true);
    // A stream given back is a share free again.
    hog[0]?.close();
    await eventually(() => handler.open === 3);
    const again = follow(`${server.url}open/5`, from('203.0.113.9'));
    await again.until((text) => dataLines(text).length === 1);
    for (const stream of [...hog, other, again]) stream.close();
    await eventually(() => handler.open === 0);
  });

  it('refuses a session its third stream, from whatever address', async () => {
    const token = await createSession(shop, 1);
    const cookie = { cookie: `fc_session=${token}` };
    const first = follow(`${server.url}mine`, from('198.51.100.31', cookie));
    const second = follow(`${server.url}mine`, from('198.51.100.32', cookie));
    for (const stream of [first, second]) await stream.until((text) => dataLines(text).length === 1);
    const third = follow(`${server.url}mine`, from('198.51.100.33', cookie));
    await third.answered;
    expect(third.status).toBe(429);
    for (const stream of [first, second]) stream.close();
    await eventually(() => handler.open === 0);
  });

  it('ends a stream when its session ends (signed out), not minutes later', async () => {
    const token = await createSession(shop, 1);
    const stream = follow(`${server.url}mine`, from('198.51.100.40', { cookie: `fc_session=${token}` }));
    await stream.until((text) => dataLines(text).length === 1);
    await shop.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('revoked_at', 'is', null)
      .execute();
    await stream.until((text) => text.includes('event: end\n'), 2_000);
    await stream.until(() => stream.ended);
  });
});
