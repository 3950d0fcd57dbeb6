// /auth/login-as-customer/{id}?t=… (decision 0183): opening the link shows who it signs in
// as; the admin's tap uses it (once), so a link previewed or prefetched is not spent.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { shopAs } from '../shell/acting.ts';

interface Props {
  userId: number;
  name: string;
  token: string;
}

export default function ConfirmImpersonation({ userId, name, token }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    const answer = await callApi('auth/login-as-customer', { user_id: userId, t: token });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    const address = answer.value.addresses.find((one) => one.is_default) ?? answer.value.addresses[0] ?? null;
    shopAs(answer.value.data, address);
  };
  return (
    <section className="s-card s-form" aria-labelledby="confirm-title" style={{ maxWidth: 520 }}>
      <h1 id="confirm-title">Sign in as {name}?</h1>
      <p className="s-muted">
        You will see the shop as {name} does. A banner stays on every page until you end it. Their own devices stay
        signed in.
      </p>
      {error ? (
        <>
          <p className="s-error" role="alert">
            ⚠ {error}
          </p>
          <a className="s-btn ghost" href="/auth/login-as-customer">
            Find the customer again
          </a>
        </>
      ) : (
        <button type="button" className="s-btn" disabled={busy} aria-busy={busy} onClick={() => void go()}>
          Continue as {name}
        </button>
      )}
    </section>
  );
}
