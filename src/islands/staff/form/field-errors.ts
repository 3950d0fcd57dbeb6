// A form's refused fields (decision 0344): each by its dotted path in the request
// (`variants.1.sale_price_paise`), as the API's 4xx answer names them in `error.fields` (the
// contract's schema's issue paths, src/server/said.ts `validationError`), so a reason found in the
// browser and one the server answered land on the same field.
import type { Said, SaidCode } from '../../../domain/api/errors.ts';
import { fillTemplate } from '../../../domain/text.ts';

export type FieldErrors = Readonly<Record<string, string | undefined>>;

/** The server's words for a rule's codes (`said…`) in the member's language, as a page sends them. */
export type RuleWords = Readonly<Record<string, string>>;

/** A rule's code in `words` (as the server's sayCode says it); its English words when `words` lacks it. */
function sayRule(words: RuleWords, said: Said): string {
  const inWords = (code: SaidCode): string | null => {
    const template = words[code.key];
    if (template === undefined) return null;
    if (!code.params) return template;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(code.params)) {
      if (typeof value !== 'object') values[name] = value;
      else {
        const inner = inWords(value);
        if (inner === null) return null;
        values[name] = inner;
      }
    }
    return fillTemplate(template, values);
  };
  return inWords(said) ?? said.text;
}

/**
 * The words of a domain rule's refusals by field, as the form shows them before sending: the same
 * codes the server answers with, said in the member's language when the page sent the rules' words
 * (`words`), else in English as the rules wrote them.
 */
export function reasonsOf(
  refusals: Readonly<Record<string, Said | undefined>>,
  words: RuleWords = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusals).flatMap(([field, reason]) => (reason ? [[field, sayRule(words, reason)]] : [])),
  );
}
