// Counted texts in the islands go through Intl.PluralRules (decision 0202; not "1 stores", "1 items",
// "1 reviews"; the cart bar's "1 item · ₹…"): the server picks the forms the language has
// (countForms), the browser the one for the count (countText). No shopper's island chooses a form
// by comparing a count with 1 itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countForms, countText } from '../../../src/domain/plural.ts';
import { JOURNEY_TEXTS, JOURNEY_TEXTS_MR } from '../../../src/server/seed/essentials/labels-journey.ts';
import { ORDER_TEXTS, ORDER_TEXTS_MR } from '../../../src/server/seed/essentials/labels-orders.ts';

function labels(...sets: Readonly<Record<string, string>>[]): (key: string) => string {
  const all: Record<string, string> = Object.assign({}, ...sets);
  return (key) => all[key] ?? key;
}
const english = labels(ORDER_TEXTS, JOURNEY_TEXTS);
const marathi = labels(ORDER_TEXTS_MR, JOURNEY_TEXTS_MR);

describe('countForms and countText', () => {
  it('says "1 item" and "2 items" in the cart bar, and "0 items"', () => {
    const items = countForms('itemCountText', 'en-IN', english);
    expect(countText(items, 1)).toBe('1 item');
    expect(countText(items, 2)).toBe('2 items');
    expect(countText(items, 0)).toBe('0 items');
  });

  it('rates "1 star" and "4 stars"', () => {
    const stars = countForms('starsText', 'en-IN', english);
    expect(countText(stars, 1)).toBe('1 star');
    expect(countText(stars, 4)).toBe('4 stars');
  });

  it('uses the Marathi forms in Marathi', () => {
    expect(countText(countForms('starsText', 'mr-IN', marathi), 1)).toBe('1 तारा');
    expect(countText(countForms('starsText', 'mr-IN', marathi), 3)).toBe('3 तारे');
    expect(countText(countForms('itemCountText', 'mr-IN', marathi), 1)).toBe('1 पदार्थ');
  });

  it('keeps only the categories the language has, and falls back to the plain form', () => {
    const text = labels({ thingText: '{n} things', thingText_one: '{n} thing', thingText_few: '{n} thingies' });
    // English has no 'few': that label is never sent.
    expect(countForms('thingText', 'en', text)).toEqual({
      locale: 'en',
      other: '{n} things',
      forms: { one: '{n} thing' },
    });
    // A key without forms answers its plain text for every count.
    const plain = countForms('unreadText', 'en', labels({ unreadText: '{n} unread' }));
    expect(countText(plain, 1)).toBe('1 unread');
    // Polish: 2 is 'few'; a form that is missing ('many') falls back to the plain one.
    const polish = countForms('thingText', 'pl', text);
    expect(countText(polish, 2)).toBe('2 thingies');
    expect(countText(polish, 5)).toBe('5 things');
  });

  it('survives a locale that Intl does not know', () => {
    const forms = countForms('itemCountText', 'not a locale!', english);
    expect(countText(forms, 1)).toBe('1 item');
  });
});

describe("the shopper's islands and pages", () => {
  // The partner's and staff's screens are not the shopper's.
  const NOT_SHOPPERS = new Set(['delivery', 'staff']);
  const root = fileURLToPath(new URL('../../../src/', import.meta.url));

  function sources(folder: string): string[] {
    return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx|astro)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.split('/').some((part) => NOT_SHOPPERS.has(part)));
  }

  it('never choose a counted text by comparing the count with 1', () => {
    const handWritten = /\b\w+(\.\w+)* === 1 \?/;
    const found = [...sources('islands'), ...sources('pages'), ...sources('components')].filter((file) =>
      handWritten.test(readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
