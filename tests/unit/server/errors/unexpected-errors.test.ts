// Decision 0331: an unexpected error is logged once (JSON with the request's id, the route and the
// stack), counted in the metrics by route, and sent to an error tracker speaking the Sentry
// envelope protocol when SENTRY_DSN names one: here a small fake of one on 127.0.0.1.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRouter, dispatch } from '../../../../src/server/api/dispatch.ts';
import { route } from '../../../../src/server/api/route.ts';
import { createErrorTracker, framesOf, parseDsn } from '../../../../src/server/error-tracker.ts';
import { metricsRegistry } from '../../../../src/server/metrics.ts';
import { configureErrorReports, reportUnexpected } from '../../../../src/server/unexpected-errors.ts';
import { openTestShop } from '../harness.ts';
import { type FakeSentry, startFakeSentry } from './fake-sentry.ts';

async function errorsCounted(routeName: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('farmcart_unexpected_errors_total')?.get();
  return metric?.values.find((value) => value.labels.route === routeName)?.value ?? 0;
}

describe('parseDsn', () => {
  it('finds the envelope address and the public key of Sentry’s and GlitchTip’s DSNs', () => {
    expect(parseDsn('https://abc123@o1.ingest.sentry.io/4506')).toEqual({
      dsn: 'https://abc123@o1.ingest.sentry.io/4506',
      publicKey: 'abc123',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/4506/envelope/',
    });
    expect(parseDsn('https://k@glitchtip.example.in:8443/tracker/7')?.envelopeUrl).toBe(
      'https://glitchtip.example.in:8443/tracker/api/7/envelope/',
    );
  });
  it('refuses what is not one', () => {
    for (const text of ['', 'not a url', 'https://o1.ingest.sentry.io/4506', 'https://k@host/', 'ftp://k@host/1'])
      expect(parseDsn(text), text).toBeNull();
  });
});

describe('framesOf', () => {
  it('reads V8’s stack lines, the outermost call first', () => {
    const stack = [
      'Error: boom',
      '    at placeOrder (file:///srv/dist/server/chunks/orders.mjs:10:5)',
      '    at file:///srv/dist/server/entry.mjs:20:7',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
    ].join('\n');
    expect(framesOf(stack)).toEqual([
      {
        function: 'process.processTicksAndRejections',
        filename: 'node:internal/process/task_queues',
        lineno: 105,
        colno: 5,
        in_app: false,
      },
      { filename: 'file:///srv/dist/server/entry.mjs', lineno: 20, colno: 7, in_app: true },
      {
        function: 'placeOrder',
        filename: 'file:///srv/dist/server/chunks/orders.mjs',
        lineno: 10,
        colno: 5,
        in_app: true,
      },
    ]);
  });
});

describe('reporting an unexpected error', () => {
  let tracker: FakeSentry;
  const lines: string[] = [];

  beforeAll(async () => {
    tracker = await startFakeSentry();
  });
  afterEach(() => {
    lines.length = 0;
    configureErrorReports({ LOG_FORMAT: 'none' });
  });
  afterAll(async () => {
    await tracker.close();
  });

  it('logs it once as JSON, counts it by route and sends it to the tracker', async () => {
    const sender = configureErrorReports(
      { LOG_FORMAT: 'json', SENTRY_DSN: tracker.dsn, SENTRY_ENVIRONMENT: 'test', SENTRY_RELEASE: '1.2.3' },
      (line) => lines.push(line),
    );
    const before = await errorsCounted('api:test-route');
    reportUnexpected(new TypeError('cannot read the basket'), { route: 'api:test-route', requestId: 'req-12345678' });
    await sender?.flush();

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      request_id: 'req-12345678',
      route: 'api:test-route',
      error: 'TypeError',
      message: 'cannot read the basket',
      stack: expect.stringContaining('unexpected-errors.test.ts'),
    });
    expect(await errorsCounted('api:test-route')).toBe(before + 1);

    expect(tracker.envelopes).toHaveLength(1);
    const [envelope] = tracker.envelopes;
    const event = envelope?.items[0]?.payload as Record<string, unknown> & {
      exception: { values: { type: string; value: string; stacktrace: { frames: { filename: string }[] } }[] };
    };
    expect(envelope?.header).toMatchObject({ dsn: tracker.dsn, event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(envelope?.items[0]?.header).toMatchObject({ type: 'event', content_type: 'application/json' });
    expect(event).toMatchObject({
      event_id: envelope?.header.event_id,
      platform: 'node',
      level: 'error',
      environment: 'test',
      release: '1.2.3',
      transaction: 'api:test-route',
      tags: { route: 'api:test-route', request_id: 'req-12345678' },
    });
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'cannot read the basket' });
    expect(event.exception.values[0]?.stacktrace.frames.at(-1)?.filename).toContain('unexpected-errors.test.ts');
    expect(sender?.counts).toMatchObject({ sent: 1, refused: 0, failed: 0, dropped: 0 });
  });

  it('reports an error a call throws in the dispatcher under its route and request id', async () => {
    configureErrorReports({ LOG_FORMAT: 'json' }, (line) => lines.push(line));
    const router = createRouter([
      route('get-settings', {
        handle: () => {
          throw new RangeError('the settings row is missing');
        },
      }),
    ]);
    const shop = await openTestShop();
    const answer = await dispatch(router, async () => shop, {
      method: 'POST',
      path: 'get-settings',
      header: (name) => ({ 'x-request-id': 'req-from-the-edge', 'content-type': 'application/json' })[name] ?? null,
      readBody: async () => '{}',
    });
    expect(answer.status).toBe(500);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        route: 'api:get-settings',
        request_id: 'req-from-the-edge',
        error: 'RangeError',
        message: 'the settings row is missing',
      }),
    ]);
    await shop.close();
  });

  it('counts what a tracker refuses, and drops what is beyond the few on their way', async () => {
    const wrongKey = createErrorTracker(
      parseDsn(tracker.dsn.replace('public-key-for-tests', 'another-key')) ?? fail(),
      {
        release: 'x',
        environment: 'test',
      },
    );
    for (let index = 0; index < 10; index++) wrongKey.capture(new Error(`storm ${index}`), { route: 'events' });
    await wrongKey.flush();
    expect(wrongKey.counts).toEqual({ sent: 0, refused: 8, failed: 0, dropped: 2 });
    expect(tracker.refused.filter((status) => status === 401)).toHaveLength(8);
  });
});

function fail(): never {
  throw new Error('the DSN should parse');
}
