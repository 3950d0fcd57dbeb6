// The console's own words in Marathi (decision 0345), one group per part of the console
// (./console-mr/), beside their English in src/domain/staff/console-words/: every key there has its
// word here (the types say so). Spread into labels-mr.ts; the English into settings.ts EXTRA_TEXTS.
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { CATALOGUE_WORDS_MR } from './console-mr/catalogue.ts';
import { CONTENT_WORDS_MR } from './console-mr/content.ts';
import { FORM_WORDS_MR } from './console-mr/form.ts';
import { STORES_WORDS_MR } from './console-mr/stores.ts';
import { PEOPLE_WORDS_MR } from './console-mr/people.ts';
import { COUNTER_WORDS_MR } from './console-mr/counter.ts';
import { FRAME_WORDS_MR } from './console-mr/frame.ts';
import { ITEM_WORDS_MR } from './console-mr/item.ts';
import { PRINTER_WORDS_MR } from './console-mr/printer.ts';
import { QUEUE_WORDS_MR } from './console-mr/queue.ts';

export const CONSOLE_WORDS_MR: Readonly<Record<ConsoleWordKey, string>> = {
  ...FRAME_WORDS_MR,
  ...QUEUE_WORDS_MR,
  ...PRINTER_WORDS_MR,
  ...ITEM_WORDS_MR,
  ...CATALOGUE_WORDS_MR,
  ...CONTENT_WORDS_MR,
  ...FORM_WORDS_MR,
  ...STORES_WORDS_MR,
  ...PEOPLE_WORDS_MR,
  ...COUNTER_WORDS_MR,
};
