// The console's labelled fields (decisions 0272, 0344): a label on every field, and a refused field
// says why on itself (aria-invalid, and its reason tied to it by aria-describedby). `Field` renders
// any control through its children; the inputs of inputs.tsx are the ready-made ones.
import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }): ReactNode;
}

/** A labelled field: `children` renders the control with the props that tie it to its hint and error. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="s-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId ?? undefined} className="cf-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId ?? undefined} className="cf-error">
          ⚠ {error}
        </span>
      )}
    </div>
  );
}

/** A group of checkboxes or radios under one legend, its reason on the group. */
export function FieldGroup({
  id,
  legend,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  legend: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={className ? `cf-group ${className}` : 'cf-group'}
      id={id}
      aria-describedby={describedBy}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend>{legend}</legend>
      <div className="cf-options">{children}</div>
      {hint && (
        <span id={`${id}-hint`} className="cf-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="cf-error">
          ⚠ {error}
        </span>
      )}
    </fieldset>
  );
}

/** After a refusal is shown, takes the keyboard to the first refused field of `form`. */
export function focusFirstRefused(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const refused = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = refused?.matches('fieldset') ? refused.querySelector<HTMLElement>('input') : refused;
    target?.focus();
  });
}
