// §5 Coupons: a percentage of the value of items from the coupon's stores, capped by max_discount
// when present; or a fixed amount. The discount never exceeds what it applies to, never goes negative.
import { cartSubtotalMinor } from './cart.ts';
import { percentOfMinorInRupees, toMinor } from '../money.ts';
import type { CartLine, Coupon } from '../types.ts';

export type CouponResult =
  | { ok: true; discountMinor: number; eligibleSubtotalMinor: number }
  | { ok: false; reason: 'not_applicable' };

/** Items from the coupon's stores (coupon.restaurants ids); an empty list is every store (decision 0272). */
function eligibleLines(coupon: Pick<Coupon, 'restaurants'>, lines: readonly CartLine[]): CartLine[] {
  if (coupon.restaurants.length === 0) return [...lines];
  const storeIds = new Set(coupon.restaurants.map((store) => store.id));
  return lines.filter((line) => storeIds.has(line.restaurant_id));
}

/** §5 Discount of a coupon on the cart, in paise; an error value when no cart line is from its stores. */
export function couponDiscount(
  coupon: Pick<Coupon, 'discount_type' | 'discount' | 'max_discount' | 'restaurants'>,
  lines: readonly CartLine[],
): CouponResult {
  const eligible = eligibleLines(coupon, lines);
  if (eligible.length === 0) return { ok: false, reason: 'not_applicable' };
  const eligibleSubtotalMinor = cartSubtotalMinor(eligible);
  return { ok: true, discountMinor: discountOnMinor(coupon, eligibleSubtotalMinor), eligibleSubtotalMinor };
}

/**
 * §5 The discount of a coupon on `eligibleSubtotalMinor` (the value of the items it applies to), in
 * paise: never above that value, never negative. An order recomputed after a substitution
 * (substitutions.ts) has only its stored amounts, not cart lines: it is priced by this same rule.
 */
export function discountOnMinor(
  coupon: Pick<Coupon, 'discount_type' | 'discount' | 'max_discount'>,
  eligibleSubtotalMinor: number,
): number {
  const raw =
    coupon.discount_type === 'PERCENTAGE'
      ? percentageDiscount(coupon, eligibleSubtotalMinor)
      : toMinor(coupon.discount);
  return Math.min(Math.max(raw, 0), eligibleSubtotalMinor);
}

/** §5 A coupon with a minimum subtotal applies only once the items it applies to reach it. */
export function meetsCouponMinimum(eligibleSubtotalMinor: number, minSubtotalMinor: number): boolean {
  return eligibleSubtotalMinor >= minSubtotalMinor;
}

function percentageDiscount(coupon: Pick<Coupon, 'discount' | 'max_discount'>, eligibleMinor: number): number {
  const discount = percentOfMinorInRupees(eligibleMinor, coupon.discount);
  // §5 "capped by max_discount when present": a null or zero cap means no cap.
  const capMinor = coupon.max_discount === null ? 0 : toMinor(coupon.max_discount);
  return capMinor > 0 ? Math.min(discount, capMinor) : discount;
}

/** §4 The total after coupon, which free delivery is measured against; never below zero. */
export function totalAfterCoupon(subtotalMinor: number, discountMinor: number): number {
  return Math.max(subtotalMinor - discountMinor, 0);
}

/**
 * §4 How much more to put in the cart (its item total, before the coupon) for the total after the
 * coupon to reach `thresholdMinor` (free delivery), in whole rupees rounded up. A percentage
 * coupon grows with the cart up to its cap, so a rupee added brings the total less than a rupee
 * nearer: "Add ₹113 more for free delivery" after FRESH20 on ₹482 left the customer ₹2 short
 * (decision 0217). Items added count for the coupon as the cart's do (they come from the cart's store).
 */
export function amountToReachMinor(
  thresholdMinor: number,
  subtotalMinor: number,
  coupon: Pick<Coupon, 'discount_type' | 'discount' | 'max_discount'> | null,
  discountMinor: number,
): number {
  const discountAt = (extraMinor: number) =>
    coupon?.discount_type === 'PERCENTAGE'
      ? Math.min(percentageDiscount(coupon, subtotalMinor + extraMinor), subtotalMinor + extraMinor)
      : discountMinor;
  let extra = Math.max(thresholdMinor - totalAfterCoupon(subtotalMinor, discountMinor), 0);
  // Each round adds what is still missing; the discount grows by less than what is added.
  for (let round = 0; round < 100; round++) {
    const reached = totalAfterCoupon(subtotalMinor + extra, discountAt(extra));
    if (reached >= thresholdMinor) break;
    extra += thresholdMinor - reached;
  }
  return Math.ceil(extra / 100) * 100;
}

/** What limits a coupon's uses (§5 Coupons): all customers together, and each customer. */
export interface CouponUses {
  /** Null: no total limit. */
  maxUses: number | null;
  usedCount: number;
  /** Null: no limit per customer. */
  maxUsesPerCustomer: number | null;
  /** This customer's orders with the coupon that still stand; null when no customer is known (a guest's cart). */
  customerUses: number | null;
}

export type CouponUseRefusal = 'used_up' | 'customer_limit';

/**
 * §5 Coupons: whether one more use is allowed. Refused when every use is taken ('used_up') or
 * the customer has had theirs ('customer_limit'); a guest is judged by the total only, and
 * again per customer when ordering (which needs signing in).
 */
export function couponUseRefusal(uses: CouponUses): CouponUseRefusal | null {
  if (uses.maxUses !== null && uses.usedCount >= uses.maxUses) return 'used_up';
  if (uses.maxUsesPerCustomer !== null && uses.customerUses !== null && uses.customerUses >= uses.maxUsesPerCustomer)
    return 'customer_limit';
  return null;
}

/** What decides whether a coupon is offered on a cart of a store (§7 Offers at the cart, decision 0329). */
export interface OfferableCoupon {
  is_active: number;
  starts_at: string | null;
  expires_at: string | null;
  max_uses: number | null;
  used_count: number;
  /** The stores it applies to; empty: every store. */
  storeIds: readonly number[];
}

/**
 * §7 Offers at the cart (decision 0329): a coupon is offered on a cart of `storeId` while it is
 * switched on, within its dates, has uses left in all and applies to the store. Whether this
 * customer has had theirs and whether the cart meets its minimum are said when it is applied,
 * by the same checks as a typed code.
 */
export function isOfferedAt(coupon: OfferableCoupon, storeId: number, now: Date): boolean {
  const at = now.toISOString();
  if (coupon.is_active !== 1) return false;
  if (coupon.starts_at !== null && at < coupon.starts_at) return false;
  if (coupon.expires_at !== null && at > coupon.expires_at) return false;
  if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) return false;
  return coupon.storeIds.length === 0 || coupon.storeIds.includes(storeId);
}
