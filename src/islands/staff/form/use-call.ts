// One call of a console form (decision 0344): while it is out the form is busy (its buttons
// disabled, aria-busy); its answer is said once, "saved" in the polite status region and a refusal
// in an alert (FormStatus), and a refusal's fields are marked on the fields themselves, the keyboard
// taken to the first of them.
import { useState } from 'react';
import type { ApiError, Result } from '../../../domain/api/errors.ts';
import type { FieldErrors } from './field-errors.ts';
import { focusField } from './inputs.tsx';

/** What the form says of its last call; `conflict` is a refusal the person settles with a choice. */
export interface FormSaid {
  kind: 'ok' | 'error' | 'conflict';
  text: string;
}

export interface Call {
  busy: boolean;
  errors: FieldErrors;
  said: FormSaid | null;
  /** Marks `fields` and says `text` as a refusal; the keyboard goes to the first field. */
  refuse(fields: FieldErrors, text: string): void;
  /** Says `text` as done, the fields clear. */
  done(text: string): void;
  /** Says a conflict, marking the fields that changed meanwhile. */
  conflict(fields: FieldErrors, text: string): void;
  /**
   * Sends a request with the form busy meanwhile. A refusal is shown on its fields unless
   * `handled` takes it (answers true); the answer is returned either way.
   */
  send<T>(request: () => Promise<Result<T>>, handled?: (error: ApiError) => boolean): Promise<Result<T>>;
}

export function useCall(): Call {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [said, setSaid] = useState<FormSaid | null>(null);

  const refuse = (fields: FieldErrors, text: string) => {
    setErrors(fields);
    setSaid({ kind: 'error', text });
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => focusField(first));
  };
  const done = (text: string) => {
    setErrors({});
    setSaid({ kind: 'ok', text });
  };
  const conflict = (fields: FieldErrors, text: string) => {
    setErrors(fields);
    setSaid({ kind: 'conflict', text });
  };
  async function send<T>(request: () => Promise<Result<T>>, handled?: (error: ApiError) => boolean) {
    setBusy(true);
    let answer: Result<T>;
    try {
      answer = await request();
    } finally {
      setBusy(false);
    }
    if (!answer.ok && !handled?.(answer.error)) refuse(answer.error.fields ?? {}, answer.error.message);
    return answer;
  }
  return { busy, errors, said, refuse, done, conflict, send };
}
