import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula, restoreFormula, writeCsv } from '../../../../src/domain/catalogue/csv-format.ts';
import { parseCsv, parseCsvSteps } from '../../../../src/domain/catalogue/csv-read.ts';
import { allAtOnce } from '../../../../src/domain/steps.ts';

describe('writing CSV', () => {
  it('starts with a byte-order mark, ends every line with CRLF and quotes by RFC 4180', () => {
    const text = writeCsv(
      ['a', 'b'],
      [
        ['plain', 'with, comma'],
        ['say "hi"', 'two\nlines'],
      ],
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe('a,b\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('makes text that a spreadsheet would run as a formula harmless with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutraliseFormula(`${start}HYPERLINK("x")`)).toBe(`'${start}HYPERLINK("x")`);
    expect(neutraliseFormula('Methi')).toBe('Methi');
    expect(csvCell('=1+1')).toBe("'=1+1");
    // Quoted too when the neutralised text holds a quote or a comma.
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
  });

  it('guards what a spreadsheet splitting on ; or on a tab would start a cell with', () => {
    expect(neutraliseFormula('Asha;=HYPERLINK("x")')).toBe(`Asha;'=HYPERLINK("x")`);
    expect(neutraliseFormula('a;b;+1;-2;@c')).toBe("a;b;'+1;'-2;'@c");
    expect(neutraliseFormula('Methi\t=1+1')).toBe("Methi\t'=1+1");
    expect(neutraliseFormula('Methi; fresh; 250 g')).toBe('Methi; fresh; 250 g');
    // Inside a quoted field after a comma, a ; split still starts a cell: guarded all the same.
    expect(csvCell('x,y;=cmd()')).toBe(`"x,y;'=cmd()"`);
  });

  it('comes back exactly as it was, whatever quotes the text had', () => {
    for (const text of ["'=x", "''=x", "a;'=b", "a;''-1", '\t=x', 'a\t\t-1', ';=', "Tis;'the", "'Tis", 'x;;@y'])
      expect(restoreFormula(neutraliseFormula(text)), JSON.stringify(text)).toBe(text);
  });

  it('writes a number as it is: a negative stock stays a number a spreadsheet can add', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(0.5)).toBe('0.5');
    // The same text in a text column is neutralised: only text can carry a formula.
    expect(csvCell('-2')).toBe("'-2");
  });

  it('drops on reading the quote it added on writing, and keeps a quote that is the text’s own', () => {
    expect(restoreFormula("'=1+1")).toBe('=1+1');
    expect(restoreFormula("'-2")).toBe('-2');
    expect(restoreFormula("'Tis the season")).toBe("'Tis the season");
    for (const text of ['=x', '+91', '-', '@home', 'plain', "'quoted"])
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
  });
});

