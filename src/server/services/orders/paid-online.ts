// The lifecycle of an order paid online (decision 0252, decision 0254): what is an order's own.
// place-order writes it awaiting_payment, holding its stock, coupon use and wallet part until
// `payment_expires_at` (PAYMENT_HOLD_MS). Its attempts at the provider are made, found, locked
// and recorded paid or failed by payments/attempts.ts, the one lifecycle of an order's and a purchase's
// attempts (decision 0266); what a verified payment or a failure does to the order is
// `orderSettlement` here. Only a verified signal pays it: the provider's signature on the
// browser's return, or a signed webhook, whatever their number and order, once. A failure or the
// hold's end gives everything back (giveBackOrder) and tells the customer; they may pay again
// (the hold taken again) or switch to cash on the same order. A payment that arrives for an order
// that can no longer take it is refunded through the provider (payments/order-refunds.ts).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { PayByCashAnswer, PaymentReturnAnswer, PaymentStartAnswer } from '../../../domain/api/payments.ts';
import { CALLED_OFF, type OrderEvent, type OrderStatusName, transition } from '../../../domain/orders/order-flow.ts';
import {
  cashMethodOf,
  holdEndsAt,
  isHoldOver,
  PAYMENT_EXPIRY_REASON,
  PAYMENT_RETRY_WINDOW_MS,
} from '../../../domain/orders/payments.ts';
import { fromMinor } from '../../../domain/money.ts';
import { isStockLimited } from '../../../domain/catalogue/stock.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { orderChanging } from '../reports/summaries.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { COUPON_ERRORS, customerLimitError } from '../pricing/coupons.ts';
import {
  checkoutOfAttempt,
  openAttempt,
  type Settlement,
  type SettlementFor,
  settleFailed,
  settlePaid,
  settleReturn,
} from '../payments/attempts.ts';
import { giveBackOrder, scheduleRefunds, sendDueRefunds, stockTakenOf } from '../payments/order-refunds.ts';
import { announceOrderMoved, recordStatus, refusedStep } from './order-status.ts';
import { ORDER_NOT_FOUND, orderViewById } from './orders.ts';
import { firstDelivery, log, messageOf, returnField, unknownOrigin } from '../payments/payment-events.ts';
import { expirePurchases, purchaseSettlement } from '../payments/purchases.ts';
import { debitWallet } from '../payments/wallet.ts';
import { said } from '../../said.ts';
import { holdSlotAgain } from './slots.ts';

/** Sent beside their scheduling (payments/order-refunds.ts, which orders/ may import); an order's refunds are part of its payment. */
export { sendDueRefunds };

/** A function, not a constant: orders.ts and this module import each other (it asks for expired holds first). */
function notFound() {
  return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
}

async function lockOrderById(tx: ShopContext, orderId: number): Promise<OrderRow | undefined> {
  return forUpdate(tx, tx.db.selectFrom('orders').selectAll().where('id', '=', orderId)).executeTakeFirst();
}

async function lockOwnOrder(tx: ShopContext, userId: number, uniqueOrderId: string): Promise<OrderRow | undefined> {
  const query = tx.db
    .selectFrom('orders')
    .selectAll()
    .where('unique_order_id', '=', uniqueOrderId)
    .where('user_id', '=', userId);
  return forUpdate(tx, query).executeTakeFirst();
}

/** Takes a step of the state machine and writes it (status, timeline, the customer's alert). */
async function step(
  tx: ShopContext,
  order: OrderRow,
  event: OrderEvent,
  actor: 'system' | 'customer',
): Promise<Result<OrderStatusName>> {
  const moved = transition(order, event, actor);
  if (!moved.ok) return refusedStep(order.unique_order_id, event, moved);
  await recordStatus(tx, { id: order.id, status: moved.status, at: tx.now().toISOString() });
  return ok(moved.status);
}

/**
 * Takes again what a released order held (a retry, a switch to cash, or a payment that came after
 * the hold ended), in the lock order of place-order: variants by id, the coupon, the customer, the slot.
 * Refused (and rolled back by the caller's transaction) when something ran out meanwhile.
 */
