// Numeric helpers shared by money, distance and weight rules.

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Reads a decimal amount as the original API sends it (49.5 or "120.00").
 * Returns null for anything that is not a plain finite decimal, so callers decide what a bad value means.
 */
export function parseDecimal(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : null;
}

/**
 * Rounds to `decimals` places with ties away from zero (half up for the positive amounts a shop sees).
 * Binary floats put 1.005 × 100 at 100.4999…; cutting to 15 significant digits first removes that
 * noise, because a double is only exact to about 15 digits anyway.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  // `|| 0` turns -0 into 0 so a rounded-away negative compares equal to zero.
  return value < 0 ? -rounded || 0 : rounded;
}
