// /staff/reports (decision 0278): choose a report, the shop's days, the stores, delivery or pickup
// and the period; each report is a chart, the table under it (the chart's text alternative, with a
// caption and header cells a screen reader announces), and a CSV of exactly that table: the file is
// written in the browser from the very answer the table shows (reportCsv), so its totals row is the
// table's totals row, not a second reading of orders that may have moved since.
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { REPORT_MODES, type ReportMode, type StaffReportAnswer } from '../../../domain/api/staff/reports.ts';
import { GRAINS, type Grain, RANGE_PRESETS, type RangePreset } from '../../../domain/reports/ranges.ts';
import { cellText, reportCsv } from '../../../domain/reports/report-format.ts';
import { REPORT_KINDS, type ReportKind, type ReportTable } from '../../../domain/reports/reports.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import { CHART_ROWS, chartOf } from './chart-data.ts';

const REPORT_NAMES: Record<ReportKind, string> = {
  sales: 'Sales',
  orders: 'Orders and customers',
  payments: 'Payment methods',
  items: 'Top items',
  categories: 'Top categories',
  cancellations: 'Cancellations and rejections',
  service: 'Service times',
  coupons: 'Coupons',
  partners: 'Deliveries',
};

const RANGE_NAMES: Record<RangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  this_month: 'This month',
  custom: 'Choose days…',
};

const MODE_NAMES: Record<ReportMode, string> = {
  all: 'Delivery and pickup',
  DELIVERY: 'Delivery',
  SELFPICKUP: 'Self-pickup',
};

const GRAIN_NAMES: Record<Grain, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Reports over periods can be split by day, week or month; the others are lists. */
const BY_PERIOD: readonly ReportKind[] = ['sales', 'orders', 'service'];

