// A coupon as the console makes and edits it (decision 0272): what a valid coupon is, checked the
// same way by the console's form before it sends and by the server before it writes; how the form's
// rupees and calendar days become the stored paise and moments, and back; and which coupons a
// member may see and change (a manager: those all of whose stores they reach; a coupon without
// stores is every store's, an admin's alone). Pure: no database, no clock.
import { addDays, parseIsoDate, shopCalendarDate, shopDayStart, toIsoDate } from '../calendar.ts';
import { fromMinor, toMinor } from '../money.ts';
import { type Said, sentenceOf } from '../api/errors.ts';
import { fieldRule } from '../field-rules.ts';
import { isStoreBound } from './permissions.ts';
import type { StaffScope } from './staff.ts';

/** The discount types the shop stores (§3 Coupon): anything but PERCENTAGE is fixed (decision 0062). */
export const COUPON_DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const COUPON_NAME_MAX = 80;
export const COUPON_DESCRIPTION_MAX = 300;
/** The most a fixed discount, a cap or a minimum order may be, in rupees. */
const COUPON_RUPEES_MAX = 100_000;
const COUPON_USES_MAX = 1_000_000;

/** Why a coupon's field is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const COUPON_RULE_WORDS = {
  saidRuleCouponNumber: 'must be a number',
  saidRuleCouponAboveZero: 'must be more than ₹0',
  saidRuleCouponNotBelowZero: 'must not be below ₹0',
  saidRuleCouponAtMostRupees: 'must be at most ₹{max}',
  saidRuleCouponTwoDecimals: 'must be rupees and at most 2 decimals',
  saidRuleCouponWholeUses: 'must be a whole number, at least 1 (or empty for no limit)',
  saidRuleCouponAtMost: 'must be at most {max}',
  saidRuleCouponTypeCode: 'type a code',
  saidRuleCouponCodeShape: 'must be 3 to 20 letters A–Z or digits',
  saidRuleCouponTypeName: 'type a name customers read',
  saidRuleCouponPercent: 'must be a whole percent from 1 to 100',
  saidRuleCouponCapPercentOnly: 'only a percentage discount has a maximum',
  saidRuleCouponEndsBeforeStart: 'must not be before the start',
  saidRuleCouponUsedAlready: 'must be at least {n}: it has been used {n} times',
  saidRuleCouponPerCustomerOverTotal: 'must not be more than the total limit',
  saidRuleCouponChooseStore: 'choose at least one of your stores',
} as const;

const sentence = (key: keyof typeof COUPON_RULE_WORDS, params?: Readonly<Record<string, number>>): Said =>
  sentenceOf(COUPON_RULE_WORDS, key, params);

/** A store-bound member's coupon names at least one of their stores (couponStoresRefusal; the form checks it first). */
export const COUPON_NEEDS_A_STORE = sentence('saidRuleCouponChooseStore');

/** A coupon's fields as the form holds them once read: rupees, calendar days (the shop's), null for "none". */
export interface CouponFields {
  code: string;
  name: string;
  description: string;
  discount_type: CouponDiscountType;
  /** The percent (PERCENTAGE) or rupees (FIXED). */
  discount: number;
  /** Rupees; only a percentage has a cap; null: no cap. */
  max_discount: number | null;
  /** Rupees of the coupon's stores' items the cart must hold; 0: none. */
  min_order: number;
  /** Empty: every store. */
  store_ids: readonly number[];
  /** 'yyyy-mm-dd' in the shop's calendar: from the start of that day; null: from now. */
  starts_on: string | null;
  /** 'yyyy-mm-dd': to the end of that day; null: no end. */
  ends_on: string | null;
  /** All customers together; null: no limit. */
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

export type CouponField = keyof CouponFields;
export type CouponRefusals = Partial<Record<CouponField, Said>>;

/** Codes are stored upper-case, without spaces; customers type them any way. */
export function normaliseCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

const hasPaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) > 1e-6;

