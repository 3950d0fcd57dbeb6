// The instance's metrics (decision 0324), in the Prometheus text format at GET /metrics
// (http/metrics-endpoint.ts): one registry per process, Node's own figures (memory, event-loop
// delay, garbage collection) and the shop's. Services count what happens to them here (an order
// placed, a payment settled); the edge counts requests and reads its gauges when scraped. Every
// label is bounded: routes by name (never a path), stores by id, providers and outcomes by their
// fixed names.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'farmcart_' });

const ordersPlaced = new Counter({
  name: 'farmcart_orders_placed_total',
  help: 'Orders customers placed, by store (an online order counts when placed, before it is paid).',
  labelNames: ['store'] as const,
  registers: [metricsRegistry],
});

const payments = new Counter({
  name: 'farmcart_payments_total',
  help: "Payment providers' answers settled, by provider, what the provider said (paid or failed) and the outcome (confirmed, already, refused, refunding, failed, noted, unknown).",
  labelNames: ['provider', 'said', 'outcome'] as const,
  registers: [metricsRegistry],
});

const unexpectedErrors = new Counter({
  name: 'farmcart_unexpected_errors_total',
  help: 'Errors no rule expected (logged with their stack and request id), by route.',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

export function countOrderPlaced(storeId: number): void {
  ordersPlaced.inc({ store: String(storeId) });
}

export function countPayment(provider: string, said: 'paid' | 'failed', outcome: string): void {
  payments.inc({ provider, said, outcome });
}

export function countUnexpectedError(route: string): void {
  unexpectedErrors.inc({ route });
}

/** Where the middleware names the page a request rendered (its route pattern), for the edge to count it under. */
export interface PageRoute {
  pattern?: string;
}

const pageRoutes = new AsyncLocalStorage<PageRoute>();

/** Runs a page's rendering with `route` to be named by the middleware (only while metrics are on). */
export function renderingPage(route: PageRoute, render: () => void): void {
  pageRoutes.run(route, render);
}

/** The middleware: the page being rendered is `pattern` (Astro's route pattern, bounded). */
export function notePageRoute(pattern: string): void {
  const route = pageRoutes.getStore();
  if (route) route.pattern = pattern;
}
