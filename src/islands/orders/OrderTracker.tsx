// /running-order/{unique_order_id}: the status timeline, the order's path of §4 Order
// lifecycle by its mode (domain/orders/order-flow.ts: delivery through a partner to
// delivered, self-pickup to collected), or the steps reached before it was cancelled
// or rejected. Kept up to date without a reload: the server's event stream sends the order
// (and its delivery: partner, position, ETA, code) as it moves, with polling every 10 s while
// the page is visible when the stream cannot be used (src/client/live.ts), until it reaches an
// end. Cancel while the store has not accepted it (with a confirmation).
import { useEffect, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { followLive } from '../../client/live.ts';
import { cancelOrder } from '../../client/orders.ts';
import type { DeliveryTrackingView, OrderTrackingAnswer } from '../../domain/api/delivery.ts';
import type { OrderView } from '../../domain/api/orders.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import type { TileSource } from '../../domain/maps/tiles.ts';
import { formatPrice, toMinor } from '../../domain/money.ts';
import {
  CALLED_OFF,
  hasUpdatesToCome,
  isFulfilled,
  isRunning,
  type OrderStatusName,
  orderPath,
} from '../../domain/orders/order-flow.ts';
import { refundsOnCancel } from '../../domain/orders/payments.ts';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASONS,
  type CancelReason,
  cancelReasonText,
} from '../../domain/orders/cancel-reasons.ts';
import { fillTemplate } from '../../domain/text.ts';
import { shopTexts } from '../../stores/settings.ts';
import { Icon } from '../Icon.tsx';
import { DeliveryPanel } from './DeliveryPanel.tsx';
import { Glyph, PHONE_GLYPH, UNKNOWN_VEHICLE, VEHICLE_GLYPHS } from './glyphs.tsx';
import { displayPhone } from '../../domain/accounts/phone.ts';
import { ShortLines } from './ShortLines.tsx';
import { OrderAgainButton } from './OrderAgainButton.tsx';
import type { TrackerTexts } from './texts.ts';
import { ConfirmDialog } from '../Sheet.tsx';
import './orders.css';
import { useOnline } from '../use-online.ts';

/** How often a running order is asked for while the page is visible, when the event stream cannot be used. */
const ORDER_POLL_MS = 10_000;

interface Step {
  status: OrderStatusName;
  state: 'done' | 'current' | 'next' | 'cancelled';
  at: string | null;
}

/** The steps to show: the order's path by its mode, each done, current or still to come. */
function timelineSteps(order: Pick<OrderView, 'status' | 'mode' | 'timeline'>): Step[] {
  const path = orderPath(order.mode);
  const at = (status: OrderStatusName) => order.timeline.find((event) => event.status === status)?.at ?? null;
  const index = path.indexOf(order.status);
  if (index === -1) {
    // Off the path: cancelled or rejected, or a self-pickup order that ended 'delivered' before 'collected' existed.
    const reached = path.filter((status) => at(status) !== null);
    return [
      ...reached.map((status): Step => ({ status, state: 'done', at: at(status) })),
      { status: order.status, state: isFulfilled(order.status) ? 'done' : 'cancelled', at: at(order.status) },
    ];
  }
  return path.map(
    (status, position): Step => ({
      status,
      state:
        position < index || (position === index && !isRunning(status))
          ? 'done'
          : position === index
            ? 'current'
            : 'next',
      at: at(status),
    }),
  );
}

interface Props {
  initial: OrderView;
  /** The order's delivery partner, position and code while it is being delivered. */
  initialDelivery?: DeliveryTrackingView | null;
  texts: TrackerTexts;
  locale: string;
  /** Whether a refund of an online payment may go to the wallet instead (the shop's allowRefundToWallet). */
  walletRefund?: boolean;
  /** The shop's map tiles (MAP_TILE_URL): a live map of the delivery; null, its distance bar. */
  tiles?: TileSource | null;
}

