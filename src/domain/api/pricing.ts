// Requests and answers of the pricing calls (§7 apply coupon, confirm cart, confirm
// member cart; §3 Coupon; §4 Delivery charge; §5). The server reads only what
// identifies a line (item, variant, addons, quantity) and the customer's choices
// (coupon, tip, mode, address, wallet); prices, totals and discounts a client sends
// are ignored, because the server recomputes every amount (docs/architecture.md "API").
import { z } from 'zod';
import { fieldLine } from './field-words.ts';
import { MAX_CART_LINES, MAX_LINE_ADDONS, MAX_LINE_QUANTITY } from './cart.ts';
import { id, ignored, latitude, longitude, optionalToken, text } from './fields.ts';
import { slotChoice } from './slots.ts';
import type { FulfilmentMode, SelectedAddon } from '../types.ts';
import type { SaidCode } from './errors.ts';

/** A tip far above any shop's list is a tampered request, not a generous customer. */
const MAX_TIP = 100_000;

/** What the server reads of an item line. */
export interface ItemLineInput {
  item_id: number;
  variant_id: number | null;
  addon_ids: number[];
  quantity: number;
}

/** What the server reads of a combo line (§3 Item is_combo): the combo and how many. */
export interface ComboLineInput {
  combo_id: number;
  quantity: number;
}

/** What the server reads of a cart line. */
export type CartLineInput = ItemLineInput | ComboLineInput;

export function isComboInput(line: CartLineInput): line is ComboLineInput {
  return 'combo_id' in line;
}

/**
 * A cart line as the client holds it (§3 Cart line: id, selectedvariant, selectedaddons,
 * quantity; a combo line with is_combo 1 and the combo's id) or in the short form (item_id,
 * variant_id, addon_ids; or combo_id). Anything else on it (price, name, totals, a combo's
 * items) is ignored.
 */
