// Reject an order with a reason (decision 0183): the customer is told why and refunded to the wallet.
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffOrderView } from '../../../domain/api/staff.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { REJECT_REASON_MAX, rejectReasonToStore } from '../../../domain/staff/staff.ts';
import { useSay } from '../shell/console-words.tsx';

/** The listed reasons' words, in the order of REJECT_REASONS (stored in English whatever the member reads). */
const REASON_WORDS: readonly ConsoleWordKey[] = [
  'consoleQueueRejectStock',
  'consoleQueueRejectClosing',
  'consoleQueueRejectBusy',
  'consoleQueueRejectAddress',
];

export function RejectDialog({
  order,
  onClose,
  onRejected,
}: {
  order: StaffOrderView;
  onClose(): void;
  onRejected(order: StaffOrderView): void;
}) {
  const say = useSay();
  const listed = REASON_WORDS.map((key) => say(key));
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<string>(listed[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const reject = async () => {
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/reject-order', {
      unique_order_id: order.unique_order_id,
      reason: rejectReasonToStore(reason, listed),
    });
    setBusy(false);
    if (answer.ok) onRejected(answer.value.order);
    else setError(answer.error.message);
  };

  return (
    <dialog ref={dialog} className="s-dialog" aria-labelledby="reject-title" onClose={onClose}>
      <h2 id="reject-title">{say('consoleQueueRejectTitle', { order: order.unique_order_id })}</h2>
      <p className="s-muted">{say('consoleQueueRejectNote')}</p>
      <fieldset className="s-form" style={{ border: 'none', padding: 0 }}>
        <legend className="s-field">{say('consoleQueueRejectReason')}</legend>
        {listed.map((choice) => (
          <button
            type="button"
            key={choice}
            className="s-chip"
            aria-pressed={reason === choice}
            onClick={() => setReason(choice)}
          >
            {choice}
          </button>
        ))}
        <label className="s-field">
          {say('consoleQueueRejectTyped')}
          <input
            className="s-input"
            value={reason}
            maxLength={REJECT_REASON_MAX}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </label>
      </fieldset>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <div className="s-row">
        <button type="button" className="s-btn ghost" onClick={() => dialog.current?.close()}>
          {say('consoleQueueKeepOrder')}
        </button>
        <button
          type="button"
          className="s-btn danger-fill"
          disabled={busy || reason.trim() === ''}
          aria-busy={busy}
          onClick={() => void reject()}
        >
          {say('consoleQueueRejectOrder')}
        </button>
      </div>
    </dialog>
  );
}