export default function OrderTracker({
  initial,
  initialDelivery = null,
  texts,
  locale,
  walletRefund = false,
  tiles = null,
}: Props) {
  const [order, setOrder] = useState(initial);
  const [refundTo, setRefundTo] = useState<'source' | 'wallet'>('source');
  const [delivery, setDelivery] = useState(initialDelivery);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const finished = !isRunning(order.status);
  const online = useOnline();

  useEffect(() => {
    if (finished) return;
    const id = order.unique_order_id;
    const show = (state: OrderTrackingAnswer) => {
      // Called off by the store: the page's details (what is owed, what went back to the wallet) are
      // the server's, so the page is read again rather than left saying "To pay".
      if (CALLED_OFF.includes(state.order.status)) {
        window.location.reload();
        return;
      }
      setOrder(state.order);
      setDelivery(state.delivery);
    };
    return followLive<OrderTrackingAnswer>({
      stream: `running-order/${encodeURIComponent(id)}`,
      onState: show,
      poll: async () => {
        const answer = await callApi('get-order-tracking', { unique_order_id: id });
        return answer.ok ? answer.value : null;
      },
      pollMs: ORDER_POLL_MS,
    });
  }, [finished, order.unique_order_id]);

  const offerWalletRefund = walletRefund && order.payment_state === 'paid';
  const refunds = refundsOnCancel(order.payment_state, toMinor(order.wallet_used), toMinor(order.total_payable));
  const amount = (minor: number) => ({ amount: formatPrice(minor, shopTexts().settings) });
  const steps = timelineSteps(order);
  const current = steps.find((step) => step.state === 'current' || step.state === 'cancelled') ?? steps.at(-1);

  const confirmCancel = async () => {
    setCancelling(true);
    setError(null);
    const answer = await cancelOrder(
      order.unique_order_id,
      offerWalletRefund ? refundTo : undefined,
      cancelReasonText(reason, otherReason),
    );
    setCancelling(false);
    setConfirming(false);
    if (!answer.ok) setError(answer.error.message);
    // The page's payment lines are the server's: a cancel reloads it, so none of them still says "Paid
    // online" or "To pay", and a wallet order's part reads as given back at once.
    else window.location.reload();
  };

  return (
    <section
      className={`tracker status-${order.status}`}
      aria-labelledby="tracker-title"
      data-finished={finished || undefined}
      data-quiet={!hasUpdatesToCome(order) || undefined}
    >
      <div className="tracker-head">
        <span className="tracker-badge">
          {delivery && isRunning(order.status) ? (
            // The partner's own vehicle, as the panel below draws it.
            <Glyph path={VEHICLE_GLYPHS[delivery.partner.vehicle_type ?? UNKNOWN_VEHICLE]} size={26} />
          ) : (
            <Icon
              name={
                isFulfilled(order.status)
                  ? 'check'
                  : !isRunning(order.status)
                    ? 'close'
                    : order.mode === 'SELFPICKUP'
                      ? 'store'
                      : 'scooter'
              }
              size={26}
            />
          )}
        </span>
        <div>
          <h2 id="tracker-title" aria-live="polite">
            {current ? texts.status.label[current.status] : ''}
          </h2>
          <p>
            {current?.status === 'on_the_way' && delivery?.carrier === 'store_rider'
              ? texts.delivery.riderOnTheWay
              : current
                ? texts.status.note[current.status]
                : ''}
          </p>
        </div>
      </div>
      {order.ready_by && (
        <p className="tracker-ready">
          {fillTemplate(order.mode === 'SELFPICKUP' ? texts.readyBy.pickup : texts.readyBy.delivery, {
            time: formatShopMoment(order.ready_by, locale, 'time'),
          })}
        </p>
      )}
      {order.pickup_code && (
        <div className="delivery-code" role="group" aria-labelledby="pickup-code-label">
          <p className="delivery-label" id="pickup-code-label">
            {texts.pickupCode.label}
          </p>
          <p className="delivery-digits">{order.pickup_code}</p>
          <p>{texts.pickupCode.note}</p>
        </div>
      )}
      {order.status === 'rejected' && order.cancel_reason && (
        <p className="tracker-reason">{fillTemplate(texts.reason, { reason: order.cancel_reason })}</p>
      )}
      <ShortLines order={order} texts={texts.substitution} locale={locale} onAnswered={setOrder} />
      {delivery && isRunning(order.status) && (
        <DeliveryPanel delivery={delivery} texts={texts.delivery} locale={locale} tiles={tiles} />
      )}
      {!delivery && isRunning(order.status) && order.restaurant.phone !== '' && (
        // Before a rider has it, the store is whom to call (the delivery panel adds the rider's call then).
        <div className="delivery-calls">
          <a className="delivery-call" href={`tel:${order.restaurant.phone}`}>
            <Glyph path={PHONE_GLYPH} size={18} />
            <span>
              {texts.delivery.callStore}
              <small>{displayPhone(order.restaurant.phone)}</small>
            </span>
          </a>
        </div>
      )}
      <ol className="timeline" aria-label={texts.liveUpdates}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={`step ${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="step-dot" aria-hidden="true">
              {step.state === 'done' ? '✓' : step.state === 'cancelled' ? '✕' : ''}
            </span>
            <span className="step-label">{texts.status.label[step.status]}</span>
            {step.at && <time dateTime={step.at}>{formatShopMoment(step.at, locale, 'time')}</time>}
          </li>
        ))}
      </ol>
      {!finished && (
        <p className={online ? 'live-note' : 'live-note paused'} role="status">
          <span className="live-dot" aria-hidden="true" /> {online ? texts.liveUpdates : texts.liveUpdatesPaused}
        </p>
      )}
      {error && (
        <p className="tracker-error" role="alert">
          <span aria-hidden="true">⚠</span> {error}
        </p>
      )}
      <div className="tracker-actions">
        {order.can_cancel && (
          <button type="button" className="btn btn-outline danger" onClick={() => setConfirming(true)}>
            {texts.cancelOrder}
          </button>
        )}
        {order.can_rate && (
          <a className="btn" href={`/rate-order/${encodeURIComponent(order.unique_order_id)}`}>
            {texts.rateOrder}
          </a>
        )}
        {finished && <OrderAgainButton uniqueOrderId={order.unique_order_id} texts={texts.orderAgain} />}
      </div>
      <ConfirmDialog
        open={confirming}
        labelledBy="cancel-title"
        describedBy="cancel-text"
        onClose={() => setConfirming(false)}
      >
        <h2 id="cancel-title">{texts.cancelConfirmTitle}</h2>
        <div id="cancel-text" className="cancel-text">
          <p>{texts.cancelConfirm}</p>
          {refunds.walletMinor > 0 && <p>{fillTemplate(texts.refunds.wallet, amount(refunds.walletMinor))}</p>}
          {refunds.onlineMinor > 0 && (
            <p>
              {fillTemplate(
                offerWalletRefund ? texts.refunds.online : texts.refunds.source,
                amount(refunds.onlineMinor),
              )}
            </p>
          )}
          {refunds.walletMinor === 0 && refunds.onlineMinor === 0 && <p>{texts.refunds.nothing}</p>}
        </div>
        {offerWalletRefund && (
          <fieldset className="refund-to">
            <legend>{texts.refundTo.legend}</legend>
            {(['source', 'wallet'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="refund-to"
                  value={choice}
                  checked={refundTo === choice}
                  onChange={() => setRefundTo(choice)}
                />
                <span>{texts.refundTo[choice]}</span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="refund-to">
          <legend>{texts.cancelReason.legend}</legend>
          {CANCEL_REASONS.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="cancel-reason"
                value={choice}
                checked={reason === choice}
                onChange={() => setReason(choice)}
              />
              <span>{texts.cancelReason[choice]}</span>
            </label>
          ))}
          {reason === 'other' && (
            <label className="cancel-other">
              <span>{texts.cancelReason.otherLabel}</span>
              <input
                value={otherReason}
                maxLength={CANCEL_REASON_MAX}
                onChange={(event) => setOtherReason(event.currentTarget.value)}
              />
            </label>
          )}
        </fieldset>
        <div className="confirm-actions">
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
            {texts.keepOrder}
          </button>
          <button
            type="button"
            className="btn danger-fill"
            disabled={cancelling}
            aria-busy={cancelling}
            onClick={() => void confirmCancel()}
          >
            {cancelling && <span className="spinner small light" aria-hidden="true" />}
            {texts.cancelOrder}
          </button>
        </div>
      </ConfirmDialog>
    </section>
  );
}
