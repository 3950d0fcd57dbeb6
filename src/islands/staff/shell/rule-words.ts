// A domain rule's refusal (a `Said`: its code and English) in the member's console language
// (decision 0345): the page sends the rules' words (server/pages/rule-words.ts), the form says the
// refusal it found with them, as the server says the same refusal.
import type { Said } from '../../../domain/api/errors.ts';
import { fillTemplate } from '../../../domain/text.ts';

/** The rules' sentences by their `said…` key, in the member's language. */
export type RuleWords = Readonly<Record<string, string>>;

export function sayRule(words: RuleWords, said: Said): string {
  const template = words[said.key];
  if (template === undefined) return said.text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params ?? {})) {
    // A sentence within a sentence is not among a form's rules: the English stands for the whole.
    if (typeof value === 'object') return said.text;
    values[name] = value;
  }
  return fillTemplate(template, values);
}

/** Each field's refusal said by `sayRule`. */
export function rulesSaid(
  words: RuleWords,
  refusals: Readonly<Record<string, Said | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusals).flatMap(([field, reason]) => (reason ? [[field, sayRule(words, reason)]] : [])),
  );
}
