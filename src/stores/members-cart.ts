// §4 Members cart on the device: its own lines (priced at the member variant's sale
// price), its store, and the local cart_weight_exceeded flag (§3), kept apart from
// the regular cart. One store per cart, as the server prices one store's lines.
import { atom } from 'nanostores';
import { applyAvailability, cartLineKey, emptyCart, type Cart, type LineIdentity } from '../domain/orders/cart.ts';
import { STORAGE_KEYS } from '../domain/constants.ts';
import { addToMemberCart, removeFromMemberCart, type MemberWeightStatus } from '../domain/orders/members.ts';
import { checkAddAgainstStock } from '../domain/catalogue/stock.ts';
import type { CartAvailabilityResult, CartLine, Item, Variant } from '../domain/types.ts';
import { $appliedCoupon } from './cart.ts';
import { persistentJson } from './persist.ts';
import { shopTexts } from './settings.ts';
import { showNotice } from './ui.ts';

function isCart(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const cart = value as { lines?: unknown; activeRestaurantId?: unknown };
  return Array.isArray(cart.lines) && (cart.activeRestaurantId === null || typeof cart.activeRestaurantId === 'number');
}

export const $memberCart = persistentJson<Cart>('memberCart', emptyCart, isCart);
/** §3 cart_weight_exceeded: the members cart weighs more than the remaining allowance. */
const $cartWeightExceeded = persistentJson<boolean>(
  STORAGE_KEYS.cartWeightExceeded,
  false,
  (value): value is boolean => typeof value === 'boolean',
);

/** An add from another store than the members cart's, waiting for the customer's answer. */
export const $memberReplaceRequest = atom<{ item: Item; variant: Variant } | null>(null);

export type MemberAddOutcome = 'added' | 'needs_replace' | 'stock_limit';

function withLines(lines: CartLine[], storeId: number | null): Cart {
  return { lines, activeRestaurantId: lines.length === 0 ? null : storeId };
}

/** §3/§4 The device's cart_weight_exceeded flag follows the cart's weight status. */
export function recordWeightStatus(status: Pick<MemberWeightStatus, 'cart_weight_exceeded'>): void {
  if ($cartWeightExceeded.get() !== status.cart_weight_exceeded) $cartWeightExceeded.set(status.cart_weight_exceeded);
}

/** §4 Adding sets quantity 1 at the variant's sale (member) price; again raises it by one; stock as §5. */
export function addMemberItem(item: Item, variant: Variant): MemberAddOutcome {
  const cart = $memberCart.get();
  const storeId = cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;
  if (storeId !== null && storeId !== item.restaurant_id) {
    $memberReplaceRequest.set({ item, variant });
    return 'needs_replace';
  }
  const stock = checkAddAgainstStock(cart.lines, variant, shopTexts().settings);
  if (!stock.ok) {
    showNotice(stock.message);
    return 'stock_limit';
  }
  $memberCart.set(withLines(addToMemberCart(cart.lines, item, variant), item.restaurant_id));
  return 'added';
}

/**
 * Order again of a members-cart order: its lines (at member prices, from the server) go back to
 * the members cart, a cart of another store replaced when `replace` (the customer said yes) or
 * when it is another store's. Answers how many units went in.
 */
export function refillMemberCart(lines: readonly CartLine[], options: { replace: boolean }): number {
  const first = lines[0];
  let cart = $memberCart.get();
  if (
    first &&
    (options.replace || (cart.activeRestaurantId !== null && cart.activeRestaurantId !== first.restaurant_id))
  )
    cart = emptyCart;
  let added = 0;
  let current = cart.lines;
  for (const line of lines) {
    if (!line.selectedvariant) continue;
    for (let count = 0; count < line.quantity; count++) current = addToMemberCart(current, line, line.selectedvariant);
    added += line.quantity;
  }
  $memberCart.set(withLines(current, first?.restaurant_id ?? cart.activeRestaurantId));
  return added;
}

/** Replace: yes empties the members cart, then adds the waiting item. */
export function confirmMemberReplace(): void {
  const request = $memberReplaceRequest.get();
  $memberReplaceRequest.set(null);
  if (!request) return;
  $memberCart.set(emptyCart);
  addMemberItem(request.item, request.variant);
}

export function cancelMemberReplace(): void {
  $memberReplaceRequest.set(null);
}

/** §4 Removing lowers by one (at one the line goes) and clears the coupon. */
export function removeMemberItem(identity: LineIdentity): void {
  const cart = $memberCart.get();
  const result = removeFromMemberCart(cart.lines, identity);
  $memberCart.set(withLines(result.lines, cart.activeRestaurantId));
  if (result.couponCleared) $appliedCoupon.set(null);
}

/** Removes a whole line of the members cart (its Remove); clears the coupon like any removal. */
export function removeMemberLine(identity: LineIdentity): void {
  const cart = $memberCart.get();
  const key = cartLineKey(identity);
  $memberCart.set(
    withLines(
      cart.lines.filter((line) => cartLineKey(line) !== key),
      cart.activeRestaurantId,
    ),
  );
  $appliedCoupon.set(null);
}

/** §4 The server's availability answer (member check: fresh is_active, member price, name, variant) for the lines as sent. */
export function applyMemberAvailability(sent: readonly CartLine[], results: readonly CartAvailabilityResult[]): void {
  const cart = $memberCart.get();
  if (cart.lines.length !== sent.length || cart.lines.some((line, index) => line !== sent[index])) return;
  $memberCart.set(applyAvailability(cart, results).cart);
}

/** After a member order is placed. */
export function clearMemberCart(): void {
  $memberCart.set(emptyCart);
  $cartWeightExceeded.set(false);
}
