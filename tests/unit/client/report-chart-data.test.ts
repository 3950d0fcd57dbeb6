// The reports page's chart draws the table's own figures (decision 0278): money in rupees,
// durations in minutes, every period of a report over time, and the leading rows of a list.
import { describe, expect, it } from 'vitest';
import { bucketsOf } from '../../../src/domain/reports/ranges.ts';
import { buildReport } from '../../../src/domain/reports/reports.ts';
import { CHART_ROWS, chartOf } from '../../../src/islands/staff/reports/chart-data.ts';

const RANGE = { from: '2026-11-01', to: '2026-11-03' };

const base = { range: RANGE, grain: 'day' } as const;

describe('chartOf', () => {
  it('draws every period of a report over time, money in rupees', () => {
    const sales = buildReport({ kind: 'sales', ...base, groups: [] });
    sales.rows[1] = { ...sales.rows[1], net_paise: 12_345 };
    const chart = chartOf(sales);
    expect(chart.labels).toEqual(['1 Nov 2026', '2 Nov 2026', '3 Nov 2026']);
    expect(bucketsOf(RANGE, 'day')).toHaveLength(chart.labels.length);
    expect(chart.series.map((series) => series.label)).toEqual(['Net sales', 'Discounts', 'Cancelled or rejected']);
    expect(chart.series[0]?.values).toEqual([0, 123.45, 0]);
    expect(chart).toMatchObject({ unit: 'money', style: 'bars', cut: false });
  });

  it('draws durations in minutes, and a step no order took as a gap', () => {
    const none = { median: null, p90: null };
    const total = { orders: 0, late: 0, legs: { accept: none, pack: none, pickup: none, deliver: none } };
    const service = buildReport({ kind: 'service', ...base, groups: [], total });
    service.rows[0] = { ...service.rows[0], accept_median: 750 };
    const chart = chartOf(service);
    expect(chart.unit).toBe('duration');
    expect(chart.series[0]?.values).toEqual([12.5, null, null]);
  });

  it('draws the leading rows of a long list and says so', () => {
    const table = buildReport({ kind: 'items', ...base, groups: [], orders: 0 });
    table.rows = Array.from({ length: CHART_ROWS + 3 }, (_, index) => ({
      name: `Item ${index}`,
      quantity: 1,
      orders: 1,
      value_paise: 100 * (CHART_ROWS + 3 - index),
    }));
    const chart = chartOf(table);
    expect(chart.labels).toHaveLength(CHART_ROWS);
    expect(chart.labels[0]).toBe('Item 0');
    expect(chart.cut).toBe(true);
  });
});
