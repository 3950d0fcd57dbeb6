// What a cancelled or rejected order took and gave back, for the customer's screens, so a called-off
// order never reads "Total ₹187" as if it were still owed. The wallet part went back at once
// (order-refunds.ts giveBackOrder); an online payment is refunded through its provider; cash was
// never taken. Amounts in rupees, as the order views carry them.
import type { PaymentState } from './payments.ts';
import { CALLED_OFF, type OrderStatusName } from './order-flow.ts';

export interface CalledOffMoney {
  /** Back in the customer's wallet. */
  wallet: number;
  /** Paid online and refunded (or being refunded) to the way it was paid. */
  online: number;
  /** The online refund is still on its way. */
  onlinePending: boolean;
}

/** Null for an order not called off; else what went back (both 0: nothing was charged). */
export function calledOffMoney(order: {
  status: OrderStatusName;
  wallet_used: number;
  total_payable: number;
  payment_state: PaymentState;
}): CalledOffMoney | null {
  if (!CALLED_OFF.includes(order.status)) return null;
  const onlineBack = order.payment_state === 'refunded' || order.payment_state === 'refund_pending';
  return {
    wallet: order.wallet_used,
    online: onlineBack ? order.total_payable : 0,
    onlinePending: order.payment_state === 'refund_pending',
  };
}
