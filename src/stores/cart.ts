// §4 Cart on the device: the lines, the active store and the applied coupon.
// Actions call the pure rules of src/domain/orders/cart.ts and report what happened;
// the replace question and the stock message go to the ui store for the dialogs.
import { computed } from 'nanostores';
import {
  addToCart,
  belongsToAnotherStore,
  cartTotals,
  applyAvailability,
  emptyCart,
  removeFromCart,
  removeLine,
  removeUnavailableLines,
  replaceCart,
  type Cart,
  type LineIdentity,
} from '../domain/orders/cart.ts';
import { CART_ITEMS_ADDED_EVENT, STORAGE_KEYS } from '../domain/constants.ts';
import type { CartAvailabilityResult, CartLine, Item } from '../domain/types.ts';
import { persistentJson } from './persist.ts';
import { $shopTexts, label, shopTexts } from './settings.ts';
import { $replaceRequest, showNotice } from './ui.ts';

function isCart(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const cart = value as { lines?: unknown; activeRestaurantId?: unknown };
  return (
    Array.isArray(cart.lines) &&
    cart.lines.every(
      (line) => typeof line === 'object' && line !== null && typeof (line as { id?: unknown }).id === 'number',
    ) &&
    (cart.activeRestaurantId === null || typeof cart.activeRestaurantId === 'number')
  );
}

function isCouponCode(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

export const $cart = persistentJson<Cart>('cart', emptyCart, isCart);
export const $appliedCoupon = persistentJson<string | null>(STORAGE_KEYS.appliedCoupon, null, isCouponCode);

export const $cartTotals = computed([$cart, $shopTexts], (cart, texts) => cartTotals(cart.lines, texts.settings));

export type AddOutcome = 'added' | 'needs_replace' | 'stock_limit' | 'unavailable';

/** §4 Add one: the item carries its chosen variant and addons (selectedvariant, selectedaddons). */
export function addItem(item: Item): AddOutcome {
  const { settings } = shopTexts();
  const result = addToCart($cart.get(), item, settings);
  if (result.ok) {
    $cart.set(result.cart);
    return 'added';
  }
  if (result.reason === 'needs_replace') {
    $replaceRequest.set(item);
    return 'needs_replace';
  }
  if (result.reason === 'stock_limit') {
    showNotice(result.message);
    return 'stock_limit';
  }
  showNotice(label('cartItemNotAvailable', settings.cartItemNotAvailable));
  return 'unavailable';
}

/**
 * Several items at once, each `quantity` times (a recipe's 'Add all to cart'). They must come from
 * one store (§4 a cart holds one store's items). With another store's items in the cart nothing is
 * added and 'needs_replace' is answered, unless `replace` says the customer already agreed to clear
 * it (cart and coupon, as confirmReplace). Stops at the first item that stock or availability refuses.
 */
export function addItems(
  entries: readonly { item: Item; quantity: number }[],
  options: { replace: boolean },
): AddOutcome {
  const { settings } = shopTexts();
  let cart = $cart.get();
  const first = entries[0];
  if (!first) return 'added';
  if (belongsToAnotherStore(cart, first.item)) {
    if (!options.replace) return 'needs_replace';
    cart = emptyCart;
    $appliedCoupon.set(null);
  }
  let outcome: AddOutcome = 'added';
  adding: for (const { item, quantity } of entries) {
    for (let count = 0; count < quantity; count++) {
      const result = addToCart(cart, item, settings);
      if (result.ok) {
        cart = result.cart;
        continue;
      }
      outcome = result.reason === 'stock_limit' ? 'stock_limit' : 'unavailable';
      showNotice(
        result.reason === 'stock_limit' ? result.message : label('cartItemNotAvailable', settings.cartItemNotAvailable),
      );
      break adding;
    }
  }
  $cart.set(cart);
  // In a browser only (the stores' unit tests run without a DOM, or with a stand-in document).
  if (typeof document !== 'undefined' && typeof document.dispatchEvent === 'function') {
    // The items the cart now holds: one refused before its first unit went in wakes nothing.
    const ids = entries
      .map(({ item }) => String(item.id))
      .filter((id) => cart.lines.some((line) => String(line.id) === id));
    document.dispatchEvent(new CustomEvent(CART_ITEMS_ADDED_EVENT, { detail: ids }));
  }
  return outcome;
}

/** §4 Replace: yes clears the cart and the coupon, then adds the new item. */
export function confirmReplace(): void {
  const item = $replaceRequest.get();
  $replaceRequest.set(null);
  if (!item) return;
  const result = replaceCart(item, shopTexts().settings);
  $appliedCoupon.set(null);
  $cart.set(result.ok ? result.cart : emptyCart);
  if (!result.ok && result.reason === 'stock_limit') showNotice(result.message);
}

export function cancelReplace(): void {
  $replaceRequest.set(null);
}

/** §4 Remove one; any decrease clears an applied coupon; an empty cart forgets its store. */
export function removeItem(identity: LineIdentity): void {
  const result = removeFromCart($cart.get(), identity);
  $cart.set(result.cart);
  if (result.couponCleared) $appliedCoupon.set(null);
}

/** Removes a whole line (the cart's Remove); clears the coupon (§4 any removal). */
export function removeCartLine(identity: LineIdentity): void {
  const result = removeLine($cart.get(), identity);
  $cart.set(result.cart);
  if (result.couponCleared) $appliedCoupon.set(null);
}

/** §2 'Remove All' under 'Unavailable Items'. */
export function removeUnavailableItems(): void {
  const result = removeUnavailableLines($cart.get());
  $cart.set(result.cart);
  if (result.couponCleared) $appliedCoupon.set(null);
}

/**
 * §4 The server's availability answer for the lines as they were sent: fresh is_active, price,
 * name and variant. Answers the all-items-available flag. A cart changed while the answer was on
 * its way is left alone (its own check follows), so a late answer never undoes a tap.
 */
export function applyCartAvailability(
  sent: readonly CartLine[],
  results: readonly CartAvailabilityResult[],
): boolean | null {
  const cart = $cart.get();
  if (cart.lines.length !== sent.length || cart.lines.some((line, index) => line !== sent[index])) return null;
  const fresh = applyAvailability(cart, results);
  $cart.set(fresh.cart);
  return fresh.allItemsAvailable;
}

/**
 * Order again: the lines of a past order go into the cart, unit by unit through the add rules
 * (stock, free items at 1), so nothing the cart could not hold is put in it. Into an empty cart or
 * one of the same store they are added; a cart of another store is replaced (only after the
 * customer's yes, §4 replace). Answers how many units went in.
 */
export function refillCart(lines: readonly CartLine[], options: { replace: boolean }): number {
  const { settings } = shopTexts();
  const first = lines[0];
  let cart = $cart.get();
  if (first && (options.replace || belongsToAnotherStore(cart, first))) {
    cart = emptyCart;
    $appliedCoupon.set(null);
  }
  let added = 0;
  for (const line of lines) {
    for (let count = 0; count < line.quantity; count++) {
      const result = addToCart(cart, line, settings);
      if (!result.ok) break;
      cart = result.cart;
      added++;
    }
  }
  $cart.set(cart);
  return added;
}

/** After an order is placed: the cart and its coupon are done with. */
export function clearCart(): void {
  $appliedCoupon.set(null);
  $cart.set(emptyCart);
}