async function holdAgain(tx: ShopContext, order: OrderRow): Promise<Result<void>> {
  // Its coupon use comes back into the reports' sums (decision 0298).
  await orderChanging(tx.db, order.id);
  for (const [variantId, quantity] of await stockTakenOf(tx, order.id)) {
    const variant = await tx.db
      .selectFrom('item_variants')
      .select(['stock', 'is_infinite', 'is_negative'])
      .where('id', '=', variantId)
      .executeTakeFirst();
    let update = tx.db
      .updateTable('item_variants')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', variantId);
    if (variant && isStockLimited(variant)) update = update.where('stock', '>=', quantity);
    if (Number((await update.executeTakeFirst()).numUpdatedRows) !== 1)
      return fail('out_of_stock', said('saidOrderRanOut'), {
        items: said('saidFieldNoLongerInStock'),
      });
  }
  if (order.coupon_id !== null) {
    const coupon = await tx.db
      .selectFrom('coupons')
      .select(['max_uses_per_customer'])
      .where('id', '=', order.coupon_id)
      .executeTakeFirst();
    const perCustomer = coupon?.max_uses_per_customer ?? null;
    if (perCustomer !== null) {
      const uses = await tx.db
        .selectFrom('coupon_redemptions')
        .innerJoin('orders', 'orders.id', 'coupon_redemptions.order_id')
        .select((eb) => eb.fn.countAll<number>().as('uses'))
        .where('coupon_redemptions.coupon_id', '=', order.coupon_id)
        .where('coupon_redemptions.user_id', '=', order.user_id)
        .where('orders.status', 'not in', CALLED_OFF)
        .executeTakeFirstOrThrow();
      if (Number(uses.uses) >= perCustomer) {
        const reason = customerLimitError(perCustomer);
        return fail('validation_failed', reason, { coupon: reason });
      }
    }
    const counted = await tx.db
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('id', '=', order.coupon_id)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1)
      return fail('validation_failed', COUPON_ERRORS.usedUp, { coupon: COUPON_ERRORS.usedUp });
    await tx.db
      .insertInto('coupon_redemptions')
      .values({
        coupon_id: order.coupon_id,
        user_id: order.user_id,
        order_id: order.id,
        created_at: tx.now().toISOString(),
      })
      .execute();
  }
  const debited = await debitWallet(tx, {
    userId: order.user_id,
    amountMinor: order.wallet_used_paise,
    kind: 'order',
    orderId: order.id,
    description: 'Paid for an order',
  });
  if (!debited.ok) return debited;
  return holdSlotAgain(tx, order);
}

/** Gives back what an unpaid order held and marks its payment failed (the customer is told). */
async function release(tx: ShopContext, order: OrderRow): Promise<void> {
  await giveBackOrder(tx, order, 'Released: the online payment did not complete');
  await step(tx, order, 'fail_payment', 'system');
  await tx.db.updateTable('orders').set({ payment_expires_at: null }).where('id', '=', order.id).execute();
}

function announce(ctx: ShopContext, order: OrderRow, status: OrderStatusName): void {
  void announceOrderMoved(ctx.db, { unique_order_id: order.unique_order_id, store_id: order.store_id, status });
}

/**
 * Lets the holds that ended go (a hold that expires releases what it held): for one customer before their
 * orders are read (lazily), or for everyone (the housekeeping sweep). Each order in its own
 * transaction, locked and checked again, so a payment confirmed a moment earlier wins. The sweep
 * also calls off orders whose payment failed more than PAYMENT_RETRY_WINDOW_MS ago.
 */