const cartLineInput = z
  .object({
    id: id.optional(),
    item_id: id.optional(),
    combo_id: id.optional(),
    is_combo: z.union([z.literal(0), z.literal(1)]).optional(),
    variant_id: z.union([id, z.null()]).optional(),
    selectedvariant: z.union([z.object({ id }), z.null()]).optional(),
    addon_ids: z.array(id).max(MAX_LINE_ADDONS).optional(),
    selectedaddons: z
      .array(z.object({ addon_id: id }))
      .max(MAX_LINE_ADDONS)
      .optional(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  })
  .refine((line) => line.item_id !== undefined || line.id !== undefined || line.combo_id !== undefined, {
    message: 'send the item id',
    path: ['id'],
  })
  .refine((line) => !(line.combo_id !== undefined || line.is_combo === 1) || line.item_id === undefined, {
    message: 'a line is an item or a combo, not both',
    path: ['item_id'],
  })
  .refine(
    (line) =>
      !(line.combo_id !== undefined || line.is_combo === 1) ||
      ((line.variant_id ?? line.selectedvariant ?? null) === null &&
        (line.addon_ids ?? line.selectedaddons ?? []).length === 0),
    { message: 'a combo takes no variant or addons', path: ['variant_id'] },
  )
  .transform((line): CartLineInput => {
    if (line.combo_id !== undefined || line.is_combo === 1)
      return { combo_id: line.combo_id ?? line.id ?? 0, quantity: line.quantity };
    return {
      item_id: line.item_id ?? line.id ?? 0,
      variant_id: line.variant_id ?? line.selectedvariant?.id ?? null,
      addon_ids: [...new Set(line.addon_ids ?? (line.selectedaddons ?? []).map((addon) => addon.addon_id))].sort(
        (a, b) => a - b,
      ),
      quantity: line.quantity,
    };
  });

export const cartLines = z.array(cartLineInput).min(1, 'the cart is empty').max(MAX_CART_LINES);

/** A coupon code as typed: trimmed and upper-cased; empty means none. */
export const couponCode = z
  .union([text(40).regex(/^[A-Za-z0-9_-]*$/, fieldLine('saidCouponUnknown')), z.null()])
  .optional()
  .transform((code) => (code ? code.toUpperCase() : null));

export type TipKind = 'amount' | 'percent';
export interface TipInput {
  kind: TipKind;
  /** Rupees for 'amount', percent of the subtotal for 'percent'. */
  value: number;
}

/** §9 A tip picked from the settings' lists (tips: rupee amounts, tips_percentage: percentages). */
export const tipInput = z
  .union([z.object({ kind: z.enum(['amount', 'percent']), value: z.number().positive().max(MAX_TIP) }), z.null()])
  .optional()
  .transform((tip): TipInput | null => tip ?? null);

export const fulfilmentMode = z.enum(['DELIVERY', 'SELFPICKUP']);

const point = { latitude: latitude.optional(), longitude: longitude.optional() };
const bothOrNeither = (input: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (input.latitude === undefined) === (input.longitude === undefined);
const pointMessage = { message: 'send latitude and longitude together', path: ['longitude'] };

/** §7 Apply coupon: token, coupon, restaurant_id, subtotal, cartProducts, latitude, longitude. */
export const applyCouponRequest = z
  .object({
    token: optionalToken,
    coupon: couponCode.pipe(z.string({ message: 'type a coupon code' })),
    restaurant_id: z.union([id, z.null()]).optional(),
    /** Read from cartProducts instead: never trusted. */
    subtotal: ignored,
    cartProducts: cartLines,
    ...point,
  })
  .refine(bothOrNeither, pointMessage);

/**
 * What a cart page may send beside the customer's choices: its own display totals. Accepted, so a
 * client can post its cart state as it holds it, and ignored: the server computes every amount.
 * Any other field is refused by name (a wallet balance, an allowance, a status...).
 */
export const displayTotals = {
  subtotal: ignored,
  total: ignored,
  discount: ignored,
  coupon_discount: ignored,
  delivery_charge: ignored,
  tip_amount: ignored,
  wallet_used: ignored,
  total_payable: ignored,
};

/** §7 Confirm cart / confirm member cart: the full bill of a cart, for the cart page. */
export const confirmCartRequest = z
  .strictObject({
    token: optionalToken,
    /** Sent by the original clients; ignored: the session says who is calling. */
    user_id: z.union([id, z.null()]).optional(),
    items: cartLines,
    restaurant_id: z.union([id, z.null()]).optional(),
    coupon: couponCode,
    tip: tipInput,
    mode: fulfilmentMode.default('DELIVERY'),
    /** Use the wallet towards the total (signed-in customers). */
    use_wallet: z.boolean().optional(),
    delivery_date: z.union([z.iso.date('must be a date (yyyy-mm-dd)'), z.null()]).optional(),
    /** The slot chosen at checkout (decision 0279): its fee is on the bill. */
    slot: z.union([slotChoice, z.null()]).optional(),
    ...point,
    ...displayTotals,
  })
  .refine(bothOrNeither, pointMessage);

/** §7 Offers at the cart (decision 0329): the coupons offered on a cart of the store. */
export const cartCouponsRequest = z.object({
  token: optionalToken,
  restaurant_id: id,
});

/** A coupon offered at the cart: tapped, it is applied as a typed code is (apply-coupon). */
export interface CouponOffer {
  code: string;
  name: string;
  description: string;
}

/** §3 Coupon as apply-coupon answers it. Amounts in rupees; discount is the percent for PERCENTAGE. */
export interface CouponAnswer {
  code: string;
  discount_type: 'PERCENTAGE' | 'FIXED' | null;
  discount: number | null;
  max_discount: number | null;
  restaurants: { id: number }[];
  success: boolean;
  /** Why the coupon does not apply (§8: shown in the cart), in the request's language; null on success. */
  coupon_error: string | null;
  /** The code of coupon_error (decision 0308); null on success. */
  coupon_error_code: SaidCode | null;
  hideMessage: boolean;
  /** The discount on this cart, in rupees (0 when refused). */
  appliedAmount: number;
}

/** One priced line of a bill (rupees). */
export interface BillLine {
  /** The item's id, or the combo's on a combo line. */
  id: number;
  /** 1 on a combo line (§3 Item is_combo). */
  is_combo?: 0 | 1;
  variant_id: number | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  selectedaddons: SelectedAddon[];
  line_total: number;
  is_free_item: 0 | 1;
}

/** §5 Minimum order status of the bill. */
export interface MinOrderView {
  enabled: boolean;
  /** Rupees still to add; 0 when met. */
  remaining: number;
  /** 'Shop for {amount} more to place the order', or null when met. */
  message: string | null;
}

/** The server's bill of a cart: every amount in rupees, as the cart page shows it. */
export interface Bill {
  restaurant_id: number;
  restaurant_name: string;
  mode: FulfilmentMode;
  items: BillLine[];
  subtotal: number;
  coupon: CouponAnswer | null;
  discount: number;
  total_after_coupon: number;
  delivery_charge: number;
  /** km from the store (1 decimal) when an address was sent for a delivery. */
  distance: number | null;
  free_delivery_unlocked: boolean;
  /** §4 How much more (after coupon) unlocks free delivery; null when the store offers none. */
  free_delivery_remaining: number | null;
  /**
   * What to add to the cart (its item total) to unlock free delivery, in whole rupees: the remaining
   * amount, or more when a percentage coupon grows with the cart (domain/orders/coupon.ts amountToReachMinor);
   * what "Add ₹… more for free delivery" says. Null when the store offers none.
   */
  free_delivery_add_more: number | null;
  tip: number;
  /** The chosen slot's fee (decision 0279); 0 without a slot or for a free one. */
  slot_fee: number;
  /** null for guests. */
  wallet_balance: number | null;
  wallet_used: number;
  total: number;
  /** What is left to pay on delivery: total minus wallet_used. */
  total_payable: number;
  min_order: MinOrderView;
  /** §4 Pre-order: some line is available only after the chosen (or today's) date. */
  has_preitems: boolean;
  /** The earliest day every line can be delivered (yyyy-mm-dd), or null without pre-order lines. */
  available_from: string | null;
}

/** §4 Members cart weight against the remaining allowance (grams or millilitres). */
export interface MemberWeightView {
  cart_weight: number;
  allowance: number;
  cart_weight_exceeded: boolean;
}
