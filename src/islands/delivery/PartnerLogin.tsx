// /delivery/login (decision 0238): phone and password. Wrong tries slow down as a customer's
// do; an account still waiting for approval is told so. Signed in, /delivery opens (or `?next=`).
import { callApi } from '../../client/api.ts';
import { nextPathIn, useSignInForm } from '../account/use-sign-in-form.ts';

/** Only a partner path is followed after sign-in. */
const partnerPath = (search: string) =>
  nextPathIn(search, (path) => /^\/delivery(\/|\?|$)/.test(path) && !path.startsWith('/delivery/login'), '/delivery');

const signIn = (form: FormData) =>
  callApi('delivery/login', { phone: String(form.get('phone') ?? ''), password: String(form.get('password') ?? '') });

export default function PartnerLogin() {
  const { error, busy, onSubmit } = useSignInForm(signIn, partnerPath);

  return (
    // method="post": a tap before the island hydrated never puts the password in the address.
    <form className="dp-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
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
