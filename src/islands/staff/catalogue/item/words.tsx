// The item form's words in the member's console language (decision 0345): the page picks the
// `consoleItem…` keys of the words table and passes them once; every part of the form reads them here.
import { createContext, useContext } from 'react';
import type { ConsoleWordKey } from '../../../../domain/staff/console-words.ts';
import { fillTemplate } from '../../../../domain/text.ts';

export type ItemWords = Readonly<Partial<Record<ConsoleWordKey, string>>>;

const WordsContext = createContext<ItemWords>({});

export const ItemWordsProvider = WordsContext.Provider;

/** Says a word of the form, its {placeholders} filled in; a key the page did not send shows as itself. */
export type Say = (key: ConsoleWordKey, values?: Readonly<Record<string, string | number>>) => string;

export function useSay(): Say {
  const words = useContext(WordsContext);
  return (key, values) => {
    const text = words[key] ?? key;
    return values ? fillTemplate(text, values) : text;
  };
}
