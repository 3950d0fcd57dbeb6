// What a called-off order gives back (docs/decisions.md, "Cancelling an order", "Staff
// console"): the customer's cancel and the store's rejection both put back the stock the
// order took, its coupon use, the wallet amount it used (a 'refund' transaction) and a
// member order's weight allowance, inside the caller's write transaction. What was paid online
// (issue 18, "Online payments") is refunded through its provider: a payment_refunds row is
// written here, in the same transaction, and sent once it committed (payments.ts sendDueRefunds).
import type { ShopContext } from '../context.ts';
import type { OrderRow } from '../db/schema-orders.ts';
import { comboStockTaken } from './combo-lines.ts';
import { returnMemberWeight } from './members.ts';
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
 * attempt: the unique attempt_id and idempotency key make a second ask a no-op).
 */
export async function scheduleRefunds(tx: ShopContext, orderId: number, reason: string): Promise<number> {
  const paid = await tx.db
    .selectFrom('payment_attempts')
    .select(['id', 'amount_paise', 'provider_payment_id'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
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
        status: 'pending',
        reason,
        provider_refund_id: null,
        claimed_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return written;
}

/** Puts back what the order took, in the lock order of place-order (variants by id, coupon, customer, membership). */
export async function giveBackOrder(
  tx: ShopContext,
  order: Pick<OrderRow, 'id' | 'user_id' | 'coupon_id' | 'wallet_used_paise' | 'membership_id' | 'member_weight_grams'>,
  description: string,
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
  await scheduleRefunds(tx, order.id, description);
}
