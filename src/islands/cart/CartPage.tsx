// §2 /cart: the lines (variant, addons, steppers, remove), 'Unavailable Items' with
// 'Remove All', the coupon, delivery or self-pickup and the address, when the order
// comes (chosen at checkout only, decision 0321), tips, and the bill, whose every figure is the
// server's (confirm-cart). Availability is rechecked with the server on opening (§4).
// The device cart is the truth here, so the page renders a skeleton on the server
// and the cart after mount.
import { openingText } from '../../domain/stores/opening-hours.ts';
import { useEffect, useState } from 'react';
import { addressesFor, confirmCart, deliverySlots, lineInputs } from '../../client/orders.ts';
import { cartLineKey, cartSubtotalMinor, preOrderAvailableFrom } from '../../domain/orders/cart.ts';
import { minOrderStatus } from '../../domain/orders/min-order.ts';
import { formatCalendarDay, shopToday } from '../../domain/calendar.ts';
import { fillTemplate } from '../../domain/text.ts';
import { pictureOrPlaceholder } from '../../domain/pictures.ts';
import { removeUnavailableItems } from '../../stores/cart.ts';
import { $couponAppliedAmount, $hasPreItems, loadCartStore, recheckCartAvailability } from '../../stores/checkout.ts';
import { shopTexts } from '../../stores/settings.ts';
import { Icon } from '../Icon.tsx';
import { useCheckoutChoices } from './use-checkout-choices.ts';
import { BillDetails } from './BillDetails.tsx';
import { CouponBox } from './CouponBox.tsx';
import { firstOrderDay, slotInOffer } from '../../domain/slots/choice.ts';
import { customerSlotText } from '../../domain/slots/slots.ts';
import { EmptyCart } from './EmptyCart.tsx';
import { deliveryTarget, effectiveMode, Fulfilment, onlyUnservedAddresses } from './Fulfilment.tsx';
import { BLOCKER_NOTE_ID, OrderBlockerNote } from './OrderBlockerNote.tsx';
import { couponRefused, orderBlocker } from '../../domain/orders/checkout-readiness.ts';
import { LineRow, MinimumReason, minOrderMessage, paise, rupees, unavailableText } from './parts.tsx';
import type { CartPageTexts } from './texts.ts';
import { TipChooser } from './TipChooser.tsx';
import { ShortWishes } from './ShortWishes.tsx';
import { useServerAnswer } from './use-server-answer.ts';
import { showCartNotice } from '../orders/cart-notice.ts';
import { useMounted } from '../use-mounted.ts';
import './cart.css';
import './cart-lines.css';
import './cart-page.css';

interface Props {
  texts: CartPageTexts;
  signedIn: boolean;
  locale: string;
}

