// The revisions published so far, newest first, each to restore as the draft.
import type { ContentRevisionView } from '../../../../domain/api/staff/content.ts';
import { whenOf } from '../content-form.ts';
import type { Message } from '../use-content-steps.ts';
import StepFeedback from './StepFeedback.tsx';

interface Props {
  revisions: readonly ContentRevisionView[];
  busy: boolean;
  said: Message;
  onRestore(revisionId: number, number: number): void;
}

export default function RevisionsPanel({ revisions, busy, said, onRestore }: Props) {
  return (
    <section className="ct-panel" aria-labelledby="ct-revisions-heading">
      <h2 id="ct-revisions-heading">Revisions</h2>
      {revisions.length === 0 ? (
        <p className="s-muted">Nothing published yet.</p>
      ) : (
        <ol className="ct-revisions" reversed>
          {revisions.map((revision) => (
            <li key={revision.id}>
              <span>
                <strong>Revision {revision.number}</strong> · {revision.published_by} · {whenOf(revision.published_at)}
              </span>
              <button
                type="button"
                className="s-btn ghost"
                disabled={busy}
                aria-label={`Restore as draft: revision ${revision.number}`}
                onClick={() => onRestore(revision.id, revision.number)}
              >
                Restore as draft
              </button>
            </li>
          ))}
        </ol>
      )}
      <StepFeedback message={said} />
    </section>
  );
}
