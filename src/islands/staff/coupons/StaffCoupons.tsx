// /staff/coupons (decision 0272): the coupons a member may manage, with their use so far; a form to
// make one or edit one, checked by the same rules as the server (domain/staff/coupon-rules.ts)
// before it is sent, each refused field saying why on itself; pausing and resuming.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffCouponView, StaffCouponsAnswer } from '../../../domain/api/staff/coupons.ts';
import { COUPON_NEEDS_A_STORE, couponMarathiRefusals, couponRefusals } from '../../../domain/staff/coupon-rules.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { focusFirstRefused } from '../form/fields.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { type RuleWords, sayRules, sayRule } from '../shell/rule-words.ts';
import { CouponForm } from './CouponForm.tsx';
import { CouponList } from './CouponList.tsx';
import { blank, type Draft, draftOf, fieldsOf } from './coupon-draft.ts';

interface Props {
  initial: StaffCouponsAnswer;
  /** The `consoleCoupons…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The coupon rules' words (coupon-rules.ts), for the form's own checks. */
  rules: RuleWords;
  /** The member's language as a locale ('mr-IN'), for the days shown. */
  locale: string;
}

export default function StaffCoupons(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <Coupons {...props} />
    </ConsoleWordsProvider>
  );
}

function Coupons({ initial, rules, locale }: Props) {
  const say = useSay();
  const [coupons, setCoupons] = useState(initial.coupons);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const { stores, every_store: everyStore } = initial;
  const storeName = (id: number) =>
    stores.find((store) => store.id === id)?.name ?? say('consoleCouponsStoreNumber', { id });

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
    const refused = sayRules(rules, { ...couponRefusals(fields, used), ...couponMarathiRefusals(marathi) });
    if (!everyStore && fields.store_ids.length === 0) refused.store_ids = sayRule(rules, COUPON_NEEDS_A_STORE);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      setFormError(say('consoleCouponsFixFields'));
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
    setNotice(say(draft.coupon_id === null ? 'consoleCouponsMade' : 'consoleCouponsSaved', { code: saved.code }));
  };

  const setActive = async (coupon: StaffCouponView, active: boolean) => {
    const answer = await callApi('staff/coupon-active', { coupon_id: coupon.id, is_active: active });
    if (!answer.ok) {
      setNotice(answer.error.message);
      return;
    }
    setCoupons((list) => list.map((one) => (one.id === coupon.id ? answer.value.coupon : one)));
    setNotice(say(active ? 'consoleCouponsResumed' : 'consoleCouponsPaused', { code: coupon.code }));
  };

  return (
    <>
      <div className="cf-head">
        <h1>{say('consoleCouponsTitle')}</h1>
        {!draft && (
          <button type="button" className="s-btn" onClick={() => open(blank(stores, everyStore))}>
            {say('consoleCouponsNew')}
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
        locale={locale}
        onEdit={(coupon) => open(draftOf(coupon))}
        onSetActive={(coupon, active) => void setActive(coupon, active)}
      />
    </>
  );
}
