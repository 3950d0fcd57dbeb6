// §4 Members cart on the server: member prices, and the cart's weight (unit ids 1
// and 3 × 1000, unit 2 as-is, src/domain/orders/members.ts) against the membership's
// remaining allowance × 1000. confirm-member-cart answers the bill with the weight;
// a member order takes the weight from the allowance in its own transaction.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { MemberCartAnswer } from '../../../domain/api/orders.ts';
import type { MemberWeightView } from '../../../domain/api/pricing.ts';
import { memberWeightStatus } from '../../../domain/orders/members.ts';
import { roundHalfUp } from '../../../domain/numbers.ts';
import type { CartLine } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { priceCart, type PriceCartInput } from '../pricing/pricing.ts';
import { said } from '../../said.ts';

const GRAMS_PER_KG = 1000;
const NO_MEMBERSHIP = said('saidNoMembership');

export interface ActiveMembership {
  id: number;
  remainingGrams: number;
}

/** The membership in force now (the one lasting longest when several are), or null; locked on PostgreSQL when `lock`. */
export async function activeMembership(
  ctx: ShopContext,
  userId: number,
  lock = false,
): Promise<ActiveMembership | null> {
  const now = ctx.now().toISOString();
  const query = ctx.db
    .selectFrom('memberships')
    .select(['id', 'remaining_weight_grams'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .orderBy('id');
  const row = await (lock ? forUpdate(ctx, query) : query).executeTakeFirst();
  return row ? { id: row.id, remainingGrams: row.remaining_weight_grams } : null;
}

/** §4 The cart's weight against the allowance (grams or millilitres; no membership = allowance 0). */
export function memberWeight(lines: readonly CartLine[], membership: ActiveMembership | null): MemberWeightView {
  const status = memberWeightStatus(
    lines,
    membership ? { total_remaining_weight: membership.remainingGrams / GRAMS_PER_KG } : null,
  );
  return {
    cart_weight: status.cartWeight,
    allowance: status.allowance,
    cart_weight_exceeded: status.cart_weight_exceeded,
  };
}

/** The refusal of a member cart heavier than the allowance (§3 cart_weight_exceeded). */
export function refuseOverweight(weight: MemberWeightView, hasMembership: boolean): Result<void> {
  if (!hasMembership) return fail('forbidden', NO_MEMBERSHIP, { membership: said('saidFieldNoMembership') });
  if (!weight.cart_weight_exceeded) return ok(undefined);
  const kg = (grams: number) => roundHalfUp(grams / GRAMS_PER_KG, 3);
  return fail(
    'conflict',
    said('saidMemberCartTooHeavy', { weight: kg(weight.cart_weight), left: kg(weight.allowance) }),
    {
      cart_weight_exceeded: said('saidValue', { value: 'true' }),
    },
  );
}

/** Takes the order's weight from the allowance, never below zero. Call inside a write transaction. */
export async function takeMemberWeight(tx: ShopContext, membershipId: number, grams: number): Promise<Result<void>> {
  const updated = await tx.db
    .updateTable('memberships')
    .set((eb) => ({ remaining_weight_grams: eb('remaining_weight_grams', '-', grams) }))
    .where('id', '=', membershipId)
    .where('remaining_weight_grams', '>=', grams)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return ok(undefined);
  return fail('conflict', said('saidAllowanceChanged'), {
    cart_weight_exceeded: said('saidValue', { value: 'true' }),
  });
}

/** Gives a cancelled member order's weight back to its membership. */
export async function returnMemberWeight(tx: ShopContext, membershipId: number, grams: number): Promise<void> {
  await tx.db
    .updateTable('memberships')
    .set((eb) => ({ remaining_weight_grams: eb('remaining_weight_grams', '+', grams) }))
    .where('id', '=', membershipId)
    .execute();
}

/** Whole grams taken from the allowance (rounded up: the allowance is whole grams, and a cart within it stays within it). */
export function weightToTake(weight: MemberWeightView): number {
  return Math.ceil(weight.cart_weight);
}

/**
 * §7 Confirm member cart: the bill at member prices and the weight status. An overweight cart is
 * answered (cart_weight_exceeded true) so the page can show it; the member order refuses it.
 */
export async function confirmMemberCart(
  ctx: ShopContext,
  userId: number,
  input: Omit<PriceCartInput, 'pricing' | 'userId'>,
): Promise<Result<MemberCartAnswer>> {
  const priced = await priceCart(ctx, { ...input, userId, pricing: 'member' });
  if (!priced.ok) return priced;
  const membership = await activeMembership(ctx, userId);
  const weight = memberWeight(
    priced.value.lines.map((line) => line.line),
    membership,
  );
  if (!membership) return fail('forbidden', NO_MEMBERSHIP, { membership: said('saidFieldNoMembership') });
  return ok({ bill: priced.value.bill, weight });
}
