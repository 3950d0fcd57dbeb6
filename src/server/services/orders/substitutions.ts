// Short lines settled (decision 0285): a line marked short becomes its substitute or a refund, by
// the customer's answer, the counter's (after "Call me"), or the customer's preference once the
// time to answer has passed. Settling one recomputes the order's bill by the domain's rules
// (domain/orders/substitutions.ts recomputeOrder) and refunds what is due beyond earlier refunds:
// to the provider for what was paid online (a payment_refunds row, sent after the commit by the
// refund path cancels use), to the wallet for the rest. Each short line settles once: the row is
// claimed by one conditional update, so two answers, or an answer and the sweep, never refund twice.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { OrderAnswer } from '../../../domain/api/orders.ts';
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { fromMinor } from '../../../domain/money.ts';
import { isStockLimited } from '../../../domain/catalogue/stock.ts';
import {
  DEFAULT_SUBSTITUTION,
  type LineChange,
  type OrderTerms,
  outcomeWithoutAnswer,
  recomputeOrder,
  type SubstitutionOutcome,
  type SubstitutionPreference,
} from '../../../domain/orders/substitutions.ts';
import type { SubstitutionDefaultAnswer } from '../../../domain/api/substitutions.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow, OrderSubstitutionRow } from '../../db/schema-orders.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { orderChanging } from '../reports/summaries.ts';
import { eventTopics, publishEvent } from '../../events.ts';
import { sendDueRefunds } from '../payments/order-refunds.ts';
import { creditWallet } from '../payments/wallet.ts';
import { deliveryTerms } from '../pricing/pricing.ts';
import { recordChange } from '../audit/changes.ts';
import { ORDER_NOT_FOUND, orderViewById } from './orders.ts';
import type { StoredAdjustedBill } from './substitution-views.ts';
import { said } from '../../said.ts';
import { enqueueOrderUpdate } from '../notifications/order-messages.ts';

type Answer = NonNullable<OrderSubstitutionRow['answer']>;
type AnsweredBy = NonNullable<OrderSubstitutionRow['answered_by']>;

/** The order's terms as placed, with what its short lines refunded so far. */
async function placedTerms(tx: ShopContext, order: OrderRow): Promise<OrderTerms> {
  const [lines, parts, coupon, store, paid, settled] = await Promise.all([
    tx.db
      .selectFrom('order_items')
      .select(['id', 'unit_price_paise', 'quantity', 'combo_id'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    tx.db
      .selectFrom('order_item_parts')
      .innerJoin('order_items', 'order_items.id', 'order_item_parts.order_item_id')
      .leftJoin('item_variants', 'item_variants.id', 'order_item_parts.variant_id')
      .select([
        'order_item_parts.id',
        'order_item_parts.order_item_id',
        'order_item_parts.quantity',
        'item_variants.sale_price_paise',
      ])
      .where('order_items.order_id', '=', order.id)
      .orderBy('order_item_parts.id')
      .execute(),
    order.coupon_id === null
      ? Promise.resolve(undefined)
      : tx.db.selectFrom('coupons').selectAll().where('id', '=', order.coupon_id).executeTakeFirst(),
    tx.db.selectFrom('stores').selectAll().where('id', '=', order.store_id).executeTakeFirstOrThrow(),
    tx.db
      .selectFrom('payment_attempts')
      .select('amount_paise')
      .where('order_id', '=', order.id)
      .where('status', '=', 'paid')
      .execute(),
    tx.db
      .selectFrom('order_substitutions')
      .select(['refund_wallet_paise', 'refund_online_paise'])
      .where('order_id', '=', order.id)
      .where('state', '=', 'settled')
      .execute(),
  ]);
  const partsOf = Map.groupBy(parts, (part) => part.order_item_id);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      unitMinor: line.unit_price_paise,
      quantity: line.quantity,
      parts:
        line.combo_id === null
          ? undefined
          : (partsOf.get(line.id) ?? []).map((part) => ({
              id: part.id,
              quantity: part.quantity,
              unitWorthMinor: part.sale_price_paise ?? 0,
            })),
    })),
    coupon: coupon
      ? {
          discount_type: coupon.discount_type === 'PERCENTAGE' ? 'PERCENTAGE' : 'FIXED',
          // PERCENTAGE stores the percent; FIXED stores paise (as pricing/coupons.ts reads them).
          discount: coupon.discount_type === 'PERCENTAGE' ? coupon.discount : fromMinor(coupon.discount),
          max_discount: coupon.max_discount_paise === null ? null : fromMinor(coupon.max_discount_paise),
          minSubtotalMinor: coupon.min_subtotal_paise,
        }
      : null,
    discountMinor: order.discount_paise,
    mode: order.mode,
    store: deliveryTerms(store),
    distanceKm: order.distance_km,
    tipMinor: order.tip_paise,
    slotFeeMinor: order.slot_fee_paise,
    totalMinor: order.total_paise,
    walletMinor: order.wallet_used_paise,
    onlineMinor: paid.reduce((sum, attempt) => sum + attempt.amount_paise, 0),
    refunded: {
      walletMinor: settled.reduce((sum, row) => sum + row.refund_wallet_paise, 0),
      onlineMinor: settled.reduce((sum, row) => sum + row.refund_online_paise, 0),
    },
  };
}

