// The sign-in forms of the shop's two other roles (the staff console, decision 0183; delivery
// partners, decision 0238): send the form to the role's sign-in call, say why it failed, and on
// success open the page the person was sent from, when it is one of the role's own.
import { type SubmitEvent, useState } from 'react';
import type { Result } from '../../domain/api/errors.ts';

/** `?next=` of `search` when `allowed` accepts it, else `fallback`: never a page outside the role's. */
export function nextPathIn(search: string, allowed: (path: string) => boolean, fallback: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return allowed(next) ? next : fallback;
}

export function useSignInForm(send: (form: FormData) => Promise<Result<unknown>>, next: (search: string) => string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const answer = await send(form);
    setBusy(false);
    if (answer.ok) window.location.assign(next(window.location.search));
    else setError(answer.error.message);
  };

  return { error, busy, onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event) };
}
