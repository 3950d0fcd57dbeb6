// §3 Coupon / §7 Apply coupon: the code is validated on the server against the cart;
// a refusal shows coupon_error (§8); an applied coupon shows the amount it takes off.
// §4 Any decrease or removal in the cart clears it (stores/cart.ts): the box then says so and
// keeps the code in the field, one tap from applying it again. A refusal is about the cart it
// was given, so it goes once the cart changes. The store's offers are listed under the field, each a
// button that applies its code as if typed (§7 Offers at the cart, decision 0329).
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { applyCoupon, cartCoupons } from '../../client/orders.ts';
import type { Bill, CouponOffer } from '../../domain/api/pricing.ts';
import { couponRefused } from '../../domain/orders/checkout-readiness.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { CartLine, LatLng } from '../../domain/types.ts';
import { $appliedCoupon } from '../../stores/cart.ts';
import { $couponAppliedAmount, removeAppliedCoupon } from '../../stores/checkout.ts';
import { rupees } from './parts.tsx';
import type { CartPageTexts } from './texts.ts';
import { useTypedValue } from '../use-typed-value.ts';

interface Props {
  lines: readonly CartLine[];
  storeId: number;
  point: LatLng | null;
  /** The latest bill: its coupon answer says whether the applied code still holds. */
  bill: Bill | null;
  texts: CartPageTexts;
}

/** An applied code the bill refuses (§8 coupon_error): the code, the reason, and Remove (the cart's box and checkout). */
export function RefusedCoupon({
  code,
  reason,
  removeText,
  onRemove = removeAppliedCoupon,
}: {
  code: string;
  reason: string | null;
  removeText: string;
  onRemove?: () => void;
}) {
  return (
    <div className="coupon-applied refused">
      <div>
        <p className="coupon-code">
          <span aria-hidden="true">⚠</span> {code}
        </p>
        <p className="coupon-error" role="alert">
          {reason}
        </p>
      </div>
      <button type="button" className="link-button danger" onClick={onRemove}>
        {removeText}
        <span className="visually-hidden"> {code}</span>
      </button>
    </div>
  );
}

