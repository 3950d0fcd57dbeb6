// §5 Minimum order: with min_order_price > 0 the cart total must reach it, else the bar is greyed
// and reads 'Shop for {amount} more to place the order'.
import { formatPrice, toMinor, type PriceFormat } from '../money.ts';
import type { Settings } from '../settings.ts';
import { fillTemplate } from '../text.ts';
import type { Store } from '../types.ts';

export type MinOrderStatus =
  | { enabled: true; remainingMinor: 0; message: null }
  | { enabled: false; remainingMinor: number; message: string };

/**
 * `cartTotalMinor` is the cart's totalPrice (items and addons, before coupon and delivery): the
 * threshold is about how much the customer shops, and a coupon must not push a cart below it.
 */
export function minOrderStatus(
  cartTotalMinor: number,
  store: Pick<Store, 'min_order_price'>,
  settings: PriceFormat & Pick<Settings, 'minOrderMessage'>,
): MinOrderStatus {
  const minimumMinor = toMinor(store.min_order_price);
  if (minimumMinor <= 0 || cartTotalMinor >= minimumMinor) return { enabled: true, remainingMinor: 0, message: null };
  const remainingMinor = minimumMinor - cartTotalMinor;
  return {
    enabled: false,
    remainingMinor,
    message: fillTemplate(settings.minOrderMessage, { amount: formatPrice(remainingMinor, settings) }),
  };
}
