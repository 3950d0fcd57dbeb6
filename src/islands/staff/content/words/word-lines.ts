// The lines of a language's lists (a recipe's steps and ingredient lines, the farm visit's facts),
// read and written by a dotted path: 'steps.2', 'facts.1.label'.
import type { Words } from '../use-content-draft.ts';

/** The text at `path` in one language's words ('' when there is none). */
export function lineAt(words: Words | undefined, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], words);
  return String(value ?? '');
}

/** The list `path` is a line of, with that line changed: [its field, the new list]. */
export function withLine(words: Words | undefined, path: string, value: string): [string, unknown[]] {
  const [field = '', indexText, sub] = path.split('.');
  const list = structuredClone((words?.[field] as unknown[]) ?? []);
  const index = Number(indexText);
  if (sub) (list[index] as Record<string, string>)[sub] = value;
  else list[index] = value;
  return [field, list];
}
