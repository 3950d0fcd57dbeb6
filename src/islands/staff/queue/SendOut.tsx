// A ready delivery order handed to one of the store's own riders (decision 0314).
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffOrderView } from '../../../domain/api/staff.ts';
import { useSay } from '../shell/console-words.tsx';

export function SendOut({ order, onChanged }: { order: StaffOrderView; onChanged(order: StaffOrderView): void }) {
  const say = useSay();
  const riders = order.own_riders.riders;
  const [riderId, setRiderId] = useState<number | null>(riders[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `send-out-${order.unique_order_id}`;
  if (riders.length === 0) return <p className="s-muted">{say('consoleQueueNoRider')}</p>;
  const send = async () => {
    if (riderId === null) return;
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/send-out', { unique_order_id: order.unique_order_id, rider_id: riderId });
    setBusy(false);
    if (answer.ok) onChanged(answer.value.order);
    else setError(answer.error.fields?.rider_id ?? answer.error.message);
  };
  return (
    <div className="q-send-out">
      <div className="s-field">
        <label htmlFor={fieldId}>{say('consoleQueueSendOutWith')}</label>
        <select
          id={fieldId}
          className="s-input"
          value={riderId ?? ''}
          aria-invalid={error !== null}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setRiderId(Number(event.currentTarget.value))}
        >
          {riders.map((rider) => (
            <option key={rider.id} value={rider.id}>
              {rider.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="s-error" id={`${fieldId}-error`} role="alert">
          ⚠ {error}
        </p>
      )}
      <button type="button" className="s-btn" disabled={busy} aria-busy={busy} onClick={() => void send()}>
        {say('consoleQueueSendOut')}
      </button>
    </div>
  );
}
