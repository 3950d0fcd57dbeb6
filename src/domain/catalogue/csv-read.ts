// Reading CSV as spreadsheets and text editors write it (RFC 4180; decisions 0273 and 0311): with
// or without a byte-order mark, lines ended by CRLF, LF or a lone CR, quoted fields spanning lines.
// The parsing is Papa Parse's; each record's line, the line it starts on as an editor shows it
// (the header is line 1), is counted here, so a refusal names the line a person sees. Apart from
// csv-format.ts, the writer, so that islands writing a CSV load none of Papa Parse. Pure.
import Papa from 'papaparse';
import { allAtOnce, type Steps } from '../steps.ts';

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

/** Characters of the text Papa Parse reads at a time: a few milliseconds of work (decision 0320). */
const WINDOW_CHARS = 32 * 1024;
/** Papa Parse guesses a file's line end from this much of its start. */
const LINE_END_GUESS_CHARS = 1024 * 1024;

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
  return allAtOnce(parseCsvSteps(text));
}

interface PapaRecord {
  fields: string[];
  /** Where the record ends in the text read, its line end included. */
  end: number;
  unclosed: boolean;
  misquoted: boolean;
}

/**
 * parseCsv in steps, a window of the text at a time (decision 0320). Papa Parse reads each window
 * from the start of a record with the line end guessed once for the whole file; of what it reads,
 * the records that end before the window's end are whole and taken, the rest is read again from
 * its start in the next window (twice as wide when not one record ended in it).
 */
export function* parseCsvSteps(text: string, windowChars = WINDOW_CHARS): Steps<ParsedCsv> {
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
  const newline = Papa.parse<string[]>(source.slice(0, LINE_END_GUESS_CHARS), { delimiter: ',', preview: 1 }).meta
    .linebreak;
  const read = (from: number, to: number): PapaRecord[] => {
    const got: PapaRecord[] = [];
    Papa.parse<string[]>(source.slice(from, to), {
      delimiter: ',',
      quoteChar: '"',
      escapeChar: '"',
      newline: newline as Papa.ParseConfig['newline'],
      step: (row) =>
        got.push({
          fields: row.data,
          end: from + row.meta.cursor,
          unclosed: row.errors.some((error) => error.code === 'MissingQuotes'),
          misquoted: row.errors.some((error) => error.code === 'InvalidQuotes'),
        }),
    });
    return got;
  };
  // Where the record being read starts: where the one before it ended, its line end included.
  let start = 0;
  let width = windowChars;
  while (start < source.length && unclosedQuoteLine === null) {
    const end = Math.min(source.length, start + width);
    const got = read(start, end);
    const last = end === source.length;
    const whole = last ? got : got.filter((record) => record.end < end);
    if (!last && whole.length === 0) {
      width *= 2;
      continue;
    }
    width = windowChars;
    for (const record of whole) {
      const recordLine = lineAt(start);
      start = record.end;
      // A quote never closed takes the rest of the file into its field: that record is the last.
      if (record.unclosed) {
        unclosedQuoteLine = recordLine;
        break;
      }
      if (record.misquoted) misquotedLines.push(recordLine);
      if (record.fields.length > 1 || record.fields[0] !== '')
        records.push({ line: recordLine, fields: record.fields });
    }
    if (last) break;
    yield;
  }
  return { records, unclosedQuoteLine, misquotedLines };
}
