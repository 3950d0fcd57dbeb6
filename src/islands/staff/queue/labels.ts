// The staff queue's words (decision 0183): an order's status, the counter's next step, how it is
// paid, and what the card says of the money.
import type { OrderStatusName } from '../../../domain/orders/order-flow.ts';
import type { OrderPaymentMethod } from '../../../domain/orders/payments.ts';
import type { StaffStepEvent } from '../../../domain/staff/staff.ts';

export const STATUS_LABEL: Record<OrderStatusName, string> = {
  placed: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready_for_pickup: 'Ready',
  partner_assigned: 'Partner on the way',
  on_the_way: 'Out for delivery',
  delivered: 'Delivered',
  collected: 'Picked up',
  cancelled: 'Cancelled by customer',
  rejected: 'Rejected',
  // Never in a store's queue (decision 0256): an unpaid order is the customer's alone.
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
};

export const STEP_LABEL: Record<StaffStepEvent, string> = {
  accept: 'Accept',
  prepare: 'Start preparing',
  mark_ready: 'Mark ready',
  hand_over: 'Picked up by customer',
};

/** How the order is paid (an online payment was "Wallet + cash" here, and a pickup customer was asked to pay twice). */
export const PAYMENT_LABEL: Record<OrderPaymentMethod, string> = {
  COD: 'Cash',
  WALLET: 'Wallet',
  COD_WALLET: 'Wallet + cash',
  ONLINE: 'Paid online',
  ONLINE_WALLET: 'Paid online + wallet',
};

export const rupees = (amount: number) => `₹${Math.round(amount)}`;

/**
 * What the card says of the money after the total: what to collect while the order runs (and what the
 * wallet paid of it), what was collected once it is handed over, what went back once it is called
 * off (a card in "Done lately" once still said "to collect ₹235" after the hand-over).
 */
export function moneyNote(status: OrderStatusName, collect: number, walletPaid: number): string {
  if (status === 'delivered' || status === 'collected')
    return collect > 0 ? ` · ${rupees(collect)} collected` : ' · paid';
  if (status === 'cancelled' || status === 'rejected')
    return walletPaid > 0 ? ` · ${rupees(walletPaid)} back to the wallet` : ' · nothing to collect';
  if (collect === 0) return ' · paid, nothing to collect';
  return ` · to collect ${rupees(collect)}${walletPaid > 0 ? ` (${rupees(walletPaid)} paid from the wallet)` : ''}`;
}
