// /staff/call-order (decision 0183, decision 0276): an order taken on the phone. Find the caller
// by the whole number they give (nothing else finds anyone), or register them (name, phone,
// e-mail if they give one; no password). A caller who has an account opens it with their consent:
// the code sent to their phone, read out on the call, or, for a phone customer without a
// password, the reason typed here (audited; the customer is told). Then pick one of their
// addresses or add one, and shop as them: every page shows "Ordering for {name}", the session
// reaches this member's stores only, ends within the hour, and the order is marked as placed by
// this staff member.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { displayPhone } from '../../domain/accounts/phone.ts';
import type { AddressView } from '../../domain/api/accounts.ts';
import type { LocationSuggestion } from '../../domain/api/location.ts';
import type { GuestAnswer } from '../../domain/api/staff.ts';
import type { CallerView } from '../../domain/api/staff/calls.ts';
import { CONSENT_REASON_MIN } from '../../domain/staff/call-consent.ts';
import { shopAs } from './acting.ts';
import { ErrorLine } from './CustomerFinder.tsx';
import type { FieldErrors } from './form/field-errors.ts';
import { Field } from './form/fields.tsx';

export default function CallOrder() {
  const [caller, setCaller] = useState<GuestAnswer | null>(null);
  return caller ? <ChooseAddress caller={caller} onBack={() => setCaller(null)} /> : <FindCaller onFound={setCaller} />;
}

type Found = { phone: string; caller: CallerView | null };

function FindCaller({ onFound }: { onFound(caller: GuestAnswer): void }) {
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The new caller's name outlives the form's remount when a find answers (which fills the number in):
  // a name typed while the find was on its way stays.
  const [newName, setNewName] = useState('');

  const find = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFields({});
    setFound(null);
    const answer = await callApi('staff/find-caller', { phone });
    if (answer.ok) setFound({ phone, caller: answer.value.caller });
    else {
      setFields({ find: answer.error.fields?.phone });
      setError(answer.error.fields?.phone ? null : answer.error.message);
    }
  };

  const register = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setFields({});
    const email = String(form.get('email') ?? '').trim();
    const answer = await callApi('staff/guest-register', {
      name: String(form.get('name') ?? ''),
      phone: String(form.get('phone') ?? ''),
      ...(email ? { email } : {}),
    });
    setBusy(false);
    if (answer.ok) onFound(answer.value);
    else {
      const { name, phone: phoneWrong } = answer.error.fields ?? {};
      setFields({ name, phone: phoneWrong });
      setError(name || phoneWrong ? null : answer.error.message);
    }
  };

  return (
    <>
      <h1>Phone order</h1>
      <div className="call-grid">
        <section className="s-card" aria-labelledby="find-title">
          <h2 id="find-title">Find the caller</h2>
          <form className="s-form" role="search" onSubmit={(event) => void find(event)}>
            <Field
              id="caller-phone"
              label="Caller’s mobile number"
              hint="The whole number they give you: part of a number finds nobody."
              error={fields.find}
            >
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  type="search"
                  inputMode="tel"
                  required
                  maxLength={30}
                  autoComplete="off"
                  value={phone}
                  onChange={(event) => setPhone(event.currentTarget.value)}
                />
              )}
            </Field>
            <button type="submit" className="s-btn">
              Find
            </button>
          </form>
          {found?.caller === null && (
            <p className="s-muted" role="status">
              No customer has this number yet: register them.
            </p>
          )}
          {found?.caller && <Consent key={found.phone} phone={found.phone} caller={found.caller} onOpened={onFound} />}
        </section>
        <section className="s-card" aria-labelledby="register-title">
          <h2 id="register-title">New caller</h2>
          <form
            className="s-form"
            onSubmit={(event) => void register(event)}
            key={found?.caller === null ? found.phone : ''}
          >
            <Field id="new-name" label="Name" error={fields.name}>
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  name="name"
                  required
                  maxLength={100}
                  autoComplete="off"
                  value={newName}
                  onChange={(event) => setNewName(event.currentTarget.value)}
                />
              )}
            </Field>
            <Field id="new-phone" label="Mobile number" error={fields.phone}>
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  name="phone"
                  required
                  inputMode="tel"
                  defaultValue={found?.caller === null ? found.phone : ''}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field id="new-email" label="E-mail (optional)">
              {(props) => <input {...props} className="s-input" name="email" type="email" autoComplete="off" />}
            </Field>
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

/** The caller's consent: the code sent to their phone, or (a phone customer without a password) a typed reason. */
function Consent({
  phone,
  caller,
  onOpened,
}: {
  phone: string;
  caller: CallerView;
  onOpened(caller: GuestAnswer): void;
}) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/caller-code', { phone });
    setBusy(false);
    if (answer.ok) setSent(true);
    else setError(answer.error.message);
  };

  const open = async (event: SubmitEvent<HTMLFormElement>, consent: { code: string } | { reason: string }) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    const answer = await callApi('staff/guest-login', { phone, ...consent });
    setBusy(false);
    if (answer.ok) onOpened(answer.value);
    else {
      const { code: codeWrong, reason: reasonWrong } = answer.error.fields ?? {};
      setFields({ code: codeWrong, reason: reasonWrong });
      // A refused field says why on itself; the line below is for what no field shows.
      setError(codeWrong || reasonWrong ? null : answer.error.message);
    }
  };

  return (
    <section className="call-consent" aria-labelledby="consent-title">
      <h3 id="consent-title">{caller.name}</h3>
      <p className="s-muted">
        Their account opens only with their consent. They are told in their alerts that you opened it.
      </p>
      <form className="s-form" onSubmit={(event) => void open(event, { code })}>
        <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void sendCode()}>
          {sent ? 'Send a new code' : 'Send a code to their phone'}
        </button>
        {sent && (
          <p className="s-muted" role="status">
            Code sent by SMS. Ask the caller to read it out; it works for 10 minutes.
          </p>
        )}
        <Field id="consent-code" label="Code the caller reads out" error={fields.code}>
          {(props) => (
            <input
              {...props}
              className="s-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          )}
        </Field>
        <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
          Open their account
        </button>
      </form>
      {caller.reason_allowed && (
        <form className="s-form call-reason" onSubmit={(event) => void open(event, { reason })}>
          <Field
            id="consent-reason"
            label="Or, if they cannot read a code: why"
            hint={`At least ${CONSENT_REASON_MIN} characters: who called, and why they cannot give the code. Kept in the audit log under your name.`}
            error={fields.reason}
          >
            {(props) => (
              <textarea
                {...props}
                className="s-input"
                rows={3}
                maxLength={300}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" className="s-btn ghost" disabled={busy} aria-busy={busy}>
            Open their account with this reason
          </button>
        </form>
      )}
      <ErrorLine message={error} />
    </section>
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
      <p className="s-muted">{caller.data.phone ? displayPhone(caller.data.phone) : ''}</p>
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
