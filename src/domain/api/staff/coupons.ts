// Requests and answers of the console's coupons (decision 0272). The request carries the form's
// fields as typed (rupees, the shop's calendar days); whether they make a valid coupon is
// domain/staff/coupon-rules.ts couponRefusals, on the server as in the form.
import { z } from 'zod';
import {
  COUPON_DESCRIPTION_MAX,
  COUPON_DISCOUNT_TYPES,
  COUPON_NAME_MAX,
  type CouponFields,
} from '../../staff/coupon-rules.ts';
import { id, optionalToken, text } from '../fields.ts';
import type { StaffStoreView } from '../staff.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');
const amount = z.number().finite('must be a number');
const count = z.number().finite('must be a number').nullable();

export const staffCouponsRequest = z.strictObject({ token: optionalToken });

/** Without coupon_id a new coupon; with it, that coupon's new fields (every field, as the form holds them). */
export const staffCouponSaveRequest = z.strictObject({
  token: optionalToken,
  coupon_id: id.optional(),
  code: text(40),
  name: text(COUPON_NAME_MAX + 20),
  description: text(COUPON_DESCRIPTION_MAX + 20, 'multi-line'),
  /** The name and description Marathi customers read; '' shows them the stored ones. */
  name_mr: text(COUPON_NAME_MAX + 20).default(''),
  description_mr: text(COUPON_DESCRIPTION_MAX + 20, 'multi-line').default(''),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount: amount,
  max_discount: amount.nullable(),
  min_order: amount,
  store_ids: z.array(id).max(200),
  starts_on: isoDate.nullable(),
  ends_on: isoDate.nullable(),
  max_uses: count,
  max_uses_per_customer: count,
});

/** Pausing (is_active false) stops customers using it at once; resuming lets them again. */
export const staffCouponActiveRequest = z.strictObject({
  token: optionalToken,
  coupon_id: id,
  is_active: z.boolean(),
});

export interface StaffCouponView extends CouponFields {
  id: number;
  /** Its name and description in Marathi (catalog_translations); '' when it has none. */
  name_mr: string;
  description_mr: string;
  is_active: boolean;
  /** The coupons' counter of uses (orders placed with it, less those called off). */
  used_count: number;
  /** Orders with it that still stand, and the discount they were given (rupees). */
  orders: number;
  discount_given: number;
  /** 'active', 'paused', 'scheduled' (starts later), 'ended' or 'used up', at the time of the answer. */
  state: 'active' | 'paused' | 'scheduled' | 'ended' | 'used_up';
}

export interface StaffCouponsAnswer {
  coupons: StaffCouponView[];
  /** The stores the member may give a coupon. */
  stores: StaffStoreView[];
  /** Whether the member may make a coupon of every store (no store chosen): admins. */
  every_store: boolean;
}

export interface StaffCouponAnswer {
  coupon: StaffCouponView;
}
