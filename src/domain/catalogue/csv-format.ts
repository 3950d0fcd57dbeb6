// CSV as spreadsheets read it (RFC 4180; decision 0273): writing puts a byte-order mark first so
// Excel reads UTF-8 (Marathi names), ends lines with CRLF, quotes a field holding a comma, a quote
// or a line end, and makes a text cell that a spreadsheet would run as a formula harmless. Islands
// write with it (a report's download), so it imports nothing: reading is csv-read.ts's. Pure.

const BOM = '\uFEFF';

/**
 * A cell starting with one of these is read by a spreadsheet as a formula (or, for tab and CR,
 * shifts into one); a name like "=HYPERLINK(…)" from a careless or hostile edit would run on the
 * next person's machine. A single quote before it makes the spreadsheet show it as text.
 *
 * Many spreadsheets split a line on `;` (the list separator of most European locales) or on a tab,
 * not on the comma: there a text "Asha;=HYPERLINK(…)" becomes two cells, the second a formula, and
 * quoting does not help once the split falls inside a field (decision 0277). So every part of a
 * text that such a split could start a cell with is guarded the same way: its start, and what
 * follows each `;` and tab. A part that already starts with quotes before a formula character gets
 * one more, so restoring takes exactly one away and any text comes back as it was.
 */
const GUARDED_START = /(?<=^|[;\t])'*[=+\-@\t\r]/g;
const GUARD_ADDED = /(?<=^|[;\t])'('*[=+\-@\t\r])/g;

/** A text cell as written to the file: each part a spreadsheet could read as a formula gets a single quote before it. */
export function neutraliseFormula(text: string): string {
  return text.replace(GUARDED_START, (part) => `'${part}`);
}

/** The text a neutralised cell stood for: the quotes added on export are dropped again, so a file exported and imported unchanged compares equal. */
export function restoreFormula(text: string): string {
  return text.replace(GUARD_ADDED, '$1');
}

/** One cell to write: text (neutralised) or a number (written as it is: -2 stays the number -2). */
export type CsvCell = string | number;

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell as the file holds it. Numbers are never neutralised: only text can carry a formula. */
export function csvCell(cell: CsvCell): string {
  return typeof cell === 'number' ? String(cell) : quoted(neutraliseFormula(cell));
}

/** A whole file: the mark, the header, then the rows, each line ended by CRLF. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
