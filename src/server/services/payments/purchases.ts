// Buying a membership plan or a wallet top-up online (decision 0260).
// A purchase is one attempt at a provider for a
// fixed amount: nothing is held while it waits, so its end only stops the waiting. It is applied
// by a verified signal only — the provider's signature on the return (Razorpay), the session the
// provider says is paid (Stripe's return), or a signed webhook — exactly once however many arrive
// in whatever order: the purchase row is locked, its payment id is unique and every webhook is
// kept by its id in the same transaction as the plan's start or the wallet's credit. A payment
// that arrives after the shop stopped waiting is still applied: the customer paid for it.
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { randomInt } from 'node:crypto';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { PurchaseAnswer, PurchaseStartAnswer, PurchaseView } from '../../../domain/api/payments.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import {
  amountMismatch,
  holdEndsAt,
  membershipAfterPurchase,
  type PaymentProviderId,
  type PurchaseKind,
  SHOP_CURRENCY,
  topUpRefusal,
} from '../../../domain/orders/payments.ts';
import type { ShopContext } from '../../context.ts';
import type { PurchaseRow } from '../../db/schema-payments.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
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
  returnField,
  type SettleOutcome,
  unknownOrigin,
  verifiedReturn,
} from './payment-events.ts';
import { creditWallet } from './wallet.ts';

const ID_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LIST_SIZE = 20;

function newPublicId(): string {
  let id = 'PU';
  for (let i = 0; i < 16; i += 1) id += ID_LETTERS[randomInt(ID_LETTERS.length)];
  return id;
}

const NOT_FOUND = 'No such payment.';

type PlanRow = { id: number; name: string; price_paise: number; weight_kg: number; duration_days: number };

function titleOf(kind: PurchaseKind, plan: Pick<PlanRow, 'name' | 'duration_days' | 'weight_kg'> | undefined): string {
  if (kind === 'wallet_topup' || !plan) return 'Wallet top-up';
  return `${plan.name} · ${plan.duration_days} days · ${plan.weight_kg} kg`;
}

async function viewOf(ctx: ShopContext, row: PurchaseRow): Promise<PurchaseView> {
  const plan =
    row.plan_id === null
      ? undefined
      : await ctx.db
          .selectFrom('membership_plans')
          .select(['name', 'duration_days', 'weight_kg'])
          .where('id', '=', row.plan_id)
          .executeTakeFirst();
  return {
    public_id: row.public_id,
    kind: row.kind,
    title: titleOf(row.kind, plan),
    plan_id: row.plan_id,
    amount: fromMinor(row.amount_paise),
    state: row.status,
    provider: row.provider as PaymentProviderId,
    created_at: row.created_at,
    paid_at: row.paid_at,
    expires_at: row.expires_at,
  };
}

/** Stops waiting for the customer's purchases whose time ran out (their payment is still applied if it comes). */
export async function expirePurchases(ctx: ShopContext, userId?: number): Promise<void> {
  let update = ctx.db
    .updateTable('purchases')
    .set({ status: 'expired', updated_at: ctx.now().toISOString() })
    .where('status', '=', 'awaiting_payment')
    .where('expires_at', '<=', ctx.now().toISOString());
  if (userId !== undefined) update = update.where('user_id', '=', userId);
  await update.execute();
}

/**
 * Starts buying a plan or a top-up: the amount is the plan's price (or the top-up asked for,
 * within its bounds), never the browser's; the provider makes its attempt, and the customer pays
 * in its window or on its hosted page, coming back to /purchase/{public_id}.
 */
