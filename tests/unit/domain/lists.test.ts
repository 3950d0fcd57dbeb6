import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  decodeCursor,
  encodeCursor,
  groupStart,
  ITEM_KEY_LENGTH,
  PAGE_SIZE,
  pageOf,
  STORE_KEY_LENGTH,
} from '../../../src/domain/lists.ts';

// decision 0181: keyset pages of PAGE_SIZE items, the cursor being the
// sort key of the last item shown.
describe('list cursors', () => {
  it('round-trips a sort key, and refuses anything else', () => {
    expect(encodeCursor([3, 118])).toBe('3.118');
    expect(decodeCursor('3.118', ITEM_KEY_LENGTH)).toEqual([3, 118]);
    expect(decodeCursor('-2147483648.0.5.7', STORE_KEY_LENGTH)).toEqual([-2147483648, 0, 5, 7]);
    for (const bad of ['', '3', '3.118.1', '3.x', '3.1e3', '3.2147483648', '3. 1', '3..1', '1.2.3.4']) {
      expect(decodeCursor(bad, ITEM_KEY_LENGTH)).toBeNull();
    }
    expect(decodeCursor('1.2', STORE_KEY_LENGTH)).toBeNull();
  });

  it('starts a group before its first item, whatever that item’s sort order', () => {
    const start = groupStart([2, 7], 2);
    expect(start.slice(0, 2)).toEqual([2, 7]);
    expect(decodeCursor(encodeCursor(start), STORE_KEY_LENGTH)).toEqual(start);
    for (const value of start.slice(2)) expect(value).toBeLessThanOrEqual(-2147483648);
  });
});

describe('a page from size + 1 rows', () => {
  const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, sort: index < 10 ? 1 : 2 }));
  const keyOf = (row: { id: number; sort: number }) => [row.sort, row.id];

  it('keeps `size` rows and points after the last one when there is more', () => {
    const page = pageOf(rows.slice(0, PAGE_SIZE + 1), PAGE_SIZE, keyOf);
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.next).toBe(`2.${PAGE_SIZE}`);
  });

  it('says there is no next page when the rows end within the page', () => {
    expect(pageOf(rows.slice(0, PAGE_SIZE), PAGE_SIZE, keyOf).next).toBeNull();
    expect(pageOf([], PAGE_SIZE, keyOf)).toEqual({ items: [], next: null });
  });
});

describe('§4 search as a LIKE pattern', () => {
  it('lower-cases and trims the term, and escapes LIKE’s wildcards', () => {
    expect(containsPattern('  Mango ')).toBe('%mango%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