export async function expireHolds(ctx: ShopContext, userId?: number): Promise<number> {
  const now = ctx.now();
  let due = ctx.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('payment_expires_at', '<=', now.toISOString());
  if (userId !== undefined) due = due.where('user_id', '=', userId);
  const rows = await due.orderBy('id').limit(500).execute();
  let released = 0;
  for (const { id } of rows) {
    const moved = await inWriteTransaction(ctx, async (tx): Promise<Result<OrderRow | null>> => {
      const order = await lockOrderById(tx, id);
      if (order?.status !== 'awaiting_payment' || !isHoldOver(order.payment_expires_at, tx.now())) return ok(null);
      await release(tx, order);
      return ok(order);
    });
    if (moved.ok && moved.value) {
      released += 1;
      announce(ctx, moved.value, 'payment_failed');
    }
  }
  if (released > 0) catalogChanged(ctx.db);
  if (userId === undefined) {
    const stale = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'payment_failed')
      .where('updated_at', '<', new Date(now.getTime() - PAYMENT_RETRY_WINDOW_MS).toISOString())
      .limit(500)
      .execute();
    for (const { id } of stale) {
      await inWriteTransaction(ctx, async (tx) => {
        const order = await lockOrderById(tx, id);
        if (order?.status !== 'payment_failed') return ok(undefined);
        const at = tx.now().toISOString();
        await recordStatus(
          tx,
          { id, status: 'cancelled', at },
          { cancelled_at: at, cancel_reason: PAYMENT_EXPIRY_REASON },
        );
        return ok(undefined);
      });
    }
  }
  return released;
}

function providerOf(ctx: ShopContext, order: OrderRow): PaymentProvider | undefined {
  return order.payment_provider ? ctx.payments?.get(order.payment_provider) : undefined;
}

/**
 * Opens (or reopens) the provider's checkout for the customer's order: a retry after a failure
 * takes the hold again first; an attempt still open is reused, else one is made at the provider.
 */
