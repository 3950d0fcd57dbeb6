// The store form's own fields (decision 0270): a labelled field whose hint and refusal sit under
// it, a number field bound to the form, and a checkbox. Ids start with `sf-` so a refusal from the
// server finds its field by name.
import type { ReactNode } from 'react';
import type { StoreForm } from '../stores/store-form.ts';

/** Refusals keyed by the form's fields. */
export type Errors = Record<string, string>;

interface FieldProps {
  id: string;
  className: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its hint and, when refused, the reason under it. */
export function Field({
  label,
  name,
  errors,
  hint,
  children,
}: {
  label: string;
  name: string;
  errors: Errors;
  hint?: string | undefined;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = `sf-${name.replace(/\W/g, '-')}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="s-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: 's-input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className="st-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="st-error">
          {error}
        </span>
      )}
    </div>
  );
}

type NumberName =
  | 'delivery_radius_km'
  | 'delivery_time'
  | 'min_order'
  | 'delivery_charges'
  | 'base_delivery_distance_km'
  | 'extra_delivery_charge_per_km'
  | 'free_delivery_min_cart'
  | 'partner_offer_after_minutes';
export function NumberField({
  label,
  name,
  form,
  set,
  errors,
  hint,
  numeric,
}: {
  label: string;
  name: NumberName;
  form: StoreForm;
  set(key: NumberName, value: string): void;
  errors: Errors;
  hint?: string | undefined;
  numeric?: boolean;
}) {
  return (
    <Field label={label} name={name} errors={errors} hint={hint}>
      {(props) => (
        <input
          {...props}
          inputMode={numeric ? 'numeric' : 'decimal'}
          value={form[name]}
          onChange={(e) => set(name, e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

export function Check({
  label,
  name,
  errors,
  checked,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  errors: Errors;
  checked: boolean;
  onChange(value: boolean): void;
  hint?: string;
}) {
  const id = `sf-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="st-check">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="st-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="st-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** What each part of the store form is given: the form, a way to change it, and the refusals. */
export interface PartProps {
  form: StoreForm;
  setForm(update: (form: StoreForm) => StoreForm): void;
  errors: Errors;
}
