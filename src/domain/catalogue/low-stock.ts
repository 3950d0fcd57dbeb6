// A variant's low-stock threshold (decision 0327): the console lists a variant under Low stock once
// its stock falls to the threshold or below, whether an order took it there or a staff edit. The
// item form, the stock screen and the server check a threshold by the same rule, and the server's
// query (services/catalogue/staff-low-stock.ts) asks the database the same question as isLowStock. Pure.
import type { FieldProblem } from './catalogue-rules.ts';

/** The largest threshold taken: a shelf of ten thousand is already a warehouse. */
export const LOW_STOCK_MAX = 10_000;

/** Why a threshold is refused, or null when it is taken; null itself is no alert, always taken. */
export function lowStockProblem(threshold: number | null): string | null {
  if (threshold === null) return null;
  if (!Number.isInteger(threshold) || threshold < 0) return 'Give the low-stock alert as a whole number, 0 or more.';
  if (threshold > LOW_STOCK_MAX) return `Keep the low-stock alert to ${LOW_STOCK_MAX} or fewer.`;
  return null;
}

/** The threshold's refusal as a form field's problem (none when taken). */
export function lowStockProblems(threshold: number | null | undefined, field = 'low_stock_at'): FieldProblem[] {
  const reason = lowStockProblem(threshold ?? null);
  return reason === null ? [] : [{ field, reason }];
}

/**
 * Whether the variant is low: it has a threshold, keeps a count (one that never runs out has
 * none to fall) and its stock is at the threshold or below.
 */
export function isLowStock(variant: { stock: number; low_stock_at: number | null; is_infinite: boolean }): boolean {
  return variant.low_stock_at !== null && !variant.is_infinite && variant.stock <= variant.low_stock_at;
}
