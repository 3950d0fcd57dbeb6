// §4 Search forgives a typo (src/domain/spelling.ts; decision 0230).
import { describe, expect, it } from 'vitest';
import { nearWords, spelledSearch, typoDistance, wordsOf } from '../../../src/domain/spelling.ts';

const vocabulary = new Set([
  'bread',
  'red',
  'tomato',
  'tomatoes',
  'cherry',
  'whole',
  'wheat',
  'atta',
  'malai',
  'paneer',
  'rice',
  'price',
  'local',
  'टोमॅटो',
]);

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one each', () => {
    expect(typoDistance('tomatoe', 'tomato', 2)).toBe(1);
    expect(typoDistance('tomatoe', 'tomatoes', 2)).toBe(1);
    expect(typoDistance('aata', 'atta', 2)).toBe(1);
    expect(typoDistance('panere', 'paneer', 2)).toBe(1);
    expect(typoDistance('paner', 'paneer', 2)).toBe(1);
    expect(typoDistance('mango', 'mango', 2)).toBe(0);
  });

  it('stops at the limit', () => {
    expect(typoDistance('xylophone', 'tomato', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('nearWords', () => {
  it('allows no typo under 4 letters, one under 8, two from 8', () => {
    expect(nearWords('ric', vocabulary)).toEqual([]);
    expect(nearWords('aata', vocabulary)).toEqual(['atta']);
    expect(nearWords('tomatoe', vocabulary)).toEqual(['tomato', 'tomatoes']);
    expect(nearWords('tommatoes', vocabulary)).toEqual(['tomatoes']);
  });

  it('takes a shorter name word only for words of 6 letters or more ("bred" is bread, not red)', () => {
    expect(nearWords('bred', vocabulary)).toEqual(['bread']);
    expect(nearWords('tomatoe', vocabulary)).toContain('tomato');
  });

  it('counts characters, not bytes, in Devanagari', () => {
    expect(nearWords('टोमटो', vocabulary)).toEqual(['टोमॅटो']);
  });
});

describe('spelledSearch', () => {
  const lexicon = (synonyms: Record<string, string[]> = {}) => ({
    words: vocabulary,
    synonyms: new Map(Object.entries(synonyms)),
  });

  it('adds the nearest names’ words for a word the names do not have', () => {
    expect(spelledSearch('tomatoe', lexicon()).words).toEqual([['tomatoe', 'tomato', 'tomatoes']]);
    expect(spelledSearch('cherry tomatoe', lexicon()).words).toEqual([['cherry'], ['tomatoe', 'tomato', 'tomatoes']]);
  });

  it('keeps a known word, and a plural of one, as it is', () => {
    expect(spelledSearch('rice', lexicon()).words).toEqual([['rice']]);
    expect(spelledSearch('Tomatoes', lexicon()).words).toEqual([['tomatoes', 'tomato']]);
  });

  it('leaves words with other characters inside alone', () => {
    expect(spelledSearch('tomato (local', lexicon()).words).toEqual([['tomato'], ['local']]);
    expect(spelledSearch('a2-ghe', lexicon()).words).toEqual([['a2-ghe']]);
  });

  it('adds what a synonym means, for the word, its singular and its typos (decision 0230)', () => {
    const synonyms = { aloo: ['potato'], flour: ['atta'], tamatar: ['tomato'] };
    expect(spelledSearch('aloo', lexicon(synonyms)).words).toEqual([['aloo', 'potato']]);
    expect(spelledSearch('wheat flours', lexicon(synonyms)).words).toEqual([['wheat'], ['flours', 'flour', 'atta']]);
    // "tamatr" is none of the names' words: its nearest word is the synonym, which means tomato.
    expect(spelledSearch('tamatr', lexicon(synonyms)).words).toEqual([['tamatr', 'tamatar', 'tomato']]);
  });

  it('leaves out a word no name holds in any form while another word is kept ("dhaniya patta")', () => {
    const synonyms = { dhaniya: ['coriander'] };
    const words = new Set([...vocabulary, 'coriander']);
    expect(spelledSearch('dhaniya patta', { words, synonyms: new Map(Object.entries(synonyms)) })).toEqual({
      words: [['dhaniya', 'coriander']],
      leftOut: ['patta'],
      kept: ['dhaniya'],
    });
    expect(spelledSearch('fresh Tomatoes', lexicon())).toEqual({
      words: [['tomatoes', 'tomato']],
      leftOut: ['fresh'],
      kept: ['tomatoes'],
    });
    // A word typed halfway is held by the name it begins ("toma" by tomato): it is kept.
    expect(spelledSearch('cherry toma', lexicon())).toEqual({
      words: [['cherry'], ['toma']],
      leftOut: [],
      kept: ['cherry', 'toma'],
    });
    // When no word is held, none is left out: the search finds nothing and says so.
    expect(spelledSearch('xyzzy plugh', lexicon())).toEqual({
      words: [['xyzzy'], ['plugh']],
      leftOut: [],
      kept: ['xyzzy', 'plugh'],
    });
  });
});

describe('wordsOf', () => {
  it('splits names into lower-case words of letters, marks and digits', () => {
    expect(wordsOf('Tomato (Local)')).toEqual(['tomato', 'local']);
    expect(wordsOf('Bread 400 g')).toEqual(['bread', '400', 'g']);
    expect(wordsOf('टोमॅटो (गावरान)')).toEqual(['टोमॅटो', 'गावरान']);
  });
});
