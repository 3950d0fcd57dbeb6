import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { ReportMode, StaffReportAnswer } from '../../../domain/api/staff/reports.ts';
import type { Grain, RangePreset } from '../../../domain/reports/ranges.ts';
import { reportCsv } from '../../../domain/reports/report-format.ts';
import type { ReportKind } from '../../../domain/reports/reports.ts';

export const REPORT_NAMES: Record<ReportKind, string> = {
  sales: 'Sales',
  orders: 'Orders and customers',
  payments: 'Payment methods',
  items: 'Top items',
  categories: 'Top categories',
  cancellations: 'Cancellations and rejections',
  service: 'Service times',
  coupons: 'Coupons',
  partners: 'Deliveries',
  messages: 'Messages sent',
};

export const RANGE_NAMES: Record<RangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  this_month: 'This month',
  custom: 'Choose days…',
};

export const MODE_NAMES: Record<ReportMode, string> = {
  all: 'Delivery and pickup',
  DELIVERY: 'Delivery',
  SELFPICKUP: 'Self-pickup',
};

export const GRAIN_NAMES: Record<Grain, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Reports over periods can be split by day, week or month; the others are lists. */
export const BY_PERIOD: readonly ReportKind[] = ['sales', 'orders', 'service', 'messages'];

export interface Choice {
  report: ReportKind;
  range: RangePreset;
  from: string;
  to: string;
  /** '' for every store the member reaches. */
  store: string;
  mode: ReportMode;
  grain: Grain;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function dayText(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

function daysText(from: string, to: string): string {
  return from === to ? dayText(from) : `${dayText(from)} to ${dayText(to)}`;
}

export function pick<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** What the answer counted, in words: the caption of the table and the name of the figure. */
export function captionOf(answer: StaffReportAnswer, shown: Choice, stores: readonly StaffStoreView[]): string {
  const storeNames = answer.store_ids.map((id) => stores.find((store) => store.id === id)?.name ?? `Store ${id}`);
  const where = answer.store_ids.length === stores.length && stores.length > 1 ? 'all stores' : storeNames.join(', ');
  const period = BY_PERIOD.includes(answer.report.kind) ? `, by ${shown.grain}` : '';
  // Messages belong to no store and no way of ordering (decision 0341): the whole shop's, whatever is chosen.
  if (answer.report.kind === 'messages')
    return `${answer.report.title}, ${daysText(answer.from, answer.to)}, the whole shop${period}`;
  return `${answer.report.title}, ${daysText(answer.from, answer.to)}, ${where}, ${MODE_NAMES[shown.mode].toLowerCase()}${period}`;
}

function fileName(answer: StaffReportAnswer): string {
  return `farmcart-${answer.report.kind}-${answer.from}-to-${answer.to}.csv`;
}

/** Saves the report's CSV: the same table object the page shows, written by the shared CSV writer. */
export function download(answer: StaffReportAnswer): void {
  const blob = new Blob([reportCsv(answer.report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(answer);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
