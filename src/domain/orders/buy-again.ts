// §2 Mobile home, Buy again (decision 0329): what a signed-in customer bought lately, as products
// (link_slug) newest first, each once. Only orders that went through count: one awaiting or
// refused its payment, called off or refused by the store bought nothing.
import type { OrderStatusName } from './order-flow.ts';

/** The customer's latest orders the row is drawn from. */
export const BUY_AGAIN_ORDERS = 10;
/** The most products the row shows. */
const BUY_AGAIN_ITEMS = 12;

/** The statuses whose orders bought nothing, for a query to leave out. */
export const NOT_BOUGHT_STATUSES: readonly OrderStatusName[] = [
  'awaiting_payment',
  'payment_failed',
  'cancelled',
  'rejected',
];

export interface BoughtLine {
  /** The product the line was an offer of. */
  link_slug: string;
  order_id: number;
  /** When its order was placed (ISO). */
  created_at: string;
}

/**
 * The products of `lines` newest order first (a later order, or of two at the same instant the
 * larger id), each product once (at its newest), at most `limit`.
 */
export function buyAgainProducts(lines: readonly BoughtLine[], limit = BUY_AGAIN_ITEMS): string[] {
  const newestFirst = lines.toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.order_id - a.order_id);
  const products: string[] = [];
  for (const line of newestFirst) {
    if (products.length >= limit) break;
    if (!products.includes(line.link_slug)) products.push(line.link_slug);
  }
  return products;
}

/** The row's own page: the home fetches it after its first paint, for a signed-in device only. */
export const BUY_AGAIN_PATH = '/buy-again';
/** The id of the row's place on the home and of the row on its own page. */
export const BUY_AGAIN_ID = 'buy-again';
