// Lock timeouts: one row lock held 15 s elsewhere took all 10 pooled connections and stalled
// unrelated calls on that instance for 14 s. Now orders that need the locked stock row give
// up after PG_LOCK_TIMEOUT_MS (503 `unavailable` with Retry-After), write transactions may hold
// only half of the pool (src/server/db/write-slots.ts), and calls that need no lock keep
// answering at once the whole time. On the shared test PostgreSQL, in a fresh schema.
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures.ts';
import { ASHA, DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import {
  type FreshSchema,
  freshSchema,
  type Instance,
  sharedPostgresHost,
  sleep,
  spawnInstance,
} from '../support/instances.ts';

const LOCK_HELD_MS = 15_000;
/** New orders for the locked item every ORDER_EVERY_MS, ORDERS_PER_WAVE at a time (bounded: 150 at most). */
const ORDER_EVERY_MS = 500;
const ORDERS_PER_WAVE = 5;
/** "Not stalled": the slowest unrelated call while the lock is held. */
const UNRELATED_LIMIT_MS = 1_000;

// Alone (fixtures.ts): ten orders a second load the instance, and unrelated calls are timed.
test.use({ runsAlone: true });

let schema: FreshSchema | null = null;
let instance: Instance | null = null;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  schema = await freshSchema('e2e_lock');
  if (!schema) return;
  instance = await spawnInstance({ DATABASE_URL: schema.url });
  await instance.waitReady();
});

test.afterAll(async () => {
  await instance?.stop();
  await schema?.drop();
});

async function signIn(server: Instance, phone: string): Promise<string> {
  const login = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function post(server: Instance, path: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseURL}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

test('a stock row locked 15 s elsewhere: orders for it answer 503, unrelated calls do not stall', async () => {
  test.skip(schema === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
  test.setTimeout(90_000);
  if (!schema || !instance) return;
  const server = instance;
  const rohan = await signIn(server, ROHAN.phone);
  const asha = await signIn(server, ASHA.phone);
  const found = await post(server, '/api/get-single-item', '', { slug: 'broccoli-kothrud' });
  const item = (await found.json()) as { id: number; variants: { id: number }[] };
  const variant = item.variants[0];
  if (!variant) throw new Error('Broccoli has no variant in the demo shop');
  const order = () =>
    post(server, '/api/place-order', rohan, {
      // Two: above the store's minimum order.
      items: [{ item_id: item.id, variant_id: variant.id, quantity: 2 }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `lock-${randomUUID()}`,
    });

  // Elsewhere: an operator's session locks the item's stock rows and keeps them 15 s.
  await schema.client.query('begin');
  await schema.client.query('select id from item_variants where item_id = $1 for update', [item.id]);
  const lockedAt = Date.now();
  const held = () => Date.now() - lockedAt < LOCK_HELD_MS;

  const orders: Promise<{ status: number; retryAfter: string | null; code: string; ms: number; at: number }>[] = [];
  const waves = (async () => {
    while (held()) {
      for (let n = 0; n < ORDERS_PER_WAVE; n++) {
        const sent = Date.now();
        orders.push(
          order().then(async (response) => ({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            code: ((await response.json()) as { error?: { code: string } }).error?.code ?? 'ok',
            ms: Date.now() - sent,
            at: Date.now(),
          })),
        );
      }
      await sleep(ORDER_EVERY_MS);
    }
  })();

  const unrelated: { path: string; status: number; ms: number }[] = [];
  const readers = ['/api/get-addresses', '/api/get-user-notifications', '/my-account'].map(async (path) => {
    await sleep(300); // the first wave is waiting for the lock by then
    while (held()) {
      const sent = Date.now();
      const response = path.startsWith('/api/')
        ? await post(server, path, asha, {})
        : await fetch(`${server.baseURL}${path}`, { headers: { cookie: asha } });
      await response.arrayBuffer();
      unrelated.push({ path, status: response.status, ms: Date.now() - sent });
      await sleep(50);
    }
  });
  await Promise.all([waves, ...readers]);
  await schema.client.query('rollback');
  const releasedAt = Date.now();
  const all = await Promise.all(orders);
  // Orders still waiting for a write slot when the lock went may go through (or find the stock gone).
  const answers = all.filter((answer) => answer.at < releasedAt);
  expect(all.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);

  const slowest = Math.max(...unrelated.map((call) => call.ms));
  const sorted = unrelated.map((call) => call.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const byAnswer: Record<string, number> = {};
  for (const answer of answers)
    byAnswer[`${answer.status} ${answer.code}`] = (byAnswer[`${answer.status} ${answer.code}`] ?? 0) + 1;
  console.log(
    `Lock held ${LOCK_HELD_MS / 1000} s: of ${all.length} orders for the locked item, ${answers.length} answered while it was held: ${JSON.stringify(byAnswer)} ` +
      `in at most ${Math.max(...answers.map((answer) => answer.ms))} ms; ` +
      `${unrelated.length} unrelated calls: median ${median} ms, slowest ${slowest} ms`,
  );
  expect(
    unrelated.every((call) => call.status === 200),
    JSON.stringify(unrelated.filter((c) => c.status !== 200)),
  ).toBe(true);
  expect(slowest, 'the slowest unrelated call while the lock is held').toBeLessThan(UNRELATED_LIMIT_MS);
  expect(answers.length).toBeGreaterThan(50);
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.code).toBe('unavailable');
    expect(answer.retryAfter).toBe('5');
    // A wait for a write slot (at most PG_CONNECT_TIMEOUT_MS, 5 s), then for the lock (PG_LOCK_TIMEOUT_MS, 2 s).
    expect(answer.ms).toBeLessThan(10_000);
  }

  // The lock is gone: the next order takes the stock rows (it may find the stock taken by the orders that waited).
  const after = await order();
  const text = await after.text();
  expect([200, 409], text).toContain(after.status);
  expect(text).not.toContain('unavailable');
});
