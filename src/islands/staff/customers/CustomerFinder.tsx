// An admin finding a customer by any 3+ digits of their phone or by name (`staff/find-customers`,
// audited), with one button per match: signing in as a customer starts here (decision 0183). Store
// staff taking a phone order find the caller by their whole number instead (CallOrder.tsx;
// decision 0276).
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';
import type { CustomerMatch } from '../../../domain/api/staff.ts';
import { useSay } from '../shell/console-words.tsx';

interface Props {
  /** What the list says when nobody matches. */
  noneText: string;
  /** The button of one match. */
  actionText(customer: CustomerMatch): string;
  onPick(customer: CustomerMatch): void;
  /** Another action of one match, beside the button (a link). */
  more?(customer: CustomerMatch): ReactNode;
  /** While a pick is being answered, the buttons wait. */
  busy?: boolean;
  /** Above the search form (a heading). */
  children?: ReactNode;
}

export function ErrorLine({ message }: { message: string | null }) {
  return message ? (
    <p className="s-error" role="alert">
      ⚠ {message}
    </p>
  ) : null;
}

export default function CustomerFinder({ noneText, actionText, onPick, more, busy = false, children }: Props) {
  const say = useSay();
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<CustomerMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const answer = await callApi('staff/find-customers', { query });
    if (answer.ok) setMatches(answer.value.customers);
    else setError(answer.error.message);
  };

  return (
    <>
      {children}
      <form className="s-form" role="search" onSubmit={(event) => void search(event)}>
        <label className="s-field">
          {say('consoleCustomersFinderLabel')}
          <input
            className="s-input"
            type="search"
            value={query}
            minLength={3}
            maxLength={100}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
        <button type="submit" className="s-btn">
          {say('consoleCustomersFind')}
        </button>
      </form>
      {matches !== null &&
        (matches.length === 0 ? (
          <p className="s-muted" role="status">
            {noneText}
          </p>
        ) : (
          <ul className="s-list" aria-label={say('consoleCustomersFound')}>
            {matches.map((customer) => (
              <li key={customer.id}>
                <span>
                  <strong>{customer.name}</strong>
                  <br />
                  <span className="s-muted">
                    {customer.phone ? displayPhone(customer.phone) : (customer.email ?? '')}
                  </span>
                </span>
                <button type="button" className="s-btn" disabled={busy} onClick={() => onPick(customer)}>
                  {actionText(customer)}
                </button>
                {more?.(customer)}
              </li>
            ))}
          </ul>
        ))}
      <ErrorLine message={error} />
    </>
  );
}
