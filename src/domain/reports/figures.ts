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

/**
 * The value at a 0-based position of `values` in ascending order, found by selection rather than
 * a sort (decision 0302): a three-way partition around the median of three, so runs of equal
 * durations (common: many orders take the same minute) narrow the search at once. Reorders
 * `values` within [from, to] so that what is left of the position is not larger and what is right
 * of it not smaller.
 */
function selectAt(values: Int32Array, position: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const a = values[low] ?? 0;
    const b = values[(low + high) >>> 1] ?? 0;
    const c = values[high] ?? 0;
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let less = low;
    let index = low;
    let greater = high;
    while (index <= greater) {
      const value = values[index] ?? 0;
      if (value < pivot) {
        values[index] = values[less] ?? 0;
        values[less] = value;
        less++;
        index++;
      } else if (value > pivot) {
        values[index] = values[greater] ?? 0;
        values[greater] = value;
        greater--;
      } else index++;
    }
    if (position < less) high = less - 1;
    else if (position > greater) low = greater + 1;
    else return pivot;
  }
  return values[low] ?? 0;
}

/**
 * The values at 1-based ranks (given in ascending order) of a list of whole numbers sorted. Durations of a report
 * lie close together (a year of orders' seconds within a few hours), so they are counted per value
 * in one pass where their span is small beside their number; otherwise they are selected, which
 * reorders `values` (decision 0302).
 */
function valuesAtRanks(values: Int32Array, ranks: readonly number[]): number[] {
  let least = Number.POSITIVE_INFINITY;
  let most = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < least) least = value;
    if (value > most) most = value;
  }
  const span = most - least + 1;
  if (span > 4 * values.length + 4096) {
    return ranks.map((rank) => selectAt(values, rank - 1, 0, values.length - 1));
  }
  const counts = new Int32Array(span);
  for (const value of values) counts[value - least] = (counts[value - least] ?? 0) + 1;
  const found: number[] = [];
  let seen = 0;
  let index = 0;
  for (const rank of ranks) {
    while (seen + (counts[index] ?? 0) < rank) seen += counts[index++] ?? 0;
    found.push(least + index);
  }
  return found;
}

/**
 * The median of a list of whole numbers as medianOfTally gives it (the mean of the two middle
 * values of an even count, rounded half up); null for none. May reorder `values`.
 */
export function medianOfValues(values: Int32Array): number | null {
  const size = values.length;
  if (size === 0) return null;
  if (size % 2 === 1) return valuesAtRanks(values, [(size + 1) / 2])[0] ?? null;
  const [lower = 0, upper = 0] = valuesAtRanks(values, [size / 2, size / 2 + 1]);
  return Math.round((lower + upper) / 2);
}

/** The p-th percentile of a list of whole numbers by nearest rank, as percentileOfTally; null for none. May reorder `values`. */
export function percentileOfValues(values: Int32Array, p: number): number | null {
  const size = values.length;
  if (size === 0) return null;
  return valuesAtRanks(values, [Math.max(1, Math.ceil((p / 100) * size))])[0] ?? null;
}

/**
 * The median and the p-th percentile together (one count of the values, or selections), as
 * medianOfValues and percentileOfValues give them. May reorder `values`.
 */
export function medianAndPercentileOfValues(values: Int32Array, p: number): [number | null, number | null] {
  const size = values.length;
  if (size === 0) return [null, null];
  const middle = size % 2 === 1 ? [(size + 1) / 2, (size + 1) / 2] : [size / 2, size / 2 + 1];
  const [lower = 0, upper = 0, high = 0] = valuesAtRanks(values, [...middle, Math.max(1, Math.ceil((p / 100) * size))]);
  return [Math.round((lower + upper) / 2), high];
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
