// The entry the content editor holds (decision 0286): the shop's languages, the entry as the
// server last answered, the document being written, its version for the next save, and the times
// to publish and take down at. One reducer, so that a load replaces them all at once.
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { callApi } from '../../../client/api.ts';
import type { ContentLanguageView, StaffContentEntryAnswer } from '../../../domain/api/staff/content.ts';
import {
  type ContentDoc,
  type ContentKind,
  type ContentProblem,
  emptyDoc,
  FARM_VISIT_SLUG,
} from '../../../domain/content/documents.ts';
import { localInputOf } from './content-form.ts';

export type Words = Record<string, unknown>;

/** When a publish takes effect, as the Publish panel's fields say it. */
export interface Schedule {
  when: 'now' | 'later';
  publishAt: string;
  takeDownAt: string;
}

interface DraftState {
  languages: ContentLanguageView[];
  entry: StaffContentEntryAnswer | null;
  doc: ContentDoc | null;
  version: number;
  slug: string;
  isNew: boolean;
  dirty: boolean;
  loadError: string | null;
  serverProblems: ContentProblem[];
  /** Counts loads: the rich-text editors are made again (a new key) for each loaded body. */
  bodyKey: number;
  schedule: Schedule;
}

type Action =
  | { type: 'failed'; message: string }
  | { type: 'languages'; languages: ContentLanguageView[] }
  | { type: 'blank'; doc: ContentDoc }
  | { type: 'loaded'; entry: StaffContentEntryAnswer }
  | { type: 'edited'; change: (draft: ContentDoc) => void }
  | { type: 'slug'; slug: string }
  | { type: 'saved'; version: number; problems: ContentProblem[] }
  | { type: 'schedule'; schedule: Partial<Schedule> };

function reducer(state: DraftState, action: Action): DraftState {
  switch (action.type) {
    case 'failed':
      return { ...state, loadError: action.message };
    case 'languages':
      return { ...state, languages: action.languages };
    case 'blank':
      return { ...state, doc: action.doc, version: 0 };
    case 'loaded': {
      const { entry } = action;
      return {
        ...state,
        entry,
        doc: entry.draft,
        version: entry.version,
        serverProblems: entry.problems,
        schedule: {
          publishAt: localInputOf(entry.publish_at),
          takeDownAt: localInputOf(entry.take_down_at),
          when: entry.status === 'scheduled' ? 'later' : 'now',
        },
        dirty: false,
        bodyKey: state.bodyKey + 1,
      };
    }
    case 'edited': {
      if (!state.doc) return state;
      const next = structuredClone(state.doc);
      action.change(next);
      return { ...state, doc: next, dirty: true };
    }
    case 'slug':
      return { ...state, slug: action.slug };
    case 'saved':
      return { ...state, version: action.version, serverProblems: action.problems, dirty: false, isNew: false };
    case 'schedule':
      return { ...state, schedule: { ...state.schedule, ...action.schedule } };
  }
}

export function useContentDraft(kind: ContentKind, slugGiven: string | null) {
  const [state, dispatch] = useReducer(
    reducer,
    null,
    (): DraftState => ({
      languages: [],
      entry: null,
      doc: null,
      version: 0,
      slug: slugGiven ?? (kind === 'farm_visit' ? FARM_VISIT_SLUG : ''),
      isNew: slugGiven === null && kind !== 'farm_visit',
      dirty: false,
      loadError: null,
      serverProblems: [],
      bodyKey: 0,
      schedule: { when: 'now', publishAt: '', takeDownAt: '' },
    }),
  );
  const { languages, doc, dirty, slug } = state;

  // Leaving with changes not saved asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Loads the entry (or starts a new one) with the shop's languages. */
  const load = useCallback(
    async (at: string | null) => {
      const list = await callApi('staff/content-list', { kind });
      if (!list.ok) {
        dispatch({ type: 'failed', message: list.error.message });
        return;
      }
      dispatch({ type: 'languages', languages: list.value.languages });
      const fallback = list.value.languages.find((language) => language.is_default)?.code ?? 'en';
      if (at === null) {
        dispatch({ type: 'blank', doc: emptyDoc(kind, fallback) });
        return;
      }
      const answer = await callApi('staff/content-entry', { kind, slug: at });
      if (!answer.ok) {
        // The farm-visit text is one entry that may not be written yet: it starts blank at its slug.
        if (answer.error.code === 'not_found' && kind === 'farm_visit') {
          dispatch({ type: 'blank', doc: emptyDoc(kind, fallback) });
          return;
        }
        dispatch({ type: 'failed', message: answer.error.message });
        return;
      }
      dispatch({ type: 'loaded', entry: answer.value });
    },
    [kind],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once; later loads follow a save, a publish or a restore.
  useEffect(() => {
    void load(slugGiven ?? (kind === 'farm_visit' ? FARM_VISIT_SLUG : null));
  }, []);

  const defaultLanguage = languages.find((language) => language.is_default)?.code ?? languages[0]?.code ?? 'en';
  const codes = useMemo(() => languages.map((language) => language.code), [languages]);

  const update = useCallback((change: (draft: ContentDoc) => void) => dispatch({ type: 'edited', change }), []);
  const words = (code: string) => doc?.words[code] as Words | undefined;
  const setWord = (code: string, field: string, value: unknown) =>
    update((draft) => {
      const target = draft.words[code] as Words | undefined;
      if (target) target[field] = value;
    });

  return {
    ...state,
    defaultLanguage,
    codes,
    entrySlug: kind === 'farm_visit' ? FARM_VISIT_SLUG : slug.trim(),
    load,
    update,
    words,
    setWord,
    setSlug: (next: string) => dispatch({ type: 'slug', slug: next }),
    setSchedule: (schedule: Partial<Schedule>) => dispatch({ type: 'schedule', schedule }),
    saved: (version: number, problems: ContentProblem[]) => dispatch({ type: 'saved', version, problems }),
  };
}

export type ContentDraft = ReturnType<typeof useContentDraft>;
