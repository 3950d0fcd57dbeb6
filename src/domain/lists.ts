// Bounded lists (docs/architecture.md "Lists a page at a time"; decision 0181): the page size
// every item list shares and
// the cursor that says where the next page starts. A cursor is the sort key of the last
// item shown (keyset pagination), so a page costs the same wherever it is in the list
// and an item that changes between two pages neither repeats nor hides another.

/** Items per page of a store's, a category's and a search's list (API answers and pages alike). */
export const PAGE_SIZE = 24;

/**
 * How many stores a point's lists draw on (decision 0245):
 * the home, category and search lists, sections and deals show the items of the nearest open
 * stores that deliver to the point, at most this many; every store in reach stays on the
 * stores list and its own page. In the demo city no point has more than five.
 */
export const STORES_IN_LISTS = 5;

/**
 * Items in the first page of a category's list as its page's document carries it: a phone's first
 * screen of the 2-column grid (three rows). The next pages, PAGE_SIZE each, come once the person
 * scrolls (ShowMore.astro `afterScroll`): the document then fits the first round trip of a slow
 * network (decision 0210).
 */
export const FIRST_SCREEN_ITEMS = 6;

/**
 * The home's rows after its first screen (decision 0210): the home's
 * document ends where a phone's first screen does, and its rows (sections, sliders, the deal of
 * the day) come this many at a time from /home-rows/{from} once the person scrolls.
 */
export const HOME_ROWS_PER_PAGE = 4;

/** The id of the home's list of rows, on the home and on each /home-rows page alike. */
export const HOME_ROWS_LIST_ID = 'home-rows';

/** The id of the item page's "More from {store}" row, on the item page and on /item/{slug}/more alike. */
export const ITEM_MORE_LIST_ID = 'item-more';

/** The address of the home's rows from the row `from` (0 is the first row). */
export function homeRowsHref(from: number): string {
  return `/home-rows/${from}`;
}

/** A position in an ordered list: the values of its ORDER BY columns for one item. */
export type ListKey = readonly number[];

/** Sort keys are 32-bit database integers (sort_order, id) on both engines. */
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** Lists of items in (sort_order, id) order: a category, a search. */
export const ITEM_KEY_LENGTH = 2;
/** A store's items by category: (category sort_order, category id, item sort_order, item id). */
export const STORE_KEY_LENGTH = 4;

/** The cursor of a position: its numbers joined by '.', e.g. '3.118'. Opaque to clients. */
export function encodeCursor(key: ListKey): string {
  return key.join('.');
}

/** The position a cursor names, or null when it is not one of a list whose keys have `length` parts. */
export function decodeCursor(text: string, length: number): number[] | null {
  const parts = text.split('.');
  if (parts.length !== length) return null;
  const key: number[] = [];
  for (const part of parts) {
    if (!/^-?\d{1,10}$/.test(part)) return null;
    const value = Number(part);
    if (value < INT32_MIN || value > INT32_MAX) return null;
    key.push(value);
  }
  return key;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page; null on the last page. */
  next: string | null;
}

/**
 * A page from the rows of a query asked for `size + 1` rows: the extra row is never shown,
 * it only says that there is a next page, which starts after the last row shown.
 */
export function pageOf<T>(rows: readonly T[], size: number, keyOf: (row: T) => ListKey): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, next: rows.length > size && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/**
 * The position just before a group's first item in a list ordered by (group key, item key):
 * a link to "this category of the store" starts the list there.
 */
export function groupStart(groupKey: ListKey, itemKeyLength: number): ListKey {
  return [...groupKey, ...Array.from({ length: itemKeyLength }, () => INT32_MIN)];
}

/**
 * §4 Search: case-insensitive "name contains", as a SQL LIKE pattern (lower-cased, with
 * LIKE's own wildcards escaped by '\'), for `lower(name) LIKE pattern ESCAPE '\'`.
 */
export function containsPattern(term: string): string {
  return `%${term
    .trim()
    // One form of each letter: a Devanagari query typed decomposed matches the stored (composed) names.
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** As containsPattern, but from the start of a word: after the space `' ' || name` begins with. */
export function wordStartPattern(term: string): string {
  return `% ${containsPattern(term).slice(1)}`;
}
