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

/** Line ends inside a record's fields, as an editor counts them: CRLF once. */
function lineEndsIn(fields: readonly string[]): number {
  let count = 0;
  for (const field of fields) {
    if (field.indexOf('\n') === -1 && field.indexOf('\r') === -1) continue;
    count += field.match(/\r\n?|\n/g)?.length ?? 0;
  }
  return count;
}

/**
 * Reads CSV text into records. A line with nothing on it is skipped (a trailing line end, a blank
 * line a person left), though it still counts for the line numbers. A quote inside an unquoted
 * field is kept as text, as spreadsheets do; text after a closing quote is named in misquotedLines.
 *
 * Papa Parse takes one kind of line end per file, guessed from the file's lines (decision 0311): a
 * line ended otherwise runs on into the next, and the record it makes has too many fields for the
 * catalogue, which refuses it by its line. The line ends inside fields are counted all the same, so
 * the records after it keep their numbers.
 */
export function parseCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', quoteChar: '"', escapeChar: '"' });
  // A quote never closed takes the rest of the file into its field: that record is the last.
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes')?.row;
  const misquoted = new Set(parsed.errors.flatMap((error) => (error.code === 'InvalidQuotes' ? [error.row] : [])));
  const records: CsvRecord[] = [];
  const misquotedLines: number[] = [];
  let line = 1;
  for (const [index, fields] of parsed.data.entries()) {
    if (index === unclosed) return { records, unclosedQuoteLine: line, misquotedLines };
    if (misquoted.has(index)) misquotedLines.push(line);
    if (fields.length > 1 || fields[0] !== '') records.push({ line, fields });
    line += 1 + lineEndsIn(fields);
  }
  return { records, unclosedQuoteLine: null, misquotedLines };
}