export async function startPayment(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
  /** The shop's origin, for a hosted checkout's way back (PUBLIC_ORIGIN or the request's). */
  origin: string | null,
): Promise<Result<PaymentStartAnswer>> {
  await expireHolds(ctx, userId);
  const retried = await inWriteTransaction(ctx, async (tx): Promise<Result<OrderRow & { retried?: true }>> => {
    const order = await lockOwnOrder(tx, userId, uniqueOrderId);
    if (!order) return notFound();
    if (!providerOf(tx, order))
      return fail('conflict', said('saidOnlinePaymentUnavailable'), {
        payment_method: said('saidFieldNotAvailable'),
      });
    if (order.status !== 'payment_failed') return ok(order);
    const moved = transition(order, 'retry_payment', 'customer');
    if (!moved.ok) return refusedStep(uniqueOrderId, 'retry_payment', moved);
    const held = await holdAgain(tx, order);
    if (!held.ok) return held;
    await recordStatus(tx, { id: order.id, status: moved.status, at: tx.now().toISOString() });
    const expiresAt = holdEndsAt(tx.now());
    await tx.db.updateTable('orders').set({ payment_expires_at: expiresAt }).where('id', '=', order.id).execute();
    return ok({ ...order, status: moved.status, payment_expires_at: expiresAt, retried: true });
  });
  if (!retried.ok) return retried;
  const order = retried.value;
  if (order.status !== 'awaiting_payment')
    return fail('conflict', said('saidNothingToPay', { id: uniqueOrderId }), {
      status: said('saidValue', { value: order.status }),
    });
  const provider = providerOf(ctx, order);
  if (!provider) return fail('conflict', said('saidNoOnlinePaymentForOrder'));
  const noOrigin = unknownOrigin(provider, origin);
  if (noOrigin) return noOrigin;

  const customer = await ctx.db
    .selectFrom('users')
    .select(['name', 'phone', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const back = `${origin ?? ''}/pay/${encodeURIComponent(order.unique_order_id)}`;
  const attempt = await openAttempt(ctx, provider, {
    paysFor: { kind: 'order', id: order.id },
    what: order.unique_order_id,
    amountMinor: order.total_payable_paise,
    receipt: order.unique_order_id,
    notes: { unique_order_id: order.unique_order_id },
    description: `Order ${order.unique_order_id}`,
    back,
    expiresAt: new Date(order.payment_expires_at ?? holdEndsAt(ctx.now())),
    customerEmail: customer?.email ?? null,
  });
  if (!attempt.ok) return attempt;
  const left = Date.parse(order.payment_expires_at ?? '') - ctx.now().getTime();
  if (order.retried) announce(ctx, order, 'awaiting_payment');
  return ok({
    order: await orderViewById(ctx.db, order.id),
    checkout: checkoutOfAttempt(provider, attempt.value, left / 1000),
    prefill: { name: customer?.name ?? '', contact: customer?.phone ?? '', email: customer?.email ?? '' },
    amount: fromMinor(attempt.value.amount_paise),
  });
}

/**
 * What a signal about one of an order's attempts does to the order. A verified payment: awaiting
 * payment → placed; after its hold ended → placed if its stock can be taken again, else refused
 * (rolled back: payments/attempts.ts records the payment in a transaction of its own and `keep` refunds
 * it); an order placed already (paid by another attempt, switched to cash) or called off → the
 * payment is refunded. A failure of its latest attempt while it awaits payment releases it.
 */
function orderSettlement(): Settlement {
  let order: OrderRow | undefined;
  const after: { moved?: OrderStatusName; released?: true; refund?: string } = {};
  return {
    async lock(tx, id) {
      order = await lockOrderById(tx, id);
      return order?.unique_order_id;
    },
    async paid(tx) {
      if (!order) return fail('not_found', ORDER_NOT_FOUND);
      if (order.status === 'payment_failed') {
        // Paid after the hold ended: the order stands if what it held can be taken again.
        const held = await holdAgain(tx, order);
        // Nothing of holdAgain may stay: the transaction is rolled back, and `keep` refunds.
        if (!held.ok) return fail('out_of_stock', said('saidLatePaymentStockGone'));
      }
      if (order.status === 'awaiting_payment' || order.status === 'payment_failed') {
        const placed = await step(tx, order, 'pay', 'system');
        if (!placed.ok) return placed;
        await tx.db.updateTable('orders').set({ payment_expires_at: null }).where('id', '=', order.id).execute();
        after.moved = placed.value;
        return ok('confirmed');
      }
      // Placed already (another attempt, or cash) or called off: this money goes back.
      after.refund = 'Paid for an order that no longer needed it';
      return ok('refunding');
    },
    async keep() {
      after.refund = 'Paid after the order was released';
    },
    async failed(tx, attempt) {
      if (order?.status !== 'awaiting_payment') return 'noted';
      const newer = await tx.db
        .selectFrom('payment_attempts')
        .select('id')
        .where('order_id', '=', order.id)
        .where('id', '>', attempt.id)
        .executeTakeFirst();
      if (newer) return 'noted';
      await release(tx, order);
      after.released = true;
      return 'failed';
    },
    async after(ctx) {
      if (!order) return;
      if (after.moved) announce(ctx, order, after.moved);
      if (after.released) {
        catalogChanged(ctx.db);
        announce(ctx, order, 'payment_failed');
      }
      if (after.refund) await scheduleAndSend(ctx, order.id, after.refund);
    },
  };
}

async function scheduleAndSend(ctx: ShopContext, orderId: number, reason: string): Promise<void> {
  await inWriteTransaction(ctx, async (tx) => ok(await scheduleRefunds(tx, orderId, reason)));
  await sendDueRefunds(ctx, orderId);
}

/** A signal names a provider order id: an order's attempt or a purchase's (a plan, a top-up), settled by its own. */
const eitherSettlement: SettlementFor = (paysFor) =>
  paysFor.kind === 'order' ? orderSettlement() : purchaseSettlement();

/** What a webhook answers: 200 for anything signed (a repeat too), 400 for a bad signature or body. */
export async function handleWebhook(
  ctx: ShopContext,
  providerId: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ status: number; body: { outcome: string } }> {
  const provider = ctx.payments?.get(providerId);
  if (!provider) return { status: 404, body: { outcome: 'no such provider' } };
  const read = provider.readWebhook(rawBody, headers);
  if (!read.ok) {
    log(`refused ${provider.id} webhook: ${read.detail}`);
    return { status: 400, body: { outcome: read.reason } };
  }
  const { notice } = read;
  const event = { provider: provider.id, eventId: notice.eventId, kind: notice.kind };
  if (notice.kind === 'paid') {
    const outcome = await settlePaid(ctx, provider, notice.payment, event, eitherSettlement);
    return { status: 200, body: { outcome } };
  }
  if (notice.kind === 'failed') {
    const outcome = await settleFailed(ctx, provider, notice.providerOrderId, event, eitherSettlement);
    return { status: 200, body: { outcome } };
  }
  await inWriteTransaction(ctx, async (tx) => ok(await firstDelivery(tx, { ...event, kind: notice.event }, 'ignored')));
  return { status: 200, body: { outcome: 'ignored' } };
}

/**
 * The browser's return from the provider's checkout: its signature is checked with the shop's
 * secret and the payment fetched from the provider before it may pay the order.
 */
export async function confirmPaymentReturn(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
  fields: Record<string, string>,
): Promise<Result<PaymentReturnAnswer>> {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('unique_order_id', '=', uniqueOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return notFound();
  const provider = providerOf(ctx, order);
  if (!provider)
    return fail('conflict', said('saidNotPaidOnline'), { unique_order_id: said('saidFieldNotPaidOnline') });
  const settled = await settleReturn(ctx, provider, fields, {
    paysFor: { kind: 'order', id: order.id },
    what: uniqueOrderId,
    settlement: orderSettlement,
  });
  if (!settled.ok) return settled;
  const outcome = settled.value;
  if (outcome === 'another')
    return fail('validation_failed', said('saidPaymentForAnotherOrder'), {
      [returnField(fields)]: said('saidFieldAnotherOrder'),
    });
  if (outcome === 'refused')
    return fail('validation_failed', said('saidOrderAmountDiffers'), {
      [returnField(fields)]: said('saidFieldAmountDiffers'),
    });
  return ok({ order: await orderViewById(ctx.db, order.id), outcome });
}

/** The customer pays on delivery instead: the order is placed (a released one takes its hold again). */
export async function payByCash(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
): Promise<Result<PayByCashAnswer>> {
  await expireHolds(ctx, userId);
  const state: { moved: OrderRow | null } = { moved: null };
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<number>> => {
    const order = await lockOwnOrder(tx, userId, uniqueOrderId);
    if (!order) return notFound();
    const next = transition(order, 'pay_by_cash', 'customer');
    if (!next.ok) return refusedStep(uniqueOrderId, 'pay_by_cash', next);
    if (order.status === 'payment_failed') {
      const held = await holdAgain(tx, order);
      if (!held.ok) return held;
    }
    // The reports sum orders per way of paying (decision 0298).
    await orderChanging(tx.db, order.id);
    await tx.db
      .updateTable('orders')
      .set({ payment_method: cashMethodOf(order.wallet_used_paise), payment_expires_at: null })
      .where('id', '=', order.id)
      .execute();
    await recordStatus(tx, { id: order.id, status: next.status, at: tx.now().toISOString() });
    state.moved = order;
    return ok(order.id);
  });
  if (!result.ok) return result;
  if (state.moved) announce(ctx, state.moved, 'placed');
  return ok({ order: await orderViewById(ctx.db, result.value) });
}

/**
 * Lets holds go and sends due refunds every `everyMs` while online payments are on: the hourly
 * housekeeping round is too slow for a 15-minute hold. Every instance may run it (each order is
 * locked, each refund claimed). Answers a function that stops it.
 */
export function schedulePaymentSweep(context: () => Promise<ShopContext>, everyMs: number): () => void {
  const timer = setInterval(() => {
    void context()
      .then(async (ctx) => {
        await expireHolds(ctx);
        await expirePurchases(ctx);
        await sendDueRefunds(ctx);
      })
      .catch((error: unknown) => log(`sweep failed: ${messageOf(error)}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
