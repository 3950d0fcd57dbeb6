// The dialog that confirms a decision on a partner before it is sent.
import { useEffect, useRef, useState } from 'react';
import type { StaffPartnerView } from '../../../domain/api/staff.ts';
import type { PartnerAction } from '../../../domain/staff/partner-approval.ts';

export function ConfirmDialog({
  partner,
  action,
  onConfirm,
  onClose,
}: {
  partner: StaffPartnerView;
  action: PartnerAction;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const refused = await onConfirm();
    setBusy(false);
    if (refused) setError(refused);
    else dialog.current?.close();
  };

  const rejecting = action.label === 'Reject';
  return (
    <dialog ref={dialog} className="s-dialog" aria-labelledby="p-confirm-title" onClose={onClose}>
      <h2 id="p-confirm-title">
        {rejecting ? 'Reject' : 'Suspend'} {partner.name}?
      </h2>
      <p>
        {rejecting
          ? 'They cannot sign in, and their phone number cannot sign up again. You can approve them later.'
          : 'They are signed out on every phone at once and get no more orders. You can approve them again later.'}
      </p>
      {partner.jobs.length > 0 && (
        <p className="q-reason">
          They are delivering {partner.jobs.map((job) => job.unique_order_id).join(', ')}. The order stays with them:
          call them, and finish it with npm run order:advance.
        </p>
      )}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <div className="s-row">
        <button type="button" className="s-btn ghost" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          className="s-btn danger-fill"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {rejecting ? 'Reject partner' : 'Suspend partner'}
        </button>
      </div>
    </dialog>
  );
}
