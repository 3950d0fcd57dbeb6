// /delivery/login (issue 16 item 2): phone and password. Wrong tries slow down as a customer's
// do; an account still waiting for approval is told so. Signed in, /delivery opens (or `?next=`).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';

/** Only a partner path is followed after sign-in. */
function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/delivery(\/|\?|$)/.test(next) && !next.startsWith('/delivery/login') ? next : '/delivery';
}

export default function PartnerLogin() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const answer = await callApi('delivery/login', {
      phone: String(form.get('phone') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (answer.ok) window.location.assign(nextPath(window.location.search));
    else setError(answer.error.message);
  };

  return (
    <form className="dp-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Partner sign-in</h1>
      <label className="dp-field">
        Mobile number
        <input name="phone" type="tel" inputMode="tel" autoComplete="username" required />
      </label>
      <label className="dp-field">
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="dp-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <button type="submit" className="dp-btn" disabled={busy} aria-busy={busy}>
        Sign in
      </button>
      <p>
        New here? <a href="/signUpWithAadhar">Become a delivery partner</a>
      </p>
    </form>
  );
}
