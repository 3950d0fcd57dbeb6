// /staff/coupons (decision 0272): the coupons a member may manage, with their use so far; a form to
// make one or edit one, checked by the same rules as the server (domain/staff/coupon-rules.ts)
// before it is sent, each refused field saying why on itself; pausing and resuming.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { StaffStoreView } from '../../domain/api/staff.ts';
import type { StaffCouponView, StaffCouponsAnswer } from '../../domain/api/staff/coupons.ts';
import { formatCalendarDay } from '../../domain/calendar.ts';
import {
  COUPON_NEEDS_A_STORE,
  type CouponFields,
  couponMarathiRefusals,
  couponRefusals,
  type CouponDiscountType,
} from '../../domain/staff/coupon-rules.ts';
import { type FieldErrors, reasonsOf } from './form/field-errors.ts';
import { Field, FieldGroup, focusFirstRefused } from './form/fields.tsx';

/** The form as typed: every number a string until it is sent. */
interface Draft {
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

const STATE_WORDS: Record<StaffCouponView['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Starts later',
  ended: 'Ended',
  used_up: 'Used up',
};

const blank = (stores: StaffStoreView[], everyStore: boolean): Draft => ({
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

function draftOf(coupon: StaffCouponView): Draft {
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
const numberOf = <E,>(typed: string, empty: E): number | E => (typed.trim() === '' ? empty : Number(typed.trim()));

function fieldsOf(draft: Draft): CouponFields {
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

export default function StaffCoupons({ initial }: { initial: StaffCouponsAnswer }) {
  const [coupons, setCoupons] = useState(initial.coupons);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const { stores, every_store: everyStore } = initial;
  const storeName = (id: number) => stores.find((store) => store.id === id)?.name ?? `Store ${id}`;

  const open = (next: Draft) => {
    setDraft(next);
    setErrors({});
    setFormError(null);
    setNotice(null);
    requestAnimationFrame(() => formHeading.current?.focus());
  };

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const fields = fieldsOf(draft);
    const used = coupons.find((coupon) => coupon.id === draft.coupon_id)?.used_count ?? 0;
    const marathi = { name_mr: draft.name_mr, description_mr: draft.description_mr };
    const refused = reasonsOf({ ...couponRefusals(fields, used), ...couponMarathiRefusals(marathi) });
    if (!everyStore && fields.store_ids.length === 0) refused.store_ids = COUPON_NEEDS_A_STORE.text;
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      setFormError('Some fields need a change: each says why.');
      focusFirstRefused(event.currentTarget);
      return;
    }
    setBusy(true);
    const form = event.currentTarget;
    const answer = await callApi('staff/coupon-save', {
      ...(draft.coupon_id === null ? {} : { coupon_id: draft.coupon_id }),
      ...fields,
      ...marathi,
      store_ids: [...fields.store_ids],
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.error.fields ?? {});
      setFormError(answer.error.message);
      focusFirstRefused(form);
      return;
    }
    const saved = answer.value.coupon;
    setCoupons((list) =>
      list.some((coupon) => coupon.id === saved.id)
        ? list.map((coupon) => (coupon.id === saved.id ? saved : coupon))
        : [saved, ...list],
    );
    setDraft(null);
    setNotice(`Coupon ${saved.code} ${draft.coupon_id === null ? 'made' : 'saved'}.`);
  };

  const setActive = async (coupon: StaffCouponView, active: boolean) => {
    const answer = await callApi('staff/coupon-active', { coupon_id: coupon.id, is_active: active });
    if (!answer.ok) {
      setNotice(answer.error.message);
      return;
    }
    setCoupons((list) => list.map((one) => (one.id === coupon.id ? answer.value.coupon : one)));
    setNotice(
      `Coupon ${coupon.code} ${active ? 'resumed: customers can use it again' : 'paused: customers cannot use it'}.`,
    );
  };

  return (
    <>
      <div className="cf-head">
        <h1>Coupons</h1>
        {!draft && (
          <button type="button" className="s-btn" onClick={() => open(blank(stores, everyStore))}>
            New coupon
          </button>
        )}
      </div>
      <p className="s-muted" role="status" aria-live="polite">
        {notice}
      </p>

      {draft && (
        <form className="s-card cf-form" onSubmit={save} noValidate aria-labelledby="coupon-form-title">
          <h2 id="coupon-form-title" ref={formHeading} tabIndex={-1}>
            {draft.coupon_id === null ? 'New coupon' : `Edit coupon ${draft.code}`}
          </h2>
          {formError && (
            <p className="s-error" role="alert">
              ⚠ {formError}
            </p>
          )}
          <div className="cf-grid three">
            <Field
              id="coupon-code"
              label="Code"
              error={errors.code}
              hint="Letters and digits; customers type it any case."
            >
              {(props) => (
                <input
                  {...props}
                  value={draft.code}
                  autoCapitalize="characters"
                  autoComplete="off"
                  maxLength={40}
                  onChange={(event) => change('code', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field id="coupon-name" label="Name" error={errors.name}>
              {(props) => (
                <input
                  {...props}
                  value={draft.name}
                  maxLength={100}
                  onChange={(event) => change('name', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field id="coupon-description" label="Description" error={errors.description}>
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  value={draft.description}
                  maxLength={320}
                  onChange={(event) => change('description', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field
              id="coupon-name-mr"
              label="Name (Marathi)"
              error={errors.name_mr}
              hint="What Marathi customers read. Empty: they read the name above."
            >
              {(props) => (
                <input
                  {...props}
                  lang="mr"
                  value={draft.name_mr}
                  maxLength={100}
                  onChange={(event) => change('name_mr', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field id="coupon-description-mr" label="Description (Marathi)" error={errors.description_mr}>
              {(props) => (
                <textarea
                  {...props}
                  lang="mr"
                  rows={2}
                  value={draft.description_mr}
                  maxLength={320}
                  onChange={(event) => change('description_mr', event.currentTarget.value)}
                />
              )}
            </Field>
            <FieldGroup id="coupon-type" legend="Discount type" error={errors.discount_type}>
              {(['PERCENTAGE', 'FIXED'] as const).map((type) => (
                <label key={type}>
                  <input
                    type="radio"
                    name="discount_type"
                    checked={draft.discount_type === type}
                    onChange={() => change('discount_type', type)}
                  />
                  {type === 'PERCENTAGE' ? 'Percentage' : 'Fixed amount'}
                </label>
              ))}
            </FieldGroup>
            <Field
              id="coupon-discount"
              label={draft.discount_type === 'PERCENTAGE' ? 'Discount (%)' : 'Discount (₹)'}
              error={errors.discount}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={draft.discount}
                  onChange={(event) => change('discount', event.currentTarget.value)}
                />
              )}
            </Field>
            {draft.discount_type === 'PERCENTAGE' && (
              <Field
                id="coupon-max-discount"
                label="Maximum discount (₹)"
                error={errors.max_discount}
                hint="Empty: no maximum."
              >
                {(props) => (
                  <input
                    {...props}
                    inputMode="decimal"
                    value={draft.max_discount}
                    onChange={(event) => change('max_discount', event.currentTarget.value)}
                  />
                )}
              </Field>
            )}
            <Field id="coupon-min-order" label="Minimum order (₹)" error={errors.min_order} hint="Empty: no minimum.">
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={draft.min_order}
                  onChange={(event) => change('min_order', event.currentTarget.value)}
                />
              )}
            </Field>
            <FieldGroup
              className="cf-wide"
              id="coupon-stores"
              legend="Stores"
              error={errors.store_ids}
              hint={everyStore ? 'None chosen: every store, new ones too.' : undefined}
            >
              {stores.map((store) => (
                <label key={store.id}>
                  <input
                    type="checkbox"
                    checked={draft.store_ids.includes(store.id)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      change(
                        'store_ids',
                        checked
                          ? [...draft.store_ids, store.id]
                          : draft.store_ids.filter((storeId) => storeId !== store.id),
                      );
                    }}
                  />
                  {store.name}
                </label>
              ))}
            </FieldGroup>
            <Field id="coupon-starts" label="Starts on" error={errors.starts_on} hint="Empty: from now.">
              {(props) => (
                <input
                  {...props}
                  type="date"
                  value={draft.starts_on}
                  onChange={(event) => change('starts_on', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field id="coupon-ends" label="Ends on" error={errors.ends_on} hint="The last day it works. Empty: no end.">
              {(props) => (
                <input
                  {...props}
                  type="date"
                  value={draft.ends_on}
                  onChange={(event) => change('ends_on', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field
              id="coupon-max-uses"
              label="Total uses"
              error={errors.max_uses}
              hint="All customers together. Empty: no limit."
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  value={draft.max_uses}
                  onChange={(event) => change('max_uses', event.currentTarget.value)}
                />
              )}
            </Field>
            <Field
              id="coupon-per-customer"
              label="Uses per customer"
              error={errors.max_uses_per_customer}
              hint="Empty: no limit."
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  value={draft.max_uses_per_customer}
                  onChange={(event) => change('max_uses_per_customer', event.currentTarget.value)}
                />
              )}
            </Field>
          </div>
          <div className="cf-actions">
            <button type="submit" className="s-btn" disabled={busy}>
              Save coupon
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}

      {coupons.length === 0 ? (
        <p className="q-empty">No coupons yet.</p>
      ) : (
        <ul className="cf-list" aria-label="Coupons">
          {coupons.map((coupon) => (
            <li key={coupon.id} className={`cf-card${coupon.state === 'active' ? '' : ' is-off'}`}>
              <h2>
                <span className="cf-code">{coupon.code}</span>
                <span className={`cf-badge${coupon.state === 'active' ? '' : ' off'}`}>
                  {STATE_WORDS[coupon.state]}
                </span>
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
                  onClick={() => open(draftOf(coupon))}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={coupon.is_active ? 's-btn danger' : 's-btn ghost'}
                  aria-label={`${coupon.is_active ? 'Pause' : 'Resume'} ${coupon.code}`}
                  onClick={() => void setActive(coupon, !coupon.is_active)}
                >
                  {coupon.is_active ? 'Pause' : 'Resume'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
