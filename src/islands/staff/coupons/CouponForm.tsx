// The form that makes or edits a coupon (decision 0272): each refused field says why on itself.
import type { Ref, SubmitEvent } from 'react';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, FieldGroup } from '../form/fields.tsx';
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
  return (
    <form className="s-card cf-form" onSubmit={onSubmit} noValidate aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" ref={headingRef} tabIndex={-1}>
        {draft.coupon_id === null ? 'New coupon' : `Edit coupon ${draft.code}`}
      </h2>
      {formError && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}
      <div className="cf-grid three">
        <Field id="coupon-code" label="Code" error={errors.code} hint="Letters and digits; customers type it any case.">
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
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
