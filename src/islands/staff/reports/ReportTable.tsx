// A report shown: its chart, and its table with the caption of what it counted.
import { useEffect, useRef, useState } from 'react';
import { cellText } from '../../../domain/reports/report-format.ts';
import type { ReportTable } from '../../../domain/reports/reports.ts';
import { useSay } from '../shell/console-words.tsx';
import { chartOf } from './chart-data.ts';

export function ReportChart({ table, describedBy }: { table: ReportTable; describedBy: string }) {
  const say = useSay();
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
        aria-label={say('consoleReportsChartOf', { series: series.join(', ').toLowerCase() })}
        aria-describedby={describedBy}
      />
      {failed && <p className="s-muted">{say('consoleReportsChartFailed')}</p>}
    </>
  );
}

export function ReportTableView({
  table,
  caption,
  captionId,
}: {
  table: ReportTable;
  caption: string;
  captionId: string;
}) {
  const say = useSay();
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
              <td colSpan={table.columns.length}>{say('consoleReportsNoOrders')}</td>
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