function rupeesRefusal(value: number, least: number): Said | null {
  if (!Number.isFinite(value)) return sentence('saidRuleCouponNumber');
  if (value < least) return sentence(least > 0 ? 'saidRuleCouponAboveZero' : 'saidRuleCouponNotBelowZero');
  if (value > COUPON_RUPEES_MAX) return sentence('saidRuleCouponAtMostRupees', { max: COUPON_RUPEES_MAX });
  if (hasPaise(value)) return sentence('saidRuleCouponTwoDecimals');
  return null;
}

function usesRefusal(value: number | null): Said | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1) return sentence('saidRuleCouponWholeUses');
  if (value > COUPON_USES_MAX) return sentence('saidRuleCouponAtMost', { max: COUPON_USES_MAX });
  return null;
}

/**
 * What is wrong with each field, or {} when the coupon is valid. `usedCount`: the uses an existing
 * coupon has had (its total limit cannot go below them).
 */
export function couponRefusals(fields: CouponFields, usedCount = 0): CouponRefusals {
  const refusals: CouponRefusals = {};
  const code = normaliseCouponCode(fields.code);
  if (code === '') refusals.code = sentence('saidRuleCouponTypeCode');
  else if (!COUPON_CODE_PATTERN.test(code)) refusals.code = sentence('saidRuleCouponCodeShape');
  const name = fields.name.trim();
  if (name === '') refusals.name = sentence('saidRuleCouponTypeName');
  else if (name.length > COUPON_NAME_MAX)
    refusals.name = fieldRule('saidRuleAtMostCharacters', { max: COUPON_NAME_MAX });
  if (fields.description.trim().length > COUPON_DESCRIPTION_MAX)
    refusals.description = fieldRule('saidRuleAtMostCharacters', { max: COUPON_DESCRIPTION_MAX });

  if (fields.discount_type === 'PERCENTAGE') {
    if (!Number.isInteger(fields.discount) || fields.discount < 1 || fields.discount > 100)
      refusals.discount = sentence('saidRuleCouponPercent');
    if (fields.max_discount !== null) {
      const wrong = rupeesRefusal(fields.max_discount, 0.01);
      if (wrong) refusals.max_discount = wrong;
    }
  } else {
    const wrong = rupeesRefusal(fields.discount, 0.01);
    if (wrong) refusals.discount = wrong;
    if (fields.max_discount !== null) refusals.max_discount = sentence('saidRuleCouponCapPercentOnly');
  }
  const minimum = rupeesRefusal(fields.min_order, 0);
  if (minimum) refusals.min_order = minimum;

  const starts = fields.starts_on === null ? null : parseIsoDate(fields.starts_on);
  const ends = fields.ends_on === null ? null : parseIsoDate(fields.ends_on);
  if (fields.starts_on !== null && starts === null) refusals.starts_on = fieldRule('saidRuleDate');
  if (fields.ends_on !== null && ends === null) refusals.ends_on = fieldRule('saidRuleDate');
  if (starts && ends && ends < starts) refusals.ends_on = sentence('saidRuleCouponEndsBeforeStart');

  const total = usesRefusal(fields.max_uses);
  if (total) refusals.max_uses = total;
  else if (fields.max_uses !== null && fields.max_uses < usedCount)
    refusals.max_uses = sentence('saidRuleCouponUsedAlready', { n: usedCount });
  const each = usesRefusal(fields.max_uses_per_customer);
  if (each) refusals.max_uses_per_customer = each;
  else if (
    fields.max_uses !== null &&
    fields.max_uses_per_customer !== null &&
    !refusals.max_uses &&
    fields.max_uses_per_customer > fields.max_uses
  )
    refusals.max_uses_per_customer = sentence('saidRuleCouponPerCustomerOverTotal');
  return refusals;
}

