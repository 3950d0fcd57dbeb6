// /auth/login-as-customer without an id (issue 17, item 6): an admin finds a customer and
// signs in as them through a fresh 5-minute, single-use link.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { CustomerMatch } from '../../domain/api/staff.ts';

export default function CustomerSearch() {
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

  const signInAs = async (customer: CustomerMatch) => {
    const answer = await callApi('staff/impersonation-link', { user_id: customer.id });
    if (answer.ok) window.location.assign(answer.value.url);
    else setError(answer.error.message);
  };

  return (
    <section className="s-card" aria-labelledby="customers-title">
      <h1 id="customers-title">Sign in as a customer</h1>
      <p className="s-muted">
        To see the shop as a customer does. Their password, e-mail and phone cannot be changed from there, and
        everything you do is written to the audit log under your name.
      </p>
      <form className="s-form" role="search" onSubmit={(event) => void search(event)}>
        <label className="s-field">
          Phone number or name
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
          Find
        </button>
      </form>
      {matches !== null &&
        (matches.length === 0 ? (
          <p className="s-muted" role="status">
            No customer matches.
          </p>
        ) : (
          <ul className="s-list" aria-label="Customers found">
            {matches.map((customer) => (
              <li key={customer.id}>
                <span>
                  <strong>{customer.name}</strong>
                  <br />
                  <span className="s-muted">{customer.phone ?? customer.email ?? ''}</span>
                </span>
                <button type="button" className="s-btn" onClick={() => void signInAs(customer)}>
                  Sign in as {customer.name}
                </button>
              </li>
            ))}
          </ul>
        ))}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
    </section>
  );
}
