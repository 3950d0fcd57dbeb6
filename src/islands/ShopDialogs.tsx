// The page-wide dialogs of the cart rules: the replace-cart question (§2, texts
// from settings) and short notices such as the stock limit (§5, 5 s). One
// instance per page, hydrated when idle; the question opens as a modal dialog.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { cancelReplace, confirmReplace } from '../stores/cart.ts';
import { syncLocationCookie } from '../stores/location.ts';
import { $shopTexts, label } from '../stores/settings.ts';
import { $notice, $replaceRequest, dismissNotice } from '../stores/ui.ts';
import { ConfirmDialog } from './Sheet.tsx';

export default function ShopDialogs() {
  const replace = useStore($replaceRequest);
  const notice = useStore($notice);
  const { settings } = $shopTexts.get();

  useEffect(() => syncLocationCookie(), []);

  return (
    <>
      <ConfirmDialog
        open={replace !== null}
        labelledBy="replace-title"
        describedBy="replace-text"
        onClose={cancelReplace}
      >
        <h2 id="replace-title">{label('replaceCartTitle', settings.replaceCartTitle)}</h2>
        <p id="replace-text">{label('replaceCartSubTitle', settings.replaceCartSubTitle)}</p>
        <div className="confirm-actions">
          <button type="button" className="btn btn-outline" onClick={cancelReplace}>
            {label('replaceCartNoText', settings.replaceCartNoText)}
          </button>
          <button type="button" className="btn" onClick={confirmReplace}>
            {label('replaceCartYesText', settings.replaceCartYesText)}
          </button>
        </div>
      </ConfirmDialog>
      <div className="notice-region" role="status" aria-live="assertive">
        {notice && (
          <div className={`notice notice-${notice.tone}`}>
            <span aria-hidden="true">{notice.tone === 'error' ? '⚠' : 'ℹ'}</span>
            <p>{notice.text}</p>
            <button
              type="button"
              className="icon-button"
              onClick={dismissNotice}
              aria-label={label('closeText', 'Close')}
            >
              ✕
            </button>
          </div>
        )}
      </div>
    </>
  );
}
