// Every JSON endpoint, found from the route table (so a new endpoint is covered
// without touching this test), is sent malformed input: wrong content type,
// broken JSON, non-objects, oversized bodies, garbage in every field, bad path
// parameters. Each answer must be a 4xx JSON error naming the problem, never a 5xx.
// A signed-in endpoint answers 401 to a caller without a session before it reads
// the input; so it is checked for that, then sent the input again with a session of its
// kind (a demo customer's, or the demo admin's for staff calls), so its input
// checks are exercised too. The seed has no delivery partner: partner calls are
// sent it without a session, and must refuse every malformed body with a 4xx.
import type { APIRequestContext } from '@playwright/test';
import { apiRoutes } from '../../../src/server/api/routes/index.ts';
import { expect, test } from '../fixtures.ts';

// Every operation the server answers, from the one route table it dispatches with.
const toTestPath = (path: string) => `/api/${path.replace(/:(\w+)/g, '[$1]')}`;
const routes = apiRoutes.map((route) => toTestPath(route.path));
const signedInRoutes = new Set(apiRoutes.filter((route) => route.auth !== null).map((route) => toTestPath(route.path)));
const authOf = new Map(apiRoutes.map((route) => [toTestPath(route.path), route.auth]));
/** Calls that take a bigger body from signed-in staff (a catalogue file): a 100 KB body is read, and refused by its schema. */
const bigBodyRoutes = new Set(
  apiRoutes.filter((route) => route.maxBodyBytes !== null).map((route) => toTestPath(route.path)),
);

const FIELDS = [
  'latitude',
  'longitude',
  'lat',
  'lng',
  'id',
  'slug',
  'query',
  'category_ids',
  'category_id',
  'items',
  'token',
  'code',
  'is_randomize',
  'restaurant',
  'flag',
  'coupon',
  'phone',
  'email',
  'password',
  'otp',
];
const HOSTILE_VALUES: unknown[] = [true, {}, [], null, 1e308, -1e308, 'x'.repeat(20_000)];

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

async function post(request: APIRequestContext, path: string, data: string, contentType = 'application/json') {
  const response = await request.post(path, { data, headers: { 'content-type': contentType } });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status()} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status(), body: body as ErrorBody };
}

/** Signs the demo admin in (src/server/seed/demo/staff.ts): the request context keeps the staff cookie. */
async function signInStaff(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/staff/login', {
    data: { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' },
  });
  expect(response.status(), 'demo staff sign-in').toBe(200);
}

/** Signs the demo customer Meera in: the request context keeps the session cookie for the rest of the test. */
async function signIn(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/login', { data: { phone: '9800000003', password: 'demo1234' } });
  expect(response.status(), 'demo sign-in').toBe(200);
}

function expectClientError(path: string, what: string, result: { status: number; body: ErrorBody }, status?: number) {
  const label = `${path} with ${what}`;
  if (status) expect(result.status, label).toBe(status);
  expect(result.status, label).toBeGreaterThanOrEqual(400);
  expect(result.status, label).toBeLessThan(500);
  expect(typeof result.body.error?.code, label).toBe('string');
  expect(typeof result.body.error?.message, label).toBe('string');
}

async function concretePath(request: APIRequestContext, route: string): Promise<string> {
  let path = route;
  if (path.includes('[slug]')) {
    const stores = await post(
      request,
      '/api/get-delivery-restaurants',
      JSON.stringify({ latitude: 18.5074, longitude: 73.8077 }),
    );
    const slug = (stores.body as unknown as { slug: string }[])[0]?.slug ?? 'unknown';
    path = path.replace('[slug]', slug);
  }
  return path.replace('[id]', '1');
}

test('the route table holds the catalog and location endpoints', () => {
  for (const route of ['/api/get-settings', '/api/get-delivery-restaurants', '/api/coordinate-to-address']) {
    expect(routes).toContain(route);
  }
});

