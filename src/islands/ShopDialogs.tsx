// The page-wide dialogs of the cart rules: the replace-cart question (§2, texts
// from settings) and short notices such as the stock limit (§5, 5 s). One
// instance per page, hydrated when idle; the question opens as a modal dialog.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { completePendingAdd } from '../client/add-flow.ts';
import { replaceQuestion } from '../domain/orders/cart.ts';
import { $cart, cancelReplace, confirmReplace } from '../stores/cart.ts';
import { syncLocationCookie } from '../stores/location.ts';
import { label, replaceCartTexts } from '../stores/settings.ts';
import { $notice, $replaceRequest, dismissNotice } from '../stores/ui.ts';
import { ReplaceCartDialog } from './cart/ReplaceCartDialog.tsx';

export default function ShopDialogs() {
  const replace = useStore($replaceRequest);
  const notice = useStore($notice);

  useEffect(() => {
    syncLocationCookie();
    // Back from confirming the address an Add needed: the item goes in now (§4 Location).
    void completePendingAdd();
  }, []);
  // The question names the store the cart holds and the store of the item being added (decision 0186).
  const texts = replaceCartTexts();
  const question = replaceQuestion(
    texts,
    $cart.get().lines[0]?.restaurant_name,
    replace?.restaurant_name,
    replace?.name,
  );

  return (
    <>
      <ReplaceCartDialog
        open={replace !== null}
        id="replace"
        texts={texts}
        question={question}
        onNo={cancelReplace}
        onYes={confirmReplace}
      />
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
