// The dialog that confirms a decision on a partner before it is sent.
import { useEffect, useRef, useState } from 'react';
import type { StaffPartnerView } from '../../../domain/api/staff.ts';
import type { PartnerAction } from '../../../domain/staff/partner-approval.ts';
import { useSay } from '../shell/console-words.tsx';

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
  const say = useSay();
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
        {say(rejecting ? 'consolePartnersRejectName' : 'consolePartnersSuspendName', { name: partner.name })}
      </h2>
      <p>{say(rejecting ? 'consolePartnersRejectText' : 'consolePartnersSuspendText')}</p>
      {partner.jobs.length > 0 && (
        <p className="q-reason">
          {say('consolePartnersStillDelivering', { orders: partner.jobs.map((job) => job.unique_order_id).join(', ') })}
        </p>
      )}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <div className="s-row">
        <button type="button" className="s-btn ghost" onClick={() => dialog.current?.close()}>
          {say('consolePartnersCancel')}
        </button>
        <button
          type="button"
          className="s-btn danger-fill"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {say(rejecting ? 'consolePartnersRejectPartner' : 'consolePartnersSuspendPartner')}
        </button>
      </div>
    </dialog>
  );
}