/** The settled short lines of an order as the recomputation reads them. */
function changesOf(rows: readonly OrderSubstitutionRow[]): LineChange[] {
  return rows
    .filter((row) => row.state === 'settled')
    .map((row) => ({
      lineId: row.order_item_id,
      shortQuantity: row.short_quantity,
      partId: row.part_id,
      substitute:
        row.outcome === 'substitute' && row.substitute_unit_paise !== null
          ? { unitMinor: row.substitute_unit_paise, quantity: row.substitute_quantity }
          : null,
      approvedPrice: row.answer === 'approved',
    }));
}

/** Puts back the substitute's stock taken when it was offered (it was not taken in the end). */
async function putBackSubstitute(tx: ShopContext, row: OrderSubstitutionRow): Promise<void> {
  if (row.substitute_variant_id === null || row.substitute_quantity <= 0) return;
  const variant = await tx.db
    .selectFrom('item_variants')
    .select(['is_infinite', 'is_negative', 'stock'])
    .where('id', '=', row.substitute_variant_id)
    .executeTakeFirst();
  if (!variant || variant.is_infinite === 1) return;
  await tx.db
    .updateTable('item_variants')
    .set((eb) => ({ stock: eb('stock', '+', row.substitute_quantity) }))
    .where('id', '=', row.substitute_variant_id)
    .execute();
}

/**
 * Takes a substitute's stock when the counter offers it (the counter holds it for the customer),
 * refused when there is not enough. Infinite variants are not counted.
 */
