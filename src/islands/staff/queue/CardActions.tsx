// An order card's actions (decision 0183): the preparation time and Accept, the next step, the
// pickup code, Reject, the packing slip and the receipt (decision 0333), and what each answered.
// The counter's keyboard shortcuts press these same buttons (decision 0339): each step button
// names its key in aria-keyshortcuts.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffOrderView } from '../../../domain/api/staff.ts';
import type { StorePrinterView } from '../../../domain/api/staff/printing.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { isRunning } from '../../../domain/orders/order-flow.ts';
import type { RiderWait } from '../../../domain/staff/rider-wait.ts';
import {
  counterDay,
  DEFAULT_PREPARATION_MINUTES,
  PREPARATION_CHOICES,
  packedOnLaterDay,
  type StaffStepEvent,
} from '../../../domain/staff/staff.ts';
import { printerAddress } from './CounterPrinter.tsx';
import { riderWaitSaid, STEP_WORD } from './words.tsx';
import { useConsoleLocale, useSay } from '../shell/console-words.tsx';
import { SendOut } from './SendOut.tsx';

/** The keys that press a step's button (decision 0339); the other steps have none. */
const STEP_KEY: Partial<Record<StaffStepEvent, string>> = { accept: 'a', mark_ready: 'r' };

export function CardActions({
  order,
  riderWait: waited,
  printer,
  onChanged,
  onReject,
}: {
  order: StaffOrderView;
  printer?: StorePrinterView | undefined;
  riderWait?: RiderWait | undefined;
  onChanged(order: StaffOrderView): void;
  onReject(): void;
}) {
  const say = useSay();
  const locale = useConsoleLocale();
  const [minutes, setMinutes] = useState(DEFAULT_PREPARATION_MINUTES);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [printing, setPrinting] = useState(false);
  const [printed, setPrinted] = useState<{ ok: boolean; text: string } | null>(null);
  const next = order.actions.next;
  // A ready self-pickup order with a pickup code: the customer shows the 4 digits, the counter types them.
  const askCode = next === 'hand_over' && order.pickup_code.needed && order.pickup_code.tries_left > 0;
  // An order for a later day is accepted now and packed on its day: no "ready in" to promise.
  const later = packedOnLaterDay(order.delivery_date, shopToday(new Date()));

  const step = async (event: StaffStepEvent) => {
    if (event === 'hand_over' && askCode && code.length !== 4) {
      setError(say('consoleQueueCodeNeeded'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/order-step', {
      unique_order_id: order.unique_order_id,
      event,
      ...(event === 'accept' && !later ? { preparation_minutes: minutes } : {}),
      ...(event === 'hand_over' && askCode && code !== '' ? { code } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    onChanged(answer.value.order);
    // Decision 0333: the receipt prints once the accept has gone through; a printer that fails is
    // said on the card, and the order stays accepted.
    if (event === 'accept' && printer?.auto_print && printerAddress(printer)) await printReceipt();
  };

  const printReceipt = async () => {
    setPrinting(true);
    setPrinted(null);
    const answer = await callApi('staff/print-receipt', { unique_order_id: order.unique_order_id });
    setPrinting(false);
    setPrinted(
      answer.ok ? { ok: true, text: say('consoleQueuePrintSent') } : { ok: false, text: answer.error.message },
    );
  };

  const printSlip = (card: HTMLElement | null) => {
    card?.classList.add('print-me');
    document.body.classList.add('printing-slip');
    window.print();
    document.body.classList.remove('printing-slip');
    card?.classList.remove('print-me');
  };

  return (
    <>
      {next === 'accept' && later && order.delivery_date && (
        <p className="s-muted">
          {say('consoleQueueAcceptLater', { day: counterDay(order.delivery_date, shopToday(new Date()), locale) })}
        </p>
      )}
      {next === 'accept' && !later && (
        <div
          className="q-prep"
          role="group"
          aria-label={say('consoleQueuePrepTimeFor', { order: order.unique_order_id })}
        >
          <p>{say('consoleQueueReadyIn')}</p>
          <div className="s-row">
            {PREPARATION_CHOICES.slice(1, 6).map((choice) => (
              <button
                type="button"
                key={choice}
                className="s-chip"
                aria-pressed={minutes === choice}
                onClick={() => setMinutes(choice)}
              >
                {say('consoleQueueMinutes', { minutes: choice })}
              </button>
            ))}
          </div>
        </div>
      )}
      {askCode && (
        <label className="s-field q-code">
          <span>{say('consoleQueuePickupCode')}</span>
          <input
            className="s-input"
            inputMode="numeric"
            autoComplete="off"
            value={code}
            // The customer's phone shows the digits spaced out ("8 8 9 4"): spaces typed are dropped.
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
        </label>
      )}
      {next === 'hand_over' && order.pickup_code.needed && order.pickup_code.tries_left === 0 && (
        <p className="s-muted">{say('consoleQueueTooManyCodes')}</p>
      )}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      {order.own_riders.can_send_out && <SendOut order={order} onChanged={onChanged} />}
      {order.own_riders.carried_by && (
        <p className="s-muted">{say('consoleQueueWithRider', { rider: order.own_riders.carried_by })}</p>
      )}
      <div className="q-actions">
        {next && (
          <button
            type="button"
            className="s-btn"
            disabled={busy}
            aria-busy={busy}
            aria-keyshortcuts={STEP_KEY[next]}
            onClick={() => void step(next)}
          >
            {say(STEP_WORD[next])}
          </button>
        )}
        {order.actions.packOn && (
          <p className="s-muted">
            {say('consoleQueuePackOn', { day: counterDay(order.actions.packOn, shopToday(new Date()), locale) })}
          </p>
        )}
        {!next &&
          order.status === 'ready_for_pickup' &&
          order.mode === 'DELIVERY' &&
          !waited &&
          !order.own_riders.can_send_out && <p className="s-muted">{say('consoleQueueWaitingPartner')}</p>}
        {waited && (
          <p className="q-rider-alert">
            ⚠ {say('consoleQueueCallPartner', { wait: riderWaitSaid(say, order.unique_order_id, waited.minutes) })}
          </p>
        )}
        {order.actions.canReject && (
          <button type="button" className="s-btn danger" disabled={busy} onClick={onReject}>
            {say('consoleQueueReject')}
          </button>
        )}
        {isRunning(order.status) && (
          <button
            type="button"
            className="s-btn ghost"
            onClick={(event) => printSlip(event.currentTarget.closest('li'))}
          >
            {say('consoleQueuePrintSlip')}
          </button>
        )}
        <a className="s-btn ghost" href={`/staff/receipt?order=${encodeURIComponent(order.unique_order_id)}`}>
          {say('consoleQueueReceipt')}
        </a>
        {printer && printerAddress(printer) && (
          <button
            type="button"
            className="s-btn ghost"
            disabled={printing}
            aria-busy={printing}
            aria-keyshortcuts="p"
            onClick={() => void printReceipt()}
          >
            {say('consoleQueuePrintReceipt')}
          </button>
        )}
      </div>
      {printed && (
        <p className={`q-printed ${printed.ok ? 's-ok' : 's-error'}`} role="status">
          {printed.ok ? '✓ ' : '⚠ '}
          {printed.text}
        </p>
      )}
    </>
  );
}
