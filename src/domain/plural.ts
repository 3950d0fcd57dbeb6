// Counted texts ("1 item", "2 items") in the customer's language (decision 0202; not "1 stores",
// "1 items", "1 reviews"). A label may have a form per plural category of Intl.PluralRules
// (`itemsCountText_one`, `itemsCountText_few`, ...); the plain key is the 'other' form.
import { fillTemplate } from './text.ts';

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
  const category = pluralRulesOf(locale).select(n);
  if (category === 'other') return key;
  const form = `${key}_${category}`;
  return has(form) ? form : key;
}

/**
 * A counted text as an island gets it (not "1 items"): the language, its plain ('other')
 * form, and the forms of the language's other plural categories that the labels give.
 */
export interface CountForms {
  locale: string;
  other: string;
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
}

function pluralRulesOf(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
}

/**
 * The forms of `key` for `locale`, picked on the server from a page's labels (`text` answers a
 * key, or the key itself when there is no such label): `${key}_${category}` for each plural
 * category the language has.
 */
export function countForms(key: string, locale: string, text: (key: string) => string): CountForms {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of pluralRulesOf(locale).resolvedOptions().pluralCategories) {
    const form = `${key}_${category}`;
    const found = category === 'other' ? form : text(form);
    if (found !== form) forms[category] = found;
  }
  return { locale, other: text(key), forms };
}

/** The text for `n`, in the form Intl.PluralRules picks for n in the forms' language, with {n} filled. */
export function countText(counted: CountForms, n: number): string {
  const template = counted.forms[pluralRulesOf(counted.locale).select(n)] ?? counted.other;
  return fillTemplate(template, { n });
}
