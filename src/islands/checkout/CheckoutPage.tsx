// /checkout: the order summary, payment by cash on delivery or by wallet (the wallet
// pays what it holds, the rest on delivery), and Place order. Availability is
// rechecked first (§4); the bill is the server's. One idempotency key per attempt
// (stores/checkout.ts) makes a double tap or a retry the same order; a refused order
// says why here and keeps the cart; a placed one clears it and opens its running order.
import { useEffect, useState } from 'react';
import { addressesFor, confirmCart, deliverySlots, lineInputs, placeOrder } from '../../client/orders.ts';
import { actingSession, endHeldSession } from '../../client/acting-banner.ts';
import { shownTag } from '../../domain/accounts/address-tag.ts';
import type { ApiError } from '../../domain/api/errors.ts';
import { formatCalendarDay, shopToday } from '../../domain/calendar.ts';
import {
  cartLineKey,
  cartSubtotalMinor,
  isFreeLine,
  lineTotalMinor,
  preOrderAvailableFrom,
} from '../../domain/orders/cart.ts';
import { countText } from '../../domain/plural.ts';
import { fillTemplate, shortPlace, truncateName } from '../../domain/text.ts';
import { clearCart } from '../../stores/cart.ts';
import {
  $substitutions,
  checkoutAttemptKey,
  chooseSlot,
  chooseTip,
  endCheckoutAttempt,
  loadCartStore,
  recheckCartAvailability,
} from '../../stores/checkout.ts';
import { Icon } from '../Icon.tsx';
import { type OnlineOption, type OnlineSelection, OnlineChoices } from '../payments/OnlineChoices.tsx';
import type { PaymentTexts } from '../payments/texts.ts';
import { useCheckoutChoices } from '../cart/use-checkout-choices.ts';
import { BillDetails, payableLabel } from '../cart/BillDetails.tsx';
import { chosenOf, firstOrderDay, slotInOffer } from '../../domain/slots/choice.ts';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import {
  deliveryTarget,
  effectiveMode,
  onlyUnservedAddresses,
  placeElsewhere,
  servedDeviceAddress,
} from '../cart/Fulfilment.tsx';
import { DeviceAddressForm } from '../cart/DeviceAddressForm.tsx';
import { RefusedCoupon } from '../cart/CouponBox.tsx';
import { BLOCKER_NOTE_ID, OrderBlockerNote } from '../cart/OrderBlockerNote.tsx';
import { couponRefused, orderBlocker } from '../../domain/orders/checkout-readiness.ts';
import { lineDetails, MinimumReason, minOrderMessage, paise, rupees } from '../cart/parts.tsx';
import type { CheckoutTexts } from '../cart/texts.ts';
import { useServerAnswer } from '../cart/use-server-answer.ts';
import { useMounted } from '../use-mounted.ts';
import { SlotPicker, slotWords } from './SlotPicker.tsx';
import '../cart/cart.css';
import '../cart/cart-lines.css';
import '../cart/cart-page.css';

type Payment = 'COD' | 'WALLET' | 'ONLINE';

