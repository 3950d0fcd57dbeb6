// §4 Search that forgives a slip of the finger: a word of the query that no name in the shop
// contains is also looked for as the names' words within one typo of it (two for long words):
// "tomatoe" finds Tomato (Local) and Cherry Tomatoes, "aata" finds Whole Wheat Atta. The words
// come from the shop's own names (items in every language, stores), so a correction is always a
// word something is called (docs/decisions.md, "Search forgives a typo").
import { searchForms } from './text.ts';

/** At most this many other spellings of one query word are tried (the nearest first). */
const NEAR_WORDS_PER_WORD = 4;
/** At most this many forms of one query go to the database. */
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
 * What a search looks for (each as "the name contains it"): the query's own forms (searchForms: the
 * term, and the singular of a plural last word), and, for each word that is not one of the names'
 * words (nor its singular one), the query with that word spelled as the names' nearest words.
 */
export function spellingForms(query: string, vocabulary: ReadonlySet<string>): string[] {
  const forms = searchForms(query);
  const words = query.trim().normalize('NFC').toLocaleLowerCase().split(/\s+/);
  const known = (word: string) => searchForms(word).some((form) => vocabulary.has(form));
  words.forEach((word, index) => {
    if (word === '' || known(word)) return;
    const bare = wordsOf(word)[0];
    if (bare === undefined || bare !== word) return;
    for (const near of nearWords(word, vocabulary)) {
      forms.push(words.map((other, at) => (at === index ? near : other)).join(' '));
    }
  });
  return [...new Set(forms)].slice(0, MAX_FORMS);
}
