// The console's own words in Marathi (decision 0345), one group per part of the console
// (./console-mr/), beside their English in src/domain/staff/console-words/: every key there has its
// word here (the types say so). Spread into labels-mr.ts; the English into settings.ts EXTRA_TEXTS.
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { FRAME_WORDS_MR } from './console-mr/frame.ts';
import { ITEM_WORDS_MR } from './console-mr/item.ts';
import { PRINTER_WORDS_MR } from './console-mr/printer.ts';
import { QUEUE_WORDS_MR } from './console-mr/queue.ts';

export const CONSOLE_WORDS_MR: Readonly<Record<ConsoleWordKey, string>> = {
  ...FRAME_WORDS_MR,
  ...QUEUE_WORDS_MR,
  ...PRINTER_WORDS_MR,
  ...ITEM_WORDS_MR,
};
