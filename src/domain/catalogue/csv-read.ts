// Reading CSV as spreadsheets and text editors write it (RFC 4180; decisions 0273 and 0311): with
// or without a byte-order mark, lines ended by CRLF, LF or a lone CR, quoted fields spanning lines.
// The parsing is Papa Parse's; each record's line, the line it starts on as an editor shows it
// (the header is line 1), is counted here, so a refusal names the line a person sees. Apart from
// csv-format.ts, the writer, so that islands writing a CSV load none of Papa Parse. Pure.
import Papa from 'papaparse';

/** One record read from a file: its fields, and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface ParsedCsv {
  records: CsvRecord[];
  /** A quote left open at the end of the file: the line its record starts on; null when the file is whole. */
  unclosedQuoteLine: number | null;
  /**
   * The lines of records with text after a quoted field's closing quote (`"Organic" Methi`): the
   * field reads on to the next quote that closes one, lines away maybe, so the record is not what
   * the person wrote.
   */
  misquotedLines: number[];
}

const BOM = '\uFEFF';

/**
 * Reads CSV text into records. A line with nothing on it is skipped (a trailing line end, a blank
 * line a person left), though it still counts for the line numbers. A quote inside an unquoted
 * field is kept as text, as spreadsheets do; text after a closing quote is named in misquotedLines.
 *
 * Papa Parse takes one kind of line end per file, guessed from the file's lines (decision 0311): a
 * line ended otherwise runs on into the next, and the record it makes has too many fields for the
 * catalogue, which refuses it by its line (a CRLF in a file read by LF ends its line, a CR left at
 * the end of the last field). Lines are counted in the text itself, CRLF, LF and a lone CR alike,
 * so every record keeps the line an editor shows it on.
 */
export function parseCsv(text: string): ParsedCsv {
  // Papa Parse drops the mark itself; dropped here first, its offsets are offsets in `source`.
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const misquotedLines: number[] = [];
  let unclosedQuoteLine: number | null = null;
  // The line ends of the text, read in step with the records: those before an offset give its line.
  const lineEnds = /\r\n?|\n/g;
  let nextLineEnd = lineEnds.exec(source);
  let line = 1;
  const lineAt = (offset: number): number => {
    while (nextLineEnd !== null && nextLineEnd.index < offset) {
      line++;
      nextLineEnd = lineEnds.exec(source);
    }
    return line;
  };
  // Where the record being read starts: where the one before it ended, its line end included.
  let start = 0;
  Papa.parse<string[]>(source, {
    delimiter: ',',
    quoteChar: '"',
    escapeChar: '"',
    step: (row) => {
      const recordLine = lineAt(start);
      start = row.meta.cursor;
      // A quote never closed takes the rest of the file into its field: that record is the last.
      if (unclosedQuoteLine !== null) return;
      if (row.errors.some((error) => error.code === 'MissingQuotes')) {
        unclosedQuoteLine = recordLine;
        return;
      }
      if (row.errors.some((error) => error.code === 'InvalidQuotes')) misquotedLines.push(recordLine);
      if (row.data.length > 1 || row.data[0] !== '') records.push({ line: recordLine, fields: row.data });
    },
  });
  return { records, unclosedQuoteLine, misquotedLines };
}
