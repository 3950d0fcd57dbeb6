// §4 Language: the default is the one with is_default = 1, falling back to the first offered.
import type { Language } from './types.ts';

/** The cookie that carries the customer's language code (set by the language picker). */
export const LANGUAGE_COOKIE = 'lang';

export function defaultLanguage(languages: readonly Language[]): Language | null {
  return languages.find((language) => language.is_default === 1) ?? languages[0] ?? null;
}

/** §4 A stored preference wins while that language is still offered. */
export function chosenLanguage(languages: readonly Language[], preferredId: number | null): Language | null {
  return languages.find((language) => language.id === preferredId) ?? defaultLanguage(languages);
}

/** §2 The language picker shows only when more than one language exists. */
export function showLanguagePicker(languages: readonly Language[]): boolean {
  return languages.length > 1;
}
