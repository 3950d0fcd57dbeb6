/** A group of console words in another language: a word for every key of the English group. */
export type WordsOf<T> = Readonly<Record<keyof T, string>>;
