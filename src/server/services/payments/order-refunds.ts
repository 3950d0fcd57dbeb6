// What a called-off order gives back (decision 0117, decision 0183):
// the customer's cancel and the store's rejection both put back the stock the
// order took, its coupon use, the wallet amount it used (a 'refund' transaction) and a
// member order's weight allowance, inside the caller's write transaction. What was paid online
// (decision 0252) is refunded through its provider: a payment_refunds row is
// written here, in the same transaction, and sent once it committed (sendDueRefunds, here too, so
// that orders/ may send them without importing orders/paid-online.ts).
import { ok } from '../../../domain/api/errors.ts';
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { RefundDestination } from '../../../domain/orders/payments.ts';
import { refundSplit } from '../../../domain/tax/credit-note.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { comboStockTaken } from '../pricing/combo-lines.ts';
import { returnMemberWeight } from '../accounts/members.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { orderChanging } from '../reports/summaries.ts';
import { log, messageOf } from './payment-events.ts';
import { creditWallet } from './wallet.ts';
import { enqueueOrderUpdate } from '../notifications/order-messages.ts';

/** A refund another sender claimed this long ago and never finished is claimed again. */
const REFUND_CLAIM_STALE_MS = 60_000;

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
 * attempt, less what its short lines refunded: the unique idempotency key makes a second ask a no-op). To the 'wallet',
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
  // What short lines refunded of an attempt already (decision 0285) is not refunded again.
  const earlier = await tx.db
    .selectFrom('payment_refunds')
    .select(['attempt_id', 'amount_paise'])
    .where('order_id', '=', orderId)
    .where('substitution_id', 'is not', null)
    .execute();
  // A refund through the provider is in the reports' sums (decision 0298).
  if (paid.length > 0) await orderChanging(tx.db, orderId);
  let written = 0;
  for (const attempt of paid) {
    const refunded = earlier
      .filter((row) => row.attempt_id === attempt.id)
      .reduce((sum, row) => sum + row.amount_paise, 0);
    const amount = attempt.amount_paise - refunded;
    if (amount <= 0) continue;
    const result = await tx.db
      .insertInto('payment_refunds')
      .values({
        order_id: orderId,
        attempt_id: attempt.id,
        // One per attempt, however often asked (the key is unique).
        idempotency_key: `refund-${attempt.provider_payment_id ?? attempt.id}`,
        amount_paise: amount,
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
        amountMinor: amount,
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
            { amount: `₹${fromMinor(amount)}`, id: attempt.unique_order_id },
            '/my-wallet',
          ),
          image: null,
          created_at: now,
        })
        .execute();
      await enqueueOrderUpdate(tx.db, {
        kind: 'order-refund',
        order: { id: orderId, unique_order_id: attempt.unique_order_id, user_id: attempt.user_id },
      });
    }
  }
  return written;
}

/** Puts back what the order took, in the lock order of place-order (variants by id, coupon, customer, membership, slot). */
export async function giveBackOrder(
  tx: ShopContext,
  order: Pick<OrderRow, 'id' | 'user_id' | 'coupon_id' | 'wallet_used_paise' | 'membership_id' | 'member_weight_grams'>,
  description: string,
  /** Where a payment made online goes back to (the customer's choice on cancelling, where the shop allows it). */
  refundTo: RefundDestination = 'source',
): Promise<void> {
  // Its coupon use and refunds leave the reports' sums with it (decision 0298).
  await orderChanging(tx.db, order.id);
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
  // Its place in its slot is free for another order (decision 0279).
  await tx.db
    .updateTable('orders')
    .set({ slot_held: 0 })
    .where('id', '=', order.id)
    .where('slot_held', '=', 1)
    .execute();
  await scheduleRefunds(tx, order.id, description, refundTo);
}

/**
 * Sends the refunds that are due (of one order, or all): each row is claimed by one conditional
 * update before the provider is called, so two senders never send one refund; a failed call
 * leaves it pending for the next try (housekeeping). The customer is told once it is sent.
 */
