// §4 Search that forgives a slip of the finger: a word of the query that no name in the shop
// contains is also looked for as the names' words within one typo of it (two for long words):
// "tomatoe" finds Tomato (Local) and Cherry Tomatoes, "aata" finds Whole Wheat Atta. The words
// come from the shop's own names (items in every language, stores), so a correction is always a
// word something is called (decision 0230).
import { queryWords, wordForms, wordHoldsForm } from './text.ts';

/** At most this many other spellings of one query word are tried (the nearest first). */
const NEAR_WORDS_PER_WORD = 4;
/** At most this many forms of one word of a query go to the database. */
const MAX_FORMS = 12;

/** The words of a text as search compares them: lower case, NFC, letters, marks and digits. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLocaleLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** How many typos a word may hold: none under 4 characters, one under 8, else two. */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance of a and b (insertions, deletions, substitutions and swaps
 * of neighbours, each 1), or max + 1 as soon as it is known to be over max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length] ?? max + 1;
}

/** The vocabulary's words within the word's typo allowance, nearest first (then alphabetical). */
export function nearWords(word: string, vocabulary: Iterable<string>): string[] {
  const max = typoAllowance(word);
  if (max === 0) return [];
  const found: { word: string; distance: number }[] = [];
  const length = [...word].length;
  for (const candidate of vocabulary) {
    if (candidate === word) continue;
    // A short word is likelier missing a letter of the name than holding one too many: "bred" is
    // bread, not red. A shorter name word counts from 6 letters ("tomatoe": tomato).
    if (length < 6 && [...candidate].length < length) continue;
    const distance = typoDistance(word, candidate, max);
    if (distance <= max) found.push({ word: candidate, distance });
  }
  found.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return found.slice(0, NEAR_WORDS_PER_WORD).map((near) => near.word);
}

/**
 * What search knows of the shop's words: every word of its names, and the other names customers
 * call things by (the shop's `search_synonyms`: "aloo" means potato, "flour" also atta).
 */
export interface SearchLexicon {
  words: ReadonlySet<string>;
  /** A word → what it also means (each a word or words a name may contain). */
  synonyms: ReadonlyMap<string, readonly string[]>;
}

/** What a search looks for, and the words of the query it leaves out. */
export interface SpelledSearch {
  /** One group per word kept: the names must hold one form of each group. */
  words: string[][];
  /** Words of the query that no name holds in any form, spelling or meaning (left out: "patta"). */
  leftOut: string[];
  /** The query's words that `words` looks for, one per group and in its order (as typed). */
  kept: string[];
}

/**
 * What a search looks for: for each word of the query (queryWords), the names may contain it by one
 * of its forms (wordForms: it, a plural's singular), by the names' nearest words when neither it nor
 * its singular is a word of theirs nor a synonym, and by what any of those means (the synonyms). A word
 * that no name holds in any of those ways is left out while another word is kept: "dhaniya patta" finds
 * the coriander, "tomato please" the tomatoes (decision 0232).
 */
export function spelledSearch(query: string, lexicon: SearchLexicon): SpelledSearch {
  const known = (form: string) => lexicon.words.has(form) || lexicon.synonyms.has(form);
  // Spellings are looked for among the names' words and the synonyms alike, without copying either.
  const vocabulary = {
    *[Symbol.iterator]() {
      yield* lexicon.words;
      yield* lexicon.synonyms.keys();
    },
  };
  const typed = queryWords(query);
  const groups = typed.map((word) => {
    const forms = wordForms(word);
    const bare = wordsOf(word)[0];
    if (!forms.some(known) && bare === word) forms.push(...nearWords(word, vocabulary));
    const meant = forms.flatMap((form) => lexicon.synonyms.get(form) ?? []);
    return [...new Set([...forms, ...meant])].slice(0, MAX_FORMS);
  });
  // A name is searched for what it contains, so a word typed halfway ("toma") is held by "tomato".
  const held = (form: string) =>
    wordsOf(form).every((part) => {
      for (const word of lexicon.words) if (wordHoldsForm(word, part)) return true;
      return false;
    });
  const kept = groups.map((forms) => forms.some(held));
  if (!kept.includes(true)) return { words: groups, leftOut: [], kept: typed };
  return {
    words: groups.filter((_, index) => kept[index]),
    leftOut: typed.filter((_, index) => !kept[index]),
    kept: typed.filter((_, index) => kept[index]),
  };
}