export function CouponBox({ lines, storeId, point, bill, texts }: Props) {
  const applied = useStore($appliedCoupon);
  const [code, setCode, codeRef] = useTypedValue();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The box sits just above the pay bar on a phone: a refusal appears under it, where the bar covers it.
  const errorLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorLine.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  // The cart as the last refusal saw it: once it changes, that refusal no longer holds.
  const cartNow = lines.map((line) => `${line.id}:${line.quantity}`).join(',');
  const refusedFor = useRef(cartNow);
  useEffect(() => {
    if (cartNow !== refusedFor.current) setError(null);
  }, [cartNow]);

  // A coupon that came off with a change of the cart (not by Remove) is said, and kept in the field.
  const [cleared, setCleared] = useState<string | null>(null);
  const shown = useRef(applied);
  const removedByHand = useRef(false);
  useEffect(() => {
    const before = shown.current;
    shown.current = applied;
    if (before && !applied && !removedByHand.current) {
      setCleared(before);
      setCode(before);
    }
    if (applied) setCleared(null);
    removedByHand.current = false;
  }, [applied, setCode]);
  // The control the keyboard was on goes away (the form for the applied line, Remove for the form):
  // the focus moves to the one in its place, not to the page's start (decision 0203).
  const focusNext = useRef<'remove' | 'field' | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const fieldRef = useCallback(
    (input: HTMLInputElement | null) => {
      codeRef(input);
      field.current = input;
    },
    [codeRef],
  );
  const removeButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the applied code has changed the box's controls.
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'remove') removeButton.current?.focus();
    if (next === 'field') field.current?.focus();
  }, [applied]);
  const remove = () => {
    removedByHand.current = true;
    focusNext.current = 'field';
    setCleared(null);
    removeAppliedCoupon();
  };

  // §7 Offers at the cart (decision 0329): the store's coupons, each a button that applies it.
  const [offers, setOffers] = useState<readonly CouponOffer[]>([]);
  useEffect(() => {
    let current = true;
    void cartCoupons(storeId).then((answer) => {
      // No answer: the field is still there to type a code.
      if (current && answer.ok) setOffers(answer.value);
    });
    return () => {
      current = false;
    };
  }, [storeId]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(code);
  };

  /** Applies a typed or tapped code: applied, the box says so and what it takes off; refused, why. */
  const apply = async (wanted: string) => {
    const typed = wanted.trim().toUpperCase();
    if (!typed || busy) return;
    setBusy(true);
    setError(null);
    setCleared(null);
    refusedFor.current = cartNow;
    const answer = await applyCoupon(typed, lines, storeId, point);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.fields?.coupon ?? answer.error.message);
      return;
    }
    if (!answer.value.success) {
      setError(answer.value.coupon_error);
      return;
    }
    focusNext.current = 'remove';
    $appliedCoupon.set(answer.value.code);
    $couponAppliedAmount.set(answer.value.appliedAmount);
    setCode('');
  };

  const billCoupon = bill?.coupon && bill.coupon.code === applied ? bill.coupon : null;
  const refusedNow = couponRefused(applied, billCoupon);
  const amount = billCoupon?.success ? billCoupon.appliedAmount : null;

  return (
    <section className="card coupon" aria-labelledby="coupon-title">
      <h2 id="coupon-title">
        <span className="coupon-icon" aria-hidden="true">
          %
        </span>
        {texts.couponTitle}
      </h2>
      {applied && refusedNow && billCoupon ? (
        <RefusedCoupon
          code={applied}
          reason={billCoupon.coupon_error}
          removeText={texts.removeCoupon}
          onRemove={remove}
        />
      ) : applied ? (
        <div className="coupon-applied">
          <div>
            <p className="coupon-code">
              <span aria-hidden="true">✓</span> {fillTemplate(texts.couponApplied, { code: applied })}
            </p>
            {amount !== null && (
              <p className="coupon-saving">{fillTemplate(texts.couponSaving, { amount: rupees(amount) })}</p>
            )}
          </div>
          <button type="button" className="link-button danger" onClick={remove} ref={removeButton}>
            {texts.removeCoupon}
            <span className="visually-hidden"> {applied}</span>
          </button>
        </div>
      ) : (
        <form className="coupon-form" onSubmit={submit} noValidate>
          <label className="visually-hidden" htmlFor="coupon-code">
            {texts.couponPlaceholder}
          </label>
          <input
            id="coupon-code"
            name="coupon"
            ref={fieldRef}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
              setCleared(null);
            }}
            placeholder={texts.couponPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-error' : undefined}
          />
          <button type="submit" className="btn btn-outline" disabled={busy || code.trim() === ''} aria-busy={busy}>
            {busy ? <span className="spinner small" aria-hidden="true" /> : null}
            {texts.apply}
          </button>
        </form>
      )}
      {!applied && offers.length > 0 && (
        <ul className="coupon-offers" aria-label={texts.couponOffers}>
          {offers.map((offer) => (
            <li key={offer.code}>
              <button
                type="button"
                className="coupon-offer"
                onClick={() => void apply(offer.code)}
                disabled={busy}
                aria-describedby={error ? 'coupon-error' : undefined}
              >
                <span className="offer-text">
                  <b>{offer.code}</b>
                  <span>{offer.name}</span>
                  <small>{offer.description}</small>
                </span>
                <span className="offer-apply">{texts.couponOfferUse}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="coupon-cleared" role="status">
        {cleared && !applied ? fillTemplate(texts.couponCleared, { code: cleared }) : ''}
      </p>
      {error && (
        <p id="coupon-error" className="coupon-error" role="alert" ref={errorLine}>
          <span aria-hidden="true">⚠</span> {error}
        </p>
      )}
    </section>
  );
}
