// /staff: the live order queue (decision 0183). Orders arrive without a reload over the
// console's event stream (src/client/live.ts; polling when a stream cannot be held); a new
// one rings (the chime is on by default and remembered on the device; while the browser holds sound
// back until a tap, the queue says so with the button that allows it) and the tab title counts
// the orders waiting to be accepted. Accept with a preparation time, Reject with a reason,
// Start preparing, Mark ready, Picked up by customer (self-pickup); a packing slip prints. The
// running orders stand under their slot's heading, with the slot's packing list (decision 0287).
// A ready delivery order waiting for a partner longer than the shop's limit is alerted on its card
// and at the top, with the chime (src/domain/staff/rider-wait.ts). An order that comes in while the
// queue is open stands at the top under "Just in", marked until the counter opens it, and is said by
// the live line (decision 0322, src/domain/staff/just-in.ts).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { followLive } from '../../client/live.ts';
import type { StaffOrderView, StaffOrdersAnswer } from '../../domain/api/staff.ts';
import { formatShopMoment, shopToday } from '../../domain/calendar.ts';
import { isRunning, type OrderStatusName } from '../../domain/orders/order-flow.ts';
import { slotTimeText } from '../../domain/slots/slots.ts';
import { fromMinor, toMinor } from '../../domain/money.ts';
import { cashToCollect, type OrderPaymentMethod } from '../../domain/orders/payments.ts';
import { displayPhone } from '../../domain/accounts/phone.ts';
import {
  counterDay,
  DEFAULT_PREPARATION_MINUTES,
  PREPARATION_CHOICES,
  packedOnLaterDay,
  queueTitle,
  REJECT_REASON_MAX,
  REJECT_REASONS,
  type StaffStepEvent,
} from '../../domain/staff/staff.ts';
import { type RiderWait, riderWait, riderWaitText } from '../../domain/staff/rider-wait.ts';
import { justIn, runningBelowJustIn } from '../../domain/staff/just-in.ts';
import { SlotGroups } from './queue/SlotGroups.tsx';
import { printerAddress } from './queue/CounterPrinter.tsx';
import { $changedPrinters } from '../../stores/counter-printers.ts';
import type { StorePrinterView } from '../../domain/api/staff/printing.ts';
import './queue/alerts.css';
import { allowSound, playNewOrderSound, rememberSound, soundBlocked, soundChosen } from './sound.ts';
import { CounterShortLines } from './ShortLines.tsx';
import { CreditRefunds } from './CreditRefunds.tsx';

const STATUS_LABEL: Record<OrderStatusName, string> = {
  placed: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready_for_pickup: 'Ready',
  partner_assigned: 'Partner on the way',
  on_the_way: 'Out for delivery',
  delivered: 'Delivered',
  collected: 'Picked up',
  cancelled: 'Cancelled by customer',
  rejected: 'Rejected',
  // Never in a store's queue (decision 0256): an unpaid order is the customer's alone.
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
};

const STEP_LABEL: Record<StaffStepEvent, string> = {
  accept: 'Accept',
  prepare: 'Start preparing',
  mark_ready: 'Mark ready',
  hand_over: 'Picked up by customer',
};

/** How the order is paid (an online payment was "Wallet + cash" here, and a pickup customer was asked to pay twice). */
const PAYMENT_LABEL: Record<OrderPaymentMethod, string> = {
  COD: 'Cash',
  WALLET: 'Wallet',
  COD_WALLET: 'Wallet + cash',
  ONLINE: 'Paid online',
  ONLINE_WALLET: 'Paid online + wallet',
};

const rupees = (amount: number) => `₹${Math.round(amount)}`;

/**
 * What the card says of the money after the total: what to collect while the order runs (and what the
 * wallet paid of it), what was collected once it is handed over, what went back once it is called
 * off (a card in "Done lately" once still said "to collect ₹235" after the hand-over).
 */