export default function CartPage({ texts, signedIn, locale }: Props) {
  const mounted = useMounted();
  const { cart, store, chosenMode, chosenAddressId, keptSlot, chosenTip, coupon, deviceAddress, allAvailable } =
    useCheckoutChoices();
  const [checking, setChecking] = useState(true);
  const [leaving, setLeaving] = useState(false);
  // Bumped when an address is saved here, so the addresses are asked for again.
  const [addressesVersion, setAddressesVersion] = useState(0);

  const storeId = cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;
  const cartStore = store && store.id === storeId ? store : null;
  const mode = effectiveMode(chosenMode, cartStore);

  useEffect(() => {
    if (!mounted) return;
    void loadCartStore(storeId);
  }, [mounted, storeId]);

  useEffect(() => showCartNotice(), []);

  const addresses = useServerAnswer(
    mounted && signedIn && storeId !== null ? `addresses:${storeId}:${addressesVersion}` : null,
    () => addressesFor(storeId ?? 0),
    0,
  );
  const addressList = addresses.value?.addresses ?? null;
  const target = deliveryTarget(signedIn, addressList, chosenAddressId, deviceAddress);
  const point = mode === 'DELIVERY' ? target.point : null;
  // §4 The cart is rechecked with the server when it is opened, at the point the order goes to: the
  // address chosen above (a signed-in customer's, once their addresses have come), else the device's.
  // Checked at the device's place, a customer browsing elsewhere saw every line "Item not available"
  // under their own served Home address. Again when the mode or the address changes what "delivers
  // here" means.
  const checkKey =
    mounted && !(signedIn && mode === 'DELIVERY' && addresses.loading) ? JSON.stringify({ mode, point }) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the mode and point it checks.
  useEffect(() => {
    if (checkKey === null) return;
    setChecking(true);
    void recheckCartAvailability(point).finally(() => setChecking(false));
  }, [checkKey]);

  const available = cart.lines.filter((line) => line.is_active === 1);
  const unavailable = cart.lines.filter((line) => line.is_active !== 1);
  const tip = mode === 'DELIVERY' ? chosenTip : null;
  const waitingForAddress = signedIn && mode === 'DELIVERY' && addresses.loading;
  // When it comes is chosen at checkout (decision 0321); the cart says the same choice by the same
  // rule (slotInOffer), so the bill here is the bill there. A store closed now still takes orders
  // for its later slots (decisions 0279, 0287): the first with room, unless one was chosen.
  const closedNow = cartStore !== null && cartStore.is_active !== 1;
  const availableFrom = preOrderAvailableFrom(available);
  const offer = useServerAnswer(
    mounted && storeId !== null && available.length > 0 ? `slots:${storeId}:${availableFrom}` : null,
    () => deliverySlots(storeId ?? 0, availableFrom),
    0,
  );
  const today = offer.value?.today ?? shopToday(new Date());
  const slot = slotInOffer(offer.value, keptSlot);
  const deliveryDate = slot ? slot.day : firstOrderDay(available, today);
  const laterSlot = slot ? { slot_id: slot.slot_id, day: slot.day } : null;
  const billKey =
    mounted && storeId !== null && available.length > 0 && !waitingForAddress && !offer.loading
      ? JSON.stringify({ items: lineInputs(available), storeId, coupon, tip, mode, point, deliveryDate, laterSlot })
      : null;
  const bill = useServerAnswer(billKey, () =>
    confirmCart({
      lines: available,
      storeId: storeId ?? 0,
      coupon,
      tip,
      mode,
      point,
      useWallet: false,
      deliveryDate,
      slot: laterSlot,
    }),
  );

  useEffect(() => {
    const value = bill.value;
    if (!value) return;
    $hasPreItems.set(value.has_preitems);
    if (value.coupon?.success) $couponAppliedAmount.set(value.coupon.appliedAmount);
  }, [bill.value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rechecks only when the server's error changes, with the point of that moment.
  useEffect(() => {
    // A line the server says is short of stock or gone: the availability check shows which.
    if (bill.error && (bill.error.code === 'out_of_stock' || bill.error.code === 'conflict')) {
      void recheckCartAvailability(point);
    }
  }, [bill.error]);

  if (!mounted) return <CartSkeleton />;
  if (cart.lines.length === 0)
    return <EmptyCart title={texts.emptyTitle} text={texts.emptyText} action={texts.startShopping} />;

  const { settings } = shopTexts();
  const estimate = cartSubtotalMinor(available);
  const minimum =
    (bill.value ? { ...bill.value.min_order, message: minOrderMessage(bill.value.min_order, texts.minOrder) } : null) ??
    (cartStore ? toView(minOrderStatus(estimate, cartStore, { ...settings, minOrderMessage: texts.minOrder })) : null);
  const closed = closedNow && laterSlot === null;
  const needsAddress = mode === 'DELIVERY' && point === null && (signedIn ? !addresses.loading : true);
  const refusedCoupon = couponRefused(coupon, bill.value?.coupon);
  const ready =
    bill.value !== null &&
    !bill.loading &&
    minimum?.enabled === true &&
    unavailable.length === 0 &&
    allAvailable !== false &&
    !needsAddress &&
    !refusedCoupon &&
    !closed;
  const blocker = orderBlocker({
    mode,
    storeClosed: closed,
    unavailableLines: unavailable.length,
    someUnavailable: allAvailable === false,
    hasDeliveryPoint: point !== null,
    onlyUnservedAddresses: signedIn && onlyUnservedAddresses(addressList),
    addressesLoading: signedIn && addresses.loading,
    billLoading: bill.loading || billKey === null,
    billRefused: bill.error !== null,
    minimumMet: minimum ? minimum.enabled : null,
    couponRefused: refusedCoupon,
  });

  const proceed = async () => {
    setLeaving(true);
    // §4 Availability is rechecked before checkout too.
    const all = await recheckCartAvailability(mode === 'DELIVERY' ? point : null);
    if (all === false) {
      setLeaving(false);
      return;
    }
    location.assign('/checkout');
  };

  return (
    <div className="cart-page">
      {cartStore && (
        <section className="card store-strip" aria-label={cartStore.name}>
          <img src={pictureOrPlaceholder(cartStore.image)} alt="" width="44" height="44" />
          <div>
            <p className="store-strip-name">{fillTemplate(texts.fromStore, { store: cartStore.name })}</p>
            {closedNow && cartStore.opens && (
              // When it opens again (decision 0291).
              <p className="card-note store-opens">
                {openingText(cartStore.opens, shopToday(new Date()), texts.opening, locale)}
              </p>
            )}
            {closedNow && !closed && <p className="card-note">{texts.storeClosedLater}</p>}
            <p className="card-note when-note">
              {closed
                ? texts.storeClosed
                : slot
                  ? fillTemplate(texts.slotChosen, { slot: customerSlotText(slot, today, texts, locale) })
                  : deliveryDate !== null
                    ? // A pre-order: when it comes, not "in 25 mins".
                      fillTemplate(mode === 'DELIVERY' ? texts.deliveryOn : texts.pickupOn, {
                        date: formatCalendarDay(deliveryDate, locale, 'weekdayDayMonth', today),
                      })
                    : mode === 'DELIVERY'
                      ? fillTemplate(texts.deliveryIn, { n: cartStore.delivery_time })
                      : cartStore.address}
            </p>
          </div>
        </section>
      )}

      {bill.value && bill.value.mode === 'DELIVERY' && bill.value.free_delivery_remaining !== null && (
        <FreeDelivery
          remaining={bill.value.free_delivery_remaining}
          addMore={bill.value.free_delivery_add_more ?? bill.value.free_delivery_remaining}
          unlocked={bill.value.free_delivery_unlocked}
          subtotal={bill.value.total_after_coupon}
          couponOn={bill.value.discount > 0}
          texts={texts}
        />
      )}

      <section className="card items" aria-label={texts.bill.itemTotal}>
        {checking && (
          <p className="checking" role="status">
            <span className="spinner small" aria-hidden="true" /> {texts.checking}
          </p>
        )}
        {unavailable.length > 0 && (
          <section className="unavailable-group" aria-labelledby="unavailable-title">
            <div className="cart-review-head">
              <h2 id="unavailable-title">{texts.unavailableItems}</h2>
              <button type="button" className="link-button danger" onClick={removeUnavailableItems}>
                {texts.removeAll}
              </button>
            </div>
            <ul className="cart-lines">
              {unavailable.map((line) => (
                <LineRow
                  key={cartLineKey(line)}
                  line={line}
                  texts={texts.line}
                  unavailable={unavailableText(line, texts)}
                  removable
                />
              ))}
            </ul>
            <p className="card-note">{texts.unavailableNote}</p>
          </section>
        )}
        <ul className="cart-lines">
          {available.map((line) => (
            <LineRow key={cartLineKey(line)} line={line} texts={texts.line} removable />
          ))}
        </ul>
        <ShortWishes lines={available} texts={texts.shortWishes} />
      </section>

      {storeId !== null && available.length > 0 && (
        <CouponBox lines={available} storeId={storeId} point={point} bill={bill.value} texts={texts} />
      )}

      {cartStore && (
        <Fulfilment
          store={cartStore}
          mode={mode}
          signedIn={signedIn}
          addresses={addressList}
          addressesLoading={addresses.loading}
          chosen={target.saved}
          deviceAddress={deviceAddress}
          texts={texts}
          onAddressSaved={() => setAddressesVersion((version) => version + 1)}
        />
      )}

      {mode === 'DELIVERY' && <TipChooser texts={texts} />}

      {bill.error && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {bill.error.message}
        </p>
      )}
      {available.length > 0 && (
        <BillDetails
          bill={bill.value}
          estimateMinor={estimate}
          updating={bill.loading || billKey === null}
          texts={texts.bill}
        />
      )}

      <div className="pay-bar">
        {signedIn && !ready && blocker !== 'below_minimum' && (
          <OrderBlockerNote
            blocker={blocker}
            storeName={cartStore?.name ?? ''}
            texts={texts.address}
            minimumMessage={minimum?.message ?? null}
            refusal={bill.error?.message ?? null}
            coupon={coupon}
          />
        )}
        {minimum && !minimum.enabled && <MinimumReason template={texts.minOrderReason} store={cartStore} />}
        <div className="pay-total">
          {/* Until a bill is known (loading, offline) the figure is the items' total, and says so. */}
          <small>{bill.value ? texts.bill.toPay : texts.bill.itemTotal}</small>
          <strong>{bill.value ? rupees(bill.value.total) : paise(estimate)}</strong>
        </div>
        {minimum && !minimum.enabled ? (
          <button type="button" className="btn pay-button" disabled>
            {minimum.message}
          </button>
        ) : !signedIn ? (
          <a className="btn pay-button" href="/login?next=/checkout">
            {texts.loginToOrder}
          </a>
        ) : (
          <button
            type="button"
            className="btn pay-button"
            disabled={!ready || leaving}
            aria-busy={leaving}
            aria-describedby={!ready && blocker !== null ? BLOCKER_NOTE_ID : undefined}
            onClick={() => void proceed()}
          >
            {leaving && <span className="spinner small light" aria-hidden="true" />}
            {texts.proceed}
          </button>
        )}
      </div>
    </div>
  );
}

function toView(status: ReturnType<typeof minOrderStatus>): { enabled: boolean; message: string | null } {
  return { enabled: status.enabled, message: status.message };
}

function FreeDelivery({
  remaining,
  addMore,
  unlocked,
  subtotal,
  couponOn,
  texts,
}: {
  remaining: number;
  /** What to add to the cart for it, a percentage coupon counted (more than `remaining` then). */
  addMore: number;
  unlocked: boolean;
  subtotal: number;
  /** A coupon takes money off: the threshold counts what is left (§4 Delivery charge), so it is said. */
  couponOn: boolean;
  texts: CartPageTexts;
}) {
  const threshold = subtotal + remaining;
  const progress =
    unlocked || threshold <= 0 ? 100 : Math.max(4, Math.min(100, Math.round((subtotal / threshold) * 100)));
  return (
    <section className={unlocked ? 'card free-delivery unlocked' : 'card free-delivery'} aria-live="polite">
      <p>
        <Icon name={unlocked ? 'check' : 'scooter'} size={18} />
        {unlocked ? texts.freeDeliveryUnlocked : fillTemplate(texts.freeDeliveryMore, { amount: rupees(addMore) })}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label={texts.delivery}
      >
        <span style={{ width: `${progress}%` }} />
      </div>
      {couponOn && !unlocked && (
        <p className="free-delivery-why">
          {fillTemplate(texts.freeDeliveryAfterCoupon, { total: rupees(subtotal), threshold: rupees(threshold) })}
        </p>
      )}
    </section>
  );
}

function CartSkeleton() {
  return (
    <div className="cart-page" aria-hidden="true">
      <div className="card skeleton" style={{ height: 64 }} />
      <div className="card skeleton" style={{ height: 220 }} />
      <div className="card skeleton" style={{ height: 96 }} />
      <div className="card skeleton" style={{ height: 180 }} />
    </div>
  );
}
