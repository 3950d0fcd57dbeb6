// Whether customers see a draft or the published home, whether it can be published, what the last
// step did, and the buttons to save, publish or drop the draft.
import { formatShopMoment } from '../../../../domain/calendar.ts';
import { useSay } from '../../shell/console-words.tsx';
import type { HomeDraft } from '../use-home-draft.ts';

export default function DraftStatus({ draft, locale }: { draft: HomeDraft; locale: string }) {
  const say = useSay();
  const { home, dirty, refusalCount, formError, notice, busy } = draft;
  const when = home.draft_saved_at ? formatShopMoment(home.draft_saved_at, locale, 'dateTime') : '';
  return (
    <div className="s-card hc-status">
      <p>
        {home.has_draft ? (
          <>
            <strong>{say('consoleHomeDraftStatus')}</strong>{' '}
            {home.draft_saved_by
              ? say('consoleHomeDraftSavedBy', { when, name: home.draft_saved_by })
              : say('consoleHomeDraftSavedAt', { when })}{' '}
            {say('consoleHomeCustomersSeePublished')}
          </>
        ) : (
          <>
            <strong>{say('consoleHomePublishedStatus')}</strong> {say('consoleHomeStaysDraft')}
          </>
        )}
        {dirty && <span className="hc-unsaved"> {say('consoleHomeUnsaved')}</span>}
      </p>
      <p className={refusalCount > 0 ? 'cf-error' : 's-muted'}>
        {refusalCount === 0
          ? say('consoleHomeReady')
          : refusalCount === 1
            ? say('consoleHomeOneRefusal')
            : say('consoleHomeRefusals', { count: refusalCount })}
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
          {say('consoleHomeSaveDraft')}
        </button>
        <button type="button" className="s-btn" disabled={busy} onClick={() => void draft.publish()}>
          {say('consoleHomePublish')}
        </button>
        {home.has_draft && (
          <button type="button" className="s-btn danger" disabled={busy} onClick={() => void draft.discard()}>
            {say('consoleHomeDrop')}
          </button>
        )}
      </div>
    </div>
  );
}
