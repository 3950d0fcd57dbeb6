// What a report's chart draws (decision 0278): the report table's own rows, the chart's columns in
// the units people read (rupees, minutes, counts), so the chart and the table under it cannot
// disagree. A list report (items, coupons, partners…) draws its first rows only; the table has all.
import type { ColumnKind, ReportTable } from '../../../domain/reports/reports.ts';

/** The most bars a list report draws: beyond this the bars are too thin to read on a phone. */
export const CHART_ROWS = 12;

export interface ChartData {
  labels: string[];
  series: { label: string; values: (number | null)[] }[];
  /** The unit every series shares (each report charts columns of one kind). */
  unit: ColumnKind;
  style: 'bars' | 'lines';
  /** True when the report has more rows than the chart draws. */
  cut: boolean;
}

function valueIn(kind: ColumnKind, value: unknown): number | null {
  if (typeof value !== 'number') return null;
  if (kind === 'money') return value / 100;
  if (kind === 'duration') return Math.round(value / 6) / 10;
  return value;
}

export function chartOf(table: ReportTable): ChartData {
  // A report over periods draws every period; a list draws its leading rows (sorted by the report).
  const byPeriod = table.chart.label === 'period';
  const rows = byPeriod ? table.rows : table.rows.slice(0, CHART_ROWS);
  const columns = table.chart.series.flatMap((key) => table.columns.filter((column) => column.key === key));
  return {
    labels: rows.map((row) => String(row[table.chart.label] ?? '')),
    series: columns.map((column) => ({
      label: column.label,
      values: rows.map((row) => valueIn(column.kind, row[column.key])),
    })),
    unit: columns[0]?.kind ?? 'count',
    style: table.chart.style,
    cut: rows.length < table.rows.length,
  };
}