export async function takeSubstituteStock(tx: ShopContext, variantId: number, quantity: number): Promise<boolean> {
  const variant = await tx.db
    .selectFrom('item_variants')
    .select(['is_infinite', 'is_negative', 'stock'])
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (!variant) return false;
  if (variant.is_infinite === 1) return true;
  let update = tx.db
    .updateTable('item_variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId);
  if (isStockLimited(variant)) update = update.where('stock', '>=', quantity);
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}

/** What a settled line says in the customer's alerts and the audit. */
function settledWords(row: OrderSubstitutionRow, itemName: string, outcome: SubstitutionOutcome): string {
  return outcome === 'substitute' && row.substitute_name
    ? `${itemName}: ${row.short_quantity} short, replaced by ${row.substitute_name} × ${row.substitute_quantity}`
    : `${itemName}: ${row.short_quantity} short, refunded`;
}

/**
 * Settles one short line (inside the caller's write transaction), once: the row is claimed from
 * 'asked' (or written settled at once by the caller: `claimed`), the bill recomputed, the refund
 * due beyond earlier ones made (wallet at once; online as a payment_refunds row sent after the
 * commit), the customer told, the change audited under the member who marked it short.
 * Answers false when another answer settled it first.
 */
export async function settleShortLine(
  tx: ShopContext,
  subId: number,
  outcome: SubstitutionOutcome,
  answer: Answer,
  answeredBy: AnsweredBy,
): Promise<boolean> {
  const now = tx.now().toISOString();
  const claimed = await tx.db
    .updateTable('order_substitutions')
    .set({ state: 'settled', outcome, answer, answered_by: answeredBy, settled_at: now })
    .where('id', '=', subId)
    .where('state', '=', 'asked')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const row = await tx.db
    .selectFrom('order_substitutions')
    .selectAll()
    .where('id', '=', subId)
    .executeTakeFirstOrThrow();
  const order = await tx.db.selectFrom('orders').selectAll().where('id', '=', row.order_id).executeTakeFirstOrThrow();
  const item = await tx.db
    .selectFrom('order_items')
    .select('name')
    .where('id', '=', row.order_item_id)
    .executeTakeFirstOrThrow();
  if (outcome === 'refund') await putBackSubstitute(tx, row);

  const terms = await placedTerms(tx, order);
  const rows = await tx.db.selectFrom('order_substitutions').selectAll().where('order_id', '=', order.id).execute();
  const bill = recomputeOrder(terms, changesOf(rows));
  const { walletMinor, onlineMinor } = bill.refundNow;
  const description = `Refund for ${item.name}, short in order ${order.unique_order_id}`;
  // The refunds are in the reports' sums (decision 0298).
  await orderChanging(tx.db, order.id);
  await creditWallet(tx, {
    userId: order.user_id,
    amountMinor: walletMinor,
    kind: 'refund',
    orderId: order.id,
    description,
  });
  if (onlineMinor > 0) {
    const attempt = await tx.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await tx.db
      .insertInto('payment_refunds')
      .values({
        order_id: order.id,
        attempt_id: attempt.id,
        idempotency_key: `substitution-${row.id}`,
        amount_paise: onlineMinor,
        status: 'pending',
        destination: 'source',
        reason: description,
        provider_refund_id: null,
        claimed_at: null,
        last_error: null,
        substitution_id: row.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await tx.db
    .updateTable('order_substitutions')
    .set({ refund_wallet_paise: walletMinor, refund_online_paise: onlineMinor })
    .where('id', '=', row.id)
    .execute();
  const stored: StoredAdjustedBill = {
    subtotal: bill.subtotalMinor,
    discount: bill.discountMinor,
    couponDropped: bill.couponDropped,
    deliveryCharge: bill.deliveryChargeMinor,
    freeDeliveryLost: bill.freeDeliveryLost,
    total: bill.totalMinor,
    payable: bill.payableMinor,
    collect: bill.collectMinor,
  };
  await tx.db
    .updateTable('orders')
    .set({ adjusted_bill: JSON.stringify(stored), updated_at: now })
    .where('id', '=', order.id)
    .execute();
  const link = `/running-order/${encodeURIComponent(order.unique_order_id)}`;
  const substituted = outcome === 'substitute' && row.substitute_name !== null;
  await tx.db
    .insertInto('notifications')
    .values({
      user_id: order.user_id,
      ...alertNotice(
        substituted ? 'saidAlertSubstituted' : 'saidAlertShortRefunded',
        {
          id: order.unique_order_id,
          item: item.name,
          substitute: row.substitute_name ?? '',
          amount: `₹${fromMinor(walletMinor + onlineMinor)}`,
        },
        link,
      ),
      image: null,
      created_at: now,
    })
    .execute();
  // A refunded short line is a refund the customer hears of on their chosen channel (decision 0340).
  if (!substituted && walletMinor + onlineMinor > 0) await enqueueOrderUpdate(tx.db, { kind: 'order-refund', order });
  if (row.staff_id !== null)
    await recordChange(
      tx.db,
      { id: row.staff_id },
      {
        kind: 'order',
        action: 'settle',
        entityId: order.id,
        storeId: order.store_id,
        summary: `Order ${order.unique_order_id}: ${settledWords(row, item.name, outcome)} (${answer} by ${answeredBy}); refunded ₹${fromMinor(walletMinor)} to the wallet, ₹${fromMinor(onlineMinor)} online`,
        before: { state: 'asked' },
        after: {
          outcome,
          answer,
          answered_by: answeredBy,
          refund_wallet_paise: walletMinor,
          refund_online_paise: onlineMinor,
          bill: stored,
        },
      },
      tx.now(),
    );
  return true;
}

/** After a commit that changed an order's short lines: send refunds due online, tell the live screens. */
export async function afterShortLineChange(
  ctx: ShopContext,
  order: { id: number; unique_order_id: string; store_id: number; status: OrderRow['status'] },
  stockChanged: boolean,
): Promise<void> {
  if (stockChanged) catalogChanged(ctx.db);
  // An order message queued with the change (decision 0340) goes out now.
  ctx.outbox.wake();
  await sendDueRefunds(ctx, order.id);
  const data = { unique_order_id: order.unique_order_id, status: order.status, substitution: true };
  await Promise.all([
    publishEvent(ctx.db, eventTopics.order(order.unique_order_id), data),
    publishEvent(ctx.db, eventTopics.storeOrders(order.store_id), data),
    publishEvent(ctx.db, eventTopics.alerts, data),
  ]);
}

/**
 * Settles the short lines whose time to answer has passed (of one order, or all) by the
 * customer's preference; "Call me" waits for the counter. Answers how many were settled.
 */
export async function settleDueShortLines(ctx: ShopContext, orderId?: number): Promise<number> {
  let due = ctx.db
    .selectFrom('order_substitutions')
    .select(['id', 'order_id'])
    .where('state', '=', 'asked')
    .where('preference', '!=', 'call')
    .where('answer_due_at', '<=', ctx.now().toISOString());
  if (orderId !== undefined) due = due.where('order_id', '=', orderId);
  let settled = 0;
  for (const { id } of await due.orderBy('id').limit(100).execute()) {
    let changed: { id: number; unique_order_id: string; store_id: number; status: OrderRow['status'] } | null = null;
    let putBack = false;
    await inWriteTransaction(ctx, async (tx) => {
      const row = await forUpdate(
        tx,
        tx.db.selectFrom('order_substitutions').selectAll().where('id', '=', id).where('state', '=', 'asked'),
      ).executeTakeFirst();
      if (!row) return ok(undefined);
      const chosen = await tx.db
        .selectFrom('order_items')
        .select('substitution_item_id')
        .where('id', '=', row.order_item_id)
        .executeTakeFirstOrThrow();
      const outcome = outcomeWithoutAnswer(
        row.preference,
        row.substitute_item_id !== null && row.substitute_item_id === chosen.substitution_item_id,
      );
      if (outcome === 'wait') return ok(undefined);
      if (await settleShortLine(tx, row.id, outcome, 'no_answer', 'time')) {
        settled += 1;
        putBack = outcome === 'refund' && row.substitute_variant_id !== null;
        changed = await tx.db
          .selectFrom('orders')
          .select(['id', 'unique_order_id', 'store_id', 'status'])
          .where('id', '=', row.order_id)
          .executeTakeFirstOrThrow();
      }
      return ok(undefined);
    });
    if (changed) await afterShortLineChange(ctx, changed, putBack);
  }
  return settled;
}

/**
 * The customer approves or declines the substitute offered for line `line` of their order, while
 * it is asked. Declining refunds the short units; approving takes the substitute at its price.
 */
export async function answerSubstitution(
  ctx: ShopContext,
  userId: number,
  input: { unique_order_id: string; line: number; approve: boolean },
): Promise<Result<OrderAnswer>> {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'unique_order_id', 'store_id', 'status'])
    .where('unique_order_id', '=', input.unique_order_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
  // An answer that comes after the time is up finds the preference applied.
  await settleDueShortLines(ctx, order.id);
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<boolean>> => {
    const lines = await tx.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const line = lines[input.line - 1];
    if (!line)
      return fail('validation_failed', said('saidNoSuchLine', { id: order.unique_order_id, line: input.line }), {
        line: said('saidFieldOrderLines', { n: lines.length }),
      });
    const row = await forUpdate(
      tx,
      tx.db.selectFrom('order_substitutions').selectAll().where('order_item_id', '=', line.id),
    ).executeTakeFirst();
    if (!row) return fail('validation_failed', said('saidLineNotAsked'), { line: said('saidFieldNothingToAnswer') });
    if (row.state !== 'asked' || row.substitute_name === null)
      return fail('conflict', said('saidLineSettled'), { line: said('saidFieldAlreadySettled') });
    const settled = await settleShortLine(
      tx,
      row.id,
      input.approve ? 'substitute' : 'refund',
      input.approve ? 'approved' : 'declined',
      'customer',
    );
    return ok(settled && !input.approve);
  });
  if (!result.ok) return result;
  await afterShortLineChange(ctx, order, result.value);
  return ok({ order: await orderViewById(ctx.db, order.id) });
}

/** The customer's default wish for the lines of their next orders (My account). */
export async function setSubstitutionDefault(
  ctx: ShopContext,
  userId: number,
  preference: SubstitutionPreference,
): Promise<Result<SubstitutionDefaultAnswer>> {
  await ctx.db.updateTable('users').set({ substitution_default: preference }).where('id', '=', userId).execute();
  return ok({ preference });
}

/** The customer's default wish as stored (My account shows it and the cart starts new lines from it). */
export async function substitutionDefaultOf(ctx: ShopContext, userId: number): Promise<SubstitutionPreference> {
  const user = await ctx.db
    .selectFrom('users')
    .select('substitution_default')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.substitution_default ?? DEFAULT_SUBSTITUTION;
}
