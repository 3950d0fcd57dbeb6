// The metrics' route labels (decision 0324): bounded whatever the path — an API call by its name in
// the route table, a page by the pattern the middleware gave, a zone page by its own pattern, and
// anything else under a handful of fixed names.
import { describe, expect, it } from 'vitest';
import { routeLabel } from '../../../../src/server/http/metrics-endpoint.ts';
import { apiRouter } from '../../../../src/server/api/routes/index.ts';

const apiName = (call: string) => apiRouter.match(call)?.route.path ?? null;

describe('routeLabel', () => {
  it('names an API call by its route, a call with a parameter by its pattern, and an unknown one alike', () => {
    expect(routeLabel('/api/place-order', undefined, apiName)).toBe('api:place-order');
    const withParam = apiRouter.routes.find((route) => route.segments.some((part) => part.startsWith(':')));
    if (withParam) {
      const path = withParam.segments.map((part) => (part.startsWith(':') ? 'FC-123-xyz' : part)).join('/');
      expect(routeLabel(`/api/${path}`, undefined, apiName)).toBe(`api:${withParam.path}`);
    }
    expect(routeLabel('/api/no-such-call-123', undefined, apiName)).toBe('api:unknown');
    expect(routeLabel('/api/another-made-up', undefined, apiName)).toBe('api:unknown');
  });

  it('names a page by the pattern it was rendered by, and a zone page by its own', () => {
    expect(routeLabel('/item/broccoli-kothrud', { pattern: '/item/[slug]' }, apiName)).toBe('page:/item/[slug]');
    expect(routeLabel('/category/fruits', {}, apiName)).toBe('page:/category/[slug]');
    expect(routeLabel('/', {}, apiName)).toBe('page:/');
    expect(routeLabel('/home-rows/3', {}, apiName)).toBe('page:/home-rows/[index]');
  });

  it('puts everything else under a few fixed names', () => {
    const labels = new Set(
      [
        '/_astro/app.abc123.js',
        '/media/12-480.webp',
        '/events/store-orders/1',
        '/webhooks/razorpay',
        '/healthz',
        '/readyz',
        '/metrics',
        '/favicon.ico',
        '/wp-login.php',
        `/${'x'.repeat(500)}`,
      ].map((path) => routeLabel(path, {}, apiName)),
    );
    expect([...labels].sort()).toEqual(['events', 'health', 'media', 'metrics', 'other', 'static', 'webhooks']);
  });
});
