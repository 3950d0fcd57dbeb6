// The revisions published so far, newest first, each to restore as the draft.
import type { ContentRevisionView } from '../../../../domain/api/staff/content.ts';
import { useSay } from '../../shell/console-words.tsx';
import { useReader } from '../content-reader.tsx';
import type { Message } from '../use-content-steps.ts';
import StepFeedback from './StepFeedback.tsx';

interface Props {
  revisions: readonly ContentRevisionView[];
  busy: boolean;
  said: Message;
  onRestore(revisionId: number, number: number): void;
}

export default function RevisionsPanel({ revisions, busy, said, onRestore }: Props) {
  const say = useSay();
  const { when } = useReader();
  return (
    <section className="ct-panel" aria-labelledby="ct-revisions-heading">
      <h2 id="ct-revisions-heading">{say('consoleContentRevisions')}</h2>
      {revisions.length === 0 ? (
        <p className="s-muted">{say('consoleContentNothingPublished')}</p>
      ) : (
        <ol className="ct-revisions" reversed>
          {revisions.map((revision) => (
            <li key={revision.id}>
              <span>
                <strong>{say('consoleContentRevision', { number: revision.number })}</strong> · {revision.published_by}{' '}
                · {when(revision.published_at)}
              </span>
              <button
                type="button"
                className="s-btn ghost"
                disabled={busy}
                aria-label={say('consoleContentRestoreRevision', { number: revision.number })}
                onClick={() => onRestore(revision.id, revision.number)}
              >
                {say('consoleContentRestore')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <StepFeedback message={said} />
    </section>
  );
}
