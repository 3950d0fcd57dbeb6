// docs/monitoring (decision 0324): every metric the example alerts and the Grafana dashboard read is
// one an instance serves at /metrics (a histogram's _bucket and a family's name alike), so an
// operator who loads them watches real series.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../../src/server/http/metrics-endpoint.ts';
import { metricsRegistry } from '../../../src/server/metrics.ts';

function metricNames(text: string): string[] {
  return [...new Set(text.match(/farmcart_[a-z0-9_]+/g) ?? [])];
}

describe('docs/monitoring', () => {
  it('reads only metrics the server serves', async () => {
    createMetrics({
      token: 'x'.repeat(24),
      apiName: () => null,
      readings: { pool: () => null, streamsOpen: () => 0, caches: () => [], queues: async () => [] },
    });
    const served = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
    const dashboard = JSON.parse(readFileSync('docs/monitoring/grafana-dashboard.json', 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const read = [
      ...metricNames(readFileSync('docs/monitoring/alerts.yml', 'utf8')),
      ...metricNames(dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n')),
    ];
    expect(read.length).toBeGreaterThan(10);
    const unknown = read.filter((name) => !served.has(name) && !served.has(name.replace(/_(bucket|sum|count)$/, '')));
    expect(unknown).toEqual([]);
  });
});
