// The lines several of the console's rules give a field alike (a coupon's, a label's, a setting's, a
// home slide's): one code each, among the server's words (src/server/said.ts spreads them into SAID),
// which the console's forms show the same.
import { type Said, sentenceOf } from './api/errors.ts';

export const FIELD_RULE_WORDS = {
  saidRuleAtMostCharacters: 'must be at most {max} characters',
  saidRuleNoControlCharacters: 'must not contain control characters',
  saidRuleDate: 'must be a date',
} as const;

/** A line of FIELD_RULE_WORDS by its code. */
export function fieldRule(key: keyof typeof FIELD_RULE_WORDS, params?: Readonly<Record<string, number>>): Said {
  return sentenceOf(FIELD_RULE_WORDS, key, params);
}
