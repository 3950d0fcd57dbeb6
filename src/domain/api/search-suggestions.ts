// What the search field suggests while the customer types (decision 0293): the items, categories
// and stores at the customer's point whose names hold the typed words, found as the full search
// finds them (a typo forgiven, a synonym understood: domain/spelling.ts), a few of each; an item with
// its picture, size and price, as its card shows them (decision 0329).
import { z } from 'zod';
import { fieldLine } from './field-words.ts';
import { latitude, longitude, text } from './fields.ts';

/** The longest text suggestions are asked for: the full search's own cap (SEARCH_QUERY_MAX). */
const SUGGEST_QUERY_MAX = 80;
/** Suggestions of each kind at most: a phone's screen above its keyboard holds about ten rows. */
export const SUGGESTED_ITEMS = 5;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_STORES = 3;

export const searchSuggestionsRequest = z.object({
  latitude,
  longitude,
  query: text(SUGGEST_QUERY_MAX).min(1, fieldLine('saidFieldSearch')),
});

/** One suggestion: its name in the customer's language and the page it opens. */
export interface Suggestion {
  name: string;
  href: string;
}

export interface SuggestedItem extends Suggestion {
  /** The store that sells it (the nearest offer at the point). */
  store: string;
  /** Its picture (or the shop's placeholder) and the small copies of it, for a thumbnail (decision 0329). */
  picture: string;
  srcset: string | null;
  /** The size its price is for, as its card says it ("1 pc (~1 kg)"); null without one. */
  unit: string | null;
  /** That size's price as the card writes it ("₹55"). */
  price: string;
}

export interface SearchSuggestionsAnswer {
  query: string;
  items: SuggestedItem[];
  categories: Suggestion[];
  stores: Suggestion[];
}
