// §10 GST rates are data the shop keeps, not constants: the law changes the slabs (it did on
// 22 September 2025), so each rate carries the day it takes effect and, once replaced, its last day.
// Rates are in basis points (hundredths of a percent): 5 % is 500, 0.25 % is 25.

export interface TaxRate {
  bp: number;
  /** First day in force, YYYY-MM-DD (the shop's local date). */
  from: string;
  /** Last day in force, or null while it is. */
  until: string | null;
}

/** How the law treats a supply: taxed at a rate, nil-rated (taxable at 0 %), or exempt. */
export type TaxTreatment = 'taxable' | 'nil' | 'exempt';

/** The slabs before and after the rate change of 22 September 2025 (0, 5, 18, 40 % since). */
export const DEFAULT_TAX_RATES: readonly TaxRate[] = [
  { bp: 0, from: '2017-07-01', until: null },
  { bp: 500, from: '2017-07-01', until: null },
  { bp: 1200, from: '2017-07-01', until: '2025-09-21' },
  { bp: 1800, from: '2017-07-01', until: null },
  { bp: 2800, from: '2017-07-01', until: '2025-09-21' },
  { bp: 4000, from: '2025-09-22', until: null },
];

const MAX_BP = 10_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rates in force on a day, lowest first: the choice list of the item form on that day. */
export function ratesInForce(rates: readonly TaxRate[], day: string): number[] {
  const inForce = rates.filter((rate) => rate.from <= day && (rate.until === null || day <= rate.until));
  return [...new Set(inForce.map((rate) => rate.bp))].sort((a, b) => a - b);
}

/** "5", "2.5", "0.25", "18 %" → basis points; null for anything that is not a rate from 0 to 100 %. */
export function parseRatePercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_BP ? bp : null;
}

/** Basis points as a person reads them: 500 → "5", 25 → "0.25", 250 → "2.5". */
export function formatRatePercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const hundredths = bp % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

export type RateProblem = 'rate' | 'day' | 'order' | 'overlap';

/**
 * A rate the shop adds: a rate from 0 to 100 %, real days, `until` not before `from`, and not in
 * force twice on any day (two rows of 5 % on one day would make the choice list ambiguous).
 */
export function rateProblem(rate: TaxRate, others: readonly TaxRate[]): RateProblem | null {
  if (!Number.isInteger(rate.bp) || rate.bp < 0 || rate.bp > MAX_BP) return 'rate';
  if (!isDay(rate.from) || (rate.until !== null && !isDay(rate.until))) return 'day';
  if (rate.until !== null && rate.until < rate.from) return 'order';
  const overlaps = others.some(
    (other) =>
      other.bp === rate.bp &&
      (other.until === null || rate.from <= other.until) &&
      (rate.until === null || other.from <= rate.until),
  );
  return overlaps ? 'overlap' : null;
}

function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
