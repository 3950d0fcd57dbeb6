// /member-cart (§4 Members cart): the members cart's lines at member prices, its
// weight against the remaining allowance × 1000 (unit ids 1 and 3 × 1000, unit 2
// as-is: src/domain/orders/members.ts), cart_weight_exceeded shown and blocking, delivery
// or pickup, the server's bill (confirm-member-cart, which answers the weight too),
// and the member order placed on the server with the same recomputation.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { addressesFor, checkAvailability, confirmMemberCart, lineInputs, placeOrder } from '../../client/orders.ts';
import type { ApiError } from '../../domain/api/errors.ts';
import type { StoreInfo } from '../../domain/api/stores.ts';
import { cartSubtotalMinor } from '../../domain/orders/cart.ts';
import { memberWeightStatus } from '../../domain/orders/members.ts';
import { multiplyMinor, toMinor } from '../../domain/money.ts';
import { fillTemplate } from '../../domain/text.ts';
import { $chosenAddressId, $userSelected, checkoutAttemptKey, endCheckoutAttempt } from '../../stores/checkout.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import {
  $memberCart,
  addMemberItem,
  applyMemberAvailability,
  clearMemberCart,
  recordWeightStatus,
  removeMemberItem,
  removeMemberLine,
} from '../../stores/members-cart.ts';
import { Icon } from '../Icon.tsx';
import { BillDetails } from '../cart/BillDetails.tsx';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import { deliveryTarget, effectiveMode, Fulfilment } from '../cart/Fulfilment.tsx';
import {
  LineRow,
  MinimumReason,
  minOrderMessage,
  rupees,
  paise,
  type LineActions,
  unavailableText,
} from '../cart/parts.tsx';
import { useServerAnswer } from '../cart/use-server-answer.ts';
import type { MemberCartTexts } from './texts.ts';
import { kg } from './weight.ts';
import { useMounted } from '../use-mounted.ts';
import '../cart/cart.css';
import '../cart/cart-lines.css';
import '../cart/cart-page.css';
import './members.css';

const memberActions: LineActions = {
  add: (line) => {
    if (line.selectedvariant) addMemberItem(line, line.selectedvariant);
  },
  remove: (line) => removeMemberItem(line),
  removeLine: (line) => removeMemberLine(line),
};

interface Props {
  texts: MemberCartTexts;
  /** The membership's remaining allowance in kg, as the server has it now. */
  remainingKg: number;
}

