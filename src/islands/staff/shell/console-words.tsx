// The console's words in the member's language (decision 0345): a page picks the keys of the words
// table its island needs (`consoleQueue…`, `consoleItem…`) and passes them once; every part of the
// island reads them here.
import { createContext, useContext } from 'react';
import { shopLocale } from '../../../domain/calendar.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { fillTemplate } from '../../../domain/text.ts';

export type ConsoleWords = Readonly<Partial<Record<ConsoleWordKey, string>>>;

const WordsContext = createContext<ConsoleWords>({});

export const ConsoleWordsProvider = WordsContext.Provider;

/** Says a console word, its {placeholders} filled in; a key the page did not send shows as itself. */
export type Say = (key: ConsoleWordKey, values?: Readonly<Record<string, string | number>>) => string;

export function sayIn(words: ConsoleWords): Say {
  return (key, values) => {
    const text = words[key] ?? key;
    return values ? fillTemplate(text, values) : text;
  };
}

export function useSay(): Say {
  return sayIn(useContext(WordsContext));
}

/**
 * The locale an island writes its dates and times in: the member's console language's, passed by the
 * page as the words are (never read from the browser, which would render other text than the server).
 */
const LocaleContext = createContext<string>(shopLocale('en'));

export const ConsoleLocaleProvider = LocaleContext.Provider;

export function useConsoleLocale(): string {
  return useContext(LocaleContext);
}
