// A delivery order ready at the counter with no delivery partner on it yet: the counter is told
// once it has waited longer than the shop's `riderWaitAlertMinutes` (a setting, 10 by default), on
// the order's card and at the top of the queue, with the new-order chime, so that someone calls a
// partner rather than the bag going cold. Pure: the queue and its tests use it alike.
import type { FulfilmentMode } from '../types.ts';
import type { OrderStatusName } from '../orders/order-flow.ts';

export const RIDER_WAIT_SETTING = 'riderWaitAlertMinutes';
export const DEFAULT_RIDER_WAIT_ALERT_MINUTES = 10;

/** The limit the shop set (whole minutes, 0: as soon as it is ready); a value that reads as none is the default. */
export function riderWaitLimit(stored: string | null | undefined): number {
  const minutes = Number(stored?.trim());
  return stored !== null && stored !== undefined && stored.trim() !== '' && Number.isFinite(minutes) && minutes >= 0
    ? Math.floor(minutes)
    : DEFAULT_RIDER_WAIT_ALERT_MINUTES;
}

export interface RiderWait {
  /** Whole minutes the order has been ready without a partner. */
  minutes: number;
  /** Longer than the limit: the counter is alerted. */
  over: boolean;
}

/**
 * How long a ready delivery order has waited for a partner, or null when it is not waiting for one
 * (self-pickup, not ready yet, a partner already on it, or no ready time known).
 */
export function riderWait(
  order: { status: OrderStatusName; mode: FulfilmentMode; ready_since: string | null },
  now: Date,
  limitMinutes: number,
): RiderWait | null {
  if (order.status !== 'ready_for_pickup' || order.mode !== 'DELIVERY' || order.ready_since === null) return null;
  const since = Date.parse(order.ready_since);
  if (Number.isNaN(since)) return null;
  const waited = Math.max(0, now.getTime() - since);
  return { minutes: Math.floor(waited / 60_000), over: waited > limitMinutes * 60_000 };
}

/** The alert's sentence, e.g. "FC-1042 has waited 12 min for a rider". */
export function riderWaitText(uniqueOrderId: string, minutes: number): string {
  return minutes < 1
    ? `${uniqueOrderId} has waited under a minute for a rider`
    : `${uniqueOrderId} has waited ${minutes} min for a rider`;
}
