// The arithmetic every report shares (decision 0278): sums of integer paise, averages rounded to
// the paisa, and the middle and the 90th percentile of a set of durations. Pure.

/** The sum of integer amounts (paise, counts): exact, as integers add exactly below 2^53. */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** An average of paise, rounded to the nearest paisa (half up); 0 for none. */
export function averagePaise(totalPaise: number, count: number): number {
  return count === 0 ? 0 : Math.round(totalPaise / count);
}

/**
 * The median: the middle value, or the mean of the two middle values of an even count (rounded to
 * a whole unit, half up); null for none.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/**
 * The p-th percentile by nearest rank: the smallest value that at least p% of the values do not
 * exceed, always one of the values (for "9 in 10 orders were accepted within X", X is a real order's
 * time); null for none.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** Whole seconds from one ISO instant to a later one; null when either is missing or time ran backwards. */
export function secondsBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const seconds = Math.round((Date.parse(to) - Date.parse(from)) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
