// /auth/login-as-customer/{id}?t=… (decision 0183): opening the link shows who it signs in
// as; the admin's tap uses it (once), so a link previewed or prefetched is not spent.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { shopAs } from '../shell/acting.ts';
import { type ConsoleWords, sayIn } from '../shell/console-words.tsx';

interface Props {
  userId: number;
  name: string;
  token: string;
  /** The `consoleCustomers…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function ConfirmImpersonation({ userId, name, token, words }: Props) {
  const say = sayIn(words);
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
      <h1 id="confirm-title">{say('consoleCustomersConfirmTitle', { name })}</h1>
      <p className="s-muted">{say('consoleCustomersConfirmText', { name })}</p>
      {error ? (
        <>
          <p className="s-error" role="alert">
            ⚠ {error}
          </p>
          <a className="s-btn ghost" href="/auth/login-as-customer">
            {say('consoleCustomersFindAgain')}
          </a>
        </>
      ) : (
        <button type="button" className="s-btn" disabled={busy} aria-busy={busy} onClick={() => void go()}>
          {say('consoleCustomersContinueAs', { name })}
        </button>
      )}
    </section>
  );
}
