// One entry of the content an editor publishes (decision 0286): its shared fields, then the words
// of every language side by side (stacked on a phone), save a draft, publish now or at a time, take
// down, preview at phone width, and the revisions to restore. A publish the checks refuse says why
// on each field and in a summary linking to them; the form runs the same checks as the server
// (domain/content/documents.ts contentProblems) before it asks.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { RequestOf } from '../../../domain/api/contract.ts';
import type {
  ContentItemView,
  ContentLanguageView,
  StaffContentEntryAnswer,
  StaffContentPreviewLinkAnswer,
} from '../../../domain/api/staff/content.ts';
import {
  CONTENT_LIMITS,
  type CampaignDoc,
  type ContentDoc,
  type ContentKind,
  type ContentProblem,
  contentProblems,
  emptyDoc,
  FARM_VISIT_SLUG,
  type PageDoc,
  type RecipeDoc,
  type RichText,
} from '../../../domain/content/documents.ts';
import { Field } from '../form/fields.tsx';
import MediaPicker from '../media/MediaPicker.tsx';
import { PictureNow } from '../media/PictureFromLibrary.tsx';
import {
  blankWordsOf,
  byField,
  englishName,
  fieldId,
  KIND_NAMES,
  localInputOf,
  momentOf,
  moved,
  pathLabel,
  STATUS_NAMES,
  whenOf,
} from './content-form.ts';
import ItemChooser from './ItemChooser.tsx';
import RichTextEditor from './RichTextEditor.tsx';
import './content.css';

type Entry = StaffContentEntryAnswer;
type Words = Record<string, unknown>;
type Message = { tone: 'ok' | 'error'; text: string; reload?: boolean } | null;
/** Where a step's outcome is said: beside what the editor just pressed, where their eyes are. */
type Place = 'top' | 'form' | 'publish' | 'revisions';

interface Props {
  kind: ContentKind;
  /** null: a new entry, its slug still to be given. */
  slug: string | null;
}

/** Where customers read an entry. */
function customerPath(kind: ContentKind, slug: string): string {
  if (kind === 'farm_visit') return '/farm-visit';
  return kind === 'page' ? `/pages/${slug}` : `/${kind}/${slug}`;
}

