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
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
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
  REPORT_TITLES,
} from './report-words.ts';

interface Props {
  initial: StaffReportAnswer;
  stores: StaffStoreView[];
  /** The `consoleReports…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's language as a locale ('mr-IN'), for the days in the caption. */
  locale: string;
}

export default function StaffReports(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <Reports {...props} />
    </ConsoleWordsProvider>
  );
}

function Reports({ initial, stores, locale }: Props) {
  const say = useSay();
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
  const caption = captionOf(answer, shown.choice, stores, locale, say);
  const captionId = `${ids}-caption`;
  const titleId = `${ids}-title`;
  const cut = chartOf(answer.report).cut;

  return (
    <>
      <div className="cf-head">
        <h1>{say('consoleReportsTitle')}</h1>
      </div>
      <form
        ref={formRef}
        className="s-card rp-choosers"
        aria-label={say('consoleReportsChoose')}
        onSubmit={submit}
        noValidate
      >
        <Field id={`${ids}-report`} label={say('consoleReportsReport')}>
          {(props) => (
            <select {...props} value={choice.report} onChange={set('report', (v) => pick(REPORT_KINDS, v, 'sales'))}>
              {REPORT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {say(REPORT_NAMES[kind])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-range`} label={say('consoleReportsDays')}>
          {(props) => (
            <select
              {...props}
              value={choice.range}
              onChange={set('range', (v) => pick(RANGE_PRESETS, v, 'last_7_days'))}
            >
              {RANGE_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {say(RANGE_NAMES[preset])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {choice.range === 'custom' && (
          <>
            <Field id={`${ids}-from`} label={say('consoleReportsFrom')} error={errors.from}>
              {(props) => <input {...props} type="date" value={choice.from} onChange={set('from', String)} />}
            </Field>
            <Field id={`${ids}-to`} label={say('consoleReportsTo')} error={errors.to}>
              {(props) => <input {...props} type="date" value={choice.to} onChange={set('to', String)} />}
            </Field>
          </>
        )}
        <Field id={`${ids}-store`} label={say('consoleReportsStore')} error={errors.store_ids}>
          {(props) => (
            <select {...props} value={choice.store} onChange={set('store', String)}>
              {stores.length > 1 && <option value="">{say('consoleReportsAllStores')}</option>}
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-mode`} label={say('consoleReportsMode')}>
          {(props) => (
            <select {...props} value={choice.mode} onChange={set('mode', (v) => pick(REPORT_MODES, v, 'all'))}>
              {REPORT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {say(MODE_NAMES[mode])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${ids}-grain`}
          label={say('consoleReportsBy')}
          hint={BY_PERIOD.includes(choice.report) ? undefined : say('consoleReportsByHint')}
        >
          {(props) => (
            <select {...props} value={choice.grain} onChange={set('grain', (v) => pick(GRAINS, v, 'day'))}>
              {GRAINS.map((grain) => (
                <option key={grain} value={grain}>
                  {say(GRAIN_NAMES[grain])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="s-btn rp-show" disabled={loading}>
          {say('consoleReportsShow')}
        </button>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {loading ? say('consoleReportsLoading') : ''}
      </p>
      <figure className="s-card rp-figure" aria-labelledby={titleId} aria-busy={loading}>
        <div className="rp-figure-head">
          <h2 id={titleId}>{say(REPORT_TITLES[answer.report.kind])}</h2>
          <button type="button" className="s-btn ghost" onClick={() => download(answer)}>
            {say('consoleReportsDownloadCsv')}
          </button>
        </div>
        <figcaption className="s-muted">
          {caption}.
          {cut ? ` ${say('consoleReportsChartCut', { rows: CHART_ROWS, all: answer.report.rows.length })}` : ''}
        </figcaption>
        <ReportChart table={answer.report} describedBy={captionId} />
        <p className="s-muted rp-scroll-hint">{say('consoleReportsScrollHint')}</p>
        <ReportTableView table={answer.report} caption={caption} captionId={captionId} />
      </figure>
    </>
  );
}
