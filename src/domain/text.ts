// §2/§9 Text rules: cutting names and addresses, section search, and filling setting templates.
import { LINKED_LIST_NAME_TRUNCATE_LENGTH, NAME_TRUNCATE_LENGTH, type AddressTruncateLength } from './constants.ts';

const ELLIPSIS = '...';

let segmenter: Intl.Segmenter | undefined;

/**
 * Splits text into what a reader sees as one character (a grapheme cluster). Made when first needed:
 * a segmenter loads the break rules, tens of milliseconds on a slow phone's main thread, and a module
 * that imports this file to fill a template never needs it (a busy phone's TBT).
 */
function graphemes(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/**
 * The text's characters as a reader counts them: grapheme clusters, so a Marathi conjunct with its
 * vowel sign ('क्षि', four code points), an emoji with its modifier or a flag is one character and
 * is never cut in half.
 */
function charactersOf(text: string): string[] {
  return Array.from(graphemes().segment(text), (part) => part.segment);
}

/** Keeps the first `max` characters (grapheme clusters) and adds '...' when the text is longer. */
function truncateText(text: string, max: number): string {
  const characters = charactersOf(text);
  return characters.length > max ? characters.slice(0, max).join('') + ELLIPSIS : text;
}

/** The first character a reader sees (a whole grapheme cluster, 'क्ष' of 'क्षितिज'), for initials; '' for none. */
export function firstCharacter(text: string): string {
  for (const part of graphemes().segment(text.trim())) return part.segment;
  return '';
}

/** §9 Item and section names cut at 25 characters plus '...'. */
export function truncateName(name: string, max: number = NAME_TRUNCATE_LENGTH): string {
  return truncateText(name, max);
}

/** §9 The linked-items list cuts names at 15. */
export function truncateLinkedListName(name: string): string {
  return truncateText(name, LINKED_LIST_NAME_TRUNCATE_LENGTH);
}

/** §9 Addresses are cut at 15, 25 or 30 characters depending on where they show. */
export function truncateAddress(address: string, threshold: AddressTruncateLength): string {
  return truncateText(address, threshold);
}

/** An Indian postal code (PIN): six digits, the first not 0. */
const PIN_CODE = /\b[1-9]\d{5}\b/g;

/**
 * A place named in a sentence (checkout's "not to where you are now (…)"): the address's leading
 * parts that fit in `max` characters, whole, without its PIN code, which read cut ("Pune 411...")
 * told nobody anything. A first part longer than `max` is cut as §9 cuts addresses.
 */
export function shortPlace(address: string, max: AddressTruncateLength): string {
  const parts = address
    .split(',')
    .map((part) => part.replace(PIN_CODE, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
  let shown = '';
  for (const part of parts) {
    const next = shown === '' ? part : `${shown}, ${part}`;
    if (next.length > max) break;
    shown = next;
  }
  return shown === '' ? truncateAddress(parts[0] ?? address.trim(), max) : shown;
}

/** The shortest word a plural rule may leave: "gas" is not a plural of "ga". */
const MIN_SINGULAR = 3;

/**
 * §4 Search: the forms of one word of a query a name may contain, the word first (lower-cased, NFC).
 * A plural also gives its singular, because names are singular ("Tomato (Local)", "Alphonso
 * Mango"): mangoes and tomatoes end in -oes → -o, berries in -ies → -y, peaches in -es, apples in
 * -s (not "grass"); in Marathi a word ending in -े gives -ा (आंबे → आंबा; decision 0230).
 */
export function wordForms(query: string): string[] {
  const word = query.trim().normalize('NFC').toLocaleLowerCase();
  if (word === '') return [];
  const singulars: string[] = [];
  if (/ies$/.test(word)) singulars.push(`${word.slice(0, -3)}y`);
  if (/oes$/.test(word)) singulars.push(word.slice(0, -2));
  if (/(?:ch|sh|x|ss)es$/.test(word)) singulars.push(word.slice(0, -2));
  if (/[^s]s$/.test(word) && !/ies$|oes$/.test(word)) singulars.push(word.slice(0, -1));
  if (/\u0947$/.test(word)) singulars.push(`${word.slice(0, -1)}\u093e`);
  return [...new Set([word, ...singulars.filter((singular) => [...singular].length >= MIN_SINGULAR)])];
}

/** Punctuation around a query's word ("tomato,", "(local"); what is inside a word stays ("a2-ghee"). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

/**
 * §4 Search: a query's words as search compares them (lower-cased, NFC, split at spaces, the
 * punctuation around each taken off, a word of punctuation only left out), in the order typed. A
 * query of punctuation only is one word as typed, so that it finds what contains it, not everything.
 */
export function queryWords(query: string): string[] {
  const typed = query.trim().normalize('NFC').toLocaleLowerCase();
  if (typed === '') return [];
  const words = typed
    .split(/\s+/)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word !== '');
  return words.length > 0 ? words : [typed];
}

/**
 * What a name must contain for a search to find it: every group (one per word of the query), each
 * by one of its forms. "wheat atta" finds Whole Wheat Atta, as does "atta wheat"; "mangoes" finds
 * Alphonso Mango (decision 0230).
 */
export type SearchWords = readonly (readonly string[])[];

/** §4 Search: the query's words, each with its forms (wordForms); none for a blank query. */
export function searchWords(query: string): string[][] {
  return queryWords(query).map(wordForms);
}

/**
 * A form shorter than this many characters is looked for at the start of a name's word: "ice" finds
 * Ice Cream, not Rice, Juice or the Spice Market. Longer forms anywhere in the name: "apple" finds
 * Pineapple (decision 0230).
 */
const WORD_START_BELOW = 4;

/** Whether a form is looked for only at the start of a name's word (WORD_START_BELOW). */
export function fromWordStart(form: string): boolean {
  return [...form].length < WORD_START_BELOW;
}

/** What sets a name's words apart besides spaces ('Coriander (Kothimbir)', 'Dal-Chawal'): the SQL's too. */
export const WORD_BREAKS = ['(', ')', '-', '/', ',', '.', '&', '+'] as const;

/** Whether a word of the shop's names holds a form where search looks for it (fromWordStart). */
export function wordHoldsForm(word: string, form: string): boolean {
  return fromWordStart(form) ? word.startsWith(form) : word.includes(form);
}

/** Whether a name contains every group of a search's words by one of its forms, case-insensitively. */
export function nameHasWords(name: string, words: SearchWords): boolean {
  const folded = name.normalize('NFC').toLocaleLowerCase();
  const spaced = ` ${[...folded].map((char) => ((WORD_BREAKS as readonly string[]).includes(char) ? ' ' : char)).join('')}`;
  return words.every((forms) =>
    forms.some((form) => (fromWordStart(form) ? spaced.includes(` ${form}`) : folded.includes(form))),
  );
}

/** ी → ि, ू → ु, ँ → ं, ई → इ, ऊ → उ, ळ → ल (foldedForPlaceSearch). */
const DEVANAGARI_FOLDS: Readonly<Record<string, string>> = {
  '\u0940': '\u093f',
  '\u0942': '\u0941',
  '\u0901': '\u0902',
  '\u0908': '\u0907',
  '\u090a': '\u0909',
  '\u0933': '\u0932',
};

/**
 * A text as place search compares it: NFC, lower-cased, and Devanagari spelt the way people type it
 * on a phone's keyboard, where the long and short vowels, the nukta and the chandrabindu are often
 * mixed up (कोथरुड and कोथरूड are the same place, as are लोणावळा and लोणावला). Both sides of a
 * comparison are folded.
 */
export function foldedForPlaceSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/\u200c|\u200d|\u093c/g, '')
    .replace(/[\u0940\u0942\u0901\u0908\u090a\u0933]/g, (letter) => DEVANAGARI_FOLDS[letter] ?? letter);
}

/** §4 Section search: case-insensitive "name contains" every word (a plural finds the singular); a blank query keeps every item. */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => nameHasWords(item.name, words));
}

/** §4/§8 No match shows itemSearchNoResultText followed by the search text. */
export function searchNoResultMessage(itemSearchNoResultText: string, query: string): string {
  return `${itemSearchNoResultText}${query.trim()}`;
}

/** §9 Variant label '{n} options'. */
export function variantOptionsLabel(count: number): string {
  return `${count} options`;
}

/** Replaces each {name} in a settings text; unknown names stay as written so a typo is visible. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}