describe('reading CSV', () => {
  it('reads what it wrote: the mark, CRLF, quotes, commas and line ends inside fields', () => {
    const rows = [
      ['Methi', 'मेथी जुडी', 'a, b'],
      ['say "hi"', 'two\r\nlines', ''],
    ];
    const parsed = parseCsv(writeCsv(['x', 'y', 'z'], rows));
    expect(parsed.unclosedQuoteLine).toBeNull();
    expect(parsed.records.map((record) => record.fields)).toEqual([['x', 'y', 'z'], ...rows]);
  });

  it('tolerates LF and lone CR line ends, no mark, and blank lines', () => {
    expect(parseCsv('a,b\nc,d\n\ne,f').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 4, fields: ['e', 'f'] },
    ]);
    expect(parseCsv('a,b\rc,d\r').records.map((record) => record.line)).toEqual([1, 2]);
  });

  it('numbers each record by the line it starts on, the header being line 1, across quoted line ends', () => {
    const parsed = parseCsv('\uFEFFh1,h2\r\n"one\r\ntwo",x\r\nnext,y\r\n');
    expect(parsed.records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['one\r\ntwo', 'x'] },
      { line: 4, fields: ['next', 'y'] },
    ]);
  });

  it('keeps empty fields, a trailing empty field and empty quoted fields', () => {
    expect(parseCsv('a,,c,\n"",x').records.map((record) => record.fields)).toEqual([
      ['a', '', 'c', ''],
      ['', 'x'],
    ]);
  });

  it('reads any file with one kind of line end back to its fields, each record at the line an editor shows', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', 'é', ',', '"', '\r', '\n'), maxLength: 6 });
    const record = fc
      .record({ fields: fc.array(text, { minLength: 1, maxLength: 4 }), blanksBefore: fc.nat(2) })
      // A record of one empty field is a blank line.
      .filter(({ fields }) => fields.length > 1 || fields[0] !== '');
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        (records, end, mark, endsWithLineEnd) => {
          let file = mark ? '\uFEFF' : '';
          let line = 1;
          const expected = records.map(({ fields, blanksBefore }, index) => {
            file += (index > 0 ? end : '') + end.repeat(blanksBefore);
            line += (index > 0 ? 1 : 0) + blanksBefore;
            const start = line;
            for (const field of fields) line += field.match(/\r\n?|\n/g)?.length ?? 0;
            file += fields
              .map((field) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field))
              .join(',');
            return { line: start, fields };
          });
          if (endsWithLineEnd) file += end;
          expect(parseCsv(file)).toEqual({ records: expected, unclosedQuoteLine: null, misquotedLines: [] });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a file with more than one kind of line end by one kind, each record still at its line', () => {
    // A CRLF file with one line ended by LF alone: the two lines read as one record of too many
    // fields, which the catalogue refuses naming its line; the lines after it keep their numbers.
    expect(parseCsv('a,b\r\nc,d\ne,f\r\ng,h\r\n').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd\ne', 'f'] },
      { line: 4, fields: ['g', 'h'] },
    ]);
    // An LF file with one line ended by CRLF: the line ends there, its CR left in the last field.
    expect(parseCsv('a,b\nc,d\r\ne,f\n').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd\r'] },
      { line: 3, fields: ['e', 'f'] },
    ]);
    // The same CR inside quotes is a line end of its own, as an editor shows it.
    expect(parseCsv('a,b\nc,"d\r"\ne,f\n').records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('a,b\nsay "hi",5" tall\n').records.map((record) => record.fields)).toEqual([
      ['a', 'b'],
      ['say "hi"', '5" tall'],
    ]);
  });

  it('names the line where a quote is left open', () => {
    const parsed = parseCsv('a,b\nok,1\n"broken,2\nmore,3\n');
    expect(parsed.unclosedQuoteLine).toBe(3);
    expect(parsed.records.map((record) => record.line)).toEqual([1, 2]);
  });

  it('names the open quote’s line after blank lines and a record over several lines', () => {
    const parsed = parseCsv('h,i\r\n"x\r\ny",z\r\n\r\n\r\nok,"open\r\nmore\r\n');
    expect(parsed.records.map((record) => record.line)).toEqual([1, 2]);
    expect(parsed.unclosedQuoteLine).toBe(6);
  });

  it('names the line of a record with text after a closing quote, whose field reads on to the next closing quote', () => {
    const parsed = parseCsv('a,b\n"Organic" Methi,1\nx,y\n"q",2\nlast,3\n');
    expect(parsed.misquotedLines).toEqual([2]);
    expect(parsed.records.map((record) => record.line)).toEqual([1, 2, 5]);
    expect(parsed.unclosedQuoteLine).toBeNull();
  });

  it('reads a file a few characters at a time exactly as at once, whatever its quotes and line ends (decision 0320)', () => {
    const samples = [
      'a,b\r\nc,d\ne,f\r\ng,h\r\n',
      'a,b\nc,d\r\ne,f\n',
      'a,b\nc,"d\r"\ne,f\n',
      'a,b\nsay "hi",5" tall\n',
      'a,b\nok,1\n"broken,2\nmore,3\n',
      '\uFEFFh,i\r\n"x\r\ny",z\r\n\r\n\r\nok,"open\r\nmore\r\n',
      'a,b\n"Organic" Methi,1\nx,y\n"q",2\nlast,3\n',
    ];
    for (const text of samples)
      for (const width of [1, 2, 3, 5, 8, 13])
        expect(allAtOnce(parseCsvSteps(text, width)), `${JSON.stringify(text)} by ${width}`).toEqual(parseCsv(text));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', 'é'), maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (text, width) => {
          expect(allAtOnce(parseCsvSteps(text, width))).toEqual(parseCsv(text));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
