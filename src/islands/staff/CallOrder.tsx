// /staff/call-order (decision 0183): an order taken on the phone. Find the caller by phone
// (or name), or register them (name, phone, e-mail if they give one; no password), pick one of
// their addresses or add one, then shop as them: every page shows "Ordering for {name}", and
// the order is marked as placed by this staff member.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { AddressView } from '../../domain/api/accounts.ts';
import type { LocationSuggestion } from '../../domain/api/location.ts';
import type { CustomerMatch, GuestAnswer } from '../../domain/api/staff.ts';
import { shopAs } from './acting.ts';
import CustomerFinder, { ErrorLine } from './CustomerFinder.tsx';

export default function CallOrder() {
  const [caller, setCaller] = useState<GuestAnswer | null>(null);
  return caller ? <ChooseAddress caller={caller} onBack={() => setCaller(null)} /> : <FindCaller onFound={setCaller} />;
}

function FindCaller({ onFound }: { onFound(caller: GuestAnswer): void }) {
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (customer: CustomerMatch) => {
    setBusy(true);
    const answer = await callApi('staff/guest-login', { user_id: customer.id });
    setBusy(false);
    if (answer.ok) onFound(answer.value);
    else setError(answer.error.message);
  };

  const register = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const email = String(form.get('email') ?? '').trim();
    const answer = await callApi('staff/guest-register', {
      name: String(form.get('name') ?? ''),
      phone: String(form.get('phone') ?? ''),
      ...(email ? { email } : {}),
    });
    setBusy(false);
    if (answer.ok) onFound(answer.value);
    else setError(answer.error.fields?.phone ? `${answer.error.message}` : answer.error.message);
  };

  const typedPhone = /^[\d\s+()-]{6,}$/.test(query) ? query : '';
  return (
    <>
      <h1>Phone order</h1>
      <div className="call-grid">
        <section className="s-card" aria-labelledby="find-title">
          <CustomerFinder
            noneText="No customer has this number yet: register them."
            actionText={(customer) => `Order for ${customer.name}`}
            onPick={(customer) => void choose(customer)}
            busy={busy}
            onQueryChange={setQuery}
            phoneKeypad
          >
            <h2 id="find-title">Find the caller</h2>
          </CustomerFinder>
        </section>
        <section className="s-card" aria-labelledby="register-title">
          <h2 id="register-title">New caller</h2>
          <form className="s-form" onSubmit={(event) => void register(event)} key={typedPhone}>
            <label className="s-field">
              Name
              <input className="s-input" name="name" required maxLength={100} autoComplete="off" />
            </label>
            <label className="s-field">
              Mobile number
              <input
                className="s-input"
                name="phone"
                required
                inputMode="tel"
                defaultValue={typedPhone}
                autoComplete="off"
              />
            </label>
            <label className="s-field">
              E-mail (optional)
              <input className="s-input" name="email" type="email" autoComplete="off" />
            </label>
            <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
              Register and order
            </button>
          </form>
        </section>
      </div>
      <ErrorLine message={error} />
    </>
  );
}

function ChooseAddress({ caller, onBack }: { caller: GuestAnswer; onBack(): void }) {
  const [addresses, setAddresses] = useState<AddressView[]>(caller.addresses);
  const [area, setArea] = useState('');
  const [places, setPlaces] = useState<LocationSuggestion[] | null>(null);
  const [place, setPlace] = useState<LocationSuggestion | null>(null);
  const [error, setError] = useState<string | null>(null);

  const findArea = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const answer = await callApi('search-location', { query: area });
    if (answer.ok) setPlaces(answer.value);
    else setError(answer.error.message);
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!place) return;
    const form = new FormData(event.currentTarget);
    const answer = await callApi('save-address', {
      latitude: place.latitude,
      longitude: place.longitude,
      address: place.formatted_address,
      house: String(form.get('house') ?? ''),
      tag: String(form.get('tag') ?? '') || 'Home',
    });
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setAddresses(answer.value.addresses);
    setPlace(null);
    setPlaces(null);
    setArea('');
  };

  return (
    <>
      <h1>Ordering for {caller.data.name}</h1>
      <p className="s-muted">{caller.data.phone}</p>
      <div className="call-grid">
        <section className="s-card" aria-labelledby="addresses-title">
          <h2 id="addresses-title">Deliver to</h2>
          {addresses.length === 0 ? (
            <p className="s-muted">No saved address yet: add one, or take a self-pickup order.</p>
          ) : (
            <ul className="s-list" aria-label="Saved addresses">
              {addresses.map((address) => (
                <li key={address.id}>
                  <span>
                    <strong>{address.tag || 'Address'}</strong>
                    <br />
                    {[address.house, address.address].filter(Boolean).join(', ')}
                  </span>
                  <button type="button" className="s-btn" onClick={() => shopAs(caller.data, address)}>
                    Deliver here
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="s-row" style={{ marginTop: 12 }}>
            <button
              type="button"
              className="s-btn ghost"
              onClick={() => shopAs(caller.data, addresses[0] ?? null, '/stores?mode=pickup')}
            >
              Self-pickup order
            </button>
            <button type="button" className="s-btn ghost" onClick={onBack}>
              Another caller
            </button>
          </div>
        </section>
        <section className="s-card" aria-labelledby="add-title">
          <h2 id="add-title">Add an address</h2>
          <form className="s-form" role="search" onSubmit={(event) => void findArea(event)}>
            <label className="s-field">
              Area or street
              <input
                className="s-input"
                value={area}
                minLength={2}
                maxLength={100}
                onChange={(event) => setArea(event.currentTarget.value)}
              />
            </label>
            <button type="submit" className="s-btn ghost">
              Find the area
            </button>
          </form>
          {places !== null && places.length === 0 && <p className="s-muted">No place found: try another spelling.</p>}
          {places !== null && places.length > 0 && !place && (
            <ul className="s-list" aria-label="Places found">
              {places.map((found) => (
                <li key={`${found.latitude},${found.longitude}`}>
                  <span>{found.formatted_address}</span>
                  <button type="button" className="s-btn ghost" onClick={() => setPlace(found)}>
                    Choose {found.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {place && (
            <form className="s-form" onSubmit={(event) => void save(event)} style={{ marginTop: 12 }}>
              <p>
                <strong>{place.formatted_address}</strong>
              </p>
              <label className="s-field">
                House, flat, building
                <input className="s-input" name="house" maxLength={200} />
              </label>
              <label className="s-field">
                Label
                <input className="s-input" name="tag" maxLength={50} placeholder="Home" />
              </label>
              <button type="submit" className="s-btn">
                Save address
              </button>
            </form>
          )}
        </section>
      </div>
      <ErrorLine message={error} />
    </>
  );
}
