// The caller's address, picked or added, before shopping as them (decision 0183).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';
import type { AddressView } from '../../../domain/api/accounts.ts';
import type { LocationSuggestion } from '../../../domain/api/location.ts';
import type { GuestAnswer } from '../../../domain/api/staff.ts';
import { shopAs } from '../shell/acting.ts';
import { ErrorLine } from '../customers/CustomerFinder.tsx';
import { useSay } from '../shell/console-words.tsx';

export function ChooseAddress({ caller, onBack }: { caller: GuestAnswer; onBack(): void }) {
  const say = useSay();
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
      // The tag is the customer's, not the member's: left empty it is "Home" whatever the console's
      // language, as the field's placeholder says (consoleCallLabelEmpty).
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
      <h1>{say('consoleCallOrderingFor', { name: caller.data.name })}</h1>
      <p className="s-muted">{caller.data.phone ? displayPhone(caller.data.phone) : ''}</p>
      <div className="call-grid">
        <section className="s-card" aria-labelledby="addresses-title">
          <h2 id="addresses-title">{say('consoleCallDeliverTo')}</h2>
          {addresses.length === 0 ? (
            <p className="s-muted">{say('consoleCallNoAddress')}</p>
          ) : (
            <ul className="s-list" aria-label={say('consoleCallSavedAddresses')}>
              {addresses.map((address) => (
                <li key={address.id}>
                  <span>
                    <strong>{address.tag || say('consoleCallAddress')}</strong>
                    <br />
                    {[address.house, address.address].filter(Boolean).join(', ')}
                  </span>
                  <button type="button" className="s-btn" onClick={() => shopAs(caller.data, address)}>
                    {say('consoleCallDeliverHere')}
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
              {say('consoleCallSelfPickup')}
            </button>
            <button type="button" className="s-btn ghost" onClick={onBack}>
              {say('consoleCallAnother')}
            </button>
          </div>
        </section>
        <section className="s-card" aria-labelledby="add-title">
          <h2 id="add-title">{say('consoleCallAddTitle')}</h2>
          <form className="s-form" role="search" onSubmit={(event) => void findArea(event)}>
            <label className="s-field">
              {say('consoleCallArea')}
              <input
                className="s-input"
                value={area}
                minLength={2}
                maxLength={100}
                onChange={(event) => setArea(event.currentTarget.value)}
              />
            </label>
            <button type="submit" className="s-btn ghost">
              {say('consoleCallFindArea')}
            </button>
          </form>
          {places !== null && places.length === 0 && <p className="s-muted">{say('consoleCallNoPlace')}</p>}
          {places !== null && places.length > 0 && !place && (
            <ul className="s-list" aria-label={say('consoleCallPlaces')}>
              {places.map((found) => (
                <li key={`${found.latitude},${found.longitude}`}>
                  <span>{found.formatted_address}</span>
                  <button type="button" className="s-btn ghost" onClick={() => setPlace(found)}>
                    {say('consoleCallChoose', { place: found.name })}
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
                {say('consoleCallHouse')}
                <input className="s-input" name="house" maxLength={200} />
              </label>
              <label className="s-field">
                {say('consoleCallLabel')}
                <input className="s-input" name="tag" maxLength={50} placeholder={say('consoleCallLabelEmpty')} />
              </label>
              <button type="submit" className="s-btn">
                {say('consoleCallSaveAddress')}
              </button>
            </form>
          )}
        </section>
      </div>
      <ErrorLine message={error} />
    </>
  );
}
