// The console's own words (decision 0345): every label, message and alert of the console is a key
// of the words table, in English in the groups of ./console-words/ (one per part of the console)
// and in Marathi beside the customers' words (server/seed/essentials/console-mr/), editable on the
// Words screen under "The console". A member reads them in the language they chose; a page picks
// the keys its islands need and passes them as one prop, as the customers' pages do.

import { CATALOGUE_WORDS } from './console-words/catalogue.ts';
import { CONTENT_WORDS } from './console-words/content.ts';
import { FORM_WORDS } from './console-words/form.ts';
import { STORES_WORDS } from './console-words/stores.ts';
import { PEOPLE_WORDS } from './console-words/people.ts';
import { COUNTER_WORDS } from './console-words/counter.ts';
import { FRAME_WORDS } from './console-words/frame.ts';
import { ITEM_WORDS } from './console-words/item.ts';
import { PRINTER_WORDS } from './console-words/printer.ts';
import { QUEUE_WORDS } from './console-words/queue.ts';

/** The console's words in English, by key; {placeholders} are filled where the text is shown. */
export const CONSOLE_WORDS = {
  ...FRAME_WORDS,
  ...QUEUE_WORDS,
  ...PRINTER_WORDS,
  ...ITEM_WORDS,
  ...CATALOGUE_WORDS,
  ...CONTENT_WORDS,
  ...FORM_WORDS,
  ...STORES_WORDS,
  ...PEOPLE_WORDS,
  ...COUNTER_WORDS,
} as const;

/** The groups CONSOLE_WORDS is made of: a key written in two of them would hide one of its words. */
export const CONSOLE_WORD_GROUPS: readonly Readonly<Record<string, string>>[] = [
  FRAME_WORDS,
  QUEUE_WORDS,
  PRINTER_WORDS,
  ITEM_WORDS,
  CATALOGUE_WORDS,
  CONTENT_WORDS,
  FORM_WORDS,
  STORES_WORDS,
  PEOPLE_WORDS,
  COUNTER_WORDS,
];

export type ConsoleWordKey = keyof typeof CONSOLE_WORDS;

/** A console tab's word (console-tabs.ts key 'customer-list' → consoleTabCustomerList), if it has one. */
export function tabWordKey(tabKey: string): ConsoleWordKey | undefined {
  const key = `consoleTab${tabKey.replace(/(^|-)([a-z])/g, (_whole, _dash: string, letter: string) => letter.toUpperCase())}`;
  return key in CONSOLE_WORDS ? (key as ConsoleWordKey) : undefined;
}
