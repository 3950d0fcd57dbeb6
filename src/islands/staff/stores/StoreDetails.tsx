// The store form's own details (decision 0270): name, web address, words and picture, and the
// location typed or found by the customers' geocoder.
import { useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { LocationSuggestion } from '../../../domain/api/location.ts';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  IMAGE_MAX,
  NAME_MAX,
  SLUG_MAX,
  slugFromName,
} from '../../../domain/stores/store-settings.ts';
import { Field, type PartProps } from '../form/store-fields.tsx';
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import type { StoreForm } from './store-form.ts';

export function StoreDetails({ form, setForm, errors }: PartProps) {
  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((now) => ({ ...now, [key]: value }));

  const setName = (name: string) =>
    setForm((now) => ({ ...now, name, slug: now.slugTyped ? now.slug : slugFromName(name) }));

  return (
    <>
      <fieldset className="s-card st-set">
        <legend>Store</legend>
        <Field label="Name" name="name" errors={errors}>
          {(props) => (
            <input {...props} value={form.name} maxLength={NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} />
          )}
        </Field>
        <Field label="Web address" name="slug" errors={errors} hint={`The store’s page: /stores/${form.slug || '…'}`}>
          {(props) => (
            <input
              {...props}
              value={form.slug}
              maxLength={SLUG_MAX}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setForm((now) => ({ ...now, slug: e.currentTarget.value, slugTyped: true }))}
            />
          )}
        </Field>
        <Field label="Description" name="description" errors={errors}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={form.description}
              maxLength={DESCRIPTION_MAX}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Address" name="address" errors={errors}>
          {(props) => (
            <input
              {...props}
              value={form.address}
              maxLength={ADDRESS_MAX}
              onChange={(e) => set('address', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          label="Phone"
          name="phone"
          errors={errors}
          hint="The mobile customers call the store on while a delivery is on its way. Leave it empty for none."
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              value={form.phone}
              maxLength={30}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          label="Picture"
          name="image"
          errors={errors}
          hint="Choose it from the library, or type its path or https:// address."
        >
          {(props) => (
            <input
              {...props}
              value={form.image}
              maxLength={IMAGE_MAX}
              onChange={(e) => set('image', e.currentTarget.value)}
            />
          )}
        </Field>
        <PictureFromLibrary image={form.image} of="the store" onChoose={(image) => set('image', image)} />
      </fieldset>

      <fieldset className="s-card st-set">
        <legend>Location</legend>
        <PlaceFinder
          onPick={(place) =>
            setForm((now) => ({
              ...now,
              latitude: String(place.latitude),
              longitude: String(place.longitude),
              address: now.address.trim() === '' ? place.formatted_address : now.address,
            }))
          }
        />
        <div className="st-pair">
          <Field label="Latitude" name="latitude" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={form.latitude}
                onChange={(e) => set('latitude', e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label="Longitude" name="longitude" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={form.longitude}
                onChange={(e) => set('longitude', e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>
    </>
  );
}

/** Finds a place by the customers' geocoder and fills the coordinates. */
function PlaceFinder({ onPick }: { onPick(place: LocationSuggestion): void }) {
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<LocationSuggestion[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();

  const find = async () => {
    setMessage(null);
    const answer = await callApi('staff/find-place', { query: query.trim() });
    if (!answer.ok) {
      setPlaces(null);
      setMessage(
        answer.error.fields?.query
          ? `Find: ${answer.error.fields.query}.`
          : 'Places cannot be found now: type the coordinates.',
      );
      return;
    }
    setPlaces(answer.value.places);
    if (answer.value.places.length === 0) setMessage('No place matches: try another name, or type the coordinates.');
  };

  return (
    <div className="st-finder">
      <label htmlFor={`${id}-q`} className="s-field">
        Find the place
      </label>
      <div className="s-row">
        <input
          id={`${id}-q`}
          className="s-input"
          type="search"
          value={query}
          maxLength={100}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className="s-btn ghost" onClick={() => void find()}>
          Find
        </button>
      </div>
      <p className="st-hint" role="status" aria-live="polite">
        {message}
      </p>
      {places && places.length > 0 && (
        <ul className="st-places">
          {places.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.name}`}>
              <button
                type="button"
                className="st-place"
                onClick={() => {
                  onPick(place);
                  setPlaces(null);
                  setMessage(`Location set to ${place.formatted_address}.`);
                }}
              >
                Use {place.formatted_address}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
