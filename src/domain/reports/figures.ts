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

/** How many times each value occurs (whole seconds → orders): the durations a report reads counted in the database. */
export type Tally = ReadonlyMap<number, number>;

/** The tally of a list of values. */
export function tallyOf(values: readonly number[]): Map<number, number> {
  const tally = new Map<number, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return tally;
}

/** Several tallies as one (the totals row's durations are every row's). */
export function mergeTallies(tallies: readonly Tally[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const tally of tallies) for (const [value, count] of tally) merged.set(value, (merged.get(value) ?? 0) + count);
  return merged;
}

function tallySize(tally: Tally): number {
  let size = 0;
  for (const count of tally.values()) size += count;
  return size;
}

/** The value at a rank (1-based) of the tally's values in ascending order. */
function atRank(sorted: readonly (readonly [number, number])[], rank: number): number {
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= rank) return value;
  }
  throw new Error(`rank ${rank} beyond ${seen} values`);
}

function ascending(tally: Tally): [number, number][] {
  return [...tally].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
}

/**
 * The median of a tally: the middle value, or the mean of the two middle values of an even count
 * (rounded to a whole unit, half up); null for none.
 */
export function medianOfTally(tally: Tally): number | null {
  const size = tallySize(tally);
  if (size === 0) return null;
  const sorted = ascending(tally);
  if (size % 2 === 1) return atRank(sorted, (size + 1) / 2);
  return Math.round((atRank(sorted, size / 2) + atRank(sorted, size / 2 + 1)) / 2);
}

/**
 * The p-th percentile of a tally by nearest rank: the smallest value that at least p% of the
 * values do not exceed, always one of the values (for "9 in 10 orders were accepted within X", X
 * is a real order's time); null for none.
 */
export function percentileOfTally(tally: Tally, p: number): number | null {
  const size = tallySize(tally);
  if (size === 0) return null;
  return atRank(ascending(tally), Math.max(1, Math.ceil((p / 100) * size)));
}

/** The median of a list of values (as medianOfTally). */
export function median(values: readonly number[]): number | null {
  return medianOfTally(tallyOf(values));
}

/** The p-th percentile of a list of values by nearest rank (as percentileOfTally). */
export function percentile(values: readonly number[], p: number): number | null {
  return percentileOfTally(tallyOf(values), p);
}

/** Whole seconds from one ISO instant to a later one; null when either is missing or time ran backwards. */
export function secondsBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const seconds = Math.round((Date.parse(to) - Date.parse(from)) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
