// The shop's words in the console (decision 0284): a translation keeps the English placeholders,
// a label is never saved empty, every label of the release falls under a screen, and a search
// finds a label by its key or by its text in any language.
import { describe, expect, it } from 'vitest';
import {
  isMissingText,
  LABEL_SCREENS,
  LABEL_TEXT_MAX,
  labelScreenOf,
  labelTextRefusal,
  OTHER_SCREEN,
  placeholdersOf,
  wordIsExactly,
  wordMatches,
} from '../../../../src/domain/staff/shop-words.ts';
import { languageRows } from '../../../../src/server/seed/essentials/labels.ts';

describe('placeholders', () => {
  it('are the {names} of a text, each once, in order', () => {
    expect(placeholdersOf('{store} takes orders of {amount} or more from {store}')).toEqual(['store', 'amount']);
    expect(placeholdersOf('No braces here, nor { spaced }')).toEqual([]);
  });

  it('a translation with the same placeholders in another order is taken', () => {
    expect(
      labelTextRefusal('{amount} किंवा अधिकच्या ऑर्डर {store} घेते', '{store} takes orders of {amount} or more'),
    ).toBeNull();
  });

  it('a translation that drops or adds one is refused, saying which', () => {
    expect(labelTextRefusal('पुन्हा स्वागत!', 'Welcome back, {name}!')).toEqual({
      key: 'saidRuleLabelKeep',
      params: { missing: '{name}', english: '{name}' },
      text: 'must keep {name} (the English has {name})',
    });
    expect(labelTextRefusal('{n} पदार्थ {name}', '{n} items')).toMatchObject({
      key: 'saidRuleLabelAdd',
      params: { extra: '{name}', english: '{n}' },
    });
    expect(labelTextRefusal('{nom}', '{name}')?.text).toBe(
      'must keep {name} and must not add {nom}, which the English has not (the English has {name})',
    );
    expect(labelTextRefusal('{nom}', '{name}')?.key).toBe('saidRuleLabelKeepAndAdd');
    expect(labelTextRefusal('{x}', 'Plain')).toMatchObject({ key: 'saidRuleLabelAddToNone', params: { extra: '{x}' } });
  });

  it('every Marathi label of the release keeps its English placeholders', () => {
    const [english, marathi] = languageRows().map((row) => JSON.parse(row.labels) as Record<string, string>);
    for (const [key, text] of Object.entries(marathi ?? {}))
      expect(labelTextRefusal(text, english?.[key]), key).toBeNull();
  });
});

describe('what a label text may be', () => {
  it('not empty nor blanks, not too long, no control characters; a trailing space is kept as written', () => {
    expect(labelTextRefusal('   ', 'Home')?.key).toBe('saidRuleLabelEmpty');
    expect(labelTextRefusal('a'.repeat(LABEL_TEXT_MAX + 1), undefined)).toMatchObject({
      key: 'saidRuleAtMostCharacters',
      params: { max: LABEL_TEXT_MAX },
    });
    expect(labelTextRefusal('Home\u0007', 'Home')?.key).toBe('saidRuleNoControlCharacters');
    expect(labelTextRefusal('Two\nlines', 'Home')).toBeNull();
    expect(labelTextRefusal('यासाठी काहीही सापडले नाही: ', 'No results found for: ')).toBeNull();
  });

  it('a label is missing in a language when it has no key or only blanks', () => {
    expect(isMissingText(undefined)).toBe(true);
    expect(isMissingText(' ')).toBe(true);
    expect(isMissingText('मुख्य')).toBe(false);
  });
});

describe('screens', () => {
  it('a key falls under the screen its prefix names, at a word boundary; a counted form under its plain key’s', () => {
    expect(labelScreenOf('farmVisitTitle')).toBe('Farm visit');
    expect(labelScreenOf('cartTitle')).toBe('Cart and checkout');
    expect(labelScreenOf('itemsCountText_one')).toBe(labelScreenOf('itemsCountText'));
    expect(labelScreenOf('saidCouponExpired')).toBe('Messages from the server');
    expect(labelScreenOf('navHome')).toBe('Navigation and pages');
    // 'or' names orText, not orderTitleText.
    expect(labelScreenOf('orText')).toBe('Words used everywhere');
    expect(labelScreenOf('orderTitleText')).toBe('Orders and tracking');
    expect(labelScreenOf('zzzUnknown')).toBe(OTHER_SCREEN);
  });

  it('every label of the release falls under a named screen, and every screen has some', () => {
    const english = JSON.parse(languageRows()[0]?.labels ?? '{}') as Record<string, string>;
    const screens = Object.keys(english).map(labelScreenOf);
    expect(screens.filter((screen) => screen === OTHER_SCREEN)).toEqual([]);
    for (const screen of LABEL_SCREENS.filter((one) => one !== OTHER_SCREEN))
      expect(screens.includes(screen), screen).toBe(true);
  });
});

describe('search', () => {
  const row = { key: 'navHome', texts: { en: 'Home', mr: 'मुख्यपृष्ठ' } };
  it('finds by key, by English or by Marathi text, any case, every word', () => {
    expect(wordMatches(row, 'NAVHOME')).toBe(true);
    expect(wordMatches(row, 'home')).toBe(true);
    expect(wordMatches(row, 'मुख्य')).toBe(true);
    expect(wordMatches(row, 'nav मुख्य')).toBe(true);
    expect(wordMatches(row, 'nav cart')).toBe(false);
    expect(wordMatches(row, '  ')).toBe(true);
  });

  it('knows a label that is the search exactly: its key or a whole text, any case', () => {
    expect(wordIsExactly(row, 'navhome')).toBe(true);
    expect(wordIsExactly(row, ' HOME ')).toBe(true);
    expect(wordIsExactly(row, 'मुख्यपृष्ठ')).toBe(true);
    expect(wordIsExactly(row, 'hom')).toBe(false);
    expect(wordIsExactly({ key: 'consoleHomeTitle', texts: { en: 'Compose the home' } }, 'home')).toBe(false);
    expect(wordIsExactly(row, '')).toBe(false);
  });
});
