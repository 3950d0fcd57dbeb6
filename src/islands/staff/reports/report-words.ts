// The reports' choices and captions in the console's words (decision 0345): each choice's word by
// its key, and the caption of what a report counted said in the member's language.
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { ReportMode, StaffReportAnswer } from '../../../domain/api/staff/reports.ts';
import type { Grain, RangePreset } from '../../../domain/reports/ranges.ts';
import { reportCsv } from '../../../domain/reports/report-format.ts';
import type { ReportKind } from '../../../domain/reports/reports.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import type { Say } from '../shell/console-words.tsx';

export const REPORT_NAMES = {
  sales: 'consoleReportsSales',
  orders: 'consoleReportsOrders',
  payments: 'consoleReportsPayments',
  items: 'consoleReportsItems',
  categories: 'consoleReportsCategories',
  cancellations: 'consoleReportsCancellations',
  service: 'consoleReportsService',
  coupons: 'consoleReportsCoupons',
  partners: 'consoleReportsPartners',
  messages: 'consoleReportsMessages',
} as const satisfies Record<ReportKind, ConsoleWordKey>;

/** A report's title above its figure: its name, but for the one whose title says more. */
export const REPORT_TITLES = {
  ...REPORT_NAMES,
  payments: 'consoleReportsPaymentsTitle',
} as const satisfies Record<ReportKind, ConsoleWordKey>;

export const RANGE_NAMES = {
  today: 'consoleReportsToday',
  yesterday: 'consoleReportsYesterday',
  last_7_days: 'consoleReportsLast7Days',
  last_30_days: 'consoleReportsLast30Days',
  this_month: 'consoleReportsThisMonth',
  custom: 'consoleReportsCustom',
} as const satisfies Record<RangePreset, ConsoleWordKey>;

export const MODE_NAMES = {
  all: 'consoleReportsModeAll',
  DELIVERY: 'consoleReportsModeDelivery',
  SELFPICKUP: 'consoleReportsModePickup',
} as const satisfies Record<ReportMode, ConsoleWordKey>;

export const GRAIN_NAMES = {
  day: 'consoleReportsDay',
  week: 'consoleReportsWeek',
  month: 'consoleReportsMonth',
} as const satisfies Record<Grain, ConsoleWordKey>;

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

function daysText(from: string, to: string, locale: string, say: Say): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayText = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  return from === to ? dayText(from) : say('consoleReportsDaysRange', { from: dayText(from), to: dayText(to) });
}

export function pick<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** What the answer counted, in words: the caption of the table and the name of the figure. */
export function captionOf(
  answer: StaffReportAnswer,
  shown: Choice,
  stores: readonly StaffStoreView[],
  locale: string,
  say: Say,
): string {
  const storeNames = answer.store_ids.map(
    (id) => stores.find((store) => store.id === id)?.name ?? say('consoleReportsStoreNumber', { id }),
  );
  const where =
    answer.store_ids.length === stores.length && stores.length > 1
      ? say('consoleReportsEveryStore')
      : storeNames.join(', ');
  const title = say(REPORT_TITLES[answer.report.kind]);
  const days = daysText(answer.from, answer.to, locale, say);
  // Messages belong to no store and no way of ordering (decision 0341): the whole shop's, whatever is chosen.
  const caption =
    answer.report.kind === 'messages'
      ? say('consoleReportsCaptionShop', { title, days })
      : say('consoleReportsCaption', { title, days, stores: where, mode: say(MODE_NAMES[shown.mode]).toLowerCase() });
  return BY_PERIOD.includes(answer.report.kind)
    ? say('consoleReportsCaptionBy', { caption, grain: say(GRAIN_NAMES[shown.grain]).toLowerCase() })
    : caption;
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
