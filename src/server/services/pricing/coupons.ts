// Coupons (§3 Coupon, §5 Coupon percentage, §7 Apply coupon, §8 coupon_error): a
// code is looked up fresh and checked (active, within its dates, uses left in all and
// for this customer, the cart's store, minimum subtotal), then src/domain/orders/coupon.ts
// computes the discount from the cart lines the server priced, never from the client's
// subtotal. A customer's uses are their orders with the coupon that were not called off
// (a cancelled order gives its use back; decision 0161).
import type { Kysely } from 'kysely';
import { codeOf, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type { CartLineInput, CouponAnswer, CouponOffer } from '../../../domain/api/pricing.ts';
import { couponDiscount, couponUseRefusal, isOfferedAt, meetsCouponMinimum } from '../../../domain/orders/coupon.ts';
import { formatPrice, fromMinor, type PriceFormat } from '../../../domain/money.ts';
import { CALLED_OFF } from '../../../domain/orders/order-flow.ts';
import type { CartLine, Coupon } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { loadLines } from './pricing-lines.ts';
import { loadShopSettings } from '../shop/settings.ts';
import { said } from '../../said.ts';
import { translated } from '../shop/translations.ts';

export interface CouponEvaluation {
  answer: CouponAnswer;
  /** The discount on this cart in paise; 0 when refused. */
  discountMinor: number;
  /** The coupon row, when the code exists (place-order counts a use of it). */
  couponId: number | null;
  /** Why the coupon does not apply (the answer's coupon_error, by its code); null when it applies. */
  refusal: Said | null;
}

export const COUPON_ERRORS = {
  unknown: said('saidCouponUnknown'),
  inactive: said('saidCouponInactive'),
  notStarted: said('saidCouponNotStarted'),
  expired: said('saidCouponExpired'),
  usedUp: said('saidCouponUsedUp'),
  otherStore: said('saidCouponOtherStore'),
} as const;

/** §8 coupon_error when the customer has had the uses a coupon allows each customer. */
export function customerLimitError(limit: number): Said {
  return limit === 1 ? said('saidCouponOncePerCustomer') : said('saidCouponTimesPerCustomer', { n: limit });
}

/** The customer's orders with the coupon that still stand (a cancelled or rejected one gives its use back). */
async function usesByCustomer(db: Kysely<Database>, couponId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .innerJoin('orders', 'orders.id', 'coupon_redemptions.order_id')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('coupon_redemptions.coupon_id', '=', couponId)
    .where('coupon_redemptions.user_id', '=', customerId)
    .where('orders.status', 'not in', CALLED_OFF)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

function refused(
  answer: Omit<CouponAnswer, 'success' | 'coupon_error' | 'coupon_error_code' | 'appliedAmount' | 'hideMessage'>,
  error: Said,
  couponId: number | null,
): CouponEvaluation {
  return {
    answer: {
      ...answer,
      success: false,
      coupon_error: error.text,
      coupon_error_code: codeOf(error),
      hideMessage: false,
      appliedAmount: 0,
    },
    discountMinor: 0,
    couponId,
    refusal: error,
  };
}

/**
 * §5 The coupon `code` on the priced `lines` at `now`, for `customerId` (null: a guest, judged
 * by the total limit only). Refusals are values with the reason in coupon_error (§8); the
 * discount never exceeds the value of the items it applies to. Inside place-order's transaction
 * the coupon row is locked first, so the uses counted here cannot change before the order is written.
 */
export async function evaluateCoupon(
  db: Kysely<Database>,
  code: string,
  lines: readonly CartLine[],
  now: Date,
  format: PriceFormat,
  customerId: number | null,
): Promise<CouponEvaluation> {
  // Codes are stored upper-case; customers type them any way.
  const typed = code.trim().toUpperCase();
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', typed).executeTakeFirst();
  if (!row)
    return refused(
      { code: typed, discount_type: null, discount: null, max_discount: null, restaurants: [] },
      COUPON_ERRORS.unknown,
      null,
    );
  const stores = await db
    .selectFrom('coupon_stores')
    .select('store_id')
    .where('coupon_id', '=', row.id)
    .orderBy('store_id')
    .execute();
  const coupon: Coupon = {
    code: row.code,
    discount_type: row.discount_type === 'PERCENTAGE' ? 'PERCENTAGE' : 'FIXED',
    // PERCENTAGE stores the percent; FIXED stores paise.
    discount: row.discount_type === 'PERCENTAGE' ? row.discount : fromMinor(row.discount),
    max_discount: row.max_discount_paise === null ? null : fromMinor(row.max_discount_paise),
    restaurants: stores.map((store) => ({ id: store.store_id })),
  };
  const details = {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount: coupon.discount,
    max_discount: coupon.max_discount,
    restaurants: coupon.restaurants,
  };
  const at = now.toISOString();
  if (row.is_active !== 1) return refused(details, COUPON_ERRORS.inactive, row.id);
  if (row.starts_at !== null && at < row.starts_at) return refused(details, COUPON_ERRORS.notStarted, row.id);
  if (row.expires_at !== null && at > row.expires_at) return refused(details, COUPON_ERRORS.expired, row.id);
  const limit = row.max_uses_per_customer;
  const refusal = couponUseRefusal({
    maxUses: row.max_uses,
    usedCount: row.used_count,
    maxUsesPerCustomer: limit,
    customerUses: limit === null || customerId === null ? null : await usesByCustomer(db, row.id, customerId),
  });
  if (refusal === 'used_up') return refused(details, COUPON_ERRORS.usedUp, row.id);
  if (refusal === 'customer_limit' && limit !== null) return refused(details, customerLimitError(limit), row.id);
  const result = couponDiscount(coupon, lines);
  if (!result.ok) return refused(details, COUPON_ERRORS.otherStore, row.id);
  if (!meetsCouponMinimum(result.eligibleSubtotalMinor, row.min_subtotal_paise)) {
    const more = formatPrice(row.min_subtotal_paise - result.eligibleSubtotalMinor, format);
    return refused(
      details,
      said('saidCouponMinimum', { more, minimum: formatPrice(row.min_subtotal_paise, format) }),
      row.id,
    );
  }
  return {
    answer: {
      ...details,
      success: true,
      coupon_error: null,
      coupon_error_code: null,
      hideMessage: false,
      appliedAmount: fromMinor(result.discountMinor),
    },
    discountMinor: result.discountMinor,
    couponId: row.id,
    refusal: null,
  };
}

/**
 * §7 Apply coupon: the coupon on the cart products sent, priced fresh, for the signed-in
 * `customerId` (null: a guest). Lines that cannot be bought now are left out (the cart lists
 * them as unavailable); the client's subtotal is ignored.
 */
export async function applyCoupon(
  ctx: ShopContext,
  input: { coupon: string; restaurant_id?: number | null | undefined; cartProducts: readonly CartLineInput[] },
  customerId: number | null = null,
): Promise<Result<CouponAnswer>> {
  const loaded = await loadLines(ctx.db, input.restaurant_id ?? null, input.cartProducts, 'regular', 'cartProducts');
  if (!loaded.ok) return loaded;
  const unavailable = new Set(loaded.value.unavailable.map((line) => line.index));
  const lines = loaded.value.lines.filter((priced) => !unavailable.has(priced.index)).map((priced) => priced.line);
  const settings = await loadShopSettings(ctx.db);
  return ok((await evaluateCoupon(ctx.db, input.coupon, lines, ctx.now(), settings, customerId)).answer);
}

/**
 * §7 Offers at the cart (decision 0329): the coupons a cart of the store is offered now
 * (domain/orders/coupon.ts isOfferedAt), in the shop's order of them. Tapping one applies it
 * through applyCoupon, which also judges this customer's uses and the cart's minimum.
 */
export async function offeredCoupons(ctx: ShopContext, storeId: number): Promise<CouponOffer[]> {
  const [rows, scopes] = await Promise.all([
    ctx.db
      .selectFrom('coupons')
      .select(['id', 'code', 'name', 'description', 'is_active', 'starts_at', 'expires_at', 'max_uses', 'used_count'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute(),
    ctx.db.selectFrom('coupon_stores').select(['coupon_id', 'store_id']).execute(),
  ]);
  const now = ctx.now();
  const offered = rows.filter((row) =>
    isOfferedAt(
      { ...row, storeIds: scopes.filter((scope) => scope.coupon_id === row.id).map((scope) => scope.store_id) },
      storeId,
      now,
    ),
  );
  // The customer's words where the shop wrote them (decision 0334), the stored ones otherwise.
  const named = await translated(
    ctx,
    'coupon',
    offered,
    (row) => row.id,
    (row, texts) => ({ ...row, ...texts }),
  );
  return named.map((row) => ({ code: row.code, name: row.name, description: row.description }));
}