function PictureField({
  id,
  label,
  image,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  image: string;
  error: string | undefined;
  onChoose(media: { image: string; width: number; height: number }): void;
}) {
  const [open, setOpen] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="ct-picture">
      <span className="rt-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="s-row">
        <PictureNow image={image} of={label.toLowerCase()} />
        <button
          type="button"
          id={id}
          className="s-btn ghost"
          aria-expanded={open}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => setOpen((now) => !now)}
        >
          {image ? 'Change picture' : 'Choose from the library'}
        </button>
      </div>
      {error && (
        <span id={errorId} className="cf-error">
          ⚠ {error}
        </span>
      )}
      {open && (
        <MediaPicker
          label={label}
          onChoose={(media) => {
            onChoose({ image: media.image, width: media.width, height: media.height });
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

export default function ContentEditor({ kind, slug: slugGiven }: Props) {
  const [languages, setLanguages] = useState<ContentLanguageView[]>([]);
  const [entry, setEntry] = useState<Entry | null>(null);
  const [doc, setDoc] = useState<ContentDoc | null>(null);
  const [version, setVersion] = useState(0);
  const [slug, setSlug] = useState(slugGiven ?? (kind === 'farm_visit' ? FARM_VISIT_SLUG : ''));
  const [isNew, setIsNew] = useState(slugGiven === null && kind !== 'farm_visit');
  const [dirty, setDirty] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [place, setPlace] = useState<Place>('top');
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [serverProblems, setServerProblems] = useState<ContentProblem[]>([]);
  const [showChecks, setShowChecks] = useState(false);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [publishAt, setPublishAt] = useState('');
  const [takeDownAt, setTakeDownAt] = useState('');
  const [preview, setPreview] = useState<StaffContentPreviewLinkAnswer | null>(null);
  const [bodyKey, setBodyKey] = useState(0);
  const [known, setKnown] = useState<Record<string, ContentItemView>>({});
  const summaryRef = useRef<HTMLElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  // A preview asked for is brought into view below the fold, its heading taking the keyboard.
  useEffect(() => {
    if (!preview) return;
    previewRef.current?.scrollIntoView({ block: 'start' });
    previewRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [preview]);
  // Leaving with changes not saved asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // Counts refusals: each one takes the keyboard to the summary once it is on the screen.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  const defaultLanguage = languages.find((language) => language.is_default)?.code ?? languages[0]?.code ?? 'en';
  const codes = useMemo(() => languages.map((language) => language.code), [languages]);

  const onKnown = useCallback((items: ContentItemView[]) => {
    setKnown((now) => {
      const next = { ...now };
      for (const item of items) next[item.link_slug] = item;
      return next;
    });
  }, []);

  /** Loads the entry (or starts a new one) with the shop's languages. */
  const load = useCallback(
    async (at: string | null) => {
      const list = await callApi('staff/content-list', { kind });
      if (!list.ok) {
        setLoadError(list.error.message);
        return;
      }
      setLanguages(list.value.languages);
      const fallback = list.value.languages.find((language) => language.is_default)?.code ?? 'en';
      if (at === null) {
        setDoc(emptyDoc(kind, fallback));
        setVersion(0);
        return;
      }
      const answer = await callApi('staff/content-entry', { kind, slug: at });
      if (!answer.ok) {
        // The farm-visit text is one entry that may not be written yet: it starts blank at its slug.
        if (answer.error.code === 'not_found' && kind === 'farm_visit') {
          setDoc(emptyDoc(kind, fallback));
          setVersion(0);
          return;
        }
        setLoadError(answer.error.message);
        return;
      }
      setEntry(answer.value);
      setDoc(answer.value.draft);
      setVersion(answer.value.version);
      setServerProblems(answer.value.problems);
      setPublishAt(localInputOf(answer.value.publish_at));
      setTakeDownAt(localInputOf(answer.value.take_down_at));
      setWhen(answer.value.status === 'scheduled' ? 'later' : 'now');
      setDirty(false);
      setBodyKey((key) => key + 1);
    },
    [kind],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once; later loads follow a save, a publish or a restore.
  useEffect(() => {
    void load(slugGiven ?? (kind === 'farm_visit' ? FARM_VISIT_SLUG : null));
  }, []);

  // Names of the items a saved document names, found by the same search the form uses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when an entry is loaded; later choices come from the search, which tells their names.
  useEffect(() => {
    if (!doc) return;
    const slugs =
      kind === 'campaign'
        ? (doc as CampaignDoc).items
        : kind === 'recipe'
          ? (doc as RecipeDoc).ingredients.flatMap((ingredient) => ingredient.items)
          : [];
    const unknown = slugs.filter((item) => !known[item]).slice(0, 30);
    if (unknown.length === 0) return;
    let stop = false;
    void (async () => {
      for (const item of unknown) {
        const answer = await callApi('staff/content-item-search', { q: item.slice(0, 80) });
        if (stop) return;
        if (answer.ok) onKnown(answer.value.items.filter((found) => found.link_slug === item));
      }
    })();
    return () => {
      stop = true;
    };
  }, [bodyKey, doc === null]);

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

  if (loadError) return <p className="s-error">{loadError}</p>;
  if (!doc) return <p className="s-muted">Loading…</p>;

  const update = (change: (draft: ContentDoc) => void) => {
    setDoc((now) => {
      if (!now) return now;
      const next = structuredClone(now);
      change(next);
      return next;
    });
    setDirty(true);
  };
  const words = (code: string) => doc.words[code] as Words | undefined;
  const setWord = (code: string, field: string, value: unknown) =>
    update((draft) => {
      const target = draft.words[code] as Words | undefined;
      if (target) target[field] = value;
    });

  const entrySlug = kind === 'farm_visit' ? FARM_VISIT_SLUG : slug.trim();

  /** Saves the draft; the new version, or null when refused. */
  const save = async (): Promise<number | null> => {
    const body = { kind, slug: entrySlug, doc, version: isNew ? 0 : version } as RequestOf<'staff/content-save'>;
    const answer = await callApi('staff/content-save', body);
    if (!answer.ok) {
      if (answer.error.code === 'conflict') {
        setMessage({
          tone: 'error',
          text: 'Someone saved this entry after you opened it. Copy what you wrote, then reload to see their version.',
          reload: true,
        });
      } else {
        setRefused(answer.error.fields ?? {});
        setMessage({ tone: 'error', text: answer.error.message });
      }
      return null;
    }
    setVersion(answer.value.version);
    setServerProblems(answer.value.problems);
    setDirty(false);
    if (isNew) {
      setIsNew(false);
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
      if (saved !== null)
        setMessage({ tone: 'ok', text: 'Draft saved. Customers do not see it until it is published.' });
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
        showRefusal({}, 'It cannot be published yet: fix what is listed below.');
        return;
      }
      const at = when === 'later' ? momentOf(publishAt) : null;
      if (when === 'later' && at === null) {
        showRefusal({ publish_at: 'give the day and time to publish at' }, 'Say when to publish it.');
        return;
      }
      const current = dirty || isNew ? await save() : version;
      if (current === null) return;
      const answer = await callApi('staff/content-publish', {
        kind,
        slug: entrySlug,
        version: current,
        publish_at: at,
        take_down_at: momentOf(takeDownAt),
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
      await load(entrySlug);
      setMessage({
        tone: 'ok',
        text:
          answer.value.status === 'scheduled'
            ? `Scheduled: customers see it from ${whenOf(at ?? '')}.`
            : `Published as revision ${answer.value.revision ?? ''}. Customers see it now.`,
      });
    }, 'publish');

  const unpublish = () =>
    run(async () => {
      const answer = await callApi('staff/content-unpublish', { kind, slug: entrySlug });
      if (!answer.ok) {
        setMessage({ tone: 'error', text: answer.error.message });
        return;
      }
      await load(entrySlug);
      setMessage({ tone: 'ok', text: 'Taken down: customers no longer see it.' });
    }, 'publish');

  const restore = (revisionId: number, number: number) =>
    run(async () => {
      const answer = await callApi('staff/content-restore', { kind, slug: entrySlug, revision_id: revisionId });
      if (!answer.ok) {
        setMessage({ tone: 'error', text: answer.error.message, reload: answer.error.code === 'conflict' });
        return;
      }
      await load(entrySlug);
      setMessage({ tone: 'ok', text: `Revision ${number} is the draft now. Publish it to show it to customers.` });
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

  const addLanguage = (code: string) =>
    update((draft) => {
      (draft.words as Record<string, unknown>)[code] = blankWordsOf(kind, draft, code);
    });
  const removeLanguage = (code: string) =>
    update((draft) => {
      delete (draft.words as Record<string, unknown>)[code];
    });

  /** The outcome of the last step, said at `at` when that is where it was taken (one live region each). */
  const feedback = (at: Place) => (
    <div aria-live="polite">
      {message && place === at && (
        <div
          className={message.tone === 'ok' ? 's-ok' : 's-error'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
          {message.reload && (
            <button type="button" className="s-btn ghost ct-inline" onClick={() => window.location.reload()}>
              Reload
            </button>
          )}
        </div>
      )}
    </div>
  );

  const nameOf = englishName;
  const missing = languages.filter((language) => !language.is_default && words(language.code) === undefined);
  const emptyInOthers = languages
    .filter((language) => !language.is_default && words(language.code) !== undefined)
    .flatMap((language) => {
      const own = words(language.code) ?? {};
      const base = words(defaultLanguage) ?? {};
      return Object.entries(base)
        .filter(
          ([field, value]) =>
            typeof value === 'string' && value.trim() !== '' && String(own[field] ?? '').trim() === '',
        )
        .map(([field]) => ({ code: language.code, field }));
    });
  const errorList = Object.entries(errors);
  const title = String(words(defaultLanguage)?.title ?? '') || (isNew ? `New ${KIND_NAMES[kind].toLowerCase()}` : slug);

  const text = (
    code: string,
    field: string,
    label: string,
    max: number,
    options: { long?: boolean; hint?: string } = {},
  ) => {
    const path = `words.${code}.${field}`;
    const value = words(code)?.[field];
    return (
      <Field id={fieldId(path)} label={label} error={errors[path]} hint={options.hint}>
        {(props) =>
          options.long ? (
            <textarea
              {...props}
              lang={code}
              rows={3}
              maxLength={max}
              value={String(value ?? '')}
              onChange={(event) => setWord(code, field, event.currentTarget.value)}
            />
          ) : (
            <input
              {...props}
              lang={code}
              type="text"
              maxLength={max}
              value={String(value ?? '')}
              onChange={(event) => setWord(code, field, event.currentTarget.value)}
            />
          )
        }
      </Field>
    );
  };

  const body = (code: string) => {
    const path = `words.${code}.body`;
    const value = (words(code)?.body as RichText | undefined) ?? { html: '', source: null };
    return (
      <RichTextEditor
        key={`${bodyKey}-${code}`}
        id={fieldId(path)}
        label={kind === 'recipe' ? 'More about it (optional)' : 'Text'}
        lang={code}
        value={value}
        error={errors[path]}
        onChange={(next) => setWord(code, 'body', next)}
      />
    );
  };

  const lines = (code: string, field: 'steps', label: string) => {
    const list = (words(code)?.[field] as string[] | undefined) ?? [];
    const path = `words.${code}.${field}`;
    return (
      <fieldset
        className="cf-group"
        id={fieldId(path)}
        aria-describedby={errors[path] ? `${fieldId(path)}-error` : undefined}
      >
        <legend>{label}</legend>
        {errors[path] && (
          <span id={`${fieldId(path)}-error`} className="cf-error">
            ⚠ {errors[path]}
          </span>
        )}
        <ol className="ct-lines">
          {list.map((_line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the list; moving one moves its words with it.
            <li key={index}>
              {listText(code, `${field}.${index}`, `Step ${index + 1}`, CONTENT_LIMITS.step, true)}
              <span className="ct-row-actions">
                <button
                  type="button"
                  className="s-btn ghost ct-small"
                  aria-label={`Move step ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => setWord(code, field, moved(list, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="s-btn ghost ct-small"
                  aria-label={`Move step ${index + 1} down`}
                  disabled={index === list.length - 1}
                  onClick={() => setWord(code, field, moved(list, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="s-btn danger ct-small"
                  aria-label={`Remove step ${index + 1}`}
                  onClick={() =>
                    setWord(
                      code,
                      field,
                      list.filter((_, other) => other !== index),
                    )
                  }
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
        <button type="button" className="s-btn ghost" onClick={() => setWord(code, field, [...list, ''])}>
          Add a step
        </button>
      </fieldset>
    );
  };

  // `text` reads words[code][field] by a dotted field for the lines of a list; give it that reading.
  const wordsAt = (code: string, path: string): unknown =>
    path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], words(code));

  const listText = (code: string, path: string, label: string, max: number, long = false) => {
    const full = `words.${code}.${path}`;
    const [field, indexText, sub] = path.split('.');
    const setLine = (value: string) => {
      const list = structuredClone((words(code)?.[field ?? ''] as unknown[]) ?? []);
      const index = Number(indexText);
      if (sub) (list[index] as Record<string, string>)[sub] = value;
      else list[index] = value;
      setWord(code, field ?? '', list);
    };
    return (
      <Field id={fieldId(full)} label={label} error={errors[full]}>
        {(props) =>
          long ? (
            <textarea
              {...props}
              lang={code}
              rows={3}
              maxLength={max}
              value={String(wordsAt(code, path) ?? '')}
              onChange={(event) => setLine(event.currentTarget.value)}
            />
          ) : (
            <input
              {...props}
              lang={code}
              type="text"
              maxLength={max}
              value={String(wordsAt(code, path) ?? '')}
              onChange={(event) => setLine(event.currentTarget.value)}
            />
          )
        }
      </Field>
    );
  };

  const column = (language: ContentLanguageView) => {
    const code = language.code;
    const headingId = `lang-${code}`;
    const own = words(code);
    return (
      <section key={code} className="ct-column" aria-labelledby={headingId}>
        <h2 id={headingId}>
          {englishName(code)}
          {language.name !== englishName(code) && (
            <>
              {' · '}
              <span lang={code}>{language.name}</span>
            </>
          )}
          {language.is_default ? ' (default)' : ''}
        </h2>
        {own === undefined ? (
          <div className="ct-missing-lang">
            <p>
              No {nameOf(code)} words yet: customers reading {nameOf(code)} see the {nameOf(defaultLanguage)} ones.
            </p>
            <button type="button" className="s-btn ghost" onClick={() => addLanguage(code)}>
              Write the {nameOf(code)} words
            </button>
          </div>
        ) : (
          <div className="ct-words">
            {text(code, 'title', 'Title', CONTENT_LIMITS.title)}
            {kind === 'campaign' &&
              text(code, 'kicker', 'Kicker (optional)', CONTENT_LIMITS.kicker, {
                hint: 'A short line above the title',
              })}
            {text(code, 'description', 'Description', CONTENT_LIMITS.description, {
              long: true,
              hint: 'Shown in search results and shared links',
            })}
            {kind === 'campaign' && text(code, 'items_title', 'Heading over the items', CONTENT_LIMITS.itemsTitle)}
            {kind === 'campaign' && text(code, 'hero_alt', 'Alt text of the hero picture', CONTENT_LIMITS.alt)}
            {kind === 'recipe' && text(code, 'image_alt', 'Alt text of the picture', CONTENT_LIMITS.alt)}
            {kind === 'farm_visit' && text(code, 'banner_alt', 'Alt text of the banner', CONTENT_LIMITS.alt)}
            {kind === 'recipe' && (
              <fieldset className="cf-group" id={fieldId(`words.${code}.ingredients`)}>
                <legend>Ingredient lines</legend>
                {errors[`words.${code}.ingredients`] && (
                  <span className="cf-error">⚠ {errors[`words.${code}.ingredients`]}</span>
                )}
                {(doc as RecipeDoc).ingredients.length === 0 && (
                  <p className="s-muted">Add ingredients above; each gets a line here.</p>
                )}
                {(doc as RecipeDoc).ingredients.map((_, index) =>
                  listText(code, `ingredients.${index}`, `Ingredient ${index + 1}`, CONTENT_LIMITS.ingredientLine),
                )}
              </fieldset>
            )}
            {kind === 'recipe' && lines(code, 'steps', 'Steps')}
            {kind === 'farm_visit' && (
              <fieldset className="cf-group" id={fieldId(`words.${code}.facts`)}>
                <legend>Facts</legend>
                {errors[`words.${code}.facts`] && <span className="cf-error">⚠ {errors[`words.${code}.facts`]}</span>}
                {((own.facts as { label: string; value: string }[] | undefined) ?? []).map((_, index, facts) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fact is its place in the list.
                  <div key={index} className="ct-fact">
                    {listText(code, `facts.${index}.label`, `Fact ${index + 1}: label`, CONTENT_LIMITS.factLabel)}
                    {listText(code, `facts.${index}.value`, `Fact ${index + 1}: value`, CONTENT_LIMITS.factValue)}
                    <span className="ct-row-actions">
                      <button
                        type="button"
                        className="s-btn ghost ct-small"
                        aria-label={`Move fact ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => setWord(code, 'facts', moved(facts, index, -1))}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="s-btn danger ct-small"
                        aria-label={`Remove fact ${index + 1}`}
                        onClick={() =>
                          setWord(
                            code,
                            'facts',
                            facts.filter((__, other) => other !== index),
                          )
                        }
                      >
                        Remove
                      </button>
                    </span>
                  </div>
                ))}
                <button
                  type="button"
                  className="s-btn ghost"
                  disabled={((own.facts as unknown[] | undefined) ?? []).length >= CONTENT_LIMITS.facts}
                  onClick={() =>
                    setWord(code, 'facts', [...((own.facts as unknown[]) ?? []), { label: '', value: '' }])
                  }
                >
                  Add a fact
                </button>
              </fieldset>
            )}
            {body(code)}
            {!language.is_default && (
              <button type="button" className="s-btn danger" onClick={() => removeLanguage(code)}>
                Leave out the {nameOf(code)} words
              </button>
            )}
          </div>
        )}
      </section>
    );
  };

  const ordered = [
    ...languages.filter((language) => language.is_default),
    ...languages.filter((language) => !language.is_default),
  ];

  const shared = () => {
    if (kind === 'page') {
      const page = doc as PageDoc;
      return (
        <div className="cf-grid">
          <Field
            id={fieldId('order')}
            label="Order among the info pages"
            hint="Smaller comes first"
            error={errors.order}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={0}
                max={10000}
                value={page.order}
                onChange={(event) =>
                  update((draft) => {
                    (draft as PageDoc).order = Number(event.currentTarget.value) || 0;
                  })
                }
              />
            )}
          </Field>
          <Field
            id={fieldId('updated')}
            label="Last changed on (optional)"
            hint="Shown under the title"
            error={errors.updated}
          >
            {(props) => (
              <input
                {...props}
                type="date"
                value={page.updated ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update((draft) => {
                    (draft as PageDoc).updated = value === '' ? null : value;
                  });
                }}
              />
            )}
          </Field>
        </div>
      );
    }
    if (kind === 'campaign') {
      const campaign = doc as CampaignDoc;
      return (
        <div className="cf-grid">
          <div className="cf-wide">
            <PictureField
              id={fieldId('hero.image')}
              label="Hero picture"
              image={campaign.hero.image}
              error={errors['hero.image'] ?? errors['hero.width'] ?? errors['hero.height'] ?? errors.hero}
              onChoose={(media) =>
                update((draft) => {
                  (draft as CampaignDoc).hero = media;
                })
              }
            />
          </div>
          <Field id={fieldId('valid_from')} label="First day" error={errors.valid_from}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={campaign.valid_from}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update((draft) => {
                    (draft as CampaignDoc).valid_from = value;
                  });
                }}
              />
            )}
          </Field>
          <Field id={fieldId('valid_to')} label="Last day" error={errors.valid_to}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={campaign.valid_to}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update((draft) => {
                    (draft as CampaignDoc).valid_to = value;
                  });
                }}
              />
            )}
          </Field>
          <div className="cf-wide">
            <ItemChooser
              path="items"
              label="Items in the campaign"
              chosen={campaign.items}
              max={CONTENT_LIMITS.campaignItems}
              known={known}
              onKnown={onKnown}
              errorOf={errorOf}
              onChange={(items) =>
                update((draft) => {
                  (draft as CampaignDoc).items = items;
                })
              }
            />
          </div>
        </div>
      );
    }
    if (kind === 'recipe') {
      const recipe = doc as RecipeDoc;
      const number = (field: 'prep_minutes' | 'cook_minutes' | 'servings', label: string, max: number) => (
        <Field id={fieldId(field)} label={label} error={errors[field]}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              value={recipe[field]}
              onChange={(event) => {
                const value = Number(event.currentTarget.value) || 0;
                update((draft) => {
                  (draft as RecipeDoc)[field] = value;
                });
              }}
            />
          )}
        </Field>
      );
      const setIngredients = (change: (draft: RecipeDoc) => void) => update((draft) => change(draft as RecipeDoc));
      return (
        <div className="cf-grid three">
          <div className="cf-wide">
            <PictureField
              id={fieldId('image')}
              label="Picture"
              image={recipe.image}
              error={errors.image}
              onChoose={(media) =>
                update((draft) => {
                  (draft as RecipeDoc).image = media.image;
                })
              }
            />
          </div>
          {number('prep_minutes', 'Preparation (minutes)', 1440)}
          {number('cook_minutes', 'Cooking (minutes)', 1440)}
          {number('servings', 'Servings', 50)}
          <Field id={fieldId('tint')} label="Background colour behind the picture" error={errors.tint}>
            {(props) => (
              <input
                {...props}
                type="color"
                value={/^#[0-9a-f]{6}$/i.test(recipe.tint) ? recipe.tint : '#fff4d6'}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update((draft) => {
                    (draft as RecipeDoc).tint = value;
                  });
                }}
              />
            )}
          </Field>
          <fieldset className="cf-group cf-wide" id={fieldId('ingredients')}>
            <legend>Ingredients</legend>
            {errors.ingredients && <span className="cf-error">⚠ {errors.ingredients}</span>}
            <ol className="ct-ingredients">
              {recipe.ingredients.map((ingredient, index) => {
                const at = `ingredients.${index}`;
                const line = String((words(defaultLanguage)?.ingredients as string[] | undefined)?.[index] ?? '');
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an ingredient is its place; its lines move with it.
                  <li key={index} className="ct-ingredient">
                    <h3>
                      Ingredient {index + 1}
                      {line ? `: ${line}` : ''}
                    </h3>
                    <ItemChooser
                      path={`${at}.items`}
                      label={`Ingredient ${index + 1}: items it is bought as`}
                      chosen={ingredient.items}
                      max={CONTENT_LIMITS.ingredientItems}
                      known={known}
                      onKnown={onKnown}
                      errorOf={errorOf}
                      onChange={(items) =>
                        setIngredients((draft) => {
                          const target = draft.ingredients[index];
                          if (target) target.items = items;
                        })
                      }
                    />
                    <div className="cf-grid">
                      <Field
                        id={fieldId(`${at}.needs`)}
                        label={`Ingredient ${index + 1}: amount used (optional)`}
                        hint="250 g, 1 kg, 60 ml, 1 L or 4 pc"
                        error={errors[`${at}.needs`]}
                      >
                        {(props) => (
                          <input
                            {...props}
                            type="text"
                            maxLength={40}
                            value={ingredient.needs ?? ''}
                            onChange={(event) => {
                              const value = event.currentTarget.value;
                              setIngredients((draft) => {
                                const target = draft.ingredients[index];
                                if (target) target.needs = value.trim() === '' ? null : value;
                              });
                            }}
                          />
                        )}
                      </Field>
                      <Field
                        id={fieldId(`${at}.quantity`)}
                        label={`Ingredient ${index + 1}: packs to add`}
                        error={errors[`${at}.quantity`]}
                      >
                        {(props) => (
                          <input
                            {...props}
                            type="number"
                            inputMode="numeric"
                            min={1}
                            max={1000}
                            value={ingredient.quantity}
                            onChange={(event) => {
                              const value = Number(event.currentTarget.value) || 0;
                              setIngredients((draft) => {
                                const target = draft.ingredients[index];
                                if (target) target.quantity = value;
                              });
                            }}
                          />
                        )}
                      </Field>
                    </div>
                    <span className="ct-row-actions">
                      {([-1, 1] as const).map((by) => (
                        <button
                          key={by}
                          type="button"
                          className="s-btn ghost ct-small"
                          aria-label={`Move ingredient ${index + 1} ${by < 0 ? 'up' : 'down'}`}
                          disabled={by < 0 ? index === 0 : index === recipe.ingredients.length - 1}
                          onClick={() =>
                            setIngredients((draft) => {
                              draft.ingredients = moved(draft.ingredients, index, by);
                              for (const own of Object.values(draft.words))
                                own.ingredients = moved(own.ingredients, index, by);
                            })
                          }
                        >
                          {by < 0 ? '↑' : '↓'}
                        </button>
                      ))}
                      <button
                        type="button"
                        className="s-btn danger ct-small"
                        aria-label={`Remove ingredient ${index + 1}`}
                        onClick={() =>
                          setIngredients((draft) => {
                            draft.ingredients = draft.ingredients.filter((_, other) => other !== index);
                            for (const own of Object.values(draft.words)) {
                              own.ingredients = own.ingredients.filter((_, other) => other !== index);
                            }
                          })
                        }
                      >
                        Remove
                      </button>
                    </span>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="s-btn ghost"
              onClick={() =>
                setIngredients((draft) => {
                  draft.ingredients.push({ items: [], needs: null, quantity: 1 });
                  for (const own of Object.values(draft.words)) own.ingredients.push('');
                })
              }
            >
              Add an ingredient
            </button>
          </fieldset>
        </div>
      );
    }
    return <p className="s-muted">The farm-visit text has only words: write them below.</p>;
  };

  const status = entry?.status ?? 'draft';
  const revisions = entry?.revisions ?? [];

  return (
    <div className="ct-editor">
      <div className="cf-head">
        <h1>
          {KIND_NAMES[kind]}: {title}
        </h1>
        <a className="s-btn ghost" href="/staff/content">
          All content
        </a>
      </div>
      <p className="s-row">
        <span className={`ct-badge ct-${status}`}>{isNew ? 'New' : STATUS_NAMES[status]}</span>
        {dirty && <span className="ct-badge ct-changes">Changes not saved</span>}
        {entry?.status === 'published' && (
          <a href={customerPath(kind, entrySlug)} target="_blank" rel="noopener">
            See it on the shop
          </a>
        )}
      </p>

      {feedback('top')}

      {errorList.length > 0 && (
        <section className="ct-summary" ref={summaryRef} tabIndex={-1} aria-labelledby="ct-summary-heading">
          <h2 id="ct-summary-heading">
            {errorList.length === 1 ? 'One thing to fix' : `${errorList.length} things to fix`}
          </h2>
          <ul>
            {errorList.map(([path, reason]) => (
              <li key={path}>
                <a
                  href={`#${fieldId(path)}`}
                  onClick={(event) => {
                    // A path with no field of its own (hero.width) goes to the nearest one that has.
                    let at = path;
                    let target = document.getElementById(fieldId(at));
                    while (!target && at.includes('.')) {
                      at = at.slice(0, at.lastIndexOf('.'));
                      target = document.getElementById(fieldId(at));
                    }
                    if (!target) return;
                    event.preventDefault();
                    target.scrollIntoView({ block: 'center' });
                    target.focus();
                  }}
                >
                  {pathLabel(path, nameOf)}: {reason}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <form
        className="cf-form"
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
        noValidate
      >
        <section className="ct-panel" aria-labelledby="ct-details-heading">
          <h2 id="ct-details-heading">{KIND_NAMES[kind]} details</h2>
          {kind !== 'farm_visit' && (
            <Field
              id={fieldId('slug')}
              label="Address"
              hint={
                isNew
                  ? `Lowercase words with dashes: ${customerPath(kind, 'monsoon-greens')}`
                  : customerPath(kind, slug)
              }
              error={errors.slug}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  maxLength={CONTENT_LIMITS.title}
                  readOnly={!isNew}
                  value={slug}
                  onChange={(event) => setSlug(event.currentTarget.value.toLowerCase())}
                />
              )}
            </Field>
          )}
          {shared()}
        </section>

        <div className="ct-languages">{ordered.map(column)}</div>

        <section className="ct-panel" aria-labelledby="ct-missing-heading">
          <h2 id="ct-missing-heading">Missing translations</h2>
          {missing.length === 0 && emptyInOthers.length === 0 ? (
            <p className="s-muted">Every language has its words.</p>
          ) : (
            <ul>
              {missing.map((language) => (
                <li key={language.code}>{nameOf(language.code)}: not written (customers see the default language)</li>
              ))}
              {emptyInOthers.map(({ code, field }) => (
                <li key={`${code}-${field}`}>
                  <a href={`#${fieldId(`words.${code}.${field}`)}`}>
                    {nameOf(code)}: {field.replaceAll('_', ' ')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="s-row ct-actions">
          <button type="submit" className="s-btn" disabled={busy}>
            Save draft
          </button>
          <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void showPreview()}>
            Preview
          </button>
        </div>
        {feedback('form')}
      </form>

      <section className="ct-panel" aria-labelledby="ct-publish-heading">
        <h2 id="ct-publish-heading">Publish</h2>
        <p className="s-muted">
          {localProblems.length === 0
            ? 'The checks find nothing to fix.'
            : `${localProblems.length} ${localProblems.length === 1 ? 'thing' : 'things'} to fix before it can be published.`}
          {entry?.publish_at && status === 'scheduled' ? ` Scheduled for ${whenOf(entry.publish_at)}.` : ''}
          {entry?.take_down_at ? ` Taken down at ${whenOf(entry.take_down_at)}.` : ''}
        </p>
        <fieldset className="cf-group">
          <legend>When</legend>
          <div className="cf-options">
            <label>
              <input type="radio" name="ct-when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
            </label>
            <label>
              <input type="radio" name="ct-when" checked={when === 'later'} onChange={() => setWhen('later')} /> At a
              time
            </label>
          </div>
        </fieldset>
        <div className="cf-grid">
          {when === 'later' && (
            <Field id={fieldId('publish_at')} label="Publish at" error={errors.publish_at}>
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(event) => setPublishAt(event.currentTarget.value)}
                />
              )}
            </Field>
          )}
          <Field id={fieldId('take_down_at')} label="Take down at (optional)" error={errors.take_down_at}>
            {(props) => (
              <input
                {...props}
                type="datetime-local"
                value={takeDownAt}
                onChange={(event) => setTakeDownAt(event.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <div className="s-row ct-actions">
          <button type="button" className="s-btn" disabled={busy} onClick={() => void publish()}>
            {when === 'later' ? 'Schedule' : 'Publish now'}
          </button>
          {(status === 'published' || status === 'scheduled' || status === 'held') && (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void unpublish()}>
              Unpublish
            </button>
          )}
        </div>
        {feedback('publish')}
      </section>

      {preview && (
        <section className="ct-panel" aria-labelledby="ct-preview-heading" ref={previewRef}>
          <h2 id="ct-preview-heading" tabIndex={-1}>
            Preview
          </h2>
          <p>
            <a href={preview.url} target="_blank" rel="noopener">
              Open the preview
            </a>{' '}
            on your own phone: the link works until {whenOf(preview.expires_at)}.
          </p>
          <p className="ct-preview-url">{new URL(preview.url, window.location.origin).href}</p>
          <iframe
            className="ct-preview"
            src={preview.url}
            title="Preview at phone width (390 px)"
            width="390"
            height="720"
          />
        </section>
      )}

      <section className="ct-panel" aria-labelledby="ct-revisions-heading">
        <h2 id="ct-revisions-heading">Revisions</h2>
        {revisions.length === 0 ? (
          <p className="s-muted">Nothing published yet.</p>
        ) : (
          <ol className="ct-revisions" reversed>
            {revisions.map((revision) => (
              <li key={revision.id}>
                <span>
                  <strong>Revision {revision.number}</strong> · {revision.published_by} ·{' '}
                  {whenOf(revision.published_at)}
                </span>
                <button
                  type="button"
                  className="s-btn ghost"
                  disabled={busy}
                  aria-label={`Restore as draft: revision ${revision.number}`}
                  onClick={() => void restore(revision.id, revision.number)}
                >
                  Restore as draft
                </button>
              </li>
            ))}
          </ol>
        )}
        {feedback('revisions')}
      </section>
    </div>
  );
}
