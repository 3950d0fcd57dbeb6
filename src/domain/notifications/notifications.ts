// §4 Notifications: the unread count is the number of entries with is_read 0.
import type { OrderStatusName } from '../orders/order-flow.ts';
import { fillTemplate } from '../text.ts';
import type { FulfilmentMode, Notification } from '../types.ts';

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
 * The alerts' sentences, in English (§4 Order lifecycle; decision 0244). They are among the
 * server's words (src/server/said.ts spreads them into SAID), so an alert stored in English is
 * shown and pushed in the customer's language (decision 0220).
 * The rejection with the store's reason comes before the one without: a sentence is recognised by
 * its English text, and the shorter one would match the longer's start.
 */
export const ORDER_ALERTS = {
  saidAlertPaymentFailedTitle: 'Payment not completed',
  saidAlertPaymentFailed:
    'The online payment for order {id} did not complete, so nothing was charged and its items were put back. Pay again or choose cash on delivery.',
  saidAlertPaidAfterAllTitle: 'Payment received',
  saidAlertPaidAfterAll:
    'The payment for order {id} came through after all: your order is placed and the store has it.',
  saidAlertAcceptedTitle: 'Order accepted',
  saidAlertAccepted: 'The store accepted your order {id}.',
  saidAlertPreparingTitle: 'Order being packed',
  saidAlertPreparing: 'The store is packing your order {id}.',
  saidAlertReadyToCollectTitle: 'Ready to collect',
  saidAlertReadyToCollect: 'Your order {id} is packed and waiting for you at the store.',
  saidAlertPackedTitle: 'Order packed',
  saidAlertPacked: 'Your order {id} is packed; a delivery partner will pick it up soon.',
  saidAlertPartnerTitle: 'Delivery partner assigned',
  saidAlertPartner: 'A delivery partner is heading to the store for your order {id}.',
  saidAlertOnTheWayTitle: 'On the way',
  saidAlertOnTheWay: 'Your order {id} has been picked up and is on its way to you.',
  saidAlertDeliveredTitle: 'Delivered',
  saidAlertDelivered: 'Your order {id} was delivered. Enjoy, and tell us how it went.',
  saidAlertCollectedTitle: 'Collected',
  saidAlertCollected: 'You collected your order {id}. Enjoy, and tell us how it went.',
  saidAlertCancelledTitle: 'Order cancelled',
  saidAlertCancelled: 'Your order {id} was cancelled.',
  saidAlertRejectedTitle: 'Order not accepted',
  saidAlertRejectedWhy: 'The store could not take your order {id}. The store says: {reason}',
  saidAlertRejected: 'The store could not take your order {id}.',
} as const;

/**
 * The alert a customer gets when their order takes a step (§4 Order lifecycle; decision 0244):
 * every step after placing it, worded by its mode (a self-pickup order is ready to collect, not
 * waiting for a partner); a rejection says the store's reason when it gave one. Null for a status that tells the customer nothing new (placed: they
 * did it), but for an order placed after its payment was said to have failed (`from`). In English:
 * the customer reads it in their language (ORDER_ALERTS).
 */
export function orderStepNotice(
  status: OrderStatusName,
  order: { unique_order_id: string; mode: FulfilmentMode; cancel_reason?: string | null },
  from?: OrderStatusName,
): { title: string; message: string; click_action: string } | null {
  const id = order.unique_order_id;
  const said = ORDER_ALERTS;
  const notice = (title: string, message: string, reason?: string) => ({
    title,
    message: fillTemplate(message, reason === undefined ? { id } : { id, reason }),
    click_action: `/running-order/${encodeURIComponent(id)}`,
  });
  switch (status) {
    case 'placed':
      // Paid after an alert said the payment did not complete (a late payment, a retry): said too.
      return from === 'payment_failed' ? notice(said.saidAlertPaidAfterAllTitle, said.saidAlertPaidAfterAll) : null;
    case 'awaiting_payment':
      return null;
    case 'payment_failed':
      return notice(said.saidAlertPaymentFailedTitle, said.saidAlertPaymentFailed);
    case 'accepted':
      return notice(said.saidAlertAcceptedTitle, said.saidAlertAccepted);
    case 'preparing':
      return notice(said.saidAlertPreparingTitle, said.saidAlertPreparing);
    case 'ready_for_pickup':
      return order.mode === 'SELFPICKUP'
        ? notice(said.saidAlertReadyToCollectTitle, said.saidAlertReadyToCollect)
        : notice(said.saidAlertPackedTitle, said.saidAlertPacked);
    case 'partner_assigned':
      return notice(said.saidAlertPartnerTitle, said.saidAlertPartner);
    case 'on_the_way':
      return notice(said.saidAlertOnTheWayTitle, said.saidAlertOnTheWay);
    case 'delivered':
      return notice(said.saidAlertDeliveredTitle, said.saidAlertDelivered);
    case 'collected':
      return notice(said.saidAlertCollectedTitle, said.saidAlertCollected);
    case 'cancelled':
      return notice(said.saidAlertCancelledTitle, said.saidAlertCancelled);
    case 'rejected':
      // The store's reason, as the running-order page shows it.
      return order.cancel_reason
        ? notice(said.saidAlertRejectedTitle, said.saidAlertRejectedWhy, order.cancel_reason)
        : notice(said.saidAlertRejectedTitle, said.saidAlertRejected);
  }
}
