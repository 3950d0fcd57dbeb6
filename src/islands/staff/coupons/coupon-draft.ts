// The coupon form as typed (decision 0272), from a coupon and back to the fields the rules and the
// server take (domain/staff/coupon-rules.ts).
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { StaffCouponView } from '../../../domain/api/staff/coupons.ts';
import type { CouponDiscountType, CouponFields } from '../../../domain/staff/coupon-rules.ts';

/** The form as typed: every number a string until it is sent. */
export interface Draft {
  coupon_id: number | null;
  code: string;
  name: string;
  description: string;
  name_mr: string;
  description_mr: string;
  discount_type: CouponDiscountType;
  discount: string;
  max_discount: string;
  min_order: string;
  store_ids: number[];
  starts_on: string;
  ends_on: string;
  max_uses: string;
  max_uses_per_customer: string;
}

export const blank = (stores: StaffStoreView[], everyStore: boolean): Draft => ({
  coupon_id: null,
  code: '',
  name: '',
  description: '',
  name_mr: '',
  description_mr: '',
  discount_type: 'PERCENTAGE',
  discount: '',
  max_discount: '',
  min_order: '',
  // A manager's one store is chosen for them; an admin starts from every store.
  store_ids: !everyStore && stores.length === 1 && stores[0] ? [stores[0].id] : [],
  starts_on: '',
  ends_on: '',
  max_uses: '',
  max_uses_per_customer: '',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(coupon: StaffCouponView): Draft {
  return {
    coupon_id: coupon.id,
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    name_mr: coupon.name_mr,
    description_mr: coupon.description_mr,
    discount_type: coupon.discount_type,
    discount: String(coupon.discount),
    max_discount: text(coupon.max_discount),
    min_order: coupon.min_order === 0 ? '' : String(coupon.min_order),
    store_ids: [...coupon.store_ids],
    starts_on: coupon.starts_on ?? '',
    ends_on: coupon.ends_on ?? '',
    max_uses: text(coupon.max_uses),
    max_uses_per_customer: text(coupon.max_uses_per_customer),
  };
}

/** A typed number: empty is `empty`, anything else Number() of it (NaN for what is not a number, which the rules refuse). */
const numberOf = <E>(typed: string, empty: E): number | E => (typed.trim() === '' ? empty : Number(typed.trim()));

export function fieldsOf(draft: Draft): CouponFields {
  return {
    code: draft.code,
    name: draft.name,
    description: draft.description,
    discount_type: draft.discount_type,
    discount: numberOf(draft.discount, Number.NaN),
    max_discount: draft.discount_type === 'PERCENTAGE' ? numberOf(draft.max_discount, null) : null,
    min_order: numberOf(draft.min_order, 0),
    store_ids: draft.store_ids,
    starts_on: draft.starts_on || null,
    ends_on: draft.ends_on || null,
    max_uses: numberOf(draft.max_uses, null),
    max_uses_per_customer: numberOf(draft.max_uses_per_customer, null),
  };
}
