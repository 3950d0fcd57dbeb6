// §2 Floating cart: a bar fixed above the footer tabs, in cartColor-bg, with
// "N items · ₹X" and 'View cart ▸'; the expandable 'Review Items' panel (at most
// 500 px, §9) lists 'Unavailable Items' with 'Remove All' and the available items
// with steppers. §5: the button is enabled only when the store's minimum order is
// met, else greyed with 'Shop for {amount} more to place the order'. The bar is
// open while the cart has items (§4) and closes when it empties; it leaves room for
// the other bottom bars through the `has-cart-bar` class on <html> (base.css). A store closed now
// says when it opens again, and leads to its later slots when it has one with room (decisions
// 0287, 0291), rather than asking for the minimum.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { cartLineKey, cartTotals, preOrderAvailableFrom } from '../../domain/orders/cart.ts';
import { shopToday } from '../../domain/calendar.ts';
import { openingText } from '../../domain/stores/opening-hours.ts';
import { callApi } from '../../client/api.ts';
import { CART_PANEL_MAX_HEIGHT_PX } from '../../domain/constants.ts';
import { minOrderStatus } from '../../domain/orders/min-order.ts';
import { countText } from '../../domain/plural.ts';
import { $cart, $cartTotals, removeUnavailableItems } from '../../stores/cart.ts';
import { $cartStore, loadCartStore, recheckCartAvailability } from '../../stores/checkout.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import { shopTexts } from '../../stores/settings.ts';
import { LineRow, paise, unavailableText } from './parts.tsx';
import type { CartBarTexts } from './texts.ts';
import { useMounted } from '../use-mounted.ts';
import './cart.css';
import { adoptCss } from '../../client/adopt-css.ts';
import cartLinesCss from './cart-lines.css?inline';

// The review panel's styles come with the bar's code (client/adopt-css.ts): it opens only when used.
adoptCss('cart-lines', cartLinesCss);

/** Set on <html> while the bar shows, so the page and the other fixed bars make room for it. */
const CART_BAR_CLASS = 'has-cart-bar';

export default function CartBar({ texts }: { texts: CartBarTexts }) {
  const mounted = useMounted();
  const cart = useStore($cart);
  const totals = useStore($cartTotals);
  const store = useStore($cartStore);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const shown = mounted && cart.lines.length > 0;
  const storeId = cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;

  useLayoutEffect(() => {
    document.documentElement.classList.toggle(CART_BAR_CLASS, shown);
    if (!shown) setOpen(false);
  }, [shown]);

  useEffect(() => {
    if (shown) void loadCartStore(storeId);
  }, [shown, storeId]);

  // Whether the closed store takes the cart for a later slot: asked only while it is closed.
  const closedNow = shown && store !== null && store.id === storeId && store.is_active !== 1;
  const availableFrom = preOrderAvailableFrom(cart.lines.filter((line) => line.is_active === 1));
  const [laterSlot, setLaterSlot] = useState(false);
  useEffect(() => {
    setLaterSlot(false);
    if (!closedNow || storeId === null) return;
    let current = true;
    void callApi('delivery-slots', { restaurant_id: storeId, available_from: availableFrom }).then((answer) => {
      if (current) setLaterSlot(answer.ok && answer.value.slots.some((slot) => !slot.full));
    });
    return () => {
      current = false;
    };
  }, [closedNow, storeId, availableFrom]);

  // Lines marked unavailable by an earlier check (made where the customer browsed before, or at an
  // address the cart no longer goes to) are checked again where the customer is now, once per page:
  // back in Kothrud, a Kothrud cart's bar said "₹0 · Shop for ₹99 more" until the cart was opened.
  const stale = shown && cart.lines.some((line) => line.is_active !== 1);
  useEffect(() => {
    if (!stale) return;
    const address = $deliveryAddress.get();
    void recheckCartAvailability(address ? { lat: address.lat, lng: address.lng } : null);
  }, [stale]);

  useEffect(() => {
    if (!open) return;
    // §4 Opening the cart rechecks availability with the server.
    const address = $deliveryAddress.get();
    void recheckCartAvailability(address ? { lat: address.lat, lng: address.lng } : null);
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    addEventListener('keydown', close);
    return () => removeEventListener('keydown', close);
  }, [open]);

  if (!shown) return null;

  const { settings } = shopTexts();
  const unavailable = cart.lines.filter((line) => line.is_active !== 1);
  const available = cart.lines.filter((line) => line.is_active === 1);
  // The count is what the cart holds (as the footer badge); the total and the minimum only what can be bought.
  const buyable = unavailable.length === 0 ? totals : cartTotals(available, settings);
  const minimum =
    store && store.id === storeId
      ? minOrderStatus(buyable.totalPrice, store, { ...settings, minOrderMessage: texts.minOrder })
      : null;
  const enabled = minimum === null || minimum.enabled;
  const closedText =
    closedNow && store
      ? store.opens
        ? openingText(store.opens, shopToday(new Date()), texts.opening, texts.locale)
        : texts.closed
      : null;
  const count = countText(texts.itemCount, totals.productQuantity);

  return (
    <div className="cart-float-wrap">
      {open && <div className="cart-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <section className="cart-float" aria-label={texts.cart}>
        {open && (
          <div id={panelId} className="cart-review" style={{ maxHeight: CART_PANEL_MAX_HEIGHT_PX }}>
            <h2 className="cart-review-title">{texts.reviewItems}</h2>
            {unavailable.length > 0 && (
              <section className="cart-review-group" aria-labelledby={`${panelId}-unavailable`}>
                <div className="cart-review-head">
                  <h3 id={`${panelId}-unavailable`}>{texts.unavailableItems}</h3>
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
                    />
                  ))}
                </ul>
              </section>
            )}
            {available.length > 0 && (
              <ul className="cart-lines">
                {available.map((line) => (
                  <LineRow key={cartLineKey(line)} line={line} texts={texts.line} />
                ))}
              </ul>
            )}
          </div>
        )}
        {closedText !== null && (
          <p className="cart-closed" role="status">
            {closedText}
          </p>
        )}
        <div className="cart-bar">
          <button
            type="button"
            className="cart-summary"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
          >
            <span className="cart-summary-main">
              <span className="cart-count">{count}</span>
              <span aria-hidden="true"> · </span>
              <b>{paise(buyable.totalPrice)}</b>
            </span>
            <span className="cart-summary-toggle">
              {open ? texts.hideItems : texts.reviewItems}
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className={open ? 'flip' : undefined}>
                <path
                  d="M6 15l6-6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          </button>
          {closedText !== null ? (
            laterSlot ? (
              <a className="cart-go" href="/cart">
                {texts.orderLater}
              </a>
            ) : (
              <button type="button" className="cart-go" disabled>
                {closedText}
              </button>
            )
          ) : enabled ? (
            <a className="cart-go" href="/cart">
              {texts.viewCart}
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
          ) : (
            <button type="button" className="cart-go" disabled>
              {minimum?.message}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
