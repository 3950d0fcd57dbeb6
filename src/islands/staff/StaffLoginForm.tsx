// /staff/login: e-mail and password (issue 17, item 1). Wrong tries slow down as a customer's
// do; the answer says how long to wait. Signed in, the console opens (or `?next=` in it).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';

/** Only a console path is followed after sign-in. */
function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(staff|auth\/login-as-customer)(\/|\?|$)/.test(next) ? next : '/staff';
}

export default function StaffLoginForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/login', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (answer.ok) window.location.assign(nextPath(window.location.search));
    else setError(answer.error.message);
  };

  return (
    // method="post": a tap before the island hydrated never puts the password in the address.
    <form className="s-card staff-login" method="post" onSubmit={(event) => void submit(event)} noValidate>
      <h1>Staff sign-in</h1>
      <label className="s-field">
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label className="s-field">
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="s-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
        Sign in
      </button>
    </form>
  );
}
