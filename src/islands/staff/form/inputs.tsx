// The console's inputs by field path (decisions 0271, 0344): every input has its label, and a
// refused field says why under it (aria-invalid, aria-describedby), whether the reason came from the
// shared rules in the browser or from the server: the input's id is made from the field's path in
// the request, the name the server's answer gives it.
import type { ReactNode } from 'react';
import type { FieldErrors } from './field-errors.ts';

/** The id of a field's input, from its name in the rules and the API (`variants.1.sale_price_paise`). */
export function inputId(field: string): string {
  return `f-${field.replace(/\./g, '-')}`;
}

/** Puts the focus on a refused field, in the middle of the screen (clear of the sticky bars), its reason in view. */
export function focusField(field: string): void {
  const element = document.getElementById(inputId(field));
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/** The input's error and hint attributes. */
export function described(field: string, errors: FieldErrors, hint?: boolean) {
  const id = inputId(field);
  const ids = [errors[field] ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

export function FieldNote({ field, errors, hint }: { field: string; errors: FieldErrors; hint?: ReactNode }) {
  const id = inputId(field);
  return (
    <>
      {errors[field] && (
        <span id={`${id}-error`} className="c-field-error">
          <span aria-hidden="true">⚠ </span>
          {errors[field]}
        </span>
      )}
      {hint && (
        <span id={`${id}-hint`} className="c-hint">
          {hint}
        </span>
      )}
    </>
  );
}

interface TextFieldProps {
  field: string;
  label: string;
  value: string;
  errors: FieldErrors;
  onChange(value: string): void;
  hint?: ReactNode;
  lang?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  /** What an empty field stands for (shown in it while empty). */
  placeholder?: string | undefined;
}

export function TextField(props: TextFieldProps) {
  const common = {
    ...described(props.field, props.errors, Boolean(props.hint)),
    value: props.value,
    lang: props.lang,
    maxLength: props.maxLength,
    required: props.required,
    placeholder: props.placeholder,
  };
  return (
    <div className="s-field">
      <label htmlFor={inputId(props.field)}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      )}
      <FieldNote field={props.field} errors={props.errors} hint={props.hint} />
    </div>
  );
}

export function CheckField({
  field,
  label,
  checked,
  errors,
  onChange,
}: {
  field: string;
  label: string;
  checked: boolean;
  errors: FieldErrors;
  onChange(value: boolean): void;
}) {
  return (
    <div className="c-check">
      <input
        type="checkbox"
        {...described(field, errors)}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={inputId(field)}>{label}</label>
      <FieldNote field={field} errors={errors} />
    </div>
  );
}

/** Rupees, typed as text and sent in paise (money.ts `paiseOf`); the label says the currency. */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'multiline'>) {
  return <TextField {...props} inputMode="decimal" />;
}

/** A number typed as text (kept as typed while it is being typed), checked when the form is sent. */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'multiline'> & { whole?: boolean }) {
  const { whole, ...rest } = props;
  return <TextField {...rest} inputMode={whole ? 'numeric' : 'decimal'} />;
}

interface SelectFieldProps<V extends string | number> {
  field: string;
  label: string;
  value: V;
  errors: FieldErrors;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  hint?: ReactNode;
}

/** A choice of a list; the value keeps the type of the options' values (ids stay numbers). */
export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  return (
    <div className="s-field">
      <label htmlFor={inputId(props.field)}>{props.label}</label>
      <select
        {...described(props.field, props.errors, Boolean(props.hint))}
        value={props.value}
        onChange={(event) => {
          const chosen = props.options[event.currentTarget.selectedIndex];
          if (chosen) props.onChange(chosen.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote field={props.field} errors={props.errors} hint={props.hint} />
    </div>
  );
}
