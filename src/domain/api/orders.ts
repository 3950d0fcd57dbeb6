// Requests and answers of the order calls (§7 place order, member order, check
// running order, get orders, cancel order, rate order, store reviews, wallet
// transactions; decision 0115, decision 0117, decision 0119). Amounts in answers are rupees.
import { z } from 'zod';
import { signedInRequest, deviceAddress } from './accounts.ts';
import type { ItemView } from './catalog.ts';
import { id, optionalToken, text } from './fields.ts';
import {
  cartLines,
  couponCode,
  displayTotals,
  fulfilmentMode,
  tipInput,
  type Bill,
  type MemberWeightView,
} from './pricing.ts';
import { RATING_COMMENT_MAX } from '../constants.ts';
import { MAX_CART_LINES } from './cart.ts';
import { slotChoice } from './slots.ts';
import { substitutionChoice, type AdjustedBillView, type OrderSubstitutionView } from './substitutions.ts';
import type { SubstitutionPreference } from '../orders/substitutions.ts';
import type { CartLine, FulfilmentMode, SelectedAddon } from '../types.ts';
import type { OrderStatusName } from '../orders/order-flow.ts';
import { type OrderPaymentMethod, PAYMENT_PROVIDERS, type PaymentState } from '../orders/payments.ts';

/**
 * How the customer pays: cash on delivery, the wallet (what it does not cover is paid on
 * delivery), or online through an enabled provider (`use_wallet` takes the wallet first).
 */
const PAYMENT_CHOICES = ['COD', 'WALLET', 'ONLINE'] as const;

/** Idempotency keys: long enough to be unique per attempt, short enough to index. */
const IDEMPOTENCY_KEY_MIN = 8;
const IDEMPOTENCY_KEY_MAX = 100;

export const uniqueOrderId = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,40}$/, 'must be an order id');

/**
 * §7 Place order / member order. The cart's lines and the customer's choices; every amount is
 * recomputed, so the display totals a client sends beside them (and prices on its lines) are
 * ignored, and any other field is refused by name.
 */
export const placeOrderRequest = z.strictObject({
  token: optionalToken,
  user_id: z.union([id, z.null()]).optional(),
  items: cartLines,
  restaurant_id: z.union([id, z.null()]).optional(),
  mode: fulfilmentMode.default('DELIVERY'),
  /** A saved address of the customer; or `address`, the device's stored address (§3 userSetAddress). */
  address_id: z.union([id, z.null()]).optional(),
  address: z.union([deviceAddress, z.null()]).optional(),
  coupon: couponCode,
  tip: tipInput,
  payment_method: z.enum(PAYMENT_CHOICES),
  /** With ONLINE: which enabled provider's checkout. */
  payment_provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** With ONLINE: the wallet pays first, the provider the rest. */
  use_wallet: z.boolean().optional(),
  delivery_date: z.union([z.iso.date('must be a date (yyyy-mm-dd)'), z.null()]).optional(),
  /** A slot of the store on a day (decision 0279); without one, as soon as possible. */
  slot: z.union([slotChoice, z.null()]).optional(),
  /**
   * What each line wants when it is short at packing (decision 0285), in the order of `items`; a
   * line without one (null, or past the list's end) takes the customer's default.
   */
  substitutions: z
    .array(z.union([substitutionChoice, z.null()]))
    .max(MAX_CART_LINES)
    .optional(),
  idempotency_key: z
    .string()
    .min(IDEMPOTENCY_KEY_MIN)
    .max(IDEMPOTENCY_KEY_MAX)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
  ...displayTotals,
});
export type PlaceOrderInput = z.output<typeof placeOrderRequest>;

export const orderRequest = signedInRequest({ unique_order_id: uniqueOrderId });
export const cancelOrderRequest = signedInRequest({
  unique_order_id: uniqueOrderId,
  reason: z.union([text(200), z.null()]).optional(),
  /** Paid online: back the way it was paid (the default), or to the wallet at once where the shop allows it. */
  refund_to: z.enum(['source', 'wallet']).optional(),
});
/** The customer's answer to the substitute offered for a line (its place in the order, from 1; decision 0285). */
export const answerSubstitutionRequest = signedInRequest({
  unique_order_id: uniqueOrderId,
  line: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(MAX_CART_LINES),
  approve: z.boolean(),
});
export const rateOrderRequest = signedInRequest({
  unique_order_id: uniqueOrderId,
  stars: z.number().int().min(1).max(5),
  comment: z.union([text(RATING_COMMENT_MAX, 'multi-line'), z.null()]).optional(),
});
export const ordersListRequest = signedInRequest({ page: z.number().int().min(1).max(1000).optional() });
export const walletRequest = signedInRequest({ page: z.number().int().min(1).max(1000).optional() });
export const storeReviewsRequest = z.object({
  token: optionalToken,
  page: z.number().int().min(1).max(1000).optional(),
});

/** A part of a combo line as it was ordered: how many one combo held. */
export interface OrderComboPartView {
  item_id: number;
  name: string;
  variant_name: string | null;
  quantity: number;
}

