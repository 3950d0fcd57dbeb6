// Online payments (decision 0252): the rules
// an order paid online follows, pure. The spec names payment gateways and payment endpoints
// without their behaviour (§7 "payment gateways, payment endpoints for several card and wallet
// providers"); the numbers and states below are ours.
import type { OrderView } from '../api/orders.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

/**
 * How long an order awaiting its online payment holds its stock, its coupon use and the wallet
 * part: a bounded hold (15 min). Razorpay's Checkout is
 * told the same (its `timeout`), so the customer cannot pay after the hold ended without knowing.
 */
export const PAYMENT_HOLD_MS = 15 * 60 * 1000;

/** After a failed or expired payment, how long the customer may still retry or switch to cash before the shop calls the order off. */
export const PAYMENT_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Why the shop called off an online order whose payment never came (the reports count these apart). */
export const PAYMENT_EXPIRY_REASON = 'Not paid: the online payment did not complete.';

/** The shop's currency (ISO 4217); amounts are its minor unit (paise). */
export const SHOP_CURRENCY = 'INR';

export const PAYMENT_PROVIDERS = ['razorpay', 'stripe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** The ways a provider's own checkout takes money, as the checkout lists them. */
export const ONLINE_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** How an order is paid, as stored: cash on delivery (with a wallet part), the wallet, or online (with a wallet part). */
export type OrderPaymentMethod = 'COD' | 'WALLET' | 'COD_WALLET' | 'ONLINE' | 'ONLINE_WALLET';

export function isOnlineMethod(method: OrderPaymentMethod): boolean {
  return method === 'ONLINE' || method === 'ONLINE_WALLET';
}

/**
 * What is collected in cash when the order is handed over (by the rider, or at the counter for a
 * pickup): the amount payable of a cash order, whose wallet part is already paid; nothing for an
 * order paid online or wholly from the wallet.
 */
export function cashToCollect(method: OrderPaymentMethod, totalPayable: number): number {
  return method === 'COD' || method === 'COD_WALLET' ? totalPayable : 0;
}

/**
 * What cancelling an order gives back, in minor units (the cancel dialog says it before the customer
 * confirms): its wallet part, at once; what was paid online, by a refund; nothing of a cash order,
 * whose rest was never paid (decision 0255).
 */
export function refundsOnCancel(
  paymentState: PaymentState,
  walletUsedMinor: number,
  payableMinor: number,
): { walletMinor: number; onlineMinor: number } {
  return { walletMinor: walletUsedMinor, onlineMinor: paymentState === 'paid' ? payableMinor : 0 };
}

/** The stored method of an online order: the wallet part, when there is one, is named. */
export function onlineMethodOf(walletUsedMinor: number): OrderPaymentMethod {
  return walletUsedMinor > 0 ? 'ONLINE_WALLET' : 'ONLINE';
}

/** The stored method once the customer switches an online order to cash on delivery. */
export function cashMethodOf(walletUsedMinor: number): OrderPaymentMethod {
  return walletUsedMinor > 0 ? 'COD_WALLET' : 'COD';
}

/**
 * The order the checkout lists a provider's ways to pay: UPI first on a phone (where a UPI app
 * is one tap away), cards first on a computer; the rest as the provider names them.
 */
export function methodsInOrder(methods: readonly OnlineMethod[], phone: boolean): OnlineMethod[] {
  const first: OnlineMethod = phone ? 'upi' : 'card';
  return [...methods].sort((a, b) => Number(b === first) - Number(a === first));
}

/** When the hold of an order placed (or retried) at `now` ends, as ISO-8601. */
export function holdEndsAt(now: Date): string {
  return new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString();
}

/** Whether the hold ending at `endsAt` (ISO) is over at `now`. */
export function isHoldOver(endsAt: string | null, now: Date): boolean {
  return endsAt !== null && Date.parse(endsAt) <= now.getTime();
}

/**
 * An order as a read shows it at `now`: one still awaiting a payment whose hold is over reads as
 * failed, with its retry, before the payment sweep has let the hold go (the sweep writes, a read
 * never does; decision 0264). Any other order is as stored.
 */
export function asReadAt(order: OrderView, now: Date): OrderView {
  if (order.status !== 'awaiting_payment' || !isHoldOver(order.payment_expires_at, now)) return order;
  return { ...order, status: 'payment_failed', payment_state: 'failed', payment_expires_at: null };
}

/**
 * Why a payment's amount or currency is not the one asked for (null when it is): a provider's
 * signal for another amount never pays the order (it is refused and logged).
 */
export function amountMismatch(
  expected: { amountMinor: number; currency: string },
  paid: { amountMinor: number; currency: string },
): string | null {
  if (paid.currency.toUpperCase() !== expected.currency.toUpperCase())
    return `currency ${paid.currency}, expected ${expected.currency}`;
  if (paid.amountMinor !== expected.amountMinor) return `amount ${paid.amountMinor}, expected ${expected.amountMinor}`;
  return null;
}

/** Where the refund of an online payment goes: back the way it was paid, or to the shop's wallet at once. */
export type RefundDestination = 'source' | 'wallet';

/** The shop's setting that lets a customer take a refund to the wallet instead (decision 0255). */
export const REFUND_TO_WALLET_SETTING = 'allowRefundToWallet';

/** What the customer's screens say of an order's payment. */
export type PaymentState =
  /** Paid on delivery (or by the wallet in full): nothing online. */
  | 'offline'
  /** Waiting for the online payment (hold running). */
  | 'pending'
  | 'paid'
  /** The online payment failed or its hold ended; nothing is held. */
  | 'failed'
  /** Called off before it was paid: nothing was charged, nothing is left to pay. */
  | 'cancelled_unpaid'
  /** Paid, then the order was called off: the money is on its way back. */
  | 'refund_pending'
  | 'refunded';

export function paymentStateOf(order: {
  status: string;
  payment_method: OrderPaymentMethod;
  paid: boolean;
  refund: 'pending' | 'sent' | null;
}): PaymentState {
  if (order.refund === 'sent') return 'refunded';
  if (order.refund === 'pending') return 'refund_pending';
  if (order.paid) return 'paid';
  if (order.status === 'awaiting_payment') return 'pending';
  if (order.status === 'payment_failed') return 'failed';
  if (isOnlineMethod(order.payment_method) && order.status === 'cancelled') return 'cancelled_unpaid';
  return 'offline';
}

// Buying online what is not an order: membership plans can be bought online
// (the plan starts on the verified payment; renewals extend it), and the wallet can be topped up
// online. The spec names membership payments and wallet transactions without their behaviour
// (§7); the rules below are ours (decision 0260).

/** What a purchase buys. */
export const PURCHASE_KINDS = ['membership', 'wallet_topup'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** A purchase's state: waiting for its payment, paid (and applied), failed or left unpaid. */
export type PurchaseState = 'awaiting_payment' | 'paid' | 'failed' | 'expired';

/** The smallest and largest single wallet top-up, in paise (₹100 and ₹10,000), and the quick amounts offered. */
export const TOPUP_MIN_MINOR = 10_000;
export const TOPUP_MAX_MINOR = 1_000_000;
export const TOPUP_PRESETS_MINOR = [20_000, 50_000, 100_000] as const;

/** Why a top-up amount cannot be bought: among the server's words (src/server/said.ts spreads them into SAID). */
export const TOPUP_WORDS = {
  saidFieldWholeRupees: 'must be whole rupees',
  saidFieldAtLeastAmount: 'must be at least {amount}',
  saidFieldAtMostAmount: 'must be at most {amount}',
} as const;

/** Why a top-up amount (paise) cannot be bought, or null: whole rupees between the bounds. */
export function topUpRefusal(amountMinor: number): Said | null {
  if (!Number.isInteger(amountMinor) || amountMinor % 100 !== 0) return sentenceOf(TOPUP_WORDS, 'saidFieldWholeRupees');
  if (amountMinor < TOPUP_MIN_MINOR)
    return sentenceOf(TOPUP_WORDS, 'saidFieldAtLeastAmount', { amount: `₹${TOPUP_MIN_MINOR / 100}` });
  if (amountMinor > TOPUP_MAX_MINOR)
    return sentenceOf(TOPUP_WORDS, 'saidFieldAtMostAmount', { amount: `₹${TOPUP_MAX_MINOR / 100}` });
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A membership as stored: its allowance in grams and its period (ISO-8601). */
export interface MembershipPeriod {
  totalGrams: number;
  remainingGrams: number;
  startsAt: string;
  expiresAt: string;
}

/**
 * The membership after a plan is paid for at `paidAt`. Without one in force, the plan starts at
 * the payment: its allowance, for its days. With one in force (a renewal, of this plan or
 * another), it is extended: the plan's days are added after its current end, and the plan's
 * allowance to what is left, so nothing already paid for is lost.
 */
export function membershipAfterPurchase(
  current: MembershipPeriod | null,
  plan: { weightKg: number; durationDays: number },
  paidAt: Date,
): MembershipPeriod {
  const grams = Math.round(plan.weightKg * 1000);
  const inForce =
    current !== null &&
    Date.parse(current.startsAt) <= paidAt.getTime() &&
    Date.parse(current.expiresAt) > paidAt.getTime();
  if (!current || !inForce)
    return {
      totalGrams: grams,
      remainingGrams: grams,
      startsAt: paidAt.toISOString(),
      expiresAt: new Date(paidAt.getTime() + plan.durationDays * DAY_MS).toISOString(),
    };
  return {
    totalGrams: current.totalGrams + grams,
    remainingGrams: current.remainingGrams + grams,
    startsAt: current.startsAt,
    expiresAt: new Date(Date.parse(current.expiresAt) + plan.durationDays * DAY_MS).toISOString(),
  };
}
