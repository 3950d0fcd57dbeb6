// A console form's own rules said in the member's language (decision 0345): the page sends the
// sentences of the rules the form checks before sending (server/pages/console-rules.ts), and a
// refusal, a code and its values, is said with them as the server would say it.
import type { Said, SaidCode } from '../../../domain/api/errors.ts';
import { fillTemplate } from '../../../domain/text.ts';

export type RuleWords = Readonly<Record<string, string>>;

function sayCode(words: RuleWords, { key, params }: SaidCode): string {
  const template = words[key] ?? key;
  if (!params) return template;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    values[name] = typeof value === 'object' ? sayCode(words, value) : value;
  return fillTemplate(template, values);
}

/** A refusal in the words sent; its English words when the page sent none for its key. */
export function sayRule(words: RuleWords, refusal: Said): string {
  return refusal.key in words ? sayCode(words, refusal) : refusal.text;
}

/** Refusals by field, said. */
export function sayRules(
  words: RuleWords,
  refusals: Readonly<Record<string, Said | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusals).flatMap(([field, refusal]) => (refusal ? [[field, sayRule(words, refusal)]] : [])),
  );
}
