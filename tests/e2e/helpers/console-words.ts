// The console's words as a member reads them (decision 0345), for the console's specs: a spec finds
// a field, a button or a line by its word's key, so the same spec asserts the same things whether
// the member reads the console in English or in Marathi (tests/playwright.config.ts runs the
// console's specs in both). English is the release's (console-words/, the server's sentences and
// the shop's other words), Marathi the demo shop's words table as seeded.
import { CONSOLE_WORDS, type ConsoleWordKey } from '../../../src/domain/staff/console-words.ts';
import { fillTemplate } from '../../../src/domain/text.ts';
import { SAID, type SaidKey } from '../../../src/server/said.ts';
import { MARATHI_LABELS } from '../../../src/server/seed/essentials/labels-mr.ts';
import { EXTRA_TEXTS } from '../../../src/server/seed/essentials/settings.ts';

export type ConsoleLanguage = 'en' | 'mr';

/** A word of the console (`console…`), a sentence of the server's (`said…`) or another of the shop's words. */
export type WordKey = ConsoleWordKey | SaidKey | keyof typeof EXTRA_TEXTS;

/** A word in the language the spec runs in, its {placeholders} filled. */
export type Say = (key: WordKey, values?: Readonly<Record<string, string | number>>) => string;

const ENGLISH: Readonly<Record<string, string>> = { ...SAID, ...EXTRA_TEXTS, ...CONSOLE_WORDS };

export function sayIn(language: ConsoleLanguage): Say {
  return (key, values) => {
    const text = (language === 'mr' ? MARATHI_LABELS[key] : undefined) ?? ENGLISH[key];
    if (text === undefined) throw new Error(`No word for ${key}`);
    return values ? fillTemplate(text, values) : text;
  };
}

/** A word as a pattern matching it anywhere in a text (its regular-expression characters escaped). */
export function wordPattern(word: string, flags = ''): RegExp {
  return new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}