export interface OrderItemView {
  /** The item's id; 0 on a combo line (the combo is combo_id). */
  item_id: number;
  variant_id: number | null;
  /** The combo the line is (§3 Combo), or null for an item line. */
  combo_id: number | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  selectedaddons: SelectedAddon[];
  line_total: number;
  /** A combo line's parts; empty for an item line. */
  parts: OrderComboPartView[];
  /** What the customer wants if it is short at packing (decision 0285). */
  substitution: SubstitutionPreference;
}

export interface OrderAddressView {
  address: string;
  house: string | null;
  tag: string | null;
  latitude: number;
  longitude: number;
}

/** The slot an order was placed for, in the shop's time zone; the fee in rupees. */
export interface OrderSlotView {
  day: string;
  start_minute: number;
  end_minute: number;
  fee: number;
}

export interface OrderView {
  unique_order_id: string;
  kind: 'regular' | 'member';
  status: OrderStatusName;
  mode: FulfilmentMode;
  /** The store; its address is where a self-pickup order is collected, its phone ('' when it has none) what the running order calls. */
  restaurant: { id: number; name: string; slug: string; address: string; phone: string };
  address: OrderAddressView | null;
  delivery_date: string | null;
  /** The slot it was placed for (decision 0279), as promised then; null: as soon as possible. */
  slot: OrderSlotView | null;
  payment_method: OrderPaymentMethod;
  /** What the customer's screens say of the payment: offline, pending, paid, failed, refund_pending, refunded. */
  payment_state: PaymentState;
  /** While awaiting an online payment: when the hold of its stock ends (ISO). */
  payment_expires_at: string | null;
  coupon_code: string | null;
  subtotal: number;
  discount: number;
  delivery_charge: number;
  tip: number;
  wallet_used: number;
  total: number;
  total_payable: number;
  items: OrderItemView[];
  /** The running-order timeline, oldest first. */
  timeline: { status: OrderStatusName; at: string }[];
  /** While the store makes it: when it promised it ready (ISO; domain/staff/staff.ts readyBy), else null. */
  ready_by: string | null;
  /** A self-pickup order ready at the counter: the 4 digits to show there (migration 022), else null. */
  pickup_code: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** Taken on the phone by this staff member (call-and-order), or null when the customer placed it. */
  placed_by_staff: string | null;
  /** Only while the store has not accepted it. */
  can_cancel: boolean;
  /** Delivered and not rated yet. */
  can_rate: boolean;
  rating: { stars: number; comment: string } | null;
  /** Lines short at packing, in line order (decision 0285). */
  substitutions: OrderSubstitutionView[];
  /** The bill after them; null while nothing changed. */
  adjusted: AdjustedBillView | null;
  /** Its GST document once handed over, when the store issues them (decision 0332): /invoice/{id}.pdf. */
  tax_document: {
    kind: 'tax_invoice' | 'bill_of_supply' | 'receipt';
    number: string;
    /** Its credit notes' numbers in their series' order, the nth at /credit-note/{id}/{n}.pdf (decision 0338). */
    credit_notes: string[];
  } | null;
}

export interface PlaceOrderAnswer {
  success: true;
  order: OrderView;
}

export interface OrdersAnswer {
  orders: OrderView[];
  page: number;
  has_more: boolean;
}

export interface OrderAnswer {
  order: OrderView;
}

export interface RatingAnswer {
  success: true;
  rating: { stars: number; comment: string };
}

export interface StoreReview {
  stars: number;
  comment: string;
  /** 'A. K.' for Asha Kulkarni: reviews never show a full name. */
  initials: string;
  created_at: string;
}

export interface StoreReviewsAnswer {
  restaurant: { id: number; name: string; slug: string };
  /** The store's rating as every card shows it (domain/catalogue/store-rating.ts); null when it has none. */
  rating: number | null;
  /** Mean stars, 1 decimal; null without reviews. */
  average: number | null;
  count: number;
  reviews: StoreReview[];
  page: number;
  has_more: boolean;
}

export interface WalletTransactionView {
  id: number;
  /** Rupees, signed: negative when an order took it, positive for a refund or top-up. */
  amount: number;
  kind: 'order' | 'refund' | 'topup';
  unique_order_id: string | null;
  balance_after: number;
  description: string;
  created_at: string;
}

export interface WalletAnswer {
  balance: number;
  transactions: WalletTransactionView[];
  page: number;
  has_more: boolean;
}

/** A past order's line, priced now, ready for the cart (§3 Cart line). */
export type OrderAgainLine = CartLine & Pick<ItemView, 'restaurant_slug' | 'restaurant_name'>;

export interface OrderAgainAnswer {
  restaurant_id: number;
  /** A members-cart order (§4): its lines are at member prices and go back to the members cart. */
  members: boolean;
  items: OrderAgainLine[];
  /** Lines of the order that cannot be bought now, and why. */
  unavailable: { name: string; variant_name: string | null; reason: string }[];
}

export interface MemberCartAnswer {
  bill: Bill;
  weight: MemberWeightView;
}