interface Choice {
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

function pick<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** What the answer counted, in words: the caption of the table and the name of the figure. */
function captionOf(answer: StaffReportAnswer, shown: Choice, stores: readonly StaffStoreView[]): string {
  const storeNames = answer.store_ids.map((id) => stores.find((store) => store.id === id)?.name ?? `Store ${id}`);
  const where = answer.store_ids.length === stores.length && stores.length > 1 ? 'all stores' : storeNames.join(', ');
  const period = BY_PERIOD.includes(answer.report.kind) ? `, by ${shown.grain}` : '';
  return `${answer.report.title}, ${daysText(answer.from, answer.to)}, ${where}, ${MODE_NAMES[shown.mode].toLowerCase()}${period}`;
}

function fileName(answer: StaffReportAnswer): string {
  return `farmcart-${answer.report.kind}-${answer.from}-to-${answer.to}.csv`;
}

/** Saves the report's CSV: the same table object the page shows, written by the shared CSV writer. */
function download(answer: StaffReportAnswer): void {
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

function ReportChart({ table, describedBy }: { table: ReportTable; describedBy: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = host.current;
    if (!element || table.rows.length === 0) return;
    let remove: (() => void) | null = null;
    let gone = false;
    // uPlot is fetched here, on this page only (decision 0278).
    import('./report-chart.ts')
      .then(({ drawReportChart }) => {
        if (!gone) remove = drawReportChart(element, chartOf(table));
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      remove?.();
    };
  }, [table]);
  if (table.rows.length === 0) return null;
  const series = chartOf(table).series.map((one) => one.label);
  return (
    <>
      <div
        ref={host}
        className="rp-chart"
        role="img"
        aria-label={`Chart of ${series.join(', ').toLowerCase()}; the figures are in the table below.`}
        aria-describedby={describedBy}
      />
      {failed && <p className="s-muted">The chart could not be drawn; the table below has every figure.</p>}
    </>
  );
}

function ReportTableView({ table, caption, captionId }: { table: ReportTable; caption: string; captionId: string }) {
  const [first, ...rest] = table.columns;
  if (!first) return null;
  return (
    // A wide table scrolls sideways inside its own region, which the keyboard can reach and scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <div className="rp-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="rp-table">
        {/* The figure's caption above says the same to the eye; this one names the table to a screen reader. */}
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={column.kind === 'text' ? undefined : 'rp-num'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>No orders counted in these days.</td>
            </tr>
          ) : (
            table.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are the report's, in its order, replaced whole
              <tr key={index}>
                <th scope="row">{cellText(first, row[first.key])}</th>
                {rest.map((column) => (
                  <td key={column.key} className={column.kind === 'text' ? undefined : 'rp-num'}>
                    {cellText(column, row[column.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {table.totals && (
          <tfoot>
            <tr>
              <th scope="row">{cellText(first, table.totals[first.key])}</th>
              {rest.map((column) => (
                <td key={column.key} className={column.kind === 'text' ? undefined : 'rp-num'}>
                  {cellText(column, table.totals?.[column.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export default function StaffReports({ initial, stores }: { initial: StaffReportAnswer; stores: StaffStoreView[] }) {
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialChoice: Choice = {
    report: initial.report.kind,
    range: 'last_7_days',
    from: initial.from,
    to: initial.to,
    store: '',
    mode: 'all',
    grain: 'day',
  };
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const [shown, setShown] = useState<{ answer: StaffReportAnswer; choice: Choice }>({
    answer: initial,
    choice: initialChoice,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const set =
    <K extends keyof Choice>(key: K, parse: (value: string) => Choice[K]) =>
    (event: { currentTarget: { value: string } }) => {
      const value = parse(event.currentTarget.value);
      setChoice((current) => ({ ...current, [key]: value }));
    };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = choice;
    setLoading(true);
    const answer = await callApi('staff/reports', {
      report: asked.report,
      range: asked.range,
      ...(asked.range === 'custom' ? { from: asked.from, to: asked.to } : {}),
      ...(asked.store ? { store_ids: [Number(asked.store)] } : {}),
      mode: asked.mode,
      grain: asked.grain,
    });
    setLoading(false);
    if (!answer.ok) {
      setErrors(answer.error.fields ?? {});
      setError(answer.error.message);
      focusFirstRefused(formRef.current);
      return;
    }
    setErrors({});
    setError(null);
    setShown({ answer: answer.value, choice: asked });
  };

  const { answer } = shown;
  const caption = captionOf(answer, shown.choice, stores);
  const captionId = `${ids}-caption`;
  const titleId = `${ids}-title`;
  const cut = chartOf(answer.report).cut;

  return (
    <>
      <div className="cf-head">
        <h1>Reports</h1>
      </div>
      <form ref={formRef} className="s-card rp-choosers" aria-label="Choose a report" onSubmit={submit} noValidate>
        <Field id={`${ids}-report`} label="Report">
          {(props) => (
            <select {...props} value={choice.report} onChange={set('report', (v) => pick(REPORT_KINDS, v, 'sales'))}>
              {REPORT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {REPORT_NAMES[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-range`} label="Days">
          {(props) => (
            <select
              {...props}
              value={choice.range}
              onChange={set('range', (v) => pick(RANGE_PRESETS, v, 'last_7_days'))}
            >
              {RANGE_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {RANGE_NAMES[preset]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {choice.range === 'custom' && (
          <>
            <Field id={`${ids}-from`} label="From" error={errors.from}>
              {(props) => <input {...props} type="date" value={choice.from} onChange={set('from', String)} />}
            </Field>
            <Field id={`${ids}-to`} label="To (included)" error={errors.to}>
              {(props) => <input {...props} type="date" value={choice.to} onChange={set('to', String)} />}
            </Field>
          </>
        )}
        <Field id={`${ids}-store`} label="Store" error={errors.store_ids}>
          {(props) => (
            <select {...props} value={choice.store} onChange={set('store', String)}>
              {stores.length > 1 && <option value="">All stores</option>}
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-mode`} label="Delivery or pickup">
          {(props) => (
            <select {...props} value={choice.mode} onChange={set('mode', (v) => pick(REPORT_MODES, v, 'all'))}>
              {REPORT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {MODE_NAMES[mode]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${ids}-grain`}
          label="By"
          hint={BY_PERIOD.includes(choice.report) ? undefined : 'For sales, orders and service times'}
        >
          {(props) => (
            <select {...props} value={choice.grain} onChange={set('grain', (v) => pick(GRAINS, v, 'day'))}>
              {GRAINS.map((grain) => (
                <option key={grain} value={grain}>
                  {GRAIN_NAMES[grain]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="s-btn rp-show" disabled={loading}>
          Show report
        </button>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {loading ? 'Loading…' : ''}
      </p>
      <figure className="s-card rp-figure" aria-labelledby={titleId} aria-busy={loading}>
        <div className="rp-figure-head">
          <h2 id={titleId}>{answer.report.title}</h2>
          <button type="button" className="s-btn ghost" onClick={() => download(answer)}>
            Download CSV
          </button>
        </div>
        <figcaption className="s-muted">
          {caption}.
          {cut ? ` The chart shows the first ${CHART_ROWS} rows; the table has all ${answer.report.rows.length}.` : ''}
        </figcaption>
        <ReportChart table={answer.report} describedBy={captionId} />
        <p className="s-muted rp-scroll-hint">The table scrolls sideways for more columns.</p>
        <ReportTableView table={answer.report} caption={caption} captionId={captionId} />
      </figure>
    </>
  );
}
