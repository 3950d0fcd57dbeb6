// Cancelling an order (decision 0117): the customer's
// 'cancel' step of the state machine (domain/orders/order-flow.ts), allowed until the store
// starts packing ('placed' or 'accepted'); later it is a 409 naming the status. Everything the order took
// is given back in the same transaction: stock, the coupon use, the wallet (a
// 'refund' transaction) and a member order's weight allowance (order-refunds.ts, which a
// store's rejection shares).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { OrderAnswer } from '../../../domain/api/orders.ts';
import { type OrderStatusName, transition } from '../../../domain/orders/order-flow.ts';
import { REFUND_TO_WALLET_SETTING, type RefundDestination } from '../../../domain/orders/payments.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { giveBackOrder, sendDueRefunds } from '../payments/order-refunds.ts';
import { announceOrderMoved, recordStatus, refusedStep } from './order-status.ts';
import { ORDER_NOT_FOUND, orderViewById } from './orders.ts';
import { settingFlag } from '../shop/settings.ts';
import { said } from '../../said.ts';

/** Whether the shop lets a customer take the refund of an online payment to the wallet (setting allowRefundToWallet). */
function refundToWalletAllowed(ctx: ShopContext): Promise<boolean> {
  return settingFlag(ctx, REFUND_TO_WALLET_SETTING, false);
}

/** Cancels the customer's order until the store starts packing it; 404 for anyone else's, 409 when too late. */
export async function cancelOrder(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
  reason: string | null,
  /** Paid online: where the refund goes; the wallet only where the shop allows it. */
  refundTo: RefundDestination = 'source',
): Promise<Result<OrderAnswer>> {
  if (refundTo === 'wallet' && !(await refundToWalletAllowed(ctx)))
    return fail('validation_failed', said('saidRefundToSourceOnly'), {
      refund_to: said('saidFieldNotOffered'),
    });
  // The status it was cancelled from ('placed' or 'accepted'; an unpaid online order's), for the live screens.
  let from: OrderStatusName = 'placed';
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<OrderAnswer>> => {
    const query = tx.db
      .selectFrom('orders')
      .selectAll()
      .where('unique_order_id', '=', uniqueOrderId)
      .where('user_id', '=', userId);
    const order = await forUpdate(tx, query).executeTakeFirst();
    if (!order) return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
    const cancelled = transition(order, 'cancel', 'customer');
    if (!cancelled.ok) return refusedStep(uniqueOrderId, 'cancel', cancelled);
    from = order.status;
    // A released online order holds nothing any more: there is nothing to give back.
    if (order.status !== 'payment_failed') await giveBackOrder(tx, order, 'Refund of a cancelled order', refundTo);
    const now = tx.now().toISOString();
    await recordStatus(
      tx,
      { id: order.id, status: cancelled.status, at: now },
      { cancelled_at: now, cancel_reason: reason || null },
    );
    return ok({ order: await orderViewById(tx.db, order.id) });
  });
  // Stock came back: catalog answers must show it.
  if (result.ok) {
    ctx.outbox.wake();
    catalogChanged(ctx.db);
    void announceOrderMoved(ctx.db, { ...result.value.order, store_id: result.value.order.restaurant.id }, from);
    // Paid online: the refund row was written with the cancel; send it now (housekeeping retries a failure).
    if (result.value.order.payment_state === 'refund_pending') {
      const row = await ctx.db
        .selectFrom('orders')
        .select('id')
        .where('unique_order_id', '=', uniqueOrderId)
        .executeTakeFirstOrThrow();
      await sendDueRefunds(ctx, row.id);
      return ok({ order: await orderViewById(ctx.db, row.id) });
    }
  }
  return result;
}
