// A store's own riders (decision 0314; behaviour §4 Order lifecycle and §6 Store rider). Each store
// says who delivers its orders: its own riders (staff of the rider role linked to it), the
// delivery partners, or both — then a ready order is the riders' alone for the store's set
// minutes, and offered to partners too once they have passed. Pure: the offers, the counter's
// send-out and their tests use it alike.

export const DELIVERED_BY = ['own_riders', 'partners', 'both'] as const;
export type DeliveredBy = (typeof DELIVERED_BY)[number];

/** What a store does until it says otherwise: partners, as every store did before riders. */
export const DEFAULT_DELIVERED_BY: DeliveredBy = 'partners';
/** With `both`: minutes the store's riders have before partners are offered a ready order. */
export const DEFAULT_PARTNER_OFFER_AFTER_MINUTES = 10;
/** The longest wait a store may set (two hours): beyond it the bag has gone cold anyway. */
export const MAX_PARTNER_OFFER_AFTER_MINUTES = 120;

export interface StoreDelivery {
  delivered_by: DeliveredBy;
  partner_offer_after_minutes: number;
}

/** A stored value that is not one of the three reads as the default (a row written by hand). */
export function deliveredByOf(stored: string): DeliveredBy {
  return DELIVERED_BY.find((value) => value === stored) ?? DEFAULT_DELIVERED_BY;
}

/** Whether the counter may send a ready delivery order out with one of the store's riders. */
export function ridersDeliver(store: Pick<StoreDelivery, 'delivered_by'>): boolean {
  return store.delivered_by === 'own_riders' || store.delivered_by === 'both';
}

/**
 * Whether partners may be offered a ready delivery order of the store now: always when partners
 * deliver, never when only riders do, and with `both` once the order has been ready for the
 * store's minutes (an order with no known ready time is left to the riders).
 */
export function partnersMayBeOffered(store: StoreDelivery, readySince: string | null, now: Date): boolean {
  if (store.delivered_by === 'partners') return true;
  if (store.delivered_by === 'own_riders' || readySince === null) return false;
  const since = Date.parse(readySince);
  if (Number.isNaN(since)) return false;
  return now.getTime() - since >= store.partner_offer_after_minutes * 60_000;
}
