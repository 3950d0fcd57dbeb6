// The coupons a member may manage (decision 0272), with their use so far, to edit, pause or resume;
// in the member's console language (decision 0345).
import type { StaffCouponView } from '../../../domain/api/staff/coupons.ts';
import { formatCalendarDay } from '../../../domain/calendar.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { type Say, useSay } from '../shell/console-words.tsx';

const STATE_WORDS = {
  active: 'consoleCouponsStateActive',
  paused: 'consoleCouponsStatePaused',
  scheduled: 'consoleCouponsStateScheduled',
  ended: 'consoleCouponsStateEnded',
  used_up: 'consoleCouponsStateUsedUp',
} as const satisfies Record<StaffCouponView['state'], ConsoleWordKey>;

const rupees = (value: number) => `₹${Number.isInteger(value) ? value : value.toFixed(2)}`;

function discountWords(coupon: StaffCouponView, say: Say): string {
  if (coupon.discount_type === 'FIXED') return say('consoleCouponsFixedOff', { amount: rupees(coupon.discount) });
  const percent = say('consoleCouponsPercentOff', { percent: coupon.discount });
  return coupon.max_discount === null
    ? percent
    : say('consoleCouponsUpTo', { discount: percent, amount: rupees(coupon.max_discount) });
}

/** The stores of a coupon in a line: a few by name, then how many more. */
function storesWords(storeIds: readonly number[], nameOf: (id: number) => string, say: Say): string {
  if (storeIds.length === 0) return say('consoleCouponsEveryStore');
  const names = storeIds.map(nameOf);
  return names.length <= 3
    ? names.join(', ')
    : say('consoleCouponsMoreStores', { names: names.slice(0, 2).join(', '), count: names.length - 2 });
}

function validity(coupon: StaffCouponView, locale: string, say: Say): string {
  const day = (iso: string) => formatCalendarDay(iso, locale, 'date');
  if (coupon.starts_on && coupon.ends_on)
    return say('consoleCouponsFromTo', { from: day(coupon.starts_on), to: day(coupon.ends_on) });
  if (coupon.starts_on) return say('consoleCouponsFrom', { day: day(coupon.starts_on) });
  if (coupon.ends_on) return say('consoleCouponsUntil', { day: day(coupon.ends_on) });
  return say('consoleCouponsNoEnd');
}

function limits(coupon: StaffCouponView, say: Say): string {
  return say('consoleCouponsLimits', {
    total:
      coupon.max_uses === null
        ? say('consoleCouponsNoTotalLimit')
        : say('consoleCouponsInAll', { count: coupon.max_uses }),
    perCustomer:
      coupon.max_uses_per_customer === null
        ? say('consoleCouponsNoPerCustomer')
        : say('consoleCouponsPerCustomerCount', { count: coupon.max_uses_per_customer }),
  });
}

function use(coupon: StaffCouponView, say: Say): string {
  return [
    say(coupon.used_count === 1 ? 'consoleCouponsUsedOne' : 'consoleCouponsUsedMany', { count: coupon.used_count }),
    say(coupon.orders === 1 ? 'consoleCouponsOrdersOne' : 'consoleCouponsOrdersMany', { count: coupon.orders }),
    say('consoleCouponsGiven', { amount: rupees(coupon.discount_given) }),
  ].join(' · ');
}

interface Props {
  coupons: readonly StaffCouponView[];
  storeName(id: number): string;
  /** The member's language as a locale ('mr-IN'), for the days shown. */
  locale: string;
  onEdit(coupon: StaffCouponView): void;
  onSetActive(coupon: StaffCouponView, active: boolean): void;
}

export function CouponList({ coupons, storeName, locale, onEdit, onSetActive }: Props) {
  const say = useSay();
  return coupons.length === 0 ? (
    <p className="q-empty">{say('consoleCouponsNone')}</p>
  ) : (
    <ul className="cf-list" aria-label={say('consoleCouponsTitle')}>
      {coupons.map((coupon) => (
        <li key={coupon.id} className={`cf-card${coupon.state === 'active' ? '' : ' is-off'}`}>
          <h2>
            <span className="cf-code">{coupon.code}</span>
            <span className={`cf-badge${coupon.state === 'active' ? '' : ' off'}`}>
              {say(STATE_WORDS[coupon.state])}
            </span>
          </h2>
          <p>
            <strong>{coupon.name}</strong> ·{' '}
            {coupon.min_order > 0
              ? say('consoleCouponsOnOrdersOf', {
                  discount: discountWords(coupon, say),
                  amount: rupees(coupon.min_order),
                })
              : discountWords(coupon, say)}
          </p>
          <p className="s-muted">
            {storesWords(coupon.store_ids, storeName, say)} · {validity(coupon, locale, say)}
          </p>
          <p className="s-muted">{limits(coupon, say)}</p>
          <p>{use(coupon, say)}</p>
          <div className="cf-actions">
            <button
              type="button"
              className="s-btn ghost"
              aria-label={say('consoleCouponsEditCode', { code: coupon.code })}
              onClick={() => onEdit(coupon)}
            >
              {say('consoleCouponsEdit')}
            </button>
            <button
              type="button"
              className={coupon.is_active ? 's-btn danger' : 's-btn ghost'}
              aria-label={say(coupon.is_active ? 'consoleCouponsPauseCode' : 'consoleCouponsResumeCode', {
                code: coupon.code,
              })}
              onClick={() => onSetActive(coupon, !coupon.is_active)}
            >
              {say(coupon.is_active ? 'consoleCouponsPause' : 'consoleCouponsResume')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
