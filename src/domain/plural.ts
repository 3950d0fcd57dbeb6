// Counted texts ("1 item", "2 items") in the customer's language (issue 15, Copy: "1 stores",
// "1 items", "1 reviews"). A label may have a form per plural category of Intl.PluralRules
// (`itemsCountText_one`, `itemsCountText_few`, ...); the plain key is the 'other' form.

/** The count a template is filled with: its {n}, when that is a number. */
function countOf(values: Readonly<Record<string, string | number>> | undefined): number | null {
  const n = values?.n;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * The key of the form of `key` to use for `values.n` in `locale`: `${key}_${category}` when the
 * language has that form (`has`), else `key` itself.
 */
export function pluralKey(
  key: string,
  values: Readonly<Record<string, string | number>> | undefined,
  locale: string,
  has: (key: string) => boolean,
): string {
  const n = countOf(values);
  if (n === null) return key;
  let category: Intl.LDMLPluralRule;
  try {
    category = new Intl.PluralRules(locale).select(n);
  } catch {
    category = new Intl.PluralRules('en').select(n);
  }
  if (category === 'other') return key;
  const form = `${key}_${category}`;
  return has(form) ? form : key;
}
