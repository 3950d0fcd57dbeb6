import { describe, expect, it } from 'vitest';
import { chosenLanguage, defaultLanguage, showLanguagePicker } from '../../../src/domain/language.ts';
import type { Language } from '../../../src/domain/types.ts';

const english: Language = { id: 1, language_name: 'English', is_default: 0 };
const marathi: Language = { id: 2, language_name: 'मराठी', is_default: 1 };

describe('§4 Language', () => {
  it('the default is the one with is_default = 1', () => {
    expect(defaultLanguage([english, marathi])).toBe(marathi);
  });

  it('falls back to the first when none is marked, and to null when none exist', () => {
    expect(defaultLanguage([english])).toBe(english);
    expect(defaultLanguage([])).toBeNull();
  });

  it('a stored preference wins while it is still offered', () => {
    expect(chosenLanguage([english, marathi], 1)).toBe(english);
    expect(chosenLanguage([english, marathi], 9)).toBe(marathi);
  });

  it('§2 the picker shows only with more than one language', () => {
    expect(showLanguagePicker([english, marathi])).toBe(true);
    expect(showLanguagePicker([english])).toBe(false);
  });
});
