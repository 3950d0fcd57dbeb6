// The catalogue editor's fields (decision 0271): every input has its label, and a refused field
// says why under it (aria-invalid, aria-describedby), whether the reason came from the shared
// rules in the browser or from the server.
import type { ReactNode } from 'react';

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

export type FieldErrors = Readonly<Record<string, string>>;

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

/** Rupees typed ("45", "45.50") to paise, or null when it is not an amount. */
export function paiseOf(rupees: string): number | null {
  const text = rupees.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the form shows them in rupees ("45", "45.50"). */
export function rupeesOf(paise: number | null): string {
  if (paise === null) return '';
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
