// The pieces every account form shares: a labelled input with its hint and the
// server's error for it, a password input that can show what was typed, the
// submit button with a spinner while the call runs, the message above the form
// (with the seconds to wait after too many tries), and the hook that runs a call.
import {
  type SubmitEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { problemOf, waitText, type FormProblem } from '../../client/account.ts';
import type { Result } from '../../domain/api/errors.ts';
import { Icon } from '../Icon.tsx';
import { Sheet } from '../Sheet.tsx';
import './account.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Something beside the input, inside its frame (the show-password button). */
  addon?: ReactNode;
  /** The input itself (useTypedValue's ref keeps what was typed before hydration). */
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, error, hint, addon, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'acc-field invalid' : 'acc-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="acc-input">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {addon}
      </div>
      {hint && !error && (
        <p id={hintId} className="acc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="acc-error">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}

interface PasswordProps extends Omit<FieldProps, 'type' | 'addon'> {
  showLabel: string;
}

export function PasswordField({ showLabel, ...field }: PasswordProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...field}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          className="acc-eye"
          aria-label={showLabel}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}

export function Spinner() {
  return <span className="acc-spinner" aria-hidden="true" />;
}

interface SubmitProps {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'danger';
  type?: 'submit' | 'button';
  onClick?: () => void;
}

/** Busy: a spinner on the button itself (docs/design.md "Loading"), and a second tap does nothing. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
  variant = 'primary',
  type = 'submit',
  onClick,
}: SubmitProps) {
  const classes = [
    'btn',
    'acc-submit',
    variant === 'outline' ? 'btn-outline' : '',
    variant === 'danger' ? 'acc-danger' : '',
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={busy}
      aria-disabled={busy || disabled ? true : undefined}
      onClick={(event) => {
        if (busy || disabled) {
          event.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** Seconds left of a wait that started with `seconds`, ticking down once a second. */
function useCountdown(seconds: number | null, key: number): number {
  const [left, setLeft] = useState(seconds ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the countdown when the same wait is asked for again.
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

export interface Submission {
  busy: boolean;
  problem: FormProblem | null;
  /** Seconds still to wait after a 429 (0 when none). */
  waiting: number;
  /** Runs the call; answers its value, or null after showing what went wrong. */
  run<T>(call: () => Promise<Result<T>>): Promise<T | null>;
  /** Shows a problem found without calling (a missing field). */
  show(problem: FormProblem | null): void;
  fieldError(name: string): string | undefined;
}

export function useSubmission(): Submission {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [tries, setTries] = useState(0);
  const waiting = useCountdown(problem?.retryAfter ?? null, tries);
  return {
    busy,
    problem,
    waiting,
    async run(call) {
      setBusy(true);
      setProblem(null);
      try {
        const answer = await call();
        if (answer.ok) return answer.value;
        setProblem(problemOf(answer.error));
        setTries((n) => n + 1);
        return null;
      } finally {
        setBusy(false);
      }
    },
    show: setProblem,
    fieldError: (name) => problem?.fields[name],
  };
}

/**
 * The message above the form: read out when it appears; for a 429 the live
 * countdown. A problem the fields show moves the focus to the first of them; one
 * no field on this form shows is said here.
 */
export function FormAlert({ submission, tooManyTries }: { submission: Submission; tooManyTries: string }) {
  const { problem, waiting } = submission;
  const region = useRef<HTMLDivElement>(null);
  const [unshown, setUnshown] = useState<string | null>(null);
  useEffect(() => {
    setUnshown(null);
    if (!problem || problem.retryAfter || problem.summary) return;
    const invalid = region.current?.closest('form')?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else setUnshown(problem.message);
  }, [problem]);
  const text = problem?.retryAfter
    ? waiting > 0
      ? waitText(tooManyTries, waiting)
      : null
    : problem?.summary || unshown;
  // The countdown ticks for the eye; a screen reader hears the wait once.
  const spoken = problem?.retryAfter ? waitText(tooManyTries, problem.retryAfter) : null;
  return (
    <div ref={region} className="acc-alert-region" role="alert">
      {text && (
        <p className="acc-alert">
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5v.01" />
          </svg>
          {spoken ? (
            <>
              <span aria-hidden="true">{text}</span>
              <span className="visually-hidden">{spoken}</span>
            </>
          ) : (
            <span>{text}</span>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * An account form in a bottom sheet (edit profile, change password, edit an address): the handle,
 * the title with its close button, then the form's own scrolling part and footer.
 */
export function FormSheet({
  titleId,
  title,
  closeLabel,
  onClose,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose(): void;
  onSubmit(event: SubmitEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <Sheet open className="acc-sheet" labelledBy={titleId} onClose={onClose}>
      <form className="sheet-body" noValidate onSubmit={onSubmit}>
        <div className="sheet-handle" aria-hidden="true" />
        <header className="sheet-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" size={22} />
          </button>
        </header>
        {children}
      </form>
    </Sheet>
  );
}
