// Substitutions (decision 0285): what a customer wants when an item is short at packing, the
// substitutes the counter is offered, what happens when the customer does not answer, and the
// order's bill recomputed after its changes. The bill's rules are the cart's, the coupon's and
// the delivery charge's own (cart.ts, coupon.ts, delivery.ts): nothing here prices a line, a
// coupon or a delivery any other way. Money is integer paise.
import { isVariantInStock } from '../catalogue/availability.ts';
import { addMinor, multiplyMinor } from '../money.ts';
import type { Coupon, FulfilmentMode, Variant } from '../types.ts';
import { discountOnMinor, meetsCouponMinimum, totalAfterCoupon } from './coupon.ts';
import { deliveryCharge, type DeliveryStore } from './delivery.ts';

/**
 * A line's wish when it is short: a similar item (the default), the item the customer named,
 * no replacement (a refund), or a call to ask.
 */
export const SUBSTITUTION_PREFERENCES = ['similar', 'choose', 'refund', 'call'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
export const DEFAULT_SUBSTITUTION: SubstitutionPreference = 'similar';

/** The setting naming how long the customer has to answer, in minutes. */
export const SUBSTITUTION_ANSWER_SETTING = 'substitutionAnswerMinutes';
const DEFAULT_SUBSTITUTION_ANSWER_MINUTES = 5;

export function isSubstitutionPreference(value: unknown): value is SubstitutionPreference {
  return typeof value === 'string' && (SUBSTITUTION_PREFERENCES as readonly string[]).includes(value);
}

/** A cart line's wish as the device keeps it: a preference, or the item the customer named (and its name to show). */
export type LineWish = SubstitutionPreference | { preference: 'choose'; item_id: number; name: string };

export function isLineWish(value: unknown): value is LineWish {
  if (isSubstitutionPreference(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const wish = value as Record<string, unknown>;
  return (
    wish.preference === 'choose' &&
    typeof wish.item_id === 'number' &&
    Number.isInteger(wish.item_id) &&
    wish.item_id > 0 &&
    typeof wish.name === 'string'
  );
}

/**
 * What place-order is sent for a line's wish: a named item with its id; 'choose' without one is not
 * a wish (the server would refuse it), so the line takes the customer's default.
 */
export function wishToSend(
  wish: LineWish | null | undefined,
): { preference: SubstitutionPreference; item_id?: number } | null {
  if (wish === null || wish === undefined || wish === 'choose') return null;
  if (typeof wish === 'string') return { preference: wish };
  return { preference: 'choose', item_id: wish.item_id };
}

/** The minutes the setting gives, or the default when it is missing or not a whole number from 1 to 60. */
export function answerMinutes(setting: string | null | undefined): number {
  const minutes = Number(setting);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 60 ? minutes : DEFAULT_SUBSTITUTION_ANSWER_MINUTES;
}

/** When the customer's time to answer ends. */
export function answerDeadline(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** What a short line becomes: its substitute taken, or its short part refunded. */
export type SubstitutionOutcome = 'substitute' | 'refund';

/**
 * What the customer's preference decides when nobody answered in time: a similar item is taken; a
 * named item is taken only when the substitute is that item (else they wanted nothing else); "don't
 * replace" refunds; "call me" decides nothing: the counter calls and records the answer.
 */
export function outcomeWithoutAnswer(
  preference: SubstitutionPreference,
  substituteIsTheChosenItem: boolean,
): SubstitutionOutcome | 'wait' {
  if (preference === 'similar') return 'substitute';
  if (preference === 'choose') return substituteIsTheChosenItem ? 'substitute' : 'refund';
  if (preference === 'refund') return 'refund';
  return 'wait';
}

/** An item of the store the counter could give instead, with its chosen size. */
export interface SubstituteCandidate {
  item_id: number;
  category_id: number;
  variant: Pick<Variant, 'id' | 'is_infinite' | 'is_negative' | 'stock' | 'is_active'>;
  /** One unit's price in paise. */
  unitMinor: number;
}

/**
 * The substitutes to offer for a short line: items of the same category, in stock at the store,
 * not the short item itself, nearest in price first (the cheaper of two as near, then by item);
 * the customer's own chosen item first when it is in stock.
 */
export function rankSubstitutes<C extends SubstituteCandidate>(
  candidates: readonly C[],
  short: { item_id: number; category_id: number; unitMinor: number },
  chosenItemId: number | null,
  limit = 8,
): C[] {
  const fits = candidates.filter(
    (candidate) =>
      candidate.item_id !== short.item_id &&
      candidate.variant.is_active === 1 &&
      isVariantInStock(candidate.variant) &&
      (candidate.category_id === short.category_id || candidate.item_id === chosenItemId),
  );
  const distance = (candidate: C) => Math.abs(candidate.unitMinor - short.unitMinor);
  const ranked = [...fits].sort(
    (a, b) =>
      Number(b.item_id === chosenItemId) - Number(a.item_id === chosenItemId) ||
      distance(a) - distance(b) ||
      a.unitMinor - b.unitMinor ||
      a.item_id - b.item_id ||
      a.variant.id - b.variant.id,
  );
  // One size per item: the nearest in price.
  const seen = new Set<number>();
  return ranked.filter((candidate) => !seen.has(candidate.item_id) && seen.add(candidate.item_id)).slice(0, limit);
}

/** A line of the order as it was placed. */
export interface PlacedLine {
  id: number;
  /** One unit's price in paise, as charged. */
  unitMinor: number;
  quantity: number;
  /** A combo's parts: how many one combo holds and one unit's worth today (paise), to share the combo's price. */
  parts?: readonly { id: number; quantity: number; unitWorthMinor: number }[] | undefined;
}

/** A short line settled: what is short, and the substitute given, if any. */
export interface LineChange {
  lineId: number;
  /** Units of the line short; of a combo, units of the part `partId` short (out of line × part quantity). */
  shortQuantity: number;
  partId?: number | null | undefined;
  substitute: { unitMinor: number; quantity: number } | null;
  /** The customer approved the substitute's price (else it is charged at most what the short units cost). */
  approvedPrice: boolean;
}

/** The order's terms the recomputation needs, as they were when it was placed. */
export interface OrderTerms {
  lines: readonly PlacedLine[];
  /** The coupon the order used, with its minimum; null without one. */
  coupon: (Pick<Coupon, 'discount_type' | 'discount' | 'max_discount'> & { minSubtotalMinor: number }) | null;
  /** The discount the order was placed with: a recomputation never gives more. */
  discountMinor: number;
  mode: FulfilmentMode;
  store: DeliveryStore;
  distanceKm: number | null;
  tipMinor: number;
  slotFeeMinor: number;
  /** What the order was placed for, and how it was paid: the wallet, online (the rest is cash). */
  totalMinor: number;
  walletMinor: number;
  onlineMinor: number;
  /** Refunded already by earlier changes of this order. */
  refunded: { walletMinor: number; onlineMinor: number };
}

export interface RecomputedLine {
  lineId: number;
  /** What the line's own units cost now (the units not short). */
  keptMinor: number;
  /** What its substitute is charged. */
  substituteMinor: number;
  /** What the shop bears of a dearer substitute the customer did not approve, or of an online order's. */
  absorbedMinor: number;
}

export interface RecomputedOrder {
  lines: RecomputedLine[];
  subtotalMinor: number;
  discountMinor: number;
  /** The coupon's minimum is no longer met: it dropped. */
  couponDropped: boolean;
  deliveryChargeMinor: number;
  /** Free delivery was reached when placed and no longer is. */
  freeDeliveryLost: boolean;
  tipMinor: number;
  slotFeeMinor: number;
  /** The bill by the rules. */
  totalMinor: number;
  /**
   * What the customer pays: the bill, but never more than what the order was placed for plus the
   * approved dearer substitutes (a short line never costs the customer a coupon or a delivery charge).
   */
  payableMinor: number;
  /** The part of the bill the shop bears (totalMinor − payableMinor, and absorbed substitutes). */
  shopBearsMinor: number;
  /** Due back in all (placed total − payable), and what is refunded now besides earlier refunds. */
  refundDueMinor: number;
  refundNow: { walletMinor: number; onlineMinor: number };
  /** More than was placed, for an approved dearer substitute: collected on delivery. */
  collectMinor: number;
}

/** What the short units of a line cost as placed; of a combo, the short part's share of the combo's price. */
export function shortValueMinor(line: PlacedLine, change: Pick<LineChange, 'shortQuantity' | 'partId'>): number {
  if (change.partId === null || change.partId === undefined) return multiplyMinor(line.unitMinor, change.shortQuantity);
  const parts = line.parts ?? [];
  const part = parts.find((candidate) => candidate.id === change.partId);
  const worth = addMinor(...parts.map((candidate) => multiplyMinor(candidate.unitWorthMinor, candidate.quantity)));
  if (!part || worth <= 0) return 0;
  // The combo's price shared by its parts' worth: the short part's units take their share, rounded half up.
  return Math.round((line.unitMinor * change.shortQuantity * part.unitWorthMinor) / worth);
}

/** How many of a line may be short: its units, or for a combo's part, the line's combos × the part's quantity. */
export function shortLimit(line: PlacedLine, partId: number | null | undefined): number {
  if (partId === null || partId === undefined) return line.quantity;
  const part = (line.parts ?? []).find((candidate) => candidate.id === partId);
  return part ? line.quantity * part.quantity : 0;
}

function recomputeLine(line: PlacedLine, change: LineChange | undefined, online: boolean): RecomputedLine {
  const placedMinor = multiplyMinor(line.unitMinor, line.quantity);
  if (!change) return { lineId: line.id, keptMinor: placedMinor, substituteMinor: 0, absorbedMinor: 0 };
  const shortMinor = Math.min(shortValueMinor(line, change), placedMinor);
  const keptMinor = placedMinor - shortMinor;
  if (!change.substitute) return { lineId: line.id, keptMinor, substituteMinor: 0, absorbedMinor: 0 };
  const fullMinor = multiplyMinor(change.substitute.unitMinor, change.substitute.quantity);
  // A dearer substitute costs what the short units did, unless the customer took its price; paid
  // online, the shop bears the difference whatever the answer (nothing more is taken from the card).
  const chargedMinor = change.approvedPrice && !online ? fullMinor : Math.min(fullMinor, shortMinor);
  return { lineId: line.id, keptMinor, substituteMinor: chargedMinor, absorbedMinor: fullMinor - chargedMinor };
}

/**
 * The order's bill after its short lines: each line's kept units and substitute, the coupon
 * re-applied by its rules (dropped when its minimum is no longer met, never more than it gave),
 * the delivery charge and free-delivery threshold judged again, the tip and slot fee as placed.
 * What is due back goes first to what was paid online (back to the provider), the rest to the
 * wallet (the wallet's part and a cash order's); refunds made already are never taken back.
 */
export function recomputeOrder(terms: OrderTerms, changes: readonly LineChange[]): RecomputedOrder {
  const online = terms.onlineMinor > 0;
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  const lines = terms.lines.map((line) => recomputeLine(line, changeOf.get(line.id), online));
  const subtotalMinor = addMinor(...lines.map((line) => line.keptMinor + line.substituteMinor));
  const couponApplies = terms.coupon !== null && meetsCouponMinimum(subtotalMinor, terms.coupon.minSubtotalMinor);
  const discountMinor =
    terms.coupon && couponApplies ? Math.min(discountOnMinor(terms.coupon, subtotalMinor), terms.discountMinor) : 0;
  const afterCoupon = totalAfterCoupon(subtotalMinor, discountMinor);
  const delivery = deliveryCharge({
    mode: terms.mode,
    store: terms.store,
    totalAfterCouponMinor: afterCoupon,
    distanceKm: terms.distanceKm,
  });
  const placedSubtotal = addMinor(...terms.lines.map((line) => multiplyMinor(line.unitMinor, line.quantity)));
  const placedAfterCoupon = totalAfterCoupon(placedSubtotal, terms.discountMinor);
  const placedDelivery = deliveryCharge({
    mode: terms.mode,
    store: terms.store,
    totalAfterCouponMinor: placedAfterCoupon,
    distanceKm: terms.distanceKm,
  });
  const totalMinor = afterCoupon + delivery.chargeMinor + terms.tipMinor + terms.slotFeeMinor;
  const approvedExtra = addMinor(
    ...changes.map((change) => {
      const line = terms.lines.find((candidate) => candidate.id === change.lineId);
      if (!line || !change.substitute || !change.approvedPrice || online) return 0;
      const extra =
        multiplyMinor(change.substitute.unitMinor, change.substitute.quantity) -
        Math.min(shortValueMinor(line, change), multiplyMinor(line.unitMinor, line.quantity));
      return Math.max(extra, 0);
    }),
  );
  const payableMinor = Math.min(totalMinor, terms.totalMinor + approvedExtra);
  const refundDueMinor = Math.max(terms.totalMinor - payableMinor, 0);
  const already = terms.refunded.walletMinor + terms.refunded.onlineMinor;
  const owed = Math.max(refundDueMinor - already, 0);
  const onlineLeft = Math.max(terms.onlineMinor - terms.refunded.onlineMinor, 0);
  const onlineMinor = Math.min(owed, onlineLeft);
  return {
    lines,
    subtotalMinor,
    discountMinor,
    couponDropped: terms.coupon !== null && !couponApplies,
    deliveryChargeMinor: delivery.chargeMinor,
    freeDeliveryLost: placedDelivery.freeDeliveryUnlocked && !delivery.freeDeliveryUnlocked,
    tipMinor: terms.tipMinor,
    slotFeeMinor: terms.slotFeeMinor,
    totalMinor,
    payableMinor,
    shopBearsMinor: totalMinor - payableMinor + addMinor(...lines.map((line) => line.absorbedMinor)),
    refundDueMinor,
    refundNow: { walletMinor: owed - onlineMinor, onlineMinor },
    collectMinor: Math.max(payableMinor - terms.totalMinor, 0),
  };
}
