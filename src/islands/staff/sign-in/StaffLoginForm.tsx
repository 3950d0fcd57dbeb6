// /staff/login: e-mail and password (decision 0183). Wrong tries slow down as a customer's
// do; the answer says how long to wait. Signed in, the console opens (or `?next=` in it). No member
// is known yet: the words are the console's in English (decision 0345).
import { callApi } from '../../../client/api.ts';
import { type ConsoleWords, sayIn } from '../shell/console-words.tsx';
import { nextPathIn, useSignInForm } from '../../account/use-sign-in-form.ts';

/** Only a console path is followed after sign-in. */
const consolePath = (search: string) =>
  nextPathIn(search, (path) => /^\/(staff|auth\/login-as-customer)(\/|\?|$)/.test(path), '/staff');

const signIn = (form: FormData) =>
  callApi('staff/login', { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });

export default function StaffLoginForm({ words }: { words: ConsoleWords }) {
  const say = sayIn(words);
  const { error, busy, onSubmit } = useSignInForm(signIn, consolePath);

  return (
    // method="post": a tap before the island hydrated never puts the password in the address.
    <form className="s-card staff-login" method="post" onSubmit={onSubmit} noValidate>
      <h1>{say('consoleSignInTitle')}</h1>
      <label className="s-field">
        {say('consoleSignInEmail')}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label className="s-field">
        {say('consoleSignInPassword')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="s-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
        {say('consoleSignInButton')}
      </button>
    </form>
  );
}
