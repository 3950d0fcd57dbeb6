// One order on the counter's queue (decision 0183): what was ordered, by whom, how it is paid and
// what to collect, its slot or day, and its actions (CardActions.tsx). A card can take the focus so
// that the keyboard can move between cards (decision 0339).
import type { StaffOrderView } from '../../../domain/api/staff.ts';
import type { StorePrinterView } from '../../../domain/api/staff/printing.ts';
import { formatShopMoment, shopToday } from '../../../domain/calendar.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { isRunning } from '../../../domain/orders/order-flow.ts';
import { cashToCollect } from '../../../domain/orders/payments.ts';
import type { RiderWait } from '../../../domain/staff/rider-wait.ts';
import { slotTimeIn } from '../../../domain/slots/slots.ts';
import { counterDay } from '../../../domain/staff/staff.ts';
import { CounterShortLines } from '../orders/ShortLines.tsx';
import { CreditRefunds } from './CreditRefunds.tsx';
import { CardActions } from './CardActions.tsx';
import { moneyNote, rupees } from './labels.ts';
import { PAYMENT_WORD, STATUS_WORD } from './words.tsx';
import { useConsoleLocale, useSay } from '../shell/console-words.tsx';

export function OrderCard({
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
  const say = useSay();
  const locale = useConsoleLocale();
  const labelId = `order-${order.unique_order_id}`;
  // Cash to take at the hand-over (the wallet part of a cash order, an online payment: already paid).
  const collect = cashToCollect(order.payment_method, order.total_payable);
  // What the wallet paid of it, said beside the cash so that the counter can tell the customer.
  const walletPaid = fromMinor(toMinor(order.total) - toMinor(order.total_payable));

  return (
    <li
      className={`q-order status-${order.status}${isRunning(order.status) ? '' : ' is-ended'}${waited ? ' is-overdue' : ''}${unopened ? ' is-unopened' : ''}`}
      aria-labelledby={labelId}
      tabIndex={-1}
      // A tap on the card, or a key pressed in it, opens it: its mark goes. After the tap's own work
      // (a click bubbles up last), never on the press: the card would shift under the finger.
      onClick={unopened ? onOpened : undefined}
      onKeyDown={unopened ? onOpened : undefined}
    >
      <article>
        {unopened && (
          // Said in words and drawn with its own edge and icon, not by colour alone.
          <p className="q-unopened">
            <span aria-hidden="true">★ </span>
            {say('consoleQueueUnopened')}
          </p>
        )}
        <div className="q-top">
          <h3 className="q-id" id={labelId}>
            {order.unique_order_id}
          </h3>
          <span className="q-status">{say(STATUS_WORD[order.status])}</span>
        </div>
        <p className="s-muted">
          {order.store.name} ·{' '}
          <time dateTime={order.created_at}>{formatShopMoment(order.created_at, locale, 'time')}</time>
          {order.preparation_minutes !== null &&
            (order.status === 'accepted' || order.status === 'preparing') &&
            ` · ${say('consoleQueueReadyInMinutes', { minutes: order.preparation_minutes })}`}
        </p>
        <div className="q-tags">
          <span className={`q-tag${order.mode === 'SELFPICKUP' ? ' pickup' : ''}`}>
            {say(order.mode === 'SELFPICKUP' ? 'consoleQueueSelfPickup' : 'consoleQueueDelivery')}
          </span>
          {order.slot && (
            // The slot it was placed for: the counter plans its packing by slot (decision 0279).
            <span className="q-tag later">
              {say('consoleQueueSlot', {
                day:
                  order.slot.day === shopToday(new Date())
                    ? say('consoleQueueToday')
                    : counterDay(order.slot.day, shopToday(new Date()), locale),
                time: slotTimeIn(order.slot.start_minute, order.slot.end_minute, locale),
              })}
            </span>
          )}
          {order.delivery_date && !order.slot && (
            // An order for a later day (a pre-order, or a day the customer chose): the counter packs it
            // then, not now. On the card and so on its printed slip.
            <span className="q-tag later">
              {order.delivery_date === shopToday(new Date())
                ? say(order.mode === 'SELFPICKUP' ? 'consoleQueuePickupToday' : 'consoleQueueDeliverToday')
                : say(order.mode === 'SELFPICKUP' ? 'consoleQueuePickupOn' : 'consoleQueueDeliverOn', {
                    day: counterDay(order.delivery_date, shopToday(new Date()), locale),
                  })}
            </span>
          )}
          {order.placed_by_staff && (
            <span className="q-tag phone">{say('consoleQueuePhoneOrderBy', { member: order.placed_by_staff })}</span>
          )}
          <span className="q-tag">{say(PAYMENT_WORD[order.payment_method])}</span>
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
                <span className="s-muted"> {say('consoleQueueInsteadOf', { item: item.instead_of })}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="q-total">
          {rupees(order.total)}
          <span className="s-muted">{moneyNote(say, order.status, collect, walletPaid)}</span>
        </p>
        {order.cancel_reason && (
          <p className="q-reason">{say('consoleQueueReason', { reason: order.cancel_reason })}</p>
        )}
        {isRunning(order.status) && order.status !== 'placed' && (
          <CounterShortLines uniqueOrderId={order.unique_order_id} packing={order.status === 'preparing'} />
        )}
        {(order.status === 'delivered' || order.status === 'collected') && (
          <CreditRefunds uniqueOrderId={order.unique_order_id} />
        )}
        <CardActions order={order} riderWait={waited} printer={printer} onChanged={onChanged} onReject={onReject} />
      </article>
    </li>
  );
}