export default function MemberCartPage({ texts, remainingKg }: Props) {
  const mounted = useMounted();
  const cart = useStore($memberCart);
  const chosenMode = useStore($userSelected);
  const chosenAddressId = useStore($chosenAddressId);
  const deviceAddress = useStore($deliveryAddress);
  const [placing, setPlacing] = useState(false);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const storeId = cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;

  const store = useServerAnswer<StoreInfo>(
    mounted && storeId !== null ? `store:${storeId}` : null,
    () => callApi('get-restaurant-info-by-id/:id', {}, { id: storeId ?? 0 }),
    0,
  );
  const mode = effectiveMode(chosenMode, store.value);
  const addresses = useServerAnswer(
    mounted && storeId !== null ? `addresses:${storeId}` : null,
    () => addressesFor(storeId ?? 0),
    0,
  );
  const target = deliveryTarget(true, addresses.value?.addresses ?? null, chosenAddressId, deviceAddress);
  const point = mode === 'DELIVERY' ? target.point : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: §4 rechecked once when the cart opens, with the lines of that moment.
  useEffect(() => {
    if (!mounted) return;
    // §4 The members cart is rechecked with the server (member prices, availability) when opened.
    const sent = $memberCart.get().lines;
    if (sent.length === 0) return;
    void checkAvailability(sent, point, true).then((answer) => {
      if (answer.ok) applyMemberAvailability(sent, answer.value);
      else console.warn('Members cart availability check failed:', answer.error);
    });
  }, [mounted]);

  const weight = memberWeightStatus(cart.lines, { total_remaining_weight: remainingKg });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the status is recorded when crossing the allowance, not on every weight change.
  useEffect(() => recordWeightStatus(weight), [weight.cart_weight_exceeded]);

  const lines = cart.lines.filter((line) => line.is_active === 1);
  const unavailable = cart.lines.filter((line) => line.is_active !== 1);
  const billKey =
    mounted && storeId !== null && lines.length > 0 && !addresses.loading
      ? JSON.stringify({ items: lineInputs(lines), storeId, mode, point })
      : null;
  const answer = useServerAnswer(billKey, () =>
    confirmMemberCart({
      lines,
      storeId: storeId ?? 0,
      coupon: null,
      tip: null,
      mode,
      point,
      useWallet: false,
      deliveryDate: null,
    }),
  );

  if (!mounted)
    return (
      <div className="cart-page" aria-hidden="true">
        <div className="card skeleton" style={{ height: 240 }} />
      </div>
    );
  if (cart.lines.length === 0)
    return <EmptyCart title={texts.cart.emptyTitle} text={texts.empty} action={texts.shopMart} href="/members-mart" />;

  const bill = answer.value?.bill ?? null;
  const exceeded =
    answer.value && !answer.loading ? answer.value.weight.cart_weight_exceeded : weight.cart_weight_exceeded;
  const percent = weight.allowance > 0 ? Math.min(100, Math.round((weight.cartWeight / weight.allowance) * 100)) : 100;
  const needsAddress = mode === 'DELIVERY' && !addresses.loading && point === null;
  const canPlace =
    bill !== null &&
    !answer.loading &&
    !exceeded &&
    bill.min_order.enabled &&
    unavailable.length === 0 &&
    !needsAddress &&
    !placing;

  const place = async () => {
    if (!canPlace || storeId === null) return;
    setPlacing(true);
    setRefused(null);
    const placed = await placeOrder(
      {
        lines,
        storeId,
        mode,
        addressId: target.saved?.id ?? null,
        address: target.device,
        coupon: null,
        tip: null,
        payment: 'COD',
        deliveryDate: null,
        idempotencyKey: checkoutAttemptKey('member'),
      },
      true,
    );
    if (placed.ok) {
      endCheckoutAttempt('member');
      clearMemberCart();
      location.assign(`/running-order/${encodeURIComponent(placed.value.order.unique_order_id)}`);
      return;
    }
    setPlacing(false);
    setRefused(placed.error);
  };

  return (
    <div className="cart-page member-cart">
      <section className={exceeded ? 'card weight exceeded' : 'card weight'} aria-labelledby="weight-title">
        <div className="weight-head">
          <span className="weight-icon" aria-hidden="true">
            <Icon name="crown" size={22} />
          </span>
          <div>
            <h2 id="weight-title">
              {fillTemplate(texts.allowance, { used: kg(weight.cartWeight), allowance: kg(weight.allowance) })}
            </h2>
            {!exceeded && !weight.exactlyAtAllowance && (
              <p className="card-note">{fillTemplate(texts.left, { kg: kg(weight.allowance - weight.cartWeight) })}</p>
            )}
          </div>
        </div>
        <div
          className="member-meter large"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={weight.allowance}
          aria-valuenow={weight.cartWeight}
          aria-labelledby="weight-title"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        {exceeded ? (
          <p className="weight-exceeded" role="alert">
            <span aria-hidden="true">⚠</span> {texts.exceeded}{' '}
            {fillTemplate(texts.over, { kg: kg(weight.cartWeight - weight.allowance) })}
          </p>
        ) : (
          weight.exactlyAtAllowance && <p className="card-note weight-full">{texts.allowanceFull}</p>
        )}
      </section>

      {refused && (
        <section className="order-refused" role="alert">
          <span aria-hidden="true">⚠</span>
          <div>
            <h2>{texts.refusedTitle}</h2>
            <p>{refused.message}</p>
          </div>
        </section>
      )}

      <section className="card items" aria-label={texts.memberPrice}>
        {unavailable.length > 0 && (
          <section className="unavailable-group" aria-label={texts.cart.unavailableItems}>
            <h2>{texts.cart.unavailableItems}</h2>
            <ul className="cart-lines">
              {unavailable.map((line) => (
                <LineRow
                  key={`${line.id}:${line.selectedvariant?.id ?? '-'}`}
                  line={line}
                  texts={texts.cart.line}
                  unavailable={unavailableText(line, texts.cart)}
                  removable
                  actions={memberActions}
                />
              ))}
            </ul>
          </section>
        )}
        <ul className="cart-lines">
          {lines.map((line) => (
            <LineRow
              key={`${line.id}:${line.selectedvariant?.id ?? '-'}`}
              line={line}
              texts={texts.cart.line}
              actions={memberActions}
              regularMinor={
                line.selectedvariant ? multiplyMinor(toMinor(line.selectedvariant.regular_price), line.quantity) : null
              }
            />
          ))}
        </ul>
      </section>

      {store.value && (
        <Fulfilment
          store={store.value}
          mode={mode}
          signedIn
          addresses={addresses.value?.addresses ?? null}
          addressesLoading={addresses.loading}
          chosen={target.saved}
          deviceAddress={deviceAddress}
          texts={texts.cart}
        />
      )}

      {/* A members order is paid in cash (placeOrder's 'COD'): said before the tap that places it. */}
      <section className="card member-payment" aria-labelledby="member-payment-title">
        <h2 id="member-payment-title">{texts.payment.title}</h2>
        <p>
          <b>{mode === 'SELFPICKUP' ? texts.payment.codPickup : texts.payment.cod}</b>
        </p>
        <p className="card-note">{mode === 'SELFPICKUP' ? texts.payment.codPickupNote : texts.payment.codNote}</p>
      </section>

      {answer.error && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {answer.error.message}
        </p>
      )}
      <BillDetails
        bill={bill}
        estimateMinor={cartSubtotalMinor(lines)}
        updating={answer.loading || billKey === null}
        texts={texts.cart.bill}
      />
      <p className="card-note member-note">{texts.note}</p>

      <div className="pay-bar">
        {bill && !bill.min_order.enabled && <MinimumReason template={texts.cart.minOrderReason} store={store.value} />}
        <div className="pay-total">
          <small>{bill ? texts.cart.bill.toPay : texts.cart.bill.itemTotal}</small>
          <strong>{bill ? rupees(bill.total) : paise(cartSubtotalMinor(lines))}</strong>
        </div>
        <button
          type="button"
          className="btn pay-button"
          disabled={!canPlace}
          aria-busy={placing}
          onClick={() => void place()}
        >
          {placing && <span className="spinner small light" aria-hidden="true" />}
          {placing
            ? texts.placing
            : exceeded
              ? texts.exceeded
              : bill && !bill.min_order.enabled
                ? minOrderMessage(bill.min_order, texts.cart.minOrder)
                : texts.placeOrder}
        </button>
      </div>
    </div>
  );
}
