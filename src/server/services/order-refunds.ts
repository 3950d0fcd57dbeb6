// What a called-off order gives back (docs/decisions.md, "Cancelling an order", "Staff
// console"): the customer's cancel and the store's rejection both put back the stock the
// order took, its coupon use, the wallet amount it used (a 'refund' transaction) and a
// member order's weight allowance, inside the caller's write transaction. Nothing was paid
// online (no gateway is configured, "Payment"), so the wallet is the whole refund.
import type { ShopContext } from '../context.ts';
import type { OrderRow } from '../db/schema-orders.ts';
import { comboStockTaken } from './combo-lines.ts';
import { returnMemberWeight } from './members.ts';
import { creditWallet } from './wallet.ts';

/** Puts back what the order took, in the lock order of place-order (variants by id, coupon, customer, membership). */
export async function giveBackOrder(
  tx: ShopContext,
  order: Pick<OrderRow, 'id' | 'user_id' | 'coupon_id' | 'wallet_used_paise' | 'membership_id' | 'member_weight_grams'>,
  description: string,
): Promise<void> {
  const items = await tx.db
    .selectFrom('order_items')
    .select(['variant_id', 'quantity'])
    .where('order_id', '=', order.id)
    .where('stock_taken', '=', 1)
    .execute();
  const byVariant = new Map<number, number>();
  for (const item of items)
    if (item.variant_id !== null) byVariant.set(item.variant_id, (byVariant.get(item.variant_id) ?? 0) + item.quantity);
  // A combo line took stock per part (combo-lines.ts).
  for (const [variantId, quantity] of await comboStockTaken(tx, order.id))
    byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
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
    description,
  });
  if (order.membership_id !== null && order.member_weight_grams !== null) {
    await returnMemberWeight(tx, order.membership_id, order.member_weight_grams);
  }
}
