// §4 Notifications: the unread count is the number of entries with is_read 0.
import type { OrderStatusName } from './order-flow.ts';
import type { FulfilmentMode, Notification } from './types.ts';

export function unreadCount(notifications: readonly Pick<Notification, 'is_read'>[]): number {
  return notifications.filter((notification) => notification.is_read === 0).length;
}

/** The list after mark-one-read succeeded, so the badge drops without refetching. */
export function markNotificationRead<T extends Pick<Notification, 'id' | 'is_read'>>(
  notifications: readonly T[],
  id: number,
): T[] {
  return notifications.map((notification) => (notification.id === id ? { ...notification, is_read: 1 } : notification));
}

/**
 * The alert a customer gets when their order takes a step (§4 Order lifecycle; issue 16 item 6):
 * every step after placing it, worded by its mode (a self-pickup order is ready to collect, not
 * waiting for a partner); a rejection says the store's reason when it gave one. Null for a status that tells the customer nothing new (placed: they
 * did it).
 */
export function orderStepNotice(
  status: OrderStatusName,
  order: { unique_order_id: string; mode: FulfilmentMode; cancel_reason?: string | null },
): { title: string; message: string; click_action: string } | null {
  const id = order.unique_order_id;
  const notice = (title: string, message: string) => ({
    title,
    message,
    click_action: `/running-order/${encodeURIComponent(id)}`,
  });
  switch (status) {
    case 'placed':
    case 'awaiting_payment':
      return null;
    case 'payment_failed':
      return notice(
        'Payment not completed',
        `The online payment for order ${id} did not complete, so nothing was charged and its items were put back. Pay again or choose cash on delivery.`,
      );
    case 'accepted':
      return notice('Order accepted', `The store accepted your order ${id}.`);
    case 'preparing':
      return notice('Order being packed', `The store is packing your order ${id}.`);
    case 'ready_for_pickup':
      return order.mode === 'SELFPICKUP'
        ? notice('Ready to collect', `Your order ${id} is packed and waiting for you at the store.`)
        : notice('Order packed', `Your order ${id} is packed; a delivery partner will pick it up soon.`);
    case 'partner_assigned':
      return notice('Delivery partner assigned', `A delivery partner is heading to the store for your order ${id}.`);
    case 'on_the_way':
      return notice('On the way', `Your order ${id} has been picked up and is on its way to you.`);
    case 'delivered':
      return notice('Delivered', `Your order ${id} was delivered. Enjoy, and tell us how it went.`);
    case 'collected':
      return notice('Collected', `You collected your order ${id}. Enjoy, and tell us how it went.`);
    case 'cancelled':
      return notice('Order cancelled', `Your order ${id} was cancelled.`);
    case 'rejected':
      // The store's reason, as the running-order page shows it (issue 17 item 3).
      return notice(
        'Order not accepted',
        order.cancel_reason
          ? `The store could not take your order ${id}. The store says: ${order.cancel_reason}`
          : `The store could not take your order ${id}.`,
      );
  }
}