export async function startPurchase(
  ctx: ShopContext,
  userId: number,
  input: {
    kind: PurchaseKind;
    plan_id?: number | undefined;
    amount?: number | undefined;
    payment_provider?: string | undefined;
  },
  /** The shop's origin, for a hosted checkout's way back (PUBLIC_ORIGIN or the request's). */
  origin: string | null,
): Promise<Result<PurchaseStartAnswer>> {
  const provider = input.payment_provider ? ctx.payments?.get(input.payment_provider) : ctx.payments?.list[0];
  if (!provider)
    return fail('validation_failed', 'Paying online is not available in this shop.', {
      [input.payment_provider ? 'payment_provider' : 'kind']: 'not offered by this shop',
    });
  const noOrigin = unknownOrigin(provider, origin);
  if (noOrigin) return noOrigin;
  let amountMinor: number;
  let plan: PlanRow | undefined;
  if (input.kind === 'membership') {
    if (input.plan_id === undefined) return fail('validation_failed', 'Choose a plan.', { plan_id: 'required' });
    plan = await ctx.db
      .selectFrom('membership_plans')
      .select(['id', 'name', 'price_paise', 'weight_kg', 'duration_days'])
      .where('id', '=', input.plan_id)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!plan) return fail('not_found', 'This plan is no longer offered.', { plan_id: 'no such plan' });
    amountMinor = plan.price_paise;
  } else {
    if (input.amount === undefined) return fail('validation_failed', 'Enter an amount to add.', { amount: 'required' });
    amountMinor = toMinor(input.amount);
    const refusal = topUpRefusal(amountMinor);
    if (refusal) return fail('validation_failed', `The amount ${refusal}.`, { amount: refusal });
  }
  const customer = await ctx.db
    .selectFrom('users')
    .select(['name', 'phone', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const now = ctx.now();
  const publicId = newPublicId();
  const expiresAt = holdEndsAt(now);
  const row = await ctx.db
    .insertInto('purchases')
    .values({
      public_id: publicId,
      user_id: userId,
      kind: input.kind,
      plan_id: plan?.id ?? null,
      amount_paise: amountMinor,
      currency: SHOP_CURRENCY,
      provider: provider.id,
      provider_order_id: null,
      provider_payment_id: null,
      checkout_url: null,
      status: 'awaiting_payment',
      expires_at: expiresAt,
      paid_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const back = `${origin ?? ''}/purchase/${publicId}`;
  let made: ProviderAttempt;
  try {
    made = await provider.createAttempt({
      amountMinor,
      currency: SHOP_CURRENCY,
      receipt: publicId,
      notes: { purchase: publicId, kind: input.kind },
      description: titleOf(input.kind, plan),
      returnUrl: back,
      cancelUrl: `${back}?cancelled=1`,
      expiresAt: new Date(expiresAt),
      customerEmail: customer.email,
    });
  } catch (error) {
    log(`${provider.id} attempt for purchase ${publicId} failed: ${messageOf(error)}`);
    await ctx.db
      .updateTable('purchases')
      .set({ status: 'failed', updated_at: ctx.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
    return providerDown();
  }
  const started = await ctx.db
    .updateTable('purchases')
    .set({ provider_order_id: made.providerOrderId, checkout_url: made.redirectUrl })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok({
    purchase: await viewOf(ctx, started),
    checkout: checkoutOf(
      provider,
      {
        providerOrderId: made.providerOrderId,
        amountMinor: made.amountMinor,
        currency: made.currency,
        checkoutUrl: made.redirectUrl,
      },
      (Date.parse(expiresAt) - now.getTime()) / 1000,
    ),
    prefill: { name: customer.name, contact: customer.phone ?? '', email: customer.email ?? '' },
  });
}

/** Starts the plan (or extends the one in force) or credits the wallet: inside the transaction that marks the purchase paid. */
async function apply(tx: ShopContext, purchase: PurchaseRow, paidAt: Date): Promise<void> {
  // The customer's row is locked first, so two purchases paid at once extend one after the other.
  await forUpdate(tx, tx.db.selectFrom('users').select('id').where('id', '=', purchase.user_id)).executeTakeFirst();
  const at = paidAt.toISOString();
  if (purchase.kind === 'wallet_topup') {
    await creditWallet(tx, {
      userId: purchase.user_id,
      amountMinor: purchase.amount_paise,
      kind: 'topup',
      orderId: null,
      description: `Added online (${purchase.public_id})`,
    });
    await tx.db
      .insertInto('notifications')
      .values({
        user_id: purchase.user_id,
        ...alertNotice('saidAlertWalletToppedUp', { amount: `₹${fromMinor(purchase.amount_paise)}` }, '/wallet'),
        image: null,
        created_at: at,
      })
      .execute();
    return;
  }
  const plan = await tx.db
    .selectFrom('membership_plans')
    .select(['id', 'name', 'weight_kg', 'duration_days'])
    .where('id', '=', purchase.plan_id ?? -1)
    .executeTakeFirstOrThrow();
  const current = await tx.db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', purchase.user_id)
    .where('starts_at', '<=', at)
    .where('expires_at', '>', at)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  const next = membershipAfterPurchase(
    current
      ? {
          totalGrams: current.total_weight_grams,
          remainingGrams: current.remaining_weight_grams,
          startsAt: current.starts_at,
          expiresAt: current.expires_at,
        }
      : null,
    { weightKg: plan.weight_kg, durationDays: plan.duration_days },
    paidAt,
  );
  const values = {
    plan_id: plan.id,
    total_weight_grams: next.totalGrams,
    remaining_weight_grams: next.remainingGrams,
    starts_at: next.startsAt,
    expires_at: next.expiresAt,
  };
  if (current) await tx.db.updateTable('memberships').set(values).where('id', '=', current.id).execute();
  else
    await tx.db
      .insertInto('memberships')
      .values({ user_id: purchase.user_id, ...values })
      .execute();
  await tx.db
    .insertInto('notifications')
    .values({
      user_id: purchase.user_id,
      ...alertNotice(
        current ? 'saidAlertMembershipExtended' : 'saidAlertMembershipActive',
        { plan: plan.name, kg: String(next.remainingGrams / 1000), date: next.expiresAt.slice(0, 10) },
        '/membership',
      ),
      image: null,
      created_at: at,
    })
    .execute();
}

async function lockPurchase(
  tx: ShopContext,
  provider: string,
  providerOrderId: string,
): Promise<PurchaseRow | undefined> {
  const query = tx.db
    .selectFrom('purchases')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_order_id', '=', providerOrderId);
  return forUpdate(tx, query).executeTakeFirst();
}

/** Whether a provider's order or session id is a purchase's (else an order's attempt). */
async function isPurchaseAttempt(
  ctx: ShopContext,
  provider: PaymentProvider,
  providerOrderId: string,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('purchases')
    .select('id')
    .where('provider', '=', provider.id)
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A verified payment for a purchase: applies it once. Answers null when the provider order id is
 * not a purchase's (an order's attempt: services/payments/payments.ts settles it).
 */
export async function settlePurchasePaid(
  ctx: ShopContext,
  provider: PaymentProvider,
  payment: VerifiedPayment,
  event: EventRecord | null,
): Promise<SettleOutcome | null> {
  if (!(await isPurchaseAttempt(ctx, provider, payment.providerOrderId))) return null;
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<SettleOutcome>> => {
    const purchase = await lockPurchase(tx, provider.id, payment.providerOrderId);
    if (!purchase) return ok('unknown');
    if (!(await firstDelivery(tx, event, 'paid'))) return ok('already');
    if (purchase.status === 'paid') {
      if (purchase.provider_payment_id !== payment.providerPaymentId)
        log(`${provider.id} purchase ${purchase.public_id} paid again by ${payment.providerPaymentId}: not counted`);
      return ok('already');
    }
    const mismatch = amountMismatch({ amountMinor: purchase.amount_paise, currency: purchase.currency }, payment);
    if (mismatch) {
      log(
        `refused ${provider.id} payment ${payment.providerPaymentId} for purchase ${purchase.public_id}: ${mismatch}`,
      );
      await noteEventOutcome(tx, event, `refused: ${mismatch}`);
      return ok('refused');
    }
    const paidAt = tx.now();
    await tx.db
      .updateTable('purchases')
      .set({
        status: 'paid',
        provider_payment_id: payment.providerPaymentId,
        paid_at: paidAt.toISOString(),
        updated_at: paidAt.toISOString(),
      })
      .where('id', '=', purchase.id)
      .execute();
    await apply(tx, purchase, paidAt);
    return ok('confirmed');
  });
  return result.ok ? result.value : 'refused';
}

/** The provider says a purchase's attempt failed or ended unpaid: null when it is not a purchase's. */
export async function settlePurchaseFailed(
  ctx: ShopContext,
  provider: PaymentProvider,
  providerOrderId: string,
  event: EventRecord,
): Promise<SettleOutcome | null> {
  if (!(await isPurchaseAttempt(ctx, provider, providerOrderId))) return null;
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<SettleOutcome>> => {
    const purchase = await lockPurchase(tx, provider.id, providerOrderId);
    if (!purchase) return ok('unknown');
    if (!(await firstDelivery(tx, event, 'failed'))) return ok('already');
    if (purchase.status === 'paid') return ok('noted');
    await tx.db
      .updateTable('purchases')
      .set({ status: 'failed', updated_at: tx.now().toISOString() })
      .where('id', '=', purchase.id)
      .execute();
    return ok('failed');
  });
  return result.ok ? result.value : 'refused';
}

async function ownPurchase(ctx: ShopContext, userId: number, publicId: string): Promise<PurchaseRow | undefined> {
  return ctx.db
    .selectFrom('purchases')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One of the customer's purchases, as it stands. */
export async function getPurchase(ctx: ShopContext, userId: number, publicId: string): Promise<Result<PurchaseAnswer>> {
  await expirePurchases(ctx, userId);
  const row = await ownPurchase(ctx, userId, publicId);
  if (!row) return fail('not_found', NOT_FOUND, { public_id: 'no such payment' });
  return ok({ purchase: await viewOf(ctx, row) });
}

/**
 * The customer is back from the provider: Razorpay's signed fields, or Stripe's session id. What
 * the provider vouches for pays the purchase; a hosted checkout not paid yet stays awaiting (its
 * webhook will say).
 */
export async function confirmPurchaseReturn(
  ctx: ShopContext,
  userId: number,
  publicId: string,
  fields: Record<string, string>,
): Promise<Result<PurchaseAnswer>> {
  const row = await ownPurchase(ctx, userId, publicId);
  if (!row) return fail('not_found', NOT_FOUND, { public_id: 'no such payment' });
  const provider = ctx.payments?.get(row.provider);
  if (!provider || row.provider_order_id === null) return getPurchase(ctx, userId, publicId);
  const verified = await verifiedReturn(provider, fields, `purchase ${publicId}`);
  if (verified !== 'pending') {
    if (!verified.ok) return verified;
    if (verified.value.providerOrderId !== row.provider_order_id)
      return fail('validation_failed', 'This payment is for something else.', {
        [returnField(fields)]: 'another payment',
      });
    const outcome = await settlePurchasePaid(ctx, provider, verified.value, null);
    if (outcome === 'refused')
      return fail('validation_failed', 'The amount paid is not this purchase’s. Nothing was added.', {
        [returnField(fields)]: 'amount or currency differs',
      });
  }
  return getPurchase(ctx, userId, publicId);
}

/** The customer's latest purchases, newest first (the wallet page's list of online payments). */
export async function purchasesOf(ctx: ShopContext, userId: number): Promise<PurchaseView[]> {
  await expirePurchases(ctx, userId);
  const rows = await ctx.db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(LIST_SIZE)
    .execute();
  return Promise.all(rows.map((row) => viewOf(ctx, row)));
}
