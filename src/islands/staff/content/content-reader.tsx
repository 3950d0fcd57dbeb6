// Who reads the content editor (decision 0345): the member's console language, in which the editor
// names the shop's languages and writes the moments it shows. The page gives it; the browser's own
// language is never read.
import { createContext, useContext } from 'react';
import { shopLocale } from '../../../domain/calendar.ts';
import { languageName, whenOf } from './content-form.ts';

const ReaderContext = createContext('en');

export const ContentReaderProvider = ReaderContext.Provider;

export function useReader() {
  const language = useContext(ReaderContext);
  const locale = shopLocale(language);
  return {
    /** A language's name in the member's language ('mr' → 'Marathi' or 'मराठी'). */
    languageName: (code: string) => languageName(code, language),
    /** A moment in the member's language. */
    when: (moment: string) => whenOf(moment, locale),
  };
}
