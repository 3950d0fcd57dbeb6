// The lines of a language's lists in the content editor, read and written by a dotted path: a
// recipe's steps and ingredient lines, the farm visit's facts.
import { describe, expect, it } from 'vitest';
import { customerPath } from '../../../src/islands/staff/content/content-form.ts';
import { lineAt, withLine } from '../../../src/islands/staff/content/words/word-lines.ts';

describe('the lines of a language’s words', () => {
  const words = {
    steps: ['Wash the greens', 'Chop them'],
    facts: [
      { label: 'Distance', value: '40 km' },
      { label: 'Open', value: 'Weekends' },
    ],
  };

  it('reads a line, or a part of one, by its path; nothing there is an empty line', () => {
    expect(lineAt(words, 'steps.1')).toBe('Chop them');
    expect(lineAt(words, 'facts.0.value')).toBe('40 km');
    expect(lineAt(words, 'steps.5')).toBe('');
    expect(lineAt(undefined, 'steps.0')).toBe('');
  });

  it('changes one line of a list and leaves the words it was given as they were', () => {
    expect(withLine(words, 'steps.0', 'Rinse the greens')).toEqual(['steps', ['Rinse the greens', 'Chop them']]);
    expect(withLine(words, 'facts.1.label', 'Opens')).toEqual([
      'facts',
      [
        { label: 'Distance', value: '40 km' },
        { label: 'Opens', value: 'Weekends' },
      ],
    ]);
    expect(words.steps[0]).toBe('Wash the greens');
    expect(words.facts[1]?.label).toBe('Open');
  });

  it('starts a list that a language has not written yet', () => {
    expect(withLine({}, 'steps.0', 'Boil water')).toEqual(['steps', ['Boil water']]);
  });
});

describe('where customers read an entry', () => {
  it('is the kind’s own address, the farm visit’s fixed one', () => {
    expect(customerPath('campaign', 'monsoon-greens')).toBe('/campaign/monsoon-greens');
    expect(customerPath('recipe', 'dal')).toBe('/recipe/dal');
    expect(customerPath('page', 'about')).toBe('/pages/about');
    expect(customerPath('farm_visit', 'anything')).toBe('/farm-visit');
  });
});
