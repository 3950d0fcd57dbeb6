// /auth/login-as-customer without an id (decision 0183): an admin finds a customer and
// signs in as them through a fresh 5-minute, single-use link, or downloads everything the shop
// holds on them (decision 0330, /staff/customer-data.json).
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { CustomerMatch } from '../../../domain/api/staff.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import CustomerFinder, { ErrorLine } from './CustomerFinder.tsx';

/** `words`: the `consoleCustomers…` words in the member's console language (decision 0345). */
export default function CustomerSearch({ words }: { words: ConsoleWords }) {
  return (
    <ConsoleWordsProvider value={words}>
      <SignInSearch />
    </ConsoleWordsProvider>
  );
}

function SignInSearch() {
  const say = useSay();
  const [error, setError] = useState<string | null>(null);

  const signInAs = async (customer: CustomerMatch) => {
    setError(null);
    const answer = await callApi('staff/impersonation-link', { user_id: customer.id });
    if (answer.ok) window.location.assign(answer.value.url);
    else setError(answer.error.message);
  };

  return (
    <section className="s-card" aria-labelledby="customers-title">
      <CustomerFinder
        noneText={say('consoleCustomersNoMatch')}
        actionText={(customer) => say('consoleCustomersSignInAs', { name: customer.name })}
        onPick={(customer) => void signInAs(customer)}
        more={(customer) => (
          <a className="s-btn ghost" href={`/staff/customer-data.json?user_id=${customer.id}`} download>
            {say('consoleCustomersDownloadData', { name: customer.name })}
          </a>
        )}
      >
        <h1 id="customers-title">{say('consoleCustomersSignInTitle')}</h1>
        <p className="s-muted">{say('consoleCustomersSearchIntro')}</p>
      </CustomerFinder>
      <ErrorLine message={error} />
    </section>
  );
}
