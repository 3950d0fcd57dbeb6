// §4 Search forgives a typo (src/domain/spelling.ts; docs/decisions.md, "Search forgives a typo").
import { describe, expect, it } from 'vitest';
import { nearWords, spellingForms, typoDistance, wordsOf } from '../../../src/domain/spelling.ts';

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

describe('spellingForms', () => {
  it('adds the nearest names’ words for a word the names do not have', () => {
    expect(spellingForms('tomatoe', vocabulary)).toEqual(['tomatoe', 'tomato', 'tomatoes']);
    expect(spellingForms('cherry tomatoe', vocabulary)).toEqual(['cherry tomatoe', 'cherry tomato', 'cherry tomatoes']);
  });

  it('keeps a known word, and a plural of one, as it is', () => {
    expect(spellingForms('rice', vocabulary)).toEqual(['rice']);
    expect(spellingForms('Tomatoes', vocabulary)).toEqual(['tomatoes', 'tomato']);
  });

  it('leaves words with other characters alone', () => {
    expect(spellingForms('tomato (local', vocabulary)).toEqual(['tomato (local']);
  });
});

describe('wordsOf', () => {
  it('splits names into lower-case words of letters, marks and digits', () => {
    expect(wordsOf('Tomato (Local)')).toEqual(['tomato', 'local']);
    expect(wordsOf('Bread 400 g')).toEqual(['bread', '400', 'g']);
    expect(wordsOf('टोमॅटो (गावरान)')).toEqual(['टोमॅटो', 'गावरान']);
  });
});
