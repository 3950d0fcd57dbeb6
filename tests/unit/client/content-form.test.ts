// The content editor's form helpers (decision 0286): where a refusal's path lands, how it is said,
// rows moved, blank words of a language, and datetime-local values to moments and back.
import { describe, expect, it } from 'vitest';
import { contentProblems, emptyDoc, type RecipeDoc } from '../../../src/domain/content/documents.ts';
import {
  blankWordsOf,
  byField,
  fieldId,
  localInputOf,
  momentOf,
  moved,
  pathLabel,
} from '../../../src/islands/staff/content/content-form.ts';

const names = (code: string) => ({ en: 'English', mr: 'Marathi' })[code] ?? code;

describe('the content form', () => {
  it('gives every document path an element id of its own', () => {
    expect(fieldId('words.mr.title')).toBe('f-words-mr-title');
    expect(fieldId('items.2')).toBe('f-items-2');
    expect(fieldId('ingredients.0.items.1')).toBe('f-ingredients-0-items-1');
    expect(new Set(['items.1', 'items.10', 'words.en.steps.1'].map(fieldId)).size).toBe(3);
  });

  it('says a path in words, counting from 1', () => {
    expect(pathLabel('words.mr.title', names)).toBe('Marathi: title');
    expect(pathLabel('words.en.steps.2', names)).toBe('English: step 3');
    expect(pathLabel('items.0', names)).toBe('item 1');
    expect(pathLabel('ingredients.1.needs', names)).toBe('ingredient 2, needs');
    expect(pathLabel('words.en.facts.0.label', names)).toBe('English: fact 1, label');
    expect(pathLabel('valid_to', names)).toBe('valid to');
  });

  it('moves a row one place and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the first reason of a field', () => {
    expect(
      byField([
        { field: 'items', reason: 'must list at least one item' },
        { field: 'items', reason: 'other' },
        { field: 'words.en.title', reason: 'must not be empty' },
      ]),
    ).toEqual({ items: 'must list at least one item', 'words.en.title': 'must not be empty' });
  });

  it('gives a recipe’s new language a line for each ingredient, so the checks ask only for words', () => {
    const recipe = emptyDoc('recipe', 'en') as RecipeDoc;
    recipe.ingredients = [
      { items: [], needs: null, quantity: 1 },
      { items: [], needs: '250 g', quantity: 1 },
    ];
    const words = blankWordsOf('recipe', recipe, 'mr');
    expect(words).toMatchObject({ ingredients: ['', ''], steps: [''] });
    recipe.words.mr = words as RecipeDoc['words'][string];
    const fields = contentProblems('recipe', recipe, { languages: ['en', 'mr'], defaultLanguage: 'en' }).map(
      (problem) => problem.field,
    );
    expect(fields).not.toContain('words.mr.ingredients');
    expect(fields).toContain('words.mr.ingredients.0');
    expect(fields).toContain('words.mr.steps.0');
  });

  it('turns a datetime-local value into a moment and back in the same time zone', () => {
    expect(momentOf('')).toBeNull();
    expect(momentOf('not a time')).toBeNull();
    const moment = momentOf('2026-12-01T18:30');
    expect(moment).toMatch(/^2026-12-0[12]T\d{2}:30:00\.000Z$/);
    expect(localInputOf(moment)).toBe('2026-12-01T18:30');
    expect(localInputOf(null)).toBe('');
  });
});