/** A coupon's name and description for Marathi customers (decision 0334): '' for none, else as long as the stored ones may be. */
export function couponMarathiRefusals(texts: { name_mr: string; description_mr: string }): {
  name_mr?: Said;
  description_mr?: Said;
} {
  const refusals: { name_mr?: Said; description_mr?: Said } = {};
  if (texts.name_mr.trim().length > COUPON_NAME_MAX)
    refusals.name_mr = fieldRule('saidRuleAtMostCharacters', { max: COUPON_NAME_MAX });
  if (texts.description_mr.trim().length > COUPON_DESCRIPTION_MAX)
    refusals.description_mr = fieldRule('saidRuleAtMostCharacters', { max: COUPON_DESCRIPTION_MAX });
  return refusals;
}

/** A coupon's row as stored (migration 001 and 007): paise, and moments as ISO text. */
export interface StoredCoupon {
  code: string;
  name: string;
  description: string;
  discount_type: CouponDiscountType;
  /** PERCENTAGE: the percent; FIXED: paise. */
  discount: number;
  max_discount_paise: number | null;
  min_subtotal_paise: number;
  starts_at: string | null;
  expires_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

/** The row of valid fields (couponRefusals gave none): the start of the first day, the last moment of the last. */
export function storedCoupon(fields: CouponFields): StoredCoupon {
  const starts = fields.starts_on === null ? null : parseIsoDate(fields.starts_on);
  const ends = fields.ends_on === null ? null : parseIsoDate(fields.ends_on);
  return {
    code: normaliseCouponCode(fields.code),
    name: fields.name.trim(),
    description: fields.description.trim(),
    discount_type: fields.discount_type,
    discount: fields.discount_type === 'PERCENTAGE' ? fields.discount : toMinor(fields.discount),
    max_discount_paise:
      fields.discount_type === 'PERCENTAGE' && fields.max_discount !== null ? toMinor(fields.max_discount) : null,
    min_subtotal_paise: toMinor(fields.min_order),
    starts_at: starts ? shopDayStart(starts).toISOString() : null,
    expires_at: ends ? new Date(shopDayStart(addDays(ends, 1)).getTime() - 1).toISOString() : null,
    max_uses: fields.max_uses,
    max_uses_per_customer: fields.max_uses_per_customer,
  };
}

/** The form's fields of a stored coupon (its days in the shop's calendar). */
export function couponFieldsOf(row: StoredCoupon, storeIds: readonly number[]): CouponFields {
  const percentage = row.discount_type === 'PERCENTAGE';
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: percentage ? 'PERCENTAGE' : 'FIXED',
    discount: percentage ? row.discount : fromMinor(row.discount),
    max_discount: row.max_discount_paise === null ? null : fromMinor(row.max_discount_paise),
    min_order: fromMinor(row.min_subtotal_paise),
    store_ids: [...storeIds],
    starts_on: row.starts_at === null ? null : toIsoDate(shopCalendarDate(new Date(row.starts_at))),
    ends_on: row.expires_at === null ? null : toIsoDate(shopCalendarDate(new Date(row.expires_at))),
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
  };
}

/**
 * Whether a member may see and change a coupon of these stores: an admin any; a manager one all of
 * whose stores they reach, never one of every store (an empty list).
 */
export function mayManageCoupon(scope: StaffScope, couponStoreIds: readonly number[]): boolean {
  if (!isStoreBound(scope.role)) return true;
  return couponStoreIds.length > 0 && couponStoreIds.every((storeId) => scope.store_ids.includes(storeId));
}

/**
 * What is wrong with the stores a member gives a coupon, beside stores they do not reach (which are
 * "no such store"): only an admin makes a coupon of every store.
 */
export function couponStoresRefusal(scope: StaffScope, storeIds: readonly number[]): Said | null {
  return isStoreBound(scope.role) && storeIds.length === 0 ? COUPON_NEEDS_A_STORE : null;
}
