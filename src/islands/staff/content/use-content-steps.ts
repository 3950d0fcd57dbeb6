// What the editor does with an entry: save a draft, publish now or at a time, take down, restore a
// revision, ask for a preview link. Each step's outcome is said beside what was pressed; a publish
// the checks refuse (the form's own, domain/content/documents.ts contentProblems, or the server's)
// says why on each field and in a summary that takes the keyboard.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { RequestOf } from '../../../domain/api/contract.ts';
import type { StaffContentPreviewLinkAnswer } from '../../../domain/api/staff/content.ts';
import { type ContentKind, contentProblems } from '../../../domain/content/documents.ts';
import { useSay } from '../shell/console-words.tsx';
import { byField, momentOf } from './content-form.ts';
import { useReader } from './content-reader.tsx';
import type { ContentDraft } from './use-content-draft.ts';

export type Message = { tone: 'ok' | 'error'; text: string; reload?: boolean } | null;
/** Where a step's outcome is said: beside what the editor just pressed, where their eyes are. */
export type Place = 'top' | 'form' | 'publish' | 'revisions';

export function useContentSteps(kind: ContentKind, draft: ContentDraft) {
  const say = useSay();
  const { when } = useReader();
  const { doc, codes, defaultLanguage, serverProblems, entrySlug, isNew, version, dirty, schedule } = draft;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [place, setPlace] = useState<Place>('top');
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [showChecks, setShowChecks] = useState(false);
  const [preview, setPreview] = useState<StaffContentPreviewLinkAnswer | null>(null);
  // Counts refusals: each one takes the keyboard to the summary once it is on the screen.
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  // A preview asked for is brought into view below the fold, its heading taking the keyboard.
  useEffect(() => {
    if (!preview) return;
    previewRef.current?.scrollIntoView({ block: 'start' });
    previewRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [preview]);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  const localProblems = useMemo(
    () => (doc && codes.length > 0 ? contentProblems(kind, doc, { languages: codes, defaultLanguage }) : []),
    [doc, codes, defaultLanguage, kind],
  );
  const checks = useMemo(() => {
    // The server's own findings (an archived item, a missing page) stand until the next save.
    const local = byField(localProblems);
    return { ...byField(serverProblems), ...local };
  }, [localProblems, serverProblems]);
  const errors: Record<string, string> = showChecks ? { ...checks, ...refused } : refused;
  const errorOf = useCallback((path: string) => errors[path], [errors]);

  /** Saves the draft; the new version, or null when refused. */
  const save = async (): Promise<number | null> => {
    const body = { kind, slug: entrySlug, doc, version: isNew ? 0 : version } as RequestOf<'staff/content-save'>;
    const answer = await callApi('staff/content-save', body);
    if (!answer.ok) {
      if (answer.error.code === 'conflict') {
        setMessage({
          tone: 'error',
          text: say('consoleContentConflict'),
          reload: true,
        });
      } else {
        setRefused(answer.error.fields ?? {});
        setMessage({ tone: 'error', text: answer.error.message });
      }
      return null;
    }
    draft.saved(answer.value.version, answer.value.problems);
    if (isNew) {
      const address = `/staff/content/edit?kind=${kind}&slug=${encodeURIComponent(entrySlug)}`;
      window.history.replaceState(null, '', address);
    }
    return answer.value.version;
  };

  const run = async (work: () => Promise<void>, at: Place = 'top') => {
    setBusy(true);
    setMessage(null);
    setPlace(at);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    run(async () => {
      setRefused({});
      const saved = await save();
      if (saved !== null) setMessage({ tone: 'ok', text: say('consoleContentDraftSaved') });
    }, 'form');

  const showRefusal = (fields: Record<string, string>, text: string) => {
    setRefused(fields);
    setShowChecks(true);
    setMessage({ tone: 'error', text });
    setRefusals((count) => count + 1);
  };

  const publish = () =>
    run(async () => {
      setRefused({});
      if (localProblems.length > 0) {
        showRefusal({}, say('consoleContentCannotPublish'));
        return;
      }
      const at = schedule.when === 'later' ? momentOf(schedule.publishAt) : null;
      if (schedule.when === 'later' && at === null) {
        showRefusal({ publish_at: say('consoleContentGiveTime') }, say('consoleContentSayWhen'));
        return;
      }
      const current = dirty || isNew ? await save() : version;
      if (current === null) return;
      const answer = await callApi('staff/content-publish', {
        kind,
        slug: entrySlug,
        version: current,
        publish_at: at,
        take_down_at: momentOf(schedule.takeDownAt),
      });
      if (!answer.ok) {
        if (answer.error.code === 'conflict') {
          setMessage({ tone: 'error', text: answer.error.message, reload: true });
          return;
        }
        showRefusal(answer.error.fields ?? {}, answer.error.message);
        return;
      }
      setShowChecks(false);
      await draft.load(entrySlug);
      setMessage({
        tone: 'ok',
        text:
          answer.value.status === 'scheduled'
            ? say('consoleContentScheduled', { when: when(at ?? '') })
            : say('consoleContentPublished', { number: answer.value.revision ?? '' }),
      });
    }, 'publish');

  const unpublish = () =>
    run(async () => {
      const answer = await callApi('staff/content-unpublish', { kind, slug: entrySlug });
      if (!answer.ok) {
        setMessage({ tone: 'error', text: answer.error.message });
        return;
      }
      await draft.load(entrySlug);
      setMessage({ tone: 'ok', text: say('consoleContentTakenDown') });
    }, 'publish');

  const restore = (revisionId: number, number: number) =>
    run(async () => {
      const answer = await callApi('staff/content-restore', { kind, slug: entrySlug, revision_id: revisionId });
      if (!answer.ok) {
        setMessage({ tone: 'error', text: answer.error.message, reload: answer.error.code === 'conflict' });
        return;
      }
      await draft.load(entrySlug);
      setMessage({ tone: 'ok', text: say('consoleContentRestored', { number }) });
    }, 'revisions');

  const showPreview = () =>
    run(async () => {
      if (dirty || isNew) {
        const saved = await save();
        if (saved === null) return;
      }
      const answer = await callApi('staff/content-preview-link', { kind, slug: entrySlug });
      if (!answer.ok) {
        setMessage({ tone: 'error', text: answer.error.message });
        return;
      }
      setPreview(answer.value);
    }, 'form');

  /** The outcome of the last step when it was taken at `at`, else null. */
  const saidAt = (at: Place): Message => (place === at ? message : null);

  return {
    busy,
    errors,
    errorOf,
    localProblems,
    preview,
    summaryRef,
    previewRef,
    saidAt,
    saveDraft,
    publish,
    unpublish,
    restore,
    showPreview,
  };
}
