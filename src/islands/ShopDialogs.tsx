// The page-wide dialogs of the cart rules: the replace-cart question (§2, texts
// from settings) and short notices such as the stock limit (§5, 5 s). One
// instance per page, hydrated when idle; the question opens as a modal dialog.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { completePendingAdd } from '../client/add-flow.ts';
import { $cart, cancelReplace, confirmReplace } from '../stores/cart.ts';
import { syncLocationCookie } from '../stores/location.ts';
import { shopTexts, label } from '../stores/settings.ts';
import { $notice, $replaceRequest, dismissNotice } from '../stores/ui.ts';
import { ConfirmDialog } from './Sheet.tsx';

export default function ShopDialogs() {
  const replace = useStore($replaceRequest);
  const notice = useStore($notice);
  const { settings } = shopTexts();

  useEffect(() => {
    syncLocationCookie();
    // Back from confirming the address an Add needed: the item goes in now (§4 Location).
    void completePendingAdd();
  }, []);
  // Issue 15: the question names the store the cart holds and the store of the item being added.
  const current = replace ? $cart.get().lines[0]?.restaurant_name : undefined;
  const next = replace?.restaurant_name;
  const question =
    replace && current && next
      ? label('replaceCartStoresText', 'Your cart has items from {current}. Replace them with {item} from {next}?', {
          current,
          item: replace.name,
          next,
        })
      : label('replaceCartSubTitle', settings.replaceCartSubTitle);

  return (
    <>
      <ConfirmDialog
        open={replace !== null}
        labelledBy="replace-title"
        describedBy="replace-text"
        onClose={cancelReplace}
      >
        <h2 id="replace-title">{label('replaceCartTitle', settings.replaceCartTitle)}</h2>
        <p id="replace-text">{question}</p>
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
