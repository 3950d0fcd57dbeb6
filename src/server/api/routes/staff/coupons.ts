// The console's coupons (decision 0272): admins any coupon, managers those of their own stores;
// counter and editor members get 403 from the dispatcher (STAFF_CALL_PERMISSIONS).
import { saveCoupon, setCouponActive, staffCoupons } from '../../../services/pricing/staff-coupons.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffCouponRoutes = [
  route('staff/coupons', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => staffCoupons(call.shop, member)),
  }),
  route('staff/coupon-save', {
    mutates: true,
    auth: 'staff',
    ids: { coupon_id: 'coupon', store_ids: 'store-list' },
    handle: ({ token: _token, ...input }, _params, call) =>
      asStaff(call, (member) => saveCoupon(call.shop, member, input)),
  }),
  route('staff/coupon-active', {
    mutates: true,
    auth: 'staff',
    ids: { coupon_id: 'coupon' },
    handle: (input, _params, call) => asStaff(call, (member) => setCouponActive(call.shop, member, input)),
  }),
];
