// GET /metrics (decision 0324): refused without the scraper's bearer token; with it, every family
// an operator watches is there, requests are counted by route (a page by its pattern, never its
// path), and an order placed moves its store's counter by one.
import { expect, test } from '../fixtures.ts';
import { placePickupOrder } from '../helpers/cart.ts';

const TOKEN = 'scraper-token-for-the-metrics-test-0324';

const FAMILIES = [
  'farmcart_http_requests_total',
  'farmcart_http_request_duration_seconds',
  'farmcart_orders_placed_total',
  'farmcart_payments_total',
  'farmcart_unexpected_errors_total',
  'farmcart_db_pool_connections',
  'farmcart_cache_reads_total',
  'farmcart_cache_entries',
  'farmcart_event_streams_open',
  'farmcart_queue_depth',
  'farmcart_queue_oldest_seconds',
  'farmcart_process_resident_memory_bytes',
  'farmcart_nodejs_heap_size_used_bytes',
  'farmcart_nodejs_eventloop_lag_p99_seconds',
];

test.use({ ownServerEnv: { METRICS_TOKEN: TOKEN } });

test('metrics: a token to read them, every family, requests by route, orders counted', async ({
  customer,
  ownServer,
}) => {
  const scrape = async () => {
    const answer = await customer.request.get(`${ownServer.baseURL}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };
  const placedAtKothrud = (text: string) =>
    Number(/^farmcart_orders_placed_total\{store="1"\} (\d+)$/m.exec(text)?.[1] ?? 0);

  const without = await customer.request.get(`${ownServer.baseURL}/metrics`);
  expect(without.status()).toBe(401);
  expect(without.headers()['www-authenticate']).toBe('Bearer realm="metrics"');
  const wrong = await customer.request.get(`${ownServer.baseURL}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN.slice(1)}x` },
  });
  expect(wrong.status()).toBe(401);

  await customer.goto(`${ownServer.baseURL}/item/broccoli-kothrud`);
  const before = await scrape();
  for (const family of FAMILIES) expect(before, family).toContain(`# TYPE ${family} `);
  // The item's page by its route's pattern, never by its address.
  expect(before).toMatch(
    /^farmcart_http_requests_total\{route="page:\/item\/\[slug\]",method="GET",status="200"\} \d+$/m,
  );
  expect(before).not.toContain('broccoli-kothrud');
  expect(before).toMatch(/^farmcart_db_pool_connections\{state="max"\} \d+$/m);
  expect(before).toMatch(/^farmcart_queue_depth\{queue="reports"\} 0$/m);

  await placePickupOrder(customer.request, ownServer.baseURL, 'metrics-one');
  const after = await scrape();
  expect(placedAtKothrud(after)).toBe(placedAtKothrud(before) + 1);
  expect(after).toMatch(/^farmcart_http_requests_total\{route="api:place-order",method="POST",status="200"\} 1$/m);
});
