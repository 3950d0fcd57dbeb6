// The rider's screen (decision 0314): each order they carry with the customer, the address (a map
// link), the cash to collect, and "Delivered" with the customer's 4-digit code when the shop asks
// for one — the same check as a partner's (services/delivery/delivery-code.ts). In the member's
// console language (decision 0345).
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { RiderOrdersAnswer, RiderOrderView } from '../../../domain/api/staff/riders.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';

interface Props {
  initial: RiderOrdersAnswer;
  /** The `consoleRides…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's language as a locale ('mr-IN'), for the times shown. */
  locale: string;
}

export default function RiderOrders(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <Rides {...props} />
    </ConsoleWordsProvider>
  );
}

function Rides({ initial, locale }: Props) {
  const say = useSay();
  const [orders, setOrders] = useState(initial);
  const delivered = (order: RiderOrderView) =>
    setOrders((now) => ({
      carrying: now.carrying.filter((one) => one.unique_order_id !== order.unique_order_id),
      delivered_today: [order, ...now.delivered_today],
    }));
  return (
    <div className="r-page">
      <section aria-labelledby="r-carrying">
        <h1 id="r-carrying">{say('consoleRidesCarrying')}</h1>
        {orders.carrying.length === 0 ? (
          <p className="s-muted">{say('consoleRidesNothing')}</p>
        ) : (
          <ul className="r-list">
            {orders.carrying.map((order) => (
              <CarriedOrder key={order.unique_order_id} order={order} onDelivered={delivered} />
            ))}
          </ul>
        )}
      </section>
      {orders.delivered_today.length > 0 && (
        <section aria-labelledby="r-done">
          <h2 id="r-done">{say('consoleRidesDeliveredToday')}</h2>
          <ul className="r-done">
            {orders.delivered_today.map((order) => (
              <li key={order.unique_order_id}>
                <b>{order.unique_order_id}</b> · {order.customer.name}
                {order.delivered_at && (
                  <>
                    {' · '}
                    <time dateTime={order.delivered_at}>{formatShopMoment(order.delivered_at, locale, 'time')}</time>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function CarriedOrder({ order, onDelivered }: { order: RiderOrderView; onDelivered(order: RiderOrderView): void }) {
  const say = useSay();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `r-${order.unique_order_id}`;
  const codeId = `${headingId}-code`;
  const askCode = order.needs_code && order.code_tries_left > 0;
  const deliver = async () => {
    if (askCode && code.length !== 4) {
      setError(say('consoleRidesTypeCode'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/rider-deliver', {
      unique_order_id: order.unique_order_id,
      ...(askCode ? { code } : {}),
    });
    setBusy(false);
    if (answer.ok) onDelivered(answer.value.order);
    else setError(answer.error.fields?.code ?? answer.error.message);
  };
  const map = order.position
    ? `https://www.google.com/maps/search/?api=1&query=${order.position.latitude},${order.position.longitude}`
    : null;
  return (
    <li className="s-card r-order" aria-labelledby={headingId}>
      <h2 id={headingId}>{order.unique_order_id}</h2>
      <p>
        <strong>{order.customer.name}</strong>
        {order.customer.phone && (
          <>
            {' · '}
            <a className="r-link" href={`tel:${order.customer.phone}`}>
              {say('consoleRidesCall', { phone: displayPhone(order.customer.phone) })}
            </a>
          </>
        )}
      </p>
      <p>{order.address}</p>
      {map && (
        <p>
          <a className="r-link" href={map} target="_blank" rel="noopener noreferrer">
            {say('consoleRidesMap')}
          </a>
        </p>
      )}
      <p className="s-muted">
        {say(order.items_count === 1 ? 'consoleRidesItemsOne' : 'consoleRidesItemsMany', {
          count: order.items_count,
          store: order.store.name,
        })}
      </p>
      {/* What to hand over, as packed: a substitute says what it replaced (decision 0285). */}
      <ul className="r-items" aria-label={say('consoleRidesItemsOf', { order: order.unique_order_id })}>
        {order.items.map((item) => (
          <li key={`${item.name}-${item.variant_name ?? ''}-${item.instead_of ?? ''}`}>
            {item.name}
            {item.variant_name && ` · ${item.variant_name}`} × {item.quantity}
            {item.instead_of && (
              <span className="s-muted"> {say('consoleRidesInsteadOf', { item: item.instead_of })}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="r-cash">
        {order.amount_to_collect > 0
          ? say('consoleRidesCollect', { amount: order.amount_to_collect })
          : say('consoleRidesPaid')}
      </p>
      {askCode && (
        <label className="s-field r-code" htmlFor={codeId}>
          <span>{say('consoleRidesCode')}</span>
          <input
            id={codeId}
            className="s-input"
            inputMode="numeric"
            autoComplete="off"
            value={code}
            aria-invalid={error !== null}
            aria-describedby={error ? `${codeId}-error` : undefined}
            // The customer's phone shows the digits spaced out: spaces typed are dropped.
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
        </label>
      )}
      {order.needs_code && order.code_tries_left === 0 && <p className="s-muted">{say('consoleRidesTooManyCodes')}</p>}
      {error && (
        <p className="s-error" id={`${codeId}-error`} role="alert">
          ⚠ {error}
        </p>
      )}
      <button type="button" className="s-btn r-deliver" disabled={busy} aria-busy={busy} onClick={() => void deliver()}>
        {say('consoleRidesDelivered')}
      </button>
    </li>
  );
}
