// Cancelling an order (docs/decisions.md, "Cancelling an order"): the customer's
// 'cancel' step of the state machine (domain/order-flow.ts), allowed only while the
// order is 'placed'; later it is a 409 naming the status. Everything the order took
// is given back in the same transaction: stock, the coupon use, the wallet (a
// 'refund' transaction) and a member order's weight allowance.
import { fail, ok, type Result } from '../../domain/api/errors.ts';
import type { OrderAnswer } from '../../domain/api/orders.ts';
import { transition } from '../../domain/order-flow.ts';
import { catalogChanged } from '../cache.ts';
import type { ShopContext } from '../context.ts';
import type { OrderRow } from '../db/schema-orders.ts';
import { forUpdate, inWriteTransaction } from '../db/write-transaction.ts';
import { returnMemberWeight } from './members.ts';
import { recordStatus, refusedStep } from './order-status.ts';
import { ORDER_NOT_FOUND, orderViewById } from './orders.ts';
import { creditWallet } from './wallet.ts';

/** Puts back what the order took, in the lock order of place-order (variants by id, coupon, customer, membership). */
async function giveBack(tx: ShopContext, order: OrderRow): Promise<void> {
  const items = await tx.db
    .selectFrom('order_items')
    .select(['variant_id', 'quantity'])
    .where('order_id', '=', order.id)
    .where('stock_taken', '=', 1)
    .execute();
  const byVariant = new Map<number, number>();
  for (const item of items)
    if (item.variant_id !== null) byVariant.set(item.variant_id, (byVariant.get(item.variant_id) ?? 0) + item.quantity);
  for (const [variantId, quantity] of [...byVariant].sort(([a], [b]) => a - b)) {
    await tx.db
      .updateTable('item_variants')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', variantId)
      .execute();
  }
  if (order.coupon_id !== null) {
    await tx.db
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('id', '=', order.coupon_id)
      .where('used_count', '>', 0)
      .execute();
    await tx.db.deleteFrom('coupon_redemptions').where('order_id', '=', order.id).execute();
  }
  await creditWallet(tx, {
    userId: order.user_id,
    amountMinor: order.wallet_used_paise,
    kind: 'refund',
    orderId: order.id,
    description: 'Refund of a cancelled order',
  });
  if (order.membership_id !== null && order.member_weight_grams !== null) {
    await returnMemberWeight(tx, order.membership_id, order.member_weight_grams);
  }
}

/** Cancels the customer's order while the store has not accepted it; 404 for anyone else's, 409 when too late. */
export async function cancelOrder(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
  reason: string | null,
): Promise<Result<OrderAnswer>> {
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<OrderAnswer>> => {
    const query = tx.db
      .selectFrom('orders')
      .selectAll()
      .where('unique_order_id', '=', uniqueOrderId)
      .where('user_id', '=', userId);
    const order = await forUpdate(tx, query).executeTakeFirst();
    if (!order) return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: 'no such order' });
    const cancelled = transition(order, 'cancel', 'customer');
    if (!cancelled.ok) return refusedStep(uniqueOrderId, 'cancel', cancelled);
    await giveBack(tx, order);
    const now = tx.now().toISOString();
    await recordStatus(
      tx,
      { id: order.id, status: cancelled.status, at: now },
      { cancelled_at: now, cancel_reason: reason || null },
    );
    return ok({ order: await orderViewById(tx.db, order.id) });
  });
  // Stock came back: catalog answers must show it.
  if (result.ok) catalogChanged(ctx.db);
  return result;
}
