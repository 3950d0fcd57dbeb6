// The queue's new arrivals (decision 0322): an order that comes in while
// the counter has the queue open is put at the top, newest first, and marked until the counter
// opens it, so that the chime and the tab's count lead to a card in sight, not one below the fold
// behind the orders still to accept. It stays at the top until it is accepted or rejected, so a
// card never jumps away under the counter's finger.
import { isRunning, type OrderStatusName } from '../orders/order-flow.ts';

interface QueueOrder {
  unique_order_id: string;
  status: OrderStatusName;
  created_at: string;
}

/** The orders that arrived while the queue was open and are still to accept, newest first. */
export function justIn<T extends QueueOrder>(orders: readonly T[], arrived: ReadonlySet<string>): T[] {
  return orders
    .filter((order) => order.status === 'placed' && arrived.has(order.unique_order_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.unique_order_id.localeCompare(a.unique_order_id));
}

/** The running orders the slot headings hold: all but those just in. */
export function runningBelowJustIn<T extends QueueOrder>(orders: readonly T[], arrived: ReadonlySet<string>): T[] {
  const top = new Set(justIn(orders, arrived).map((order) => order.unique_order_id));
  return orders.filter((order) => isRunning(order.status) && !top.has(order.unique_order_id));
}
