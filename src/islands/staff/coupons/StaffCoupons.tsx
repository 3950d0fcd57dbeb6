// /staff/coupons (decision 0272): the coupons a member may manage, with their use so far; a form to
// make one or edit one, checked by the same rules as the server (domain/staff/coupon-rules.ts)
// before it is sent, each refused field saying why on itself; pausing and resuming.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffCouponView, StaffCouponsAnswer } from '../../../domain/api/staff/coupons.ts';
import { COUPON_NEEDS_A_STORE, couponMarathiRefusals, couponRefusals } from '../../../domain/staff/coupon-rules.ts';
import { type FieldErrors, reasonsOf } from '../form/field-errors.ts';
import { focusFirstRefused } from '../form/fields.tsx';
import { CouponForm } from './CouponForm.tsx';
import { CouponList } from './CouponList.tsx';
import { blank, type Draft, draftOf, fieldsOf } from './coupon-draft.ts';

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
        <CouponForm
          draft={draft}
          errors={errors}
          formError={formError}
          busy={busy}
          stores={stores}
          everyStore={everyStore}
          headingRef={formHeading}
          change={change}
          onSubmit={(event) => void save(event)}
          onCancel={() => setDraft(null)}
        />
      )}

      <CouponList
        coupons={coupons}
        storeName={storeName}
        onEdit={(coupon) => open(draftOf(coupon))}
        onSetActive={(coupon, active) => void setActive(coupon, active)}
      />
    </>
  );
}
