// The form that makes or edits a coupon (decision 0272): each refused field says why on itself.
import type { Ref, SubmitEvent } from 'react';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, FieldGroup } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';
import type { Draft } from './coupon-draft.ts';

interface Props {
  draft: Draft;
  errors: FieldErrors;
  formError: string | null;
  busy: boolean;
  stores: StaffStoreView[];
  everyStore: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  change<K extends keyof Draft>(key: K, value: Draft[K]): void;
  onSubmit(event: SubmitEvent<HTMLFormElement>): void;
  onCancel(): void;
}

export function CouponForm({
  draft,
  errors,
  formError,
  busy,
  stores,
  everyStore,
  headingRef,
  change,
  onSubmit,
  onCancel,
}: Props) {
  const say = useSay();
  return (
    <form className="s-card cf-form" onSubmit={onSubmit} noValidate aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" ref={headingRef} tabIndex={-1}>
        {draft.coupon_id === null ? say('consoleCouponsNew') : say('consoleCouponsEditTitle', { code: draft.code })}
      </h2>
      {formError && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}
      <div className="cf-grid three">
        <Field
          id="coupon-code"
          label={say('consoleCouponsCode')}
          error={errors.code}
          hint={say('consoleCouponsCodeHint')}
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
        <Field id="coupon-name" label={say('consoleCouponsName')} error={errors.name}>
          {(props) => (
            <input
              {...props}
              value={draft.name}
              maxLength={100}
              onChange={(event) => change('name', event.currentTarget.value)}
            />
          )}
        </Field>
        <Field id="coupon-description" label={say('consoleCouponsDescription')} error={errors.description}>
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
          label={say('consoleCouponsNameMr')}
          error={errors.name_mr}
          hint={say('consoleCouponsNameMrHint')}
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
        <Field id="coupon-description-mr" label={say('consoleCouponsDescriptionMr')} error={errors.description_mr}>
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
        <FieldGroup id="coupon-type" legend={say('consoleCouponsType')} error={errors.discount_type}>
          {(['PERCENTAGE', 'FIXED'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="discount_type"
                checked={draft.discount_type === type}
                onChange={() => change('discount_type', type)}
              />
              {say(type === 'PERCENTAGE' ? 'consoleCouponsPercentage' : 'consoleCouponsFixed')}
            </label>
          ))}
        </FieldGroup>
        <Field
          id="coupon-discount"
          label={say(
            draft.discount_type === 'PERCENTAGE' ? 'consoleCouponsDiscountPercent' : 'consoleCouponsDiscountRupees',
          )}
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
            label={say('consoleCouponsMaxDiscount')}
            error={errors.max_discount}
            hint={say('consoleCouponsNoMaximum')}
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
        <Field
          id="coupon-min-order"
          label={say('consoleCouponsMinOrder')}
          error={errors.min_order}
          hint={say('consoleCouponsNoMinimum')}
        >
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
          legend={say('consoleCouponsStores')}
          error={errors.store_ids}
          hint={everyStore ? say('consoleCouponsEveryStoreHint') : undefined}
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
        <Field
          id="coupon-starts"
          label={say('consoleCouponsStarts')}
          error={errors.starts_on}
          hint={say('consoleCouponsStartsHint')}
        >
          {(props) => (
            <input
              {...props}
              type="date"
              value={draft.starts_on}
              onChange={(event) => change('starts_on', event.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          id="coupon-ends"
          label={say('consoleCouponsEnds')}
          error={errors.ends_on}
          hint={say('consoleCouponsEndsHint')}
        >
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
          label={say('consoleCouponsMaxUses')}
          error={errors.max_uses}
          hint={say('consoleCouponsMaxUsesHint')}
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
          label={say('consoleCouponsPerCustomer')}
          error={errors.max_uses_per_customer}
          hint={say('consoleCouponsNoLimit')}
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
          {say('consoleCouponsSave')}
        </button>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          {say('consoleCouponsCancel')}
        </button>
      </div>
    </form>
  );
}