export async function sendDueRefunds(ctx: ShopContext, orderId?: number): Promise<number> {
  const now = ctx.now();
  const stale = new Date(now.getTime() - REFUND_CLAIM_STALE_MS).toISOString();
  let due = ctx.db
    .selectFrom('payment_refunds')
    .innerJoin('payment_attempts', 'payment_attempts.id', 'payment_refunds.attempt_id')
    .innerJoin('orders', 'orders.id', 'payment_refunds.order_id')
    .select([
      'payment_refunds.id',
      'payment_refunds.idempotency_key',
      'payment_refunds.amount_paise',
      'payment_attempts.provider',
      'payment_attempts.provider_payment_id',
      'payment_refunds.order_id',
      'orders.user_id',
      'orders.unique_order_id',
    ])
    .where('payment_refunds.status', '=', 'pending');
  if (orderId !== undefined) due = due.where('payment_refunds.order_id', '=', orderId);
  let sent = 0;
  for (const refund of await due.orderBy('payment_refunds.id').limit(100).execute()) {
    const provider = ctx.payments?.get(refund.provider);
    if (!provider || refund.provider_payment_id === null) continue;
    const claimed = await ctx.db
      .updateTable('payment_refunds')
      .set((eb) => ({ claimed_at: now.toISOString(), tries: eb('tries', '+', 1) }))
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      const { providerRefundId } = await provider.refund({
        providerPaymentId: refund.provider_payment_id,
        amountMinor: refund.amount_paise,
        idempotencyKey: refund.idempotency_key,
      });
      const at = ctx.now().toISOString();
      await inWriteTransaction(ctx, async (tx) => {
        await tx.db
          .updateTable('payment_refunds')
          .set({ status: 'sent', provider_refund_id: providerRefundId, updated_at: at, last_error: null })
          .where('id', '=', refund.id)
          .execute();
        await tx.db
          .insertInto('notifications')
          .values({
            user_id: refund.user_id,
            ...alertNotice(
              'saidAlertRefundSent',
              { amount: `₹${fromMinor(refund.amount_paise)}`, id: refund.unique_order_id },
              `/running-order/${encodeURIComponent(refund.unique_order_id)}`,
            ),
            image: null,
            created_at: at,
          })
          .execute();
        await enqueueOrderUpdate(tx.db, {
          kind: 'order-refund',
          order: { id: refund.order_id, unique_order_id: refund.unique_order_id, user_id: refund.user_id },
        });
        return ok(undefined);
      });
      ctx.outbox.wake();
      sent += 1;
    } catch (error) {
      const message = messageOf(error);
      log(`refund ${refund.idempotency_key} failed, will retry: ${message}`);
      await ctx.db
        .updateTable('payment_refunds')
        .set({ claimed_at: null, last_error: message.slice(0, 500), updated_at: ctx.now().toISOString() })
        .where('id', '=', refund.id)
        .execute();
    }
  }
  return sent;
}

/**
 * Refunds part of a delivered order (goods missing or damaged; decision 0338), in the caller's
 * transaction: back to the online payment while any of it is left unrefunded (a payment_refunds row
 * keyed by `key`, sent after the commit by sendDueRefunds), the rest to the wallet at once.
 */
export async function refundPartOfOrder(
  tx: ShopContext,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  amountMinor: number,
  key: string,
  description: string,
): Promise<{ onlineMinor: number; walletMinor: number }> {
  const [paid, refunded] = await Promise.all([
    tx.db
      .selectFrom('payment_attempts')
      .select(['id', 'amount_paise'])
      .where('order_id', '=', order.id)
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .execute(),
    tx.db
      .selectFrom('payment_refunds')
      .select(['attempt_id', 'amount_paise'])
      .where('order_id', '=', order.id)
      .execute(),
  ]);
  // The order's payment is its latest paid attempt (an earlier one was refunded when it lapsed).
  const attempt = paid[0];
  const onlineLeft = attempt
    ? attempt.amount_paise -
      refunded.filter((row) => row.attempt_id === attempt.id).reduce((sum, row) => sum + row.amount_paise, 0)
    : 0;
  const split = refundSplit(amountMinor, onlineLeft);
  // The refunds are in the reports' sums (decision 0298).
  await orderChanging(tx.db, order.id);
  if (split.onlineMinor > 0 && attempt) {
    const now = tx.now().toISOString();
    await tx.db
      .insertInto('payment_refunds')
      .values({
        order_id: order.id,
        attempt_id: attempt.id,
        idempotency_key: key,
        amount_paise: split.onlineMinor,
        status: 'pending',
        destination: 'source',
        reason: description,
        provider_refund_id: null,
        claimed_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await creditWallet(tx, {
    userId: order.user_id,
    amountMinor: split.walletMinor,
    kind: 'refund',
    orderId: order.id,
    description,
  });
  return split;
}
