// §10 Document numbers. CGST Rules, rule 46(b): a consecutive serial number of at most 16
// characters (letters, digits, "-" and "/"), unique for a financial year (April to March). Each store
// keeps one series of invoices (and bills of supply) and one of credit notes per financial year; a
// number is PREFIX/YYYY/N, where YYYY is the year's two halves ("2627" for 2026-27) and N counts from 1.

export const DOCUMENT_NUMBER_MAX = 16;
const PREFIX = /^[A-Z0-9]{1,6}$/;

export interface FinancialYear {
  /** The calendar year in which it starts on 1 April. */
  startYear: number;
  /** "2026-27", as returns and registers name it. */
  label: string;
}

/** The financial year of a local day, YYYY-MM-DD: 1 April to 31 March. */
export function financialYearOf(day: string): FinancialYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (!Number.isInteger(year) || !(month >= 1 && month <= 12)) throw new RangeError(`Not a day: ${day}`);
  const startYear = month >= 4 ? year : year - 1;
  return { startYear, label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}` };
}

/** The first and last day of a financial year, YYYY-MM-DD. */
export function financialYearDays(startYear: number): { first: string; last: string } {
  return { first: `${startYear}-04-01`, last: `${startYear + 1}-03-31` };
}

/** A series prefix the shop may choose: 1 to 6 capital letters or digits. */
export function isSeriesPrefix(prefix: string): boolean {
  return PREFIX.test(prefix);
}

function yearPart(startYear: number): string {
  return `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** How many numbers a series with this prefix holds in a year before it would pass 16 characters. */
export function seriesCapacity(prefix: string): number {
  const digits = DOCUMENT_NUMBER_MAX - prefix.length - 2 - yearPart(2000).length;
  return 10 ** digits - 1;
}

/** The document number; throws when the prefix is not one or the year's series is full. */
export function documentNumber(prefix: string, startYear: number, serial: number): string {
  if (!isSeriesPrefix(prefix)) throw new RangeError(`Not a series prefix: ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > seriesCapacity(prefix)) {
    throw new RangeError(`Serial ${serial} is outside the series ${prefix}`);
  }
  return `${prefix}/${yearPart(startYear)}/${serial}`;
}

/** A document number read back into its parts, or null when it is not one of ours. */
export function readDocumentNumber(text: string): { prefix: string; yearPart: string; serial: number } | null {
  const match = /^([A-Z0-9]{1,6})\/(\d{4})\/([1-9]\d*)$/.exec(text);
  if (!match || text.length > DOCUMENT_NUMBER_MAX) return null;
  return { prefix: match[1] ?? '', yearPart: match[2] ?? '', serial: Number(match[3]) };
}
