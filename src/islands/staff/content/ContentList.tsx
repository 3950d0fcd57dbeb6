// The content an editor publishes (decision 0286): every page, campaign, recipe and the farm-visit
// text, filtered by kind, each with its status in words, unpublished changes, its schedule, the
// languages it still lacks and why a scheduled publish was held.
import { useEffect, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { ContentListEntry } from '../../../domain/api/staff/content.ts';
import { CONTENT_KINDS, type ContentKind, FARM_VISIT_SLUG } from '../../../domain/content/documents.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { KIND_NAMES, STATUS_NAMES } from './content-form.ts';
import { ContentReaderProvider, useReader } from './content-reader.tsx';
import './content.css';

const editPath = (kind: ContentKind, slug?: string) =>
  `/staff/content/edit?kind=${kind}${slug ? `&slug=${encodeURIComponent(slug)}` : ''}`;

interface Props {
  /** The `consoleContent…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's console language. */
  language: string;
}

export default function ContentList({ words, language }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <ContentReaderProvider value={language}>
        <Entries />
      </ContentReaderProvider>
    </ConsoleWordsProvider>
  );
}

function Entries() {
  const say = useSay();
  const { languageName, when } = useReader();
  const [kind, setKind] = useState<ContentKind | null>(null);
  const [entries, setEntries] = useState<ContentListEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stop = false;
    void (async () => {
      const answer = await callApi('staff/content-list', kind ? { kind } : {});
      if (stop) return;
      if (!answer.ok) {
        setError(answer.error.message);
        return;
      }
      setError(null);
      setEntries(answer.value.entries);
    })();
    return () => {
      stop = true;
    };
  }, [kind]);

  const hasFarmVisit = entries?.some((entry) => entry.kind === 'farm_visit') ?? true;

  return (
    <div className="ct-list">
      <div className="cf-head">
        <h1>{say('consoleTabContent')}</h1>
        <div className="s-row">
          <a className="s-btn" href={editPath('campaign')}>
            {say('consoleContentNewCampaign')}
          </a>
          <a className="s-btn ghost" href={editPath('page')}>
            {say('consoleContentNewPage')}
          </a>
          <a className="s-btn ghost" href={editPath('recipe')}>
            {say('consoleContentNewRecipe')}
          </a>
          {!hasFarmVisit && (kind === null || kind === 'farm_visit') && (
            <a className="s-btn ghost" href={editPath('farm_visit', FARM_VISIT_SLUG)}>
              {say('consoleContentWriteFarmVisit')}
            </a>
          )}
        </div>
      </div>
      <div className="s-row ct-filter" role="group" aria-label={say('consoleContentShow')}>
        <button type="button" className="s-chip" aria-pressed={kind === null} onClick={() => setKind(null)}>
          {say('consoleContentAll')}
        </button>
        {CONTENT_KINDS.map((each) => (
          <button
            key={each}
            type="button"
            className="s-chip"
            aria-pressed={kind === each}
            onClick={() => setKind(each)}
          >
            {say(KIND_NAMES[each])}
          </button>
        ))}
      </div>
      {error && <p className="s-error">{error}</p>}
      {entries === null && !error && <p className="s-muted">{say('consoleContentLoading')}</p>}
      {entries !== null && entries.length === 0 && <p className="s-muted">{say('consoleContentNothing')}</p>}
      {entries !== null && entries.length > 0 && (
        <ul className="ct-entries">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.slug}`} className="s-card ct-entry">
              <div className="ct-entry-head">
                <a className="ct-entry-title" href={editPath(entry.kind, entry.slug)}>
                  {entry.title || entry.slug}
                </a>
                <span className="s-muted">
                  {say(KIND_NAMES[entry.kind])} · {entry.slug}
                </span>
              </div>
              <p className="s-row">
                <span className={`ct-badge ct-${entry.status}`}>{say(STATUS_NAMES[entry.status])}</span>
                {entry.has_unpublished_changes && (
                  <span className="ct-badge ct-changes">{say('consoleContentUnpublishedChanges')}</span>
                )}
                {entry.publish_at && entry.status === 'scheduled' && (
                  <span>{say('consoleContentPublishes', { when: when(entry.publish_at) })}</span>
                )}
                {entry.take_down_at && (
                  <span>{say('consoleContentTakenDownAt', { when: when(entry.take_down_at) })}</span>
                )}
              </p>
              {entry.missing_languages.length > 0 && (
                <p className="ct-missing">
                  {say('consoleContentMissingTranslation', {
                    languages: entry.missing_languages.map(languageName).join(', '),
                  })}
                </p>
              )}
              {entry.held_reason && (
                <p className="ct-held" role="note">
                  <strong>{say('consoleContentHeld')}</strong> {entry.held_reason}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
