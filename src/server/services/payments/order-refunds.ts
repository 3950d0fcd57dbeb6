// What a called-off order gives back (decision 0117, decision 0183):
// the customer's cancel and the store's rejection both put back the stock the
// order took, its coupon use, the wallet amount it used (a 'refund' transaction) and a
// member order's weight allowance, inside the caller's write transaction. What was paid online
// (decision 0252) is refunded through its provider: a payment_refunds row is
// written here, in the same transaction, and sent once it committed (payments.ts sendDueRefunds).
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { RefundDestination } from '../../../domain/orders/payments.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { comboStockTaken } from '../pricing/combo-lines.ts';
import { returnMemberWeight } from '../accounts/members.ts';
import { creditWallet } from './wallet.ts';

/** The stock the order took, by variant (its item lines and its combos' parts), in variant id order. */
export async function stockTakenOf(tx: ShopContext, orderId: number): Promise<[number, number][]> {
  const items = await tx.db
    .selectFrom('order_items')
    .select(['variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('stock_taken', '=', 1)
    .execute();
  const byVariant = new Map<number, number>();
  for (const item of items)
    if (item.variant_id !== null) byVariant.set(item.variant_id, (byVariant.get(item.variant_id) ?? 0) + item.quantity);
  // A combo line took stock per part (combo-lines.ts).
  for (const [variantId, quantity] of await comboStockTaken(tx, orderId))
    byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
  return [...byVariant].sort(([a], [b]) => a - b);
}

/**
 * Writes the refund of every online payment of the order that has none yet (one per paid
 * attempt: the unique attempt_id and idempotency key make a second ask a no-op). To the 'wallet',
 * the refund is done here, in the caller's transaction: the wallet is credited and the row is
 * written sent; back to the 'source', it is sent through the provider after the commit.
 */
export async function scheduleRefunds(
  tx: ShopContext,
  orderId: number,
  reason: string,
  destination: RefundDestination = 'source',
): Promise<number> {
  const paid = await tx.db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select([
      'payment_attempts.id',
      'payment_attempts.amount_paise',
      'payment_attempts.provider_payment_id',
      'orders.user_id',
      'orders.unique_order_id',
    ])
    .where('payment_attempts.order_id', '=', orderId)
    .where('payment_attempts.status', '=', 'paid')
    .execute();
  const now = tx.now().toISOString();
  let written = 0;
  for (const attempt of paid) {
    const result = await tx.db
      .insertInto('payment_refunds')
      .values({
        order_id: orderId,
        attempt_id: attempt.id,
        idempotency_key: `refund-${attempt.provider_payment_id ?? attempt.id}`,
        amount_paise: attempt.amount_paise,
        status: destination === 'wallet' ? 'sent' : 'pending',
        destination,
        reason,
        provider_refund_id: null,
        claimed_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    const first = Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    written += Number(first);
    if (first && destination === 'wallet') {
      await creditWallet(tx, {
        userId: attempt.user_id,
        amountMinor: attempt.amount_paise,
        kind: 'refund',
        orderId,
        description: 'Refund of an online payment to your wallet',
      });
      await tx.db
        .insertInto('notifications')
        .values({
          user_id: attempt.user_id,
          ...alertNotice(
            'saidAlertRefundToWallet',
            { amount: `₹${fromMinor(attempt.amount_paise)}`, id: attempt.unique_order_id },
            '/my-wallet',
          ),
          image: null,
          created_at: now,
        })
        .execute();
    }
  }
  return written;
}

/** Puts back what the order took, in the lock order of place-order (variants by id, coupon, customer, membership). */
export async function giveBackOrder(
  tx: ShopContext,
  order: Pick<OrderRow, 'id' | 'user_id' | 'coupon_id' | 'wallet_used_paise' | 'membership_id' | 'member_weight_grams'>,
  description: string,
  /** Where a payment made online goes back to (the customer's choice on cancelling, where the shop allows it). */
  refundTo: RefundDestination = 'source',
): Promise<void> {
  for (const [variantId, quantity] of await stockTakenOf(tx, order.id)) {
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
    description,
  });
  if (order.membership_id !== null && order.member_weight_grams !== null) {
    await returnMemberWeight(tx, order.membership_id, order.member_weight_grams);
  }
  await scheduleRefunds(tx, order.id, description, refundTo);
}
