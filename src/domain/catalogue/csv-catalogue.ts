// The catalogue file (decision 0273): one row per variant of a store's items, its columns, how a
// row is written for export and how a file's rows are read back, each cell checked and each
// refusal naming the line and the column. What the rows mean against the stored catalogue (new,
// changed, unchanged) is csv-plan.ts. Pure.
import { fromMinor } from '../money.ts';
import { parseDecimal } from '../numbers.ts';
import { type CsvCell, restoreFormula, writeCsv } from './csv-format.ts';
import { allAtOnce, type Steps } from '../steps.ts';
import { parseCsvSteps } from './csv-read.ts';

/** The columns, in the order the export writes them; an import matches them by these header names. */
export const CATALOGUE_COLUMNS = [
  'store_slug',
  'item_slug',
  'item_name',
  'item_name_mr',
  'category_slug',
  'veg',
  'active',
  'picture',
  'variant_name',
  'unit',
  'measurement',
  'price',
  'sale_price',
  'member_price',
  'stock',
  'infinite',
  'negative_allowed',
  'default',
  'variant_id',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/**
 * Columns a file may leave out: a new row has no variant id, a shop may keep no Marathi names, and
 * a file made before pictures could be named keeps the stored pictures (decision 0318).
 */
const OPTIONAL_COLUMNS: readonly CatalogueColumn[] = ['variant_id', 'item_name_mr', 'picture'];

/** The largest file taken, in bytes of UTF-8, and in lines (the header counted). */
export const CATALOGUE_FILE_MAX_BYTES = 5 * 1024 * 1024;
const CATALOGUE_FILE_MAX_LINES = 20_000;

/** One variant of an item as the file holds it; amounts in paise. */
export interface CatalogueRow {
  store_slug: string;
  item_slug: string;
  item_name: string;
  item_name_mr: string;
  category_slug: string;
  /** null: the shop does not say (neither veg nor non-veg). */
  is_veg: boolean | null;
  /** The item is on the shelf (items.is_active). */
  is_active: boolean;
  /** The item's pictures in order, each its media library name or its address, ' | ' between them; '' for none (csv-pictures.ts). */
  picture: string;
  variant_name: string;
  unit: string;
  measurement: number;
  regular_price_paise: number;
  sale_price_paise: number;
  member_price_paise: number | null;
  stock: number;
  is_infinite: boolean;
  is_negative: boolean;
  is_default: boolean;
  /** The stored variant it is; null for a row that makes a new one. */
  variant_id: number | null;
}

/**
 * A row read from a file, with the line it starts on. item_name_mr and picture are null when the
 * file has no such column: the stored Marathi names and pictures are kept.
 */
export interface FileRow extends Omit<CatalogueRow, 'item_name_mr' | 'picture'> {
  line: number;
  item_name_mr: string | null;
  picture: string | null;
}

/** One refusal of a file: the line (1 is the header), the column when it is about one, and why. */
export interface LineProblem {
  line: number;
  column: CatalogueColumn | null;
  reason: string;
}

const yesNo = (flag: boolean): string => (flag ? 'yes' : 'no');

/** Rupees with two decimals, as a price column holds them (3000 → "30.00"). */
export function rupeesText(paise: number): string {
  return fromMinor(paise).toFixed(2);
}

function cellsOf(row: CatalogueRow): Record<CatalogueColumn, CsvCell> {
  return {
    store_slug: row.store_slug,
    item_slug: row.item_slug,
    item_name: row.item_name,
    item_name_mr: row.item_name_mr,
    category_slug: row.category_slug,
    veg: row.is_veg === null ? '' : yesNo(row.is_veg),
    active: yesNo(row.is_active),
    picture: row.picture,
    variant_name: row.variant_name,
    unit: row.unit,
    measurement: row.measurement,
    // Amounts are never below 0 (catalogue-rules.ts), so their text never starts with a minus to neutralise.
    price: rupeesText(row.regular_price_paise),
    sale_price: rupeesText(row.sale_price_paise),
    member_price: row.member_price_paise === null ? '' : rupeesText(row.member_price_paise),
    // A number: written as it is, so a stock of -2 stays a number a spreadsheet can add up.
    stock: row.stock,
    infinite: yesNo(row.is_infinite),
    negative_allowed: yesNo(row.is_negative),
    default: yesNo(row.is_default),
    variant_id: row.variant_id ?? '',
  };
}

/** The export: the header, then one row per variant, as the spreadsheet programs read it. */
export function catalogueCsv(rows: readonly CatalogueRow[]): string {
  return writeCsv(
    CATALOGUE_COLUMNS,
    rows.map((row) => {
      const cells = cellsOf(row);
      return CATALOGUE_COLUMNS.map((column) => cells[column]);
    }),
  );
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A yes/no cell; blank is `blank`; anything else is refused. */
function flagOf(text: string, blank: boolean | null): boolean | null | undefined {
  const word = text.trim().toLowerCase();
  if (word === '') return blank;
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/** Rupees with at most two decimals, 0 or more, to paise; null when the text is not that. */
function paiseOf(text: string): number | null {
  const trimmed = text.trim().replace(/^₹\s*/, '');
  if (!/^\d+(?:\.\d{1,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  const rupees = parseDecimal(trimmed);
  return rupees === null ? null : Math.round(rupees * 100);
}

interface Reader {
  text(column: CatalogueColumn): string;
  has(column: CatalogueColumn): boolean;
  problem(column: CatalogueColumn, reason: string): void;
}

/** A line break, a tab or any other control character. */
const CONTROL_CHARACTER = /\p{Cc}/u;

function readRow(line: number, read: Reader): FileRow | null {
  let bad = false;
  const refuse = (column: CatalogueColumn, reason: string) => {
    read.problem(column, reason);
    bad = true;
  };
  const flag = (column: CatalogueColumn, blank: boolean | null): boolean | null => {
    const value = flagOf(read.text(column), blank);
    if (value === undefined) {
      refuse(column, `“${read.text(column)}” is not yes or no.`);
      return null;
    }
    return value;
  };
  const price = (column: CatalogueColumn, what: string): number | null => {
    const text = read.text(column);
    const paise = paiseOf(text);
    if (paise === null) refuse(column, `“${text}” is not ${what} in rupees (like 30.00).`);
    return paise;
  };

  // The console's fields are one line each (domain/api/fields.ts): a quoted cell may hold a line
  // break or a tab, which a name keeps no more from a file than from the form (decision 0320).
  // Around the text they are trimmed, as spaces are.
  for (const column of CATALOGUE_COLUMNS)
    if (read.has(column) && CONTROL_CHARACTER.test(read.text(column).trim()))
      refuse(column, 'This field holds a line break or another control character: keep it to one line.');
  const regular = price('price', 'a price');
  const saleText = read.text('sale_price').trim();
  // A blank sale price: no sale, the price itself.
  const sale = saleText === '' ? regular : price('sale_price', 'a sale price');
  const memberText = read.text('member_price').trim();
  const member = memberText === '' ? null : price('member_price', 'a member price');
  const stockText = read.text('stock').trim();
  const stock = /^[+-]?\d+$/.test(stockText) ? Number(stockText) : null;
  if (stock === null) refuse('stock', `“${stockText}” is not a whole number of pieces in stock.`);
  const measurementText = read.text('measurement').trim();
  const measurement = parseDecimal(measurementText);
  if (measurement === null) refuse('measurement', `“${measurementText}” is not a number (like 500 for 500 g).`);
  const idText = read.text('variant_id').trim();
  const variantId = idText === '' ? null : /^\d{1,15}$/.test(idText) ? Number(idText) : undefined;
  if (variantId === undefined) refuse('variant_id', `“${idText}” is not a variant id: leave it blank for a new size.`);
  const isVeg = flag('veg', null);
  const isActive = flag('active', true);
  const isInfinite = flag('infinite', false);
  const isNegative = flag('negative_allowed', false);
  const isDefault = flag('default', false);
  const itemSlug = read.text('item_slug').trim();
  if (itemSlug === '') refuse('item_slug', 'Give the item’s web address name (item_slug).');
  const variantName = read.text('variant_name').trim();
  if (variantName === '') refuse('variant_name', 'Give the size’s name (variant_name), like “500 g”.');
  if (bad || regular === null || sale === null || stock === null || measurement === null) return null;
  return {
    line,
    store_slug: read.text('store_slug').trim(),
    item_slug: itemSlug,
    item_name: read.text('item_name').trim(),
    item_name_mr: read.has('item_name_mr') ? read.text('item_name_mr').trim() : null,
    category_slug: read.text('category_slug').trim(),
    is_veg: isVeg,
    is_active: isActive ?? true,
    picture: read.has('picture') ? read.text('picture').trim() : null,
    variant_name: variantName,
    unit: read.text('unit').trim(),
    measurement,
    regular_price_paise: regular,
    sale_price_paise: sale,
    member_price_paise: member,
    stock,
    is_infinite: isInfinite ?? false,
    is_negative: isNegative ?? false,
    is_default: isDefault ?? false,
    variant_id: variantId ?? null,
  };
}

export interface ReadFile {
  rows: FileRow[];
  problems: LineProblem[];
  /** Data lines read (the header apart), good or bad. */
  lineCount: number;
}

/** Whether the file is small enough to read: null when it is, or why not (for the field `file`). */
export function fileSizeProblem(text: string): string | null {
  if (new TextEncoder().encode(text).length > CATALOGUE_FILE_MAX_BYTES)
    return `The file is larger than ${CATALOGUE_FILE_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`;
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    lines++;
    if (lines > CATALOGUE_FILE_MAX_LINES + 1)
      return `The file has more than ${CATALOGUE_FILE_MAX_LINES.toLocaleString('en-IN')} lines: split it into smaller files.`;
  }
  return null;
}

/**
 * The rows of a catalogue file, each cell checked on its own (the catalogue's rules and the
 * stored catalogue are csv-plan.ts's part). The header row names the columns, in any order and
 * any case; every column but variant_id, item_name_mr and picture is required; a column the file names
 * twice or that is not one of ours is refused, so a typo never silently drops a column.
 */
export function readCatalogueFile(text: string): ReadFile {
  return allAtOnce(readCatalogueFileSteps(text));
}

/** Rows read between two steps of readCatalogueFileSteps: a few milliseconds of work. */
const ROWS_PER_STEP = 250;

/** readCatalogueFile in steps, for a server that lets other requests run between them (decision 0320). */
export function* readCatalogueFileSteps(text: string): Steps<ReadFile> {
  const parsed = yield* parseCsvSteps(text);
  const problems: LineProblem[] = [];
  if (parsed.unclosedQuoteLine !== null)
    problems.push({
      line: parsed.unclosedQuoteLine,
      column: null,
      reason: 'A quoted field starts here and is never closed (a " is missing).',
    });
  for (const line of parsed.misquotedLines)
    problems.push({
      line,
      column: null,
      reason:
        'A quoted field here goes on after its closing quote: put the whole field in quotes and double each " inside it.',
    });
  const misquoted = new Set(parsed.misquotedLines);
  const [header, ...records] = parsed.records;
  if (header?.line !== 1)
    return {
      rows: [],
      problems: [{ line: 1, column: null, reason: 'The first line must be the header row naming the columns.' }],
      lineCount: 0,
    };
  const positions = new Map<CatalogueColumn, number>();
  for (const [index, raw] of header.fields.entries()) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    const column = CATALOGUE_COLUMNS.find((known) => known === name);
    if (!column) problems.push({ line: 1, column: null, reason: `“${raw}” is not one of the catalogue’s columns.` });
    else if (positions.has(column))
      problems.push({ line: 1, column, reason: `The column ${column} is in the header twice.` });
    else positions.set(column, index);
  }
  const missing = CATALOGUE_COLUMNS.filter((column) => !positions.has(column) && !OPTIONAL_COLUMNS.includes(column));
  if (missing.length > 0)
    problems.push({ line: 1, column: null, reason: `The header has no column ${missing.join(', ')}.` });
  if (problems.some((problem) => problem.line === 1)) return { rows: [], problems, lineCount: records.length };

  const rows: FileRow[] = [];
  for (const [index, record] of records.entries()) {
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    // Refused above: its fields are not the ones the person wrote.
    if (misquoted.has(record.line)) continue;
    if (record.fields.length !== header.fields.length) {
      problems.push({
        line: record.line,
        column: null,
        reason: `The line has ${record.fields.length} fields where the header has ${header.fields.length}: check for a stray comma or quote.`,
      });
      continue;
    }
    const row = readRow(record.line, {
      text: (column) => {
        const position = positions.get(column);
        return position === undefined ? '' : restoreFormula(record.fields[position] ?? '');
      },
      has: (column) => positions.has(column),
      problem: (column, reason) => problems.push({ line: record.line, column, reason }),
    });
    if (row) rows.push(row);
  }
  return { rows, problems, lineCount: records.length };
}
