// Buying a membership plan or a wallet top-up online (decision 0260): what is a purchase's own.
// A purchase is paid by one attempt at a provider for a fixed amount; the attempt is a
// payment_attempts row naming the purchase, made, found and recorded paid or failed by
// attempts.ts, as an order's are (decision 0266). Nothing is held while it waits, so its end only
// stops the waiting. It is applied by a verified signal only — the provider's signature on the
// return (Razorpay), the session the provider says is paid (Stripe's return), or a signed webhook
// — exactly once however many arrive in whatever order: the purchase row is locked, the
// attempt's payment id is unique and every webhook is kept by its id in the same transaction as
// the plan's start or the wallet's credit (`purchaseSettlement`). A payment that arrives after
// the shop stopped waiting is still applied: the customer paid for it.
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { randomInt } from 'node:crypto';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { PurchaseAnswer, PurchaseStartAnswer, PurchaseView } from '../../../domain/api/payments.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import {
  holdEndsAt,
  membershipAfterPurchase,
  type PaymentProviderId,
  type PurchaseKind,
  SHOP_CURRENCY,
  topUpRefusal,
} from '../../../domain/orders/payments.ts';
import type { ShopContext } from '../../context.ts';
import type { PurchaseRow } from '../../db/schema-payments.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import {
  chosenProvider,
  checkoutOfAttempt,
  hasAttempt,
  openAttempt,
  type Settlement,
  settleReturn,
} from './attempts.ts';
import { log, returnField, unknownOrigin } from './payment-events.ts';
import { creditWallet } from './wallet.ts';
import { said } from '../../said.ts';

const ID_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LIST_SIZE = 20;

function newPublicId(): string {
  let id = 'PU';
  for (let i = 0; i < 16; i += 1) id += ID_LETTERS[randomInt(ID_LETTERS.length)];
  return id;
}

const NOT_FOUND = said('saidNoSuchPayment');

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
  const provider = chosenProvider(ctx, input.payment_provider);
  if (!provider)
    return fail('validation_failed', said('saidNoOnlinePaying'), {
      [input.payment_provider ? 'payment_provider' : 'kind']: said('saidFieldNotOffered'),
    });
  const noOrigin = unknownOrigin(provider, origin);
  if (noOrigin) return noOrigin;
  let amountMinor: number;
  let plan: PlanRow | undefined;
  if (input.kind === 'membership') {
    if (input.plan_id === undefined)
      return fail('validation_failed', said('saidChoosePlan'), { plan_id: said('saidFieldRequired') });
    plan = await ctx.db
      .selectFrom('membership_plans')
      .select(['id', 'name', 'price_paise', 'weight_kg', 'duration_days'])
      .where('id', '=', input.plan_id)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!plan) return fail('not_found', said('saidPlanGone'), { plan_id: said('saidFieldNoSuchPlan') });
    amountMinor = plan.price_paise;
  } else {
    if (input.amount === undefined)
      return fail('validation_failed', said('saidEnterAmount'), { amount: said('saidFieldRequired') });
    amountMinor = toMinor(input.amount);
    const refusal = topUpRefusal(amountMinor);
    if (refusal) return fail('validation_failed', said('saidTheAmount', { line: refusal }), { amount: refusal });
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
      status: 'awaiting_payment',
      expires_at: expiresAt,
      paid_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const attempt = await openAttempt(ctx, provider, {
    paysFor: { kind: 'purchase', id: row.id },
    what: `purchase ${publicId}`,
    amountMinor,
    receipt: publicId,
    notes: { purchase: publicId, kind: input.kind },
    description: titleOf(input.kind, plan),
    back: `${origin ?? ''}/purchase/${publicId}`,
    expiresAt: new Date(expiresAt),
    customerEmail: customer.email,
  });
  if (!attempt.ok) {
    await ctx.db
      .updateTable('purchases')
      .set({ status: 'failed', updated_at: ctx.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
    return attempt;
  }
  return ok({
    purchase: await viewOf(ctx, row),
    checkout: checkoutOfAttempt(provider, attempt.value, (Date.parse(expiresAt) - now.getTime()) / 1000),
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

/**
 * What a signal about a purchase's attempt does to the purchase: a verified payment marks it paid
 * and applies it (once: a purchase paid already is not applied again); a failure marks one not
 * paid yet failed. Purchases are not refunded by the shop (decision 0260).
 */
export function purchaseSettlement(): Settlement {
  let purchase: PurchaseRow | undefined;
  return {
    async lock(tx, id) {
      purchase = await forUpdate(tx, tx.db.selectFrom('purchases').selectAll().where('id', '=', id)).executeTakeFirst();
      return purchase && `purchase ${purchase.public_id}`;
    },
    async paid(tx, attempt) {
      if (!purchase) return fail('not_found', NOT_FOUND);
      if (purchase.status === 'paid') {
        log(`purchase ${purchase.public_id} was paid before: ${attempt.provider_payment_id ?? ''} not applied again`);
        return ok('already');
      }
      const paidAt = tx.now();
      await tx.db
        .updateTable('purchases')
        .set({ status: 'paid', paid_at: paidAt.toISOString(), updated_at: paidAt.toISOString() })
        .where('id', '=', purchase.id)
        .execute();
      await apply(tx, purchase, paidAt);
      return ok('confirmed');
    },
    async failed(tx) {
      if (!purchase || purchase.status === 'paid') return 'noted';
      await tx.db
        .updateTable('purchases')
        .set({ status: 'failed', updated_at: tx.now().toISOString() })
        .where('id', '=', purchase.id)
        .execute();
      return 'failed';
    },
    async after() {},
  };
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
  if (!row) return fail('not_found', NOT_FOUND, { public_id: said('saidFieldNoSuchPayment') });
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
  if (!row) return fail('not_found', NOT_FOUND, { public_id: said('saidFieldNoSuchPayment') });
  const provider = ctx.payments?.get(row.provider);
  if (!provider || !(await hasAttempt(ctx, { kind: 'purchase', id: row.id })))
    return getPurchase(ctx, userId, publicId);
  const settled = await settleReturn(ctx, provider, fields, {
    paysFor: { kind: 'purchase', id: row.id },
    what: `purchase ${publicId}`,
    settlement: purchaseSettlement,
  });
  if (!settled.ok) return settled;
  if (settled.value === 'another')
    return fail('validation_failed', said('saidPaymentForSomethingElse'), {
      [returnField(fields)]: said('saidFieldAnotherPayment'),
    });
  if (settled.value === 'refused')
    return fail('validation_failed', said('saidPurchaseAmountDiffers'), {
      [returnField(fields)]: said('saidFieldAmountDiffers'),
    });
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
