// §4 Members cart: a separate cart priced at variants' sale prices, limited by the membership's
// remaining weight allowance.
import { addLine, lowerLine, type LineIdentity } from './cart.ts';
import { UNIT_IDS_SCALED_BY_WEIGHT_FACTOR, WEIGHT_FACTOR } from '../constants.ts';
import { roundHalfUp } from '../numbers.ts';
import type { CartLine, Item, Membership, Variant } from '../types.ts';

export interface MemberWeightStatus {
  /** Cart weight in the small unit (grams or millilitres). */
  cartWeight: number;
  /** Remaining allowance × 1000, in the same unit. */
  allowance: number;
  /** §3/§4 Stored on the device as cart_weight_exceeded. */
  cart_weight_exceeded: boolean;
  /** §4 The page reloads only when the weights are exactly equal. */
  exactlyAtAllowance: boolean;
}

/**
 * §4 Adding sets quantity 1 and the variant's sale price. The sale price is written into the line's
 * variant too, so the one line-price rule of cart.ts prices member lines without a special case.
 * Adding a line that is already there raises it by one, as in the regular cart.
 */
export function addToMemberCart(lines: readonly CartLine[], item: Item, variant: Variant): CartLine[] {
  const line: CartLine = {
    ...item,
    quantity: 1,
    price: variant.sale_price,
    selectedvariant: { ...variant, price: variant.sale_price },
    selectedaddons: [],
  };
  return addLine(lines, line);
}

/** §4 Removing lowers by one (at one the line goes) and clears the coupon. */
export function removeFromMemberCart(
  lines: readonly CartLine[],
  identity: LineIdentity,
): { lines: CartLine[]; couponCleared: boolean } {
  const lowered = lowerLine(lines, identity);
  return lowered === null ? { lines: [...lines], couponCleared: false } : { lines: lowered, couponCleared: true };
}

/** §4/§9 measurement × quantity, × 1000 for unit ids 1 and 3, as-is for unit 2 (and any other unit). */
export function lineWeight(line: Pick<CartLine, 'quantity' | 'selectedvariant'>): number {
  const variant = line.selectedvariant;
  if (variant === null) return 0;
  const factor = UNIT_IDS_SCALED_BY_WEIGHT_FACTOR.includes(variant.unit_id) ? WEIGHT_FACTOR : 1;
  return variant.measurement * line.quantity * factor;
}

/** Sum of line weights, rounded to 1/1000 of the small unit so 0.3 kg × 3 is exactly 900, not 899.99…. */
export function memberCartWeight(lines: readonly CartLine[]): number {
  return roundHalfUp(
    lines.reduce((sum, line) => sum + lineWeight(line), 0),
    3,
  );
}

/** §4 Cart weight against the remaining membership weight × 1000. */
export function memberWeightStatus(lines: readonly CartLine[], membership: Membership | null): MemberWeightStatus {
  const cartWeight = memberCartWeight(lines);
  const allowance = roundHalfUp((membership?.total_remaining_weight ?? 0) * WEIGHT_FACTOR, 3);
  return {
    cartWeight,
    allowance,
    cart_weight_exceeded: cartWeight > allowance,
    exactlyAtAllowance: cartWeight === allowance,
  };
}
