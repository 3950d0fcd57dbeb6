// Membership plans and a customer's membership as the members' pages show them
// (§2 /membership, /membership-plans, /plus-membership; §7 "membership ... plans and
// details"). Read-only: buying a plan needs a payment provider, and none is enabled
// by default (decision 0154), so there is no purchase here.
import { fromMinor } from '../../../domain/money.ts';
import type { ShopContext } from '../../context.ts';
import { translated } from '../shop/translations.ts';

const GRAMS_PER_KG = 1000;

export interface MembershipPlanView {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Rupees. */
  price: number;
  weight_kg: number;
  duration_days: number;
}

export interface MembershipView {
  plan: MembershipPlanView;
  total_kg: number;
  remaining_kg: number;
  starts_at: string;
  expires_at: string;
}

function planView(row: {
  id: number;
  slug: string;
  name: string;
  description: string;
  price_paise: number;
  weight_kg: number;
  duration_days: number;
}): MembershipPlanView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: fromMinor(row.price_paise),
    weight_kg: row.weight_kg,
    duration_days: row.duration_days,
  };
}

/** Plans with their names and descriptions in the customer's language (services/shop/translations.ts). */
async function inCustomerWords(ctx: ShopContext, plans: MembershipPlanView[]): Promise<MembershipPlanView[]> {
  const texts = await translated(
    ctx,
    'membership_plan',
    plans,
    (plan) => plan.id,
    (plan, found) => ({ ...plan, ...found }),
  );
  return [...texts];
}

/** The plans on offer, in the shop's order, in the customer's language. */
export async function membershipPlans(ctx: ShopContext): Promise<MembershipPlanView[]> {
  const rows = await ctx.db
    .selectFrom('membership_plans')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return inCustomerWords(ctx, rows.map(planView));
}

/** The customer's membership in force now (the one lasting longest), with its plan (in the customer's language); null without one. */
export async function membershipOf(ctx: ShopContext, userId: number): Promise<MembershipView | null> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .selectFrom('memberships')
    .innerJoin('membership_plans', 'membership_plans.id', 'memberships.plan_id')
    .select([
      'membership_plans.id',
      'membership_plans.slug',
      'membership_plans.name',
      'membership_plans.description',
      'membership_plans.price_paise',
      'membership_plans.weight_kg',
      'membership_plans.duration_days',
      'memberships.total_weight_grams',
      'memberships.remaining_weight_grams',
      'memberships.starts_at',
      'memberships.expires_at',
    ])
    .where('memberships.user_id', '=', userId)
    .where('memberships.starts_at', '<=', now)
    .where('memberships.expires_at', '>', now)
    .orderBy('memberships.expires_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const [plan = planView(row)] = await inCustomerWords(ctx, [planView(row)]);
  return {
    plan,
    total_kg: row.total_weight_grams / GRAMS_PER_KG,
    remaining_kg: row.remaining_weight_grams / GRAMS_PER_KG,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
  };
}