function moneyNote(status: OrderStatusName, collect: number, walletPaid: number): string {
  if (status === 'delivered' || status === 'collected')
    return collect > 0 ? ` · ${rupees(collect)} collected` : ' · paid';
  if (status === 'cancelled' || status === 'rejected')
    return walletPaid > 0 ? ` · ${rupees(walletPaid)} back to the wallet` : ' · nothing to collect';
  if (collect === 0) return ' · paid, nothing to collect';
  return ` · to collect ${rupees(collect)}${walletPaid > 0 ? ` (${rupees(walletPaid)} paid from the wallet)` : ''}`;
}

interface Props {
  initial: StaffOrdersAnswer;
  title: string;
  /** The order the member just placed on the phone, when the queue is opened after it (decision 0322). */
  phoneOrder?: { unique_order_id: string; status: OrderStatusName } | null;
  /** The receipt printers of the member's stores (decision 0333). */
  printers?: StorePrinterView[];
}

export default function StaffQueue({ initial, title, phoneOrder = null, printers = [] }: Props) {
  // A printer saved on this page since it was rendered (the panel above the queue) prints at once.
  const changedPrinters = useStore($changedPrinters);
  const printerOf = (order: StaffOrderView) =>
    (changedPrinters ?? printers).find((printer) => printer.store_id === order.store.id);
  const [orders, setOrders] = useState(initial.orders);
  // On until the counter turns it off on this device (read after hydration: the server has no localStorage).
  const [sound, setSound] = useState(true);
  const [blocked, setBlocked] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    phoneOrder &&
      (phoneOrder.status === 'accepted'
        ? `Phone order ${phoneOrder.unique_order_id} placed and accepted.`
        : `Phone order ${phoneOrder.unique_order_id} placed: ${STATUS_LABEL[phoneOrder.status]}.`),
  );
  const [rejecting, setRejecting] = useState<StaffOrderView | null>(null);
  const seen = useRef(new Set(initial.orders.map((order) => order.unique_order_id)));
  const running = useRef(
    new Set(initial.orders.filter((order) => isRunning(order.status)).map((order) => order.unique_order_id)),
  );
  const soundOn = useRef(sound);
  soundOn.current = sound;
  const [limit, setLimit] = useState(initial.rider_wait_alert_minutes);
  // Waits count on the server's clock (the device's may be off): its time at the last answer, moved on by the device's.
  const offset = useRef(0);
  const [clock, setClock] = useState(() => Date.parse(initial.now));
  const alerted = useRef(new Set<string>());
  // Orders that came in while the queue was open, and those of them the counter has not opened yet.
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const [unopened, setUnopened] = useState<ReadonlySet<string>>(() => new Set());
  const open = (id: string) =>
    setUnopened((ids) => {
      if (!ids.has(id)) return ids;
      const left = new Set(ids);
      left.delete(id);
      return left;
    });

  useEffect(() => {
    offset.current = Date.parse(initial.now) - Date.now();
    const tick = window.setInterval(() => setClock(Date.now() + offset.current), 30_000);
    return () => window.clearInterval(tick);
  }, [initial.now]);

  useEffect(() => {
    const chosen = soundChosen();
    setSound(chosen);
    if (!chosen || !soundBlocked()) return;
    setBlocked(true);
    // Any tap on the page is the gesture the browser waits for, not only the button's.
    const unlock = () =>
      void allowSound().then((allowed) => {
        if (allowed) setBlocked(false);
      });
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, []);

  const chooseSound = (on: boolean) => {
    setSound(on);
    rememberSound(on);
    if (!on) return;
    void allowSound().then((allowed) => {
      setBlocked(!allowed);
      if (allowed) playNewOrderSound();
    });
  };

  useEffect(
    () =>
      followLive<StaffOrdersAnswer>({
        stream: 'staff/queue',
        poll: async () => {
          const answer = await callApi('staff/orders', {});
          return answer.ok ? answer.value : null;
        },
        onState: (state) => {
          const fresh = state.orders.filter(
            (order) => order.status === 'placed' && !seen.current.has(order.unique_order_id),
          );
          // An order the counter had running that the customer called off: said, not just moved to "Done lately".
          const calledOff = state.orders.filter(
            (order) => order.status === 'cancelled' && running.current.has(order.unique_order_id),
          );
          for (const order of state.orders) seen.current.add(order.unique_order_id);
          running.current = new Set(
            state.orders.filter((order) => isRunning(order.status)).map((order) => order.unique_order_id),
          );
          const said: string[] = [];
          if (calledOff.length > 0)
            said.push(`The customer cancelled ${calledOff.map((order) => order.unique_order_id).join(', ')}`);
          if (fresh.length > 0) {
            const ids = fresh.map((order) => order.unique_order_id);
            setArrived((known) => new Set([...known, ...ids]));
            setUnopened((known) => new Set([...known, ...ids]));
            said.push(
              fresh.length === 1
                ? `New order ${fresh[0]?.unique_order_id}, at the top`
                : `${fresh.length} new orders, at the top`,
            );
          }
          if (said.length > 0) {
            setNotice(said.join(' · '));
            if (soundOn.current) playNewOrderSound();
          }
          offset.current = Date.parse(state.now) - Date.now();
          setClock(Date.parse(state.now));
          setLimit(state.rider_wait_alert_minutes);
          setOrders(state.orders);
        },
        onEnd: () => window.location.assign('/staff/login?next=/staff'),
      }),
    [],
  );

  const waiting = orders.filter((order) => order.status === 'placed').length;
  useEffect(() => {
    document.title = queueTitle(waiting, title);
  }, [waiting, title]);

  const waits = new Map<string, RiderWait>();
  for (const order of orders) {
    const wait = riderWait(order, new Date(clock), limit);
    if (wait?.over) waits.set(order.unique_order_id, wait);
  }
  const overdue = [...waits.keys()].join(' ');
  useEffect(() => {
    const fresh = overdue.split(' ').filter((id) => id !== '' && !alerted.current.has(id));
    alerted.current = new Set(overdue.split(' '));
    if (fresh.length > 0 && soundOn.current) playNewOrderSound();
  }, [overdue]);

  const replace = (order: StaffOrderView) =>
    setOrders((list) => list.map((one) => (one.unique_order_id === order.unique_order_id ? order : one)));

  const ended = orders.filter((order) => !isRunning(order.status));
  const top = justIn(orders, arrived);
  return (
    <>
      <div className="queue-head">
        <h1>Orders</h1>
        <div className="s-row">
          <p className="s-muted" role="status" aria-live="polite">
            {notice ?? 'Live: new orders appear here by themselves.'}
          </p>
          <button type="button" className="s-chip" aria-pressed={sound} onClick={() => chooseSound(!sound)}>
            New-order sound
          </button>
        </div>
      </div>
      {sound && blocked && (
        <div className="q-sound-blocked" role="alert">
          <p>The browser is holding back the new-order sound until this page is tapped.</p>
          <button type="button" className="s-btn" onClick={() => chooseSound(true)}>
            Allow sound
          </button>
        </div>
      )}
      {waits.size > 0 && (
        <div className="q-rider-alerts" role="alert">
          <ul>
            {[...waits].map(([id, wait]) => (
              <li key={id}>
                ⚠ <a href={`#order-${id}`}>{riderWaitText(id, wait.minutes)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {top.length > 0 && (
        <section className="queue-col q-just-in" aria-labelledby="col-just-in">
          <h2 id="col-just-in">
            Just in <span lang="mr">· नुकत्याच आलेल्या</span> <span className="queue-count">{top.length}</span>
          </h2>
          <ul className="queue-list slot-group-list">
            {top.map((order) => (
              <OrderCard
                key={order.unique_order_id}
                order={order}
                unopened={unopened.has(order.unique_order_id)}
                onOpened={() => open(order.unique_order_id)}
                printer={printerOf(order)}
                onChanged={replace}
                onReject={() => setRejecting(order)}
              />
            ))}
          </ul>
        </section>
      )}
      <SlotGroups orders={runningBelowJustIn(orders, arrived)}>
        {(order) => (
          <OrderCard
            key={order.unique_order_id}
            order={order}
            riderWait={waits.get(order.unique_order_id)}
            printer={printerOf(order)}
            onChanged={replace}
            onReject={() => setRejecting(order)}
          />
        )}
      </SlotGroups>
      {ended.length > 0 && (
        <section className="queue-col" aria-labelledby="col-done">
          <h2 id="col-done" style={{ marginTop: 24 }}>
            Done lately
          </h2>
          <ul className="queue-list">
            {ended.map((order) => (
              <OrderCard
                key={order.unique_order_id}
                order={order}
                printer={printerOf(order)}
                onChanged={replace}
                onReject={() => {}}
              />
            ))}
          </ul>
        </section>
      )}
      {rejecting && (
        <RejectDialog
          order={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(order) => {
            replace(order);
            setRejecting(null);
          }}
        />
      )}
    </>
  );
}

function OrderCard({
  order,
  riderWait: waited,
  unopened = false,
  onOpened,
  printer,
  onChanged,
  onReject,
}: {
  order: StaffOrderView;
  /** Its store's receipt printer (decision 0333). */
  printer?: StorePrinterView | undefined;
  /** Set when it has waited for a partner longer than the shop's limit. */
  riderWait?: RiderWait | undefined;
  /** It came in while the queue was open and the counter has not opened it yet (decision 0322). */
  unopened?: boolean;
  onOpened?: () => void;
  onChanged(order: StaffOrderView): void;
  onReject(): void;
}) {
  const [minutes, setMinutes] = useState(DEFAULT_PREPARATION_MINUTES);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [printing, setPrinting] = useState(false);
  const [printed, setPrinted] = useState<{ ok: boolean; text: string } | null>(null);
  const next = order.actions.next;
  // A ready self-pickup order with a pickup code: the customer shows the 4 digits, the counter types them.
  const askCode = next === 'hand_over' && order.pickup_code.needed && order.pickup_code.tries_left > 0;
  const labelId = `order-${order.unique_order_id}`;
  // Cash to take at the hand-over (the wallet part of a cash order, an online payment: already paid).
  const collect = cashToCollect(order.payment_method, order.total_payable);
  // What the wallet paid of it, said beside the cash so that the counter can tell the customer.
  const walletPaid = fromMinor(toMinor(order.total) - toMinor(order.total_payable));
  // An order for a later day is accepted now and packed on its day: no "ready in" to promise.
  const later = packedOnLaterDay(order.delivery_date, shopToday(new Date()));

  const step = async (event: StaffStepEvent) => {
    if (event === 'hand_over' && askCode && code.length !== 4) {
      setError('Type the 4 digits of the pickup code on the customer’s order.');
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
      answer.ok ? { ok: true, text: 'Receipt sent to the printer.' } : { ok: false, text: answer.error.message },
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
    <li
      className={`q-order status-${order.status}${isRunning(order.status) ? '' : ' is-ended'}${waited ? ' is-overdue' : ''}${unopened ? ' is-unopened' : ''}`}
      aria-labelledby={labelId}
      // A tap on the card, or a key pressed in it, opens it: its mark goes. After the tap's own work
      // (a click bubbles up last), never on the press: the card would shift under the finger.
      onClick={unopened ? onOpened : undefined}
      onKeyDown={unopened ? onOpened : undefined}
    >
      <article>
        {unopened && (
          // Said in words and drawn with its own edge and icon, not by colour alone.
          <p className="q-unopened">
            <span aria-hidden="true">★ </span>New: not opened yet <span lang="mr">· नवीन ऑर्डर</span>
          </p>
        )}
        <div className="q-top">
          <h3 className="q-id" id={labelId}>
            {order.unique_order_id}
          </h3>
          <span className="q-status">{STATUS_LABEL[order.status]}</span>
        </div>
        <p className="s-muted">
          {order.store.name} ·{' '}
          <time dateTime={order.created_at}>{formatShopMoment(order.created_at, 'en-IN', 'time')}</time>
          {order.preparation_minutes !== null &&
            (order.status === 'accepted' || order.status === 'preparing') &&
            ` · ready in ${order.preparation_minutes} min`}
        </p>
        <div className="q-tags">
          <span className={`q-tag${order.mode === 'SELFPICKUP' ? ' pickup' : ''}`}>
            {order.mode === 'SELFPICKUP' ? 'Self-pickup' : 'Delivery'}
          </span>
          {order.slot && (
            // The slot it was placed for: the counter plans its packing by slot (decision 0279).
            <span className="q-tag later">
              Slot:{' '}
              {order.slot.day === shopToday(new Date()) ? 'today' : counterDay(order.slot.day, shopToday(new Date()))},{' '}
              {slotTimeText(order.slot.start_minute, order.slot.end_minute)}
            </span>
          )}
          {order.delivery_date && !order.slot && (
            // An order for a later day (a pre-order, or a day the customer chose): the counter packs it
            // then, not now. On the card and so on its printed slip.
            <span className="q-tag later">
              {order.mode === 'SELFPICKUP' ? 'Pickup ' : 'Deliver '}
              {order.delivery_date === shopToday(new Date())
                ? 'today'
                : `on ${counterDay(order.delivery_date, shopToday(new Date()))}`}
            </span>
          )}
          {order.placed_by_staff && <span className="q-tag phone">Phone order · {order.placed_by_staff}</span>}
          <span className="q-tag">{PAYMENT_LABEL[order.payment_method]}</span>
        </div>
        <p>
          <strong>{order.customer.name}</strong>
          {order.customer.phone && (
            <>
              {' · '}
              <a href={`tel:${order.customer.phone}`}>{displayPhone(order.customer.phone)}</a>
            </>
          )}
        </p>
        {order.address && <p className="s-muted">{order.address}</p>}
        <ul className="q-items">
          {order.items.map((item) => (
            <li key={`${item.name}|${item.variant_name}|${item.addons.join()}|${item.instead_of ?? ''}`}>
              <b>{item.quantity}×</b> {item.name}
              {item.variant_name ? ` (${item.variant_name})` : ''}
              {item.addons.length > 0 && <span className="s-muted"> + {item.addons.join(', ')}</span>}
              {item.instead_of && (
                <span className="s-muted">
                  {' '}
                  instead of {item.instead_of} <span lang="mr">· {item.instead_of} ऐवजी</span>
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className="q-total">
          {rupees(order.total)}
          <span className="s-muted">{moneyNote(order.status, collect, walletPaid)}</span>
        </p>
        {order.cancel_reason && <p className="q-reason">Reason: {order.cancel_reason}</p>}
        {isRunning(order.status) && order.status !== 'placed' && (
          <CounterShortLines uniqueOrderId={order.unique_order_id} packing={order.status === 'preparing'} />
        )}
        {(order.status === 'delivered' || order.status === 'collected') && (
          <CreditRefunds uniqueOrderId={order.unique_order_id} />
        )}
        {next === 'accept' && later && order.delivery_date && (
          <p className="s-muted">Accept now; pack it on {counterDay(order.delivery_date, shopToday(new Date()))}.</p>
        )}
        {next === 'accept' && !later && (
          <div className="q-prep" role="group" aria-label={`Preparation time for ${order.unique_order_id}`}>
            <p>Ready in</p>
            <div className="s-row">
              {PREPARATION_CHOICES.slice(1, 6).map((choice) => (
                <button
                  type="button"
                  key={choice}
                  className="s-chip"
                  aria-pressed={minutes === choice}
                  onClick={() => setMinutes(choice)}
                >
                  {choice} min
                </button>
              ))}
            </div>
          </div>
        )}
        {askCode && (
          <label className="s-field q-code">
            <span>Pickup code (on the customer’s order)</span>
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
          <p className="s-muted">Too many wrong codes: a manager can hand this order over.</p>
        )}
        {error && (
          <p className="s-error" role="alert">
            ⚠ {error}
          </p>
        )}
        {order.own_riders.can_send_out && <SendOut order={order} onChanged={onChanged} />}
        {order.own_riders.carried_by && (
          <p className="s-muted">
            With rider {order.own_riders.carried_by} <span lang="mr">· रायडर {order.own_riders.carried_by} कडे</span>
          </p>
        )}
        <div className="q-actions">
          {next && (
            <button type="button" className="s-btn" disabled={busy} aria-busy={busy} onClick={() => void step(next)}>
              {STEP_LABEL[next]}
            </button>
          )}
          {order.actions.packOn && (
            <p className="s-muted">
              Accepted. Prepare it on {counterDay(order.actions.packOn, shopToday(new Date()))}.
            </p>
          )}
          {!next &&
            order.status === 'ready_for_pickup' &&
            order.mode === 'DELIVERY' &&
            !waited &&
            !order.own_riders.can_send_out && <p className="s-muted">Waiting for a delivery partner.</p>}
          {waited && (
            <p className="q-rider-alert">⚠ {riderWaitText(order.unique_order_id, waited.minutes)}: call a partner.</p>
          )}
          {order.actions.canReject && (
            <button type="button" className="s-btn danger" disabled={busy} onClick={onReject}>
              Reject
            </button>
          )}
          {isRunning(order.status) && (
            <button
              type="button"
              className="s-btn ghost"
              onClick={(event) => printSlip(event.currentTarget.closest('li'))}
            >
              Print slip
            </button>
          )}
          <a className="s-btn ghost" href={`/staff/receipt?order=${encodeURIComponent(order.unique_order_id)}`}>
            Receipt
          </a>
          {printer && printerAddress(printer) && (
            <button
              type="button"
              className="s-btn ghost"
              disabled={printing}
              aria-busy={printing}
              onClick={() => void printReceipt()}
            >
              Print receipt
            </button>
          )}
        </div>
        {printed && (
          <p className={`q-printed ${printed.ok ? 's-ok' : 's-error'}`} role="status">
            {printed.ok ? '✓ ' : '⚠ '}
            {printed.text}
          </p>
        )}
      </article>
    </li>
  );
}

/** A ready delivery order handed to one of the store's own riders (decision 0314). */
function SendOut({ order, onChanged }: { order: StaffOrderView; onChanged(order: StaffOrderView): void }) {
  const riders = order.own_riders.riders;
  const [riderId, setRiderId] = useState<number | null>(riders[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `send-out-${order.unique_order_id}`;
  if (riders.length === 0)
    return (
      <p className="s-muted">
        No rider works at this store yet: give a staff member the Rider role in People.{' '}
        <span lang="mr">या दुकानात अजून रायडर नाही.</span>
      </p>
    );
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
        <label htmlFor={fieldId}>
          Send out with <span lang="mr">· यांच्याबरोबर पाठवा</span>
        </label>
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
        Send out <span lang="mr">· पाठवा</span>
      </button>
    </div>
  );
}

function RejectDialog({
  order,
  onClose,
  onRejected,
}: {
  order: StaffOrderView;
  onClose(): void;
  onRejected(order: StaffOrderView): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<string>(REJECT_REASONS[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const reject = async () => {
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/reject-order', { unique_order_id: order.unique_order_id, reason });
    setBusy(false);
    if (answer.ok) onRejected(answer.value.order);
    else setError(answer.error.message);
  };

  return (
    <dialog ref={dialog} className="s-dialog" aria-labelledby="reject-title" onClose={onClose}>
      <h2 id="reject-title">Reject {order.unique_order_id}?</h2>
      <p className="s-muted">The customer is told why, and gets back what they paid from the wallet.</p>
      <fieldset className="s-form" style={{ border: 'none', padding: 0 }}>
        <legend className="s-field">Reason</legend>
        {REJECT_REASONS.map((choice) => (
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
          Or type the reason
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
          Keep order
        </button>
        <button
          type="button"
          className="s-btn danger-fill"
          disabled={busy || reason.trim() === ''}
          aria-busy={busy}
          onClick={() => void reject()}
        >
          Reject order
        </button>
      </div>
    </dialog>
  );
}
