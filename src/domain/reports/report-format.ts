// A report's cells as people read them (decision 0278): on the page money to the paisa in rupees
// with Indian digit grouping (a report's totals must add up on screen, so no rounding to rupees),
// durations in minutes; in the CSV the same figures as plain numbers a spreadsheet sums (rupees
// to the paisa, minutes to a tenth), under the same headers, with the totals as the last row.
// Pure.
import { writeCsv, type CsvCell } from '../catalogue/csv-format.ts';
import type { ReportColumn, ReportRow, ReportTable } from './reports.ts';

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-IN');

/** ₹1,23,456.50 from paise. */
function reportMoney(paise: number): string {
  const text = RUPEES.format(Math.abs(paise) / 100);
  return paise < 0 ? `-₹${text}` : `₹${text}`;
}

/** Seconds as minutes with one decimal ("12.5 min"). */
function reportMinutes(seconds: number): string {
  return `${minutesOf(seconds)} min`;
}

function minutesOf(seconds: number): string {
  return (Math.round(seconds / 6) / 10).toFixed(1);
}

/** A cell as the page shows it; an empty duration (no order took that step) reads as a dash. */
export function cellText(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  switch (column.kind) {
    case 'money':
      return reportMoney(value);
    case 'duration':
      return reportMinutes(value);
    case 'count':
      return COUNT.format(value);
    case 'text':
      return String(value);
  }
}

/** A column's header in the CSV: its unit named, since the cells are bare numbers. */
function csvHeader(column: ReportColumn): string {
  if (column.kind === 'money') return `${column.label} (₹)`;
  if (column.kind === 'duration') return `${column.label} (minutes)`;
  return column.label;
}

function csvValue(column: ReportColumn, value: ReportRow[string] | undefined): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Numbers, never text: a spreadsheet sums them, and a negative one is not taken for a formula.
  if (column.kind === 'money') return Number((value / 100).toFixed(2));
  if (column.kind === 'duration') return Number(minutesOf(value));
  return value;
}

/** The report as a CSV file (byte-order mark, CRLF, formula-safe text): rows, then the totals. */
export function reportCsv(table: ReportTable): string {
  const rows = [...table.rows, ...(table.totals ? [table.totals] : [])];
  return writeCsv(
    table.columns.map(csvHeader),
    rows.map((row) => table.columns.map((column) => csvValue(column, row[column.key]))),
  );
}
