// /pay/{unique_order_id} (decision 0257): where an order paid online is paid, and where the
// customer comes back to. It shows the payment as it stands — paid, pending (and whether the window
// was closed or said the payment was declined), failed, or cancelled before it was paid — with the
// next steps: pay now (the provider's own window), try again, or pay cash on delivery instead.
// Opened from checkout with ?open=1 it opens the provider's window at once. The server decides
// what is paid (a verified signature or webhook); this page only asks and shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { openCheckout, payByCash, refreshOrder, returnFromPayment, startPayment } from '../../client/payments.ts';
import type { OrderView } from '../../domain/api/orders.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { PaymentTexts } from './texts.ts';
import './payments.css';

/** While pending and the window is closed, the order is asked for again this often (a webhook may land). */
const POLL_MS = 5_000;

export default function PaymentPage({
  initial,
  texts,
  locale,
  shopName,
  colour,
  autoOpen,
  method,
  available,
  returnProblem,
}: {
  initial: OrderView;
  texts: PaymentTexts;
  locale: string;
  shopName: string;
  colour: string;
  autoOpen: boolean;
  method: string | null;
  /** Whether the order's provider is enabled now (else only cash is offered). */
  available: boolean;
  /** What the server found wrong with a return from a hosted checkout, if anything. */
  returnProblem?: string | null;
}) {
  const [order, setOrder] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(returnProblem ?? null);
  // The payment window could not be opened (the provider did not answer): nothing waits to be confirmed.
  const [unopened, setUnopened] = useState(false);
  // The window was closed without paying, or said the payment was declined: said so, not "waiting".
  const [interrupted, setInterrupted] = useState<'closed' | 'declined' | null>(null);
  const opened = useRef(false);
  const id = order.unique_order_id;

  const refresh = useCallback(async () => {
    const answer = await refreshOrder(id);
    if (answer.ok) setOrder(answer.value.order);
  }, [id]);

  const pay = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    setInterrupted(null);
    const started = await startPayment(id);
    setUnopened(!started.ok);
    if (!started.ok) {
      setBusy(false);
      setProblem(started.error.message);
      void refresh();
      return;
    }
    setOrder(started.value.order);
    try {
      await openCheckout(started.value, {
        shopName,
        description: id,
        colour,
        method,
        onPaid: (response) => {
          void returnFromPayment(id, response).then((back) => {
            setBusy(false);
            if (back.ok) setOrder(back.value.order);
            else {
              setProblem(back.error.message);
              void refresh();
            }
          });
        },
        onClosed: () => {
          setBusy(false);
          // A decline may be followed by the window closing: the decline is what happened.
          setInterrupted((was) => was ?? 'closed');
          void refresh();
        },
        onFailed: () => {
          setBusy(false);
          setInterrupted('declined');
          void refresh();
        },
      });
    } catch {
      setBusy(false);
      setUnopened(true);
      setProblem(texts.unavailable);
    }
  }, [id, shopName, colour, method, refresh, texts.unavailable]);

  const cash = async () => {
    setBusy(true);
    setProblem(null);
    const answer = await payByCash(id);
    setBusy(false);
    if (answer.ok) setOrder(answer.value.order);
    else setProblem(answer.error.message);
  };

  useEffect(() => {
    if (autoOpen && available && !opened.current && order.payment_state === 'pending') {
      opened.current = true;
      void pay();
    }
  }, [autoOpen, available, order.payment_state, pay]);

  useEffect(() => {
    if (order.payment_state !== 'pending' || busy) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [order.payment_state, busy, refresh]);

  const state = order.payment_state;
  const amount = String(order.total_payable);
  const pickup = order.mode === 'SELFPICKUP';
  const notStarted = state === 'pending' && unopened && !busy;
  const stopped = state === 'pending' && !busy && !notStarted ? interrupted : null;
  const heading = notStarted
    ? texts.notStarted
    : stopped
      ? texts[stopped]
      : state === 'offline' && pickup
        ? texts.pickupOffline
        : texts.state[state];
  const note =
    state === 'paid'
      ? texts.paidNote
      : stopped
        ? texts[`${stopped}Note`]
        : state === 'pending' && !notStarted
          ? texts.pendingNote
          : state === 'failed'
            ? texts.failedNote
            : state === 'cancelled_unpaid'
              ? texts.cancelledUnpaidNote
              : state === 'offline'
                ? fillTemplate(pickup ? texts.cashPickupNote : texts.cashNote, { amount })
                : null;
  const track = `/running-order/${encodeURIComponent(id)}`;
  return (
    <section className={`card pay-result pay-${state}`} aria-labelledby="pay-state">
      <p className="pay-result-icon" aria-hidden="true">
        {state === 'paid' || state === 'refunded' || state === 'offline'
          ? '✓'
          : state === 'failed' || state === 'cancelled_unpaid' || stopped === 'declined'
            ? '✕'
            : '…'}
      </p>
      <div role="status">
        <h2 id="pay-state">{heading}</h2>
      </div>
      {note && <p className="card-note">{note}</p>}
      {state === 'pending' && order.payment_expires_at && (
        <p className="card-note">
          {fillTemplate(texts.holdEnds, { time: formatShopMoment(order.payment_expires_at, locale, 'time') })}
        </p>
      )}
      {problem && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {problem}
        </p>
      )}
      {busy && (
        <p className="card-note" aria-live="polite">
          <span className="spinner small" aria-hidden="true" /> {texts.opening}
        </p>
      )}
      <div className="pay-actions">
        {(state === 'pending' || state === 'failed') && available && (
          <button type="button" className="btn" disabled={busy} onClick={() => void pay()}>
            {state === 'pending' ? fillTemplate(texts.payNow, { amount }) : texts.retry}
          </button>
        )}
        {(state === 'pending' || state === 'failed') && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void cash()}>
            {texts.payByCash}
          </button>
        )}
        {state !== 'pending' && state !== 'failed' && (
          <a className="btn" href={track}>
            {state === 'cancelled_unpaid' || state === 'refund_pending' || state === 'refunded'
              ? texts.details
              : texts.track}
          </a>
        )}
      </div>
    </section>
  );
}
