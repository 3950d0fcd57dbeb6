// One attempt to pay at a provider, whatever it pays for (decision 0266): an order (orders/paid-online.ts)
// or a purchase of a membership plan or a wallet top-up (purchases.ts). Every attempt is a
// payment_attempts row naming its order or its purchase (migration 024), and this module owns
// what is common to both: making an attempt at the provider, or reusing one still open; finding
// and locking the attempt a signal names (the webhook or the customer's return, decision 0252);
// recording it paid exactly once — its payment id is unique, what it pays for is locked, and a
// webhook is kept by its id in the same transaction as its effect — or failed; and refusing a
// payment for another amount or currency. What a payment or a failure does to what it pays for is
// the caller's `Settlement`: an order is placed or its money refunded (decision 0254), a purchase
// starts its plan or credits the wallet (decision 0260).
import { ok, type Result } from '../../../domain/api/errors.ts';
import type { CheckoutParams } from '../../../domain/api/payments.ts';
import { amountMismatch, SHOP_CURRENCY } from '../../../domain/orders/payments.ts';
import type { ShopContext } from '../../context.ts';
import type { PaymentAttemptRow } from '../../db/schema-payments.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { countPayment } from '../../metrics.ts';
import {
  checkoutOf,
  type PaymentProvider,
  type ProviderAttempt,
  type VerifiedPayment,
} from '../../payments/provider.ts';
import {
  type EventRecord,
  firstDelivery,
  log,
  messageOf,
  noteEventOutcome,
  providerDown,
  type SettleOutcome,
  verifiedReturn,
} from './payment-events.ts';

/** What an attempt pays for: an order or a purchase, by its row id. */
export type PaysFor = { kind: 'order'; id: number } | { kind: 'purchase'; id: number };

function paysForOf(row: Pick<PaymentAttemptRow, 'order_id' | 'purchase_id'>): PaysFor {
  if (row.order_id !== null) return { kind: 'order', id: row.order_id };
  if (row.purchase_id !== null) return { kind: 'purchase', id: row.purchase_id };
  // Migration 024's CHECK allows neither both nor none.
  throw new Error('A payment attempt that pays for nothing');
}

/**
 * What a signal about an attempt does to what it pays for, inside the transaction that records
 * it. One is made for each signal, so it may keep what it locked and what is left to do after
 * the commit.
 */
export interface Settlement {
  /** Locks the order or purchase `id` (before the attempt is read again): what the log calls it, or undefined when it is gone. */
  lock(tx: ShopContext, id: number): Promise<string | undefined>;
  /**
   * A verified payment, just recorded on the attempt: 'confirmed' when it paid for what it was for,
   * 'refunding' when that no longer needed it, 'already' when it was paid before. A refusal rolls
   * the whole transaction back, and `keep` is asked in another.
   */
  paid(tx: ShopContext, attempt: PaymentAttemptRow): Promise<Result<'confirmed' | 'refunding' | 'already'>>;
  /** After `paid` refused (an order whose stock is gone): the payment is recorded all the same, and this sends the money back. */
  keep?(tx: ShopContext, attempt: PaymentAttemptRow): Promise<void>;
  /** The provider said the attempt failed (recorded): 'failed' when that ends the wait for what it pays for, else 'noted'. */
  failed(tx: ShopContext, attempt: PaymentAttemptRow): Promise<'failed' | 'noted'>;
  /** After the commit: what the customer and the store are told, refunds sent. */
  after(ctx: ShopContext): Promise<void>;
}

/** The settlement for what an attempt pays for; undefined for what this signal may not settle. */
export type SettlementFor = (paysFor: PaysFor) => Settlement | undefined;

/** The provider the customer asked for, else the shop's first; undefined when the shop has no such provider. */
export function chosenProvider(ctx: ShopContext, name: string | undefined): PaymentProvider | undefined {
  return name ? ctx.payments?.get(name) : ctx.payments?.list[0];
}

export interface AttemptRequest {
  paysFor: PaysFor;
  /** What the log calls it ("ORD…", "purchase PU…"). */
  what: string;
  amountMinor: number;
  /** Our reference at the provider: the order's or the purchase's public id. */
  receipt: string;
  notes: Record<string, string>;
  /** One line the provider's page shows for what is paid. */
  description: string;
  /** The shop's page a hosted checkout sends the customer back to (`?cancelled=1` when they give up). */
  back: string;
  expiresAt: Date;
  customerEmail: string | null;
}

/**
 * The attempt still open for what is paid, at this provider and for this amount; else one made at
 * the provider (outside any transaction: no lock waits for the network) and recorded. The provider
 * not answering is a refusal the customer sees (try again, or pay otherwise).
 */
