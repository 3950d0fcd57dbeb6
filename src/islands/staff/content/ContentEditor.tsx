// One entry of the content an editor publishes (decision 0286): its shared fields (entry/), then
// the words of every language side by side (words/, stacked on a phone), save a draft, publish now
// or at a time, take down, preview at phone width, and the revisions to restore (publishing/). A
// publish the checks refuse says why on each field and in a summary linking to them; the form runs
// the same checks as the server (domain/content/documents.ts contentProblems) before it asks.
// The entry is held by use-content-draft.ts, the steps taken with it by use-content-steps.ts.
import type { ContentKind } from '../../../domain/content/documents.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { blankWordsOf, customerPath, KIND_NAMES, STATUS_NAMES } from './content-form.ts';
import { ContentReaderProvider } from './content-reader.tsx';
import EntryDetails from './entry/EntryDetails.tsx';
import FixSummary from './publishing/FixSummary.tsx';
import PreviewPanel from './publishing/PreviewPanel.tsx';
import PublishPanel from './publishing/PublishPanel.tsx';
import RevisionsPanel from './publishing/RevisionsPanel.tsx';
import StepFeedback from './publishing/StepFeedback.tsx';
import { useContentDraft } from './use-content-draft.ts';
import { useContentSteps } from './use-content-steps.ts';
import { useKnownItems } from './use-known-items.ts';
import LanguageColumn from './words/LanguageColumn.tsx';
import MissingTranslations from './words/MissingTranslations.tsx';
import './content.css';

interface Props {
  kind: ContentKind;
  /** null: a new entry, its slug still to be given. */
  slug: string | null;
  /** The `consoleContent…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's console language. */
  language: string;
}

export default function ContentEditor({ words, language, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <ContentReaderProvider value={language}>
        <Editor {...props} />
      </ContentReaderProvider>
    </ConsoleWordsProvider>
  );
}

function Editor({ kind, slug: slugGiven }: Pick<Props, 'kind' | 'slug'>) {
  const say = useSay();
  const draft = useContentDraft(kind, slugGiven);
  const { known, onKnown } = useKnownItems(kind, draft.doc, draft.bodyKey);
  const steps = useContentSteps(kind, draft);
  const { doc, entry, languages, defaultLanguage, isNew, slug, entrySlug, words, update } = draft;

  if (draft.loadError) return <p className="s-error">{draft.loadError}</p>;
  if (!doc) return <p className="s-muted">{say('consoleContentLoading')}</p>;

  const status = entry?.status ?? 'draft';
  const kindName = say(KIND_NAMES[kind]);
  const title =
    String(words(defaultLanguage)?.title ?? '') ||
    (isNew ? say('consoleContentTitleNew', { kind: kindName.toLowerCase() }) : slug);
  const ordered = [
    ...languages.filter((language) => language.is_default),
    ...languages.filter((language) => !language.is_default),
  ];

  return (
    <div className="ct-editor">
      <div className="cf-head">
        <h1>
          {kindName}: {title}
        </h1>
        <a className="s-btn ghost" href="/staff/content">
          {say('consoleContentAllContent')}
        </a>
      </div>
      <p className="s-row">
        <span className={`ct-badge ct-${status}`}>
          {isNew ? say('consoleContentStatusNew') : say(STATUS_NAMES[status])}
        </span>
        {draft.dirty && <span className="ct-badge ct-changes">{say('consoleContentNotSaved')}</span>}
        {entry?.status === 'published' && (
          <a href={customerPath(kind, entrySlug)} target="_blank" rel="noopener">
            {say('consoleContentSeeOnShop')}
          </a>
        )}
      </p>

      <StepFeedback message={steps.saidAt('top')} />

      <FixSummary errors={steps.errors} ref={steps.summaryRef} />

      <form
        className="cf-form"
        onSubmit={(event) => {
          event.preventDefault();
          void steps.saveDraft();
        }}
        noValidate
      >
        <EntryDetails
          kind={kind}
          doc={doc}
          slug={slug}
          isNew={isNew}
          defaultWords={words(defaultLanguage)}
          errors={steps.errors}
          errorOf={steps.errorOf}
          known={known}
          onKnown={onKnown}
          onSlug={draft.setSlug}
          update={update}
        />

        <div className="ct-languages">
          {ordered.map((language) => (
            <LanguageColumn
              key={language.code}
              kind={kind}
              language={language}
              defaultLanguage={defaultLanguage}
              own={words(language.code)}
              ingredientCount={'ingredients' in doc ? doc.ingredients.length : 0}
              errors={steps.errors}
              bodyKey={draft.bodyKey}
              setWord={(field, value) => draft.setWord(language.code, field, value)}
              onAdd={() =>
                update((next) => {
                  (next.words as Record<string, unknown>)[language.code] = blankWordsOf(kind, next, language.code);
                })
              }
              onRemove={() =>
                update((next) => {
                  delete (next.words as Record<string, unknown>)[language.code];
                })
              }
            />
          ))}
        </div>

        <MissingTranslations languages={languages} defaultLanguage={defaultLanguage} words={words} />

        <div className="s-row ct-actions">
          <button type="submit" className="s-btn" disabled={steps.busy}>
            {say('consoleContentSaveDraft')}
          </button>
          <button type="button" className="s-btn ghost" disabled={steps.busy} onClick={() => void steps.showPreview()}>
            {say('consoleContentPreview')}
          </button>
        </div>
        <StepFeedback message={steps.saidAt('form')} />
      </form>

      <PublishPanel
        entry={entry}
        problems={steps.localProblems}
        schedule={draft.schedule}
        errors={steps.errors}
        busy={steps.busy}
        said={steps.saidAt('publish')}
        onSchedule={draft.setSchedule}
        onPublish={() => void steps.publish()}
        onUnpublish={() => void steps.unpublish()}
      />

      {steps.preview && <PreviewPanel preview={steps.preview} ref={steps.previewRef} />}

      <RevisionsPanel
        revisions={entry?.revisions ?? []}
        busy={steps.busy}
        said={steps.saidAt('revisions')}
        onRestore={(id, number) => void steps.restore(id, number)}
      />
    </div>
  );
}
