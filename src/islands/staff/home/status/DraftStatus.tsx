// Whether customers see a draft or the published home, whether it can be published, what the last
// step did, and the buttons to save, publish or drop the draft.
import { formatShopMoment } from '../../../../domain/calendar.ts';
import type { HomeDraft } from '../use-home-draft.ts';

const when = (iso: string) => formatShopMoment(iso, 'en-IN', 'dateTime');

export default function DraftStatus({ draft }: { draft: HomeDraft }) {
  const { home, dirty, refusalCount, formError, notice, busy } = draft;
  return (
    <div className="s-card hc-status">
      <p>
        {home.has_draft ? (
          <>
            <strong>Draft</strong> saved {home.draft_saved_at ? when(home.draft_saved_at) : ''}
            {home.draft_saved_by ? ` by ${home.draft_saved_by}` : ''}. Customers still see the published home.
          </>
        ) : (
          <>
            <strong>Published home.</strong> Your changes stay a draft until you publish.
          </>
        )}
        {dirty && <span className="hc-unsaved"> You have unsaved changes.</span>}
      </p>
      <p className={refusalCount > 0 ? 'cf-error' : 's-muted'}>
        {refusalCount > 0
          ? `${refusalCount} ${refusalCount === 1 ? 'field needs' : 'fields need'} a change before publishing.`
          : 'Ready to publish.'}
      </p>
      {formError && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {notice}
      </p>
      <div className="cf-actions">
        <button type="button" className="s-btn ghost" disabled={busy || !dirty} onClick={() => void draft.saveDraft()}>
          Save draft
        </button>
        <button type="button" className="s-btn" disabled={busy} onClick={() => void draft.publish()}>
          Publish
        </button>
        {home.has_draft && (
          <button type="button" className="s-btn danger" disabled={busy} onClick={() => void draft.discard()}>
            Drop the draft
          </button>
        )}
      </div>
    </div>
  );
}
