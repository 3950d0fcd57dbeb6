// Small helpers of the content editor's form: where customers read an entry, the element id of a
// document path (so a refusal on 'words.mr.title' lands on that field and the summary links to
// it), moving a row up or down, and the datetime-local inputs' wall time to and from the API's ISO
// moments. Kinds and statuses are said by their console words (decision 0345).
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import {
  type ContentDoc,
  type ContentDocs,
  type ContentKind,
  type ContentProblem,
  type ContentStatus,
  emptyDoc,
} from '../../../domain/content/documents.ts';

export const KIND_NAMES: Record<ContentKind, ConsoleWordKey> = {
  page: 'consoleContentKindPage',
  campaign: 'consoleContentKindCampaign',
  recipe: 'consoleContentKindRecipe',
  farm_visit: 'consoleContentKindFarmVisit',
};

export const STATUS_NAMES: Record<ContentStatus, ConsoleWordKey> = {
  draft: 'consoleContentStatusDraft',
  scheduled: 'consoleContentStatusScheduled',
  published: 'consoleContentStatusPublished',
  taken_down: 'consoleContentStatusTakenDown',
  held: 'consoleContentStatusHeld',
};

/** Where customers read an entry. */
export function customerPath(kind: ContentKind, slug: string): string {
  if (kind === 'farm_visit') return '/farm-visit';
  return kind === 'page' ? `/pages/${slug}` : `/${kind}/${slug}`;
}

/** A language's name in the language `reader` reads ('mr' in 'en' → 'Marathi'); the code when unknown. */
export function languageName(code: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The id of the field a document path names: 'words.mr.title' → 'f-words-mr-title'. */
export function fieldId(path: string): string {
  return `f-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

/**
 * A document path in words: 'words.mr.steps.2' → 'Marathi: step 3'; 'items.1' → 'item 2'. The
 * parts are the document's own field names; `whole` names a path with none.
 */
export function pathLabel(path: string, languageName: (code: string) => string, whole = 'the document'): string {
  const parts = path.split('.');
  const language = parts[0] === 'words' && parts[1] ? `${languageName(parts[1])}: ` : '';
  const rest = parts[0] === 'words' ? parts.slice(2) : parts;
  const said: string[] = [];
  for (let index = 0; index < rest.length; index++) {
    const part = rest[index] ?? '';
    const next = rest[index + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      said.push(`${part.replace(/s$/, '').replaceAll('_', ' ')} ${Number(next) + 1}`);
      index++;
    } else {
      said.push(part.replaceAll('_', ' '));
    }
  }
  return `${language}${said.join(', ') || whole}`;
}

/** The list with the row at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next;
}

/** Problems by field path; the first reason of a path wins. */
export function byField(problems: readonly ContentProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problem.reason;
  return fields;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local input's value, in this browser's time zone. */
export function localInputOf(moment: string | null): string {
  if (!moment) return '';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (this browser's wall time) as an ISO moment; null when empty or unreadable. */
export function momentOf(input: string): string | null {
  if (input.trim() === '') return null;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A moment for people in `locale` ('en-IN': '27 Nov 2026, 6:30 pm'). */
export function whenOf(moment: string, locale: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Blank words of one language for a document, the shape its kind needs: a recipe's have a line for
 * each of its ingredients and one step to start from.
 */
export function blankWordsOf(kind: ContentKind, doc: ContentDoc, code: string): ContentDoc['words'][string] {
  const blank = emptyDoc(kind, code).words[code];
  if (kind === 'recipe' && blank && 'steps' in blank) {
    const recipe = doc as ContentDocs['recipe'];
    return { ...blank, ingredients: recipe.ingredients.map(() => ''), steps: [''] };
  }
  if (!blank) throw new Error(`no blank words for ${kind}`);
  return blank;
}
