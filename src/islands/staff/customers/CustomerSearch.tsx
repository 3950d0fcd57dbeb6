// /auth/login-as-customer without an id (decision 0183): an admin finds a customer and
// signs in as them through a fresh 5-minute, single-use link, or downloads everything the shop
// holds on them (decision 0330, /staff/customer-data.json).
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { CustomerMatch } from '../../../domain/api/staff.ts';
import CustomerFinder, { ErrorLine } from './CustomerFinder.tsx';

export default function CustomerSearch() {
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
        noneText="No customer matches."
        actionText={(customer) => `Sign in as ${customer.name}`}
        onPick={(customer) => void signInAs(customer)}
        more={(customer) => (
          <a className="s-btn ghost" href={`/staff/customer-data.json?user_id=${customer.id}`} download>
            Download {customer.name}’s data
          </a>
        )}
      >
        <h1 id="customers-title">Sign in as a customer</h1>
        <p className="s-muted">
          To see the shop as a customer does. Their password, e-mail and phone cannot be changed from there, everything
          you do (and this search) is written to the audit log under your name, the customer is told in their alerts,
          and the session ends after an hour. Their data (account, addresses, orders, wallet, alerts) downloads as a
          JSON file for a request under the DPDP Act or GDPR; the download is in the audit log too.
        </p>
      </CustomerFinder>
      <ErrorLine message={error} />
    </section>
  );
}