export async function openAttempt(
  ctx: ShopContext,
  provider: PaymentProvider,
  request: AttemptRequest,
): Promise<Result<PaymentAttemptRow>> {
  const { paysFor } = request;
  const open = await ctx.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where(paysFor.kind === 'order' ? 'order_id' : 'purchase_id', '=', paysFor.id)
    .where('status', '=', 'created')
    .where('provider', '=', provider.id)
    .where('amount_paise', '=', request.amountMinor)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return ok(open);
  let made: ProviderAttempt;
  try {
    made = await provider.createAttempt({
      amountMinor: request.amountMinor,
      currency: SHOP_CURRENCY,
      receipt: request.receipt,
      notes: request.notes,
      description: request.description,
      returnUrl: request.back,
      cancelUrl: `${request.back}?cancelled=1`,
      expiresAt: request.expiresAt,
      customerEmail: request.customerEmail,
    });
  } catch (error) {
    log(`${provider.id} attempt for ${request.what} failed: ${messageOf(error)}`);
    return providerDown();
  }
  const now = ctx.now().toISOString();
  return ok(
    await ctx.db
      .insertInto('payment_attempts')
      .values({
        order_id: paysFor.kind === 'order' ? paysFor.id : null,
        purchase_id: paysFor.kind === 'purchase' ? paysFor.id : null,
        provider: provider.id,
        provider_order_id: made.providerOrderId,
        amount_paise: made.amountMinor,
        currency: made.currency,
        status: 'created',
        provider_payment_id: null,
        checkout_url: made.redirectUrl,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** What the browser needs to pay an attempt: the provider's window, open for `seconds`, or its hosted page. */
export function checkoutOfAttempt(
  provider: PaymentProvider,
  attempt: PaymentAttemptRow,
  seconds: number,
): CheckoutParams {
  return checkoutOf(
    provider,
    {
      providerOrderId: attempt.provider_order_id,
      amountMinor: attempt.amount_paise,
      currency: attempt.currency,
      checkoutUrl: attempt.checkout_url,
    },
    seconds,
  );
}

/** Whether an attempt was ever made for it (a purchase whose provider did not answer has none). */
export async function hasAttempt(ctx: ShopContext, paysFor: PaysFor): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('payment_attempts')
    .select('id')
    .where(paysFor.kind === 'order' ? 'order_id' : 'purchase_id', '=', paysFor.id)
    .executeTakeFirst();
  return row !== undefined;
}

interface Locked {
  attempt: PaymentAttemptRow;
  settlement: Settlement;
  what: string;
}

/**
 * The attempt a provider order id names, with what it pays for locked first (the order's or the
 * purchase's row, as every writer of it does); undefined for an attempt that is not ours.
 */
async function lockAttempt(
  tx: ShopContext,
  provider: string,
  providerOrderId: string,
  settlementFor: SettlementFor,
): Promise<Locked | undefined> {
  const named = await tx.db
    .selectFrom('payment_attempts')
    .select(['order_id', 'purchase_id'])
    .where('provider', '=', provider)
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
  if (!named) return undefined;
  const paysFor = paysForOf(named);
  const settlement = settlementFor(paysFor);
  const what = await settlement?.lock(tx, paysFor.id);
  if (!settlement || what === undefined) return undefined;
  const attempt = await tx.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
  return attempt ? { attempt, settlement, what } : undefined;
}

/** Marks the attempt paid by `providerPaymentId`; answers the attempt as now recorded. */
async function recordPaid(
  tx: ShopContext,
  attempt: PaymentAttemptRow,
  providerPaymentId: string,
): Promise<PaymentAttemptRow> {
  const updated_at = tx.now().toISOString();
  await tx.db
    .updateTable('payment_attempts')
    .set({ status: 'paid', provider_payment_id: providerPaymentId, updated_at })
    .where('id', '=', attempt.id)
    .execute();
  return { ...attempt, status: 'paid', provider_payment_id: providerPaymentId, updated_at };
}

/**
 * A verified payment (a webhook's, kept as `event`, or the customer's return): its attempt is
 * paid once and what it pays for settled in the same transaction. A repeat, or a second payment
 * of a paid attempt, counts for nothing; another amount or currency is refused and logged.
 */
export async function settlePaid(
  ctx: ShopContext,
  provider: PaymentProvider,
  payment: VerifiedPayment,
  event: EventRecord | null,
  settlementFor: SettlementFor,
): Promise<SettleOutcome> {
  const outcome = await settlePaidOnce(ctx, provider, payment, event, settlementFor);
  countPayment(provider.id, 'paid', outcome);
  return outcome;
}

async function settlePaidOnce(
  ctx: ShopContext,
  provider: PaymentProvider,
  payment: VerifiedPayment,
  event: EventRecord | null,
  settlementFor: SettlementFor,
): Promise<SettleOutcome> {
  const state: { settled: Settlement | null } = { settled: null };
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<SettleOutcome>> => {
    const found = await lockAttempt(tx, provider.id, payment.providerOrderId, settlementFor);
    if (!found) {
      log(`${provider.id} payment ${payment.providerPaymentId} for unknown attempt ${payment.providerOrderId}`);
      await firstDelivery(tx, event, 'unknown');
      return ok('unknown');
    }
    const { attempt, settlement, what } = found;
    if (!(await firstDelivery(tx, event, 'paid'))) return ok('already');
    if (attempt.status === 'paid') {
      if (attempt.provider_payment_id !== payment.providerPaymentId)
        log(
          `${provider.id} ${what} (${attempt.provider_order_id}) paid again by ${payment.providerPaymentId}: not counted`,
        );
      return ok('already');
    }
    const mismatch = amountMismatch({ amountMinor: attempt.amount_paise, currency: attempt.currency }, payment);
    if (mismatch) {
      log(`refused ${provider.id} payment ${payment.providerPaymentId} for ${what}: ${mismatch}`);
      await noteEventOutcome(tx, event, `refused: ${mismatch}`);
      return ok('refused');
    }
    const paid = await recordPaid(tx, attempt, payment.providerPaymentId);
    state.settled = settlement;
    return settlement.paid(tx, paid);
  });
  if (result.ok) {
    await state.settled?.after(ctx);
    return result.value;
  }
  // What it paid for refused it (nothing of that may stay: it was rolled back). The payment is
  // recorded all the same, in a transaction of its own, and its money sent back.
  const keeping: { settled: Settlement | null } = { settled: null };
  const kept = await inWriteTransaction(ctx, async (tx): Promise<Result<SettleOutcome>> => {
    const found = await lockAttempt(tx, provider.id, payment.providerOrderId, settlementFor);
    if (!found?.settlement.keep) {
      // Nothing can keep this payment: said loudly, for the shop to settle by hand.
      log(
        `${provider.id} payment ${payment.providerPaymentId} (${payment.providerOrderId}) refused and not kept: settle it by hand`,
      );
      return ok('unknown');
    }
    if (!(await firstDelivery(tx, event, 'paid late: refunded'))) return ok('already');
    if (found.attempt.status === 'paid') return ok('already');
    const paid = await recordPaid(tx, found.attempt, payment.providerPaymentId);
    await found.settlement.keep(tx, paid);
    keeping.settled = found.settlement;
    return ok('refunding');
  });
  if (!kept.ok) return 'refused';
  await keeping.settled?.after(ctx);
  return kept.value;
}

/** The provider said an attempt failed or ended unpaid: recorded once, and what it pays for told. */
export async function settleFailed(
  ctx: ShopContext,
  provider: PaymentProvider,
  providerOrderId: string,
  event: EventRecord,
  settlementFor: SettlementFor,
): Promise<SettleOutcome> {
  const outcome = await settleFailedOnce(ctx, provider, providerOrderId, event, settlementFor);
  countPayment(provider.id, 'failed', outcome);
  return outcome;
}

async function settleFailedOnce(
  ctx: ShopContext,
  provider: PaymentProvider,
  providerOrderId: string,
  event: EventRecord,
  settlementFor: SettlementFor,
): Promise<SettleOutcome> {
  const state: { settled: Settlement | null } = { settled: null };
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<SettleOutcome>> => {
    const found = await lockAttempt(tx, provider.id, providerOrderId, settlementFor);
    if (!found) {
      await firstDelivery(tx, event, 'unknown');
      return ok('unknown');
    }
    if (!(await firstDelivery(tx, event, 'failed'))) return ok('already');
    const { attempt, settlement } = found;
    if (attempt.status !== 'created') return ok('noted');
    await tx.db
      .updateTable('payment_attempts')
      .set({ status: 'failed', updated_at: tx.now().toISOString() })
      .where('id', '=', attempt.id)
      .execute();
    state.settled = settlement;
    return ok(await settlement.failed(tx, attempt));
  });
  await state.settled?.after(ctx);
  return result.ok ? result.value : 'refused';
}

/**
 * The customer is back from the checkout with what the provider answered (Razorpay's signed
 * fields, Stripe's session id): what the provider vouches for pays the attempt through
 * `settlePaid`, if the attempt is one of `paysFor`'s ('another' when it is not). 'pending': a
 * hosted checkout the provider does not call paid yet (its webhook will say).
 */
export async function settleReturn(
  ctx: ShopContext,
  provider: PaymentProvider,
  fields: Record<string, string>,
  paying: { paysFor: PaysFor; what: string; settlement: () => Settlement },
): Promise<Result<SettleOutcome | 'pending' | 'another'>> {
  const verified = await verifiedReturn(provider, fields, paying.what);
  if (verified === 'pending') return ok('pending');
  if (!verified.ok) return verified;
  const named = await ctx.db
    .selectFrom('payment_attempts')
    .select(['order_id', 'purchase_id'])
    .where('provider', '=', provider.id)
    .where('provider_order_id', '=', verified.value.providerOrderId)
    .executeTakeFirst();
  const mine = (paysFor: PaysFor) => paysFor.kind === paying.paysFor.kind && paysFor.id === paying.paysFor.id;
  if (!named || !mine(paysForOf(named))) return ok('another');
  return ok(
    await settlePaid(ctx, provider, verified.value, null, (paysFor) =>
      mine(paysFor) ? paying.settlement() : undefined,
    ),
  );
}