for (const route of routes) {
  test(`${route} answers malformed input with a 4xx JSON error`, async ({ request }) => {
    const path = await concretePath(request, route);
    if (signedInRoutes.has(route)) {
      expectClientError(path, 'no session', await post(request, path, '{}'), 401);
      if (authOf.get(route) === 'partner') {
        // No demo partner to sign in as: without a session every malformed body is refused alike.
        for (const [what, body, type] of [
          ['text/plain', '{}', 'text/plain'],
          ['broken JSON', '{"latitude": 18.5,', 'application/json'],
          ['a JSON array', '[1,2]', 'application/json'],
          ['a 100 KB string', JSON.stringify('x'.repeat(100_000)), 'application/json'],
        ] as const) {
          expectClientError(path, what, await post(request, path, body, type));
        }
        return;
      }
      if (authOf.get(route) === 'staff') await signInStaff(request);
      else await signIn(request);
    }

    expectClientError(path, 'text/plain', await post(request, path, '{}', 'text/plain'), 415);
    expectClientError(path, 'a form body', await post(request, path, 'a=1', 'application/x-www-form-urlencoded'), 415);
    expectClientError(path, 'broken JSON', await post(request, path, '{"latitude": 18.5,'), 400);
    expectClientError(path, 'NaN in JSON', await post(request, path, '{"latitude": NaN}'), 400);
    expectClientError(path, 'a JSON array', await post(request, path, '[1,2]'), 400);
    expectClientError(path, 'JSON null', await post(request, path, 'null'), 400);
    expectClientError(path, 'a bare string', await post(request, path, '"hello"'), 400);
    const tooBig = bigBodyRoutes.has(path) ? 400 : 413;
    expectClientError(path, 'a 100 KB string', await post(request, path, JSON.stringify('x'.repeat(100_000))), tooBig);
    expectClientError(
      path,
      'a 100 KB field',
      await post(request, path, JSON.stringify({ query: 'x'.repeat(100_000) })),
      tooBig,
    );

    const empty = await post(request, path, '{}');
    expect(empty.status, `${path} with {}`).toBeLessThan(500);
    if (empty.status === 400) {
      // The endpoint needs input: the error names the missing field, and garbage in every field is refused too.
      expectClientError(path, 'missing fields', empty, 400);
      expect(
        Object.keys((empty.body.error?.fields as object | undefined) ?? {}).length,
        `${path}: fields named`,
      ).toBeGreaterThan(0);
      for (const value of HOSTILE_VALUES) {
        const body = Object.fromEntries(FIELDS.map((field) => [field, value]));
        expectClientError(
          path,
          `every field = ${JSON.stringify(value).slice(0, 20)}`,
          await post(request, path, JSON.stringify(body)),
        );
      }
      for (const number of ['1e999', '-1e999']) {
        const body = `{${FIELDS.map((field) => `"${field}": ${number}`).join(',')}}`;
        expectClientError(path, `every field = ${number}`, await post(request, path, body), 400);
      }
    } else {
      for (const value of HOSTILE_VALUES) {
        const body = Object.fromEntries(FIELDS.map((field) => [field, value]));
        const result = await post(request, path, JSON.stringify(body));
        expect(result.status, `${path} with every field = ${JSON.stringify(value).slice(0, 20)}`).toBeLessThan(500);
      }
    }

    const get = await request.get(path);
    expect(get.status(), `GET ${path}`).toBe(405);
  });
}

test('bad path parameters are refused with 4xx', async ({ request }) => {
  const body = JSON.stringify({ latitude: 18.5074, longitude: 73.8077 });
  for (const route of routes.filter((r) => r.includes('['))) {
    const values = route.includes('[id]')
      ? ['-1', 'abc', '1e9999', '0', '99999999999']
      : ['-bad-', 'x'.repeat(300), 'UPPER', '%00'];
    for (const value of values) {
      const path = route.replace(/\[(slug|id)\]/, value);
      const result = await post(request, path, body);
      expectClientError(path, 'a bad path parameter', result);
    }
  }
});

// Payment providers' webhooks are not in the route table: they are listed here. The
// worker's server has no provider configured, so every provider answers 404; another method 405.
test('the payment webhooks answer odd input with a 4xx JSON error', async ({ request }) => {
  for (const path of ['/webhooks/razorpay', '/webhooks/stripe', '/webhooks/', '/webhooks/%00']) {
    for (const data of ['', 'not json', '{"event":"payment.captured"}', 'x'.repeat(300_000)]) {
      const answer = await request.post(path, { data, headers: { 'content-type': 'application/json' } });
      expect(answer.status(), `${path} ${data.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${path} ${data.slice(0, 20)}`).toBeLessThan(500);
      expect(answer.headers()['content-type']).toContain('application/json');
    }
    const get = await request.get(path);
    expect(get.status(), `GET ${path}`).toBe(405);
  }
});
