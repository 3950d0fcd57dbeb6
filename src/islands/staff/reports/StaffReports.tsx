// /staff/reports (decision 0278): choose a report, the shop's days, the stores, delivery or pickup
// and the period; each report is a chart, the table under it (the chart's text alternative, with a
// caption and header cells a screen reader announces), and a CSV of exactly that table: the file is
// written in the browser from the very answer the table shows (reportCsv), so its totals row is the
// table's totals row, not a second reading of orders that may have moved since.
import { type SubmitEvent, useId, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { REPORT_MODES, type StaffReportAnswer } from '../../../domain/api/staff/reports.ts';
import { GRAINS, RANGE_PRESETS } from '../../../domain/reports/ranges.ts';
import { REPORT_KINDS } from '../../../domain/reports/reports.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import { CHART_ROWS, chartOf } from './chart-data.ts';
import { ReportChart, ReportTableView } from './ReportTable.tsx';
import {
  BY_PERIOD,
  captionOf,
  type Choice,
  download,
  GRAIN_NAMES,
  MODE_NAMES,
  pick,
  RANGE_NAMES,
  REPORT_NAMES,
} from './report-words.ts';

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
          hint={BY_PERIOD.includes(choice.report) ? undefined : 'For sales, orders, service times and messages'}
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
