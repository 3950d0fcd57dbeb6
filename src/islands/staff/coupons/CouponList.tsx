// The coupons a member may manage (decision 0272), with their use so far, to edit, pause or resume.
import type { StaffCouponView } from '../../../domain/api/staff/coupons.ts';
import { formatCalendarDay } from '../../../domain/calendar.ts';

const STATE_WORDS: Record<StaffCouponView['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Starts later',
  ended: 'Ended',
  used_up: 'Used up',
};

const rupees = (value: number) => `₹${Number.isInteger(value) ? value : value.toFixed(2)}`;

function discountWords(coupon: StaffCouponView): string {
  if (coupon.discount_type === 'FIXED') return `${rupees(coupon.discount)} off`;
  return `${coupon.discount}% off${coupon.max_discount === null ? '' : `, up to ${rupees(coupon.max_discount)}`}`;
}

/** The stores of a coupon in a line: a few by name, then how many more. */
function storesWords(storeIds: readonly number[], nameOf: (id: number) => string): string {
  if (storeIds.length === 0) return 'Every store';
  const names = storeIds.map(nameOf);
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more stores`;
}

const day = (iso: string) => formatCalendarDay(iso, 'en-IN', 'date');

function validity(coupon: StaffCouponView): string {
  if (coupon.starts_on && coupon.ends_on) return `${day(coupon.starts_on)} to ${day(coupon.ends_on)}`;
  if (coupon.starts_on) return `From ${day(coupon.starts_on)}`;
  if (coupon.ends_on) return `Until ${day(coupon.ends_on)}`;
  return 'No end date';
}

interface Props {
  coupons: readonly StaffCouponView[];
  storeName(id: number): string;
  onEdit(coupon: StaffCouponView): void;
  onSetActive(coupon: StaffCouponView, active: boolean): void;
}

export function CouponList({ coupons, storeName, onEdit, onSetActive }: Props) {
  return coupons.length === 0 ? (
    <p className="q-empty">No coupons yet.</p>
  ) : (
    <ul className="cf-list" aria-label="Coupons">
      {coupons.map((coupon) => (
        <li key={coupon.id} className={`cf-card${coupon.state === 'active' ? '' : ' is-off'}`}>
          <h2>
            <span className="cf-code">{coupon.code}</span>
            <span className={`cf-badge${coupon.state === 'active' ? '' : ' off'}`}>{STATE_WORDS[coupon.state]}</span>
          </h2>
          <p>
            <strong>{coupon.name}</strong> · {discountWords(coupon)}
            {coupon.min_order > 0 && ` on orders of ${rupees(coupon.min_order)} or more`}
          </p>
          <p className="s-muted">
            {storesWords(coupon.store_ids, storeName)} · {validity(coupon)}
          </p>
          <p className="s-muted">
            Limits: {coupon.max_uses === null ? 'no total limit' : `${coupon.max_uses} in all`},{' '}
            {coupon.max_uses_per_customer === null
              ? 'no limit per customer'
              : `${coupon.max_uses_per_customer} per customer`}
          </p>
          <p>
            Used {coupon.used_count} {coupon.used_count === 1 ? 'time' : 'times'} · {coupon.orders}{' '}
            {coupon.orders === 1 ? 'order' : 'orders'} standing · {rupees(coupon.discount_given)} given
          </p>
          <div className="cf-actions">
            <button
              type="button"
              className="s-btn ghost"
              aria-label={`Edit ${coupon.code}`}
              onClick={() => onEdit(coupon)}
            >
              Edit
            </button>
            <button
              type="button"
              className={coupon.is_active ? 's-btn danger' : 's-btn ghost'}
              aria-label={`${coupon.is_active ? 'Pause' : 'Resume'} ${coupon.code}`}
              onClick={() => onSetActive(coupon, !coupon.is_active)}
            >
              {coupon.is_active ? 'Pause' : 'Resume'}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