export default function CheckoutPage({
  texts,
  locale,
  online = [],
  paymentTexts,
}: {
  texts: CheckoutTexts;
  locale: string;
  /** Online payment providers the configuration enables (decision 0253); none: cash and wallet only. */
  online?: OnlineOption[];
  paymentTexts?: PaymentTexts;
}) {
  const mounted = useMounted();
  const { cart, store, chosenMode, chosenAddressId, keptSlot, chosenTip, coupon, deviceAddress, allAvailable } =
    useCheckoutChoices();
  const [payment, setPayment] = useState<Payment>('COD');
  const [onlineChoice, setOnlineChoice] = useState<OnlineSelection | null>(null);
  const [walletFirst, setWalletFirst] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [refused, setRefused] = useState<ApiError | null>(null);
  // Bumped when the device's location is saved as an address here, so the addresses are asked for again.
  const [addressesVersion, setAddressesVersion] = useState(0);
  // The slots on offer are asked again after a slot filled.
  const [slotsVersion, setSlotsVersion] = useState(0);

  const storeId = cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;
  const cartStore = store && store.id === storeId ? store : null;
  const mode = effectiveMode(chosenMode, cartStore);

  useEffect(() => {
    if (mounted) void loadCartStore(storeId);
  }, [mounted, storeId]);

  const addresses = useServerAnswer(
    mounted && storeId !== null && mode === 'DELIVERY' ? `addresses:${storeId}:${addressesVersion}` : null,
    () => addressesFor(storeId ?? 0),
    0,
  );
  const target = deliveryTarget(true, addresses.value?.addresses ?? null, chosenAddressId, deviceAddress);
  const address = target.saved;
  // The order goes to a saved address elsewhere than the header's place: checkout says so (the cart offers the place).
  const elsewhere =
    mode === 'DELIVERY' ? placeElsewhere(cartStore, deviceAddress, address, addresses.value?.addresses ?? null) : null;
  const point = mode === 'DELIVERY' ? target.point : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: rechecked once the addresses have loaded (again after one is saved here), not on every change of the point.
  useEffect(() => {
    // §4 Availability rechecked with the server before checkout.
    if (mounted && !addresses.loading) void recheckCartAvailability(point);
  }, [mounted, addresses.loading, addressesVersion]);

  const lines = cart.lines.filter((line) => line.is_active === 1);
  const unavailable = cart.lines.length - lines.length;
  const availableFrom = preOrderAvailableFrom(lines);
  const offer = useServerAnswer(
    mounted && storeId !== null && lines.length > 0 ? `slots:${storeId}:${availableFrom}:${slotsVersion}` : null,
    () => deliverySlots(storeId ?? 0, availableFrom),
    0,
  );
  // When it comes, chosen here only (decision 0321): the kept slot while it is offered, else as soon
  // as possible, else the first slot with room; null is as soon as possible, on the first day the
  // cart can be had, so "as soon as possible" never goes with a later day.
  const slot = slotInOffer(offer.value, keptSlot);
  const today = offer.value?.today ?? shopToday(new Date());
  const deliveryDate = slot ? slot.day : firstOrderDay(lines, today);
  const slotChoice = slot ? { slot_id: slot.slot_id, day: slot.day } : null;
  const tip = mode === 'DELIVERY' ? chosenTip : null;
  const billKey =
    mounted && storeId !== null && lines.length > 0 && !addresses.loading && !offer.loading
      ? JSON.stringify({
          items: lineInputs(lines),
          storeId,
          coupon,
          tip,
          mode,
          point,
          deliveryDate,
          slot: slotChoice,
          payment,
          walletFirst,
        })
      : null;
  const bill = useServerAnswer(billKey, () =>
    confirmCart({
      lines,
      storeId: storeId ?? 0,
      coupon,
      tip,
      mode,
      point,
      useWallet: payment === 'WALLET' || (payment === 'ONLINE' && walletFirst),
      deliveryDate,
      slot: slotChoice,
    }),
  );

  if (!mounted)
    return (
      <div className="cart-page" aria-hidden="true">
        <div className="card skeleton" style={{ height: 240 }} />
      </div>
    );
  if (cart.lines.length === 0)
    return (
      <EmptyCart
        title={texts.emptyTitle}
        text={texts.emptyText}
        action={texts.startShopping}
        also={{ label: texts.myOrders, href: '/my-orders' }}
      />
    );

  const value = bill.value;
  const walletBalance = value?.wallet_balance ?? 0;
  const needsAddress = mode === 'DELIVERY' && !addresses.loading && point === null;
  const refusedCoupon = couponRefused(coupon, value?.coupon);
  const canPlace =
    value !== null &&
    !bill.loading &&
    value.min_order.enabled &&
    unavailable === 0 &&
    allAvailable !== false &&
    !needsAddress &&
    !refusedCoupon &&
    !placing;
  const unservedOnly = onlyUnservedAddresses(addresses.value?.addresses ?? null);
  const blocker = orderBlocker({
    mode,
    // An order for a slot may be placed while the store is closed now.
    storeClosed: cartStore !== null && cartStore.is_active !== 1 && slot === null,
    unavailableLines: unavailable,
    someUnavailable: allAvailable === false,
    hasDeliveryPoint: point !== null,
    onlyUnservedAddresses: unservedOnly,
    addressesLoading: addresses.loading,
    billLoading: bill.loading || billKey === null,
    billRefused: bill.error !== null,
    minimumMet: value ? value.min_order.enabled : null,
    couponRefused: refusedCoupon,
  });

  const place = async () => {
    if (placing || !value || storeId === null) return;
    setPlacing(true);
    setRefused(null);
    const answer = await placeOrder({
      lines,
      storeId,
      mode,
      addressId: address?.id ?? null,
      address: target.device,
      coupon,
      tip,
      payment,
      online: onlineChoice ? { provider: onlineChoice.provider, useWallet: walletFirst } : undefined,
      deliveryDate,
      slot: slotChoice,
      substitutions: lines.map((line) => $substitutions.get()[cartLineKey(line)] ?? null),
      idempotencyKey: checkoutAttemptKey(),
    });
    if (answer.ok) {
      endCheckoutAttempt();
      clearCart();
      chooseSlot(null);
      // A tip is this order's, like its coupon: the next cart (Order again too) starts without one.
      chooseTip(null);
      const id = encodeURIComponent(answer.value.order.unique_order_id);
      // Paid online (decision 0258): the payment page opens the provider's window at once.
      if (answer.value.order.status === 'awaiting_payment')
        location.assign(`/pay/${id}?open=1${onlineChoice?.method ? `&method=${onlineChoice.method}` : ''}`);
      else if (actingSession(document.cookie)?.impersonation === false) {
        // Taken on the phone (decision 0322): the call is over, so the counter is back at its queue.
        await endHeldSession();
        location.assign(`/staff?phone_order=${id}`);
      } else location.assign(`/running-order/${id}`);
      return;
    }
    setPlacing(false);
    setRefused(answer.error);
    // The slot filled meanwhile: the next with room is chosen, and every slot's places asked again.
    if (answer.error.fields?.slot !== undefined) {
      if (answer.error.next_slot) chooseSlot(chosenOf(answer.error.next_slot));
      setSlotsVersion((version) => version + 1);
    }
    if (answer.error.code === 'out_of_stock' || answer.error.code === 'conflict') void recheckCartAvailability(point);
  };

  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="cart-page checkout">
      {refused && <Refusal error={refused} title={texts.refusedTitle} signIn={texts.signIn} />}
      {unavailable > 0 && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {texts.unavailableNote} <a href="/cart">{texts.editCart}</a>
        </p>
      )}

      <section className="card summary" aria-labelledby="summary-title">
        <div className="summary-head">
          <h2 id="summary-title">{texts.summary}</h2>
          <a className="link-button" href="/cart">
            {texts.editCart}
          </a>
        </div>
        {cartStore && (
          <p className="card-note">
            {cartStore.name} · {countText(texts.itemCount, count)}
          </p>
        )}
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={cartLineKey(line)}>
              <span className="summary-qty">{line.quantity} ×</span>
              <span className="summary-name">
                {truncateName(line.name)}
                <small>{lineDetails(line)}</small>
              </span>
              {/* What each line costs, as the cart said it (the bill below is the server's). */}
              <span className="summary-price">{isFreeLine(line) ? texts.free : paise(lineTotalMinor(line))}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card deliver-to" aria-labelledby="deliver-title">
        <span className="pickup-icon">
          <Icon name={mode === 'DELIVERY' ? 'scooter' : 'store'} size={22} />
        </span>
        <div>
          <h2 id="deliver-title">
            {mode === 'DELIVERY'
              ? texts.address.deliverTo
              : fillTemplate(texts.pickupFrom, { store: cartStore?.name ?? '' })}
          </h2>
          {mode === 'DELIVERY' ? (
            address || target.device ? (
              <>
                <p className="card-note">
                  <b>{shownTag(address?.tag ?? target.device?.tag, texts.address.tags)}</b> ·{' '}
                  {[address?.house ?? target.device?.house, address?.address ?? target.device?.address]
                    .filter(Boolean)
                    .join(', ')}
                </p>
                {elsewhere && (
                  <p className="address-elsewhere-note" role="note">
                    <Icon name="pin" size={18} />{' '}
                    <span>
                      {fillTemplate(texts.address.elsewhereCheckout, {
                        place: shortPlace(elsewhere.device.address, 30),
                      })}{' '}
                      <a href="/cart">{texts.address.changeAddress}</a>
                    </span>
                  </p>
                )}
              </>
            ) : (
              !addresses.loading &&
              (unservedOnly ? (
                <DeviceAddressForm
                  device={servedDeviceAddress(cartStore, deviceAddress)}
                  storeName={cartStore?.name ?? ''}
                  texts={texts.address}
                  onSaved={() => setAddressesVersion((version) => version + 1)}
                />
              ) : (
                <p className="card-note">
                  {texts.address.choose} · <a href="/cart">{texts.editCart}</a>
                </p>
              ))
            )
          ) : (
            <p className="card-note">{cartStore?.address}</p>
          )}
          {slot ? (
            <p className="card-note date-note">
              {fillTemplate(texts.slots.chosen, { slot: slotWords(slot, today, texts.slots, locale) })}
            </p>
          ) : deliveryDate ? (
            <p className="card-note date-note">
              {fillTemplate(mode === 'DELIVERY' ? texts.deliveringOn : texts.pickupOn, {
                date: formatCalendarDay(deliveryDate, locale, 'weekdayDayMonth', today),
              })}
            </p>
          ) : (
            // Today: when it comes, as the cart said it (a closed store's order is blocked, and says why).
            mode === 'DELIVERY' &&
            cartStore !== null &&
            cartStore.is_active === 1 && (
              <p className="card-note date-note">{fillTemplate(texts.deliveryIn, { n: cartStore.delivery_time })}</p>
            )
          )}
        </div>
      </section>

      {offer.value && (
        <SlotPicker
          offer={offer.value}
          chosen={slot}
          onChoose={chooseSlot}
          pickup={mode === 'SELFPICKUP'}
          locale={locale}
          texts={texts.slots}
        />
      )}

      <fieldset className="card payment">
        <legend>{texts.payment}</legend>
        {online.length > 0 && paymentTexts && (
          <OnlineChoices
            options={online}
            selected={payment === 'ONLINE' ? onlineChoice : null}
            onSelect={(choice) => {
              setOnlineChoice(choice);
              setPayment('ONLINE');
            }}
            phone={window.matchMedia('(max-width: 768px)').matches}
            walletBalance={walletBalance}
            walletFirst={walletFirst}
            onWalletFirst={setWalletFirst}
            texts={paymentTexts}
          />
        )}
        <label className="pay-option">
          <input
            type="radio"
            name="payment"
            value="COD"
            checked={payment === 'COD'}
            onChange={() => setPayment('COD')}
            onClick={() => setPayment('COD')}
          />
          <span className="pay-option-text">
            <b>{mode === 'SELFPICKUP' ? texts.codPickup : texts.cod}</b>
            <small>{mode === 'SELFPICKUP' ? texts.codPickupNote : texts.codNote}</small>
          </span>
          <span className="pay-option-icon cash" aria-hidden="true">
            ₹
          </span>
        </label>
        <label className={walletBalance > 0 ? 'pay-option' : 'pay-option disabled'}>
          <input
            type="radio"
            name="payment"
            value="WALLET"
            checked={payment === 'WALLET'}
            disabled={walletBalance <= 0}
            onChange={() => setPayment('WALLET')}
            onClick={() => walletBalance > 0 && setPayment('WALLET')}
          />
          <span className="pay-option-text">
            <b>{texts.wallet}</b>
            <small>
              {texts.walletBalance}: {rupees(walletBalance)}
              {walletBalance <= 0 && ` · ${texts.walletEmpty}`}
            </small>
            {payment === 'WALLET' && value && value.wallet_used > 0 && (
              <small className="wallet-split">
                {value.total_payable === 0
                  ? texts.walletCovers
                  : fillTemplate(texts.walletPartial, {
                      wallet: rupees(value.wallet_used),
                      rest: rupees(value.total_payable),
                    })}
              </small>
            )}
          </span>
          <span className="pay-option-icon" aria-hidden="true">
            <Icon name="wallet" size={20} />
          </span>
        </label>
      </fieldset>

      {bill.error && !refused && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {bill.error.message}
        </p>
      )}
      {refusedCoupon && value?.coupon && (
        <div className="card coupon">
          <RefusedCoupon code={value.coupon.code} reason={value.coupon.coupon_error} removeText={texts.removeCoupon} />
        </div>
      )}
      <BillDetails
        bill={value}
        estimateMinor={cartSubtotalMinor(lines)}
        updating={bill.loading || billKey === null}
        texts={texts.bill}
        withWallet
      />

      <div className="pay-bar">
        {!canPlace && !placing && blocker !== 'below_minimum' && (
          <OrderBlockerNote
            blocker={blocker}
            storeName={cartStore?.name ?? ''}
            texts={texts.address}
            minimumMessage={value ? minOrderMessage(value.min_order, texts.minOrder) : null}
            refusal={bill.error?.message ?? null}
            coupon={coupon}
          />
        )}
        {value && !value.min_order.enabled && <MinimumReason template={texts.minOrderReason} store={cartStore} />}
        <div className="pay-total">
          <small>{payableLabel(value, texts.bill, payment === 'WALLET')}</small>
          <strong>{value ? rupees(value.total_payable) : paise(cartSubtotalMinor(lines))}</strong>
        </div>
        <button
          type="button"
          className="btn pay-button"
          disabled={!canPlace}
          aria-busy={placing}
          aria-describedby={!canPlace && blocker !== null ? BLOCKER_NOTE_ID : undefined}
          onClick={() => void place()}
        >
          {placing && <span className="spinner small light" aria-hidden="true" />}
          {placing
            ? texts.placing
            : value && !value.min_order.enabled
              ? minOrderMessage(value.min_order, texts.minOrder)
              : texts.placeOrder}
        </button>
      </div>
    </div>
  );
}

/** A refused order in the page: why (the server's message) and what to change (its fields). */
function Refusal({ error, title, signIn }: { error: ApiError; title: string; signIn: string }) {
  // The fields say what to change; bare reason codes ('out_of_stock') repeat the message, so only sentences show.
  const reasons = [...new Set(Object.values(error.fields ?? {}))].filter(
    (reason) => reason !== error.message && !/^[a-z_]+$/.test(reason),
  );
  return (
    <section className="order-refused" role="alert" aria-labelledby="refused-title">
      <span aria-hidden="true">⚠</span>
      <div>
        <h2 id="refused-title">{title}</h2>
        <p>{error.message}</p>
        {reasons.length > 0 && (
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {/* Signed out meanwhile (another tab, an expired sign-in): back here once signed in, the cart kept. */}
        {error.code === 'unauthorized' && (
          <a className="btn sign-in" href="/login?next=/checkout">
            {signIn}
          </a>
        )}
      </div>
    </section>
  );
}
